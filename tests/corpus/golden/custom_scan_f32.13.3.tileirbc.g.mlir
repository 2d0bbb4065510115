entry @custom_scan_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1i32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i32>>, %arg10: tile<i32>, %arg11: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc16)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc16)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc16)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc16)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc16)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc16)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc16)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc16)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc16)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc16)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc16)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc16)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc16)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc17)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc18)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc18)
  %cst_0_i32_10 = constant <i32: 0> : tile<i32> loc(#loc19)
  %1 = scan %tile dim=0 reverse=false identities=[0xFF800000 : f32] : tile<64xf32> -> tile<64xf32> 
  (%arg12: tile<f32>, %arg13: tile<f32>) {
    %6 = maxf %arg12, %arg13 : tile<f32> loc(#loc31)
    yield %6 : tile<f32> loc(#loc20)
  } loc(#loc20)
  %pview_11 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc22)
  %2 = store_view_tko weak %1, %pview_11[%cst_0_i32_10] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc22)
  %cst_1_i32 = constant <i32: 1> : tile<64xi32> loc(#loc23)
  %3:2 = scan %tile, %cst_1_i32 dim=0 reverse=true identities=[0.000000e+00 : f32, 0 : i32] : tile<64xf32>, tile<64xi32> -> tile<64xf32>, tile<64xi32> 
  (%arg12: tile<f32>, %arg13: tile<f32>, %arg14: tile<i32>, %arg15: tile<i32>) {
    %6 = addf %arg12, %arg13  : tile<f32> loc(#loc32)
    %7 = addi %arg14, %arg15 : tile<i32> loc(#loc33)
    yield %6, %7 : tile<f32>, tile<i32> loc(#loc24)
  } loc(#loc24)
  %cst_0_i32_12 = constant <i32: 0> : tile<i32> loc(#loc27)
  %pview_13 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc28)
  %4 = store_view_tko weak %3#0, %pview_13[%cst_0_i32_12] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc28)
  %cst_0_i32_14 = constant <i32: 0> : tile<i32> loc(#loc29)
  %pview_15 = make_partition_view %tview_9 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>> loc(#loc30)
  %5 = store_view_tko weak %3#1, %pview_15[%cst_0_i32_14] token = %0 : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc30)
  return loc(#loc15)
} loc(#loc16)
#di_file = #cuda_tile.di_file<"reductions.py" in "kernels">
#loc = loc("kernels/reductions.py":81:0)
#loc1 = loc("kernels/reductions.py":82:26)
#loc2 = loc("kernels/reductions.py":82:8)
#loc3 = loc("kernels/reductions.py":83:30)
#loc4 = loc("kernels/reductions.py":83:40)
#loc5 = loc("kernels/reductions.py":83:67)
#loc6 = loc("kernels/reductions.py":83:4)
#loc7 = loc("kernels/reductions.py":84:11)
#loc8 = loc("kernels/reductions.py":85:11)
#loc9 = loc("kernels/reductions.py":85:57)
#loc10 = loc("kernels/reductions.py":85:66)
#loc11 = loc("kernels/reductions.py":86:33)
#loc12 = loc("kernels/reductions.py":86:4)
#loc13 = loc("kernels/reductions.py":87:33)
#loc14 = loc("kernels/reductions.py":87:4)
#loc15 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 80, name = "custom_scan", linkageName = "custom_scan_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1i32_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 80>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file, line = 83, name = "<lambda>", linkageName = "lambda@reductions:83:55_s0", compileUnit = #di_compile_unit, scopeLine = 83>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file, line = 85, name = "<lambda>", linkageName = "lambda@reductions:85:34_s1", compileUnit = #di_compile_unit, scopeLine = 85>
#loc16 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc5 in #di_subprogram1>
#loc22 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc9 in #di_subprogram2>
#loc26 = #cuda_tile.di_loc<#loc10 in #di_subprogram2>
#loc27 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc31 = loc(callsite(#loc21 at #loc20))
#loc32 = loc(callsite(#loc25 at #loc24))
#loc33 = loc(callsite(#loc26 at #loc24))
