entry @atomic_float_add_only_Kt1_A1f64_1l0_A1f64_1l0_I32(%arg0: tile<ptr<f64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f64>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf64, strides=[?]>
  %1 = iota : tile<32xi32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_f64 = constant <f64: 1.000000e+00> : tile<32xf64>
  %2 = exti %1 signed : tile<32xi32> -> tile<32xi64>
  %3 = exti %assume signed : tile<i32> -> tile<i64>
  %reshape = reshape %3 : tile<i64> -> tile<1xi64>
  %bcast = broadcast %reshape : tile<1xi64> -> tile<32xi64>
  %4 = cmpi less_than %2, %bcast, unsigned : tile<32xi64> -> tile<32xi1>
  %5 = exti %assume_0 signed : tile<i32> -> tile<i64>
  %reshape_3 = reshape %5 : tile<i64> -> tile<1xi64>
  %bcast_4 = broadcast %reshape_3 : tile<1xi64> -> tile<32xi64>
  %6 = muli %2, %bcast_4 : tile<32xi64>
  %reshape_5 = reshape %arg0 : tile<ptr<f64>> -> tile<1xptr<f64>>
  %bcast_6 = broadcast %reshape_5 : tile<1xptr<f64>> -> tile<32xptr<f64>>
  %7 = offset %bcast_6, %6 : tile<32xptr<f64>>, tile<32xi64> -> tile<32xptr<f64>>
  %result, %result_token = atomic_rmw_tko acq_rel device %7, addf, %cst_1_f64, %4 token=%0 : tile<32xptr<f64>>, tile<32xf64>, tile<32xi1> -> tile<32xf64>, token
  %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xf64, strides=[?]>>
  %8 = join_tokens %0, %result_token : token
  %9 = store_view_tko weak %result, %pview[%cst_0_i32] token = %8 : tile<32xf64>, partition_view<tile=(32), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token
  return
}
