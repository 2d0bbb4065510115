entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %tview = make_tensor_view %arg3, shape = [%arg4, %arg4], strides = [%arg4, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
  %0:2 = get_tensor_shape %tview : tensor_view<?x?xf16, strides=[?,1]> -> tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,1]>>
  %1:2 = get_index_space_shape %pview : partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,1]>> -> tile<i32>
  %2:2 = get_index_space_shape %pview : partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,1]>> -> tile<i64>
  %3:2 = get_tensor_shape %tview : tensor_view<?x?xf16, strides=[?,1]> -> tile<i64>
  %tview_0 = make_tensor_view %arg0, shape = [%arg5], strides = [1] : tile<i64> -> tensor_view<?xf32, strides=[1]>
  %4 = get_tensor_shape %tview_0 : tensor_view<?xf32, strides=[1]> -> tile<i64>
  return
}
