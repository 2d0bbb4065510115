entry @array_shape_strides_Kt1_A2f32_3l0_A1i32_1l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1000_i32 = constant <i32: 1000> : tile<i32>
  %1 = muli %assume, %cst_1000_i32 : tile<i32>
  %2 = addi %1, %assume_0 : tile<i32>
  %reshape = reshape %2 : tile<i32> -> tile<1xi32>
  %pview = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %3 = store_view_tko weak %reshape, %pview[%cst_0_i32] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1000_i32_5 = constant <i32: 1000> : tile<i32>
  %4 = muli %assume_1, %cst_1000_i32_5 : tile<i32>
  %5 = addi %4, %assume_2 : tile<i32>
  %reshape_6 = reshape %5 : tile<i32> -> tile<1xi32>
  %pview_7 = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %6 = store_view_tko weak %reshape_6, %pview_7[%cst_1_i32] token = %3 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  return
}
