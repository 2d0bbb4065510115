entry @div_by_constants_Kt1_A1i64_1l0_A1i64_1l0_A1i64_1l0_A1i64_1l0_A1i64_1l0_A1i64_1l0_A1i64_1l0_I128(%arg0: tile<ptr<i64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i64>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i64>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i64>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i64>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i64>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<i64>>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %cst_7_i64 = constant <i64: 7> : tile<128xi64>
  %cst_7_i64_0 = constant <i64: 7> : tile<128xi64>
  %cst_-3_i64 = constant <i64: -3> : tile<128xi64>
  %cst_-3_i64_1 = constant <i64: -3> : tile<128xi64>
  %cst_8_i64 = constant <i64: 8> : tile<128xi64>
  %cst_8_i64_2 = constant <i64: 8> : tile<128xi64>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_3] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_6 = make_tensor_view %arg3, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_9 = make_tensor_view %arg6, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_10 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_12 = make_tensor_view %arg9, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_13 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_15 = make_tensor_view %arg12, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_16 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg17 : tile<i32>
  %tview_18 = make_tensor_view %arg15, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_19 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_20 = assume bounded<0, ?>, %arg20 : tile<i32>
  %tview_21 = make_tensor_view %arg18, shape = [%assume_19], strides = [%assume_20] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>, tile<i32> -> tile<128xi64>, token
  %1 = divi %tile, %cst_7_i64 signed rounding<negative_inf> : tile<128xi64>
  %pview_22 = make_partition_view %tview_6 : partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>
  %2 = store_view_tko weak %1, %pview_22[%blockId_x] token = %0 : tile<128xi64>, partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  %3 = remi %tile, %cst_7_i64_0 signed : tile<128xi64>
  %cst_0_i64 = constant <i64: 0> : tile<128xi64>
  %4 = cmpi less_than %3, %cst_0_i64, signed : tile<128xi64> -> tile<128xi1>
  %5 = cmpi less_than %cst_7_i64_0, %cst_0_i64, signed : tile<128xi64> -> tile<128xi1>
  %6 = xori %4, %5 : tile<128xi1>
  %7 = cmpi not_equal %3, %cst_0_i64, signed : tile<128xi64> -> tile<128xi1>
  %8 = andi %6, %7 : tile<128xi1>
  %9 = addi %3, %cst_7_i64_0 : tile<128xi64>
  %10 = select %8, %9, %3 : tile<128xi1>, tile<128xi64>
  %pview_23 = make_partition_view %tview_9 : partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>
  %11 = store_view_tko weak %10, %pview_23[%blockId_x] token = %0 : tile<128xi64>, partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  %12 = divi %tile, %cst_-3_i64 signed rounding<negative_inf> : tile<128xi64>
  %pview_24 = make_partition_view %tview_12 : partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>
  %13 = store_view_tko weak %12, %pview_24[%blockId_x] token = %0 : tile<128xi64>, partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  %14 = remi %tile, %cst_-3_i64_1 signed : tile<128xi64>
  %cst_0_i64_25 = constant <i64: 0> : tile<128xi64>
  %15 = cmpi less_than %14, %cst_0_i64_25, signed : tile<128xi64> -> tile<128xi1>
  %16 = cmpi less_than %cst_-3_i64_1, %cst_0_i64_25, signed : tile<128xi64> -> tile<128xi1>
  %17 = xori %15, %16 : tile<128xi1>
  %18 = cmpi not_equal %14, %cst_0_i64_25, signed : tile<128xi64> -> tile<128xi1>
  %19 = andi %17, %18 : tile<128xi1>
  %20 = addi %14, %cst_-3_i64_1 : tile<128xi64>
  %21 = select %19, %20, %14 : tile<128xi1>, tile<128xi64>
  %pview_26 = make_partition_view %tview_15 : partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>
  %22 = store_view_tko weak %21, %pview_26[%blockId_x] token = %0 : tile<128xi64>, partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  %23 = divi %tile, %cst_8_i64 signed rounding<negative_inf> : tile<128xi64>
  %pview_27 = make_partition_view %tview_18 : partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>
  %24 = store_view_tko weak %23, %pview_27[%blockId_x] token = %0 : tile<128xi64>, partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  %25 = remi %tile, %cst_8_i64_2 signed : tile<128xi64>
  %cst_0_i64_28 = constant <i64: 0> : tile<128xi64>
  %26 = cmpi less_than %25, %cst_0_i64_28, signed : tile<128xi64> -> tile<128xi1>
  %27 = cmpi less_than %cst_8_i64_2, %cst_0_i64_28, signed : tile<128xi64> -> tile<128xi1>
  %28 = xori %26, %27 : tile<128xi1>
  %29 = cmpi not_equal %25, %cst_0_i64_28, signed : tile<128xi64> -> tile<128xi1>
  %30 = andi %28, %29 : tile<128xi1>
  %31 = addi %25, %cst_8_i64_2 : tile<128xi64>
  %32 = select %30, %31, %25 : tile<128xi1>, tile<128xi64>
  %pview_29 = make_partition_view %tview_21 : partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>
  %33 = store_view_tko weak %32, %pview_29[%blockId_x] token = %0 : tile<128xi64>, partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  return
}
