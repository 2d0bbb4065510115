entry @raw_memory_atomics_Kt1_A1i32_1l0_A1i32_1l0_I32(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %cst_10_i32 = constant <i32: 10> : tile<32xi32>
  %cst_1_i32 = constant <i32: 1> : tile<32xi32>
  %cst_5_i32 = constant <i32: 5> : tile<32xi32>
  %cst_6_i32 = constant <i32: 6> : tile<32xi32>
  %cst_7_i32 = constant <i32: 7> : tile<32xi32>
  %cst_0_i32 = constant <i32: 0> : tile<32xi32>
  %cst_8_i32 = constant <i32: 8> : tile<32xi32>
  %assume = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview = make_tensor_view %arg3, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %1 = iota : tile<32xi32>
  %2 = cmpi less_than %1, %cst_10_i32, signed : tile<32xi32> -> tile<32xi1>
  %3 = exti %1 signed : tile<32xi32> -> tile<32xi64>
  %reshape = reshape %arg0 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast = broadcast %reshape : tile<1xptr<i32>> -> tile<32xptr<i32>>
  %4 = offset %bcast, %3 : tile<32xptr<i32>>, tile<32xi64> -> tile<32xptr<i32>>
  %result, %result_token = atomic_rmw_tko acq_rel device %4, add, %cst_1_i32, %2 token=%0 : tile<32xptr<i32>>, tile<32xi32>, tile<32xi1> -> tile<32xi32>, token
  %5 = exti %1 signed : tile<32xi32> -> tile<32xi64>
  %reshape_1 = reshape %arg0 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_2 = broadcast %reshape_1 : tile<1xptr<i32>> -> tile<32xptr<i32>>
  %6 = offset %bcast_2, %5 : tile<32xptr<i32>>, tile<32xi64> -> tile<32xptr<i32>>
  %result_3, %result_token_4 = atomic_rmw_tko relaxed tl_blk %6, max, %cst_5_i32 token=%result_token : tile<32xptr<i32>>, tile<32xi32> -> tile<32xi32>, token
  %7 = exti %1 signed : tile<32xi32> -> tile<32xi64>
  %reshape_5 = reshape %arg0 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_6 = broadcast %reshape_5 : tile<1xptr<i32>> -> tile<32xptr<i32>>
  %8 = offset %bcast_6, %7 : tile<32xptr<i32>>, tile<32xi64> -> tile<32xptr<i32>>
  %9 = join_tokens %result_token_4, %result_token : token
  %result_7, %result_token_8 = atomic_cas_tko acq_rel device %8, %cst_6_i32, %cst_7_i32 token=%9 : tile<32xptr<i32>>, tile<32xi32> -> tile<32xi32>, token
  %10 = exti %1 signed : tile<32xi32> -> tile<32xi64>
  %reshape_9 = reshape %arg0 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_10 = broadcast %reshape_9 : tile<1xptr<i32>> -> tile<32xptr<i32>>
  %11 = offset %bcast_10, %10 : tile<32xptr<i32>>, tile<32xi64> -> tile<32xptr<i32>>
  %result_11, %result_token_12 = atomic_rmw_tko acq_rel sys %11, xchg, %cst_0_i32 token=%result_token_8 : tile<32xptr<i32>>, tile<32xi32> -> tile<32xi32>, token
  %12 = exti %1 signed : tile<32xi32> -> tile<32xi64>
  %reshape_13 = reshape %arg0 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_14 = broadcast %reshape_13 : tile<1xptr<i32>> -> tile<32xptr<i32>>
  %13 = offset %bcast_14, %12 : tile<32xptr<i32>>, tile<32xi64> -> tile<32xptr<i32>>
  %result_15, %result_token_16 = atomic_rmw_tko acq_rel device %13, or, %cst_8_i32 token=%result_token_12 : tile<32xptr<i32>>, tile<32xi32> -> tile<32xi32>, token
  %cst_0_i32_17 = constant <i32: 0> : tile<i32>
  %14 = addi %result, %result_3 : tile<32xi32>
  %15 = addi %14, %result_7 : tile<32xi32>
  %16 = addi %15, %result_11 : tile<32xi32>
  %17 = addi %16, %result_15 : tile<32xi32>
  %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>
  %18 = join_tokens %0, %result_token_16 : token
  %19 = store_view_tko weak %17, %pview[%cst_0_i32_17] token = %18 : tile<32xi32>, partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
