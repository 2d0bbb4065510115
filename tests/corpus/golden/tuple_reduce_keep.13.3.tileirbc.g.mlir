entry @tuple_reduce_keep_Kt1_A2f32_3l0_A2f32_3l0_A2i32_3l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<i32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc21)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc21)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc21)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc21)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc21)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc21)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc21)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc21)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc21)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc21)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc21)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc21)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc21)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc21)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc21)
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]> loc(#loc21)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc22)
  %cst_0_i32_13 = constant <i32: 0> : tile<i32> loc(#loc23)
  %pview = make_partition_view %tview : partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc24)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_13] token = %0 : partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<16x8xf32>, token loc(#loc24)
  %1 = iota : tile<16xi32> loc(#loc25)
  %reshape = reshape %1 : tile<16xi32> -> tile<16x1xi32> loc(#loc25)
  %bcast = broadcast %reshape : tile<16x1xi32> -> tile<16x8xi32> loc(#loc26)
  %reduce:2 = reduce %tile, %bcast dim=0 identities=[0x7F800000 : f32, 1073741824 : i32] : tile<16x8xf32>, tile<16x8xi32> -> tile<8xf32>, tile<8xi32> 
  (%reduce_lhs0: tile<f32>, %reduce_rhs0: tile<f32>, %reduce_lhs1: tile<i32>, %reduce_rhs1: tile<i32>) {
    %4 = cmpf less_than ordered %reduce_rhs0, %reduce_lhs0 : tile<f32> -> tile<i1> loc(#loc41)
    %5 = cmpf equal ordered %reduce_rhs0, %reduce_lhs0 : tile<f32> -> tile<i1> loc(#loc42)
    %6 = cmpi less_than %reduce_rhs1, %reduce_lhs1, signed : tile<i32> -> tile<i1> loc(#loc43)
    %7 = andi %5, %6 : tile<i1> loc(#loc44)
    %8 = ori %4, %7 : tile<i1> loc(#loc45)
    %9 = select %8, %reduce_rhs0, %reduce_lhs0 : tile<i1>, tile<f32> loc(#loc46)
    %10 = select %8, %reduce_rhs1, %reduce_lhs1 : tile<i1>, tile<i32> loc(#loc47)
    yield %9, %10 : tile<f32>, tile<i32> loc(#loc27)
  } loc(#loc27)
  %reshape_14 = reshape %reduce#0 : tile<8xf32> -> tile<1x8xf32> loc(#loc27)
  %reshape_15 = reshape %reduce#1 : tile<8xi32> -> tile<1x8xi32> loc(#loc27)
  %cst_0_i32_16 = constant <i32: 0> : tile<i32> loc(#loc35)
  %cst_0_i32_17 = constant <i32: 0> : tile<i32> loc(#loc36)
  %pview_18 = make_partition_view %tview_7 : partition_view<tile=(1x8), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc37)
  %2 = store_view_tko weak %reshape_14, %pview_18[%cst_0_i32_16, %cst_0_i32_17] token = %0 : tile<1x8xf32>, partition_view<tile=(1x8), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc37)
  %cst_0_i32_19 = constant <i32: 0> : tile<i32> loc(#loc38)
  %cst_0_i32_20 = constant <i32: 0> : tile<i32> loc(#loc39)
  %pview_21 = make_partition_view %tview_12 : partition_view<tile=(1x8), tensor_view<?x?xi32, strides=[?,?]>> loc(#loc40)
  %3 = store_view_tko weak %reshape_15, %pview_21[%cst_0_i32_19, %cst_0_i32_20] token = %0 : tile<1x8xi32>, partition_view<tile=(1x8), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> token loc(#loc40)
  return loc(#loc20)
} loc(#loc21)
#di_file = #cuda_tile.di_file<"reduce_scan_extra.py" in "kernels">
#loc = loc("kernels/reduce_scan_extra.py":36:0)
#loc1 = loc("kernels/reduce_scan_extra.py":37:26)
#loc2 = loc("kernels/reduce_scan_extra.py":37:29)
#loc3 = loc("kernels/reduce_scan_extra.py":37:8)
#loc4 = loc("kernels/reduce_scan_extra.py":38:26)
#loc5 = loc("kernels/reduce_scan_extra.py":38:10)
#loc6 = loc("kernels/reduce_scan_extra.py":42:11)
#loc7 = loc("kernels/reduce_scan_extra.py":40:13)
#loc8 = loc("kernels/reduce_scan_extra.py":40:26)
#loc9 = loc("kernels/reduce_scan_extra.py":40:39)
#loc10 = loc("kernels/reduce_scan_extra.py":40:25)
#loc11 = loc("kernels/reduce_scan_extra.py":40:12)
#loc12 = loc("kernels/reduce_scan_extra.py":41:15)
#loc13 = loc("kernels/reduce_scan_extra.py":41:36)
#loc14 = loc("kernels/reduce_scan_extra.py":43:25)
#loc15 = loc("kernels/reduce_scan_extra.py":43:28)
#loc16 = loc("kernels/reduce_scan_extra.py":43:4)
#loc17 = loc("kernels/reduce_scan_extra.py":44:25)
#loc18 = loc("kernels/reduce_scan_extra.py":44:28)
#loc19 = loc("kernels/reduce_scan_extra.py":44:4)
#loc20 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 35, name = "tuple_reduce_keep", linkageName = "tuple_reduce_keep_Kt1_A2f32_3l0_A2f32_3l0_A2i32_3l0", compileUnit = #di_compile_unit, scopeLine = 35>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file, line = 39, name = "comb", linkageName = "comb@reduce_scan_extra:39:5_s0", compileUnit = #di_compile_unit, scopeLine = 39>
#loc21 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc7 in #di_subprogram1>
#loc29 = #cuda_tile.di_loc<#loc8 in #di_subprogram1>
#loc30 = #cuda_tile.di_loc<#loc9 in #di_subprogram1>
#loc31 = #cuda_tile.di_loc<#loc10 in #di_subprogram1>
#loc32 = #cuda_tile.di_loc<#loc11 in #di_subprogram1>
#loc33 = #cuda_tile.di_loc<#loc12 in #di_subprogram1>
#loc34 = #cuda_tile.di_loc<#loc13 in #di_subprogram1>
#loc35 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc41 = loc(callsite(#loc28 at #loc27))
#loc42 = loc(callsite(#loc29 at #loc27))
#loc43 = loc(callsite(#loc30 at #loc27))
#loc44 = loc(callsite(#loc31 at #loc27))
#loc45 = loc(callsite(#loc32 at #loc27))
#loc46 = loc(callsite(#loc33 at #loc27))
#loc47 = loc(callsite(#loc34 at #loc27))
