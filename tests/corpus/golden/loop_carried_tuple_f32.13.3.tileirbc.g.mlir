entry @loop_carried_tuple_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_I6_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc13)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc13)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc13)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc13)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc13)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc13)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc13)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc13)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc13)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc13)
  %cst_6_i32 = constant <i32: 6> : tile<i32> loc(#loc13)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64xf32> loc(#loc14)
  %cst_f32 = constant <f32: 0xFF800000> : tile<64xf32> loc(#loc15)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc16)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc16)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc17)
  %for:2 = for %loopIdx in (%cst_0_i32 to %cst_6_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_f32, %iterArg1 = %cst_0_f32) -> (tile<64xf32>, tile<64xf32>) {
    %tile, %result_token = load_view_tko weak %pview[%loopIdx] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc17)
    %3 = addf %iterArg1, %tile  : tile<64xf32> loc(#loc19)
    %4 = maxf %iterArg0, %tile : tile<64xf32> loc(#loc20)
    continue %4, %3 : tile<64xf32>, tile<64xf32> loc(#loc18)
  } loc(#loc18)
  %cst_0_i32_7 = constant <i32: 0> : tile<i32> loc(#loc21)
  %pview_8 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc22)
  %1 = store_view_tko weak %for#1, %pview_8[%cst_0_i32_7] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc22)
  %cst_0_i32_9 = constant <i32: 0> : tile<i32> loc(#loc23)
  %pview_10 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc24)
  %2 = store_view_tko weak %for#0, %pview_10[%cst_0_i32_9] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc24)
  return loc(#loc12)
} loc(#loc13)
#di_file = #cuda_tile.di_file<"control_flow.py" in "kernels">
#loc = loc("kernels/control_flow.py":115:0)
#loc1 = loc("kernels/control_flow.py":116:8)
#loc2 = loc("kernels/control_flow.py":117:8)
#loc3 = loc("kernels/control_flow.py":118:13)
#loc4 = loc("kernels/control_flow.py":119:12)
#loc5 = loc("kernels/control_flow.py":118:4)
#loc6 = loc("kernels/control_flow.py":120:15)
#loc7 = loc("kernels/control_flow.py":120:22)
#loc8 = loc("kernels/control_flow.py":121:27)
#loc9 = loc("kernels/control_flow.py":121:4)
#loc10 = loc("kernels/control_flow.py":122:27)
#loc11 = loc("kernels/control_flow.py":122:4)
#loc12 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 114, name = "loop_carried_tuple", linkageName = "loop_carried_tuple_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_I6_I64", compileUnit = #di_compile_unit, scopeLine = 114>
#loc13 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
