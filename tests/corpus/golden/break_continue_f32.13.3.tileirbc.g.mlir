entry @break_continue_Kt1_A1f32_1l0_A1f32_1l0_I8_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc18)
  %false = constant <i1: false> : tile<i1> loc(#loc19)
  %true = constant <i1: true> : tile<i1> loc(#loc19)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc18)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc18)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc18)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc18)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc18)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc18)
  %cst_8_i32 = constant <i32: 8> : tile<i32> loc(#loc18)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64xf32> loc(#loc20)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc21)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc21)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc22)
  %cst_3_i32 = constant <i32: 3> : tile<i32> loc(#loc23)
  %cst_0_i32_4 = constant <i32: 0> : tile<i32> loc(#loc24)
  %false_5 = constant <i1: false> : tile<i1> loc(#loc24)
  %cst_1_i32_6 = constant <i32: 1> : tile<i32> loc(#loc25)
  %cst_100_f32 = constant <f32: 1.000000e+02> : tile<f32> loc(#loc26)
  %for:2 = for %loopIdx in (%cst_0_i32 to %cst_8_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %false) -> (tile<64xf32>, tile<i1>) {
    if %iterArg1 {
      continue %iterArg0, %iterArg1 : tile<64xf32>, tile<i1> loc(#loc19)
    } else {
    } loc(#loc19)
    %tile, %result_token = load_view_tko weak %pview[%loopIdx] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc22)
    %2 = remi %loopIdx, %cst_3_i32 signed : tile<i32> loc(#loc24)
    %3 = cmpi less_than %2, %cst_0_i32_4, signed : tile<i32> -> tile<i1> loc(#loc24)
    %4 = xori %3, %false_5 : tile<i1> loc(#loc24)
    %5 = cmpi not_equal %2, %cst_0_i32_4, signed : tile<i32> -> tile<i1> loc(#loc24)
    %6 = andi %4, %5 : tile<i1> loc(#loc24)
    %7 = addi %2, %cst_3_i32 : tile<i32> loc(#loc24)
    %8 = select %6, %7, %2 : tile<i1>, tile<i32> loc(#loc24)
    %9 = cmpi equal %8, %cst_1_i32_6, signed : tile<i32> -> tile<i1> loc(#loc24)
    if %9 {
      continue %iterArg0, %iterArg1 : tile<64xf32>, tile<i1> loc(#loc28)
    } else {
    } loc(#loc27)
    %reduce = reduce %tile dim=0 identities=[0xFF800000 : f32] : tile<64xf32> -> tile<f32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %12 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc29)
      yield %12 : tile<f32> loc(#loc29)
    } loc(#loc29)
    %10 = cmpf greater_than ordered %reduce, %cst_100_f32 : tile<f32> -> tile<i1> loc(#loc29)
    if %10 {
      continue %iterArg0, %true : tile<64xf32>, tile<i1> loc(#loc31)
    } else {
    } loc(#loc30)
    %11 = addf %iterArg0, %tile  : tile<64xf32> loc(#loc32)
    continue %11, %iterArg1 : tile<64xf32>, tile<i1> loc(#loc19)
  } loc(#loc19)
  %cst_0_i32_7 = constant <i32: 0> : tile<i32> loc(#loc33)
  %pview_8 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc34)
  %1 = store_view_tko weak %for#0, %pview_8[%cst_0_i32_7] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc34)
  return loc(#loc17)
} loc(#loc18)
#di_file = #cuda_tile.di_file<"control_flow.py" in "kernels">
#loc = loc("kernels/control_flow.py":68:0)
#loc1 = loc("kernels/control_flow.py":70:4)
#loc2 = loc("kernels/control_flow.py":69:10)
#loc3 = loc("kernels/control_flow.py":70:13)
#loc4 = loc("kernels/control_flow.py":71:12)
#loc5 = loc("kernels/control_flow.py":72:15)
#loc6 = loc("kernels/control_flow.py":72:11)
#loc7 = loc("kernels/control_flow.py":72:20)
#loc8 = loc("kernels/control_flow.py":74:23)
#loc9 = loc("kernels/control_flow.py":72:8)
#loc10 = loc("kernels/control_flow.py":73:12)
#loc11 = loc("kernels/control_flow.py":74:11)
#loc12 = loc("kernels/control_flow.py":74:8)
#loc13 = loc("kernels/control_flow.py":75:12)
#loc14 = loc("kernels/control_flow.py":76:8)
#loc15 = loc("kernels/control_flow.py":77:25)
#loc16 = loc("kernels/control_flow.py":77:4)
#loc17 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 67, name = "break_continue", linkageName = "break_continue_Kt1_A1f32_1l0_A1f32_1l0_I8_I64", compileUnit = #di_compile_unit, scopeLine = 67>
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
#loc33 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
