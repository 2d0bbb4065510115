entry @reverse_loop_Kt1_A1f32_1l0_A1f32_1l0_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc11)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc11)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc11)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc11)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc11)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc11)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc11)
  %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>> loc(#loc12)
  %1 = get_index_space_shape %pview : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>> -> tile<i32> loc(#loc12)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<32xf32> loc(#loc13)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc14)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc14)
  %cst_1_i32_4 = constant <i32: 1> : tile<i32> loc(#loc15)
  %2 = subi %1, %cst_1_i32_4 : tile<i32> loc(#loc16)
  %pview_5 = make_partition_view %tview : partition_view<tile=(32), padding_value = zero, tensor_view<?xf32, strides=[?]>> loc(#loc17)
  %cst_f32 = constant <f32: 5.000000e-01> : tile<f32> loc(#loc18)
  %reshape = reshape %cst_f32 : tile<f32> -> tile<1xf32> loc(#loc18)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<32xf32> loc(#loc18)
  %pview_6 = make_partition_view %tview_3 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>> loc(#loc19)
  %for:2 = for %loopIdx in (%cst_0_i32 to %1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %0) -> (tile<32xf32>, token) {
    %3 = subi %2, %loopIdx : tile<i32> loc(#loc16)
    %tile, %result_token = load_view_tko weak %pview_5[%3] token = %0 : partition_view<tile=(32), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<32xf32>, token loc(#loc17)
    %4 = fma %bcast, %iterArg0, %tile  : tile<32xf32> loc(#loc17)
    %5 = store_view_tko weak %4, %pview_6[%3] token = %iterArg1 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc19)
    continue %4, %5 : tile<32xf32>, token loc(#loc20)
  } loc(#loc20)
  return loc(#loc10)
} loc(#loc11)
#di_file = #cuda_tile.di_file<"loops_rounding.py" in "kernels">
#loc = loc("kernels/loops_rounding.py":14:0)
#loc1 = loc("kernels/loops_rounding.py":16:8)
#loc2 = loc("kernels/loops_rounding.py":17:12)
#loc3 = loc("kernels/loops_rounding.py":18:13)
#loc4 = loc("kernels/loops_rounding.py":19:16)
#loc5 = loc("kernels/loops_rounding.py":19:12)
#loc6 = loc("kernels/loops_rounding.py":20:16)
#loc7 = loc("kernels/loops_rounding.py":20:75)
#loc8 = loc("kernels/loops_rounding.py":21:8)
#loc9 = loc("kernels/loops_rounding.py":18:4)
#loc10 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 13, name = "reverse_loop", linkageName = "reverse_loop_Kt1_A1f32_1l0_A1f32_1l0_I32", compileUnit = #di_compile_unit, scopeLine = 13>
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
