entry @strided_window_Kt1_A1f32_1l0_A1f32_1l0_Si32_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %cst_1_i32 = constant <i32: 1> : tile<64xi32>
  %cst_1_i32_0 = constant <i32: 1> : tile<64xi32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview = make_tensor_view %arg3, shape = [%assume_2], strides = [%assume_3] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %cst_64_i32 = constant <i32: 64> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %1 = muli %blockId_x, %cst_64_i32 : tile<i32>
  %2 = addi %arg6, %1 : tile<i32>
  %3 = iota : tile<64xi32>
  %reshape = reshape %2 : tile<i32> -> tile<1xi32>
  %bcast = broadcast %reshape : tile<1xi32> -> tile<64xi32>
  %4 = addi %bcast, %3 : tile<64xi32>
  %5 = subi %4, %cst_1_i32 : tile<64xi32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %6 = exti %5 signed : tile<64xi32> -> tile<64xi64>
  %7 = exti %assume signed : tile<i32> -> tile<i64>
  %reshape_4 = reshape %7 : tile<i64> -> tile<1xi64>
  %bcast_5 = broadcast %reshape_4 : tile<1xi64> -> tile<64xi64>
  %8 = cmpi less_than %6, %bcast_5, unsigned : tile<64xi64> -> tile<64xi1>
  %9 = exti %assume_1 signed : tile<i32> -> tile<i64>
  %reshape_6 = reshape %9 : tile<i64> -> tile<1xi64>
  %bcast_7 = broadcast %reshape_6 : tile<1xi64> -> tile<64xi64>
  %10 = muli %6, %bcast_7 : tile<64xi64>
  %reshape_8 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_9 = broadcast %reshape_8 : tile<1xptr<f32>> -> tile<64xptr<f32>>
  %11 = offset %bcast_9, %10 : tile<64xptr<f32>>, tile<64xi64> -> tile<64xptr<f32>>
  %reshape_10 = reshape %cst_0_f32 : tile<f32> -> tile<1xf32>
  %bcast_11 = broadcast %reshape_10 : tile<1xf32> -> tile<64xf32>
  %result, %result_token = load_ptr_tko weak %11, %8, %bcast_11 token=%0 : tile<64xptr<f32>>, tile<64xi1>, tile<64xf32> -> tile<64xf32>, token
  %12 = exti %4 signed : tile<64xi32> -> tile<64xi64>
  %13 = exti %assume signed : tile<i32> -> tile<i64>
  %reshape_12 = reshape %13 : tile<i64> -> tile<1xi64>
  %bcast_13 = broadcast %reshape_12 : tile<1xi64> -> tile<64xi64>
  %14 = cmpi less_than %12, %bcast_13, unsigned : tile<64xi64> -> tile<64xi1>
  %15 = exti %assume_1 signed : tile<i32> -> tile<i64>
  %reshape_14 = reshape %15 : tile<i64> -> tile<1xi64>
  %bcast_15 = broadcast %reshape_14 : tile<1xi64> -> tile<64xi64>
  %16 = muli %12, %bcast_15 : tile<64xi64>
  %reshape_16 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_17 = broadcast %reshape_16 : tile<1xptr<f32>> -> tile<64xptr<f32>>
  %17 = offset %bcast_17, %16 : tile<64xptr<f32>>, tile<64xi64> -> tile<64xptr<f32>>
  %cst_0_f32_18 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_19 = reshape %cst_0_f32_18 : tile<f32> -> tile<1xf32>
  %bcast_20 = broadcast %reshape_19 : tile<1xf32> -> tile<64xf32>
  %result_21, %result_token_22 = load_ptr_tko weak %17, %14, %bcast_20 token=%0 : tile<64xptr<f32>>, tile<64xi1>, tile<64xf32> -> tile<64xf32>, token
  %18 = addi %4, %cst_1_i32_0 : tile<64xi32>
  %cst_0_f32_23 = constant <f32: 0.000000e+00> : tile<f32>
  %19 = exti %18 signed : tile<64xi32> -> tile<64xi64>
  %20 = exti %assume signed : tile<i32> -> tile<i64>
  %reshape_24 = reshape %20 : tile<i64> -> tile<1xi64>
  %bcast_25 = broadcast %reshape_24 : tile<1xi64> -> tile<64xi64>
  %21 = cmpi less_than %19, %bcast_25, unsigned : tile<64xi64> -> tile<64xi1>
  %22 = exti %assume_1 signed : tile<i32> -> tile<i64>
  %reshape_26 = reshape %22 : tile<i64> -> tile<1xi64>
  %bcast_27 = broadcast %reshape_26 : tile<1xi64> -> tile<64xi64>
  %23 = muli %19, %bcast_27 : tile<64xi64>
  %reshape_28 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_29 = broadcast %reshape_28 : tile<1xptr<f32>> -> tile<64xptr<f32>>
  %24 = offset %bcast_29, %23 : tile<64xptr<f32>>, tile<64xi64> -> tile<64xptr<f32>>
  %reshape_30 = reshape %cst_0_f32_23 : tile<f32> -> tile<1xf32>
  %bcast_31 = broadcast %reshape_30 : tile<1xf32> -> tile<64xf32>
  %result_32, %result_token_33 = load_ptr_tko weak %24, %21, %bcast_31 token=%0 : tile<64xptr<f32>>, tile<64xi1>, tile<64xf32> -> tile<64xf32>, token
  %cst_f32 = constant <f32: 2.500000e-01> : tile<f32>
  %reshape_34 = reshape %cst_f32 : tile<f32> -> tile<1xf32>
  %bcast_35 = broadcast %reshape_34 : tile<1xf32> -> tile<64xf32>
  %cst_f32_36 = constant <f32: 5.000000e-01> : tile<f32>
  %reshape_37 = reshape %cst_f32_36 : tile<f32> -> tile<1xf32>
  %bcast_38 = broadcast %reshape_37 : tile<1xf32> -> tile<64xf32>
  %25 = mulf %bcast_38, %result_21  : tile<64xf32>
  %26 = fma %bcast_35, %result, %25  : tile<64xf32>
  %cst_f32_39 = constant <f32: 2.500000e-01> : tile<f32>
  %reshape_40 = reshape %cst_f32_39 : tile<f32> -> tile<1xf32>
  %bcast_41 = broadcast %reshape_40 : tile<1xf32> -> tile<64xf32>
  %27 = fma %bcast_41, %result_32, %26  : tile<64xf32>
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %28 = store_view_tko weak %27, %pview[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
