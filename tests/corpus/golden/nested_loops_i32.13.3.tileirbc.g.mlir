entry @nested_loops_Kt1_A1i32_1l0_A1i32_1l0_I3_I4_I64(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc11)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc11)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc11)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc11)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc11)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc11)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc11)
  %cst_3_i32 = constant <i32: 3> : tile<i32> loc(#loc11)
  %cst_4_i32 = constant <i32: 4> : tile<i32> loc(#loc11)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc12)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc12)
  %cst_0_i32_4 = constant <i32: 0> : tile<64xi32> loc(#loc13)
  %cst_0_i32_5 = constant <i32: 0> : tile<i32> loc(#loc14)
  %cst_1_i32_6 = constant <i32: 1> : tile<i32> loc(#loc14)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>> loc(#loc15)
  %pview_7 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>> loc(#loc16)
  for %loopIdx in (%cst_0_i32 to %cst_3_i32, step %cst_1_i32) : tile<i32> {
    %1 = muli %loopIdx, %cst_4_i32 : tile<i32> loc(#loc18)
    %for = for %loopIdx_8 in (%cst_0_i32_5 to %cst_4_i32, step %cst_1_i32_6) : tile<i32> iter_values(%iterArg0 = %cst_0_i32_4) -> (tile<64xi32>) {
      %3 = addi %1, %loopIdx_8 : tile<i32> loc(#loc18)
      %tile, %result_token = load_view_tko weak %pview[%3] token = %0 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<64xi32>, token loc(#loc15)
      %4 = addi %iterArg0, %tile : tile<64xi32> loc(#loc20)
      continue %4 : tile<64xi32> loc(#loc19)
    } loc(#loc19)
    %2 = store_view_tko weak %for, %pview_7[%loopIdx] token = %0 : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc16)
  } loc(#loc17)
  return loc(#loc10)
} loc(#loc11)
#di_file = #cuda_tile.di_file<"control_flow.py" in "kernels">
#loc = loc("kernels/control_flow.py":106:0)
#loc1 = loc("kernels/control_flow.py":107:13)
#loc2 = loc("kernels/control_flow.py":108:14)
#loc3 = loc("kernels/control_flow.py":109:17)
#loc4 = loc("kernels/control_flow.py":110:19)
#loc5 = loc("kernels/control_flow.py":111:8)
#loc6 = loc("kernels/control_flow.py":107:4)
#loc7 = loc("kernels/control_flow.py":110:37)
#loc8 = loc("kernels/control_flow.py":109:8)
#loc9 = loc("kernels/control_flow.py":110:12)
#loc10 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 105, name = "nested_loops", linkageName = "nested_loops_Kt1_A1i32_1l0_A1i32_1l0_I3_I4_I64", compileUnit = #di_compile_unit, scopeLine = 105>
#loc11 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
