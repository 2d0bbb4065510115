entry @gather_2d_unchecked_Kt1_A2f16_3l0_A1i32_1l0_A2f16_3l0_I8_I16(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f16>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview = make_tensor_view %arg5, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_3 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg12 : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(8), tensor_view<?xi32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(8), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<8xi32>, token
  %1 = iota : tile<16xi32>
  %reshape = reshape %tile : tile<8xi32> -> tile<8x1xi32>
  %reshape_5 = reshape %1 : tile<16xi32> -> tile<1x16xi32>
  %2 = exti %reshape signed : tile<8x1xi32> -> tile<8x1xi64>
  %bcast = broadcast %2 : tile<8x1xi64> -> tile<8x16xi64>
  %3 = exti %assume signed : tile<i32> -> tile<i64>
  %reshape_6 = reshape %3 : tile<i64> -> tile<1x1xi64>
  %bcast_7 = broadcast %reshape_6 : tile<1x1xi64> -> tile<8x16xi64>
  %4 = muli %bcast, %bcast_7 : tile<8x16xi64>
  %5 = exti %reshape_5 signed : tile<1x16xi32> -> tile<1x16xi64>
  %bcast_8 = broadcast %5 : tile<1x16xi64> -> tile<8x16xi64>
  %6 = exti %assume_0 signed : tile<i32> -> tile<i64>
  %reshape_9 = reshape %6 : tile<i64> -> tile<1x1xi64>
  %bcast_10 = broadcast %reshape_9 : tile<1x1xi64> -> tile<8x16xi64>
  %7 = muli %bcast_8, %bcast_10 : tile<8x16xi64>
  %8 = addi %4, %7 : tile<8x16xi64>
  %reshape_11 = reshape %arg0 : tile<ptr<f16>> -> tile<1x1xptr<f16>>
  %bcast_12 = broadcast %reshape_11 : tile<1x1xptr<f16>> -> tile<8x16xptr<f16>>
  %9 = offset %bcast_12, %8 : tile<8x16xptr<f16>>, tile<8x16xi64> -> tile<8x16xptr<f16>>
  %cst_0_f16 = constant <f16: 0.000000e+00> : tile<f16>
  %reshape_13 = reshape %cst_0_f16 : tile<f16> -> tile<1x1xf16>
  %bcast_14 = broadcast %reshape_13 : tile<1x1xf16> -> tile<8x16xf16>
  %result, %result_token_15 = load_ptr_tko weak %9, %bcast_14 token=%0 optimization_hints = <default = {latency = 2}> : tile<8x16xptr<f16>>, tile<8x16xf16> -> tile<8x16xf16>, token
  %10 = iota : tile<8xi32>
  %reshape_16 = reshape %10 : tile<8xi32> -> tile<8x1xi32>
  %reshape_17 = reshape %1 : tile<16xi32> -> tile<1x16xi32>
  %11 = exti %reshape_16 signed : tile<8x1xi32> -> tile<8x1xi64>
  %bcast_18 = broadcast %11 : tile<8x1xi64> -> tile<8x16xi64>
  %12 = exti %assume_3 signed : tile<i32> -> tile<i64>
  %reshape_19 = reshape %12 : tile<i64> -> tile<1x1xi64>
  %bcast_20 = broadcast %reshape_19 : tile<1x1xi64> -> tile<8x16xi64>
  %13 = muli %bcast_18, %bcast_20 : tile<8x16xi64>
  %14 = exti %reshape_17 signed : tile<1x16xi32> -> tile<1x16xi64>
  %bcast_21 = broadcast %14 : tile<1x16xi64> -> tile<8x16xi64>
  %15 = exti %assume_4 signed : tile<i32> -> tile<i64>
  %reshape_22 = reshape %15 : tile<i64> -> tile<1x1xi64>
  %bcast_23 = broadcast %reshape_22 : tile<1x1xi64> -> tile<8x16xi64>
  %16 = muli %bcast_21, %bcast_23 : tile<8x16xi64>
  %17 = addi %13, %16 : tile<8x16xi64>
  %reshape_24 = reshape %arg8 : tile<ptr<f16>> -> tile<1x1xptr<f16>>
  %bcast_25 = broadcast %reshape_24 : tile<1x1xptr<f16>> -> tile<8x16xptr<f16>>
  %18 = offset %bcast_25, %17 : tile<8x16xptr<f16>>, tile<8x16xi64> -> tile<8x16xptr<f16>>
  %19 = store_ptr_tko weak %18, %result token=%0 optimization_hints = <default = {latency = 5}> : tile<8x16xptr<f16>>, tile<8x16xf16> -> token
  return
}
