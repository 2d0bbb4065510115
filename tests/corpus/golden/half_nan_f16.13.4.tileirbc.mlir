entry @half_nan_Kt1_A1f16_1l0_A1f16_1l0_A1b8_1l0_A1f16_1l0_A1f16_1l0_A1f16_1l0_A1b8_1l0_A1b8_1l0_I64(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i1>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f16>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f16>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<i1>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<i1>>, %arg22: tile<i32>, %arg23: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi1, strides=[?]>
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
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xi1, strides=[?]>
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32>
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32>
  %tview_21 = make_tensor_view %arg21, shape = [%assume_19], strides = [%assume_20] : tile<i32> -> tensor_view<?xi1, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<64xf16>, token
  %pview_22 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>
  %tile_23, %result_token_24 = load_view_tko weak %pview_22[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<64xf16>, token
  %1 = cmpf not_equal unordered %tile, %tile : tile<64xf16> -> tile<64xi1>
  %pview_25 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xi1, strides=[?]>>
  %2 = store_view_tko weak %1, %pview_25[%blockId_x] token = %0 : tile<64xi1>, partition_view<tile=(64), tensor_view<?xi1, strides=[?]>>, tile<i32> -> token
  %3 = maxf %tile, %tile_23 : tile<64xf16>
  %pview_26 = make_partition_view %tview_9 : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>
  %4 = store_view_tko weak %3, %pview_26[%blockId_x] token = %0 : tile<64xf16>, partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
  %5 = maxf %tile, %tile_23 propagate_nan : tile<64xf16>
  %pview_27 = make_partition_view %tview_12 : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>
  %6 = store_view_tko weak %5, %pview_27[%blockId_x] token = %0 : tile<64xf16>, partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
  %7 = minf %tile, %tile_23 : tile<64xf16>
  %pview_28 = make_partition_view %tview_15 : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>
  %8 = store_view_tko weak %7, %pview_28[%blockId_x] token = %0 : tile<64xf16>, partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
  %9 = cmpf less_than ordered %tile, %tile_23 : tile<64xf16> -> tile<64xi1>
  %pview_29 = make_partition_view %tview_18 : partition_view<tile=(64), tensor_view<?xi1, strides=[?]>>
  %10 = store_view_tko weak %9, %pview_29[%blockId_x] token = %0 : tile<64xi1>, partition_view<tile=(64), tensor_view<?xi1, strides=[?]>>, tile<i32> -> token
  %11 = cmpf not_equal unordered %tile, %tile_23 : tile<64xf16> -> tile<64xi1>
  %pview_30 = make_partition_view %tview_21 : partition_view<tile=(64), tensor_view<?xi1, strides=[?]>>
  %12 = store_view_tko weak %11, %pview_30[%blockId_x] token = %0 : tile<64xi1>, partition_view<tile=(64), tensor_view<?xi1, strides=[?]>>, tile<i32> -> token
  return
}
