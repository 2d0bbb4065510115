entry @reduce_3d_multi_axis_Kt1_A3f32_7l0_A1f32_1l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f32>>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg6 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0, %assume_1], strides = [%assume_2, %assume_3, %assume_4] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,?]>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %tview_7 = make_tensor_view %arg7, shape = [%assume_5], strides = [%assume_6] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_8 = constant <i32: 0> : tile<i32>
  %cst_0_i32_9 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(4x8x16), tensor_view<?x?x?xf32, strides=[?,?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_8, %cst_0_i32_9] token = %0 : partition_view<tile=(4x8x16), tensor_view<?x?x?xf32, strides=[?,?,?]>>, tile<i32> -> tile<4x8x16xf32>, token
  %cst_0_i32_10 = constant <i32: 0> : tile<i32>
  %reduce = reduce %tile dim=1 identities=[0.000000e+00 : f32] : tile<4x8x16xf32> -> tile<4x16xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %2 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %2 : tile<f32>
  }
  %reduce_11 = reduce %reduce dim=1 identities=[0.000000e+00 : f32] : tile<4x16xf32> -> tile<4xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %2 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %2 : tile<f32>
  }
  %pview_12 = make_partition_view %tview_7 : partition_view<tile=(4), tensor_view<?xf32, strides=[?]>>
  %1 = store_view_tko weak %reduce_11, %pview_12[%cst_0_i32_10] token = %0 : tile<4xf32>, partition_view<tile=(4), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
