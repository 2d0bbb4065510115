entry @aligned_tail_1d_Kt1_A1bf16_1i8l0_p16_A1bf16_1i8l0_p16_A1bf16_1i8l0_p16_I128(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<bf16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<bf16>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<bf16>>
  %assume_0 = assume div_by<8>, %arg1 : tile<i32>
  %assume_1 = assume div_by<16>, %arg3 : tile<ptr<bf16>>
  %assume_2 = assume div_by<8>, %arg4 : tile<i32>
  %assume_3 = assume div_by<16>, %arg6 : tile<ptr<bf16>>
  %assume_4 = assume div_by<8>, %arg7 : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<8>, %assume_assume : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_assume_assume], strides = [%assume_5] : tile<i32> -> tensor_view<?xbf16, strides=[?]>
  %assume_assume_6 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_7 = assume div_by<8>, %assume_assume_6 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_9 = make_tensor_view %assume_1, shape = [%assume_assume_assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xbf16, strides=[?]>
  %assume_assume_10 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_11 = assume div_by<8>, %assume_assume_10 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_13 = make_tensor_view %assume_3, shape = [%assume_assume_assume_11], strides = [%assume_12] : tile<i32> -> tensor_view<?xbf16, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>>, tile<i32> -> tile<128xbf16>, token
  %pview_14 = make_partition_view %tview_9 : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>>
  %tile_15, %result_token_16 = load_view_tko weak %pview_14[%blockId_x] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>>, tile<i32> -> tile<128xbf16>, token
  %1 = addf %tile, %tile_15  : tile<128xbf16>
  %pview_17 = make_partition_view %tview_13 : partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>>
  %2 = store_view_tko weak %1, %pview_17[%blockId_x] token = %0 : tile<128xbf16>, partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> token
  return
}
