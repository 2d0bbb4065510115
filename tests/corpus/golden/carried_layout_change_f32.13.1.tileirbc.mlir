entry @carried_layout_change_Kt1_A2f32_3l0_A2f32_3l0_I4_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<sm_100 = {}> {
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
  %cst_4_i32 = constant <i32: 4> : tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<32x32xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_0_i32_8 = constant <i32: 0> : tile<i32>
  %for = for %loopIdx in (%cst_0_i32 to %cst_4_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<32x32xf32>) {
    %pview_11 = make_partition_view %tview : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>>
    %tile, %result_token = load_view_tko weak %pview_11[%loopIdx, %cst_0_i32_8] token = %0 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<32x32xf32>, token
    %2 = permute %iterArg0 [1, 0] : tile<32x32xf32> -> tile<32x32xf32>
    %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<32x32xf32> -> tile<32xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %4 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %4 : tile<f32>
    }
    %reshape = reshape %reduce : tile<32xf32> -> tile<1x32xf32>
    %bcast = broadcast %reshape : tile<1x32xf32> -> tile<32x32xf32>
    %3 = fma %tile, %bcast, %2  : tile<32x32xf32>
    continue %3 : tile<32x32xf32>
  }
  %cst_0_i32_9 = constant <i32: 0> : tile<i32>
  %cst_0_i32_10 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview_7 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>>
  %1 = store_view_tko weak %for, %pview[%cst_0_i32_9, %cst_0_i32_10] token = %0 : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  return
}
