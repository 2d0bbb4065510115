entry @signed_divmod_Kt1_A1i16_1l0_A1i16_1l0_A1i16_1l0_A1i16_1l0_A1i16_1l0_A1i16_1l0_I128(%arg0: tile<ptr<i16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i16>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i16>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i16>>, %arg16: tile<i32>, %arg17: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %cst_0_i16 = constant <i16: 0> : tile<128xi16>
  %cst_1_i16 = constant <i16: 1> : tile<128xi16>
  %cst_0_i16_0 = constant <i16: 0> : tile<128xi16>
  %cst_0_i16_1 = constant <i16: 0> : tile<128xi16>
  %cst_0_i16_2 = constant <i16: 0> : tile<128xi16>
  %cst_1_i16_3 = constant <i16: 1> : tile<128xi16>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_4] : tile<i32> -> tensor_view<?xi16, strides=[?]>
  %assume_5 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_7 = make_tensor_view %arg3, shape = [%assume_5], strides = [%assume_6] : tile<i32> -> tensor_view<?xi16, strides=[?]>
  %assume_8 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_10 = make_tensor_view %arg6, shape = [%assume_8], strides = [%assume_9] : tile<i32> -> tensor_view<?xi16, strides=[?]>
  %assume_11 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_13 = make_tensor_view %arg9, shape = [%assume_11], strides = [%assume_12] : tile<i32> -> tensor_view<?xi16, strides=[?]>
  %assume_14 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_16 = make_tensor_view %arg12, shape = [%assume_14], strides = [%assume_15] : tile<i32> -> tensor_view<?xi16, strides=[?]>
  %assume_17 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_18 = assume bounded<0, ?>, %arg17 : tile<i32>
  %tview_19 = make_tensor_view %arg15, shape = [%assume_17], strides = [%assume_18] : tile<i32> -> tensor_view<?xi16, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xi16, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xi16, strides=[?]>>, tile<i32> -> tile<128xi16>, token
  %pview_20 = make_partition_view %tview_7 : partition_view<tile=(128), tensor_view<?xi16, strides=[?]>>
  %tile_21, %result_token_22 = load_view_tko weak %pview_20[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xi16, strides=[?]>>, tile<i32> -> tile<128xi16>, token
  %1 = cmpi equal %tile_21, %cst_0_i16, signed : tile<128xi16> -> tile<128xi1>
  %2 = select %1, %cst_1_i16, %tile_21 : tile<128xi1>, tile<128xi16>
  %3 = divi %tile, %2 signed rounding<negative_inf> : tile<128xi16>
  %pview_23 = make_partition_view %tview_10 : partition_view<tile=(128), tensor_view<?xi16, strides=[?]>>
  %4 = store_view_tko weak %3, %pview_23[%blockId_x] token = %0 : tile<128xi16>, partition_view<tile=(128), tensor_view<?xi16, strides=[?]>>, tile<i32> -> token
  %5 = remi %tile, %2 signed : tile<128xi16>
  %cst_0_i16_24 = constant <i16: 0> : tile<128xi16>
  %6 = cmpi less_than %5, %cst_0_i16_24, signed : tile<128xi16> -> tile<128xi1>
  %7 = cmpi less_than %2, %cst_0_i16_24, signed : tile<128xi16> -> tile<128xi1>
  %8 = xori %6, %7 : tile<128xi1>
  %9 = cmpi not_equal %5, %cst_0_i16_24, signed : tile<128xi16> -> tile<128xi1>
  %10 = andi %8, %9 : tile<128xi1>
  %11 = addi %5, %2 : tile<128xi16>
  %12 = select %10, %11, %5 : tile<128xi1>, tile<128xi16>
  %pview_25 = make_partition_view %tview_13 : partition_view<tile=(128), tensor_view<?xi16, strides=[?]>>
  %13 = store_view_tko weak %12, %pview_25[%blockId_x] token = %0 : tile<128xi16>, partition_view<tile=(128), tensor_view<?xi16, strides=[?]>>, tile<i32> -> token
  %14 = divi %tile, %2 signed rounding<positive_inf> : tile<128xi16>
  %pview_26 = make_partition_view %tview_16 : partition_view<tile=(128), tensor_view<?xi16, strides=[?]>>
  %15 = store_view_tko weak %14, %pview_26[%blockId_x] token = %0 : tile<128xi16>, partition_view<tile=(128), tensor_view<?xi16, strides=[?]>>, tile<i32> -> token
  %16 = divi %tile, %2 signed rounding<negative_inf> : tile<128xi16>
  %17 = remi %tile, %2 signed : tile<128xi16>
  %cst_0_i16_27 = constant <i16: 0> : tile<128xi16>
  %18 = cmpi less_than %17, %cst_0_i16_27, signed : tile<128xi16> -> tile<128xi1>
  %19 = cmpi less_than %2, %cst_0_i16_27, signed : tile<128xi16> -> tile<128xi1>
  %20 = xori %18, %19 : tile<128xi1>
  %21 = cmpi not_equal %17, %cst_0_i16_27, signed : tile<128xi16> -> tile<128xi1>
  %22 = andi %20, %21 : tile<128xi1>
  %23 = addi %17, %2 : tile<128xi16>
  %24 = select %22, %23, %17 : tile<128xi1>, tile<128xi16>
  %25 = cmpi not_equal %24, %cst_0_i16_0, signed : tile<128xi16> -> tile<128xi1>
  %26 = cmpi less_than %tile, %cst_0_i16_1, signed : tile<128xi16> -> tile<128xi1>
  %27 = cmpi less_than %2, %cst_0_i16_2, signed : tile<128xi16> -> tile<128xi1>
  %28 = cmpi not_equal %26, %27, unsigned : tile<128xi1> -> tile<128xi1>
  %29 = andi %25, %28 : tile<128xi1>
  %30 = addi %16, %cst_1_i16_3 : tile<128xi16>
  %31 = select %29, %30, %16 : tile<128xi1>, tile<128xi16>
  %pview_28 = make_partition_view %tview_19 : partition_view<tile=(128), tensor_view<?xi16, strides=[?]>>
  %32 = store_view_tko weak %31, %pview_28[%blockId_x] token = %0 : tile<128xi16>, partition_view<tile=(128), tensor_view<?xi16, strides=[?]>>, tile<i32> -> token
  return
}
