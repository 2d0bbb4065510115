entry @reduce_all_keepdims_Kt1_A2f32_3l0_A1f32_1l0_A2f32_3l0_I8_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>) optimization_hints=<sm_100 = {}> {
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
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %tview_10 = make_tensor_view %arg8, shape = [%assume_6, %assume_7], strides = [%assume_8, %assume_9] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_11 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_11] token = %0 : partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<8x32xf32>, token
  %cst_0_i32_12 = constant <i32: 0> : tile<i32>
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<8x32xf32> -> tile<32xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %3 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %3 : tile<f32>
  }
  %reduce_13 = reduce %reduce dim=0 identities=[0.000000e+00 : f32] : tile<32xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %3 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %3 : tile<f32>
  }
  %reshape = reshape %reduce_13 : tile<f32> -> tile<1xf32>
  %pview_14 = make_partition_view %tview_5 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>
  %1 = store_view_tko weak %reshape, %pview_14[%cst_0_i32_12] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_15 = constant <i32: 0> : tile<i32>
  %cst_0_i32_16 = constant <i32: 0> : tile<i32>
  %reduce_17 = reduce %tile dim=0 identities=[0xFF800000 : f32] : tile<8x32xf32> -> tile<32xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %3 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %3 : tile<f32>
  }
  %reshape_18 = reshape %reduce_17 : tile<32xf32> -> tile<1x32xf32>
  %pview_19 = make_partition_view %tview_10 : partition_view<tile=(1x32), tensor_view<?x?xf32, strides=[?,?]>>
  %2 = store_view_tko weak %reshape_18, %pview_19[%cst_0_i32_15, %cst_0_i32_16] token = %0 : tile<1x32xf32>, partition_view<tile=(1x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  return
}
