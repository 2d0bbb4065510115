entry @gather_i64_2d_Kt1_A2f32_3l0_w_A1i64_1l0_A1i64_1l0_A2f32_3l0_w(%arg0: tile<ptr<f32>>, %arg1: tile<i64>, %arg2: tile<i64>, %arg3: tile<i64>, %arg4: tile<i64>, %arg5: tile<ptr<i64>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<i64>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<f32>>, %arg12: tile<i64>, %arg13: tile<i64>, %arg14: tile<i64>, %arg15: tile<i64>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %cst_0_i64 = constant <i64: 0> : tile<8x1xi64>
  %cst_2_i64 = constant <i64: 2> : tile<1x16xi64>
  %cst_0_i64_0 = constant <i64: 0> : tile<1x16xi64>
  %assume = assume bounded<0, ?>, %arg1 : tile<i64>
  %assume_1 = assume bounded<0, ?>, %arg2 : tile<i64>
  %assume_2 = assume bounded<0, ?>, %arg3 : tile<i64>
  %assume_3 = assume bounded<0, ?>, %arg4 : tile<i64>
  %assume_4 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview = make_tensor_view %arg5, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i64>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i64>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i64>
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i64>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(8), tensor_view<?xi64, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(8), tensor_view<?xi64, strides=[?]>>, tile<i32> -> tile<8xi64>, token
  %cst_0_i32_13 = constant <i32: 0> : tile<i32>
  %pview_14 = make_partition_view %tview_8 : partition_view<tile=(16), tensor_view<?xi64, strides=[?]>>
  %tile_15, %result_token_16 = load_view_tko weak %pview_14[%cst_0_i32_13] token = %0 : partition_view<tile=(16), tensor_view<?xi64, strides=[?]>>, tile<i32> -> tile<16xi64>, token
  %reshape = reshape %tile : tile<8xi64> -> tile<8x1xi64>
  %reshape_17 = reshape %tile_15 : tile<16xi64> -> tile<1x16xi64>
  %reshape_18 = reshape %tile : tile<8xi64> -> tile<8x1xi64>
  %1 = cmpi greater_than_or_equal %reshape_18, %cst_0_i64, signed : tile<8x1xi64> -> tile<8x1xi1>
  %reshape_19 = reshape %tile_15 : tile<16xi64> -> tile<1x16xi64>
  %2 = remi %reshape_19, %cst_2_i64 signed : tile<1x16xi64>
  %cst_0_i64_20 = constant <i64: 0> : tile<1x16xi64>
  %3 = cmpi less_than %2, %cst_0_i64_20, signed : tile<1x16xi64> -> tile<1x16xi1>
  %4 = cmpi less_than %cst_2_i64, %cst_0_i64_20, signed : tile<1x16xi64> -> tile<1x16xi1>
  %5 = xori %3, %4 : tile<1x16xi1>
  %6 = cmpi not_equal %2, %cst_0_i64_20, signed : tile<1x16xi64> -> tile<1x16xi1>
  %7 = andi %5, %6 : tile<1x16xi1>
  %8 = addi %2, %cst_2_i64 : tile<1x16xi64>
  %9 = select %7, %8, %2 : tile<1x16xi1>, tile<1x16xi64>
  %10 = cmpi equal %9, %cst_0_i64_0, signed : tile<1x16xi64> -> tile<1x16xi1>
  %bcast = broadcast %1 : tile<8x1xi1> -> tile<8x16xi1>
  %bcast_21 = broadcast %10 : tile<1x16xi1> -> tile<8x16xi1>
  %11 = andi %bcast, %bcast_21 : tile<8x16xi1>
  %cst_f32 = constant <f32: 5.500000e+00> : tile<f32>
  %bcast_22 = broadcast %reshape : tile<8x1xi64> -> tile<8x16xi64>
  %reshape_23 = reshape %assume : tile<i64> -> tile<1x1xi64>
  %bcast_24 = broadcast %reshape_23 : tile<1x1xi64> -> tile<8x16xi64>
  %12 = cmpi less_than %bcast_22, %bcast_24, unsigned : tile<8x16xi64> -> tile<8x16xi1>
  %reshape_25 = reshape %assume_2 : tile<i64> -> tile<1x1xi64>
  %bcast_26 = broadcast %reshape_25 : tile<1x1xi64> -> tile<8x16xi64>
  %13 = muli %bcast_22, %bcast_26 : tile<8x16xi64>
  %bcast_27 = broadcast %reshape_17 : tile<1x16xi64> -> tile<8x16xi64>
  %reshape_28 = reshape %assume_1 : tile<i64> -> tile<1x1xi64>
  %bcast_29 = broadcast %reshape_28 : tile<1x1xi64> -> tile<8x16xi64>
  %14 = cmpi less_than %bcast_27, %bcast_29, unsigned : tile<8x16xi64> -> tile<8x16xi1>
  %15 = andi %12, %14 : tile<8x16xi1>
  %reshape_30 = reshape %assume_3 : tile<i64> -> tile<1x1xi64>
  %bcast_31 = broadcast %reshape_30 : tile<1x1xi64> -> tile<8x16xi64>
  %16 = muli %bcast_27, %bcast_31 : tile<8x16xi64>
  %17 = addi %13, %16 : tile<8x16xi64>
  %reshape_32 = reshape %arg0 : tile<ptr<f32>> -> tile<1x1xptr<f32>>
  %bcast_33 = broadcast %reshape_32 : tile<1x1xptr<f32>> -> tile<8x16xptr<f32>>
  %18 = offset %bcast_33, %17 : tile<8x16xptr<f32>>, tile<8x16xi64> -> tile<8x16xptr<f32>>
  %19 = andi %15, %11 : tile<8x16xi1>
  %reshape_34 = reshape %cst_f32 : tile<f32> -> tile<1x1xf32>
  %bcast_35 = broadcast %reshape_34 : tile<1x1xf32> -> tile<8x16xf32>
  %result, %result_token_36 = load_ptr_tko weak %18, %19, %bcast_35 token=%0 : tile<8x16xptr<f32>>, tile<8x16xi1>, tile<8x16xf32> -> tile<8x16xf32>, token
  %20 = iota : tile<8xi64>
  %reshape_37 = reshape %20 : tile<8xi64> -> tile<8x1xi64>
  %21 = iota : tile<16xi64>
  %reshape_38 = reshape %21 : tile<16xi64> -> tile<1x16xi64>
  %bcast_39 = broadcast %reshape_37 : tile<8x1xi64> -> tile<8x16xi64>
  %reshape_40 = reshape %assume_9 : tile<i64> -> tile<1x1xi64>
  %bcast_41 = broadcast %reshape_40 : tile<1x1xi64> -> tile<8x16xi64>
  %22 = cmpi less_than %bcast_39, %bcast_41, unsigned : tile<8x16xi64> -> tile<8x16xi1>
  %reshape_42 = reshape %assume_11 : tile<i64> -> tile<1x1xi64>
  %bcast_43 = broadcast %reshape_42 : tile<1x1xi64> -> tile<8x16xi64>
  %23 = muli %bcast_39, %bcast_43 : tile<8x16xi64>
  %bcast_44 = broadcast %reshape_38 : tile<1x16xi64> -> tile<8x16xi64>
  %reshape_45 = reshape %assume_10 : tile<i64> -> tile<1x1xi64>
  %bcast_46 = broadcast %reshape_45 : tile<1x1xi64> -> tile<8x16xi64>
  %24 = cmpi less_than %bcast_44, %bcast_46, unsigned : tile<8x16xi64> -> tile<8x16xi1>
  %25 = andi %22, %24 : tile<8x16xi1>
  %reshape_47 = reshape %assume_12 : tile<i64> -> tile<1x1xi64>
  %bcast_48 = broadcast %reshape_47 : tile<1x1xi64> -> tile<8x16xi64>
  %26 = muli %bcast_44, %bcast_48 : tile<8x16xi64>
  %27 = addi %23, %26 : tile<8x16xi64>
  %reshape_49 = reshape %arg11 : tile<ptr<f32>> -> tile<1x1xptr<f32>>
  %bcast_50 = broadcast %reshape_49 : tile<1x1xptr<f32>> -> tile<8x16xptr<f32>>
  %28 = offset %bcast_50, %27 : tile<8x16xptr<f32>>, tile<8x16xi64> -> tile<8x16xptr<f32>>
  %29 = store_ptr_tko weak %28, %result, %25 token=%0 : tile<8x16xptr<f32>>, tile<8x16xf32>, tile<8x16xi1> -> token
  return
}
