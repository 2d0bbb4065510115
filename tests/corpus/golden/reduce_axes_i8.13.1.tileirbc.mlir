entry @reduce_axes_int_Kt1_A2i8_3l0_A2i8_3l0_A2i8_3l0_A1i8_1l0_A1i32_1l0_I16_I64(%arg0: tile<ptr<i8>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i8>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<i8>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i8>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<i32>>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xi8, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xi8, strides=[?,?]>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xi8, strides=[?,?]>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xi8, strides=[?]>
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32>
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_19 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(16x64), tensor_view<?x?xi8, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_19] token = %0 : partition_view<tile=(16x64), tensor_view<?x?xi8, strides=[?,?]>>, tile<i32> -> tile<16x64xi8>, token
  %cst_0_i32_20 = constant <i32: 0> : tile<i32>
  %cst_0_i32_21 = constant <i32: 0> : tile<i32>
  %reduce = reduce %tile dim=0 identities=[-128 : i8] : tile<16x64xi8> -> tile<64xi8> 
  (%reduce_lhs: tile<i8>, %reduce_rhs: tile<i8>) {
    %6 = maxi %reduce_lhs, %reduce_rhs signed : tile<i8>
    yield %6 : tile<i8>
  }
  %reshape = reshape %reduce : tile<64xi8> -> tile<1x64xi8>
  %pview_22 = make_partition_view %tview_7 : partition_view<tile=(1x64), tensor_view<?x?xi8, strides=[?,?]>>
  %1 = store_view_tko weak %reshape, %pview_22[%cst_0_i32_20, %cst_0_i32_21] token = %0 : tile<1x64xi8>, partition_view<tile=(1x64), tensor_view<?x?xi8, strides=[?,?]>>, tile<i32> -> token
  %cst_0_i32_23 = constant <i32: 0> : tile<i32>
  %cst_0_i32_24 = constant <i32: 0> : tile<i32>
  %reduce_25 = reduce %tile dim=1 identities=[127 : i8] : tile<16x64xi8> -> tile<16xi8> 
  (%reduce_lhs: tile<i8>, %reduce_rhs: tile<i8>) {
    %6 = mini %reduce_lhs, %reduce_rhs signed : tile<i8>
    yield %6 : tile<i8>
  }
  %reshape_26 = reshape %reduce_25 : tile<16xi8> -> tile<16x1xi8>
  %pview_27 = make_partition_view %tview_12 : partition_view<tile=(16x1), tensor_view<?x?xi8, strides=[?,?]>>
  %2 = store_view_tko weak %reshape_26, %pview_27[%cst_0_i32_23, %cst_0_i32_24] token = %0 : tile<16x1xi8>, partition_view<tile=(16x1), tensor_view<?x?xi8, strides=[?,?]>>, tile<i32> -> token
  %cst_0_i32_28 = constant <i32: 0> : tile<i32>
  %reduce_29 = reduce %tile dim=0 identities=[0 : i8] : tile<16x64xi8> -> tile<64xi8> 
  (%reduce_lhs: tile<i8>, %reduce_rhs: tile<i8>) {
    %6 = addi %reduce_lhs, %reduce_rhs : tile<i8>
    yield %6 : tile<i8>
  }
  %pview_30 = make_partition_view %tview_15 : partition_view<tile=(64), tensor_view<?xi8, strides=[?]>>
  %3 = store_view_tko weak %reduce_29, %pview_30[%cst_0_i32_28] token = %0 : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_31 = constant <i32: 0> : tile<i32>
  %4 = iota : tile<16xi32>
  %reshape_32 = reshape %4 : tile<16xi32> -> tile<16x1xi32>
  %bcast = broadcast %reshape_32 : tile<16x1xi32> -> tile<16x64xi32>
  %reduce_33:2 = reduce %tile, %bcast dim=0 identities=[127 : i8, 0 : i32] : tile<16x64xi8>, tile<16x64xi32> -> tile<64xi8>, tile<64xi32> 
  (%reduce_lhs0: tile<i8>, %reduce_rhs0: tile<i8>, %reduce_lhs1: tile<i32>, %reduce_rhs1: tile<i32>) {
    %6 = cmpi less_than %reduce_lhs0, %reduce_rhs0, signed : tile<i8> -> tile<i1>
    %7 = cmpi equal %reduce_lhs0, %reduce_rhs0, signed : tile<i8> -> tile<i1>
    %8 = cmpi less_than %reduce_lhs1, %reduce_rhs1, signed : tile<i32> -> tile<i1>
    %9 = andi %7, %8 : tile<i1>
    %10 = ori %6, %9 : tile<i1>
    %11 = select %10, %reduce_lhs0, %reduce_rhs0 : tile<i1>, tile<i8>
    %12 = select %10, %reduce_lhs1, %reduce_rhs1 : tile<i1>, tile<i32>
    yield %11, %12 : tile<i8>, tile<i32>
  }
  %pview_34 = make_partition_view %tview_18 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>
  %5 = store_view_tko weak %reduce_33#1, %pview_34[%cst_0_i32_31] token = %0 : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
