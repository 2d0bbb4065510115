entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %tview = make_tensor_view %arg0, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
  %sview = make_strided_view %tview : strided_view<tile=(4x8), traversal_strides=[2,8], tensor_view<16x32xf32, strides=[32,1]>>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %tile, %result_token = load_view_tko weak %sview[%cst_1_i32, %cst_0_i32] : strided_view<tile=(4x8), traversal_strides=[2,8], tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> tile<4x8xf32>, token
  %0:2 = get_index_space_shape %sview : strided_view<tile=(4x8), traversal_strides=[2,8], tensor_view<16x32xf32, strides=[32,1]>> -> tile<i32>
  %gsview = make_gather_scatter_view %tview : gather_scatter_view<tile=(8x16), tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=0>
  %1 = iota : tile<8xi32>
  %cst_0_i32_0 = constant <i32: 0> : tile<i32>
  %tile_1, %result_token_2 = load_view_tko weak %gsview[%1, %cst_0_i32_0] : gather_scatter_view<tile=(8x16), tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x16xf32>, token
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<8x16xf32>
  %cst_1_i32_3 = constant <i32: 1> : tile<i32>
  %2 = store_view_tko weak %cst_2_f32, %gsview[%1, %cst_1_i32_3] : tile<8x16xf32>, gather_scatter_view<tile=(8x16), tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> token
  %gsview_4 = make_gather_scatter_view %tview : gather_scatter_view<tile=(4x8), tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=1>
  %3 = iota : tile<8xi32>
  %cst_0_i32_5 = constant <i32: 0> : tile<i32>
  %tile_6, %result_token_7 = load_view_tko weak %gsview_4[%cst_0_i32_5, %3] : gather_scatter_view<tile=(4x8), tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=1>, tile<i32>, tile<8xi32> -> tile<4x8xf32>, token
  %tview_8 = make_tensor_view %arg0, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
  %sview_9 = make_strided_view %tview_8 : strided_view<tile=(4x8), traversal_strides=[2,8], padding_value = zero, tensor_view<16x32xf32, strides=[32,1]>>
  %cst_1_i32_10 = constant <i32: 1> : tile<i32>
  %cst_0_i32_11 = constant <i32: 0> : tile<i32>
  %tile_12, %result_token_13 = load_view_tko weak %sview_9[%cst_1_i32_10, %cst_0_i32_11] : strided_view<tile=(4x8), traversal_strides=[2,8], padding_value = zero, tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> tile<4x8xf32>, token
  %4:2 = get_index_space_shape %sview_9 : strided_view<tile=(4x8), traversal_strides=[2,8], padding_value = zero, tensor_view<16x32xf32, strides=[32,1]>> -> tile<i32>
  %gsview_14 = make_gather_scatter_view %tview_8 : gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=0>
  %5 = iota : tile<8xi32>
  %cst_0_i32_15 = constant <i32: 0> : tile<i32>
  %tile_16, %result_token_17 = load_view_tko weak %gsview_14[%5, %cst_0_i32_15] : gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x16xf32>, token
  %cst_2_f32_18 = constant <f32: 2.000000e+00> : tile<8x16xf32>
  %cst_1_i32_19 = constant <i32: 1> : tile<i32>
  %6 = store_view_tko weak %cst_2_f32_18, %gsview_14[%5, %cst_1_i32_19] : tile<8x16xf32>, gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> token
  %gsview_20 = make_gather_scatter_view %tview_8 : gather_scatter_view<tile=(4x8), padding_value = zero, tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=1>
  %7 = iota : tile<8xi32>
  %cst_0_i32_21 = constant <i32: 0> : tile<i32>
  %tile_22, %result_token_23 = load_view_tko weak %gsview_20[%cst_0_i32_21, %7] : gather_scatter_view<tile=(4x8), padding_value = zero, tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=1>, tile<i32>, tile<8xi32> -> tile<4x8xf32>, token
  %tview_24 = make_tensor_view %arg0, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
  %sview_25 = make_strided_view %tview_24 : strided_view<tile=(4x8), traversal_strides=[2,8], padding_value = neg_zero, tensor_view<16x32xf32, strides=[32,1]>>
  %cst_1_i32_26 = constant <i32: 1> : tile<i32>
  %cst_0_i32_27 = constant <i32: 0> : tile<i32>
  %tile_28, %result_token_29 = load_view_tko weak %sview_25[%cst_1_i32_26, %cst_0_i32_27] : strided_view<tile=(4x8), traversal_strides=[2,8], padding_value = neg_zero, tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> tile<4x8xf32>, token
  %8:2 = get_index_space_shape %sview_25 : strided_view<tile=(4x8), traversal_strides=[2,8], padding_value = neg_zero, tensor_view<16x32xf32, strides=[32,1]>> -> tile<i32>
  %gsview_30 = make_gather_scatter_view %tview_24 : gather_scatter_view<tile=(8x16), padding_value = neg_zero, tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=0>
  %9 = iota : tile<8xi32>
  %cst_0_i32_31 = constant <i32: 0> : tile<i32>
  %tile_32, %result_token_33 = load_view_tko weak %gsview_30[%9, %cst_0_i32_31] : gather_scatter_view<tile=(8x16), padding_value = neg_zero, tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x16xf32>, token
  %cst_2_f32_34 = constant <f32: 2.000000e+00> : tile<8x16xf32>
  %cst_1_i32_35 = constant <i32: 1> : tile<i32>
  %10 = store_view_tko weak %cst_2_f32_34, %gsview_30[%9, %cst_1_i32_35] : tile<8x16xf32>, gather_scatter_view<tile=(8x16), padding_value = neg_zero, tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> token
  %gsview_36 = make_gather_scatter_view %tview_24 : gather_scatter_view<tile=(4x8), padding_value = neg_zero, tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=1>
  %11 = iota : tile<8xi32>
  %cst_0_i32_37 = constant <i32: 0> : tile<i32>
  %tile_38, %result_token_39 = load_view_tko weak %gsview_36[%cst_0_i32_37, %11] : gather_scatter_view<tile=(4x8), padding_value = neg_zero, tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=1>, tile<i32>, tile<8xi32> -> tile<4x8xf32>, token
  %tview_40 = make_tensor_view %arg0, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
  %sview_41 = make_strided_view %tview_40 : strided_view<tile=(4x8), traversal_strides=[2,8], padding_value = nan, tensor_view<16x32xf32, strides=[32,1]>>
  %cst_1_i32_42 = constant <i32: 1> : tile<i32>
  %cst_0_i32_43 = constant <i32: 0> : tile<i32>
  %tile_44, %result_token_45 = load_view_tko weak %sview_41[%cst_1_i32_42, %cst_0_i32_43] : strided_view<tile=(4x8), traversal_strides=[2,8], padding_value = nan, tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> tile<4x8xf32>, token
  %12:2 = get_index_space_shape %sview_41 : strided_view<tile=(4x8), traversal_strides=[2,8], padding_value = nan, tensor_view<16x32xf32, strides=[32,1]>> -> tile<i32>
  %gsview_46 = make_gather_scatter_view %tview_40 : gather_scatter_view<tile=(8x16), padding_value = nan, tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=0>
  %13 = iota : tile<8xi32>
  %cst_0_i32_47 = constant <i32: 0> : tile<i32>
  %tile_48, %result_token_49 = load_view_tko weak %gsview_46[%13, %cst_0_i32_47] : gather_scatter_view<tile=(8x16), padding_value = nan, tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x16xf32>, token
  %cst_2_f32_50 = constant <f32: 2.000000e+00> : tile<8x16xf32>
  %cst_1_i32_51 = constant <i32: 1> : tile<i32>
  %14 = store_view_tko weak %cst_2_f32_50, %gsview_46[%13, %cst_1_i32_51] : tile<8x16xf32>, gather_scatter_view<tile=(8x16), padding_value = nan, tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> token
  %gsview_52 = make_gather_scatter_view %tview_40 : gather_scatter_view<tile=(4x8), padding_value = nan, tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=1>
  %15 = iota : tile<8xi32>
  %cst_0_i32_53 = constant <i32: 0> : tile<i32>
  %tile_54, %result_token_55 = load_view_tko weak %gsview_52[%cst_0_i32_53, %15] : gather_scatter_view<tile=(4x8), padding_value = nan, tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=1>, tile<i32>, tile<8xi32> -> tile<4x8xf32>, token
  %tview_56 = make_tensor_view %arg0, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
  %sview_57 = make_strided_view %tview_56 : strided_view<tile=(4x8), traversal_strides=[2,8], padding_value = pos_inf, tensor_view<16x32xf32, strides=[32,1]>>
  %cst_1_i32_58 = constant <i32: 1> : tile<i32>
  %cst_0_i32_59 = constant <i32: 0> : tile<i32>
  %tile_60, %result_token_61 = load_view_tko weak %sview_57[%cst_1_i32_58, %cst_0_i32_59] : strided_view<tile=(4x8), traversal_strides=[2,8], padding_value = pos_inf, tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> tile<4x8xf32>, token
  %16:2 = get_index_space_shape %sview_57 : strided_view<tile=(4x8), traversal_strides=[2,8], padding_value = pos_inf, tensor_view<16x32xf32, strides=[32,1]>> -> tile<i32>
  %gsview_62 = make_gather_scatter_view %tview_56 : gather_scatter_view<tile=(8x16), padding_value = pos_inf, tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=0>
  %17 = iota : tile<8xi32>
  %cst_0_i32_63 = constant <i32: 0> : tile<i32>
  %tile_64, %result_token_65 = load_view_tko weak %gsview_62[%17, %cst_0_i32_63] : gather_scatter_view<tile=(8x16), padding_value = pos_inf, tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x16xf32>, token
  %cst_2_f32_66 = constant <f32: 2.000000e+00> : tile<8x16xf32>
  %cst_1_i32_67 = constant <i32: 1> : tile<i32>
  %18 = store_view_tko weak %cst_2_f32_66, %gsview_62[%17, %cst_1_i32_67] : tile<8x16xf32>, gather_scatter_view<tile=(8x16), padding_value = pos_inf, tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> token
  %gsview_68 = make_gather_scatter_view %tview_56 : gather_scatter_view<tile=(4x8), padding_value = pos_inf, tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=1>
  %19 = iota : tile<8xi32>
  %cst_0_i32_69 = constant <i32: 0> : tile<i32>
  %tile_70, %result_token_71 = load_view_tko weak %gsview_68[%cst_0_i32_69, %19] : gather_scatter_view<tile=(4x8), padding_value = pos_inf, tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=1>, tile<i32>, tile<8xi32> -> tile<4x8xf32>, token
  %tview_72 = make_tensor_view %arg0, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
  %sview_73 = make_strided_view %tview_72 : strided_view<tile=(4x8), traversal_strides=[2,8], padding_value = neg_inf, tensor_view<16x32xf32, strides=[32,1]>>
  %cst_1_i32_74 = constant <i32: 1> : tile<i32>
  %cst_0_i32_75 = constant <i32: 0> : tile<i32>
  %tile_76, %result_token_77 = load_view_tko weak %sview_73[%cst_1_i32_74, %cst_0_i32_75] : strided_view<tile=(4x8), traversal_strides=[2,8], padding_value = neg_inf, tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> tile<4x8xf32>, token
  %20:2 = get_index_space_shape %sview_73 : strided_view<tile=(4x8), traversal_strides=[2,8], padding_value = neg_inf, tensor_view<16x32xf32, strides=[32,1]>> -> tile<i32>
  %gsview_78 = make_gather_scatter_view %tview_72 : gather_scatter_view<tile=(8x16), padding_value = neg_inf, tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=0>
  %21 = iota : tile<8xi32>
  %cst_0_i32_79 = constant <i32: 0> : tile<i32>
  %tile_80, %result_token_81 = load_view_tko weak %gsview_78[%21, %cst_0_i32_79] : gather_scatter_view<tile=(8x16), padding_value = neg_inf, tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x16xf32>, token
  %cst_2_f32_82 = constant <f32: 2.000000e+00> : tile<8x16xf32>
  %cst_1_i32_83 = constant <i32: 1> : tile<i32>
  %22 = store_view_tko weak %cst_2_f32_82, %gsview_78[%21, %cst_1_i32_83] : tile<8x16xf32>, gather_scatter_view<tile=(8x16), padding_value = neg_inf, tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> token
  %gsview_84 = make_gather_scatter_view %tview_72 : gather_scatter_view<tile=(4x8), padding_value = neg_inf, tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=1>
  %23 = iota : tile<8xi32>
  %cst_0_i32_85 = constant <i32: 0> : tile<i32>
  %tile_86, %result_token_87 = load_view_tko weak %gsview_84[%cst_0_i32_85, %23] : gather_scatter_view<tile=(4x8), padding_value = neg_inf, tensor_view<16x32xf32, strides=[32,1]>, sparse_dim=1>, tile<i32>, tile<8xi32> -> tile<4x8xf32>, token
  return
}
