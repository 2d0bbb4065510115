entry @reverse_loop_Kt1_A1f32_1l0_A1f32_1l0_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>
  %1 = get_index_space_shape %pview : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>> -> tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<32xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_4 = constant <i32: 1> : tile<i32>
  %2 = subi %1, %cst_1_i32_4 : tile<i32>
  %pview_5 = make_partition_view %tview : partition_view<tile=(32), padding_value = zero, tensor_view<?xf32, strides=[?]>>
  %cst_f32 = constant <f32: 5.000000e-01> : tile<f32>
  %reshape = reshape %cst_f32 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<32xf32>
  %pview_6 = make_partition_view %tview_3 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>
  %for:2 = for %loopIdx in (%cst_0_i32 to %1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %0) -> (tile<32xf32>, token) {
    %3 = subi %2, %loopIdx : tile<i32>
    %tile, %result_token = load_view_tko weak %pview_5[%3] token = %0 : partition_view<tile=(32), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<32xf32>, token
    %4 = fma %bcast, %iterArg0, %tile  : tile<32xf32>
    %5 = store_view_tko weak %4, %pview_6[%3] token = %iterArg1 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
    continue %4, %5 : tile<32xf32>, token
  }
  return
}
