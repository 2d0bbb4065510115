entry @atomic_cas_tile_Kt1_A1i32_1l0_A1i32_1l0_I32(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview = make_tensor_view %arg3, shape = [%assume_0], strides = [%assume_1] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %1 = iota : tile<32xi32>
  %cst_0_i32 = constant <i32: 0> : tile<32xi32>
  %cst_42_i32 = constant <i32: 42> : tile<32xi32>
  %2 = exti %1 signed : tile<32xi32> -> tile<32xi64>
  %3 = exti %assume signed : tile<i32> -> tile<i64>
  %reshape = reshape %3 : tile<i64> -> tile<1xi64>
  %bcast = broadcast %reshape : tile<1xi64> -> tile<32xi64>
  %4 = muli %2, %bcast : tile<32xi64>
  %reshape_2 = reshape %arg0 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_3 = broadcast %reshape_2 : tile<1xptr<i32>> -> tile<32xptr<i32>>
  %5 = offset %bcast_3, %4 : tile<32xptr<i32>>, tile<32xi64> -> tile<32xptr<i32>>
  %result, %result_token = atomic_cas_tko relaxed tl_blk %5, %cst_0_i32, %cst_42_i32 token=%0 : tile<32xptr<i32>>, tile<32xi32> -> tile<32xi32>, token
  %cst_0_i32_4 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>
  %6 = store_view_tko weak %result, %pview[%cst_0_i32_4] token = %0 : tile<32xi32>, partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
