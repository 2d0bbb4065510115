entry @gather_3d_broadcast_Kt1_A3f16_7l0_A1i32_1l0_A1i32_1l0_A1i32_1l0_A3f16_7l0(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<i32>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<i32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<ptr<i32>>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<ptr<f16>>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %tview = make_tensor_view %arg7, shape = [%assume_5], strides = [%assume_6] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg12 : tile<i32>
  %tview_9 = make_tensor_view %arg10, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_10 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg15 : tile<i32>
  %tview_12 = make_tensor_view %arg13, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_13 = assume bounded<0, ?>, %arg17 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg18 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_16 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg21 : tile<i32>
  %assume_18 = assume bounded<0, ?>, %arg22 : tile<i32>
  %tview_19 = make_tensor_view %arg16, shape = [%assume_13, %assume_14, %assume_15], strides = [%assume_16, %assume_17, %assume_18] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(4), tensor_view<?xi32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(4), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<4xi32>, token
  %cst_0_i32_20 = constant <i32: 0> : tile<i32>
  %pview_21 = make_partition_view %tview_9 : partition_view<tile=(8), tensor_view<?xi32, strides=[?]>>
  %tile_22, %result_token_23 = load_view_tko weak %pview_21[%cst_0_i32_20] token = %0 : partition_view<tile=(8), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<8xi32>, token
  %cst_0_i32_24 = constant <i32: 0> : tile<i32>
  %pview_25 = make_partition_view %tview_12 : partition_view<tile=(16), tensor_view<?xi32, strides=[?]>>
  %tile_26, %result_token_27 = load_view_tko weak %pview_25[%cst_0_i32_24] token = %0 : partition_view<tile=(16), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<16xi32>, token
  %reshape = reshape %tile : tile<4xi32> -> tile<4x1x1xi32>
  %reshape_28 = reshape %tile_22 : tile<8xi32> -> tile<1x8x1xi32>
  %reshape_29 = reshape %tile_26 : tile<16xi32> -> tile<1x1x16xi32>
  %1 = exti %reshape signed : tile<4x1x1xi32> -> tile<4x1x1xi64>
  %bcast = broadcast %1 : tile<4x1x1xi64> -> tile<4x8x16xi64>
  %2 = exti %assume signed : tile<i32> -> tile<i64>
  %reshape_30 = reshape %2 : tile<i64> -> tile<1x1x1xi64>
  %bcast_31 = broadcast %reshape_30 : tile<1x1x1xi64> -> tile<4x8x16xi64>
  %3 = cmpi less_than %bcast, %bcast_31, unsigned : tile<4x8x16xi64> -> tile<4x8x16xi1>
  %4 = exti %assume_2 signed : tile<i32> -> tile<i64>
  %reshape_32 = reshape %4 : tile<i64> -> tile<1x1x1xi64>
  %bcast_33 = broadcast %reshape_32 : tile<1x1x1xi64> -> tile<4x8x16xi64>
  %5 = muli %bcast, %bcast_33 : tile<4x8x16xi64>
  %6 = exti %reshape_28 signed : tile<1x8x1xi32> -> tile<1x8x1xi64>
  %bcast_34 = broadcast %6 : tile<1x8x1xi64> -> tile<4x8x16xi64>
  %7 = exti %assume_0 signed : tile<i32> -> tile<i64>
  %reshape_35 = reshape %7 : tile<i64> -> tile<1x1x1xi64>
  %bcast_36 = broadcast %reshape_35 : tile<1x1x1xi64> -> tile<4x8x16xi64>
  %8 = cmpi less_than %bcast_34, %bcast_36, unsigned : tile<4x8x16xi64> -> tile<4x8x16xi1>
  %9 = andi %3, %8 : tile<4x8x16xi1>
  %10 = exti %assume_3 signed : tile<i32> -> tile<i64>
  %reshape_37 = reshape %10 : tile<i64> -> tile<1x1x1xi64>
  %bcast_38 = broadcast %reshape_37 : tile<1x1x1xi64> -> tile<4x8x16xi64>
  %11 = muli %bcast_34, %bcast_38 : tile<4x8x16xi64>
  %12 = addi %5, %11 : tile<4x8x16xi64>
  %13 = exti %reshape_29 signed : tile<1x1x16xi32> -> tile<1x1x16xi64>
  %bcast_39 = broadcast %13 : tile<1x1x16xi64> -> tile<4x8x16xi64>
  %14 = exti %assume_1 signed : tile<i32> -> tile<i64>
  %reshape_40 = reshape %14 : tile<i64> -> tile<1x1x1xi64>
  %bcast_41 = broadcast %reshape_40 : tile<1x1x1xi64> -> tile<4x8x16xi64>
  %15 = cmpi less_than %bcast_39, %bcast_41, unsigned : tile<4x8x16xi64> -> tile<4x8x16xi1>
  %16 = andi %9, %15 : tile<4x8x16xi1>
  %17 = exti %assume_4 signed : tile<i32> -> tile<i64>
  %reshape_42 = reshape %17 : tile<i64> -> tile<1x1x1xi64>
  %bcast_43 = broadcast %reshape_42 : tile<1x1x1xi64> -> tile<4x8x16xi64>
  %18 = muli %bcast_39, %bcast_43 : tile<4x8x16xi64>
  %19 = addi %12, %18 : tile<4x8x16xi64>
  %reshape_44 = reshape %arg0 : tile<ptr<f16>> -> tile<1x1x1xptr<f16>>
  %bcast_45 = broadcast %reshape_44 : tile<1x1x1xptr<f16>> -> tile<4x8x16xptr<f16>>
  %20 = offset %bcast_45, %19 : tile<4x8x16xptr<f16>>, tile<4x8x16xi64> -> tile<4x8x16xptr<f16>>
  %cst_0_f16 = constant <f16: 0.000000e+00> : tile<f16>
  %reshape_46 = reshape %cst_0_f16 : tile<f16> -> tile<1x1x1xf16>
  %bcast_47 = broadcast %reshape_46 : tile<1x1x1xf16> -> tile<4x8x16xf16>
  %result, %result_token_48 = load_ptr_tko weak %20, %16, %bcast_47 token=%0 : tile<4x8x16xptr<f16>>, tile<4x8x16xi1>, tile<4x8x16xf16> -> tile<4x8x16xf16>, token
  %cst_0_i32_49 = constant <i32: 0> : tile<i32>
  %cst_0_i32_50 = constant <i32: 0> : tile<i32>
  %cst_0_i32_51 = constant <i32: 0> : tile<i32>
  %pview_52 = make_partition_view %tview_19 : partition_view<tile=(4x8x16), tensor_view<?x?x?xf16, strides=[?,?,?]>>
  %21 = store_view_tko weak %result, %pview_52[%cst_0_i32_49, %cst_0_i32_50, %cst_0_i32_51] token = %0 : tile<4x8x16xf16>, partition_view<tile=(4x8x16), tensor_view<?x?x?xf16, strides=[?,?,?]>>, tile<i32> -> token
  return
}
