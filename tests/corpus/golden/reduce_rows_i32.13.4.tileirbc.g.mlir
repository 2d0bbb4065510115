entry @reduce_rows_Kt1_A2i32_3l0_A1i32_1l0_A1i32_1l0_A1i32_1l0_A1i32_1l0_I8_I32(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<i32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<i32>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<i32>>, %arg15: tile<i32>, %arg16: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc17)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc17)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc17)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc17)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc17)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]> loc(#loc17)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc17)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc17)
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc17)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc17)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc17)
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc17)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc17)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc17)
  %tview_11 = make_tensor_view %arg11, shape = [%assume_9], strides = [%assume_10] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc17)
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32> loc(#loc17)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc17)
  %tview_14 = make_tensor_view %arg14, shape = [%assume_12], strides = [%assume_13] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc17)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc18)
  %cst_0_i32_15 = constant <i32: 0> : tile<i32> loc(#loc19)
  %pview = make_partition_view %tview : partition_view<tile=(8x32), tensor_view<?x?xi32, strides=[?,?]>> loc(#loc20)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_15] token = %0 : partition_view<tile=(8x32), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> tile<8x32xi32>, token loc(#loc20)
  %cst_0_i32_16 = constant <i32: 0> : tile<i32> loc(#loc21)
  %reduce = reduce %tile dim=1 identities=[0 : i32] : tile<8x32xi32> -> tile<8xi32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %5 = addi %reduce_lhs, %reduce_rhs : tile<i32> loc(#loc22)
    yield %5 : tile<i32> loc(#loc22)
  } loc(#loc22)
  %pview_17 = make_partition_view %tview_5 : partition_view<tile=(8), tensor_view<?xi32, strides=[?]>> loc(#loc23)
  %1 = store_view_tko weak %reduce, %pview_17[%cst_0_i32_16] token = %0 : tile<8xi32>, partition_view<tile=(8), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc23)
  %cst_0_i32_18 = constant <i32: 0> : tile<i32> loc(#loc24)
  %reduce_19 = reduce %tile dim=1 identities=[-2147483648 : i32] : tile<8x32xi32> -> tile<8xi32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %5 = maxi %reduce_lhs, %reduce_rhs signed : tile<i32> loc(#loc25)
    yield %5 : tile<i32> loc(#loc25)
  } loc(#loc25)
  %pview_20 = make_partition_view %tview_8 : partition_view<tile=(8), tensor_view<?xi32, strides=[?]>> loc(#loc26)
  %2 = store_view_tko weak %reduce_19, %pview_20[%cst_0_i32_18] token = %0 : tile<8xi32>, partition_view<tile=(8), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc26)
  %cst_0_i32_21 = constant <i32: 0> : tile<i32> loc(#loc27)
  %reduce_22 = reduce %tile dim=1 identities=[2147483647 : i32] : tile<8x32xi32> -> tile<8xi32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %5 = mini %reduce_lhs, %reduce_rhs signed : tile<i32> loc(#loc28)
    yield %5 : tile<i32> loc(#loc28)
  } loc(#loc28)
  %pview_23 = make_partition_view %tview_11 : partition_view<tile=(8), tensor_view<?xi32, strides=[?]>> loc(#loc29)
  %3 = store_view_tko weak %reduce_22, %pview_23[%cst_0_i32_21] token = %0 : tile<8xi32>, partition_view<tile=(8), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc29)
  %cst_0_i32_24 = constant <i32: 0> : tile<i32> loc(#loc30)
  %reduce_25 = reduce %tile dim=1 identities=[1 : i32] : tile<8x32xi32> -> tile<8xi32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %5 = muli %reduce_lhs, %reduce_rhs : tile<i32> loc(#loc31)
    yield %5 : tile<i32> loc(#loc31)
  } loc(#loc31)
  %pview_26 = make_partition_view %tview_14 : partition_view<tile=(8), tensor_view<?xi32, strides=[?]>> loc(#loc32)
  %4 = store_view_tko weak %reduce_25, %pview_26[%cst_0_i32_24] token = %0 : tile<8xi32>, partition_view<tile=(8), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc32)
  return loc(#loc16)
} loc(#loc17)
#di_file = #cuda_tile.di_file<"reductions.py" in "kernels">
#loc = loc("kernels/reductions.py":9:0)
#loc1 = loc("kernels/reductions.py":10:26)
#loc2 = loc("kernels/reductions.py":10:29)
#loc3 = loc("kernels/reductions.py":10:8)
#loc4 = loc("kernels/reductions.py":11:27)
#loc5 = loc("kernels/reductions.py":11:37)
#loc6 = loc("kernels/reductions.py":11:4)
#loc7 = loc("kernels/reductions.py":12:27)
#loc8 = loc("kernels/reductions.py":12:37)
#loc9 = loc("kernels/reductions.py":12:4)
#loc10 = loc("kernels/reductions.py":13:27)
#loc11 = loc("kernels/reductions.py":13:37)
#loc12 = loc("kernels/reductions.py":13:4)
#loc13 = loc("kernels/reductions.py":14:28)
#loc14 = loc("kernels/reductions.py":14:38)
#loc15 = loc("kernels/reductions.py":14:4)
#loc16 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 8, name = "reduce_rows", linkageName = "reduce_rows_Kt1_A2i32_3l0_A1i32_1l0_A1i32_1l0_A1i32_1l0_A1i32_1l0_I8_I32", compileUnit = #di_compile_unit, scopeLine = 8>
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
