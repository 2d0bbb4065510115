entry @atomic_orders_scopes_Kt1_A1i32_1l0_A1i32_1l0(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %cst_1_i32 = constant <i32: 1> : tile<4xi32>
  %cst_4_i32 = constant <i32: 4> : tile<4xi32>
  %cst_1_i32_0 = constant <i32: 1> : tile<4xi32>
  %cst_8_i32 = constant <i32: 8> : tile<4xi32>
  %cst_1_i32_1 = constant <i32: 1> : tile<4xi32>
  %cst_12_i32 = constant <i32: 12> : tile<4xi32>
  %cst_1_i32_2 = constant <i32: 1> : tile<4xi32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview = make_tensor_view %arg3, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %1 = iota : tile<4xi32>
  %2 = exti %1 signed : tile<4xi32> -> tile<4xi64>
  %3 = exti %assume signed : tile<i32> -> tile<i64>
  %reshape = reshape %3 : tile<i64> -> tile<1xi64>
  %bcast = broadcast %reshape : tile<1xi64> -> tile<4xi64>
  %4 = cmpi less_than %2, %bcast, unsigned : tile<4xi64> -> tile<4xi1>
  %5 = exti %assume_3 signed : tile<i32> -> tile<i64>
  %reshape_6 = reshape %5 : tile<i64> -> tile<1xi64>
  %bcast_7 = broadcast %reshape_6 : tile<1xi64> -> tile<4xi64>
  %6 = muli %2, %bcast_7 : tile<4xi64>
  %reshape_8 = reshape %arg0 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_9 = broadcast %reshape_8 : tile<1xptr<i32>> -> tile<4xptr<i32>>
  %7 = offset %bcast_9, %6 : tile<4xptr<i32>>, tile<4xi64> -> tile<4xptr<i32>>
  %result, %result_token = atomic_rmw_tko relaxed tl_blk %7, add, %cst_1_i32, %4 token=%0 : tile<4xptr<i32>>, tile<4xi32>, tile<4xi1> -> tile<4xi32>, token
  %8 = addi %1, %cst_4_i32 : tile<4xi32>
  %9 = exti %8 signed : tile<4xi32> -> tile<4xi64>
  %10 = exti %assume signed : tile<i32> -> tile<i64>
  %reshape_10 = reshape %10 : tile<i64> -> tile<1xi64>
  %bcast_11 = broadcast %reshape_10 : tile<1xi64> -> tile<4xi64>
  %11 = cmpi less_than %9, %bcast_11, unsigned : tile<4xi64> -> tile<4xi1>
  %12 = exti %assume_3 signed : tile<i32> -> tile<i64>
  %reshape_12 = reshape %12 : tile<i64> -> tile<1xi64>
  %bcast_13 = broadcast %reshape_12 : tile<1xi64> -> tile<4xi64>
  %13 = muli %9, %bcast_13 : tile<4xi64>
  %reshape_14 = reshape %arg0 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_15 = broadcast %reshape_14 : tile<1xptr<i32>> -> tile<4xptr<i32>>
  %14 = offset %bcast_15, %13 : tile<4xptr<i32>>, tile<4xi64> -> tile<4xptr<i32>>
  %result_16, %result_token_17 = atomic_rmw_tko acquire device %14, add, %cst_1_i32_0, %11 token=%result_token : tile<4xptr<i32>>, tile<4xi32>, tile<4xi1> -> tile<4xi32>, token
  %15 = addi %1, %cst_8_i32 : tile<4xi32>
  %16 = exti %15 signed : tile<4xi32> -> tile<4xi64>
  %17 = exti %assume signed : tile<i32> -> tile<i64>
  %reshape_18 = reshape %17 : tile<i64> -> tile<1xi64>
  %bcast_19 = broadcast %reshape_18 : tile<1xi64> -> tile<4xi64>
  %18 = cmpi less_than %16, %bcast_19, unsigned : tile<4xi64> -> tile<4xi1>
  %19 = exti %assume_3 signed : tile<i32> -> tile<i64>
  %reshape_20 = reshape %19 : tile<i64> -> tile<1xi64>
  %bcast_21 = broadcast %reshape_20 : tile<1xi64> -> tile<4xi64>
  %20 = muli %16, %bcast_21 : tile<4xi64>
  %reshape_22 = reshape %arg0 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_23 = broadcast %reshape_22 : tile<1xptr<i32>> -> tile<4xptr<i32>>
  %21 = offset %bcast_23, %20 : tile<4xptr<i32>>, tile<4xi64> -> tile<4xptr<i32>>
  %result_24, %result_token_25 = atomic_rmw_tko release sys %21, add, %cst_1_i32_1, %18 token=%result_token_17 : tile<4xptr<i32>>, tile<4xi32>, tile<4xi1> -> tile<4xi32>, token
  %22 = addi %1, %cst_12_i32 : tile<4xi32>
  %23 = exti %22 signed : tile<4xi32> -> tile<4xi64>
  %24 = exti %assume signed : tile<i32> -> tile<i64>
  %reshape_26 = reshape %24 : tile<i64> -> tile<1xi64>
  %bcast_27 = broadcast %reshape_26 : tile<1xi64> -> tile<4xi64>
  %25 = cmpi less_than %23, %bcast_27, unsigned : tile<4xi64> -> tile<4xi1>
  %26 = exti %assume_3 signed : tile<i32> -> tile<i64>
  %reshape_28 = reshape %26 : tile<i64> -> tile<1xi64>
  %bcast_29 = broadcast %reshape_28 : tile<1xi64> -> tile<4xi64>
  %27 = muli %23, %bcast_29 : tile<4xi64>
  %reshape_30 = reshape %arg0 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_31 = broadcast %reshape_30 : tile<1xptr<i32>> -> tile<4xptr<i32>>
  %28 = offset %bcast_31, %27 : tile<4xptr<i32>>, tile<4xi64> -> tile<4xptr<i32>>
  %29 = join_tokens %result_token_25, %result_token_17 : token
  %result_32, %result_token_33 = atomic_rmw_tko acq_rel device %28, add, %cst_1_i32_2, %25 token=%29 : tile<4xptr<i32>>, tile<4xi32>, tile<4xi1> -> tile<4xi32>, token
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %30 = addi %result, %result_16 : tile<4xi32>
  %31 = addi %30, %result_24 : tile<4xi32>
  %32 = addi %31, %result_32 : tile<4xi32>
  %pview = make_partition_view %tview : partition_view<tile=(4), tensor_view<?xi32, strides=[?]>>
  %33 = join_tokens %0, %result_token_33 : token
  %34 = store_view_tko weak %32, %pview[%cst_0_i32] token = %33 : tile<4xi32>, partition_view<tile=(4), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
