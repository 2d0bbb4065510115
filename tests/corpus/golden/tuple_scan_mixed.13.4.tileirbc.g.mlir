entry @tuple_scan_mixed_Kt1_A2f32_3l0_A2f32_3l0_A2i64_3l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<i64>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc15)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc15)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc15)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc15)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc15)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc15)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc15)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc15)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc15)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc15)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc15)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc15)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc15)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc15)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc15)
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xi64, strides=[?,?]> loc(#loc15)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc16)
  %cst_0_i32_13 = constant <i32: 0> : tile<i32> loc(#loc17)
  %pview = make_partition_view %tview : partition_view<tile=(4x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc18)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_13] token = %0 : partition_view<tile=(4x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<4x32xf32>, token loc(#loc18)
  %cst_1_i64 = constant <i64: 1> : tile<4x32xi64> loc(#loc19)
  %1:2 = scan %tile, %cst_1_i64 dim=1 reverse=false identities=[0.000000e+00 : f32, 0] : tile<4x32xf32>, tile<4x32xi64> -> tile<4x32xf32>, tile<4x32xi64> 
  (%arg15: tile<f32>, %arg16: tile<f32>, %arg17: tile<i64>, %arg18: tile<i64>) {
    %4 = addf %arg15, %arg16  : tile<f32> loc(#loc29)
    %5 = addi %arg17, %arg18 : tile<i64> loc(#loc30)
    yield %4, %5 : tile<f32>, tile<i64> loc(#loc20)
  } loc(#loc20)
  %cst_0_i32_14 = constant <i32: 0> : tile<i32> loc(#loc23)
  %cst_0_i32_15 = constant <i32: 0> : tile<i32> loc(#loc24)
  %pview_16 = make_partition_view %tview_7 : partition_view<tile=(4x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc25)
  %2 = store_view_tko weak %1#0, %pview_16[%cst_0_i32_14, %cst_0_i32_15] token = %0 : tile<4x32xf32>, partition_view<tile=(4x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc25)
  %cst_0_i32_17 = constant <i32: 0> : tile<i32> loc(#loc26)
  %cst_0_i32_18 = constant <i32: 0> : tile<i32> loc(#loc27)
  %pview_19 = make_partition_view %tview_12 : partition_view<tile=(4x32), tensor_view<?x?xi64, strides=[?,?]>> loc(#loc28)
  %3 = store_view_tko weak %1#1, %pview_19[%cst_0_i32_17, %cst_0_i32_18] token = %0 : tile<4x32xi64>, partition_view<tile=(4x32), tensor_view<?x?xi64, strides=[?,?]>>, tile<i32> -> token loc(#loc28)
  return loc(#loc14)
} loc(#loc15)
#di_file = #cuda_tile.di_file<"reduce_scan_extra.py" in "kernels">
#loc = loc("kernels/reduce_scan_extra.py":17:0)
#loc1 = loc("kernels/reduce_scan_extra.py":18:26)
#loc2 = loc("kernels/reduce_scan_extra.py":18:29)
#loc3 = loc("kernels/reduce_scan_extra.py":18:8)
#loc4 = loc("kernels/reduce_scan_extra.py":19:8)
#loc5 = loc("kernels/reduce_scan_extra.py":20:11)
#loc6 = loc("kernels/reduce_scan_extra.py":20:54)
#loc7 = loc("kernels/reduce_scan_extra.py":20:63)
#loc8 = loc("kernels/reduce_scan_extra.py":21:25)
#loc9 = loc("kernels/reduce_scan_extra.py":21:28)
#loc10 = loc("kernels/reduce_scan_extra.py":21:4)
#loc11 = loc("kernels/reduce_scan_extra.py":22:25)
#loc12 = loc("kernels/reduce_scan_extra.py":22:28)
#loc13 = loc("kernels/reduce_scan_extra.py":22:4)
#loc14 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 16, name = "tuple_scan_mixed", linkageName = "tuple_scan_mixed_Kt1_A2f32_3l0_A2f32_3l0_A2i64_3l0", compileUnit = #di_compile_unit, scopeLine = 16>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file, line = 20, name = "<lambda>", linkageName = "lambda@reduce_scan_extra:20:31_s0", compileUnit = #di_compile_unit, scopeLine = 20>
#loc15 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc6 in #di_subprogram1>
#loc22 = #cuda_tile.di_loc<#loc7 in #di_subprogram1>
#loc23 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc29 = loc(callsite(#loc21 at #loc20))
#loc30 = loc(callsite(#loc22 at #loc20))
