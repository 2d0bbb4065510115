entry @cvt_rounding_Kt1_A1f32_1l0_A1f16_1l0_A1f16_1l0_A1bf16_1l0_A1f32_1l0_A1i32_1l0_A1i32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f16>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<bf16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f32>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<i32>>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xbf16, strides=[?]>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32>
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
  %1 = ftof %tile  : tile<64xf32> -> tile<64xf16>
  %pview_19 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>
  %2 = store_view_tko weak %1, %pview_19[%blockId_x] token = %0 : tile<64xf16>, partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
  %3 = ftof %tile rounding<zero> : tile<64xf32> -> tile<64xf16>
  %pview_20 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>
  %4 = store_view_tko weak %3, %pview_20[%blockId_x] token = %0 : tile<64xf16>, partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
  %5 = ftof %tile rounding<zero> : tile<64xf32> -> tile<64xbf16>
  %pview_21 = make_partition_view %tview_9 : partition_view<tile=(64), tensor_view<?xbf16, strides=[?]>>
  %6 = store_view_tko weak %5, %pview_21[%blockId_x] token = %0 : tile<64xbf16>, partition_view<tile=(64), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> token
  %7 = ftof %tile  : tile<64xf32> -> tile<64xf64>
  %8 = ftof %7 rounding<zero> : tile<64xf64> -> tile<64xf32>
  %pview_22 = make_partition_view %tview_12 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %9 = store_view_tko weak %8, %pview_22[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %cst_1000_f32 = constant <f32: 1.000000e+03> : tile<f32>
  %reshape = reshape %cst_1000_f32 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32>
  %10 = mulf %tile, %bcast  : tile<64xf32>
  %11 = floor %10 : tile<64xf32>
  %cst_f32 = constant <f32: 5.000000e-01> : tile<f32>
  %reshape_23 = reshape %cst_f32 : tile<f32> -> tile<1xf32>
  %bcast_24 = broadcast %reshape_23 : tile<1xf32> -> tile<64xf32>
  %12 = addf %11, %bcast_24  : tile<64xf32>
  %13 = ftoi %12 signed  : tile<64xf32> -> tile<64xi32>
  %pview_25 = make_partition_view %tview_15 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>
  %14 = store_view_tko weak %13, %pview_25[%blockId_x] token = %0 : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %cst_1000_f32_26 = constant <f32: 1.000000e+03> : tile<f32>
  %reshape_27 = reshape %cst_1000_f32_26 : tile<f32> -> tile<1xf32>
  %bcast_28 = broadcast %reshape_27 : tile<1xf32> -> tile<64xf32>
  %15 = mulf %tile, %bcast_28  : tile<64xf32>
  %16 = ftoi %15 signed  : tile<64xf32> -> tile<64xi16>
  %17 = exti %16 signed : tile<64xi16> -> tile<64xi32>
  %pview_29 = make_partition_view %tview_18 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>
  %18 = store_view_tko weak %17, %pview_29[%blockId_x] token = %0 : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
