entry @mixed_promote_Kt1_A1i8_1l0_A1f16_1l0_A1i32_1l0_A1u8_1l0_A1f32_1l0_A1i32_1l0_A1bf16_1l0_I128(%arg0: tile<ptr<i8>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i8>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f32>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<bf16>>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %cst_3_i32 = constant <i32: 3> : tile<128xi32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32>
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xbf16, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>, tile<i32> -> tile<128xi8>, token
  %pview_19 = make_partition_view %tview_3 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>
  %tile_20, %result_token_21 = load_view_tko weak %pview_19[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<128xf16>, token
  %pview_22 = make_partition_view %tview_6 : partition_view<tile=(128), tensor_view<?xi32, strides=[?]>>
  %tile_23, %result_token_24 = load_view_tko weak %pview_22[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<128xi32>, token
  %pview_25 = make_partition_view %tview_9 : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>
  %tile_26, %result_token_27 = load_view_tko weak %pview_25[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>, tile<i32> -> tile<128xi8>, token
  %1 = itof %tile signed  : tile<128xi8> -> tile<128xf32>
  %2 = ftof %tile_20  : tile<128xf16> -> tile<128xf32>
  %3 = itof %tile_23 signed  : tile<128xi32> -> tile<128xf32>
  %4 = fma %1, %2, %3  : tile<128xf32>
  %pview_28 = make_partition_view %tview_12 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>
  %5 = store_view_tko weak %4, %pview_28[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %6 = exti %tile signed : tile<128xi8> -> tile<128xi32>
  %7 = muli %6, %cst_3_i32 : tile<128xi32>
  %8 = exti %tile_26 unsigned : tile<128xi8> -> tile<128xi32>
  %9 = addi %7, %8 : tile<128xi32>
  %10 = subi %9, %tile_23 : tile<128xi32>
  %pview_29 = make_partition_view %tview_15 : partition_view<tile=(128), tensor_view<?xi32, strides=[?]>>
  %11 = store_view_tko weak %10, %pview_29[%blockId_x] token = %0 : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %12 = itof %tile_26 unsigned  : tile<128xi8> -> tile<128xf32>
  %cst_f32 = constant <f32: 2.500000e-01> : tile<f32>
  %reshape = reshape %cst_f32 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<128xf32>
  %13 = ftof %tile_20  : tile<128xf16> -> tile<128xf32>
  %14 = negf %13 : tile<128xf32>
  %15 = fma %12, %bcast, %14  : tile<128xf32>
  %16 = ftof %15  : tile<128xf32> -> tile<128xbf16>
  %pview_30 = make_partition_view %tview_18 : partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>>
  %17 = store_view_tko weak %16, %pview_30[%blockId_x] token = %0 : tile<128xbf16>, partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> token
  return
}
