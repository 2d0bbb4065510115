entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %tview = make_tensor_view %arg1, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
  %pview = make_partition_view %tview : partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>
  %0 = make_token : token
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_0 = constant <i32: 1> : tile<16xi32>
  %1 = atomic_red_view_tko relaxed device %pview[%cst_1_i32], and, %cst_1_i32_0 token = %0 : tile<16xi32>, partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
  %tview_1 = make_tensor_view %arg1, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
  %pview_2 = make_partition_view %tview_1 : partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>
  %2 = make_token : token
  %cst_1_i32_3 = constant <i32: 1> : tile<i32>
  %cst_1_i32_4 = constant <i32: 1> : tile<16xi32>
  %3 = atomic_red_view_tko relaxed device %pview_2[%cst_1_i32_3], or, %cst_1_i32_4 token = %2 : tile<16xi32>, partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
  %tview_5 = make_tensor_view %arg1, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
  %pview_6 = make_partition_view %tview_5 : partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>
  %4 = make_token : token
  %cst_1_i32_7 = constant <i32: 1> : tile<i32>
  %cst_1_i32_8 = constant <i32: 1> : tile<16xi32>
  %5 = atomic_red_view_tko relaxed device %pview_6[%cst_1_i32_7], xor, %cst_1_i32_8 token = %4 : tile<16xi32>, partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
  %tview_9 = make_tensor_view %arg1, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
  %pview_10 = make_partition_view %tview_9 : partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>
  %6 = make_token : token
  %cst_1_i32_11 = constant <i32: 1> : tile<i32>
  %cst_1_i32_12 = constant <i32: 1> : tile<16xi32>
  %7 = atomic_red_view_tko relaxed device %pview_10[%cst_1_i32_11], add, %cst_1_i32_12 token = %6 : tile<16xi32>, partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
  %tview_13 = make_tensor_view %arg1, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
  %pview_14 = make_partition_view %tview_13 : partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>
  %8 = make_token : token
  %cst_1_i32_15 = constant <i32: 1> : tile<i32>
  %cst_1_i32_16 = constant <i32: 1> : tile<16xi32>
  %9 = atomic_red_view_tko relaxed device %pview_14[%cst_1_i32_15], max, %cst_1_i32_16 token = %8 : tile<16xi32>, partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
  %tview_17 = make_tensor_view %arg1, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
  %pview_18 = make_partition_view %tview_17 : partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>
  %10 = make_token : token
  %cst_1_i32_19 = constant <i32: 1> : tile<i32>
  %cst_1_i32_20 = constant <i32: 1> : tile<16xi32>
  %11 = atomic_red_view_tko relaxed device %pview_18[%cst_1_i32_19], min, %cst_1_i32_20 token = %10 : tile<16xi32>, partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
  %tview_21 = make_tensor_view %arg1, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
  %pview_22 = make_partition_view %tview_21 : partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>
  %12 = make_token : token
  %cst_1_i32_23 = constant <i32: 1> : tile<i32>
  %cst_1_i32_24 = constant <i32: 1> : tile<16xi32>
  %13 = atomic_red_view_tko relaxed device %pview_22[%cst_1_i32_23], umax, %cst_1_i32_24 token = %12 : tile<16xi32>, partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
  %tview_25 = make_tensor_view %arg1, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
  %pview_26 = make_partition_view %tview_25 : partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>
  %14 = make_token : token
  %cst_1_i32_27 = constant <i32: 1> : tile<i32>
  %cst_1_i32_28 = constant <i32: 1> : tile<16xi32>
  %15 = atomic_red_view_tko relaxed device %pview_26[%cst_1_i32_27], umin, %cst_1_i32_28 token = %14 : tile<16xi32>, partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
  %tview_29 = make_tensor_view %arg0, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
  %pview_30 = make_partition_view %tview_29 : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
  %16 = make_token : token
  %cst_1_i32_31 = constant <i32: 1> : tile<i32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<16xf32>
  %17 = atomic_red_view_tko relaxed device %pview_30[%cst_1_i32_31], addf, %cst_1_f32 token = %16 : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
  %tview_32 = make_tensor_view %arg1, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
  %pview_33 = make_partition_view %tview_32 : partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>
  %18 = make_token : token
  %cst_1_i32_34 = constant <i32: 1> : tile<i32>
  %cst_1_i32_35 = constant <i32: 1> : tile<16xi32>
  %19 = atomic_red_view_tko relaxed tl_blk %pview_33[%cst_1_i32_34], add, %cst_1_i32_35 token = %18 : tile<16xi32>, partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
  %tview_36 = make_tensor_view %arg1, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
  %pview_37 = make_partition_view %tview_36 : partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>
  %20 = make_token : token
  %cst_1_i32_38 = constant <i32: 1> : tile<i32>
  %cst_1_i32_39 = constant <i32: 1> : tile<16xi32>
  %21 = atomic_red_view_tko relaxed device %pview_37[%cst_1_i32_38], add, %cst_1_i32_39 token = %20 : tile<16xi32>, partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
  %tview_40 = make_tensor_view %arg1, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
  %pview_41 = make_partition_view %tview_40 : partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>
  %cst_1_i32_42 = constant <i32: 1> : tile<i32>
  %cst_1_i32_43 = constant <i32: 1> : tile<16xi32>
  %22 = atomic_red_view_tko relaxed device %pview_41[%cst_1_i32_42], add, %cst_1_i32_43 : tile<16xi32>, partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
  return
}
