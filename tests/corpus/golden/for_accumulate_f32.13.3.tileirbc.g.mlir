entry @for_accumulate_Kt1_A1f32_1l0_A1f32_1l0_I8_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc9)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc9)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc9)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc9)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc9)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc9)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc9)
  %cst_8_i32 = constant <i32: 8> : tile<i32> loc(#loc9)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64xf32> loc(#loc10)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc11)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc11)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc12)
  %for = for %loopIdx in (%cst_0_i32 to %cst_8_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<64xf32>) {
    %tile, %result_token = load_view_tko weak %pview[%loopIdx] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc12)
    %2 = addf %iterArg0, %tile  : tile<64xf32> loc(#loc14)
    continue %2 : tile<64xf32> loc(#loc13)
  } loc(#loc13)
  %cst_0_i32_4 = constant <i32: 0> : tile<i32> loc(#loc15)
  %pview_5 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc16)
  %1 = store_view_tko weak %for, %pview_5[%cst_0_i32_4] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc16)
  return loc(#loc8)
} loc(#loc9)
#di_file = #cuda_tile.di_file<"control_flow.py" in "kernels">
#loc = loc("kernels/control_flow.py":9:0)
#loc1 = loc("kernels/control_flow.py":10:10)
#loc2 = loc("kernels/control_flow.py":11:13)
#loc3 = loc("kernels/control_flow.py":12:15)
#loc4 = loc("kernels/control_flow.py":11:4)
#loc5 = loc("kernels/control_flow.py":12:8)
#loc6 = loc("kernels/control_flow.py":13:25)
#loc7 = loc("kernels/control_flow.py":13:4)
#loc8 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 8, name = "for_accumulate", linkageName = "for_accumulate_Kt1_A1f32_1l0_A1f32_1l0_I8_I64", compileUnit = #di_compile_unit, scopeLine = 8>
#loc9 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
