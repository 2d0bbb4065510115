entry @mma_tf32_Kt1_A2f32_3l0_A2f32_3l0_A2f32_3l0_I32_I32_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc14)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc14)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc14)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc14)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc14)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc14)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc14)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc14)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc14)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc14)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc14)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc14)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc14)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc14)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc14)
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc14)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc15)
  %cst_0_i32_13 = constant <i32: 0> : tile<i32> loc(#loc16)
  %pview = make_partition_view %tview : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc17)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_13] token = %0 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<32x32xf32>, token loc(#loc17)
  %1 = ftof %tile  : tile<32x32xf32> -> tile<32x32xtf32> loc(#loc28)
  %cst_0_i32_14 = constant <i32: 0> : tile<i32> loc(#loc19)
  %cst_0_i32_15 = constant <i32: 0> : tile<i32> loc(#loc20)
  %pview_16 = make_partition_view %tview_7 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc21)
  %tile_17, %result_token_18 = load_view_tko weak %pview_16[%cst_0_i32_14, %cst_0_i32_15] token = %0 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<32x32xf32>, token loc(#loc21)
  %2 = ftof %tile_17  : tile<32x32xf32> -> tile<32x32xtf32> loc(#loc29)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<32x32xf32> loc(#loc23)
  %cst_0_i32_19 = constant <i32: 0> : tile<i32> loc(#loc24)
  %cst_0_i32_20 = constant <i32: 0> : tile<i32> loc(#loc25)
  %3 = mmaf %1, %2, %cst_0_f32 : tile<32x32xtf32>, tile<32x32xtf32>, tile<32x32xf32> loc(#loc26)
  %pview_21 = make_partition_view %tview_12 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc27)
  %4 = store_view_tko weak %3, %pview_21[%cst_0_i32_19, %cst_0_i32_20] token = %0 : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc27)
  return loc(#loc13)
} loc(#loc14)
#di_file = #cuda_tile.di_file<"matmul.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/matmul.py":33:0)
#loc1 = loc("kernels/matmul.py":34:26)
#loc2 = loc("kernels/matmul.py":34:29)
#loc3 = loc("kernels/matmul.py":34:8)
#loc4 = loc("cuda/tile/_stub.py":678:15)
#loc5 = loc("kernels/matmul.py":35:26)
#loc6 = loc("kernels/matmul.py":35:29)
#loc7 = loc("kernels/matmul.py":35:8)
#loc8 = loc("kernels/matmul.py":36:10)
#loc9 = loc("kernels/matmul.py":37:25)
#loc10 = loc("kernels/matmul.py":37:28)
#loc11 = loc("kernels/matmul.py":37:37)
#loc12 = loc("kernels/matmul.py":37:4)
#loc13 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 32, name = "mma_tf32", linkageName = "mma_tf32_Kt1_A2f32_3l0_A2f32_3l0_A2f32_3l0_I32_I32_I32", compileUnit = #di_compile_unit, scopeLine = 32>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc14 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc4 in #di_subprogram1>
#loc19 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc4 in #di_subprogram2>
#loc23 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc28 = loc(callsite(#loc18 at #loc17))
#loc29 = loc(callsite(#loc22 at #loc21))
