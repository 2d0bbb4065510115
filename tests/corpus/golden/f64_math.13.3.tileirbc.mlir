entry @f64_math_Kt1_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_I128(%arg0: tile<ptr<f64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f64>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f64>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f64>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f64>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f64>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f64>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<f64>>, %arg22: tile<i32>, %arg23: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf64, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf64, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf64, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf64, strides=[?]>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf64, strides=[?]>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xf64, strides=[?]>
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32>
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xf64, strides=[?]>
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32>
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32>
  %tview_21 = make_tensor_view %arg21, shape = [%assume_19], strides = [%assume_20] : tile<i32> -> tensor_view<?xf64, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xf64, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xf64, strides=[?]>>, tile<i32> -> tile<128xf64>, token
  %1 = exp %tile  : tile<128xf64>
  %pview_22 = make_partition_view %tview_3 : partition_view<tile=(128), tensor_view<?xf64, strides=[?]>>
  %2 = store_view_tko weak %1, %pview_22[%blockId_x] token = %0 : tile<128xf64>, partition_view<tile=(128), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token
  %3 = log %tile : tile<128xf64>
  %pview_23 = make_partition_view %tview_6 : partition_view<tile=(128), tensor_view<?xf64, strides=[?]>>
  %4 = store_view_tko weak %3, %pview_23[%blockId_x] token = %0 : tile<128xf64>, partition_view<tile=(128), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token
  %cst_3_f64 = constant <f64: 3.000000e+00> : tile<f64>
  %reshape = reshape %cst_3_f64 : tile<f64> -> tile<1xf64>
  %bcast = broadcast %reshape : tile<1xf64> -> tile<128xf64>
  %5 = mulf %tile, %bcast  : tile<128xf64>
  %6 = sin %5 : tile<128xf64>
  %pview_24 = make_partition_view %tview_9 : partition_view<tile=(128), tensor_view<?xf64, strides=[?]>>
  %7 = store_view_tko weak %6, %pview_24[%blockId_x] token = %0 : tile<128xf64>, partition_view<tile=(128), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token
  %8 = sqrt %tile  : tile<128xf64>
  %pview_25 = make_partition_view %tview_12 : partition_view<tile=(128), tensor_view<?xf64, strides=[?]>>
  %9 = store_view_tko weak %8, %pview_25[%blockId_x] token = %0 : tile<128xf64>, partition_view<tile=(128), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token
  %10 = rsqrt %tile : tile<128xf64>
  %pview_26 = make_partition_view %tview_15 : partition_view<tile=(128), tensor_view<?xf64, strides=[?]>>
  %11 = store_view_tko weak %10, %pview_26[%blockId_x] token = %0 : tile<128xf64>, partition_view<tile=(128), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token
  %cst_f64 = constant <f64: 2.500000e+00> : tile<f64>
  %reshape_27 = reshape %cst_f64 : tile<f64> -> tile<1xf64>
  %bcast_28 = broadcast %reshape_27 : tile<1xf64> -> tile<128xf64>
  %12 = fpowf %tile, %bcast_28 : tile<128xf64>
  %pview_29 = make_partition_view %tview_18 : partition_view<tile=(128), tensor_view<?xf64, strides=[?]>>
  %13 = store_view_tko weak %12, %pview_29[%blockId_x] token = %0 : tile<128xf64>, partition_view<tile=(128), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token
  %cst_1_f64 = constant <f64: 1.000000e+00> : tile<f64>
  %reshape_30 = reshape %cst_1_f64 : tile<f64> -> tile<1xf64>
  %bcast_31 = broadcast %reshape_30 : tile<1xf64> -> tile<128xf64>
  %14 = subf %tile, %bcast_31  : tile<128xf64>
  %15 = tanh %14  : tile<128xf64>
  %pview_32 = make_partition_view %tview_21 : partition_view<tile=(128), tensor_view<?xf64, strides=[?]>>
  %16 = store_view_tko weak %15, %pview_32[%blockId_x] token = %0 : tile<128xf64>, partition_view<tile=(128), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token
  return
}
