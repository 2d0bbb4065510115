entry @fused_bias_gelu_dropout_Kt1_A2f16_3l0_A1f16_1l0_A2b8_3l0_A2f16_3l0_I32_I64(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<i1>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<ptr<f16>>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>) optimization_hints=<default = {occupancy = 2}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %tview_10 = make_tensor_view %arg8, shape = [%assume_6, %assume_7], strides = [%assume_8, %assume_9] : tile<i32> -> tensor_view<?x?xi1, strides=[?,?]>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %tview_15 = make_tensor_view %arg13, shape = [%assume_11, %assume_12], strides = [%assume_13, %assume_14] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_16, %blockId_y_17, %blockId_z_18 = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_17] token = %0 : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<32x64xf16>, token
  %1 = ftof %tile  : tile<32x64xf16> -> tile<32x64xf32>
  %pview_19 = make_partition_view %tview_5 : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>
  %tile_20, %result_token_21 = load_view_tko weak %pview_19[%blockId_y_17] token = %0 : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<64xf16>, token
  %2 = ftof %tile_20  : tile<64xf16> -> tile<64xf32>
  %reshape = reshape %2 : tile<64xf32> -> tile<1x64xf32>
  %bcast = broadcast %reshape : tile<1x64xf32> -> tile<32x64xf32>
  %3 = addf %1, %bcast  : tile<32x64xf32>
  %cst_f32 = constant <f32: 5.000000e-01> : tile<f32>
  %reshape_22 = reshape %cst_f32 : tile<f32> -> tile<1x1xf32>
  %bcast_23 = broadcast %reshape_22 : tile<1x1xf32> -> tile<32x64xf32>
  %4 = mulf %bcast_23, %3  : tile<32x64xf32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
  %cst_f32_24 = constant <f32: 0.797884583> : tile<f32>
  %cst_f32_25 = constant <f32: 4.471500e-02> : tile<f32>
  %reshape_26 = reshape %cst_f32_25 : tile<f32> -> tile<1x1xf32>
  %bcast_27 = broadcast %reshape_26 : tile<1x1xf32> -> tile<32x64xf32>
  %5 = mulf %bcast_27, %3  : tile<32x64xf32>
  %6 = mulf %5, %3  : tile<32x64xf32>
  %7 = fma %6, %3, %3  : tile<32x64xf32>
  %reshape_28 = reshape %cst_f32_24 : tile<f32> -> tile<1x1xf32>
  %bcast_29 = broadcast %reshape_28 : tile<1x1xf32> -> tile<32x64xf32>
  %8 = mulf %bcast_29, %7  : tile<32x64xf32>
  %9 = tanh %8  : tile<32x64xf32>
  %reshape_30 = reshape %cst_1_f32 : tile<f32> -> tile<1x1xf32>
  %bcast_31 = broadcast %reshape_30 : tile<1x1xf32> -> tile<32x64xf32>
  %10 = addf %bcast_31, %9  : tile<32x64xf32>
  %11 = mulf %4, %10  : tile<32x64xf32>
  %pview_32 = make_partition_view %tview_10 : partition_view<tile=(32x64), tensor_view<?x?xi1, strides=[?,?]>>
  %tile_33, %result_token_34 = load_view_tko weak %pview_32[%blockId_x, %blockId_y_17] token = %0 : partition_view<tile=(32x64), tensor_view<?x?xi1, strides=[?,?]>>, tile<i32> -> tile<32x64xi1>, token
  %cst_f32_35 = constant <f32: 1.250000e+00> : tile<f32>
  %reshape_36 = reshape %cst_f32_35 : tile<f32> -> tile<1x1xf32>
  %bcast_37 = broadcast %reshape_36 : tile<1x1xf32> -> tile<32x64xf32>
  %12 = mulf %11, %bcast_37  : tile<32x64xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_38 = reshape %cst_0_f32 : tile<f32> -> tile<1x1xf32>
  %bcast_39 = broadcast %reshape_38 : tile<1x1xf32> -> tile<32x64xf32>
  %13 = select %tile_33, %12, %bcast_39 : tile<32x64xi1>, tile<32x64xf32>
  %14 = ftof %13  : tile<32x64xf32> -> tile<32x64xf16>
  %pview_40 = make_partition_view %tview_15 : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[?,?]>>
  %15 = store_view_tko weak %14, %pview_40[%blockId_x, %blockId_y_17] token = %0 : tile<32x64xf16>, partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token
  return
}
