entry @assert_one_block_Kt1_A1f32_1l0_A1f32_1l0_I16(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc9)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc9)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc9)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc9)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc9)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc9)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc9)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc10)
  %pview = make_partition_view %tview : partition_view<tile=(16), tensor_view<?xf32, strides=[?]>> loc(#loc11)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<16xf32>, token loc(#loc11)
  %reduce = reduce %tile dim=0 identities=[0x7F800000 : f32] : tile<16xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %4 = minf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc12)
    yield %4 : tile<f32> loc(#loc12)
  } loc(#loc12)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc13)
  %1 = cmpf greater_than_or_equal ordered %reduce, %cst_0_f32 : tile<f32> -> tile<i1> loc(#loc12)
  assert %1, "negative value in block" : tile<i1> loc(#loc14)
  %2 = sqrt %tile  : tile<16xf32> loc(#loc15)
  %pview_4 = make_partition_view %tview_3 : partition_view<tile=(16), tensor_view<?xf32, strides=[?]>> loc(#loc16)
  %3 = store_view_tko weak %2, %pview_4[%blockId_x] token = %0 : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc16)
  return loc(#loc8)
} loc(#loc9)
#di_file = #cuda_tile.di_file<"misc_ops.py" in "kernels">
#loc = loc("kernels/misc_ops.py":70:0)
#loc1 = loc("kernels/misc_ops.py":71:8)
#loc2 = loc("kernels/misc_ops.py":72:8)
#loc3 = loc("kernels/misc_ops.py":73:15)
#loc4 = loc("kernels/misc_ops.py":73:28)
#loc5 = loc("kernels/misc_ops.py":73:4)
#loc6 = loc("kernels/misc_ops.py":74:35)
#loc7 = loc("kernels/misc_ops.py":74:4)
#loc8 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 69, name = "assert_one_block", linkageName = "assert_one_block_Kt1_A1f32_1l0_A1f32_1l0_I16", compileUnit = #di_compile_unit, scopeLine = 69>
#loc9 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
