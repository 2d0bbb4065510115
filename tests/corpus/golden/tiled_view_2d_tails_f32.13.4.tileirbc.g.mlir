entry @tiled_view_2d_tails_Kt1_A2f32_3l0_A2f32_3l0_A2f32_3l0_I16_I16(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc15)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc15)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc15)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc15)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc15)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc15)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc15)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc15)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc15)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc15)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc15)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc15)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc15)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc15)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc15)
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc15)
  %pview = make_partition_view %tview : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc16)
  %1:2 = get_index_space_shape %pview : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>> -> tile<i32> loc(#loc16)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc17)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc17)
  %pview_13 = make_partition_view %tview : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc18)
  %2:2 = get_index_space_shape %pview_13 : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>> -> tile<i32> loc(#loc18)
  %cst_0_i32_14 = constant <i32: 0> : tile<i32> loc(#loc19)
  %cst_1_i32_15 = constant <i32: 1> : tile<i32> loc(#loc19)
  %pview_16 = make_partition_view %tview : partition_view<tile=(16x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>> loc(#loc20)
  %cst_3_f32 = constant <f32: 3.000000e+00> : tile<f32> loc(#loc21)
  %reshape = reshape %cst_3_f32 : tile<f32> -> tile<1x1xf32> loc(#loc22)
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<16x16xf32> loc(#loc22)
  %pview_17 = make_partition_view %tview_7 : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc23)
  %cst_0_i32_18 = constant <i32: 0> : tile<i32> loc(#loc24)
  %cst_0_i32_19 = constant <i32: 0> : tile<i32> loc(#loc25)
  %pview_20 = make_partition_view %tview_12 : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc26)
  %for:2 = for %loopIdx in (%cst_0_i32 to %1#0, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %0, %iterArg1 = %0) -> (token, token) {
    %for_21:2 = for %loopIdx_22 in (%cst_0_i32_14 to %2#1, step %cst_1_i32_15) : tile<i32> iter_values(%iterArg0_23 = %iterArg0, %iterArg1_24 = %iterArg1) -> (token, token) {
      %tile, %result_token = load_view_tko weak %pview_16[%loopIdx, %loopIdx_22] token = %0 : partition_view<tile=(16x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<16x16xf32>, token loc(#loc20)
      %3 = mulf %tile, %bcast  : tile<16x16xf32> loc(#loc22)
      %4 = store_view_tko weak %3, %pview_17[%loopIdx, %loopIdx_22] token = %iterArg0 : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc23)
      %5 = join_tokens %iterArg0_23, %4 : token loc(#loc23)
      %6 = atomic_red_view_tko relaxed device %pview_20[%cst_0_i32_18, %cst_0_i32_19], addf, %tile token = %iterArg1_24 : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc26)
      continue %5, %6 : token, token loc(#loc28)
    } loc(#loc28)
    continue %for_21#0, %for_21#1 : token, token loc(#loc27)
  } loc(#loc27)
  return loc(#loc14)
} loc(#loc15)
#di_file = #cuda_tile.di_file<"misc_ops.py" in "kernels">
#loc = loc("kernels/misc_ops.py":14:0)
#loc1 = loc("kernels/misc_ops.py":18:19)
#loc2 = loc("kernels/misc_ops.py":18:13)
#loc3 = loc("kernels/misc_ops.py":19:23)
#loc4 = loc("kernels/misc_ops.py":19:17)
#loc5 = loc("kernels/misc_ops.py":20:16)
#loc6 = loc("kernels/misc_ops.py":21:33)
#loc7 = loc("kernels/misc_ops.py":21:29)
#loc8 = loc("kernels/misc_ops.py":21:12)
#loc9 = loc("kernels/misc_ops.py":22:33)
#loc10 = loc("kernels/misc_ops.py":22:36)
#loc11 = loc("kernels/misc_ops.py":22:12)
#loc12 = loc("kernels/misc_ops.py":18:4)
#loc13 = loc("kernels/misc_ops.py":19:8)
#loc14 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 13, name = "tiled_view_2d_tails", linkageName = "tiled_view_2d_tails_Kt1_A2f32_3l0_A2f32_3l0_A2f32_3l0_I16_I16", compileUnit = #di_compile_unit, scopeLine = 13>
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
