entry @grid_stride_loop_Kt1_A1f32_1l0_A1f32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc9)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc9)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc9)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc9)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc9)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc9)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc9)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc10)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc11)
  %1 = get_index_space_shape %pview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> -> tile<i32> loc(#loc11)
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32> loc(#loc12)
  %pview_4 = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc13)
  %cst_3_f32 = constant <f32: 3.000000e+00> : tile<f32> loc(#loc14)
  %reshape = reshape %cst_3_f32 : tile<f32> -> tile<1xf32> loc(#loc13)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32> loc(#loc13)
  %pview_5 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc15)
  for %loopIdx in (%blockId_x to %1, step %gridSize_x) : tile<i32> {
    %tile, %result_token = load_view_tko weak %pview_4[%loopIdx] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc13)
    %2 = mulf %tile, %bcast  : tile<64xf32> loc(#loc13)
    %3 = store_view_tko weak %2, %pview_5[%loopIdx] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc15)
  } loc(#loc16)
  return loc(#loc8)
} loc(#loc9)
#di_file = #cuda_tile.di_file<"grid_and_signatures.py" in "kernels">
#loc = loc("kernels/grid_and_signatures.py":24:0)
#loc1 = loc("kernels/grid_and_signatures.py":25:19)
#loc2 = loc("kernels/grid_and_signatures.py":25:30)
#loc3 = loc("kernels/grid_and_signatures.py":25:62)
#loc4 = loc("kernels/grid_and_signatures.py":26:39)
#loc5 = loc("kernels/grid_and_signatures.py":26:76)
#loc6 = loc("kernels/grid_and_signatures.py":26:8)
#loc7 = loc("kernels/grid_and_signatures.py":25:4)
#loc8 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 23, name = "grid_stride_loop", linkageName = "grid_stride_loop_Kt1_A1f32_1l0_A1f32_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 23>
#loc9 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
