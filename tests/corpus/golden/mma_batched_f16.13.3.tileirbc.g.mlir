entry @mma_batched_Kt1_A3f16_7l0_A2f16_3l0_A3f32_7l0_I2_I32_I32_I32(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f16>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f32>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc15)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc15)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc15)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc15)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc15)
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc15)
  %assume_4 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc15)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0, %assume_1], strides = [%assume_2, %assume_3, %assume_4] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,?]> loc(#loc15)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc15)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc15)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc15)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc15)
  %tview_9 = make_tensor_view %arg7, shape = [%assume_5, %assume_6], strides = [%assume_7, %assume_8] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc15)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc15)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc15)
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32> loc(#loc15)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc15)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc15)
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc15)
  %tview_16 = make_tensor_view %arg12, shape = [%assume_10, %assume_11, %assume_12], strides = [%assume_13, %assume_14, %assume_15] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,?]> loc(#loc15)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc16)
  %cst_0_i32_17 = constant <i32: 0> : tile<i32> loc(#loc17)
  %cst_0_i32_18 = constant <i32: 0> : tile<i32> loc(#loc18)
  %pview = make_partition_view %tview : partition_view<tile=(2x32x32), tensor_view<?x?x?xf16, strides=[?,?,?]>> loc(#loc19)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_17, %cst_0_i32_18] token = %0 : partition_view<tile=(2x32x32), tensor_view<?x?x?xf16, strides=[?,?,?]>>, tile<i32> -> tile<2x32x32xf16>, token loc(#loc19)
  %cst_0_i32_19 = constant <i32: 0> : tile<i32> loc(#loc20)
  %cst_0_i32_20 = constant <i32: 0> : tile<i32> loc(#loc21)
  %pview_21 = make_partition_view %tview_9 : partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc22)
  %tile_22, %result_token_23 = load_view_tko weak %pview_21[%cst_0_i32_19, %cst_0_i32_20] token = %0 : partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<32x32xf16>, token loc(#loc22)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<2x32x32xf32> loc(#loc23)
  %cst_0_i32_24 = constant <i32: 0> : tile<i32> loc(#loc24)
  %cst_0_i32_25 = constant <i32: 0> : tile<i32> loc(#loc25)
  %cst_0_i32_26 = constant <i32: 0> : tile<i32> loc(#loc26)
  %reshape = reshape %tile_22 : tile<32x32xf16> -> tile<1x32x32xf16> loc(#loc27)
  %bcast = broadcast %reshape : tile<1x32x32xf16> -> tile<2x32x32xf16> loc(#loc27)
  %1 = mmaf %tile, %bcast, %cst_0_f32 : tile<2x32x32xf16>, tile<2x32x32xf16>, tile<2x32x32xf32> loc(#loc27)
  %pview_27 = make_partition_view %tview_16 : partition_view<tile=(2x32x32), tensor_view<?x?x?xf32, strides=[?,?,?]>> loc(#loc28)
  %2 = store_view_tko weak %1, %pview_27[%cst_0_i32_24, %cst_0_i32_25, %cst_0_i32_26] token = %0 : tile<2x32x32xf32>, partition_view<tile=(2x32x32), tensor_view<?x?x?xf32, strides=[?,?,?]>>, tile<i32> -> token loc(#loc28)
  return loc(#loc14)
} loc(#loc15)
#di_file = #cuda_tile.di_file<"matmul.py" in "kernels">
#loc = loc("kernels/matmul.py":57:0)
#loc1 = loc("kernels/matmul.py":58:26)
#loc2 = loc("kernels/matmul.py":58:29)
#loc3 = loc("kernels/matmul.py":58:32)
#loc4 = loc("kernels/matmul.py":58:8)
#loc5 = loc("kernels/matmul.py":59:26)
#loc6 = loc("kernels/matmul.py":59:29)
#loc7 = loc("kernels/matmul.py":59:8)
#loc8 = loc("kernels/matmul.py":60:10)
#loc9 = loc("kernels/matmul.py":61:25)
#loc10 = loc("kernels/matmul.py":61:28)
#loc11 = loc("kernels/matmul.py":61:31)
#loc12 = loc("kernels/matmul.py":61:40)
#loc13 = loc("kernels/matmul.py":61:4)
#loc14 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 56, name = "mma_batched", linkageName = "mma_batched_Kt1_A3f16_7l0_A2f16_3l0_A3f32_7l0_I2_I32_I32_I32", compileUnit = #di_compile_unit, scopeLine = 56>
#loc15 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
