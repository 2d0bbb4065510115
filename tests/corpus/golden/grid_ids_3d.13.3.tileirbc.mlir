entry @grid_ids_Kt1_A1i32_1l0(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_1, %blockId_y_2, %blockId_z_3 = get_tile_block_id : tile<i32>
  %blockId_x_4, %blockId_y_5, %blockId_z_6 = get_tile_block_id : tile<i32>
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32>
  %gridSize_x_7, %gridSize_y_8, %gridSize_z_9 = get_num_tile_blocks : tile<i32>
  %1 = muli %blockId_z_6, %gridSize_y_8 : tile<i32>
  %2 = addi %1, %blockId_y_2 : tile<i32>
  %3 = muli %2, %gridSize_x : tile<i32>
  %4 = addi %3, %blockId_x : tile<i32>
  %cst_10000_i32 = constant <i32: 10000> : tile<i32>
  %5 = muli %blockId_x, %cst_10000_i32 : tile<i32>
  %cst_100_i32 = constant <i32: 100> : tile<i32>
  %6 = muli %blockId_y_2, %cst_100_i32 : tile<i32>
  %7 = addi %5, %6 : tile<i32>
  %8 = addi %7, %blockId_z_6 : tile<i32>
  %reshape = reshape %8 : tile<i32> -> tile<1xi32>
  %pview = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %9 = store_view_tko weak %reshape, %pview[%4] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
