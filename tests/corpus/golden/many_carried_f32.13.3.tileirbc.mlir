entry @many_carried_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1i32_1l0_A1f32_1l0_A1i64_1l0_A1f16_1l0_I10_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f32>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i64>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f16>>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %cst_3_i64 = constant <i64: 3> : tile<64xi64>
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
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32>
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %cst_10_i32 = constant <i32: 10> : tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64xf32>
  %cst_f32 = constant <f32: 0xFF800000> : tile<64xf32>
  %cst_0_i32 = constant <i32: 0> : tile<64xi32>
  %cst_0_f32_19 = constant <f32: 0.000000e+00> : tile<64xf32>
  %cst_0_i64 = constant <i64: 0> : tile<64xi64>
  %cst_0_f16 = constant <f16: 0.000000e+00> : tile<64xf16>
  %cst_0_i32_20 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %cst_0_f32_21 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape = reshape %cst_0_f32_21 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32>
  %cst_0_f32_22 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_23 = reshape %cst_0_f32_22 : tile<f32> -> tile<1xf32>
  %bcast_24 = broadcast %reshape_23 : tile<1xf32> -> tile<64xf32>
  %cst_f16 = constant <f16: 5.000000e-01> : tile<f16>
  %reshape_25 = reshape %cst_f16 : tile<f16> -> tile<1xf16>
  %bcast_26 = broadcast %reshape_25 : tile<1xf16> -> tile<64xf16>
  %for:6 = for %loopIdx in (%cst_0_i32_20 to %cst_10_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_i64, %iterArg1 = %cst_0_i32, %iterArg2 = %cst_0_f16, %iterArg3 = %cst_0_f32_19, %iterArg4 = %cst_f32, %iterArg5 = %cst_0_f32) -> (tile<64xi64>, tile<64xi32>, tile<64xf16>, tile<64xf32>, tile<64xf32>, tile<64xf32>) {
    %tile, %result_token = load_view_tko weak %pview[%loopIdx] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
    %7 = addf %iterArg5, %tile  : tile<64xf32>
    %8 = maxf %iterArg4, %tile : tile<64xf32>
    %9 = cmpf greater_than ordered %tile, %bcast : tile<64xf32> -> tile<64xi1>
    %10 = exti %9 unsigned : tile<64xi1> -> tile<64xi32>
    %11 = addi %iterArg1, %10 : tile<64xi32>
    %12 = cmpf greater_than ordered %tile, %bcast_24 : tile<64xf32> -> tile<64xi1>
    %13 = select %12, %tile, %iterArg3 : tile<64xi1>, tile<64xf32>
    %14 = muli %iterArg0, %cst_3_i64 : tile<64xi64>
    %15 = exti %loopIdx signed : tile<i32> -> tile<i64>
    %reshape_39 = reshape %15 : tile<i64> -> tile<1xi64>
    %bcast_40 = broadcast %reshape_39 : tile<1xi64> -> tile<64xi64>
    %16 = addi %14, %bcast_40 : tile<64xi64>
    %17 = ftof %tile  : tile<64xf32> -> tile<64xf16>
    %18 = addf %iterArg2, %17  : tile<64xf16>
    %19 = mulf %18, %bcast_26  : tile<64xf16>
    continue %16, %11, %19, %13, %8, %7 : tile<64xi64>, tile<64xi32>, tile<64xf16>, tile<64xf32>, tile<64xf32>, tile<64xf32>
  }
  %cst_0_i32_27 = constant <i32: 0> : tile<i32>
  %pview_28 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %1 = store_view_tko weak %for#5, %pview_28[%cst_0_i32_27] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_29 = constant <i32: 0> : tile<i32>
  %pview_30 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %2 = store_view_tko weak %for#4, %pview_30[%cst_0_i32_29] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_31 = constant <i32: 0> : tile<i32>
  %pview_32 = make_partition_view %tview_9 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>
  %3 = store_view_tko weak %for#1, %pview_32[%cst_0_i32_31] token = %0 : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_33 = constant <i32: 0> : tile<i32>
  %pview_34 = make_partition_view %tview_12 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %4 = store_view_tko weak %for#3, %pview_34[%cst_0_i32_33] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_35 = constant <i32: 0> : tile<i32>
  %pview_36 = make_partition_view %tview_15 : partition_view<tile=(64), tensor_view<?xi64, strides=[?]>>
  %5 = store_view_tko weak %for#0, %pview_36[%cst_0_i32_35] token = %0 : tile<64xi64>, partition_view<tile=(64), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_37 = constant <i32: 0> : tile<i32>
  %pview_38 = make_partition_view %tview_18 : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>
  %6 = store_view_tko weak %for#2, %pview_38[%cst_0_i32_37] token = %0 : tile<64xf16>, partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
  return
}
