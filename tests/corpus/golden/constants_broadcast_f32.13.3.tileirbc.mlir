entry @constants_broadcast_Kt1_A2f32_3l0_A2f32_3l0_I16_I8(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %cst_8_i32 = constant <i32: 8> : tile<16x1xi32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_8 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_8] token = %0 : partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<16x8xf32>, token
  %1 = iota : tile<16xi32>
  %reshape = reshape %1 : tile<16xi32> -> tile<16x1xi32>
  %2 = iota : tile<8xi32>
  %reshape_9 = reshape %2 : tile<8xi32> -> tile<1x8xi32>
  %bcast = broadcast %reshape : tile<16x1xi32> -> tile<16x8xi32>
  %bcast_10 = broadcast %reshape_9 : tile<1x8xi32> -> tile<16x8xi32>
  %3 = cmpi equal %bcast, %bcast_10, signed : tile<16x8xi32> -> tile<16x8xi1>
  %4 = itof %3 unsigned  : tile<16x8xi1> -> tile<16x8xf32>
  %bcast_11 = broadcast %reshape : tile<16x1xi32> -> tile<16x8xi32>
  %bcast_12 = broadcast %reshape_9 : tile<1x8xi32> -> tile<16x8xi32>
  %5 = cmpi greater_than_or_equal %bcast_11, %bcast_12, signed : tile<16x8xi32> -> tile<16x8xi1>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_13 = reshape %cst_1_f32 : tile<f32> -> tile<1x1xf32>
  %bcast_14 = broadcast %reshape_13 : tile<1x1xf32> -> tile<16x8xf32>
  %reshape_15 = reshape %cst_0_f32 : tile<f32> -> tile<1x1xf32>
  %bcast_16 = broadcast %reshape_15 : tile<1x1xf32> -> tile<16x8xf32>
  %6 = select %5, %bcast_14, %bcast_16 : tile<16x8xi1>, tile<16x8xf32>
  %cst_0_i32_17 = constant <i32: 0> : tile<i32>
  %cst_0_i32_18 = constant <i32: 0> : tile<i32>
  %cst_100_f32 = constant <f32: 1.000000e+02> : tile<f32>
  %reshape_19 = reshape %cst_100_f32 : tile<f32> -> tile<1x1xf32>
  %bcast_20 = broadcast %reshape_19 : tile<1x1xf32> -> tile<16x8xf32>
  %7 = mulf %4, %bcast_20  : tile<16x8xf32>
  %8 = fma %tile, %6, %7  : tile<16x8xf32>
  %9 = muli %reshape, %cst_8_i32 : tile<16x1xi32>
  %bcast_21 = broadcast %9 : tile<16x1xi32> -> tile<16x8xi32>
  %bcast_22 = broadcast %reshape_9 : tile<1x8xi32> -> tile<16x8xi32>
  %10 = addi %bcast_21, %bcast_22 : tile<16x8xi32>
  %11 = itof %10 signed  : tile<16x8xi32> -> tile<16x8xf32>
  %cst_f32 = constant <f32: 0.00999999977> : tile<f32>
  %reshape_23 = reshape %cst_f32 : tile<f32> -> tile<1x1xf32>
  %bcast_24 = broadcast %reshape_23 : tile<1x1xf32> -> tile<16x8xf32>
  %12 = negf %11 : tile<16x8xf32>
  %13 = fma %12, %bcast_24, %8  : tile<16x8xf32>
  %pview_25 = make_partition_view %tview_7 : partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,?]>>
  %14 = store_view_tko weak %13, %pview_25[%cst_0_i32_17, %cst_0_i32_18] token = %0 : tile<16x8xf32>, partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  return
}
