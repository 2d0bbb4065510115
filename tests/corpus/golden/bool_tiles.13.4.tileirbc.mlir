entry @bool_tiles_Kt1_A2f32_3l0_A2b8_3l0_A1b8_1l0_A1b8_1l0_A1i32_1l0_A2f32_3l0_I16_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i1>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<i1>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<ptr<i1>>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<ptr<i32>>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<ptr<f32>>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %cst_0_i32 = constant <i32: 0> : tile<16xi32>
  %cst_1_i8 = constant <i8: 1> : tile<16xi8>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xi1, strides=[?,?]>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %tview_10 = make_tensor_view %arg10, shape = [%assume_8], strides = [%assume_9] : tile<i32> -> tensor_view<?xi1, strides=[?]>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32>
  %tview_13 = make_tensor_view %arg13, shape = [%assume_11], strides = [%assume_12] : tile<i32> -> tensor_view<?xi1, strides=[?]>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32>
  %tview_16 = make_tensor_view %arg16, shape = [%assume_14], strides = [%assume_15] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_18 = assume bounded<0, ?>, %arg21 : tile<i32>
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32>
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32>
  %tview_21 = make_tensor_view %arg19, shape = [%assume_17, %assume_18], strides = [%assume_19, %assume_20] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %cst_0_i32_22 = constant <i32: 0> : tile<i32>
  %cst_0_i32_23 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32_22, %cst_0_i32_23] token = %0 : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<16x32xf32>, token
  %cst_0_i32_24 = constant <i32: 0> : tile<i32>
  %cst_0_i32_25 = constant <i32: 0> : tile<i32>
  %pview_26 = make_partition_view %tview_7 : partition_view<tile=(16x32), tensor_view<?x?xi1, strides=[?,?]>>
  %tile_27, %result_token_28 = load_view_tko weak %pview_26[%cst_0_i32_24, %cst_0_i32_25] token = %0 : partition_view<tile=(16x32), tensor_view<?x?xi1, strides=[?,?]>>, tile<i32> -> tile<16x32xi1>, token
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape = reshape %cst_0_f32 : tile<f32> -> tile<1x1xf32>
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<16x32xf32>
  %1 = cmpf greater_than ordered %tile, %bcast : tile<16x32xf32> -> tile<16x32xi1>
  %2 = andi %1, %tile_27 : tile<16x32xi1>
  %cst_0_i32_29 = constant <i32: 0> : tile<i32>
  %3 = exti %2 unsigned : tile<16x32xi1> -> tile<16x32xi32>
  %reduce = reduce %3 dim=1 identities=[-2147483648 : i32] : tile<16x32xi32> -> tile<16xi32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %16 = maxi %reduce_lhs, %reduce_rhs signed : tile<i32>
    yield %16 : tile<i32>
  }
  %4 = cmpi greater_than %reduce, %cst_0_i32, signed : tile<16xi32> -> tile<16xi1>
  %pview_30 = make_partition_view %tview_10 : partition_view<tile=(16), tensor_view<?xi1, strides=[?]>>
  %5 = store_view_tko weak %4, %pview_30[%cst_0_i32_29] token = %0 : tile<16xi1>, partition_view<tile=(16), tensor_view<?xi1, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_31 = constant <i32: 0> : tile<i32>
  %6 = ori %1, %tile_27 : tile<16x32xi1>
  %7 = exti %6 unsigned : tile<16x32xi1> -> tile<16x32xi8>
  %reduce_32 = reduce %7 dim=1 identities=[127 : i8] : tile<16x32xi8> -> tile<16xi8> 
  (%reduce_lhs: tile<i8>, %reduce_rhs: tile<i8>) {
    %16 = mini %reduce_lhs, %reduce_rhs signed : tile<i8>
    yield %16 : tile<i8>
  }
  %8 = cmpi equal %reduce_32, %cst_1_i8, signed : tile<16xi8> -> tile<16xi1>
  %pview_33 = make_partition_view %tview_13 : partition_view<tile=(16), tensor_view<?xi1, strides=[?]>>
  %9 = store_view_tko weak %8, %pview_33[%cst_0_i32_31] token = %0 : tile<16xi1>, partition_view<tile=(16), tensor_view<?xi1, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_34 = constant <i32: 0> : tile<i32>
  %10 = exti %2 unsigned : tile<16x32xi1> -> tile<16x32xi32>
  %reduce_35 = reduce %10 dim=0 identities=[0 : i32] : tile<16x32xi32> -> tile<32xi32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %16 = addi %reduce_lhs, %reduce_rhs : tile<i32>
    yield %16 : tile<i32>
  }
  %pview_36 = make_partition_view %tview_16 : partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>
  %11 = store_view_tko weak %reduce_35, %pview_36[%cst_0_i32_34] token = %0 : tile<32xi32>, partition_view<tile=(32), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_37 = constant <i32: 0> : tile<i32>
  %cst_0_i32_38 = constant <i32: 0> : tile<i32>
  %12 = negf %tile : tile<16x32xf32>
  %cst_0_f32_39 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_40 = reshape %cst_0_f32_39 : tile<f32> -> tile<1x1xf32>
  %bcast_41 = broadcast %reshape_40 : tile<1x1xf32> -> tile<16x32xf32>
  %13 = select %tile_27, %12, %bcast_41 : tile<16x32xi1>, tile<16x32xf32>
  %14 = select %2, %tile, %13 : tile<16x32xi1>, tile<16x32xf32>
  %pview_42 = make_partition_view %tview_21 : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>
  %15 = store_view_tko weak %14, %pview_42[%cst_0_i32_37, %cst_0_i32_38] token = %0 : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  return
}
