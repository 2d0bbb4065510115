entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %tview = make_tensor_view %arg0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pview = make_partition_view %tview : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
  %tview_0 = make_tensor_view %arg0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pview_1 = make_partition_view %tview_0 : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
  %cst_0_i32_2 = constant <i32: 0> : tile<i32>
  %tile_3, %result_token_4 = load_view_tko relaxed tl_blk %pview_1[%cst_0_i32_2] : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
  %tview_5 = make_tensor_view %arg0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pview_6 = make_partition_view %tview_5 : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
  %cst_0_i32_7 = constant <i32: 0> : tile<i32>
  %tile_8, %result_token_9 = load_view_tko relaxed device %pview_6[%cst_0_i32_7] : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
  %tview_10 = make_tensor_view %arg0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pview_11 = make_partition_view %tview_10 : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
  %cst_0_i32_12 = constant <i32: 0> : tile<i32>
  %tile_13, %result_token_14 = load_view_tko relaxed sys %pview_11[%cst_0_i32_12] : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
  %tview_15 = make_tensor_view %arg0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pview_16 = make_partition_view %tview_15 : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
  %cst_0_i32_17 = constant <i32: 0> : tile<i32>
  %tile_18, %result_token_19 = load_view_tko acquire tl_blk %pview_16[%cst_0_i32_17] : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
  %tview_20 = make_tensor_view %arg0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pview_21 = make_partition_view %tview_20 : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
  %cst_0_i32_22 = constant <i32: 0> : tile<i32>
  %tile_23, %result_token_24 = load_view_tko acquire device %pview_21[%cst_0_i32_22] : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
  %tview_25 = make_tensor_view %arg0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pview_26 = make_partition_view %tview_25 : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
  %cst_0_i32_27 = constant <i32: 0> : tile<i32>
  %tile_28, %result_token_29 = load_view_tko acquire sys %pview_26[%cst_0_i32_27] : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
  %tview_30 = make_tensor_view %arg0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pview_31 = make_partition_view %tview_30 : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<16xf32>
  %cst_0_i32_32 = constant <i32: 0> : tile<i32>
  %0 = store_view_tko weak %cst_1_f32, %pview_31[%cst_0_i32_32] : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
  %tview_33 = make_tensor_view %arg0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pview_34 = make_partition_view %tview_33 : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
  %cst_1_f32_35 = constant <f32: 1.000000e+00> : tile<16xf32>
  %cst_0_i32_36 = constant <i32: 0> : tile<i32>
  %1 = store_view_tko relaxed tl_blk %cst_1_f32_35, %pview_34[%cst_0_i32_36] : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
  %tview_37 = make_tensor_view %arg0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pview_38 = make_partition_view %tview_37 : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
  %cst_1_f32_39 = constant <f32: 1.000000e+00> : tile<16xf32>
  %cst_0_i32_40 = constant <i32: 0> : tile<i32>
  %2 = store_view_tko relaxed device %cst_1_f32_39, %pview_38[%cst_0_i32_40] : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
  %tview_41 = make_tensor_view %arg0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pview_42 = make_partition_view %tview_41 : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
  %cst_1_f32_43 = constant <f32: 1.000000e+00> : tile<16xf32>
  %cst_0_i32_44 = constant <i32: 0> : tile<i32>
  %3 = store_view_tko relaxed sys %cst_1_f32_43, %pview_42[%cst_0_i32_44] : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
  %tview_45 = make_tensor_view %arg0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pview_46 = make_partition_view %tview_45 : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
  %cst_1_f32_47 = constant <f32: 1.000000e+00> : tile<16xf32>
  %cst_0_i32_48 = constant <i32: 0> : tile<i32>
  %4 = store_view_tko release tl_blk %cst_1_f32_47, %pview_46[%cst_0_i32_48] : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
  %tview_49 = make_tensor_view %arg0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pview_50 = make_partition_view %tview_49 : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
  %cst_1_f32_51 = constant <f32: 1.000000e+00> : tile<16xf32>
  %cst_0_i32_52 = constant <i32: 0> : tile<i32>
  %5 = store_view_tko release device %cst_1_f32_51, %pview_50[%cst_0_i32_52] : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
  %tview_53 = make_tensor_view %arg0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pview_54 = make_partition_view %tview_53 : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
  %cst_1_f32_55 = constant <f32: 1.000000e+00> : tile<16xf32>
  %cst_0_i32_56 = constant <i32: 0> : tile<i32>
  %6 = store_view_tko release sys %cst_1_f32_55, %pview_54[%cst_0_i32_56] : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
  return
}
