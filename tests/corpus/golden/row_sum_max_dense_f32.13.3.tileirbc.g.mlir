entry @row_sum_max_Kt1_A2f32_1v4l0_2t1_3i16_p16_A1f32_1i16t1_p16_A1f32_1i16t1_p16_I16_I512(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f32>>, %arg9: tile<i32>, %arg10: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc12)
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>> loc(#loc13)
  %assume_0 = assume div_by<16>, %arg1 : tile<i32> loc(#loc13)
  %assume_1 = assume div_by<16>, %arg2 : tile<i32> loc(#loc13)
  %assume_2 = assume div_by<4>, %arg3 : tile<i32> loc(#loc13)
  %assume_3 = assume div_by<16>, %arg5 : tile<ptr<f32>> loc(#loc14)
  %assume_4 = assume div_by<16>, %arg6 : tile<i32> loc(#loc14)
  %assume_5 = assume div_by<16>, %arg8 : tile<ptr<f32>> loc(#loc15)
  %assume_6 = assume div_by<16>, %arg9 : tile<i32> loc(#loc15)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc12)
  %cst_1_i32_7 = constant <i32: 1> : tile<i32> loc(#loc12)
  %cst_1_i32_8 = constant <i32: 1> : tile<i32> loc(#loc12)
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32> loc(#loc12)
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32> loc(#loc12)
  %assume_assume_9 = assume bounded<0, ?>, %assume_1 : tile<i32> loc(#loc12)
  %assume_assume_assume_10 = assume div_by<16>, %assume_assume_9 : tile<i32> loc(#loc12)
  %assume_assume_11 = assume bounded<0, ?>, %assume_2 : tile<i32> loc(#loc12)
  %assume_assume_assume_12 = assume div_by<4>, %assume_assume_11 : tile<i32> loc(#loc12)
  %tview = make_tensor_view %assume, shape = [%assume_assume_assume, %assume_assume_assume_10], strides = [%assume_assume_assume_12, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]> loc(#loc12)
  %assume_assume_13 = assume bounded<0, ?>, %assume_4 : tile<i32> loc(#loc12)
  %assume_assume_assume_14 = assume div_by<16>, %assume_assume_13 : tile<i32> loc(#loc12)
  %tview_15 = make_tensor_view %assume_3, shape = [%assume_assume_assume_14], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc12)
  %assume_assume_16 = assume bounded<0, ?>, %assume_6 : tile<i32> loc(#loc12)
  %assume_assume_assume_17 = assume div_by<16>, %assume_assume_16 : tile<i32> loc(#loc12)
  %tview_18 = make_tensor_view %assume_5, shape = [%assume_assume_assume_17], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc12)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc16)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc17)
  %pview = make_partition_view %tview : partition_view<tile=(16x512), tensor_view<?x?xf32, strides=[?,1]>> loc(#loc18)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(16x512), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x512xf32>, token loc(#loc18)
  %reduce = reduce %tile dim=1 identities=[0.000000e+00 : f32] : tile<16x512xf32> -> tile<16xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %3 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc19)
    yield %3 : tile<f32> loc(#loc19)
  } loc(#loc19)
  %pview_19 = make_partition_view %tview_15 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>> loc(#loc20)
  %1 = store_view_tko weak %reduce, %pview_19[%blockId_x] token = %0 : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token loc(#loc20)
  %reduce_20 = reduce %tile dim=1 identities=[0xFF800000 : f32] : tile<16x512xf32> -> tile<16xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %3 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc21)
    yield %3 : tile<f32> loc(#loc21)
  } loc(#loc21)
  %pview_21 = make_partition_view %tview_18 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>> loc(#loc22)
  %2 = store_view_tko weak %reduce_20, %pview_21[%blockId_x] token = %0 : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token loc(#loc22)
  return loc(#loc11)
} loc(#loc12)
#di_file = #cuda_tile.di_file<"memory_bound.py" in "kernels">
#loc = loc("kernels/memory_bound.py":31:0)
#loc1 = loc("kernels/memory_bound.py":31:16)
#loc2 = loc("kernels/memory_bound.py":31:19)
#loc3 = loc("kernels/memory_bound.py":31:22)
#loc4 = loc("kernels/memory_bound.py":32:9)
#loc5 = loc("kernels/memory_bound.py":33:30)
#loc6 = loc("kernels/memory_bound.py":33:8)
#loc7 = loc("kernels/memory_bound.py":34:34)
#loc8 = loc("kernels/memory_bound.py":34:4)
#loc9 = loc("kernels/memory_bound.py":35:34)
#loc10 = loc("kernels/memory_bound.py":35:4)
#loc11 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 30, name = "row_sum_max", linkageName = "row_sum_max_Kt1_A2f32_1v4l0_2t1_3i16_p16_A1f32_1i16t1_p16_A1f32_1i16t1_p16_I16_I512", compileUnit = #di_compile_unit, scopeLine = 30>
#loc12 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
