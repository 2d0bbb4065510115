entry @aligned_tail_2d_Kt1_A2u8_1v16l0_2t1_p16_A2u8_1v16l0_2t1_p16_I16_I32(%arg0: tile<ptr<i8>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i8>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<i8>>
  %assume_0 = assume div_by<16>, %arg3 : tile<i32>
  %assume_1 = assume div_by<16>, %arg5 : tile<ptr<i8>>
  %assume_2 = assume div_by<16>, %arg8 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_3 = constant <i32: 1> : tile<i32>
  %cst_2_i8 = constant <i8: 2> : tile<16x32xi8>
  %cst_1_i8 = constant <i8: 1> : tile<16x32xi8>
  %assume_4 = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_4, %assume_5], strides = [%assume_assume_assume, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
  %assume_6 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_assume_8 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_9 = assume div_by<16>, %assume_assume_8 : tile<i32>
  %tview_10 = make_tensor_view %assume_1, shape = [%assume_6, %assume_7], strides = [%assume_assume_assume_9, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_11, %blockId_y_12, %blockId_z_13 = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_12] token = %0 : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<16x32xi8>, token
  %1 = muli %tile, %cst_2_i8 : tile<16x32xi8>
  %2 = addi %1, %cst_1_i8 : tile<16x32xi8>
  %pview_14 = make_partition_view %tview_10 : partition_view<tile=(16x32), tensor_view<?x?xi8, strides=[?,1]>>
  %3 = store_view_tko weak %2, %pview_14[%blockId_x, %blockId_y_12] token = %0 : tile<16x32xi8>, partition_view<tile=(16x32), tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> token
  return
}
