entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %tview = make_tensor_view %arg1, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
  %pview = make_partition_view %tview : partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>
  %0 = make_token : token
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_0 = constant <i32: 1> : tile<16xi32>
  %1 = atomic_red_view_tko relaxed device %pview[%cst_1_i32], add, %cst_1_i32_0 token = %0 : tile<16xi32>, partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
  %tview_1 = make_tensor_view %arg1, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
  %pview_2 = make_partition_view %tview_1 : partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>
  %2 = make_token : token
  %cst_1_i32_3 = constant <i32: 1> : tile<i32>
  %cst_1_i32_4 = constant <i32: 1> : tile<16xi32>
  %3 = atomic_red_view_tko relaxed device %pview_2[%cst_1_i32_3], add, %cst_1_i32_4 token = %2 inbounds = [true] : tile<16xi32>, partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
  return
}
