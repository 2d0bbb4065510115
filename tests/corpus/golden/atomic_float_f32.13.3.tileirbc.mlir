entry @atomic_float_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_3 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_5 = make_tensor_view %arg6, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %1 = iota : tile<32xi32>
  %cst_f32 = constant <f32: 1.500000e+00> : tile<32xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %2 = exti %1 signed : tile<32xi32> -> tile<32xi64>
  %3 = exti %assume signed : tile<i32> -> tile<i64>
  %reshape = reshape %3 : tile<i64> -> tile<1xi64>
  %bcast = broadcast %reshape : tile<1xi64> -> tile<32xi64>
  %4 = cmpi less_than %2, %bcast, unsigned : tile<32xi64> -> tile<32xi1>
  %5 = exti %assume_0 signed : tile<i32> -> tile<i64>
  %reshape_6 = reshape %5 : tile<i64> -> tile<1xi64>
  %bcast_7 = broadcast %reshape_6 : tile<1xi64> -> tile<32xi64>
  %6 = muli %2, %bcast_7 : tile<32xi64>
  %reshape_8 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_9 = broadcast %reshape_8 : tile<1xptr<f32>> -> tile<32xptr<f32>>
  %7 = offset %bcast_9, %6 : tile<32xptr<f32>>, tile<32xi64> -> tile<32xptr<f32>>
  %result, %result_token = atomic_rmw_tko acq_rel device %7, addf, %cst_f32, %4 token=%0 : tile<32xptr<f32>>, tile<32xf32>, tile<32xi1> -> tile<32xf32>, token
  %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>
  %8 = join_tokens %0, %result_token : token
  %9 = store_view_tko weak %result, %pview[%cst_0_i32] token = %8 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_10 = constant <i32: 0> : tile<i32>
  %10 = exti %1 signed : tile<32xi32> -> tile<32xi64>
  %11 = exti %assume signed : tile<i32> -> tile<i64>
  %reshape_11 = reshape %11 : tile<i64> -> tile<1xi64>
  %bcast_12 = broadcast %reshape_11 : tile<1xi64> -> tile<32xi64>
  %12 = cmpi less_than %10, %bcast_12, unsigned : tile<32xi64> -> tile<32xi1>
  %13 = exti %assume_0 signed : tile<i32> -> tile<i64>
  %reshape_13 = reshape %13 : tile<i64> -> tile<1xi64>
  %bcast_14 = broadcast %reshape_13 : tile<1xi64> -> tile<32xi64>
  %14 = muli %10, %bcast_14 : tile<32xi64>
  %reshape_15 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_16 = broadcast %reshape_15 : tile<1xptr<f32>> -> tile<32xptr<f32>>
  %15 = offset %bcast_16, %14 : tile<32xptr<f32>>, tile<32xi64> -> tile<32xptr<f32>>
  %16 = join_tokens %result_token, %9 : token
  %result_17, %result_token_18 = atomic_rmw_tko acq_rel device %15, xchg, %cst_f32, %12 token=%16 : tile<32xptr<f32>>, tile<32xf32>, tile<32xi1> -> tile<32xf32>, token
  %pview_19 = make_partition_view %tview_5 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>
  %17 = join_tokens %0, %result_token_18 : token
  %18 = store_view_tko weak %result_17, %pview_19[%cst_0_i32_10] token = %17 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
