entry @tiles_2d_views_Kt1_A2f32_3l0_A2f32_3l0_A2f32_3l0_I32_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_13, %blockId_y_14, %blockId_z_15 = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_14] token = %0 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<32x32xf32>, token
  %pview_16 = make_partition_view %tview_7 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>
  %tile_17, %result_token_18 = load_view_tko weak %pview_16[%blockId_x, %blockId_y_14] token = %0 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<32x32xf32>, token
  %1 = negf %tile : tile<32x32xf32>
  %2 = fma %tile, %tile_17, %1  : tile<32x32xf32>
  %pview_19 = make_partition_view %tview_12 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>>
  %3 = store_view_tko weak %2, %pview_19[%blockId_x, %blockId_y_14] token = %0 : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  return
}
