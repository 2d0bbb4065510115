entry @scans_Kt1_A2f32_3l0_A2f32_3l0_A2f32_3l0_A2f32_3l0_I8_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc17)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc17)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc17)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc17)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc17)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc17)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc17)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc17)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc17)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc17)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc17)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc17)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc17)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc17)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc17)
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc17)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc17)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc17)
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc17)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc17)
  %tview_17 = make_tensor_view %arg15, shape = [%assume_13, %assume_14], strides = [%assume_15, %assume_16] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc17)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc18)
  %cst_0_i32_18 = constant <i32: 0> : tile<i32> loc(#loc19)
  %pview = make_partition_view %tview : partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc20)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_18] token = %0 : partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<8x32xf32>, token loc(#loc20)
  %cst_0_i32_19 = constant <i32: 0> : tile<i32> loc(#loc21)
  %cst_0_i32_20 = constant <i32: 0> : tile<i32> loc(#loc22)
  %1 = scan %tile dim=1 reverse=false identities=[0.000000e+00 : f32] : tile<8x32xf32> -> tile<8x32xf32> 
  (%arg20: tile<f32>, %arg21: tile<f32>) {
    %7 = addf %arg20, %arg21  : tile<f32> loc(#loc23)
    yield %7 : tile<f32> loc(#loc23)
  } loc(#loc23)
  %pview_21 = make_partition_view %tview_7 : partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc24)
  %2 = store_view_tko weak %1, %pview_21[%cst_0_i32_19, %cst_0_i32_20] token = %0 : tile<8x32xf32>, partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc24)
  %cst_0_i32_22 = constant <i32: 0> : tile<i32> loc(#loc25)
  %cst_0_i32_23 = constant <i32: 0> : tile<i32> loc(#loc26)
  %3 = scan %tile dim=0 reverse=false identities=[1.000000e+00 : f32] : tile<8x32xf32> -> tile<8x32xf32> 
  (%arg20: tile<f32>, %arg21: tile<f32>) {
    %7 = mulf %arg20, %arg21  : tile<f32> loc(#loc27)
    yield %7 : tile<f32> loc(#loc27)
  } loc(#loc27)
  %pview_24 = make_partition_view %tview_12 : partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc28)
  %4 = store_view_tko weak %3, %pview_24[%cst_0_i32_22, %cst_0_i32_23] token = %0 : tile<8x32xf32>, partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc28)
  %cst_0_i32_25 = constant <i32: 0> : tile<i32> loc(#loc29)
  %cst_0_i32_26 = constant <i32: 0> : tile<i32> loc(#loc30)
  %5 = scan %tile dim=1 reverse=true identities=[0.000000e+00 : f32] : tile<8x32xf32> -> tile<8x32xf32> 
  (%arg20: tile<f32>, %arg21: tile<f32>) {
    %7 = addf %arg20, %arg21  : tile<f32> loc(#loc31)
    yield %7 : tile<f32> loc(#loc31)
  } loc(#loc31)
  %pview_27 = make_partition_view %tview_17 : partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc32)
  %6 = store_view_tko weak %5, %pview_27[%cst_0_i32_25, %cst_0_i32_26] token = %0 : tile<8x32xf32>, partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc32)
  return loc(#loc16)
} loc(#loc17)
#di_file = #cuda_tile.di_file<"reductions.py" in "kernels">
#loc = loc("kernels/reductions.py":73:0)
#loc1 = loc("kernels/reductions.py":74:26)
#loc2 = loc("kernels/reductions.py":74:29)
#loc3 = loc("kernels/reductions.py":74:8)
#loc4 = loc("kernels/reductions.py":75:30)
#loc5 = loc("kernels/reductions.py":75:33)
#loc6 = loc("kernels/reductions.py":75:42)
#loc7 = loc("kernels/reductions.py":75:4)
#loc8 = loc("kernels/reductions.py":76:31)
#loc9 = loc("kernels/reductions.py":76:34)
#loc10 = loc("kernels/reductions.py":76:43)
#loc11 = loc("kernels/reductions.py":76:4)
#loc12 = loc("kernels/reductions.py":77:27)
#loc13 = loc("kernels/reductions.py":77:30)
#loc14 = loc("kernels/reductions.py":77:39)
#loc15 = loc("kernels/reductions.py":77:4)
#loc16 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 72, name = "scans", linkageName = "scans_Kt1_A2f32_3l0_A2f32_3l0_A2f32_3l0_A2f32_3l0_I8_I32", compileUnit = #di_compile_unit, scopeLine = 72>
#loc17 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
