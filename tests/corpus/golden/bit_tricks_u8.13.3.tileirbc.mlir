entry @bit_tricks_Kt1_A1u8_1l0_A1u8_1l0_A1u8_1l0_A1u8_1l0_A1u8_1l0_A1u8_1l0_I128(%arg0: tile<ptr<i8>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i8>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i8>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i8>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i8>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i8>>, %arg16: tile<i32>, %arg17: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %cst_3_i8 = constant <i8: 3> : tile<128xi8>
  %cst_5_i8 = constant <i8: 5> : tile<128xi8>
  %cst_1_i8 = constant <i8: 1> : tile<128xi8>
  %cst_1_i8_0 = constant <i8: 1> : tile<128xi8>
  %cst_1_i8_1 = constant <i8: 1> : tile<128xi8>
  %cst_2_i8 = constant <i8: 2> : tile<128xi8>
  %cst_1_i8_2 = constant <i8: 1> : tile<128xi8>
  %cst_3_i8_3 = constant <i8: 3> : tile<128xi8>
  %cst_1_i8_4 = constant <i8: 1> : tile<128xi8>
  %cst_7_i8 = constant <i8: 7> : tile<128xi8>
  %cst_2_i8_5 = constant <i8: 2> : tile<128xi8>
  %cst_90_i8 = constant <i8: 90> : tile<128xi8>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_6] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_9 = make_tensor_view %arg3, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %assume_10 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_12 = make_tensor_view %arg6, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %assume_13 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_15 = make_tensor_view %arg9, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %assume_16 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_18 = make_tensor_view %arg12, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %assume_19 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_20 = assume bounded<0, ?>, %arg17 : tile<i32>
  %tview_21 = make_tensor_view %arg15, shape = [%assume_19], strides = [%assume_20] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>, tile<i32> -> tile<128xi8>, token
  %1 = shli %tile, %cst_3_i8 : tile<128xi8>
  %2 = shri %tile, %cst_5_i8 unsigned : tile<128xi8>
  %3 = ori %1, %2 : tile<128xi8>
  %pview_22 = make_partition_view %tview_9 : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>
  %4 = store_view_tko weak %3, %pview_22[%blockId_x] token = %0 : tile<128xi8>, partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token
  %5 = andi %tile, %cst_1_i8 : tile<128xi8>
  %6 = shri %tile, %cst_1_i8_0 unsigned : tile<128xi8>
  %7 = andi %6, %cst_1_i8_1 : tile<128xi8>
  %8 = addi %5, %7 : tile<128xi8>
  %9 = shri %tile, %cst_2_i8 unsigned : tile<128xi8>
  %10 = andi %9, %cst_1_i8_2 : tile<128xi8>
  %11 = addi %8, %10 : tile<128xi8>
  %12 = shri %tile, %cst_3_i8_3 unsigned : tile<128xi8>
  %13 = andi %12, %cst_1_i8_4 : tile<128xi8>
  %14 = addi %11, %13 : tile<128xi8>
  %pview_23 = make_partition_view %tview_12 : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>
  %15 = store_view_tko weak %14, %pview_23[%blockId_x] token = %0 : tile<128xi8>, partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token
  %16 = shli %tile, %cst_7_i8 : tile<128xi8>
  %pview_24 = make_partition_view %tview_15 : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>
  %17 = store_view_tko weak %16, %pview_24[%blockId_x] token = %0 : tile<128xi8>, partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token
  %cst_-1_i8 = constant <i8: -1> : tile<128xi8>
  %18 = xori %tile, %cst_-1_i8 : tile<128xi8>
  %19 = shri %18, %cst_2_i8_5 unsigned : tile<128xi8>
  %pview_25 = make_partition_view %tview_18 : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>
  %20 = store_view_tko weak %19, %pview_25[%blockId_x] token = %0 : tile<128xi8>, partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token
  %21 = andi %tile, %cst_90_i8 : tile<128xi8>
  %cst_-1_i8_26 = constant <i8: -1> : tile<128xi8>
  %22 = xori %tile, %cst_-1_i8_26 : tile<128xi8>
  %23 = xori %21, %22 : tile<128xi8>
  %pview_27 = make_partition_view %tview_21 : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>
  %24 = store_view_tko weak %23, %pview_27[%blockId_x] token = %0 : tile<128xi8>, partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token
  return
}
