entry @where_chain_Kt1_A1f32_1l0_A1f32_1l0_A1i16_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i16>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %cst_5_i16 = constant <i16: 5> : tile<64xi16>
  %cst_5_i16_0 = constant <i16: 5> : tile<64xi16>
  %cst_-5_i16 = constant <i16: -5> : tile<64xi16>
  %cst_5_i16_1 = constant <i16: 5> : tile<64xi16>
  %cst_0_i16 = constant <i16: 0> : tile<64xi16>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_3 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_5 = make_tensor_view %arg3, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_6 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_8 = make_tensor_view %arg6, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xi16, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
  %cst_f32 = constant <f32: -1.000000e+00> : tile<f32>
  %reshape = reshape %cst_f32 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32>
  %1 = cmpf less_than ordered %tile, %bcast : tile<64xf32> -> tile<64xi1>
  %cst_f32_9 = constant <f32: -1.000000e+00> : tile<f32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
  %reshape_10 = reshape %cst_1_f32 : tile<f32> -> tile<1xf32>
  %bcast_11 = broadcast %reshape_10 : tile<1xf32> -> tile<64xf32>
  %2 = addf %tile, %bcast_11  : tile<64xf32>
  %cst_f32_12 = constant <f32: 1.000000e-01> : tile<f32>
  %reshape_13 = reshape %cst_f32_12 : tile<f32> -> tile<1xf32>
  %bcast_14 = broadcast %reshape_13 : tile<1xf32> -> tile<64xf32>
  %reshape_15 = reshape %cst_f32_9 : tile<f32> -> tile<1xf32>
  %bcast_16 = broadcast %reshape_15 : tile<1xf32> -> tile<64xf32>
  %3 = negf %2 : tile<64xf32>
  %4 = fma %3, %bcast_14, %bcast_16  : tile<64xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_17 = reshape %cst_0_f32 : tile<f32> -> tile<1xf32>
  %bcast_18 = broadcast %reshape_17 : tile<1xf32> -> tile<64xf32>
  %5 = cmpf less_than ordered %tile, %bcast_18 : tile<64xf32> -> tile<64xi1>
  %6 = mulf %tile, %tile  : tile<64xf32>
  %cst_f32_19 = constant <f32: -1.000000e+00> : tile<f32>
  %reshape_20 = reshape %cst_f32_19 : tile<f32> -> tile<1xf32>
  %bcast_21 = broadcast %reshape_20 : tile<1xf32> -> tile<64xf32>
  %7 = mulf %6, %bcast_21  : tile<64xf32>
  %cst_1_f32_22 = constant <f32: 1.000000e+00> : tile<f32>
  %reshape_23 = reshape %cst_1_f32_22 : tile<f32> -> tile<1xf32>
  %bcast_24 = broadcast %reshape_23 : tile<1xf32> -> tile<64xf32>
  %8 = cmpf less_than ordered %tile, %bcast_24 : tile<64xf32> -> tile<64xi1>
  %cst_1_f32_25 = constant <f32: 1.000000e+00> : tile<f32>
  %9 = log %tile : tile<64xf32>
  %reshape_26 = reshape %cst_1_f32_25 : tile<f32> -> tile<1xf32>
  %bcast_27 = broadcast %reshape_26 : tile<1xf32> -> tile<64xf32>
  %10 = addf %bcast_27, %9  : tile<64xf32>
  %11 = select %8, %tile, %10 : tile<64xi1>, tile<64xf32>
  %12 = select %5, %7, %11 : tile<64xi1>, tile<64xf32>
  %13 = select %1, %4, %12 : tile<64xi1>, tile<64xf32>
  %pview_28 = make_partition_view %tview_5 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %14 = store_view_tko weak %13, %pview_28[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %cst_10_f32 = constant <f32: 1.000000e+01> : tile<f32>
  %reshape_29 = reshape %cst_10_f32 : tile<f32> -> tile<1xf32>
  %bcast_30 = broadcast %reshape_29 : tile<1xf32> -> tile<64xf32>
  %15 = mulf %tile, %bcast_30  : tile<64xf32>
  %16 = ftoi %15 signed  : tile<64xf32> -> tile<64xi16>
  %17 = cmpi greater_than %16, %cst_5_i16, signed : tile<64xi16> -> tile<64xi1>
  %18 = subi %16, %cst_5_i16_0 : tile<64xi16>
  %19 = cmpi less_than %16, %cst_-5_i16, signed : tile<64xi16> -> tile<64xi1>
  %20 = addi %16, %cst_5_i16_1 : tile<64xi16>
  %21 = select %19, %20, %cst_0_i16 : tile<64xi1>, tile<64xi16>
  %22 = select %17, %18, %21 : tile<64xi1>, tile<64xi16>
  %pview_31 = make_partition_view %tview_8 : partition_view<tile=(64), tensor_view<?xi16, strides=[?]>>
  %23 = store_view_tko weak %22, %pview_31[%blockId_x] token = %0 : tile<64xi16>, partition_view<tile=(64), tensor_view<?xi16, strides=[?]>>, tile<i32> -> token
  return
}
