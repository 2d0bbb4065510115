entry @bool_reduce_Kt1_A2f32_3l0_A1b8_1l0_A2b8_3l0_A2b8_3l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i1>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<i1>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<ptr<i1>>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc19)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc19)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc19)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc19)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc19)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc19)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc19)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc19)
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xi1, strides=[?]> loc(#loc19)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc19)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc19)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc19)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc19)
  %tview_10 = make_tensor_view %arg8, shape = [%assume_6, %assume_7], strides = [%assume_8, %assume_9] : tile<i32> -> tensor_view<?x?xi1, strides=[?,?]> loc(#loc19)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc19)
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32> loc(#loc19)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc19)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc19)
  %tview_15 = make_tensor_view %arg13, shape = [%assume_11, %assume_12], strides = [%assume_13, %assume_14] : tile<i32> -> tensor_view<?x?xi1, strides=[?,?]> loc(#loc19)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc20)
  %cst_0_i32_16 = constant <i32: 0> : tile<i32> loc(#loc21)
  %pview = make_partition_view %tview : partition_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc22)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_16] token = %0 : partition_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<8x16xf32>, token loc(#loc22)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc22)
  %reshape = reshape %cst_0_f32 : tile<f32> -> tile<1x1xf32> loc(#loc22)
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<8x16xf32> loc(#loc22)
  %1 = cmpf greater_than ordered %tile, %bcast : tile<8x16xf32> -> tile<8x16xi1> loc(#loc22)
  %cst_0_i32_17 = constant <i32: 0> : tile<i32> loc(#loc23)
  %reduce = reduce %1 dim=1 identities=[false] : tile<8x16xi1> -> tile<8xi1> 
  (%reduce_lhs: tile<i1>, %reduce_rhs: tile<i1>) {
    %6 = ori %reduce_lhs, %reduce_rhs : tile<i1> loc(#loc37)
    yield %6 : tile<i1> loc(#loc24)
  } loc(#loc24)
  %pview_18 = make_partition_view %tview_5 : partition_view<tile=(8), tensor_view<?xi1, strides=[?]>> loc(#loc26)
  %2 = store_view_tko weak %reduce, %pview_18[%cst_0_i32_17] token = %0 : tile<8xi1>, partition_view<tile=(8), tensor_view<?xi1, strides=[?]>>, tile<i32> -> token loc(#loc26)
  %cst_0_i32_19 = constant <i32: 0> : tile<i32> loc(#loc27)
  %cst_0_i32_20 = constant <i32: 0> : tile<i32> loc(#loc28)
  %reduce_21 = reduce %1 dim=0 identities=[true] : tile<8x16xi1> -> tile<16xi1> 
  (%reduce_lhs: tile<i1>, %reduce_rhs: tile<i1>) {
    %6 = andi %reduce_lhs, %reduce_rhs : tile<i1> loc(#loc38)
    yield %6 : tile<i1> loc(#loc29)
  } loc(#loc29)
  %reshape_22 = reshape %reduce_21 : tile<16xi1> -> tile<1x16xi1> loc(#loc29)
  %pview_23 = make_partition_view %tview_10 : partition_view<tile=(1x16), tensor_view<?x?xi1, strides=[?,?]>> loc(#loc31)
  %3 = store_view_tko weak %reshape_22, %pview_23[%cst_0_i32_19, %cst_0_i32_20] token = %0 : tile<1x16xi1>, partition_view<tile=(1x16), tensor_view<?x?xi1, strides=[?,?]>>, tile<i32> -> token loc(#loc31)
  %cst_0_i32_24 = constant <i32: 0> : tile<i32> loc(#loc32)
  %cst_0_i32_25 = constant <i32: 0> : tile<i32> loc(#loc33)
  %4 = scan %1 dim=1 reverse=false identities=[false] : tile<8x16xi1> -> tile<8x16xi1> 
  (%arg18: tile<i1>, %arg19: tile<i1>) {
    %6 = xori %arg18, %arg19 : tile<i1> loc(#loc39)
    yield %6 : tile<i1> loc(#loc34)
  } loc(#loc34)
  %pview_26 = make_partition_view %tview_15 : partition_view<tile=(8x16), tensor_view<?x?xi1, strides=[?,?]>> loc(#loc36)
  %5 = store_view_tko weak %4, %pview_26[%cst_0_i32_24, %cst_0_i32_25] token = %0 : tile<8x16xi1>, partition_view<tile=(8x16), tensor_view<?x?xi1, strides=[?,?]>>, tile<i32> -> token loc(#loc36)
  return loc(#loc18)
} loc(#loc19)
#di_file = #cuda_tile.di_file<"reduce_scan_extra.py" in "kernels">
#loc = loc("kernels/reduce_scan_extra.py":10:0)
#loc1 = loc("kernels/reduce_scan_extra.py":11:26)
#loc2 = loc("kernels/reduce_scan_extra.py":11:29)
#loc3 = loc("kernels/reduce_scan_extra.py":11:8)
#loc4 = loc("kernels/reduce_scan_extra.py":12:27)
#loc5 = loc("kernels/reduce_scan_extra.py":12:37)
#loc6 = loc("kernels/reduce_scan_extra.py":12:66)
#loc7 = loc("kernels/reduce_scan_extra.py":12:4)
#loc8 = loc("kernels/reduce_scan_extra.py":13:27)
#loc9 = loc("kernels/reduce_scan_extra.py":13:30)
#loc10 = loc("kernels/reduce_scan_extra.py":13:39)
#loc11 = loc("kernels/reduce_scan_extra.py":13:68)
#loc12 = loc("kernels/reduce_scan_extra.py":13:4)
#loc13 = loc("kernels/reduce_scan_extra.py":14:28)
#loc14 = loc("kernels/reduce_scan_extra.py":14:31)
#loc15 = loc("kernels/reduce_scan_extra.py":14:40)
#loc16 = loc("kernels/reduce_scan_extra.py":14:67)
#loc17 = loc("kernels/reduce_scan_extra.py":14:4)
#loc18 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "bool_reduce", linkageName = "bool_reduce_Kt1_A2f32_3l0_A1b8_1l0_A2b8_3l0_A2b8_3l0", compileUnit = #di_compile_unit, scopeLine = 9>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file, line = 12, name = "<lambda>", linkageName = "lambda@reduce_scan_extra:12:54_s0", compileUnit = #di_compile_unit, scopeLine = 12>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file, line = 13, name = "<lambda>", linkageName = "lambda@reduce_scan_extra:13:56_s1", compileUnit = #di_compile_unit, scopeLine = 13>
#di_subprogram3 = #cuda_tile.di_subprogram<file = #di_file, line = 14, name = "<lambda>", linkageName = "lambda@reduce_scan_extra:14:55_s2", compileUnit = #di_compile_unit, scopeLine = 14>
#loc19 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc6 in #di_subprogram1>
#loc26 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc11 in #di_subprogram2>
#loc31 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc16 in #di_subprogram3>
#loc36 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc37 = loc(callsite(#loc25 at #loc24))
#loc38 = loc(callsite(#loc30 at #loc29))
#loc39 = loc(callsite(#loc35 at #loc34))
