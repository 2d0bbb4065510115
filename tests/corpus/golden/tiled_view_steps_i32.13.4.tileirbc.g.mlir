entry @tiled_view_steps_Kt1_A2i32_3l0_A2i32_3l0(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc14)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc14)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc14)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc14)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc14)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]> loc(#loc14)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc14)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc14)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc14)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc14)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]> loc(#loc14)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc15)
  %cst_0_i32_8 = constant <i32: 0> : tile<i32> loc(#loc16)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc17)
  %cst_0_i32_9 = constant <i32: 0> : tile<i32> loc(#loc18)
  %sview = make_strided_view %tview : strided_view<tile=(2x4), traversal_strides=[1,4], tensor_view<?x?xi32, strides=[?,?]>> loc(#loc19)
  %tile, %result_token = load_view_tko weak %sview[%cst_1_i32, %cst_0_i32_9] token = %0 : strided_view<tile=(2x4), traversal_strides=[1,4], tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> tile<2x4xi32>, token loc(#loc19)
  %pview = make_partition_view %tview_7 : partition_view<tile=(2x4), tensor_view<?x?xi32, strides=[?,?]>> loc(#loc20)
  %1 = store_view_tko weak %tile, %pview[%cst_0_i32, %cst_0_i32_8] token = %0 : tile<2x4xi32>, partition_view<tile=(2x4), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> token loc(#loc20)
  %cst_1_i32_10 = constant <i32: 1> : tile<i32> loc(#loc21)
  %cst_0_i32_11 = constant <i32: 0> : tile<i32> loc(#loc22)
  %cst_2_i32 = constant <i32: 2> : tile<i32> loc(#loc23)
  %cst_0_i32_12 = constant <i32: 0> : tile<i32> loc(#loc24)
  %sview_13 = make_strided_view %tview : strided_view<tile=(2x4), traversal_strides=[1,4], tensor_view<?x?xi32, strides=[?,?]>> loc(#loc25)
  %tile_14, %result_token_15 = load_view_tko weak %sview_13[%cst_2_i32, %cst_0_i32_12] token = %0 optimization_hints = <default = {allow_tma = false, latency = 4}> : strided_view<tile=(2x4), traversal_strides=[1,4], tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> tile<2x4xi32>, token loc(#loc25)
  %pview_16 = make_partition_view %tview_7 : partition_view<tile=(2x4), tensor_view<?x?xi32, strides=[?,?]>> loc(#loc26)
  %2 = store_view_tko weak %tile_14, %pview_16[%cst_1_i32_10, %cst_0_i32_11] token = %1 : tile<2x4xi32>, partition_view<tile=(2x4), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> token loc(#loc26)
  return loc(#loc13)
} loc(#loc14)
#di_file = #cuda_tile.di_file<"memory.py" in "kernels">
#loc = loc("kernels/memory.py":88:0)
#loc1 = loc("kernels/memory.py":91:14)
#loc2 = loc("kernels/memory.py":91:17)
#loc3 = loc("kernels/memory.py":91:30)
#loc4 = loc("kernels/memory.py":91:33)
#loc5 = loc("kernels/memory.py":91:21)
#loc6 = loc("kernels/memory.py":91:4)
#loc7 = loc("kernels/memory.py":92:14)
#loc8 = loc("kernels/memory.py":92:17)
#loc9 = loc("kernels/memory.py":92:30)
#loc10 = loc("kernels/memory.py":92:33)
#loc11 = loc("kernels/memory.py":92:21)
#loc12 = loc("kernels/memory.py":92:4)
#loc13 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 87, name = "tiled_view_steps", linkageName = "tiled_view_steps_Kt1_A2i32_3l0_A2i32_3l0", compileUnit = #di_compile_unit, scopeLine = 87>
#loc14 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
