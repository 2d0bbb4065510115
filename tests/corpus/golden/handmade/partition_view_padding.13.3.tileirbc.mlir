entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %tview = make_tensor_view %arg0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pview = make_partition_view %tview : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %tile, %result_token = load_view_tko weak %pview[%cst_1_i32] : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
  %tview_0 = make_tensor_view %arg0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pview_1 = make_partition_view %tview_0 : partition_view<tile=(16), padding_value = zero, tensor_view<64xf32, strides=[1]>>
  %cst_1_i32_2 = constant <i32: 1> : tile<i32>
  %tile_3, %result_token_4 = load_view_tko weak %pview_1[%cst_1_i32_2] : partition_view<tile=(16), padding_value = zero, tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
  %tview_5 = make_tensor_view %arg0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pview_6 = make_partition_view %tview_5 : partition_view<tile=(16), padding_value = neg_zero, tensor_view<64xf32, strides=[1]>>
  %cst_1_i32_7 = constant <i32: 1> : tile<i32>
  %tile_8, %result_token_9 = load_view_tko weak %pview_6[%cst_1_i32_7] : partition_view<tile=(16), padding_value = neg_zero, tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
  %tview_10 = make_tensor_view %arg0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pview_11 = make_partition_view %tview_10 : partition_view<tile=(16), padding_value = nan, tensor_view<64xf32, strides=[1]>>
  %cst_1_i32_12 = constant <i32: 1> : tile<i32>
  %tile_13, %result_token_14 = load_view_tko weak %pview_11[%cst_1_i32_12] : partition_view<tile=(16), padding_value = nan, tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
  %tview_15 = make_tensor_view %arg0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pview_16 = make_partition_view %tview_15 : partition_view<tile=(16), padding_value = pos_inf, tensor_view<64xf32, strides=[1]>>
  %cst_1_i32_17 = constant <i32: 1> : tile<i32>
  %tile_18, %result_token_19 = load_view_tko weak %pview_16[%cst_1_i32_17] : partition_view<tile=(16), padding_value = pos_inf, tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
  %tview_20 = make_tensor_view %arg0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pview_21 = make_partition_view %tview_20 : partition_view<tile=(16), padding_value = neg_inf, tensor_view<64xf32, strides=[1]>>
  %cst_1_i32_22 = constant <i32: 1> : tile<i32>
  %tile_23, %result_token_24 = load_view_tko weak %pview_21[%cst_1_i32_22] : partition_view<tile=(16), padding_value = neg_inf, tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
  %tview_25 = make_tensor_view %arg0, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
  %pview_26 = make_partition_view %tview_25 : partition_view<tile=(8x4), tensor_view<16x32xf32, strides=[32,1]>, dim_map=[1, 0]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32_27 = constant <i32: 1> : tile<i32>
  %tile_28, %result_token_29 = load_view_tko weak %pview_26[%cst_0_i32, %cst_1_i32_27] : partition_view<tile=(8x4), tensor_view<16x32xf32, strides=[32,1]>, dim_map=[1, 0]>, tile<i32> -> tile<8x4xf32>, token
  %tview_30 = make_tensor_view %arg0, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
  %pview_31 = make_partition_view %tview_30 : partition_view<tile=(8x4), padding_value = neg_inf, tensor_view<16x32xf32, strides=[32,1]>, dim_map=[1, 0]>
  %cst_0_i32_32 = constant <i32: 0> : tile<i32>
  %cst_1_i32_33 = constant <i32: 1> : tile<i32>
  %tile_34, %result_token_35 = load_view_tko weak %pview_31[%cst_0_i32_32, %cst_1_i32_33] : partition_view<tile=(8x4), padding_value = neg_inf, tensor_view<16x32xf32, strides=[32,1]>, dim_map=[1, 0]>, tile<i32> -> tile<8x4xf32>, token
  return
}
