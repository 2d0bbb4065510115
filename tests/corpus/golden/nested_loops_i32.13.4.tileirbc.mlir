entry @nested_loops_Kt1_A1i32_1l0_A1i32_1l0_I3_I4_I64(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %cst_3_i32 = constant <i32: 3> : tile<i32>
  %cst_4_i32 = constant <i32: 4> : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_0_i32_4 = constant <i32: 0> : tile<64xi32>
  %cst_0_i32_5 = constant <i32: 0> : tile<i32>
  %cst_1_i32_6 = constant <i32: 1> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>
  %pview_7 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>
  for %loopIdx in (%cst_0_i32 to %cst_3_i32, step %cst_1_i32) : tile<i32> {
    %1 = muli %loopIdx, %cst_4_i32 : tile<i32>
    %for = for %loopIdx_8 in (%cst_0_i32_5 to %cst_4_i32, step %cst_1_i32_6) : tile<i32> iter_values(%iterArg0 = %cst_0_i32_4) -> (tile<64xi32>) {
      %3 = addi %1, %loopIdx_8 : tile<i32>
      %tile, %result_token = load_view_tko weak %pview[%3] token = %0 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<64xi32>, token
      %4 = addi %iterArg0, %tile : tile<64xi32>
      continue %4 : tile<64xi32>
    }
    %2 = store_view_tko weak %for, %pview_7[%loopIdx] token = %0 : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  }
  return
}
