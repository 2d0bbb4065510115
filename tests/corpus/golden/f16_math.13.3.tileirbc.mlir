entry @f16_math_Kt1_A1f16_1l0_A1f16_1l0_A1f16_1l0_A1f16_1l0_A1f16_1l0_A1f16_1l0_A1f16_1l0_I128(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f16>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f16>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f16>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f16>>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32>
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<128xf16>, token
  %1 = exp2 %tile : tile<128xf16>
  %pview_19 = make_partition_view %tview_3 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>
  %2 = store_view_tko weak %1, %pview_19[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
  %3 = log2 %tile : tile<128xf16>
  %pview_20 = make_partition_view %tview_6 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>
  %4 = store_view_tko weak %3, %pview_20[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
  %5 = sqrt %tile  : tile<128xf16>
  %pview_21 = make_partition_view %tview_9 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>
  %6 = store_view_tko weak %5, %pview_21[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
  %7 = cos %tile : tile<128xf16>
  %pview_22 = make_partition_view %tview_12 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>
  %8 = store_view_tko weak %7, %pview_22[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
  %cst_4_f16 = constant <f16: 4.000000e+00> : tile<f16>
  %reshape = reshape %cst_4_f16 : tile<f16> -> tile<1xf16>
  %bcast = broadcast %reshape : tile<1xf16> -> tile<128xf16>
  %9 = mulf %tile, %bcast  : tile<128xf16>
  %10 = floor %9 : tile<128xf16>
  %pview_23 = make_partition_view %tview_15 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>
  %11 = store_view_tko weak %10, %pview_23[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
  %cst_1_f16 = constant <f16: 1.000000e+00> : tile<f16>
  %reshape_24 = reshape %cst_1_f16 : tile<f16> -> tile<1xf16>
  %bcast_25 = broadcast %reshape_24 : tile<1xf16> -> tile<128xf16>
  %12 = divf %bcast_25, %tile  : tile<128xf16>
  %pview_26 = make_partition_view %tview_18 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>
  %13 = store_view_tko weak %12, %pview_26[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
  return
}
