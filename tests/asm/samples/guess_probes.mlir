entry @guess_probes(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<ptr<f32, <multicast>>>) {
  %0 = cmpi equal %arg1, %arg1, signed : tile<i32> -> tile<i1>
  if %0 {
    %4 = negi %arg1 : tile<i32>
  }
  loop {
    if %0 {
      break
    }
  }
  %tview = make_tensor_view %arg2, shape = [%arg1, 64], strides = [%arg1, 1] : tile<ptr<f32, <multicast>>>, tile<i32> -> tensor_view<?x64xf32, strides=[?,1], #cuda_tile.ptr_attr<multicast>>
  %tview_0 = make_tensor_view %arg2, shape = [], strides = [] : tile<ptr<f32, <multicast>>> -> tensor_view<f32, #cuda_tile.ptr_attr<multicast>>
  %tview_1 = make_tensor_view %arg0, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
  %pview = make_partition_view %tview_1 : partition_view<tile=(32), tensor_view<128xf32, strides=[1]>>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<32xf32>
  %1 = make_token : token
  %2 = atomic_red_view_tko relaxed device %pview[%cst_0_i32], addf, %cst_1_f32 inbounds = [true] : tile<32xf32>, partition_view<tile=(32), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
  %3 = atomic_red_view_tko relaxed device %pview[%cst_0_i32], addf, %cst_1_f32 token = %1 inbounds = [true] : tile<32xf32>, partition_view<tile=(32), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
  return
}
