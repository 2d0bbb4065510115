entry @slice_axis1_Kt1_A2f32_3l0_A2f32_3l0_Si32_Si32_I16_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg9 : tile<i32>
  %tview = make_tensor_view %arg5, shape = [%assume_2, %assume_3], strides = [%assume_4, %assume_5] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %1 = muli %arg10, %assume_1 : tile<i32>
  %2 = exti %1 signed : tile<i32> -> tile<i64>
  %3 = offset %arg0, %2 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
  %4 = subi %arg11, %arg10 : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume : tile<i32>
  %assume_6 = assume bounded<0, ?>, %4 : tile<i32>
  %assume_assume_7 = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_8 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %tview_9 = make_tensor_view %3, shape = [%assume_assume, %assume_6], strides = [%assume_assume_7, %assume_assume_8] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview_9 : partition_view<tile=(16x32), padding_value = neg_zero, tensor_view<?x?xf32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(16x32), padding_value = neg_zero, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<16x32xf32>, token
  %blockId_x_10, %blockId_y_11, %blockId_z_12 = get_tile_block_id : tile<i32>
  %cst_0_i32_13 = constant <i32: 0> : tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape = reshape %cst_0_f32 : tile<f32> -> tile<1x1xf32>
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<16x32xf32>
  %5 = addf %tile, %bcast  : tile<16x32xf32>
  %pview_14 = make_partition_view %tview : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>
  %6 = store_view_tko weak %5, %pview_14[%blockId_x_10, %cst_0_i32_13] token = %0 : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  return
}
