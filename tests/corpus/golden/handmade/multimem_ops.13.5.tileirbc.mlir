entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %0 = ptr_to_ptr %arg3 : tile<ptr<f16>> -> tile<ptr<f16, <multicast>>>
  %tview = make_tensor_view %0, shape = [64], strides = [1] : tile<ptr<f16, <multicast>>> -> tensor_view<64xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>
  %pview = make_partition_view %tview : partition_view<tile=(16), tensor_view<64xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>
  %1 = make_token : token
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %reduced_values, %result_token = multimem_load_reduce_view_tko relaxed sys %pview[%cst_0_i32] token = %1  : partition_view<tile=(16), tensor_view<64xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32>, token -> tile<16xf16>, token
  %2 = ptr_to_ptr %arg3 : tile<ptr<f16>> -> tile<ptr<f16, <multicast>>>
  %tview_0 = make_tensor_view %2, shape = [64], strides = [1] : tile<ptr<f16, <multicast>>> -> tensor_view<64xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>
  %pview_1 = make_partition_view %tview_0 : partition_view<tile=(16), tensor_view<64xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>
  %3 = make_token : token
  %cst_0_i32_2 = constant <i32: 0> : tile<i32>
  %reduced_values_3, %result_token_4 = multimem_load_reduce_view_tko relaxed sys %pview_1[%cst_0_i32_2] token = %3  attributes {reduction = #cuda_tile.multimem_reduction_kind<min>} : partition_view<tile=(16), tensor_view<64xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32>, token -> tile<16xf16>, token
  %4 = ptr_to_ptr %arg3 : tile<ptr<f16>> -> tile<ptr<f16, <multicast>>>
  %tview_5 = make_tensor_view %4, shape = [64], strides = [1] : tile<ptr<f16, <multicast>>> -> tensor_view<64xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>
  %pview_6 = make_partition_view %tview_5 : partition_view<tile=(16), tensor_view<64xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>
  %5 = make_token : token
  %cst_0_i32_7 = constant <i32: 0> : tile<i32>
  %reduced_values_8, %result_token_9 = multimem_load_reduce_view_tko relaxed sys %pview_6[%cst_0_i32_7] token = %5  attributes {reduction = #cuda_tile.multimem_reduction_kind<max>} : partition_view<tile=(16), tensor_view<64xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32>, token -> tile<16xf16>, token
  %6 = ptr_to_ptr %arg0 : tile<ptr<f32>> -> tile<ptr<f32, <multicast>>>
  %tview_10 = make_tensor_view %6, shape = [64], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
  %pview_11 = make_partition_view %tview_10 : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
  %7 = make_token : token
  %cst_0_i32_12 = constant <i32: 0> : tile<i32>
  %reduced_values_13, %result_token_14 = multimem_load_reduce_view_tko relaxed sys %pview_11[%cst_0_i32_12] token = %7  : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32>, token -> tile<16xf32>, token
  %8 = ptr_to_ptr %arg1 : tile<ptr<i32>> -> tile<ptr<i32, <multicast>>>
  %tview_15 = make_tensor_view %8, shape = [64], strides = [1] : tile<ptr<i32, <multicast>>> -> tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
  %pview_16 = make_partition_view %tview_15 : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
  %9 = make_token : token
  %cst_0_i32_17 = constant <i32: 0> : tile<i32>
  %reduced_values_18, %result_token_19 = multimem_load_reduce_view_tko relaxed sys %pview_16[%cst_0_i32_17] token = %9  : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32>, token -> tile<16xi32>, token
  %10 = ptr_to_ptr %arg1 : tile<ptr<i32>> -> tile<ptr<i32, <multicast>>>
  %tview_20 = make_tensor_view %10, shape = [64], strides = [1] : tile<ptr<i32, <multicast>>> -> tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
  %pview_21 = make_partition_view %tview_20 : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
  %11 = make_token : token
  %cst_0_i32_22 = constant <i32: 0> : tile<i32>
  %reduced_values_23, %result_token_24 = multimem_load_reduce_view_tko relaxed sys %pview_21[%cst_0_i32_22] token = %11  attributes {reduction = #cuda_tile.multimem_reduction_kind<min>} : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32>, token -> tile<16xi32>, token
  %12 = ptr_to_ptr %arg1 : tile<ptr<i32>> -> tile<ptr<i32, <multicast>>>
  %tview_25 = make_tensor_view %12, shape = [64], strides = [1] : tile<ptr<i32, <multicast>>> -> tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
  %pview_26 = make_partition_view %tview_25 : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
  %13 = make_token : token
  %cst_0_i32_27 = constant <i32: 0> : tile<i32>
  %reduced_values_28, %result_token_29 = multimem_load_reduce_view_tko relaxed sys %pview_26[%cst_0_i32_27] token = %13  attributes {reduction = #cuda_tile.multimem_reduction_kind<max>} : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32>, token -> tile<16xi32>, token
  %14 = ptr_to_ptr %arg1 : tile<ptr<i32>> -> tile<ptr<i32, <multicast>>>
  %tview_30 = make_tensor_view %14, shape = [64], strides = [1] : tile<ptr<i32, <multicast>>> -> tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
  %pview_31 = make_partition_view %tview_30 : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
  %15 = make_token : token
  %cst_0_i32_32 = constant <i32: 0> : tile<i32>
  %reduced_values_33, %result_token_34 = multimem_load_reduce_view_tko relaxed sys %pview_31[%cst_0_i32_32] token = %15  attributes {reduction = #cuda_tile.multimem_reduction_kind<and>} : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32>, token -> tile<16xi32>, token
  %16 = ptr_to_ptr %arg1 : tile<ptr<i32>> -> tile<ptr<i32, <multicast>>>
  %tview_35 = make_tensor_view %16, shape = [64], strides = [1] : tile<ptr<i32, <multicast>>> -> tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
  %pview_36 = make_partition_view %tview_35 : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
  %17 = make_token : token
  %cst_0_i32_37 = constant <i32: 0> : tile<i32>
  %reduced_values_38, %result_token_39 = multimem_load_reduce_view_tko relaxed sys %pview_36[%cst_0_i32_37] token = %17  attributes {reduction = #cuda_tile.multimem_reduction_kind<or>} : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32>, token -> tile<16xi32>, token
  %18 = ptr_to_ptr %arg1 : tile<ptr<i32>> -> tile<ptr<i32, <multicast>>>
  %tview_40 = make_tensor_view %18, shape = [64], strides = [1] : tile<ptr<i32, <multicast>>> -> tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
  %pview_41 = make_partition_view %tview_40 : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
  %19 = make_token : token
  %cst_0_i32_42 = constant <i32: 0> : tile<i32>
  %reduced_values_43, %result_token_44 = multimem_load_reduce_view_tko relaxed sys %pview_41[%cst_0_i32_42] token = %19  attributes {reduction = #cuda_tile.multimem_reduction_kind<xor>} : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32>, token -> tile<16xi32>, token
  %20 = ptr_to_ptr %arg1 : tile<ptr<i32>> -> tile<ptr<i32, <multicast>>>
  %tview_45 = make_tensor_view %20, shape = [64], strides = [1] : tile<ptr<i32, <multicast>>> -> tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
  %pview_46 = make_partition_view %tview_45 : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
  %21 = make_token : token
  %cst_0_i32_47 = constant <i32: 0> : tile<i32>
  %reduced_values_48, %result_token_49 = multimem_load_reduce_view_tko relaxed sys %pview_46[%cst_0_i32_47] token = %21  attributes {reduction = #cuda_tile.multimem_reduction_kind<umin>} : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32>, token -> tile<16xi32>, token
  %22 = ptr_to_ptr %arg1 : tile<ptr<i32>> -> tile<ptr<i32, <multicast>>>
  %tview_50 = make_tensor_view %22, shape = [64], strides = [1] : tile<ptr<i32, <multicast>>> -> tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
  %pview_51 = make_partition_view %tview_50 : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
  %23 = make_token : token
  %cst_0_i32_52 = constant <i32: 0> : tile<i32>
  %reduced_values_53, %result_token_54 = multimem_load_reduce_view_tko relaxed sys %pview_51[%cst_0_i32_52] token = %23  attributes {reduction = #cuda_tile.multimem_reduction_kind<umax>} : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32>, token -> tile<16xi32>, token
  %24 = ptr_to_ptr %arg3 : tile<ptr<f16>> -> tile<ptr<f16, <multicast>>>
  %tview_55 = make_tensor_view %24, shape = [64], strides = [1] : tile<ptr<f16, <multicast>>> -> tensor_view<64xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>
  %pview_56 = make_partition_view %tview_55 : partition_view<tile=(16), tensor_view<64xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>
  %25 = make_token : token
  %cst_1_f16 = constant <f16: 1.000000e+00> : tile<16xf16>
  %cst_0_i32_57 = constant <i32: 0> : tile<i32>
  %26 = multimem_reduce_view_tko relaxed sys %pview_56, %cst_1_f16[%cst_0_i32_57] token = %25  : partition_view<tile=(16), tensor_view<64xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<16xf16>, tile<i32>, token -> token
  %27 = ptr_to_ptr %arg0 : tile<ptr<f32>> -> tile<ptr<f32, <multicast>>>
  %tview_58 = make_tensor_view %27, shape = [64], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
  %pview_59 = make_partition_view %tview_58 : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
  %28 = make_token : token
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<16xf32>
  %cst_0_i32_60 = constant <i32: 0> : tile<i32>
  %29 = multimem_reduce_view_tko relaxed sys %pview_59, %cst_1_f32[%cst_0_i32_60] token = %28  : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<16xf32>, tile<i32>, token -> token
  %30 = ptr_to_ptr %arg1 : tile<ptr<i32>> -> tile<ptr<i32, <multicast>>>
  %tview_61 = make_tensor_view %30, shape = [64], strides = [1] : tile<ptr<i32, <multicast>>> -> tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
  %pview_62 = make_partition_view %tview_61 : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
  %31 = make_token : token
  %cst_1_i32 = constant <i32: 1> : tile<16xi32>
  %cst_0_i32_63 = constant <i32: 0> : tile<i32>
  %32 = multimem_reduce_view_tko relaxed sys %pview_62, %cst_1_i32[%cst_0_i32_63] token = %31  : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<16xi32>, tile<i32>, token -> token
  %33 = ptr_to_ptr %arg1 : tile<ptr<i32>> -> tile<ptr<i32, <multicast>>>
  %tview_64 = make_tensor_view %33, shape = [64], strides = [1] : tile<ptr<i32, <multicast>>> -> tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
  %pview_65 = make_partition_view %tview_64 : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
  %34 = make_token : token
  %cst_1_i32_66 = constant <i32: 1> : tile<16xi32>
  %cst_0_i32_67 = constant <i32: 0> : tile<i32>
  %35 = multimem_reduce_view_tko relaxed sys %pview_65, %cst_1_i32_66[%cst_0_i32_67] token = %34  attributes {reduction = #cuda_tile.multimem_reduction_kind<min>} : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<16xi32>, tile<i32>, token -> token
  %36 = ptr_to_ptr %arg1 : tile<ptr<i32>> -> tile<ptr<i32, <multicast>>>
  %tview_68 = make_tensor_view %36, shape = [64], strides = [1] : tile<ptr<i32, <multicast>>> -> tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
  %pview_69 = make_partition_view %tview_68 : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
  %37 = make_token : token
  %cst_1_i32_70 = constant <i32: 1> : tile<16xi32>
  %cst_0_i32_71 = constant <i32: 0> : tile<i32>
  %38 = multimem_reduce_view_tko relaxed sys %pview_69, %cst_1_i32_70[%cst_0_i32_71] token = %37  attributes {reduction = #cuda_tile.multimem_reduction_kind<max>} : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<16xi32>, tile<i32>, token -> token
  %39 = ptr_to_ptr %arg1 : tile<ptr<i32>> -> tile<ptr<i32, <multicast>>>
  %tview_72 = make_tensor_view %39, shape = [64], strides = [1] : tile<ptr<i32, <multicast>>> -> tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
  %pview_73 = make_partition_view %tview_72 : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
  %40 = make_token : token
  %cst_1_i32_74 = constant <i32: 1> : tile<16xi32>
  %cst_0_i32_75 = constant <i32: 0> : tile<i32>
  %41 = multimem_reduce_view_tko relaxed sys %pview_73, %cst_1_i32_74[%cst_0_i32_75] token = %40  attributes {reduction = #cuda_tile.multimem_reduction_kind<and>} : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<16xi32>, tile<i32>, token -> token
  %42 = ptr_to_ptr %arg1 : tile<ptr<i32>> -> tile<ptr<i32, <multicast>>>
  %tview_76 = make_tensor_view %42, shape = [64], strides = [1] : tile<ptr<i32, <multicast>>> -> tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
  %pview_77 = make_partition_view %tview_76 : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
  %43 = make_token : token
  %cst_1_i32_78 = constant <i32: 1> : tile<16xi32>
  %cst_0_i32_79 = constant <i32: 0> : tile<i32>
  %44 = multimem_reduce_view_tko relaxed sys %pview_77, %cst_1_i32_78[%cst_0_i32_79] token = %43  attributes {reduction = #cuda_tile.multimem_reduction_kind<or>} : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<16xi32>, tile<i32>, token -> token
  %45 = ptr_to_ptr %arg1 : tile<ptr<i32>> -> tile<ptr<i32, <multicast>>>
  %tview_80 = make_tensor_view %45, shape = [64], strides = [1] : tile<ptr<i32, <multicast>>> -> tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
  %pview_81 = make_partition_view %tview_80 : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
  %46 = make_token : token
  %cst_1_i32_82 = constant <i32: 1> : tile<16xi32>
  %cst_0_i32_83 = constant <i32: 0> : tile<i32>
  %47 = multimem_reduce_view_tko relaxed sys %pview_81, %cst_1_i32_82[%cst_0_i32_83] token = %46  attributes {reduction = #cuda_tile.multimem_reduction_kind<xor>} : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<16xi32>, tile<i32>, token -> token
  %48 = ptr_to_ptr %arg1 : tile<ptr<i32>> -> tile<ptr<i32, <multicast>>>
  %tview_84 = make_tensor_view %48, shape = [64], strides = [1] : tile<ptr<i32, <multicast>>> -> tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
  %pview_85 = make_partition_view %tview_84 : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
  %49 = make_token : token
  %cst_1_i32_86 = constant <i32: 1> : tile<16xi32>
  %cst_0_i32_87 = constant <i32: 0> : tile<i32>
  %50 = multimem_reduce_view_tko relaxed sys %pview_85, %cst_1_i32_86[%cst_0_i32_87] token = %49  attributes {reduction = #cuda_tile.multimem_reduction_kind<umin>} : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<16xi32>, tile<i32>, token -> token
  %51 = ptr_to_ptr %arg1 : tile<ptr<i32>> -> tile<ptr<i32, <multicast>>>
  %tview_88 = make_tensor_view %51, shape = [64], strides = [1] : tile<ptr<i32, <multicast>>> -> tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
  %pview_89 = make_partition_view %tview_88 : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
  %52 = make_token : token
  %cst_1_i32_90 = constant <i32: 1> : tile<16xi32>
  %cst_0_i32_91 = constant <i32: 0> : tile<i32>
  %53 = multimem_reduce_view_tko relaxed sys %pview_89, %cst_1_i32_90[%cst_0_i32_91] token = %52  attributes {reduction = #cuda_tile.multimem_reduction_kind<umax>} : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<16xi32>, tile<i32>, token -> token
  %54 = ptr_to_ptr %arg0 : tile<ptr<f32>> -> tile<ptr<f32, <multicast>>>
  %tview_92 = make_tensor_view %54, shape = [64], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
  %pview_93 = make_partition_view %tview_92 : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
  %55 = make_token : token
  %cst_1_f32_94 = constant <f32: 1.000000e+00> : tile<16xf32>
  %cst_0_i32_95 = constant <i32: 0> : tile<i32>
  %56 = multimem_store_view_tko relaxed sys %pview_93, %cst_1_f32_94[%cst_0_i32_95] token = %55 inbounds = [true] : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<16xf32>, tile<i32>, token -> token
  %57 = ptr_to_ptr %arg1 : tile<ptr<i32>> -> tile<ptr<i32, <multicast>>>
  %tview_96 = make_tensor_view %57, shape = [64], strides = [1] : tile<ptr<i32, <multicast>>> -> tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
  %pview_97 = make_partition_view %tview_96 : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
  %58 = make_token : token
  %cst_1_i32_98 = constant <i32: 1> : tile<16xi32>
  %cst_0_i32_99 = constant <i32: 0> : tile<i32>
  %59 = multimem_store_view_tko relaxed sys %pview_97, %cst_1_i32_98[%cst_0_i32_99] token = %58 inbounds = [true] : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<16xi32>, tile<i32>, token -> token
  %60 = ptr_to_ptr %arg0 : tile<ptr<f32>> -> tile<ptr<f32, <multicast>>>
  %tview_100 = make_tensor_view %60, shape = [64], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
  %pview_101 = make_partition_view %tview_100 : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
  %61 = make_token : token
  %cst_0_i32_102 = constant <i32: 0> : tile<i32>
  %reduced_values_103, %result_token_104 = multimem_load_reduce_view_tko relaxed tl_blk %pview_101[%cst_0_i32_102] token = %61  : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32>, token -> tile<16xf32>, token
  %62 = ptr_to_ptr %arg0 : tile<ptr<f32>> -> tile<ptr<f32, <multicast>>>
  %tview_105 = make_tensor_view %62, shape = [64], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
  %pview_106 = make_partition_view %tview_105 : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
  %63 = make_token : token
  %cst_0_i32_107 = constant <i32: 0> : tile<i32>
  %reduced_values_108, %result_token_109 = multimem_load_reduce_view_tko relaxed device %pview_106[%cst_0_i32_107] token = %63  : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32>, token -> tile<16xf32>, token
  %64 = ptr_to_ptr %arg0 : tile<ptr<f32>> -> tile<ptr<f32, <multicast>>>
  %tview_110 = make_tensor_view %64, shape = [64], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
  %pview_111 = make_partition_view %tview_110 : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
  %65 = make_token : token
  %cst_0_i32_112 = constant <i32: 0> : tile<i32>
  %reduced_values_113, %result_token_114 = multimem_load_reduce_view_tko relaxed sys %pview_111[%cst_0_i32_112] token = %65  : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32>, token -> tile<16xf32>, token
  %66 = ptr_to_ptr %arg0 : tile<ptr<f32>> -> tile<ptr<f32, <multicast>>>
  %tview_115 = make_tensor_view %66, shape = [64], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
  %pview_116 = make_partition_view %tview_115 : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
  %67 = make_token : token
  %cst_0_i32_117 = constant <i32: 0> : tile<i32>
  %reduced_values_118, %result_token_119 = multimem_load_reduce_view_tko acquire tl_blk %pview_116[%cst_0_i32_117] token = %67  : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32>, token -> tile<16xf32>, token
  %68 = ptr_to_ptr %arg0 : tile<ptr<f32>> -> tile<ptr<f32, <multicast>>>
  %tview_120 = make_tensor_view %68, shape = [64], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
  %pview_121 = make_partition_view %tview_120 : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
  %69 = make_token : token
  %cst_0_i32_122 = constant <i32: 0> : tile<i32>
  %reduced_values_123, %result_token_124 = multimem_load_reduce_view_tko acquire device %pview_121[%cst_0_i32_122] token = %69  : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32>, token -> tile<16xf32>, token
  %70 = ptr_to_ptr %arg0 : tile<ptr<f32>> -> tile<ptr<f32, <multicast>>>
  %tview_125 = make_tensor_view %70, shape = [64], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
  %pview_126 = make_partition_view %tview_125 : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
  %71 = make_token : token
  %cst_0_i32_127 = constant <i32: 0> : tile<i32>
  %reduced_values_128, %result_token_129 = multimem_load_reduce_view_tko acquire sys %pview_126[%cst_0_i32_127] token = %71  : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32>, token -> tile<16xf32>, token
  return
}
