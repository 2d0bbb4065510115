entry @padding_modes_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f32>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f32>>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32>
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64), padding_value = zero, tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
  %pview_19 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %1 = store_view_tko weak %tile, %pview_19[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %pview_20 = make_partition_view %tview : partition_view<tile=(64), padding_value = neg_zero, tensor_view<?xf32, strides=[?]>>
  %tile_21, %result_token_22 = load_view_tko weak %pview_20[%blockId_x] token = %0 : partition_view<tile=(64), padding_value = neg_zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
  %pview_23 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %2 = store_view_tko weak %tile_21, %pview_23[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %pview_24 = make_partition_view %tview : partition_view<tile=(64), padding_value = nan, tensor_view<?xf32, strides=[?]>>
  %tile_25, %result_token_26 = load_view_tko weak %pview_24[%blockId_x] token = %0 : partition_view<tile=(64), padding_value = nan, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
  %pview_27 = make_partition_view %tview_9 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %3 = store_view_tko weak %tile_25, %pview_27[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %pview_28 = make_partition_view %tview : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf32, strides=[?]>>
  %tile_29, %result_token_30 = load_view_tko weak %pview_28[%blockId_x] token = %0 : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
  %pview_31 = make_partition_view %tview_12 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %4 = store_view_tko weak %tile_29, %pview_31[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %pview_32 = make_partition_view %tview : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf32, strides=[?]>>
  %tile_33, %result_token_34 = load_view_tko weak %pview_32[%blockId_x] token = %0 : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
  %pview_35 = make_partition_view %tview_15 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %5 = store_view_tko weak %tile_33, %pview_35[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %pview_36 = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %tile_37, %result_token_38 = load_view_tko weak %pview_36[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
  %pview_39 = make_partition_view %tview_18 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %6 = store_view_tko weak %tile_37, %pview_39[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
