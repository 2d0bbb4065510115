entry @atomic_xchg_cas_i64_Kt1_A1i64_1l0_A1i64_1l0_A1i64_1l0_I32(%arg0: tile<ptr<i64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i64>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i64>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %cst_1000000000000_i64 = constant <i64: 1000000000000> : tile<32xi64>
  %cst_2_i32 = constant <i32: 2> : tile<32xi32>
  %cst_0_i32 = constant <i32: 0> : tile<32xi32>
  %cst_1000000000000_i64_0 = constant <i64: 1000000000000> : tile<32xi64>
  %cst_5_i64 = constant <i64: 5> : tile<32xi64>
  %cst_-1_i64 = constant <i64: -1> : tile<32xi64>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview = make_tensor_view %arg3, shape = [%assume_2], strides = [%assume_3] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %1 = iota : tile<32xi32>
  %2 = exti %1 signed : tile<32xi32> -> tile<32xi64>
  %3 = muli %2, %cst_1000000000000_i64 : tile<32xi64>
  %4 = exti %1 signed : tile<32xi32> -> tile<32xi64>
  %5 = exti %assume signed : tile<i32> -> tile<i64>
  %reshape = reshape %5 : tile<i64> -> tile<1xi64>
  %bcast = broadcast %reshape : tile<1xi64> -> tile<32xi64>
  %6 = cmpi less_than %4, %bcast, unsigned : tile<32xi64> -> tile<32xi1>
  %7 = exti %assume_1 signed : tile<i32> -> tile<i64>
  %reshape_7 = reshape %7 : tile<i64> -> tile<1xi64>
  %bcast_8 = broadcast %reshape_7 : tile<1xi64> -> tile<32xi64>
  %8 = muli %4, %bcast_8 : tile<32xi64>
  %reshape_9 = reshape %arg0 : tile<ptr<i64>> -> tile<1xptr<i64>>
  %bcast_10 = broadcast %reshape_9 : tile<1xptr<i64>> -> tile<32xptr<i64>>
  %9 = offset %bcast_10, %8 : tile<32xptr<i64>>, tile<32xi64> -> tile<32xptr<i64>>
  %result, %result_token = atomic_rmw_tko acq_rel device %9, xchg, %3, %6 token=%0 : tile<32xptr<i64>>, tile<32xi64>, tile<32xi1> -> tile<32xi64>, token
  %cst_0_i32_11 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xi64, strides=[?]>>
  %10 = join_tokens %0, %result_token : token
  %11 = store_view_tko weak %result, %pview[%cst_0_i32_11] token = %10 : tile<32xi64>, partition_view<tile=(32), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  %12 = remi %1, %cst_2_i32 signed : tile<32xi32>
  %cst_0_i32_12 = constant <i32: 0> : tile<32xi32>
  %13 = cmpi less_than %12, %cst_0_i32_12, signed : tile<32xi32> -> tile<32xi1>
  %14 = cmpi less_than %cst_2_i32, %cst_0_i32_12, signed : tile<32xi32> -> tile<32xi1>
  %15 = xori %13, %14 : tile<32xi1>
  %16 = cmpi not_equal %12, %cst_0_i32_12, signed : tile<32xi32> -> tile<32xi1>
  %17 = andi %15, %16 : tile<32xi1>
  %18 = addi %12, %cst_2_i32 : tile<32xi32>
  %19 = select %17, %18, %12 : tile<32xi1>, tile<32xi32>
  %20 = cmpi equal %19, %cst_0_i32, signed : tile<32xi32> -> tile<32xi1>
  %21 = exti %1 signed : tile<32xi32> -> tile<32xi64>
  %22 = muli %21, %cst_1000000000000_i64_0 : tile<32xi64>
  %23 = select %20, %22, %cst_5_i64 : tile<32xi1>, tile<32xi64>
  %24 = exti %1 signed : tile<32xi32> -> tile<32xi64>
  %25 = exti %assume signed : tile<i32> -> tile<i64>
  %reshape_13 = reshape %25 : tile<i64> -> tile<1xi64>
  %bcast_14 = broadcast %reshape_13 : tile<1xi64> -> tile<32xi64>
  %26 = cmpi less_than %24, %bcast_14, unsigned : tile<32xi64> -> tile<32xi1>
  %27 = exti %assume_1 signed : tile<i32> -> tile<i64>
  %reshape_15 = reshape %27 : tile<i64> -> tile<1xi64>
  %bcast_16 = broadcast %reshape_15 : tile<1xi64> -> tile<32xi64>
  %28 = muli %24, %bcast_16 : tile<32xi64>
  %reshape_17 = reshape %arg0 : tile<ptr<i64>> -> tile<1xptr<i64>>
  %bcast_18 = broadcast %reshape_17 : tile<1xptr<i64>> -> tile<32xptr<i64>>
  %29 = offset %bcast_18, %28 : tile<32xptr<i64>>, tile<32xi64> -> tile<32xptr<i64>>
  %30 = join_tokens %result_token, %11 : token
  %result_19, %result_token_20 = atomic_cas_tko acq_rel device %29, %23, %cst_-1_i64, %26 token=%30 : tile<32xptr<i64>>, tile<32xi64>, tile<32xi1> -> tile<32xi64>, token
  %cst_0_i32_21 = constant <i32: 0> : tile<i32>
  %pview_22 = make_partition_view %tview_6 : partition_view<tile=(32), tensor_view<?xi64, strides=[?]>>
  %31 = join_tokens %0, %result_token_20 : token
  %32 = store_view_tko weak %result_19, %pview_22[%cst_0_i32_21] token = %31 : tile<32xi64>, partition_view<tile=(32), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  return
}
