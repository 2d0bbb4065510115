entry @static_unroll_Kt1_A1f32_1l0_A1f32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_2_i32 = constant <i32: 2> : tile<i32>
  %cst_3_i32 = constant <i32: 3> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
  %reshape = reshape %cst_1_f32 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32>
  %1 = fma %tile, %bcast, %cst_0_f32  : tile<64xf32>
  %pview_4 = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %tile_5, %result_token_6 = load_view_tko weak %pview_4[%cst_1_i32] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32>
  %reshape_7 = reshape %cst_2_f32 : tile<f32> -> tile<1xf32>
  %bcast_8 = broadcast %reshape_7 : tile<1xf32> -> tile<64xf32>
  %2 = fma %tile_5, %bcast_8, %1  : tile<64xf32>
  %pview_9 = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %tile_10, %result_token_11 = load_view_tko weak %pview_9[%cst_2_i32] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
  %cst_3_f32 = constant <f32: 3.000000e+00> : tile<f32>
  %reshape_12 = reshape %cst_3_f32 : tile<f32> -> tile<1xf32>
  %bcast_13 = broadcast %reshape_12 : tile<1xf32> -> tile<64xf32>
  %3 = fma %tile_10, %bcast_13, %2  : tile<64xf32>
  %pview_14 = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %tile_15, %result_token_16 = load_view_tko weak %pview_14[%cst_3_i32] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
  %cst_4_f32 = constant <f32: 4.000000e+00> : tile<f32>
  %reshape_17 = reshape %cst_4_f32 : tile<f32> -> tile<1xf32>
  %bcast_18 = broadcast %reshape_17 : tile<1xf32> -> tile<64xf32>
  %4 = fma %tile_15, %bcast_18, %3  : tile<64xf32>
  %cst_0_i32_19 = constant <i32: 0> : tile<i32>
  %cst_32_f32 = constant <f32: 3.200000e+01> : tile<f32>
  %reshape_20 = reshape %cst_32_f32 : tile<f32> -> tile<1xf32>
  %bcast_21 = broadcast %reshape_20 : tile<1xf32> -> tile<64xf32>
  %5 = mulf %4, %bcast_21  : tile<64xf32>
  %pview_22 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %6 = store_view_tko weak %5, %pview_22[%cst_0_i32_19] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
