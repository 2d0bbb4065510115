entry @scans_axis0_Kt1_A2i16_3l0_A2i16_3l0_A2i16_3l0_A2i16_3l0_I16_I8(%arg0: tile<ptr<i16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<i16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i16>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc18)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc18)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc18)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc18)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc18)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xi16, strides=[?,?]> loc(#loc18)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc18)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc18)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc18)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc18)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xi16, strides=[?,?]> loc(#loc18)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc18)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc18)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc18)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc18)
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xi16, strides=[?,?]> loc(#loc18)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc18)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc18)
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc18)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc18)
  %tview_17 = make_tensor_view %arg15, shape = [%assume_13, %assume_14], strides = [%assume_15, %assume_16] : tile<i32> -> tensor_view<?x?xi16, strides=[?,?]> loc(#loc18)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc19)
  %cst_0_i32_18 = constant <i32: 0> : tile<i32> loc(#loc20)
  %pview = make_partition_view %tview : partition_view<tile=(16x8), tensor_view<?x?xi16, strides=[?,?]>> loc(#loc21)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_18] token = %0 : partition_view<tile=(16x8), tensor_view<?x?xi16, strides=[?,?]>>, tile<i32> -> tile<16x8xi16>, token loc(#loc21)
  %cst_0_i32_19 = constant <i32: 0> : tile<i32> loc(#loc22)
  %cst_0_i32_20 = constant <i32: 0> : tile<i32> loc(#loc23)
  %1 = scan %tile dim=0 reverse=false identities=[0 : i16] : tile<16x8xi16> -> tile<16x8xi16> 
  (%arg20: tile<i16>, %arg21: tile<i16>) {
    %7 = addi %arg20, %arg21 : tile<i16> loc(#loc24)
    yield %7 : tile<i16> loc(#loc24)
  } loc(#loc24)
  %pview_21 = make_partition_view %tview_7 : partition_view<tile=(16x8), tensor_view<?x?xi16, strides=[?,?]>> loc(#loc25)
  %2 = store_view_tko weak %1, %pview_21[%cst_0_i32_19, %cst_0_i32_20] token = %0 : tile<16x8xi16>, partition_view<tile=(16x8), tensor_view<?x?xi16, strides=[?,?]>>, tile<i32> -> token loc(#loc25)
  %cst_0_i32_22 = constant <i32: 0> : tile<i32> loc(#loc26)
  %cst_0_i32_23 = constant <i32: 0> : tile<i32> loc(#loc27)
  %3 = scan %tile dim=1 reverse=true identities=[1 : i16] : tile<16x8xi16> -> tile<16x8xi16> 
  (%arg20: tile<i16>, %arg21: tile<i16>) {
    %7 = muli %arg20, %arg21 : tile<i16> loc(#loc28)
    yield %7 : tile<i16> loc(#loc28)
  } loc(#loc28)
  %pview_24 = make_partition_view %tview_12 : partition_view<tile=(16x8), tensor_view<?x?xi16, strides=[?,?]>> loc(#loc29)
  %4 = store_view_tko weak %3, %pview_24[%cst_0_i32_22, %cst_0_i32_23] token = %0 : tile<16x8xi16>, partition_view<tile=(16x8), tensor_view<?x?xi16, strides=[?,?]>>, tile<i32> -> token loc(#loc29)
  %cst_0_i32_25 = constant <i32: 0> : tile<i32> loc(#loc30)
  %cst_0_i32_26 = constant <i32: 0> : tile<i32> loc(#loc31)
  %5 = scan %tile dim=0 reverse=false identities=[127 : i16] : tile<16x8xi16> -> tile<16x8xi16> 
  (%arg20: tile<i16>, %arg21: tile<i16>) {
    %7 = mini %arg20, %arg21 signed : tile<i16> loc(#loc35)
    yield %7 : tile<i16> loc(#loc32)
  } loc(#loc32)
  %pview_27 = make_partition_view %tview_17 : partition_view<tile=(16x8), tensor_view<?x?xi16, strides=[?,?]>> loc(#loc34)
  %6 = store_view_tko weak %5, %pview_27[%cst_0_i32_25, %cst_0_i32_26] token = %0 : tile<16x8xi16>, partition_view<tile=(16x8), tensor_view<?x?xi16, strides=[?,?]>>, tile<i32> -> token loc(#loc34)
  return loc(#loc17)
} loc(#loc18)
#di_file = #cuda_tile.di_file<"dtype_mix.py" in "kernels">
#loc = loc("kernels/dtype_mix.py":140:0)
#loc1 = loc("kernels/dtype_mix.py":141:26)
#loc2 = loc("kernels/dtype_mix.py":141:29)
#loc3 = loc("kernels/dtype_mix.py":141:8)
#loc4 = loc("kernels/dtype_mix.py":142:31)
#loc5 = loc("kernels/dtype_mix.py":142:34)
#loc6 = loc("kernels/dtype_mix.py":142:43)
#loc7 = loc("kernels/dtype_mix.py":142:4)
#loc8 = loc("kernels/dtype_mix.py":143:36)
#loc9 = loc("kernels/dtype_mix.py":143:39)
#loc10 = loc("kernels/dtype_mix.py":143:48)
#loc11 = loc("kernels/dtype_mix.py":143:4)
#loc12 = loc("kernels/dtype_mix.py":144:31)
#loc13 = loc("kernels/dtype_mix.py":144:34)
#loc14 = loc("kernels/dtype_mix.py":144:43)
#loc15 = loc("kernels/dtype_mix.py":144:70)
#loc16 = loc("kernels/dtype_mix.py":144:4)
#loc17 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 139, name = "scans_axis0", linkageName = "scans_axis0_Kt1_A2i16_3l0_A2i16_3l0_A2i16_3l0_A2i16_3l0_I16_I8", compileUnit = #di_compile_unit, scopeLine = 139>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file, line = 144, name = "<lambda>", linkageName = "lambda@dtype_mix:144:58_s0", compileUnit = #di_compile_unit, scopeLine = 144>
#loc18 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc15 in #di_subprogram1>
#loc34 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc35 = loc(callsite(#loc33 at #loc32))
