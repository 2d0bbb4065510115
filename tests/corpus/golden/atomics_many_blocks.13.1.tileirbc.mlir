entry @atomics_many_blocks_Kt1_A1f32_1l0_A1i64_1l0_A1f32_1l0_A1i32_1l0_A1u32_1l0_A1i32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i64>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i32>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i32>>, %arg16: tile<i32>, %arg17: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %cst_7_i32 = constant <i32: 7> : tile<64xi32>
  %cst_4_i32 = constant <i32: 4> : tile<64xi32>
  %cst_1_i32 = constant <i32: 1> : tile<64xi32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg17 : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64), padding_value = zero, tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
  %1 = join_tokens %0, %result_token : token
  %2 = ftoi %tile signed  : tile<64xf32> -> tile<64xi32>
  %3 = exti %2 signed : tile<64xi32> -> tile<64xi64>
  %reduce = reduce %3 dim=0 identities=[0] : tile<64xi64> -> tile<i64> 
  (%reduce_lhs: tile<i64>, %reduce_rhs: tile<i64>) {
    %55 = addi %reduce_lhs, %reduce_rhs : tile<i64>
    yield %55 : tile<i64>
  }
  %cst_0_i64 = constant <i64: 0> : tile<i64>
  %4 = exti %assume_1 signed : tile<i32> -> tile<i64>
  %5 = cmpi less_than %cst_0_i64, %4, unsigned : tile<i64> -> tile<i1>
  %6 = exti %assume_2 signed : tile<i32> -> tile<i64>
  %7 = muli %cst_0_i64, %6 : tile<i64>
  %8 = offset %arg3, %7 : tile<ptr<i64>>, tile<i64> -> tile<ptr<i64>>
  %9 = join_tokens %0, %1 : token
  %result, %result_token_11 = atomic_rmw_tko acq_rel device %8, add, %reduce, %5 token=%9 : tile<ptr<i64>>, tile<i64>, tile<i1> -> tile<i64>, token
  %cst_2_i32 = constant <i32: 2> : tile<i32>
  %10 = remi %blockId_x, %cst_2_i32 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %11 = cmpi less_than %10, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %false = constant <i1: false> : tile<i1>
  %12 = xori %11, %false : tile<i1>
  %13 = cmpi not_equal %10, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %14 = andi %12, %13 : tile<i1>
  %15 = addi %10, %cst_2_i32 : tile<i32>
  %16 = select %14, %15, %10 : tile<i1>, tile<i32>
  %reduce_12 = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<64xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %55 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %55 : tile<f32>
  }
  %17 = exti %16 signed : tile<i32> -> tile<i64>
  %18 = exti %assume_3 signed : tile<i32> -> tile<i64>
  %19 = cmpi less_than %17, %18, unsigned : tile<i64> -> tile<i1>
  %20 = exti %assume_4 signed : tile<i32> -> tile<i64>
  %21 = muli %17, %20 : tile<i64>
  %22 = offset %arg6, %21 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
  %23 = join_tokens %0, %1, %result_token_11 : token
  %result_13, %result_token_14 = atomic_rmw_tko acq_rel device %22, addf, %reduce_12, %19 token=%23 : tile<ptr<f32>>, tile<f32>, tile<i1> -> tile<f32>, token
  %24 = andi %2, %cst_7_i32 : tile<64xi32>
  %25 = exti %24 signed : tile<64xi32> -> tile<64xi64>
  %26 = exti %assume_5 signed : tile<i32> -> tile<i64>
  %reshape = reshape %26 : tile<i64> -> tile<1xi64>
  %bcast = broadcast %reshape : tile<1xi64> -> tile<64xi64>
  %27 = cmpi less_than %25, %bcast, unsigned : tile<64xi64> -> tile<64xi1>
  %28 = exti %assume_6 signed : tile<i32> -> tile<i64>
  %reshape_15 = reshape %28 : tile<i64> -> tile<1xi64>
  %bcast_16 = broadcast %reshape_15 : tile<1xi64> -> tile<64xi64>
  %29 = muli %25, %bcast_16 : tile<64xi64>
  %reshape_17 = reshape %arg9 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_18 = broadcast %reshape_17 : tile<1xptr<i32>> -> tile<64xptr<i32>>
  %30 = offset %bcast_18, %29 : tile<64xptr<i32>>, tile<64xi64> -> tile<64xptr<i32>>
  %31 = join_tokens %0, %1, %result_token_11, %result_token_14 : token
  %result_19, %result_token_20 = atomic_rmw_tko acq_rel device %30, max, %2, %27 token=%31 : tile<64xptr<i32>>, tile<64xi32>, tile<64xi1> -> tile<64xi32>, token
  %32 = absi %2 : tile<64xi32>
  %reduce_21 = reduce %32 dim=0 identities=[2147483647 : i32] : tile<64xi32> -> tile<i32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %55 = mini %reduce_lhs, %reduce_rhs signed : tile<i32>
    yield %55 : tile<i32>
  }
  %cst_0_i64_22 = constant <i64: 0> : tile<i64>
  %33 = exti %assume_7 signed : tile<i32> -> tile<i64>
  %34 = cmpi less_than %cst_0_i64_22, %33, unsigned : tile<i64> -> tile<i1>
  %35 = exti %assume_8 signed : tile<i32> -> tile<i64>
  %36 = muli %cst_0_i64_22, %35 : tile<i64>
  %37 = offset %arg12, %36 : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>
  %38 = join_tokens %0, %1, %result_token_11, %result_token_20, %result_token_14 : token
  %result_23, %result_token_24 = atomic_rmw_tko acq_rel device %37, umin, %reduce_21, %34 token=%38 : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token
  %39 = iota : tile<64xi32>
  %40 = remi %39, %cst_4_i32 signed : tile<64xi32>
  %cst_0_i32_25 = constant <i32: 0> : tile<64xi32>
  %41 = cmpi less_than %40, %cst_0_i32_25, signed : tile<64xi32> -> tile<64xi1>
  %42 = cmpi less_than %cst_4_i32, %cst_0_i32_25, signed : tile<64xi32> -> tile<64xi1>
  %43 = xori %41, %42 : tile<64xi1>
  %44 = cmpi not_equal %40, %cst_0_i32_25, signed : tile<64xi32> -> tile<64xi1>
  %45 = andi %43, %44 : tile<64xi1>
  %46 = addi %40, %cst_4_i32 : tile<64xi32>
  %47 = select %45, %46, %40 : tile<64xi1>, tile<64xi32>
  %48 = exti %47 signed : tile<64xi32> -> tile<64xi64>
  %49 = exti %assume_9 signed : tile<i32> -> tile<i64>
  %reshape_26 = reshape %49 : tile<i64> -> tile<1xi64>
  %bcast_27 = broadcast %reshape_26 : tile<1xi64> -> tile<64xi64>
  %50 = cmpi less_than %48, %bcast_27, unsigned : tile<64xi64> -> tile<64xi1>
  %51 = exti %assume_10 signed : tile<i32> -> tile<i64>
  %reshape_28 = reshape %51 : tile<i64> -> tile<1xi64>
  %bcast_29 = broadcast %reshape_28 : tile<1xi64> -> tile<64xi64>
  %52 = muli %48, %bcast_29 : tile<64xi64>
  %reshape_30 = reshape %arg15 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_31 = broadcast %reshape_30 : tile<1xptr<i32>> -> tile<64xptr<i32>>
  %53 = offset %bcast_31, %52 : tile<64xptr<i32>>, tile<64xi64> -> tile<64xptr<i32>>
  %54 = join_tokens %0, %1, %result_token_11, %result_token_24, %result_token_14, %result_token_20 : token
  %result_32, %result_token_33 = atomic_rmw_tko acq_rel device %53, add, %cst_1_i32, %50 token=%54 : tile<64xptr<i32>>, tile<64xi32>, tile<64xi1> -> tile<64xi32>, token
  return
}
