entry @strided_ranges_Kt1_A1f32_1l0_A1f32_1l0_Si32_Si32_Si32_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc16)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc16)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc16)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc16)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc16)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc16)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc16)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<32xf32> loc(#loc17)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc18)
  %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>> loc(#loc19)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc20)
  %for:2 = for %loopIdx in (%arg6 to %arg7, step %arg8) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %cst_0_i32) -> (tile<32xf32>, tile<i32>) {
    %tile, %result_token = load_view_tko weak %pview[%loopIdx] token = %0 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<32xf32>, token loc(#loc19)
    %4 = addf %iterArg0, %tile  : tile<32xf32> loc(#loc22)
    %5 = addi %iterArg1, %cst_1_i32 : tile<i32> loc(#loc23)
    continue %4, %5 : tile<32xf32>, tile<i32> loc(#loc21)
  } loc(#loc21)
  %cst_1_i32_4 = constant <i32: 1> : tile<i32> loc(#loc24)
  %cst_0_f32_5 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc25)
  %reshape = reshape %cst_0_f32_5 : tile<f32> -> tile<1xf32> loc(#loc26)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<32xf32> loc(#loc26)
  %for_6 = for %loopIdx in (%arg7 to %arg6, step %cst_1_i32_4) : tile<i32> iter_values(%iterArg0 = %for#0) -> (tile<32xf32>) {
    %4 = mulf %iterArg0, %bcast  : tile<32xf32> loc(#loc26)
    continue %4 : tile<32xf32> loc(#loc27)
  } loc(#loc27)
  %cst_0_i32_7 = constant <i32: 0> : tile<i32> loc(#loc28)
  %1 = itof %for#1 signed  : tile<i32> -> tile<f32> loc(#loc29)
  %reshape_8 = reshape %1 : tile<f32> -> tile<1xf32> loc(#loc29)
  %bcast_9 = broadcast %reshape_8 : tile<1xf32> -> tile<32xf32> loc(#loc29)
  %2 = addf %for_6, %bcast_9  : tile<32xf32> loc(#loc29)
  %pview_10 = make_partition_view %tview_3 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>> loc(#loc30)
  %3 = store_view_tko weak %2, %pview_10[%cst_0_i32_7] token = %0 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc30)
  return loc(#loc15)
} loc(#loc16)
#di_file = #cuda_tile.di_file<"loops_rounding.py" in "kernels">
#loc = loc("kernels/loops_rounding.py":25:0)
#loc1 = loc("kernels/loops_rounding.py":26:10)
#loc2 = loc("kernels/loops_rounding.py":27:10)
#loc3 = loc("kernels/loops_rounding.py":29:15)
#loc4 = loc("kernels/loops_rounding.py":30:15)
#loc5 = loc("kernels/loops_rounding.py":28:4)
#loc6 = loc("kernels/loops_rounding.py":29:8)
#loc7 = loc("kernels/loops_rounding.py":30:8)
#loc8 = loc("kernels/loops_rounding.py":31:32)
#loc9 = loc("kernels/loops_rounding.py":32:20)
#loc10 = loc("kernels/loops_rounding.py":32:14)
#loc11 = loc("kernels/loops_rounding.py":31:4)
#loc12 = loc("kernels/loops_rounding.py":33:25)
#loc13 = loc("kernels/loops_rounding.py":33:35)
#loc14 = loc("kernels/loops_rounding.py":33:4)
#loc15 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 24, name = "strided_ranges", linkageName = "strided_ranges_Kt1_A1f32_1l0_A1f32_1l0_Si32_Si32_Si32_I32", compileUnit = #di_compile_unit, scopeLine = 24>
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
