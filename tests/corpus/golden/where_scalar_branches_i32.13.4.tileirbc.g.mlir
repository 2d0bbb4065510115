entry @where_scalar_branches_Kt1_A1i32_1l0_A1i32_1l0_I256(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc7)
  %cst_0_i32 = constant <i32: 0> : tile<256xi32> loc(#loc8)
  %cst_0_i32_0 = constant <i32: 0> : tile<256xi32> loc(#loc9)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc7)
  %assume_1 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc7)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_1] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc7)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc7)
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc7)
  %tview_4 = make_tensor_view %arg3, shape = [%assume_2], strides = [%assume_3] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc7)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc10)
  %pview = make_partition_view %tview : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>> loc(#loc11)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<256xi32>, token loc(#loc11)
  %1 = cmpi less_than %tile, %cst_0_i32, signed : tile<256xi32> -> tile<256xi1> loc(#loc8)
  %2 = select %1, %cst_0_i32_0, %tile : tile<256xi1>, tile<256xi32> loc(#loc9)
  %pview_5 = make_partition_view %tview_4 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>> loc(#loc12)
  %3 = store_view_tko weak %2, %pview_5[%blockId_x] token = %0 : tile<256xi32>, partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc12)
  return loc(#loc6)
} loc(#loc7)
#di_file = #cuda_tile.di_file<"compare_select.py" in "kernels">
#loc = loc("kernels/compare_select.py":29:0)
#loc1 = loc("kernels/compare_select.py":32:44)
#loc2 = loc("kernels/compare_select.py":32:35)
#loc3 = loc("kernels/compare_select.py":30:8)
#loc4 = loc("kernels/compare_select.py":31:8)
#loc5 = loc("kernels/compare_select.py":32:4)
#loc6 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 28, name = "where_scalar_branches", linkageName = "where_scalar_branches_Kt1_A1i32_1l0_A1i32_1l0_I256", compileUnit = #di_compile_unit, scopeLine = 28>
#loc7 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc8 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc9 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
