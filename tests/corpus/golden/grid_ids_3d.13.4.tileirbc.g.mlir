entry @grid_ids_Kt1_A1i32_1l0(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc14)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc14)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc14)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc14)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc15)
  %blockId_x_1, %blockId_y_2, %blockId_z_3 = get_tile_block_id : tile<i32> loc(#loc16)
  %blockId_x_4, %blockId_y_5, %blockId_z_6 = get_tile_block_id : tile<i32> loc(#loc17)
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32> loc(#loc18)
  %gridSize_x_7, %gridSize_y_8, %gridSize_z_9 = get_num_tile_blocks : tile<i32> loc(#loc19)
  %1 = muli %blockId_z_6, %gridSize_y_8 : tile<i32> loc(#loc20)
  %2 = addi %1, %blockId_y_2 : tile<i32> loc(#loc20)
  %3 = muli %2, %gridSize_x : tile<i32> loc(#loc21)
  %4 = addi %3, %blockId_x : tile<i32> loc(#loc21)
  %cst_10000_i32 = constant <i32: 10000> : tile<i32> loc(#loc22)
  %5 = muli %blockId_x, %cst_10000_i32 : tile<i32> loc(#loc23)
  %cst_100_i32 = constant <i32: 100> : tile<i32> loc(#loc24)
  %6 = muli %blockId_y_2, %cst_100_i32 : tile<i32> loc(#loc25)
  %7 = addi %5, %6 : tile<i32> loc(#loc23)
  %8 = addi %7, %blockId_z_6 : tile<i32> loc(#loc23)
  %reshape = reshape %8 : tile<i32> -> tile<1xi32> loc(#loc26)
  %pview = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>> loc(#loc26)
  %9 = store_view_tko weak %reshape, %pview[%4] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc26)
  return loc(#loc13)
} loc(#loc14)
#di_file = #cuda_tile.di_file<"grid_and_signatures.py" in "kernels">
#loc = loc("kernels/grid_and_signatures.py":11:0)
#loc1 = loc("kernels/grid_and_signatures.py":12:17)
#loc2 = loc("kernels/grid_and_signatures.py":12:28)
#loc3 = loc("kernels/grid_and_signatures.py":12:39)
#loc4 = loc("kernels/grid_and_signatures.py":13:17)
#loc5 = loc("kernels/grid_and_signatures.py":13:35)
#loc6 = loc("kernels/grid_and_signatures.py":14:11)
#loc7 = loc("kernels/grid_and_signatures.py":14:10)
#loc8 = loc("kernels/grid_and_signatures.py":15:42)
#loc9 = loc("kernels/grid_and_signatures.py":15:37)
#loc10 = loc("kernels/grid_and_signatures.py":15:55)
#loc11 = loc("kernels/grid_and_signatures.py":15:50)
#loc12 = loc("kernels/grid_and_signatures.py":15:4)
#loc13 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 10, name = "grid_ids", linkageName = "grid_ids_Kt1_A1i32_1l0", compileUnit = #di_compile_unit, scopeLine = 10>
#loc14 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
