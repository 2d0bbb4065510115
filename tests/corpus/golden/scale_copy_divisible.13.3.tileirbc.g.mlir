entry @scale_copy_Kt1_A1f32_1i64t1_p16_A1f32_1i64t1_p16_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc8)
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>> loc(#loc9)
  %assume_0 = assume div_by<64>, %arg1 : tile<i32> loc(#loc9)
  %assume_1 = assume div_by<16>, %arg3 : tile<ptr<f32>> loc(#loc10)
  %assume_2 = assume div_by<64>, %arg4 : tile<i32> loc(#loc10)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc8)
  %cst_1_i32_3 = constant <i32: 1> : tile<i32> loc(#loc8)
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32> loc(#loc8)
  %assume_assume_assume = assume div_by<64>, %assume_assume : tile<i32> loc(#loc8)
  %tview = make_tensor_view %assume, shape = [%assume_assume_assume], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc8)
  %assume_assume_4 = assume bounded<0, ?>, %assume_2 : tile<i32> loc(#loc8)
  %assume_assume_assume_5 = assume div_by<64>, %assume_assume_4 : tile<i32> loc(#loc8)
  %tview_6 = make_tensor_view %assume_1, shape = [%assume_assume_assume_5], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc8)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc11)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>> loc(#loc12)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token loc(#loc12)
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32> loc(#loc13)
  %reshape = reshape %cst_2_f32 : tile<f32> -> tile<1xf32> loc(#loc12)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32> loc(#loc12)
  %1 = mulf %tile, %bcast  : tile<64xf32> loc(#loc12)
  %pview_7 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>> loc(#loc14)
  %2 = store_view_tko weak %1, %pview_7[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token loc(#loc14)
  return loc(#loc7)
} loc(#loc8)
#di_file = #cuda_tile.di_file<"grid_and_signatures.py" in "kernels">
#loc = loc("kernels/grid_and_signatures.py":30:0)
#loc1 = loc("kernels/grid_and_signatures.py":30:15)
#loc2 = loc("kernels/grid_and_signatures.py":30:18)
#loc3 = loc("kernels/grid_and_signatures.py":31:8)
#loc4 = loc("kernels/grid_and_signatures.py":32:35)
#loc5 = loc("kernels/grid_and_signatures.py":32:72)
#loc6 = loc("kernels/grid_and_signatures.py":32:4)
#loc7 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 29, name = "scale_copy", linkageName = "scale_copy_Kt1_A1f32_1i64t1_p16_A1f32_1i64t1_p16_I64", compileUnit = #di_compile_unit, scopeLine = 29>
#loc8 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc9 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
