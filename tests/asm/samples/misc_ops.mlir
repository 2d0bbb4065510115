entry @misc_ops(%arg0: tile<ptr<f32>>, %arg1: tile<i32>) {
  %cst_i32 = constant <i32: [0, 4, 8, 12]> : tile<4xi32>
  %assume = assume div_by<16>, %arg1 : tile<i32>
  %assume_cst_i32 = assume div_by<32, every 4 along 0>, %cst_i32 : tile<4xi32>
  %assume_cst_i32_0 = assume div_by<8>, %cst_i32 : tile<4xi32>
  %assume_1 = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_2 = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_3 = assume bounded<?, 100>, %arg1 : tile<i32>
  %assume_4 = assume bounded<-5, 5>, %arg1 : tile<i32>
  %assume_5 = assume bounded<?, ?>, %arg1 : tile<i32>
  %assume_cst_i32_6 = assume same_elements<[2]>, %cst_i32 : tile<4xi32>
  %assume_cst_i32_7 = assume same_elements<[4]>, %cst_i32 : tile<4xi32>
  %cst_5_i32 = constant <i32: 5> : tile<i32>
  %assume_cst_5_i32 = assume div_by<1>, %cst_5_i32 : tile<i32>
  %0 = addi %arg1, %arg1 : tile<i32>
  %assume_8 = assume div_by<2>, %0 : tile<i32>
  %assume_assume = assume div_by<4>, %assume_8 : tile<i32>
  %1 = iota : tile<4xi32>
  %assume_9 = assume div_by<1>, %1 : tile<4xi32>
  %reshape = reshape %arg1 : tile<i32> -> tile<1xi32>
  %assume_reshape = assume div_by<1>, %reshape : tile<1xi32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %cst_i16 = constant <i16: [1, 2, 3, 4]> : tile<4xi16>
  %assume_cst_i16 = assume same_elements<[1]>, %cst_i16 : tile<4xi16>
  %true = constant <i1: true> : tile<4xi1>
  %assume_true = assume div_by<1>, %true : tile<4xi1>
  %2 = print_tko "hello\0A" -> token
  %3 = print_tko "n=%d v=%d\0A", %arg1, %cst_i32 token=%2 : tile<i32>, tile<4xi32> -> token
  %4 = print_tko "tab\09 \22quoted\22 100%% %d \01 \\ end", %arg1 : tile<i32> -> token
  %true_10 = constant <i1: true> : tile<i1>
  assert %true_10, "must hold" : tile<i1>
  %cst_i1 = constant <i1: [true, true, false, true]> : tile<4xi1>
  assert %cst_i1, "a \22b\22 c\0A" : tile<4xi1>
  return
}
