entry @bool_reduce_Kt1_A2f32_3l0_A1b8_1l0_A2b8_3l0_A2b8_3l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i1>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<i1>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<ptr<i1>>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xi1, strides=[?]>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %tview_10 = make_tensor_view %arg8, shape = [%assume_6, %assume_7], strides = [%assume_8, %assume_9] : tile<i32> -> tensor_view<?x?xi1, strides=[?,?]>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %tview_15 = make_tensor_view %arg13, shape = [%assume_11, %assume_12], strides = [%assume_13, %assume_14] : tile<i32> -> tensor_view<?x?xi1, strides=[?,?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_16 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_16] token = %0 : partition_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<8x16xf32>, token
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape = reshape %cst_0_f32 : tile<f32> -> tile<1x1xf32>
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<8x16xf32>
  %1 = cmpf greater_than ordered %tile, %bcast : tile<8x16xf32> -> tile<8x16xi1>
  %cst_0_i32_17 = constant <i32: 0> : tile<i32>
  %reduce = reduce %1 dim=1 identities=[false] : tile<8x16xi1> -> tile<8xi1> 
  (%reduce_lhs: tile<i1>, %reduce_rhs: tile<i1>) {
    %6 = ori %reduce_lhs, %reduce_rhs : tile<i1>
    yield %6 : tile<i1>
  }
  %pview_18 = make_partition_view %tview_5 : partition_view<tile=(8), tensor_view<?xi1, strides=[?]>>
  %2 = store_view_tko weak %reduce, %pview_18[%cst_0_i32_17] token = %0 : tile<8xi1>, partition_view<tile=(8), tensor_view<?xi1, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_19 = constant <i32: 0> : tile<i32>
  %cst_0_i32_20 = constant <i32: 0> : tile<i32>
  %reduce_21 = reduce %1 dim=0 identities=[true] : tile<8x16xi1> -> tile<16xi1> 
  (%reduce_lhs: tile<i1>, %reduce_rhs: tile<i1>) {
    %6 = andi %reduce_lhs, %reduce_rhs : tile<i1>
    yield %6 : tile<i1>
  }
  %reshape_22 = reshape %reduce_21 : tile<16xi1> -> tile<1x16xi1>
  %pview_23 = make_partition_view %tview_10 : partition_view<tile=(1x16), tensor_view<?x?xi1, strides=[?,?]>>
  %3 = store_view_tko weak %reshape_22, %pview_23[%cst_0_i32_19, %cst_0_i32_20] token = %0 : tile<1x16xi1>, partition_view<tile=(1x16), tensor_view<?x?xi1, strides=[?,?]>>, tile<i32> -> token
  %cst_0_i32_24 = constant <i32: 0> : tile<i32>
  %cst_0_i32_25 = constant <i32: 0> : tile<i32>
  %4 = scan %1 dim=1 reverse=false identities=[false] : tile<8x16xi1> -> tile<8x16xi1> 
  (%arg18: tile<i1>, %arg19: tile<i1>) {
    %6 = xori %arg18, %arg19 : tile<i1>
    yield %6 : tile<i1>
  }
  %pview_26 = make_partition_view %tview_15 : partition_view<tile=(8x16), tensor_view<?x?xi1, strides=[?,?]>>
  %5 = store_view_tko weak %4, %pview_26[%cst_0_i32_24, %cst_0_i32_25] token = %0 : tile<8x16xi1>, partition_view<tile=(8x16), tensor_view<?x?xi1, strides=[?,?]>>, tile<i32> -> token
  return
}
