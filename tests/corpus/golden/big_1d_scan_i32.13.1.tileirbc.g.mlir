entry @big_1d_scan_Kt1_A1i32_1l0_A1i32_1l0_A1i32_1l0_A1i32_1l0_I4096(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i32>>, %arg10: tile<i32>, %arg11: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc14)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc14)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc14)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc14)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc14)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc14)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc14)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc14)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc14)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc14)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc14)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc14)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc14)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc15)
  %pview = make_partition_view %tview : partition_view<tile=(4096), tensor_view<?xi32, strides=[?]>> loc(#loc16)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(4096), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<4096xi32>, token loc(#loc16)
  %cst_0_i32_10 = constant <i32: 0> : tile<i32> loc(#loc17)
  %1 = scan %tile dim=0 reverse=false identities=[0 : i32] : tile<4096xi32> -> tile<4096xi32> 
  (%arg12: tile<i32>, %arg13: tile<i32>) {
    %6 = addi %arg12, %arg13 : tile<i32> loc(#loc18)
    yield %6 : tile<i32> loc(#loc18)
  } loc(#loc18)
  %pview_11 = make_partition_view %tview_3 : partition_view<tile=(4096), tensor_view<?xi32, strides=[?]>> loc(#loc19)
  %2 = store_view_tko weak %1, %pview_11[%cst_0_i32_10] token = %0 : tile<4096xi32>, partition_view<tile=(4096), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc19)
  %cst_0_i32_12 = constant <i32: 0> : tile<i32> loc(#loc20)
  %reduce = reduce %tile dim=0 identities=[0 : i32] : tile<4096xi32> -> tile<i32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %6 = addi %reduce_lhs, %reduce_rhs : tile<i32> loc(#loc21)
    yield %6 : tile<i32> loc(#loc21)
  } loc(#loc21)
  %reshape = reshape %reduce : tile<i32> -> tile<1xi32> loc(#loc22)
  %pview_13 = make_partition_view %tview_6 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>> loc(#loc22)
  %3 = store_view_tko weak %reshape, %pview_13[%cst_0_i32_12] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc22)
  %cst_0_i32_14 = constant <i32: 0> : tile<i32> loc(#loc23)
  %4 = scan %tile dim=0 reverse=false identities=[-2147483648 : i32] : tile<4096xi32> -> tile<4096xi32> 
  (%arg12: tile<i32>, %arg13: tile<i32>) {
    %6 = maxi %arg12, %arg13 signed : tile<i32> loc(#loc27)
    yield %6 : tile<i32> loc(#loc24)
  } loc(#loc24)
  %pview_15 = make_partition_view %tview_9 : partition_view<tile=(4096), tensor_view<?xi32, strides=[?]>> loc(#loc26)
  %5 = store_view_tko weak %4, %pview_15[%cst_0_i32_14] token = %0 : tile<4096xi32>, partition_view<tile=(4096), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc26)
  return loc(#loc13)
} loc(#loc14)
#di_file = #cuda_tile.di_file<"row_kernels.py" in "kernels">
#loc = loc("kernels/row_kernels.py":131:0)
#loc1 = loc("kernels/row_kernels.py":132:26)
#loc2 = loc("kernels/row_kernels.py":132:8)
#loc3 = loc("kernels/row_kernels.py":133:27)
#loc4 = loc("kernels/row_kernels.py":133:37)
#loc5 = loc("kernels/row_kernels.py":133:4)
#loc6 = loc("kernels/row_kernels.py":134:29)
#loc7 = loc("kernels/row_kernels.py":134:39)
#loc8 = loc("kernels/row_kernels.py":134:4)
#loc9 = loc("kernels/row_kernels.py":135:30)
#loc10 = loc("kernels/row_kernels.py":135:40)
#loc11 = loc("kernels/row_kernels.py":135:67)
#loc12 = loc("kernels/row_kernels.py":135:4)
#loc13 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 130, name = "big_1d_scan", linkageName = "big_1d_scan_Kt1_A1i32_1l0_A1i32_1l0_A1i32_1l0_A1i32_1l0_I4096", compileUnit = #di_compile_unit, scopeLine = 130>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file, line = 135, name = "<lambda>", linkageName = "lambda@row_kernels:135:55_s0", compileUnit = #di_compile_unit, scopeLine = 135>
#loc14 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc11 in #di_subprogram1>
#loc26 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc27 = loc(callsite(#loc25 at #loc24))
