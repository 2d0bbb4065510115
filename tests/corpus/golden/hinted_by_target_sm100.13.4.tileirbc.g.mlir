entry @hinted_by_target_Kt1_A1f32_1l0_A1f32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {num_cta_in_cga = 1}, sm_100 = {num_cta_in_cga = 4, occupancy = 2}, sm_90 = {num_cta_in_cga = 2}> {
  %0 = make_token : token loc(#loc6)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc6)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc6)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc6)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc6)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc6)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc6)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc7)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc8)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc8)
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32> loc(#loc9)
  %reshape = reshape %cst_1_f32 : tile<f32> -> tile<1xf32> loc(#loc8)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32> loc(#loc8)
  %1 = addf %tile, %bcast  : tile<64xf32> loc(#loc8)
  %pview_4 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc10)
  %2 = store_view_tko weak %1, %pview_4[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc10)
  return loc(#loc5)
} loc(#loc6)
#di_file = #cuda_tile.di_file<"grid_and_signatures.py" in "kernels">
#loc = loc("kernels/grid_and_signatures.py":92:0)
#loc1 = loc("kernels/grid_and_signatures.py":93:8)
#loc2 = loc("kernels/grid_and_signatures.py":94:35)
#loc3 = loc("kernels/grid_and_signatures.py":94:72)
#loc4 = loc("kernels/grid_and_signatures.py":94:4)
#loc5 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 90, name = "hinted_by_target", linkageName = "hinted_by_target_Kt1_A1f32_1l0_A1f32_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 90>
#loc6 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc7 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc8 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc9 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
