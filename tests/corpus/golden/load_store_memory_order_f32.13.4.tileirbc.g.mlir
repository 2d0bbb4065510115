entry @load_store_memory_order_Kt1_A1f32_1l0_A1f32_1l0_A1i32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc8)
  %cst_1_i32 = constant <i32: 1> : tile<1xi32> loc(#loc9)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc8)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc8)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc8)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc8)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc8)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc8)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc8)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc8)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc8)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc10)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc11)
  %tile, %result_token = load_view_tko acquire device %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc11)
  %1 = join_tokens %0, %result_token : token loc(#loc11)
  %pview_7 = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc12)
  %2 = join_tokens %0, %result_token : token loc(#loc12)
  %tile_8, %result_token_9 = load_view_tko relaxed tl_blk %pview_7[%blockId_x] token = %2 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc12)
  %3 = join_tokens %1, %result_token_9 : token loc(#loc12)
  %4 = addf %tile, %tile_8  : tile<64xf32> loc(#loc13)
  %pview_10 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc14)
  %5 = join_tokens %0, %3, %result_token : token loc(#loc14)
  %6 = store_view_tko release sys %4, %pview_10[%blockId_x] token = %5 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc14)
  %pview_11 = make_partition_view %tview_6 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>> loc(#loc9)
  %7 = join_tokens %0, %result_token : token loc(#loc9)
  %8 = store_view_tko relaxed device %cst_1_i32, %pview_11[%blockId_x] token = %7 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc9)
  return loc(#loc7)
} loc(#loc8)
#di_file = #cuda_tile.di_file<"memory.py" in "kernels">
#loc = loc("kernels/memory.py":46:0)
#loc1 = loc("kernels/memory.py":51:4)
#loc2 = loc("kernels/memory.py":47:8)
#loc3 = loc("kernels/memory.py":48:8)
#loc4 = loc("kernels/memory.py":49:8)
#loc5 = loc("kernels/memory.py":50:35)
#loc6 = loc("kernels/memory.py":50:4)
#loc7 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 45, name = "load_store_memory_order", linkageName = "load_store_memory_order_Kt1_A1f32_1l0_A1f32_1l0_A1i32_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 45>
#loc8 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc9 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
