entry @while_loop_Kt1_A1f32_1l0_A1f32_1l0_Sf32_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<f32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc16)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc16)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc16)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc16)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc16)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc16)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc16)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc17)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc18)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc18)
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<64xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %5 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc19)
    yield %5 : tile<f32> loc(#loc19)
  } loc(#loc19)
  %cst_0_i32_4 = constant <i32: 0> : tile<i32> loc(#loc20)
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32> loc(#loc21)
  %reshape = reshape %cst_2_f32 : tile<f32> -> tile<1xf32> loc(#loc22)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32> loc(#loc22)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc23)
  %1:3 = loop iter_values(%arg7 = %cst_0_i32_4, %arg8 = %reduce, %arg9 = %tile) : tile<i32>, tile<f32>, tile<64xf32> -> tile<i32>, tile<f32>, tile<64xf32> {
    %5 = cmpf less_than ordered %arg8, %arg6 : tile<f32> -> tile<i1> loc(#loc25)
    if %5 {
    } else {
      break %arg7, %arg8, %arg9 : tile<i32>, tile<f32>, tile<64xf32> loc(#loc24)
    } loc(#loc24)
    %6 = mulf %arg9, %bcast  : tile<64xf32> loc(#loc22)
    %reduce_9 = reduce %6 dim=0 identities=[0.000000e+00 : f32] : tile<64xf32> -> tile<f32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %8 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc26)
      yield %8 : tile<f32> loc(#loc26)
    } loc(#loc26)
    %7 = addi %arg7, %cst_1_i32 : tile<i32> loc(#loc27)
    continue %7, %reduce_9, %6 : tile<i32>, tile<f32>, tile<64xf32> loc(#loc24)
  } loc(#loc24)
  %cst_0_i32_5 = constant <i32: 0> : tile<i32> loc(#loc28)
  %2 = itof %1#0 signed  : tile<i32> -> tile<f32> loc(#loc29)
  %reshape_6 = reshape %2 : tile<f32> -> tile<1xf32> loc(#loc29)
  %bcast_7 = broadcast %reshape_6 : tile<1xf32> -> tile<64xf32> loc(#loc29)
  %3 = addf %1#2, %bcast_7  : tile<64xf32> loc(#loc29)
  %pview_8 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc30)
  %4 = store_view_tko weak %3, %pview_8[%cst_0_i32_5] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc30)
  return loc(#loc15)
} loc(#loc16)
#di_file = #cuda_tile.di_file<"control_flow.py" in "kernels">
#loc = loc("kernels/control_flow.py":33:0)
#loc1 = loc("kernels/control_flow.py":34:26)
#loc2 = loc("kernels/control_flow.py":34:8)
#loc3 = loc("kernels/control_flow.py":35:8)
#loc4 = loc("kernels/control_flow.py":36:9)
#loc5 = loc("kernels/control_flow.py":38:16)
#loc6 = loc("kernels/control_flow.py":38:12)
#loc7 = loc("kernels/control_flow.py":40:14)
#loc8 = loc("kernels/control_flow.py":37:4)
#loc9 = loc("kernels/control_flow.py":37:10)
#loc10 = loc("kernels/control_flow.py":39:12)
#loc11 = loc("kernels/control_flow.py":40:8)
#loc12 = loc("kernels/control_flow.py":41:25)
#loc13 = loc("kernels/control_flow.py":41:35)
#loc14 = loc("kernels/control_flow.py":41:4)
#loc15 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 32, name = "while_loop", linkageName = "while_loop_Kt1_A1f32_1l0_A1f32_1l0_Sf32_I64", compileUnit = #di_compile_unit, scopeLine = 32>
#loc16 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
