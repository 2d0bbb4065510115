entry @for_num_tiles_Kt1_A1f32_1l0_A1f32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc10)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc10)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc10)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc10)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc10)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc10)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc10)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64xf32> loc(#loc11)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc12)
  %1 = get_index_space_shape %pview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> -> tile<i32> loc(#loc12)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc13)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc13)
  %pview_4 = make_partition_view %tview : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf32, strides=[?]>> loc(#loc14)
  %for = for %loopIdx in (%cst_0_i32 to %1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<64xf32>) {
    %tile, %result_token = load_view_tko weak %pview_4[%loopIdx] token = %0 : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc14)
    %3 = maxf %iterArg0, %tile : tile<64xf32> loc(#loc16)
    continue %3 : tile<64xf32> loc(#loc15)
  } loc(#loc15)
  %cst_0_i32_5 = constant <i32: 0> : tile<i32> loc(#loc17)
  %pview_6 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc18)
  %2 = store_view_tko weak %for, %pview_6[%cst_0_i32_5] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc18)
  return loc(#loc9)
} loc(#loc10)
#di_file = #cuda_tile.di_file<"control_flow.py" in "kernels">
#loc = loc("kernels/control_flow.py":25:0)
#loc1 = loc("kernels/control_flow.py":26:10)
#loc2 = loc("kernels/control_flow.py":27:19)
#loc3 = loc("kernels/control_flow.py":27:13)
#loc4 = loc("kernels/control_flow.py":28:30)
#loc5 = loc("kernels/control_flow.py":27:4)
#loc6 = loc("kernels/control_flow.py":28:14)
#loc7 = loc("kernels/control_flow.py":29:25)
#loc8 = loc("kernels/control_flow.py":29:4)
#loc9 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 24, name = "for_num_tiles", linkageName = "for_num_tiles_Kt1_A1f32_1l0_A1f32_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 24>
#loc10 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
