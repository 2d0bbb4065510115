entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %tview = make_tensor_view %arg0, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
  %pview = make_partition_view %tview : partition_view<tile=(8x8), tensor_view<16x32xf32, strides=[32,1]>>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_1_i32] inbounds = [true, true] : partition_view<tile=(8x8), tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> tile<8x8xf32>, token
  %tview_0 = make_tensor_view %arg0, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
  %pview_1 = make_partition_view %tview_0 : partition_view<tile=(8x8), tensor_view<16x32xf32, strides=[32,1]>>
  %cst_0_i32_2 = constant <i32: 0> : tile<i32>
  %cst_1_i32_3 = constant <i32: 1> : tile<i32>
  %tile_4, %result_token_5 = load_view_tko weak %pview_1[%cst_0_i32_2, %cst_1_i32_3] inbounds = [true, false] : partition_view<tile=(8x8), tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> tile<8x8xf32>, token
  %tview_6 = make_tensor_view %arg0, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
  %pview_7 = make_partition_view %tview_6 : partition_view<tile=(8x8), tensor_view<16x32xf32, strides=[32,1]>>
  %cst_0_i32_8 = constant <i32: 0> : tile<i32>
  %cst_1_i32_9 = constant <i32: 1> : tile<i32>
  %tile_10, %result_token_11 = load_view_tko weak %pview_7[%cst_0_i32_8, %cst_1_i32_9] inbounds = [false, true] : partition_view<tile=(8x8), tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> tile<8x8xf32>, token
  %tview_12 = make_tensor_view %arg0, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
  %pview_13 = make_partition_view %tview_12 : partition_view<tile=(8x8), tensor_view<16x32xf32, strides=[32,1]>>
  %cst_0_i32_14 = constant <i32: 0> : tile<i32>
  %cst_1_i32_15 = constant <i32: 1> : tile<i32>
  %tile_16, %result_token_17 = load_view_tko weak %pview_13[%cst_0_i32_14, %cst_1_i32_15] : partition_view<tile=(8x8), tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> tile<8x8xf32>, token
  %tview_18 = make_tensor_view %arg0, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
  %pview_19 = make_partition_view %tview_18 : partition_view<tile=(8x8), tensor_view<16x32xf32, strides=[32,1]>>
  %cst_0_i32_20 = constant <i32: 0> : tile<i32>
  %cst_1_i32_21 = constant <i32: 1> : tile<i32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<8x8xf32>
  %0 = store_view_tko weak %cst_1_f32, %pview_19[%cst_0_i32_20, %cst_1_i32_21] inbounds = [true, true] : tile<8x8xf32>, partition_view<tile=(8x8), tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> token
  %tview_22 = make_tensor_view %arg0, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
  %pview_23 = make_partition_view %tview_22 : partition_view<tile=(8x8), tensor_view<16x32xf32, strides=[32,1]>>
  %cst_0_i32_24 = constant <i32: 0> : tile<i32>
  %cst_1_i32_25 = constant <i32: 1> : tile<i32>
  %cst_1_f32_26 = constant <f32: 1.000000e+00> : tile<8x8xf32>
  %1 = store_view_tko weak %cst_1_f32_26, %pview_23[%cst_0_i32_24, %cst_1_i32_25] inbounds = [true, false] : tile<8x8xf32>, partition_view<tile=(8x8), tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> token
  %tview_27 = make_tensor_view %arg0, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
  %pview_28 = make_partition_view %tview_27 : partition_view<tile=(8x8), tensor_view<16x32xf32, strides=[32,1]>>
  %cst_0_i32_29 = constant <i32: 0> : tile<i32>
  %cst_1_i32_30 = constant <i32: 1> : tile<i32>
  %cst_1_f32_31 = constant <f32: 1.000000e+00> : tile<8x8xf32>
  %2 = store_view_tko weak %cst_1_f32_31, %pview_28[%cst_0_i32_29, %cst_1_i32_30] inbounds = [false, true] : tile<8x8xf32>, partition_view<tile=(8x8), tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> token
  %tview_32 = make_tensor_view %arg0, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
  %pview_33 = make_partition_view %tview_32 : partition_view<tile=(8x8), tensor_view<16x32xf32, strides=[32,1]>>
  %cst_0_i32_34 = constant <i32: 0> : tile<i32>
  %cst_1_i32_35 = constant <i32: 1> : tile<i32>
  %cst_1_f32_36 = constant <f32: 1.000000e+00> : tile<8x8xf32>
  %3 = store_view_tko weak %cst_1_f32_36, %pview_33[%cst_0_i32_34, %cst_1_i32_35] : tile<8x8xf32>, partition_view<tile=(8x8), tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> token
  return
}
