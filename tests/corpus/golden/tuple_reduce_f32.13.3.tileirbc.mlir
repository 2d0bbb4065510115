entry @tuple_reduce_Kt1_A2f32_3l0_A1f32_1l0_A1i32_1l0_I8_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<i32>>, %arg9: tile<i32>, %arg10: tile<i32>) optimization_hints=<default = {}> {
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
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_9 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_9] token = %0 : partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<8x32xf32>, token
  %1 = iota : tile<32xi32>
  %reshape = reshape %1 : tile<32xi32> -> tile<1x32xi32>
  %bcast = broadcast %reshape : tile<1x32xi32> -> tile<8x32xi32>
  %reduce:2 = reduce %tile, %bcast dim=1 identities=[0xFF800000 : f32, 0 : i32] : tile<8x32xf32>, tile<8x32xi32> -> tile<8xf32>, tile<8xi32> 
  (%reduce_lhs0: tile<f32>, %reduce_rhs0: tile<f32>, %reduce_lhs1: tile<i32>, %reduce_rhs1: tile<i32>) {
    %4 = cmpf greater_than ordered %reduce_rhs0, %reduce_lhs0 : tile<f32> -> tile<i1>
    %5 = select %4, %reduce_rhs0, %reduce_lhs0 : tile<i1>, tile<f32>
    %6 = select %4, %reduce_rhs1, %reduce_lhs1 : tile<i1>, tile<i32>
    yield %5, %6 : tile<f32>, tile<i32>
  }
  %cst_0_i32_10 = constant <i32: 0> : tile<i32>
  %pview_11 = make_partition_view %tview_5 : partition_view<tile=(8), tensor_view<?xf32, strides=[?]>>
  %2 = store_view_tko weak %reduce#0, %pview_11[%cst_0_i32_10] token = %0 : tile<8xf32>, partition_view<tile=(8), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_12 = constant <i32: 0> : tile<i32>
  %pview_13 = make_partition_view %tview_8 : partition_view<tile=(8), tensor_view<?xi32, strides=[?]>>
  %3 = store_view_tko weak %reduce#1, %pview_13[%cst_0_i32_12] token = %0 : tile<8xi32>, partition_view<tile=(8), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
