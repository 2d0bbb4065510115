entry @tiled_view_2d_tails_Kt1_A2f32_3l0_A2f32_3l0_A2f32_3l0_I16_I16(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
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
  %pview = make_partition_view %tview : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>>
  %1:2 = get_index_space_shape %pview : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>> -> tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %pview_13 = make_partition_view %tview : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>>
  %2:2 = get_index_space_shape %pview_13 : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>> -> tile<i32>
  %cst_0_i32_14 = constant <i32: 0> : tile<i32>
  %cst_1_i32_15 = constant <i32: 1> : tile<i32>
  %pview_16 = make_partition_view %tview : partition_view<tile=(16x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>
  %cst_3_f32 = constant <f32: 3.000000e+00> : tile<f32>
  %reshape = reshape %cst_3_f32 : tile<f32> -> tile<1x1xf32>
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<16x16xf32>
  %pview_17 = make_partition_view %tview_7 : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>>
  %cst_0_i32_18 = constant <i32: 0> : tile<i32>
  %cst_0_i32_19 = constant <i32: 0> : tile<i32>
  %pview_20 = make_partition_view %tview_12 : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>>
  %for:2 = for %loopIdx in (%cst_0_i32 to %1#0, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %0, %iterArg1 = %0) -> (token, token) {
    %for_21:2 = for %loopIdx_22 in (%cst_0_i32_14 to %2#1, step %cst_1_i32_15) : tile<i32> iter_values(%iterArg0_23 = %iterArg0, %iterArg1_24 = %iterArg1) -> (token, token) {
      %tile, %result_token = load_view_tko weak %pview_16[%loopIdx, %loopIdx_22] token = %0 : partition_view<tile=(16x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<16x16xf32>, token
      %3 = mulf %tile, %bcast  : tile<16x16xf32>
      %4 = store_view_tko weak %3, %pview_17[%loopIdx, %loopIdx_22] token = %iterArg0 : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
      %5 = join_tokens %iterArg0_23, %4 : token
      %6 = atomic_red_view_tko relaxed device %pview_20[%cst_0_i32_18, %cst_0_i32_19], addf, %tile token = %iterArg1_24 : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
      continue %5, %6 : token, token
    }
    continue %for_21#0, %for_21#1 : token, token
  }
  return
}
