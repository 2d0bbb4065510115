entry @matmul_swizzled_Kt1_A2f16_1v8_3i64l0_A2f16_1v8_3i64l0_A2f16_3l0_I64_I64_I32_I2(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<64>, %arg1 : tile<i32>
  %assume_0 = assume div_by<64>, %arg2 : tile<i32>
  %assume_1 = assume div_by<8>, %arg3 : tile<i32>
  %assume_2 = assume div_by<64>, %arg6 : tile<i32>
  %assume_3 = assume div_by<64>, %arg7 : tile<i32>
  %assume_4 = assume div_by<8>, %arg8 : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume : tile<i32>
  %assume_assume_assume = assume div_by<64>, %assume_assume : tile<i32>
  %assume_assume_5 = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume_6 = assume div_by<64>, %assume_assume_5 : tile<i32>
  %assume_assume_7 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_8 = assume div_by<8>, %assume_assume_7 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume_assume_assume, %assume_assume_assume_6], strides = [%assume_assume_assume_8, %assume_9] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]>
  %assume_assume_10 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_11 = assume div_by<64>, %assume_assume_10 : tile<i32>
  %assume_assume_12 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_13 = assume div_by<64>, %assume_assume_12 : tile<i32>
  %assume_assume_14 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_15 = assume div_by<8>, %assume_assume_14 : tile<i32>
  %assume_16 = assume bounded<0, ?>, %arg9 : tile<i32>
  %tview_17 = make_tensor_view %arg5, shape = [%assume_assume_assume_11, %assume_assume_assume_13], strides = [%assume_assume_assume_15, %assume_16] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]>
  %assume_18 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_19 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_20 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_21 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_22 = make_tensor_view %arg10, shape = [%assume_18, %assume_19], strides = [%assume_20, %assume_21] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]>
  %cst_64_i32 = constant <i32: 64> : tile<i32>
  %cst_64_i32_23 = constant <i32: 64> : tile<i32>
  %cst_2_i32 = constant <i32: 2> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %1 = divi %assume_assume_assume, %cst_64_i32 signed rounding<positive_inf> : tile<i32>
  %2 = divi %assume_assume_assume_13, %cst_64_i32_23 signed rounding<positive_inf> : tile<i32>
  %3 = muli %cst_2_i32, %2 : tile<i32>
  %4 = divi %blockId_x, %3 signed rounding<negative_inf> : tile<i32>
  %5 = muli %4, %cst_2_i32 : tile<i32>
  %6 = subi %1, %5 : tile<i32>
  %7 = mini %6, %cst_2_i32 signed : tile<i32>
  %8 = remi %blockId_x, %3 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %9 = cmpi less_than %8, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %10 = cmpi less_than %3, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %11 = xori %9, %10 : tile<i1>
  %12 = cmpi not_equal %8, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %13 = andi %11, %12 : tile<i1>
  %14 = addi %8, %3 : tile<i32>
  %15 = select %13, %14, %8 : tile<i1>, tile<i32>
  %16 = remi %15, %7 signed : tile<i32>
  %cst_0_i32_24 = constant <i32: 0> : tile<i32>
  %17 = cmpi less_than %16, %cst_0_i32_24, signed : tile<i32> -> tile<i1>
  %18 = cmpi less_than %7, %cst_0_i32_24, signed : tile<i32> -> tile<i1>
  %19 = xori %17, %18 : tile<i1>
  %20 = cmpi not_equal %16, %cst_0_i32_24, signed : tile<i32> -> tile<i1>
  %21 = andi %19, %20 : tile<i1>
  %22 = addi %16, %7 : tile<i32>
  %23 = select %21, %22, %16 : tile<i1>, tile<i32>
  %24 = addi %5, %23 : tile<i32>
  %25 = remi %blockId_x, %3 signed : tile<i32>
  %cst_0_i32_25 = constant <i32: 0> : tile<i32>
  %26 = cmpi less_than %25, %cst_0_i32_25, signed : tile<i32> -> tile<i1>
  %27 = cmpi less_than %3, %cst_0_i32_25, signed : tile<i32> -> tile<i1>
  %28 = xori %26, %27 : tile<i1>
  %29 = cmpi not_equal %25, %cst_0_i32_25, signed : tile<i32> -> tile<i1>
  %30 = andi %28, %29 : tile<i1>
  %31 = addi %25, %3 : tile<i32>
  %32 = select %30, %31, %25 : tile<i1>, tile<i32>
  %33 = divi %32, %7 signed rounding<negative_inf> : tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %pview = make_partition_view %tview : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,?]>>
  %34:2 = get_index_space_shape %pview : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,?]>> -> tile<i32>
  %cst_0_i32_26 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %pview_27 = make_partition_view %tview : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,?]>>
  %pview_28 = make_partition_view %tview_17 : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[?,?]>>
  %for = for %loopIdx in (%cst_0_i32_26 to %34#1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<64x64xf32>) {
    %tile, %result_token = load_view_tko weak %pview_27[%24, %loopIdx] token = %0 optimization_hints = <default = {latency = 4}> : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<64x32xf16>, token
    %tile_30, %result_token_31 = load_view_tko weak %pview_28[%loopIdx, %33] token = %0 optimization_hints = <default = {latency = 4}> : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<32x64xf16>, token
    %37 = mmaf %tile, %tile_30, %iterArg0 : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
    continue %37 : tile<64x64xf32>
  }
  %35 = ftof %for  : tile<64x64xf32> -> tile<64x64xf16>
  %pview_29 = make_partition_view %tview_22 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,?]>>
  %36 = store_view_tko weak %35, %pview_29[%24, %33] token = %0 : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token
  return
}
