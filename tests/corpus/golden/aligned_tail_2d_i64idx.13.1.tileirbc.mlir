entry @aligned_tail_2d_Kt1_A2f32_1i2v4_2i4_3l0_p16w_A2f32_1i2_2i4_3l0_p16w_I16_I16(%arg0: tile<ptr<f32>>, %arg1: tile<i64>, %arg2: tile<i64>, %arg3: tile<i64>, %arg4: tile<i64>, %arg5: tile<ptr<f32>>, %arg6: tile<i64>, %arg7: tile<i64>, %arg8: tile<i64>, %arg9: tile<i64>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_0 = assume div_by<2>, %arg1 : tile<i64>
  %assume_1 = assume div_by<4>, %arg2 : tile<i64>
  %assume_2 = assume div_by<4>, %arg3 : tile<i64>
  %assume_3 = assume div_by<16>, %arg5 : tile<ptr<f32>>
  %assume_4 = assume div_by<2>, %arg6 : tile<i64>
  %assume_5 = assume div_by<4>, %arg7 : tile<i64>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i64>
  %assume_assume_assume = assume div_by<2>, %assume_assume : tile<i64>
  %assume_assume_6 = assume bounded<0, ?>, %assume_1 : tile<i64>
  %assume_assume_assume_7 = assume div_by<4>, %assume_assume_6 : tile<i64>
  %assume_assume_8 = assume bounded<0, ?>, %assume_2 : tile<i64>
  %assume_assume_assume_9 = assume div_by<4>, %assume_assume_8 : tile<i64>
  %assume_10 = assume bounded<0, ?>, %arg4 : tile<i64>
  %tview = make_tensor_view %assume, shape = [%assume_assume_assume, %assume_assume_assume_7], strides = [%assume_assume_assume_9, %assume_10] : tile<i64> -> tensor_view<?x?xf32, strides=[?,?]>
  %assume_assume_11 = assume bounded<0, ?>, %assume_4 : tile<i64>
  %assume_assume_assume_12 = assume div_by<2>, %assume_assume_11 : tile<i64>
  %assume_assume_13 = assume bounded<0, ?>, %assume_5 : tile<i64>
  %assume_assume_assume_14 = assume div_by<4>, %assume_assume_13 : tile<i64>
  %assume_15 = assume bounded<0, ?>, %arg8 : tile<i64>
  %assume_16 = assume bounded<0, ?>, %arg9 : tile<i64>
  %tview_17 = make_tensor_view %assume_3, shape = [%assume_assume_assume_12, %assume_assume_assume_14], strides = [%assume_15, %assume_16] : tile<i64> -> tensor_view<?x?xf32, strides=[?,?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_18, %blockId_y_19, %blockId_z_20 = get_tile_block_id : tile<i32>
  %1 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %2 = exti %blockId_y_19 signed : tile<i32> -> tile<i64>
  %pview = make_partition_view %tview : partition_view<tile=(16x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%1, %2] token = %0 : partition_view<tile=(16x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>, tile<i64> -> tile<16x16xf32>, token
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32>
  %reshape = reshape %cst_2_f32 : tile<f32> -> tile<1x1xf32>
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<16x16xf32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
  %reshape_21 = reshape %cst_1_f32 : tile<f32> -> tile<1x1xf32>
  %bcast_22 = broadcast %reshape_21 : tile<1x1xf32> -> tile<16x16xf32>
  %3 = fma %tile, %bcast, %bcast_22  : tile<16x16xf32>
  %4 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %5 = exti %blockId_y_19 signed : tile<i32> -> tile<i64>
  %pview_23 = make_partition_view %tview_17 : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>>
  %6 = store_view_tko weak %3, %pview_23[%4, %5] token = %0 : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>>, tile<i64> -> token
  return
}
