entry @mma_scaled_fp8_Kt1_A2f8m3fn_3l0_A2f8m0fnu_3l0_A2f8m3fn_3l0_A2f8m0fnu_3l0_A2f32_3l0_I32_I32_I64_I2(%arg0: tile<ptr<f8E4M3FN>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f8E8M0FNU>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f8E4M3FN>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f8E8M0FNU>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<ptr<f32>>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc19)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc19)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc19)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc19)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc19)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf8E4M3FN, strides=[?,?]> loc(#loc19)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc19)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc19)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc19)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc19)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf8E8M0FNU, strides=[?,?]> loc(#loc19)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc19)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc19)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc19)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc19)
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xf8E4M3FN, strides=[?,?]> loc(#loc19)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc19)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc19)
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc19)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc19)
  %tview_17 = make_tensor_view %arg15, shape = [%assume_13, %assume_14], strides = [%assume_15, %assume_16] : tile<i32> -> tensor_view<?x?xf8E8M0FNU, strides=[?,?]> loc(#loc19)
  %assume_18 = assume bounded<0, ?>, %arg21 : tile<i32> loc(#loc19)
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32> loc(#loc19)
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32> loc(#loc19)
  %assume_21 = assume bounded<0, ?>, %arg24 : tile<i32> loc(#loc19)
  %tview_22 = make_tensor_view %arg20, shape = [%assume_18, %assume_19], strides = [%assume_20, %assume_21] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc19)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc20)
  %cst_0_i32_23 = constant <i32: 0> : tile<i32> loc(#loc21)
  %pview = make_partition_view %tview : partition_view<tile=(32x64), tensor_view<?x?xf8E4M3FN, strides=[?,?]>> loc(#loc22)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_23] token = %0 : partition_view<tile=(32x64), tensor_view<?x?xf8E4M3FN, strides=[?,?]>>, tile<i32> -> tile<32x64xf8E4M3FN>, token loc(#loc22)
  %cst_0_i32_24 = constant <i32: 0> : tile<i32> loc(#loc23)
  %cst_0_i32_25 = constant <i32: 0> : tile<i32> loc(#loc24)
  %pview_26 = make_partition_view %tview_7 : partition_view<tile=(32x2), tensor_view<?x?xf8E8M0FNU, strides=[?,?]>> loc(#loc25)
  %tile_27, %result_token_28 = load_view_tko weak %pview_26[%cst_0_i32_24, %cst_0_i32_25] token = %0 : partition_view<tile=(32x2), tensor_view<?x?xf8E8M0FNU, strides=[?,?]>>, tile<i32> -> tile<32x2xf8E8M0FNU>, token loc(#loc25)
  %cst_0_i32_29 = constant <i32: 0> : tile<i32> loc(#loc26)
  %cst_0_i32_30 = constant <i32: 0> : tile<i32> loc(#loc27)
  %pview_31 = make_partition_view %tview_12 : partition_view<tile=(64x32), tensor_view<?x?xf8E4M3FN, strides=[?,?]>> loc(#loc28)
  %tile_32, %result_token_33 = load_view_tko weak %pview_31[%cst_0_i32_29, %cst_0_i32_30] token = %0 : partition_view<tile=(64x32), tensor_view<?x?xf8E4M3FN, strides=[?,?]>>, tile<i32> -> tile<64x32xf8E4M3FN>, token loc(#loc28)
  %cst_0_i32_34 = constant <i32: 0> : tile<i32> loc(#loc29)
  %cst_0_i32_35 = constant <i32: 0> : tile<i32> loc(#loc30)
  %pview_36 = make_partition_view %tview_17 : partition_view<tile=(2x32), tensor_view<?x?xf8E8M0FNU, strides=[?,?]>> loc(#loc31)
  %tile_37, %result_token_38 = load_view_tko weak %pview_36[%cst_0_i32_34, %cst_0_i32_35] token = %0 : partition_view<tile=(2x32), tensor_view<?x?xf8E8M0FNU, strides=[?,?]>>, tile<i32> -> tile<2x32xf8E8M0FNU>, token loc(#loc31)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<32x32xf32> loc(#loc32)
  %cst_0_i32_39 = constant <i32: 0> : tile<i32> loc(#loc33)
  %cst_0_i32_40 = constant <i32: 0> : tile<i32> loc(#loc34)
  %1 = mmaf_scaled %tile, %tile_32, %cst_0_f32, %tile_27, %tile_37 : tile<32x64xf8E4M3FN>, tile<64x32xf8E4M3FN>, tile<32x32xf32>, tile<32x2xf8E8M0FNU>, tile<2x32xf8E8M0FNU> loc(#loc35)
  %pview_41 = make_partition_view %tview_22 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc36)
  %2 = store_view_tko weak %1, %pview_41[%cst_0_i32_39, %cst_0_i32_40] token = %0 : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc36)
  return loc(#loc18)
} loc(#loc19)
#di_file = #cuda_tile.di_file<"matmul.py" in "kernels">
#loc = loc("kernels/matmul.py":65:0)
#loc1 = loc("kernels/matmul.py":67:26)
#loc2 = loc("kernels/matmul.py":67:29)
#loc3 = loc("kernels/matmul.py":67:8)
#loc4 = loc("kernels/matmul.py":68:28)
#loc5 = loc("kernels/matmul.py":68:31)
#loc6 = loc("kernels/matmul.py":68:9)
#loc7 = loc("kernels/matmul.py":69:26)
#loc8 = loc("kernels/matmul.py":69:29)
#loc9 = loc("kernels/matmul.py":69:8)
#loc10 = loc("kernels/matmul.py":70:28)
#loc11 = loc("kernels/matmul.py":70:31)
#loc12 = loc("kernels/matmul.py":70:9)
#loc13 = loc("kernels/matmul.py":71:10)
#loc14 = loc("kernels/matmul.py":72:25)
#loc15 = loc("kernels/matmul.py":72:28)
#loc16 = loc("kernels/matmul.py":72:37)
#loc17 = loc("kernels/matmul.py":72:4)
#loc18 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 64, name = "mma_scaled_fp8", linkageName = "mma_scaled_fp8_Kt1_A2f8m3fn_3l0_A2f8m0fnu_3l0_A2f8m3fn_3l0_A2f8m0fnu_3l0_A2f32_3l0_I32_I32_I64_I2", compileUnit = #di_compile_unit, scopeLine = 64>
#loc19 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
