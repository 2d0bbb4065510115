entry @tile_functions_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc12)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc12)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc12)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc12)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc12)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc12)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc12)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc12)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc12)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc12)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc13)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc14)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc14)
  %pview_7 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc15)
  %tile_8, %result_token_9 = load_view_tko weak %pview_7[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc15)
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32> loc(#loc16)
  %reshape = reshape %cst_2_f32 : tile<f32> -> tile<1xf32> loc(#loc23)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32> loc(#loc23)
  %1 = fma %tile, %bcast, %tile_8  : tile<64xf32> loc(#loc23)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc24)
  %reshape_10 = reshape %cst_0_f32 : tile<f32> -> tile<1xf32> loc(#loc25)
  %bcast_11 = broadcast %reshape_10 : tile<1xf32> -> tile<64xf32> loc(#loc25)
  %2 = maxf %1, %bcast_11 : tile<64xf32> loc(#loc25)
  %pview_12 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc22)
  %3 = store_view_tko weak %2, %pview_12[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc22)
  return loc(#loc11)
} loc(#loc12)
#di_file = #cuda_tile.di_file<"control_flow.py" in "kernels">
#loc = loc("kernels/control_flow.py":135:0)
#loc1 = loc("kernels/control_flow.py":136:8)
#loc2 = loc("kernels/control_flow.py":137:8)
#loc3 = loc("kernels/control_flow.py":138:8)
#loc4 = loc("kernels/control_flow.py":139:65)
#loc5 = loc("kernels/control_flow.py":127:11)
#loc6 = loc("kernels/control_flow.py":139:48)
#loc7 = loc("kernels/control_flow.py":131:25)
#loc8 = loc("kernels/control_flow.py":139:35)
#loc9 = loc("kernels/control_flow.py":131:11)
#loc10 = loc("kernels/control_flow.py":139:4)
#loc11 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 134, name = "tile_functions", linkageName = "tile_functions_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 134>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file, line = 125, name = "_scale_add", linkageName = "_scale_add@control_flow:125:1_s0", compileUnit = #di_compile_unit, scopeLine = 125>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file, line = 130, name = "_helper_relu", linkageName = "_helper_relu@control_flow:130:1_s1", compileUnit = #di_compile_unit, scopeLine = 130>
#loc12 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc5 in #di_subprogram1>
#loc18 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc7 in #di_subprogram2>
#loc20 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc9 in #di_subprogram2>
#loc22 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc23 = loc(callsite(#loc17 at #loc18))
#loc24 = loc(callsite(#loc19 at #loc20))
#loc25 = loc(callsite(#loc21 at #loc20))
