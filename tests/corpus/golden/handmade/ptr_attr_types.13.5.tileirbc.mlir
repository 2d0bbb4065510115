entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %0 = ptr_to_ptr %arg0 : tile<ptr<f32>> -> tile<ptr<f32, <none>>>
  %tview = make_tensor_view %0, shape = [64], strides = [1] : tile<ptr<f32, <none>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<none>>
  %pview = make_partition_view %tview : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<none>>>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<none>>>, tile<i32> -> tile<16xf32>, token
  %1 = ptr_to_ptr %arg0 : tile<ptr<f32>> -> tile<ptr<f32, <none>>>
  return
}
