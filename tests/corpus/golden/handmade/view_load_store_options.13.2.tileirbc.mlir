entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %tview = make_tensor_view %arg0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pview = make_partition_view %tview : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
  %tview_0 = make_tensor_view %arg0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pview_1 = make_partition_view %tview_0 : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
  %0 = make_token : token
  %cst_0_i32_2 = constant <i32: 0> : tile<i32>
  %tile_3, %result_token_4 = load_view_tko weak %pview_1[%cst_0_i32_2] token = %0 : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
  %tview_5 = make_tensor_view %arg0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pview_6 = make_partition_view %tview_5 : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
  %cst_0_i32_7 = constant <i32: 0> : tile<i32>
  %tile_8, %result_token_9 = load_view_tko weak %pview_6[%cst_0_i32_7] optimization_hints = <sm_100 = {allow_tma = false, latency = 2}> : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
  %tview_10 = make_tensor_view %arg0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pview_11 = make_partition_view %tview_10 : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
  %1 = make_token : token
  %cst_0_i32_12 = constant <i32: 0> : tile<i32>
  %tile_13, %result_token_14 = load_view_tko weak %pview_11[%cst_0_i32_12] token = %1 optimization_hints = <sm_100 = {allow_tma = false, latency = 2}> : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
  %tview_15 = make_tensor_view %arg0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pview_16 = make_partition_view %tview_15 : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<16xf32>
  %cst_0_i32_17 = constant <i32: 0> : tile<i32>
  %2 = store_view_tko weak %cst_1_f32, %pview_16[%cst_0_i32_17] : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
  %tview_18 = make_tensor_view %arg0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pview_19 = make_partition_view %tview_18 : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
  %3 = make_token : token
  %cst_1_f32_20 = constant <f32: 1.000000e+00> : tile<16xf32>
  %cst_0_i32_21 = constant <i32: 0> : tile<i32>
  %4 = store_view_tko weak %cst_1_f32_20, %pview_19[%cst_0_i32_21] token = %3 : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
  %tview_22 = make_tensor_view %arg0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pview_23 = make_partition_view %tview_22 : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
  %cst_1_f32_24 = constant <f32: 1.000000e+00> : tile<16xf32>
  %cst_0_i32_25 = constant <i32: 0> : tile<i32>
  %5 = store_view_tko weak %cst_1_f32_24, %pview_23[%cst_0_i32_25] optimization_hints = <sm_100 = {allow_tma = false, latency = 2}> : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
  %tview_26 = make_tensor_view %arg0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pview_27 = make_partition_view %tview_26 : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
  %6 = make_token : token
  %cst_1_f32_28 = constant <f32: 1.000000e+00> : tile<16xf32>
  %cst_0_i32_29 = constant <i32: 0> : tile<i32>
  %7 = store_view_tko weak %cst_1_f32_28, %pview_27[%cst_0_i32_29] token = %6 optimization_hints = <sm_100 = {allow_tma = false, latency = 2}> : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
  return
}
