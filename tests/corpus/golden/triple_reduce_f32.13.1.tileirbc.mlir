entry @triple_reduce_Kt1_A2f32_3l0_A1f32_1l0_A1i32_1l0_A1i32_1l0_I16_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<i32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<i32>>, %arg12: tile<i32>, %arg13: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %tview_11 = make_tensor_view %arg11, shape = [%assume_9], strides = [%assume_10] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_12 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_12] token = %0 : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<16x32xf32>, token
  %1 = iota : tile<16xi32>
  %reshape = reshape %1 : tile<16xi32> -> tile<16x1xi32>
  %bcast = broadcast %reshape : tile<16x1xi32> -> tile<16x32xi32>
  %2 = iota : tile<32xi32>
  %reshape_13 = reshape %2 : tile<32xi32> -> tile<1x32xi32>
  %bcast_14 = broadcast %reshape_13 : tile<1x32xi32> -> tile<16x32xi32>
  %reduce:3 = reduce %tile, %bcast, %bcast_14 dim=1 identities=[0xFF800000 : f32, 1073741824 : i32, 1073741824 : i32] : tile<16x32xf32>, tile<16x32xi32>, tile<16x32xi32> -> tile<16xf32>, tile<16xi32>, tile<16xi32> 
  (%reduce_lhs0: tile<f32>, %reduce_rhs0: tile<f32>, %reduce_lhs1: tile<i32>, %reduce_rhs1: tile<i32>, %reduce_lhs2: tile<i32>, %reduce_rhs2: tile<i32>) {
    %6 = cmpf greater_than ordered %reduce_rhs0, %reduce_lhs0 : tile<f32> -> tile<i1>
    %7 = cmpf equal ordered %reduce_rhs0, %reduce_lhs0 : tile<f32> -> tile<i1>
    %8 = cmpi less_than %reduce_rhs1, %reduce_lhs1, signed : tile<i32> -> tile<i1>
    %9 = cmpi equal %reduce_rhs1, %reduce_lhs1, signed : tile<i32> -> tile<i1>
    %10 = cmpi less_than %reduce_rhs2, %reduce_lhs2, signed : tile<i32> -> tile<i1>
    %11 = andi %9, %10 : tile<i1>
    %12 = ori %8, %11 : tile<i1>
    %13 = andi %7, %12 : tile<i1>
    %14 = ori %6, %13 : tile<i1>
    %15 = select %14, %reduce_rhs0, %reduce_lhs0 : tile<i1>, tile<f32>
    %16 = select %14, %reduce_rhs1, %reduce_lhs1 : tile<i1>, tile<i32>
    %17 = select %14, %reduce_rhs2, %reduce_lhs2 : tile<i1>, tile<i32>
    yield %15, %16, %17 : tile<f32>, tile<i32>, tile<i32>
  }
  %reduce_15:3 = reduce %reduce#0, %reduce#1, %reduce#2 dim=0 identities=[0xFF800000 : f32, 1073741824 : i32, 1073741824 : i32] : tile<16xf32>, tile<16xi32>, tile<16xi32> -> tile<f32>, tile<i32>, tile<i32> 
  (%reduce_lhs0: tile<f32>, %reduce_rhs0: tile<f32>, %reduce_lhs1: tile<i32>, %reduce_rhs1: tile<i32>, %reduce_lhs2: tile<i32>, %reduce_rhs2: tile<i32>) {
    %6 = cmpf greater_than ordered %reduce_rhs0, %reduce_lhs0 : tile<f32> -> tile<i1>
    %7 = cmpf equal ordered %reduce_rhs0, %reduce_lhs0 : tile<f32> -> tile<i1>
    %8 = cmpi less_than %reduce_rhs1, %reduce_lhs1, signed : tile<i32> -> tile<i1>
    %9 = cmpi equal %reduce_rhs1, %reduce_lhs1, signed : tile<i32> -> tile<i1>
    %10 = cmpi less_than %reduce_rhs2, %reduce_lhs2, signed : tile<i32> -> tile<i1>
    %11 = andi %9, %10 : tile<i1>
    %12 = ori %8, %11 : tile<i1>
    %13 = andi %7, %12 : tile<i1>
    %14 = ori %6, %13 : tile<i1>
    %15 = select %14, %reduce_rhs0, %reduce_lhs0 : tile<i1>, tile<f32>
    %16 = select %14, %reduce_rhs1, %reduce_lhs1 : tile<i1>, tile<i32>
    %17 = select %14, %reduce_rhs2, %reduce_lhs2 : tile<i1>, tile<i32>
    yield %15, %16, %17 : tile<f32>, tile<i32>, tile<i32>
  }
  %cst_0_i32_16 = constant <i32: 0> : tile<i32>
  %reshape_17 = reshape %reduce_15#0 : tile<f32> -> tile<1xf32>
  %pview_18 = make_partition_view %tview_5 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>
  %3 = store_view_tko weak %reshape_17, %pview_18[%cst_0_i32_16] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_19 = constant <i32: 0> : tile<i32>
  %reshape_20 = reshape %reduce_15#1 : tile<i32> -> tile<1xi32>
  %pview_21 = make_partition_view %tview_8 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %4 = store_view_tko weak %reshape_20, %pview_21[%cst_0_i32_19] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_22 = constant <i32: 0> : tile<i32>
  %reshape_23 = reshape %reduce_15#2 : tile<i32> -> tile<1xi32>
  %pview_24 = make_partition_view %tview_11 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %5 = store_view_tko weak %reshape_23, %pview_24[%cst_0_i32_22] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
