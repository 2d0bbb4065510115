entry @while_break_Kt1_A1f32_1l0_A1f32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc15)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc15)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc15)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc15)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc15)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc15)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc15)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc16)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64xf32> loc(#loc17)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc18)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc19)
  %cst_4_i32 = constant <i32: 4> : tile<i32> loc(#loc20)
  %1:2 = loop iter_values(%arg6 = %cst_0_f32, %arg7 = %cst_0_i32) : tile<64xf32>, tile<i32> -> tile<64xf32>, tile<i32> {
    %tile, %result_token = load_view_tko weak %pview[%arg7] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc18)
    %3 = addf %arg6, %tile  : tile<64xf32> loc(#loc22)
    %4 = addi %arg7, %cst_1_i32 : tile<i32> loc(#loc23)
    %5 = cmpi greater_than_or_equal %4, %cst_4_i32, signed : tile<i32> -> tile<i1> loc(#loc24)
    if %5 {
      break %3, %4 : tile<64xf32>, tile<i32> loc(#loc26)
    } else {
    } loc(#loc25)
    continue %3, %4 : tile<64xf32>, tile<i32> loc(#loc21)
  } loc(#loc21)
  %cst_0_i32_4 = constant <i32: 0> : tile<i32> loc(#loc27)
  %pview_5 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc28)
  %2 = store_view_tko weak %1#0, %pview_5[%cst_0_i32_4] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc28)
  return loc(#loc14)
} loc(#loc15)
#di_file = #cuda_tile.di_file<"control_flow.py" in "kernels">
#loc = loc("kernels/control_flow.py":81:0)
#loc1 = loc("kernels/control_flow.py":82:8)
#loc2 = loc("kernels/control_flow.py":83:10)
#loc3 = loc("kernels/control_flow.py":85:12)
#loc4 = loc("kernels/control_flow.py":87:13)
#loc5 = loc("kernels/control_flow.py":88:16)
#loc6 = loc("kernels/control_flow.py":84:4)
#loc7 = loc("kernels/control_flow.py":86:8)
#loc8 = loc("kernels/control_flow.py":87:8)
#loc9 = loc("kernels/control_flow.py":88:11)
#loc10 = loc("kernels/control_flow.py":88:8)
#loc11 = loc("kernels/control_flow.py":89:12)
#loc12 = loc("kernels/control_flow.py":90:25)
#loc13 = loc("kernels/control_flow.py":90:4)
#loc14 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 80, name = "while_break", linkageName = "while_break_Kt1_A1f32_1l0_A1f32_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 80>
#loc15 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
