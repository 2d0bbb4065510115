entry @reshape_shuffles_Kt1_A2f32_3l0_A2f32_3l0_A2f32_3l0_A1f32_1l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f32>>, %arg16: tile<i32>, %arg17: tile<i32>) optimization_hints=<sm_100 = {}> {
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
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_16 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_16] token = %0 : partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<16x64xf32>, token
  %cst_0_i32_17 = constant <i32: 0> : tile<i32>
  %cst_0_i32_18 = constant <i32: 0> : tile<i32>
  %reshape = reshape %tile : tile<16x64xf32> -> tile<64x16xf32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
  %reshape_19 = reshape %cst_1_f32 : tile<f32> -> tile<1x1xf32>
  %bcast = broadcast %reshape_19 : tile<1x1xf32> -> tile<64x16xf32>
  %1 = addf %reshape, %bcast  : tile<64x16xf32>
  %pview_20 = make_partition_view %tview_7 : partition_view<tile=(64x16), tensor_view<?x?xf32, strides=[?,?]>>
  %2 = store_view_tko weak %1, %pview_20[%cst_0_i32_17, %cst_0_i32_18] token = %0 : tile<64x16xf32>, partition_view<tile=(64x16), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  %reshape_21 = reshape %tile : tile<16x64xf32> -> tile<4x4x64xf32>
  %3 = permute %reshape_21 [1, 0, 2] : tile<4x4x64xf32> -> tile<4x4x64xf32>
  %reshape_22 = reshape %3 : tile<4x4x64xf32> -> tile<16x64xf32>
  %cst_0_i32_23 = constant <i32: 0> : tile<i32>
  %cst_0_i32_24 = constant <i32: 0> : tile<i32>
  %pview_25 = make_partition_view %tview_12 : partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,?]>>
  %4 = store_view_tko weak %reshape_22, %pview_25[%cst_0_i32_23, %cst_0_i32_24] token = %0 : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  %cst_0_i32_26 = constant <i32: 0> : tile<i32>
  %5 = permute %tile [1, 0] : tile<16x64xf32> -> tile<64x16xf32>
  %reshape_27 = reshape %5 : tile<64x16xf32> -> tile<1024xf32>
  %pview_28 = make_partition_view %tview_15 : partition_view<tile=(1024), tensor_view<?xf32, strides=[?]>>
  %6 = store_view_tko weak %reshape_27, %pview_28[%cst_0_i32_26] token = %0 : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
