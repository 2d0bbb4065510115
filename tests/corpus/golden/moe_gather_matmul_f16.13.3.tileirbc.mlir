entry @moe_gather_matmul_Kt1_A2f16_3l0_A3f16_7l0_A1i32_1l0_A1i32_1l0_A2f16_3l0_I16_I32_I64(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i32>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f16>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview = make_tensor_view %arg5, shape = [%assume_3, %assume_4, %assume_5], strides = [%assume_6, %assume_7, %assume_8] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,?]>
  %assume_9 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_11 = make_tensor_view %arg12, shape = [%assume_9], strides = [%assume_10] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_12 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg17 : tile<i32>
  %tview_14 = make_tensor_view %arg15, shape = [%assume_12], strides = [%assume_13] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_15 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_16 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg21 : tile<i32>
  %assume_18 = assume bounded<0, ?>, %arg22 : tile<i32>
  %cst_32_i32 = constant <i32: 32> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_19, %blockId_y_20, %blockId_z_21 = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview_11 : partition_view<tile=(16), tensor_view<?xi32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(16), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<16xi32>, token
  %pview_22 = make_partition_view %tview_14 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %tile_23, %result_token_24 = load_view_tko weak %pview_22[%blockId_x] token = %0 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<1xi32>, token
  %reshape = reshape %tile_23 : tile<1xi32> -> tile<i32>
  %reshape_25 = reshape %tile : tile<16xi32> -> tile<16x1xi32>
  %1 = iota : tile<64xi32>
  %reshape_26 = reshape %1 : tile<64xi32> -> tile<1x64xi32>
  %2 = exti %reshape_25 signed : tile<16x1xi32> -> tile<16x1xi64>
  %bcast = broadcast %2 : tile<16x1xi64> -> tile<16x64xi64>
  %3 = exti %assume signed : tile<i32> -> tile<i64>
  %reshape_27 = reshape %3 : tile<i64> -> tile<1x1xi64>
  %bcast_28 = broadcast %reshape_27 : tile<1x1xi64> -> tile<16x64xi64>
  %4 = cmpi less_than %bcast, %bcast_28, unsigned : tile<16x64xi64> -> tile<16x64xi1>
  %5 = exti %assume_1 signed : tile<i32> -> tile<i64>
  %reshape_29 = reshape %5 : tile<i64> -> tile<1x1xi64>
  %bcast_30 = broadcast %reshape_29 : tile<1x1xi64> -> tile<16x64xi64>
  %6 = muli %bcast, %bcast_30 : tile<16x64xi64>
  %7 = exti %reshape_26 signed : tile<1x64xi32> -> tile<1x64xi64>
  %bcast_31 = broadcast %7 : tile<1x64xi64> -> tile<16x64xi64>
  %8 = exti %assume_0 signed : tile<i32> -> tile<i64>
  %reshape_32 = reshape %8 : tile<i64> -> tile<1x1xi64>
  %bcast_33 = broadcast %reshape_32 : tile<1x1xi64> -> tile<16x64xi64>
  %9 = cmpi less_than %bcast_31, %bcast_33, unsigned : tile<16x64xi64> -> tile<16x64xi1>
  %10 = andi %4, %9 : tile<16x64xi1>
  %11 = exti %assume_2 signed : tile<i32> -> tile<i64>
  %reshape_34 = reshape %11 : tile<i64> -> tile<1x1xi64>
  %bcast_35 = broadcast %reshape_34 : tile<1x1xi64> -> tile<16x64xi64>
  %12 = muli %bcast_31, %bcast_35 : tile<16x64xi64>
  %13 = addi %6, %12 : tile<16x64xi64>
  %reshape_36 = reshape %arg0 : tile<ptr<f16>> -> tile<1x1xptr<f16>>
  %bcast_37 = broadcast %reshape_36 : tile<1x1xptr<f16>> -> tile<16x64xptr<f16>>
  %14 = offset %bcast_37, %13 : tile<16x64xptr<f16>>, tile<16x64xi64> -> tile<16x64xptr<f16>>
  %cst_0_f16 = constant <f16: 0.000000e+00> : tile<f16>
  %reshape_38 = reshape %cst_0_f16 : tile<f16> -> tile<1x1xf16>
  %bcast_39 = broadcast %reshape_38 : tile<1x1xf16> -> tile<16x64xf16>
  %result, %result_token_40 = load_ptr_tko weak %14, %10, %bcast_39 token=%0 : tile<16x64xptr<f16>>, tile<16x64xi1>, tile<16x64xf16> -> tile<16x64xf16>, token
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview_41 = make_partition_view %tview : partition_view<tile=(1x64x32), tensor_view<?x?x?xf16, strides=[?,?,?]>>
  %tile_42, %result_token_43 = load_view_tko weak %pview_41[%reshape, %cst_0_i32, %blockId_y_20] token = %0 : partition_view<tile=(1x64x32), tensor_view<?x?x?xf16, strides=[?,?,?]>>, tile<i32> -> tile<1x64x32xf16>, token
  %reshape_44 = reshape %tile_42 : tile<1x64x32xf16> -> tile<64x32xf16>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<16x32xf32>
  %15 = mmaf %result, %reshape_44, %cst_0_f32 : tile<16x64xf16>, tile<64x32xf16>, tile<16x32xf32>
  %16 = muli %blockId_y_20, %cst_32_i32 : tile<i32>
  %17 = iota : tile<32xi32>
  %reshape_45 = reshape %16 : tile<i32> -> tile<1xi32>
  %bcast_46 = broadcast %reshape_45 : tile<1xi32> -> tile<32xi32>
  %18 = addi %bcast_46, %17 : tile<32xi32>
  %reshape_47 = reshape %tile : tile<16xi32> -> tile<16x1xi32>
  %reshape_48 = reshape %18 : tile<32xi32> -> tile<1x32xi32>
  %19 = ftof %15  : tile<16x32xf32> -> tile<16x32xf16>
  %20 = exti %reshape_47 signed : tile<16x1xi32> -> tile<16x1xi64>
  %bcast_49 = broadcast %20 : tile<16x1xi64> -> tile<16x32xi64>
  %21 = exti %assume_15 signed : tile<i32> -> tile<i64>
  %reshape_50 = reshape %21 : tile<i64> -> tile<1x1xi64>
  %bcast_51 = broadcast %reshape_50 : tile<1x1xi64> -> tile<16x32xi64>
  %22 = cmpi less_than %bcast_49, %bcast_51, unsigned : tile<16x32xi64> -> tile<16x32xi1>
  %23 = exti %assume_17 signed : tile<i32> -> tile<i64>
  %reshape_52 = reshape %23 : tile<i64> -> tile<1x1xi64>
  %bcast_53 = broadcast %reshape_52 : tile<1x1xi64> -> tile<16x32xi64>
  %24 = muli %bcast_49, %bcast_53 : tile<16x32xi64>
  %25 = exti %reshape_48 signed : tile<1x32xi32> -> tile<1x32xi64>
  %bcast_54 = broadcast %25 : tile<1x32xi64> -> tile<16x32xi64>
  %26 = exti %assume_16 signed : tile<i32> -> tile<i64>
  %reshape_55 = reshape %26 : tile<i64> -> tile<1x1xi64>
  %bcast_56 = broadcast %reshape_55 : tile<1x1xi64> -> tile<16x32xi64>
  %27 = cmpi less_than %bcast_54, %bcast_56, unsigned : tile<16x32xi64> -> tile<16x32xi1>
  %28 = andi %22, %27 : tile<16x32xi1>
  %29 = exti %assume_18 signed : tile<i32> -> tile<i64>
  %reshape_57 = reshape %29 : tile<i64> -> tile<1x1xi64>
  %bcast_58 = broadcast %reshape_57 : tile<1x1xi64> -> tile<16x32xi64>
  %30 = muli %bcast_54, %bcast_58 : tile<16x32xi64>
  %31 = addi %24, %30 : tile<16x32xi64>
  %reshape_59 = reshape %arg18 : tile<ptr<f16>> -> tile<1x1xptr<f16>>
  %bcast_60 = broadcast %reshape_59 : tile<1x1xptr<f16>> -> tile<16x32xptr<f16>>
  %32 = offset %bcast_60, %31 : tile<16x32xptr<f16>>, tile<16x32xi64> -> tile<16x32xptr<f16>>
  %33 = store_ptr_tko weak %32, %19, %28 token=%0 : tile<16x32xptr<f16>>, tile<16x32xf16>, tile<16x32xi1> -> token
  return
}
