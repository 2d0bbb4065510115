entry @atomic_2d_histogram_Kt1_A1i32_1l0_A2i32_3l0_I32_I16(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %cst_0_i32 = constant <i32: 0> : tile<32xi32>
  %cst_15_i32 = constant <i32: 15> : tile<32xi32>
  %cst_4_i32 = constant <i32: 4> : tile<32xi32>
  %cst_4_i32_0 = constant <i32: 4> : tile<32xi32>
  %cst_1_i32 = constant <i32: 1> : tile<32xi32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_1] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg7 : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<32xi32>, token
  %1 = join_tokens %0, %result_token : token
  %2 = maxi %tile, %cst_0_i32 signed : tile<32xi32>
  %3 = mini %2, %cst_15_i32 signed : tile<32xi32>
  %4 = divi %3, %cst_4_i32 signed rounding<negative_inf> : tile<32xi32>
  %5 = remi %3, %cst_4_i32_0 signed : tile<32xi32>
  %cst_0_i32_6 = constant <i32: 0> : tile<32xi32>
  %6 = cmpi less_than %5, %cst_0_i32_6, signed : tile<32xi32> -> tile<32xi1>
  %7 = cmpi less_than %cst_4_i32_0, %cst_0_i32_6, signed : tile<32xi32> -> tile<32xi1>
  %8 = xori %6, %7 : tile<32xi1>
  %9 = cmpi not_equal %5, %cst_0_i32_6, signed : tile<32xi32> -> tile<32xi1>
  %10 = andi %8, %9 : tile<32xi1>
  %11 = addi %5, %cst_4_i32_0 : tile<32xi32>
  %12 = select %10, %11, %5 : tile<32xi1>, tile<32xi32>
  %13 = exti %4 signed : tile<32xi32> -> tile<32xi64>
  %14 = exti %assume_2 signed : tile<i32> -> tile<i64>
  %reshape = reshape %14 : tile<i64> -> tile<1xi64>
  %bcast = broadcast %reshape : tile<1xi64> -> tile<32xi64>
  %15 = cmpi less_than %13, %bcast, unsigned : tile<32xi64> -> tile<32xi1>
  %16 = exti %assume_4 signed : tile<i32> -> tile<i64>
  %reshape_7 = reshape %16 : tile<i64> -> tile<1xi64>
  %bcast_8 = broadcast %reshape_7 : tile<1xi64> -> tile<32xi64>
  %17 = muli %13, %bcast_8 : tile<32xi64>
  %18 = exti %12 signed : tile<32xi32> -> tile<32xi64>
  %19 = exti %assume_3 signed : tile<i32> -> tile<i64>
  %reshape_9 = reshape %19 : tile<i64> -> tile<1xi64>
  %bcast_10 = broadcast %reshape_9 : tile<1xi64> -> tile<32xi64>
  %20 = cmpi less_than %18, %bcast_10, unsigned : tile<32xi64> -> tile<32xi1>
  %21 = andi %15, %20 : tile<32xi1>
  %22 = exti %assume_5 signed : tile<i32> -> tile<i64>
  %reshape_11 = reshape %22 : tile<i64> -> tile<1xi64>
  %bcast_12 = broadcast %reshape_11 : tile<1xi64> -> tile<32xi64>
  %23 = muli %18, %bcast_12 : tile<32xi64>
  %24 = addi %17, %23 : tile<32xi64>
  %reshape_13 = reshape %arg3 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_14 = broadcast %reshape_13 : tile<1xptr<i32>> -> tile<32xptr<i32>>
  %25 = offset %bcast_14, %24 : tile<32xptr<i32>>, tile<32xi64> -> tile<32xptr<i32>>
  %26 = join_tokens %0, %1 : token
  %result, %result_token_15 = atomic_rmw_tko acq_rel device %25, add, %cst_1_i32, %21 token=%26 : tile<32xptr<i32>>, tile<32xi32>, tile<32xi1> -> tile<32xi32>, token
  return
}
