entry @fused_bias_gelu_dropout_Kt1_A2f16_3l0_A1f16_1l0_A2b8_3l0_A2f16_3l0_I32_I64(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<i1>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<ptr<f16>>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>) optimization_hints=<default = {occupancy = 2}> {
  %0 = make_token : token loc(#loc21)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc21)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc21)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc21)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc21)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc21)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc21)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc21)
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc21)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc21)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc21)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc21)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc21)
  %tview_10 = make_tensor_view %arg8, shape = [%assume_6, %assume_7], strides = [%assume_8, %assume_9] : tile<i32> -> tensor_view<?x?xi1, strides=[?,?]> loc(#loc21)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc21)
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32> loc(#loc21)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc21)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc21)
  %tview_15 = make_tensor_view %arg13, shape = [%assume_11, %assume_12], strides = [%assume_13, %assume_14] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc21)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc22)
  %blockId_x_16, %blockId_y_17, %blockId_z_18 = get_tile_block_id : tile<i32> loc(#loc23)
  %pview = make_partition_view %tview : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc24)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_17] token = %0 : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<32x64xf16>, token loc(#loc24)
  %1 = ftof %tile  : tile<32x64xf16> -> tile<32x64xf32> loc(#loc43)
  %pview_19 = make_partition_view %tview_5 : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>> loc(#loc26)
  %tile_20, %result_token_21 = load_view_tko weak %pview_19[%blockId_y_17] token = %0 : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<64xf16>, token loc(#loc26)
  %2 = ftof %tile_20  : tile<64xf16> -> tile<64xf32> loc(#loc44)
  %reshape = reshape %2 : tile<64xf32> -> tile<1x64xf32> loc(#loc28)
  %bcast = broadcast %reshape : tile<1x64xf32> -> tile<32x64xf32> loc(#loc29)
  %3 = addf %1, %bcast  : tile<32x64xf32> loc(#loc29)
  %cst_f32 = constant <f32: 5.000000e-01> : tile<f32> loc(#loc30)
  %reshape_22 = reshape %cst_f32 : tile<f32> -> tile<1x1xf32> loc(#loc30)
  %bcast_23 = broadcast %reshape_22 : tile<1x1xf32> -> tile<32x64xf32> loc(#loc30)
  %4 = mulf %bcast_23, %3  : tile<32x64xf32> loc(#loc30)
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32> loc(#loc31)
  %cst_f32_24 = constant <f32: 0.797884583> : tile<f32> loc(#loc32)
  %cst_f32_25 = constant <f32: 4.471500e-02> : tile<f32> loc(#loc33)
  %reshape_26 = reshape %cst_f32_25 : tile<f32> -> tile<1x1xf32> loc(#loc33)
  %bcast_27 = broadcast %reshape_26 : tile<1x1xf32> -> tile<32x64xf32> loc(#loc33)
  %5 = mulf %bcast_27, %3  : tile<32x64xf32> loc(#loc33)
  %6 = mulf %5, %3  : tile<32x64xf32> loc(#loc33)
  %7 = fma %6, %3, %3  : tile<32x64xf32> loc(#loc34)
  %reshape_28 = reshape %cst_f32_24 : tile<f32> -> tile<1x1xf32> loc(#loc32)
  %bcast_29 = broadcast %reshape_28 : tile<1x1xf32> -> tile<32x64xf32> loc(#loc32)
  %8 = mulf %bcast_29, %7  : tile<32x64xf32> loc(#loc32)
  %9 = tanh %8  : tile<32x64xf32> loc(#loc35)
  %reshape_30 = reshape %cst_1_f32 : tile<f32> -> tile<1x1xf32> loc(#loc31)
  %bcast_31 = broadcast %reshape_30 : tile<1x1xf32> -> tile<32x64xf32> loc(#loc31)
  %10 = addf %bcast_31, %9  : tile<32x64xf32> loc(#loc31)
  %11 = mulf %4, %10  : tile<32x64xf32> loc(#loc30)
  %pview_32 = make_partition_view %tview_10 : partition_view<tile=(32x64), tensor_view<?x?xi1, strides=[?,?]>> loc(#loc36)
  %tile_33, %result_token_34 = load_view_tko weak %pview_32[%blockId_x, %blockId_y_17] token = %0 : partition_view<tile=(32x64), tensor_view<?x?xi1, strides=[?,?]>>, tile<i32> -> tile<32x64xi1>, token loc(#loc36)
  %cst_f32_35 = constant <f32: 1.250000e+00> : tile<f32> loc(#loc37)
  %reshape_36 = reshape %cst_f32_35 : tile<f32> -> tile<1x1xf32> loc(#loc38)
  %bcast_37 = broadcast %reshape_36 : tile<1x1xf32> -> tile<32x64xf32> loc(#loc38)
  %12 = mulf %11, %bcast_37  : tile<32x64xf32> loc(#loc38)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc39)
  %reshape_38 = reshape %cst_0_f32 : tile<f32> -> tile<1x1xf32> loc(#loc40)
  %bcast_39 = broadcast %reshape_38 : tile<1x1xf32> -> tile<32x64xf32> loc(#loc40)
  %13 = select %tile_33, %12, %bcast_39 : tile<32x64xi1>, tile<32x64xf32> loc(#loc40)
  %14 = ftof %13  : tile<32x64xf32> -> tile<32x64xf16> loc(#loc45)
  %pview_40 = make_partition_view %tview_15 : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc42)
  %15 = store_view_tko weak %14, %pview_40[%blockId_x, %blockId_y_17] token = %0 : tile<32x64xf16>, partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token loc(#loc42)
  return loc(#loc20)
} loc(#loc21)
#di_file = #cuda_tile.di_file<"row_kernels.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/row_kernels.py":155:0)
#loc1 = loc("kernels/row_kernels.py":156:13)
#loc2 = loc("kernels/row_kernels.py":156:24)
#loc3 = loc("kernels/row_kernels.py":157:8)
#loc4 = loc("cuda/tile/_stub.py":678:15)
#loc5 = loc("kernels/row_kernels.py":158:9)
#loc6 = loc("kernels/row_kernels.py":159:12)
#loc7 = loc("kernels/row_kernels.py":159:8)
#loc8 = loc("kernels/row_kernels.py":160:8)
#loc9 = loc("kernels/row_kernels.py":160:19)
#loc10 = loc("kernels/row_kernels.py":160:33)
#loc11 = loc("kernels/row_kernels.py":160:53)
#loc12 = loc("kernels/row_kernels.py":160:49)
#loc13 = loc("kernels/row_kernels.py":160:25)
#loc14 = loc("kernels/row_kernels.py":161:9)
#loc15 = loc("kernels/row_kernels.py":162:56)
#loc16 = loc("kernels/row_kernels.py":162:52)
#loc17 = loc("kernels/row_kernels.py":162:62)
#loc18 = loc("kernels/row_kernels.py":162:39)
#loc19 = loc("kernels/row_kernels.py":162:4)
#loc20 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 154, name = "fused_bias_gelu_dropout", linkageName = "fused_bias_gelu_dropout_Kt1_A2f16_3l0_A1f16_1l0_A2b8_3l0_A2f16_3l0_I32_I64", compileUnit = #di_compile_unit, scopeLine = 154>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram3 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s2", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc21 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc4 in #di_subprogram1>
#loc26 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc4 in #di_subprogram2>
#loc28 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc4 in #di_subprogram3>
#loc42 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc43 = loc(callsite(#loc25 at #loc24))
#loc44 = loc(callsite(#loc27 at #loc26))
#loc45 = loc(callsite(#loc41 at #loc40))
