entry @vector_add_grid_stride_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_I512(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc9)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc9)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc9)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc9)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc9)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc9)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc9)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc9)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc9)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc9)
  %pview = make_partition_view %tview_6 : partition_view<tile=(512), tensor_view<?xf32, strides=[?]>> loc(#loc10)
  %1 = get_index_space_shape %pview : partition_view<tile=(512), tensor_view<?xf32, strides=[?]>> -> tile<i32> loc(#loc10)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc11)
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32> loc(#loc12)
  %pview_7 = make_partition_view %tview : partition_view<tile=(512), tensor_view<?xf32, strides=[?]>> loc(#loc13)
  %pview_8 = make_partition_view %tview_3 : partition_view<tile=(512), tensor_view<?xf32, strides=[?]>> loc(#loc14)
  %pview_9 = make_partition_view %tview_6 : partition_view<tile=(512), tensor_view<?xf32, strides=[?]>> loc(#loc15)
  for %loopIdx in (%blockId_x to %1, step %gridSize_x) : tile<i32> {
    %tile, %result_token = load_view_tko weak %pview_7[%loopIdx] token = %0 : partition_view<tile=(512), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<512xf32>, token loc(#loc13)
    %tile_10, %result_token_11 = load_view_tko weak %pview_8[%loopIdx] token = %0 : partition_view<tile=(512), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<512xf32>, token loc(#loc14)
    %2 = addf %tile, %tile_10  : tile<512xf32> loc(#loc13)
    %3 = store_view_tko weak %2, %pview_9[%loopIdx] token = %0 : tile<512xf32>, partition_view<tile=(512), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc15)
  } loc(#loc16)
  return loc(#loc8)
} loc(#loc9)
#di_file = #cuda_tile.di_file<"workloads.py" in "kernels">
#loc = loc("kernels/workloads.py":189:0)
#loc1 = loc("kernels/workloads.py":190:9)
#loc2 = loc("kernels/workloads.py":191:19)
#loc3 = loc("kernels/workloads.py":191:34)
#loc4 = loc("kernels/workloads.py":192:37)
#loc5 = loc("kernels/workloads.py":192:74)
#loc6 = loc("kernels/workloads.py":192:8)
#loc7 = loc("kernels/workloads.py":191:4)
#loc8 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 188, name = "vector_add_grid_stride", linkageName = "vector_add_grid_stride_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_I512", compileUnit = #di_compile_unit, scopeLine = 188>
#loc9 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
