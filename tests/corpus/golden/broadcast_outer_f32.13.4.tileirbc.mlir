entry @broadcast_outer_Kt1_A1f32_1l0_A1f32_1l0_A2f32_3l0_I16_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %tview_8 = make_tensor_view %arg6, shape = [%assume_4, %assume_5], strides = [%assume_6, %assume_7] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<16xf32>, token
  %cst_0_i32_9 = constant <i32: 0> : tile<i32>
  %pview_10 = make_partition_view %tview_3 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>
  %tile_11, %result_token_12 = load_view_tko weak %pview_10[%cst_0_i32_9] token = %0 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<32xf32>, token
  %reshape = reshape %tile : tile<16xf32> -> tile<16x1xf32>
  %bcast = broadcast %reshape : tile<16x1xf32> -> tile<16x32xf32>
  %reshape_13 = reshape %tile_11 : tile<32xf32> -> tile<1x32xf32>
  %cst_0_i32_14 = constant <i32: 0> : tile<i32>
  %cst_0_i32_15 = constant <i32: 0> : tile<i32>
  %bcast_16 = broadcast %reshape_13 : tile<1x32xf32> -> tile<16x32xf32>
  %1 = mulf %bcast, %bcast_16  : tile<16x32xf32>
  %pview_17 = make_partition_view %tview_8 : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>
  %2 = store_view_tko weak %1, %pview_17[%cst_0_i32_14, %cst_0_i32_15] token = %0 : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  return
}
