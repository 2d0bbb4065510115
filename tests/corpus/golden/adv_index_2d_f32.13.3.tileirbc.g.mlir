entry @adv_index_2d_Kt1_A2f32_3l0_A1i32_1l0_A2f32_3l0_Si32_I8_I16(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc10)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc10)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc10)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc10)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc10)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc10)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc10)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc10)
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc10)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc10)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc10)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc10)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc10)
  %tview_10 = make_tensor_view %arg8, shape = [%assume_6, %assume_7], strides = [%assume_8, %assume_9] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc10)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc11)
  %pview = make_partition_view %tview_5 : partition_view<tile=(16), tensor_view<?xi32, strides=[?]>> loc(#loc12)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(16), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<16xi32>, token loc(#loc12)
  %gsview = make_gather_scatter_view %tview : gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>, sparse_dim=1> loc(#loc13)
  %tile_11, %result_token_12 = load_view_tko weak %gsview[%arg13, %tile] token = %0 : gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>, sparse_dim=1>, tile<i32>, tile<16xi32> -> tile<8x16xf32>, token loc(#loc13)
  %cst_0_i32_13 = constant <i32: 0> : tile<i32> loc(#loc14)
  %1 = iota : tile<16xi32> loc(#loc15)
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32> loc(#loc16)
  %reshape = reshape %cst_1_f32 : tile<f32> -> tile<1x1xf32> loc(#loc17)
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<8x16xf32> loc(#loc17)
  %2 = subf %tile_11, %bcast  : tile<8x16xf32> loc(#loc17)
  %gsview_14 = make_gather_scatter_view %tview_10 : gather_scatter_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,?]>, sparse_dim=1> loc(#loc18)
  %3 = store_view_tko weak %2, %gsview_14[%cst_0_i32_13, %1] token = %0 : tile<8x16xf32>, gather_scatter_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,?]>, sparse_dim=1>, tile<i32>, tile<16xi32> -> token loc(#loc18)
  return loc(#loc9)
} loc(#loc10)
#di_file = #cuda_tile.di_file<"misc_ops.py" in "kernels">
#loc = loc("kernels/misc_ops.py":33:0)
#loc1 = loc("kernels/misc_ops.py":34:29)
#loc2 = loc("kernels/misc_ops.py":34:8)
#loc3 = loc("kernels/misc_ops.py":35:8)
#loc4 = loc("kernels/misc_ops.py":36:46)
#loc5 = loc("kernels/misc_ops.py":36:53)
#loc6 = loc("kernels/misc_ops.py":36:88)
#loc7 = loc("kernels/misc_ops.py":36:84)
#loc8 = loc("kernels/misc_ops.py":36:4)
#loc9 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 32, name = "adv_index_2d", linkageName = "adv_index_2d_Kt1_A2f32_3l0_A1i32_1l0_A2f32_3l0_Si32_I8_I16", compileUnit = #di_compile_unit, scopeLine = 32>
#loc10 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
