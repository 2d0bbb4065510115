entry @tuple_reduce_keep_Kt1_A2f32_3l0_A2f32_3l0_A2i32_3l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<i32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
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
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_13 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_13] token = %0 : partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<16x8xf32>, token
  %1 = iota : tile<16xi32>
  %reshape = reshape %1 : tile<16xi32> -> tile<16x1xi32>
  %bcast = broadcast %reshape : tile<16x1xi32> -> tile<16x8xi32>
  %reduce:2 = reduce %tile, %bcast dim=0 identities=[0x7F800000 : f32, 1073741824 : i32] : tile<16x8xf32>, tile<16x8xi32> -> tile<8xf32>, tile<8xi32> 
  (%reduce_lhs0: tile<f32>, %reduce_rhs0: tile<f32>, %reduce_lhs1: tile<i32>, %reduce_rhs1: tile<i32>) {
    %4 = cmpf less_than ordered %reduce_rhs0, %reduce_lhs0 : tile<f32> -> tile<i1>
    %5 = cmpf equal ordered %reduce_rhs0, %reduce_lhs0 : tile<f32> -> tile<i1>
    %6 = cmpi less_than %reduce_rhs1, %reduce_lhs1, signed : tile<i32> -> tile<i1>
    %7 = andi %5, %6 : tile<i1>
    %8 = ori %4, %7 : tile<i1>
    %9 = select %8, %reduce_rhs0, %reduce_lhs0 : tile<i1>, tile<f32>
    %10 = select %8, %reduce_rhs1, %reduce_lhs1 : tile<i1>, tile<i32>
    yield %9, %10 : tile<f32>, tile<i32>
  }
  %reshape_14 = reshape %reduce#0 : tile<8xf32> -> tile<1x8xf32>
  %reshape_15 = reshape %reduce#1 : tile<8xi32> -> tile<1x8xi32>
  %cst_0_i32_16 = constant <i32: 0> : tile<i32>
  %cst_0_i32_17 = constant <i32: 0> : tile<i32>
  %pview_18 = make_partition_view %tview_7 : partition_view<tile=(1x8), tensor_view<?x?xf32, strides=[?,?]>>
  %2 = store_view_tko weak %reshape_14, %pview_18[%cst_0_i32_16, %cst_0_i32_17] token = %0 : tile<1x8xf32>, partition_view<tile=(1x8), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  %cst_0_i32_19 = constant <i32: 0> : tile<i32>
  %cst_0_i32_20 = constant <i32: 0> : tile<i32>
  %pview_21 = make_partition_view %tview_12 : partition_view<tile=(1x8), tensor_view<?x?xi32, strides=[?,?]>>
  %3 = store_view_tko weak %reshape_15, %pview_21[%cst_0_i32_19, %cst_0_i32_20] token = %0 : tile<1x8xi32>, partition_view<tile=(1x8), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> token
  return
}
