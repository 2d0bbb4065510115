entry @tuple_param_Kt2_T2A1f32_1l0A1f32_1l0_A1f32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc8)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc8)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc8)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc8)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc8)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc8)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc8)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc8)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc8)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc8)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc9)
  %cst_0_i32_7 = constant <i32: 0> : tile<i32> loc(#loc10)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc11)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32_7] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc11)
  %cst_0_i32_8 = constant <i32: 0> : tile<i32> loc(#loc12)
  %pview_9 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc13)
  %tile_10, %result_token_11 = load_view_tko weak %pview_9[%cst_0_i32_8] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc13)
  %1 = subf %tile, %tile_10  : tile<64xf32> loc(#loc11)
  %pview_12 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc14)
  %2 = store_view_tko weak %1, %pview_12[%cst_0_i32] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc14)
  return loc(#loc7)
} loc(#loc8)
#di_file = #cuda_tile.di_file<"grid_and_signatures.py" in "kernels">
#loc = loc("kernels/grid_and_signatures.py":79:0)
#loc1 = loc("kernels/grid_and_signatures.py":81:25)
#loc2 = loc("kernels/grid_and_signatures.py":81:53)
#loc3 = loc("kernels/grid_and_signatures.py":81:35)
#loc4 = loc("kernels/grid_and_signatures.py":81:90)
#loc5 = loc("kernels/grid_and_signatures.py":81:72)
#loc6 = loc("kernels/grid_and_signatures.py":81:4)
#loc7 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 78, name = "tuple_param", linkageName = "tuple_param_Kt2_T2A1f32_1l0A1f32_1l0_A1f32_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 78>
#loc8 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc9 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
