entry @views_13_3(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i64>) {
  %tview = make_tensor_view %arg0, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  %tview_0 = make_tensor_view %arg0, shape = [%arg1, 64], strides = [%arg1, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[?,1]>
  %tview_1 = make_tensor_view %arg0, shape = [], strides = [] : tensor_view<f32>
  %tview_2 = make_tensor_view %arg0, shape = [8, 16, 32], strides = [512, 32, 1] : tensor_view<8x16x32xf32, strides=[512,32,1]>
  %tview_3 = make_tensor_view %arg0, shape = [%arg2, %arg2], strides = [%arg2, 1] : tile<i64> -> tensor_view<?x?xf32, strides=[?,1]>
  %pview = make_partition_view %tview : partition_view<tile=(32x16), tensor_view<128x64xf32, strides=[64,1]>>
  %pview_4 = make_partition_view %tview : partition_view<tile=(16x32), padding_value = zero, tensor_view<128x64xf32, strides=[64,1]>, dim_map=[1, 0]>
  %pview_5 = make_partition_view %tview_2 : partition_view<tile=(4x8x16), padding_value = neg_inf, tensor_view<8x16x32xf32, strides=[512,32,1]>, dim_map=[2, 0, 1]>
  %pview_6 = make_partition_view %tview_0 : partition_view<tile=(16x64), padding_value = nan, tensor_view<?x64xf32, strides=[?,1]>>
  %pview_7 = make_partition_view %tview : partition_view<tile=(8x8), padding_value = neg_zero, tensor_view<128x64xf32, strides=[64,1]>>
  %pview_8 = make_partition_view %tview : partition_view<tile=(8x8), padding_value = pos_inf, tensor_view<128x64xf32, strides=[64,1]>>
  %sview = make_strided_view %tview : strided_view<tile=(16x16), traversal_strides=[2,1], tensor_view<128x64xf32, strides=[64,1]>>
  %sview_9 = make_strided_view %tview : strided_view<tile=(16x16), traversal_strides=[1,4], padding_value = zero, tensor_view<128x64xf32, strides=[64,1]>, dim_map=[1, 0]>
  %gsview = make_gather_scatter_view %tview : gather_scatter_view<tile=(4x64), tensor_view<128x64xf32, strides=[64,1]>, sparse_dim=0>
  %gsview_10 = make_gather_scatter_view %tview : gather_scatter_view<tile=(4x64), padding_value = zero, tensor_view<128x64xf32, strides=[64,1]>, sparse_dim=0>
  %0:2 = get_tensor_shape %tview : tensor_view<128x64xf32, strides=[64,1]> -> tile<i32>
  %1:3 = get_tensor_shape %tview_2 : tensor_view<8x16x32xf32, strides=[512,32,1]> -> tile<i64>
  %2:2 = get_index_space_shape %pview : partition_view<tile=(32x16), tensor_view<128x64xf32, strides=[64,1]>> -> tile<i32>
  %3:3 = get_index_space_shape %pview_5 : partition_view<tile=(4x8x16), padding_value = neg_inf, tensor_view<8x16x32xf32, strides=[512,32,1]>, dim_map=[2, 0, 1]> -> tile<i32>
  %4:2 = get_index_space_shape %sview : strided_view<tile=(16x16), traversal_strides=[2,1], tensor_view<128x64xf32, strides=[64,1]>> -> tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %5 = make_token : token
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_1_i32] : partition_view<tile=(32x16), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> tile<32x16xf32>, token
  %tile_11, %result_token_12 = load_view_tko relaxed device %pview[%cst_0_i32, %cst_1_i32] token = %5 optimization_hints = <sm_100 = {allow_tma = false}, sm_90 = {latency = 2}> : partition_view<tile=(32x16), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> tile<32x16xf32>, token
  %tile_13, %result_token_14 = load_view_tko acquire sys %pview[%cst_1_i32, %cst_1_i32] token = %5 : partition_view<tile=(32x16), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> tile<32x16xf32>, token
  %tile_15, %result_token_16 = load_view_tko weak %pview_5[%cst_0_i32, %cst_1_i32, %cst_0_i32] : partition_view<tile=(4x8x16), padding_value = neg_inf, tensor_view<8x16x32xf32, strides=[512,32,1]>, dim_map=[2, 0, 1]>, tile<i32> -> tile<4x8x16xf32>, token
  %tile_17, %result_token_18 = load_view_tko weak %sview[%cst_0_i32, %cst_1_i32] : strided_view<tile=(16x16), traversal_strides=[2,1], tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x16xf32>, token
  %cst_i32 = constant <i32: [0, 2, 4, 6]> : tile<4xi32>
  %tile_19, %result_token_20 = load_view_tko weak %gsview[%cst_i32, %cst_0_i32] : gather_scatter_view<tile=(4x64), tensor_view<128x64xf32, strides=[64,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> tile<4x64xf32>, token
  %6 = store_view_tko weak %tile, %pview[%cst_0_i32, %cst_1_i32] : tile<32x16xf32>, partition_view<tile=(32x16), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> token
  %7 = store_view_tko release tl_blk %tile, %pview[%cst_0_i32, %cst_0_i32] token = %5 optimization_hints = <sm_100 = {allow_tma = false}, sm_90 = {latency = 2}> : tile<32x16xf32>, partition_view<tile=(32x16), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> token
  %8 = store_view_tko relaxed sys %tile, %pview[%cst_0_i32, %cst_0_i32] : tile<32x16xf32>, partition_view<tile=(32x16), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> token
  %cst_0_i64 = constant <i64: 0> : tile<i64>
  %tile_21, %result_token_22 = load_view_tko weak %pview_6[%cst_0_i64, %cst_0_i64] : partition_view<tile=(16x64), padding_value = nan, tensor_view<?x64xf32, strides=[?,1]>>, tile<i64> -> tile<16x64xf32>, token
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<32x16xf32>
  %9 = atomic_red_view_tko relaxed device %pview[%cst_0_i32, %cst_1_i32], addf, %cst_1_f32 : tile<32x16xf32>, partition_view<tile=(32x16), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> token
  %10 = atomic_red_view_tko relaxed tl_blk %pview[%cst_0_i32, %cst_1_i32], addf, %cst_1_f32 token = %5 : tile<32x16xf32>, partition_view<tile=(32x16), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> token
  return
}
