entry @mma_tile_Kt1_A2f64_3l0_A2f64_3l0_A2f64_3l0_A2f64_3l0_I32_I32_I32(%arg0: tile<ptr<f64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f64>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f64>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f64>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc15)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc15)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc15)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc15)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc15)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf64, strides=[?,?]> loc(#loc15)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc15)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc15)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc15)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc15)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf64, strides=[?,?]> loc(#loc15)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc15)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc15)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc15)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc15)
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xf64, strides=[?,?]> loc(#loc15)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc15)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc15)
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc15)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc15)
  %tview_17 = make_tensor_view %arg15, shape = [%assume_13, %assume_14], strides = [%assume_15, %assume_16] : tile<i32> -> tensor_view<?x?xf64, strides=[?,?]> loc(#loc15)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc16)
  %cst_0_i32_18 = constant <i32: 0> : tile<i32> loc(#loc17)
  %pview = make_partition_view %tview : partition_view<tile=(32x32), tensor_view<?x?xf64, strides=[?,?]>> loc(#loc18)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_18] token = %0 : partition_view<tile=(32x32), tensor_view<?x?xf64, strides=[?,?]>>, tile<i32> -> tile<32x32xf64>, token loc(#loc18)
  %cst_0_i32_19 = constant <i32: 0> : tile<i32> loc(#loc19)
  %cst_0_i32_20 = constant <i32: 0> : tile<i32> loc(#loc20)
  %pview_21 = make_partition_view %tview_7 : partition_view<tile=(32x32), tensor_view<?x?xf64, strides=[?,?]>> loc(#loc21)
  %tile_22, %result_token_23 = load_view_tko weak %pview_21[%cst_0_i32_19, %cst_0_i32_20] token = %0 : partition_view<tile=(32x32), tensor_view<?x?xf64, strides=[?,?]>>, tile<i32> -> tile<32x32xf64>, token loc(#loc21)
  %cst_0_i32_24 = constant <i32: 0> : tile<i32> loc(#loc22)
  %cst_0_i32_25 = constant <i32: 0> : tile<i32> loc(#loc23)
  %pview_26 = make_partition_view %tview_12 : partition_view<tile=(32x32), tensor_view<?x?xf64, strides=[?,?]>> loc(#loc24)
  %tile_27, %result_token_28 = load_view_tko weak %pview_26[%cst_0_i32_24, %cst_0_i32_25] token = %0 : partition_view<tile=(32x32), tensor_view<?x?xf64, strides=[?,?]>>, tile<i32> -> tile<32x32xf64>, token loc(#loc24)
  %cst_0_i32_29 = constant <i32: 0> : tile<i32> loc(#loc25)
  %cst_0_i32_30 = constant <i32: 0> : tile<i32> loc(#loc26)
  %1 = mmaf %tile, %tile_22, %tile_27 : tile<32x32xf64>, tile<32x32xf64>, tile<32x32xf64> loc(#loc27)
  %pview_31 = make_partition_view %tview_17 : partition_view<tile=(32x32), tensor_view<?x?xf64, strides=[?,?]>> loc(#loc28)
  %2 = store_view_tko weak %1, %pview_31[%cst_0_i32_29, %cst_0_i32_30] token = %0 : tile<32x32xf64>, partition_view<tile=(32x32), tensor_view<?x?xf64, strides=[?,?]>>, tile<i32> -> token loc(#loc28)
  return loc(#loc14)
} loc(#loc15)
#di_file = #cuda_tile.di_file<"matmul.py" in "kernels">
#loc = loc("kernels/matmul.py":11:0)
#loc1 = loc("kernels/matmul.py":12:26)
#loc2 = loc("kernels/matmul.py":12:29)
#loc3 = loc("kernels/matmul.py":12:8)
#loc4 = loc("kernels/matmul.py":13:26)
#loc5 = loc("kernels/matmul.py":13:29)
#loc6 = loc("kernels/matmul.py":13:8)
#loc7 = loc("kernels/matmul.py":14:28)
#loc8 = loc("kernels/matmul.py":14:31)
#loc9 = loc("kernels/matmul.py":14:10)
#loc10 = loc("kernels/matmul.py":15:25)
#loc11 = loc("kernels/matmul.py":15:28)
#loc12 = loc("kernels/matmul.py":15:37)
#loc13 = loc("kernels/matmul.py":15:4)
#loc14 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 10, name = "mma_tile", linkageName = "mma_tile_Kt1_A2f64_3l0_A2f64_3l0_A2f64_3l0_A2f64_3l0_I32_I32_I32", compileUnit = #di_compile_unit, scopeLine = 10>
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
