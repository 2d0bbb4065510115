entry @mma_scaled_fp4_Kt1_A2f16_3l0_A2f8m3fn_3l0_A2f16_3l0_A2f8m3fn_3l0_A2f32_3l0_I32_I32_I64_I4(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f8E4M3FN>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f8E4M3FN>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<ptr<f32>>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc20)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc20)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc20)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc20)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc20)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc20)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc20)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc20)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc20)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc20)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf8E4M3FN, strides=[?,?]> loc(#loc20)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc20)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc20)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc20)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc20)
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc20)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc20)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc20)
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc20)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc20)
  %tview_17 = make_tensor_view %arg15, shape = [%assume_13, %assume_14], strides = [%assume_15, %assume_16] : tile<i32> -> tensor_view<?x?xf8E4M3FN, strides=[?,?]> loc(#loc20)
  %assume_18 = assume bounded<0, ?>, %arg21 : tile<i32> loc(#loc20)
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32> loc(#loc20)
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32> loc(#loc20)
  %assume_21 = assume bounded<0, ?>, %arg24 : tile<i32> loc(#loc20)
  %tview_22 = make_tensor_view %arg20, shape = [%assume_18, %assume_19], strides = [%assume_20, %assume_21] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc20)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc21)
  %cst_0_i32_23 = constant <i32: 0> : tile<i32> loc(#loc22)
  %pview = make_partition_view %tview : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc23)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_23] token = %0 : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<32x64xf16>, token loc(#loc23)
  %1 = ftof %tile  : tile<32x64xf16> -> tile<32x64xf4E2M1FN> loc(#loc40)
  %cst_0_i32_24 = constant <i32: 0> : tile<i32> loc(#loc25)
  %cst_0_i32_25 = constant <i32: 0> : tile<i32> loc(#loc26)
  %pview_26 = make_partition_view %tview_7 : partition_view<tile=(32x4), tensor_view<?x?xf8E4M3FN, strides=[?,?]>> loc(#loc27)
  %tile_27, %result_token_28 = load_view_tko weak %pview_26[%cst_0_i32_24, %cst_0_i32_25] token = %0 : partition_view<tile=(32x4), tensor_view<?x?xf8E4M3FN, strides=[?,?]>>, tile<i32> -> tile<32x4xf8E4M3FN>, token loc(#loc27)
  %cst_0_i32_29 = constant <i32: 0> : tile<i32> loc(#loc28)
  %cst_0_i32_30 = constant <i32: 0> : tile<i32> loc(#loc29)
  %pview_31 = make_partition_view %tview_12 : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc30)
  %tile_32, %result_token_33 = load_view_tko weak %pview_31[%cst_0_i32_29, %cst_0_i32_30] token = %0 : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<64x32xf16>, token loc(#loc30)
  %2 = ftof %tile_32  : tile<64x32xf16> -> tile<64x32xf4E2M1FN> loc(#loc41)
  %cst_0_i32_34 = constant <i32: 0> : tile<i32> loc(#loc32)
  %cst_0_i32_35 = constant <i32: 0> : tile<i32> loc(#loc33)
  %pview_36 = make_partition_view %tview_17 : partition_view<tile=(4x32), tensor_view<?x?xf8E4M3FN, strides=[?,?]>> loc(#loc34)
  %tile_37, %result_token_38 = load_view_tko weak %pview_36[%cst_0_i32_34, %cst_0_i32_35] token = %0 : partition_view<tile=(4x32), tensor_view<?x?xf8E4M3FN, strides=[?,?]>>, tile<i32> -> tile<4x32xf8E4M3FN>, token loc(#loc34)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<32x32xf32> loc(#loc35)
  %cst_0_i32_39 = constant <i32: 0> : tile<i32> loc(#loc36)
  %cst_0_i32_40 = constant <i32: 0> : tile<i32> loc(#loc37)
  %3 = mmaf_scaled %1, %2, %cst_0_f32, %tile_27, %tile_37 : tile<32x64xf4E2M1FN>, tile<64x32xf4E2M1FN>, tile<32x32xf32>, tile<32x4xf8E4M3FN>, tile<4x32xf8E4M3FN> loc(#loc38)
  %pview_41 = make_partition_view %tview_22 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc39)
  %4 = store_view_tko weak %3, %pview_41[%cst_0_i32_39, %cst_0_i32_40] token = %0 : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc39)
  return loc(#loc19)
} loc(#loc20)
#di_file = #cuda_tile.di_file<"matmul.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/matmul.py":76:0)
#loc1 = loc("kernels/matmul.py":78:26)
#loc2 = loc("kernels/matmul.py":78:29)
#loc3 = loc("kernels/matmul.py":78:8)
#loc4 = loc("cuda/tile/_stub.py":678:15)
#loc5 = loc("kernels/matmul.py":79:28)
#loc6 = loc("kernels/matmul.py":79:31)
#loc7 = loc("kernels/matmul.py":79:9)
#loc8 = loc("kernels/matmul.py":80:26)
#loc9 = loc("kernels/matmul.py":80:29)
#loc10 = loc("kernels/matmul.py":80:8)
#loc11 = loc("kernels/matmul.py":81:28)
#loc12 = loc("kernels/matmul.py":81:31)
#loc13 = loc("kernels/matmul.py":81:9)
#loc14 = loc("kernels/matmul.py":82:10)
#loc15 = loc("kernels/matmul.py":83:25)
#loc16 = loc("kernels/matmul.py":83:28)
#loc17 = loc("kernels/matmul.py":83:37)
#loc18 = loc("kernels/matmul.py":83:4)
#loc19 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 75, name = "mma_scaled_fp4", linkageName = "mma_scaled_fp4_Kt1_A2f16_3l0_A2f8m3fn_3l0_A2f16_3l0_A2f8m3fn_3l0_A2f32_3l0_I32_I32_I64_I4", compileUnit = #di_compile_unit, scopeLine = 75>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc20 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc4 in #di_subprogram1>
#loc25 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc4 in #di_subprogram2>
#loc32 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc40 = loc(callsite(#loc24 at #loc23))
#loc41 = loc(callsite(#loc31 at #loc30))
