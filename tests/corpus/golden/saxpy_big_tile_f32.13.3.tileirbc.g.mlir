entry @saxpy_Kt1_A1f32_1i16t1_p16_A1f32_1i16t1_p16_Sf32_I65536(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<f32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc9)
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>> loc(#loc10)
  %assume_0 = assume div_by<16>, %arg1 : tile<i32> loc(#loc10)
  %assume_1 = assume div_by<16>, %arg3 : tile<ptr<f32>> loc(#loc11)
  %assume_2 = assume div_by<16>, %arg4 : tile<i32> loc(#loc11)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc9)
  %cst_1_i32_3 = constant <i32: 1> : tile<i32> loc(#loc9)
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32> loc(#loc9)
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32> loc(#loc9)
  %tview = make_tensor_view %assume, shape = [%assume_assume_assume], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc9)
  %assume_assume_4 = assume bounded<0, ?>, %assume_2 : tile<i32> loc(#loc9)
  %assume_assume_assume_5 = assume div_by<16>, %assume_assume_4 : tile<i32> loc(#loc9)
  %tview_6 = make_tensor_view %assume_1, shape = [%assume_assume_assume_5], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]> loc(#loc9)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc12)
  %pview = make_partition_view %tview : partition_view<tile=(65536), tensor_view<?xf32, strides=[1]>> loc(#loc13)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(65536), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<65536xf32>, token loc(#loc13)
  %reshape = reshape %arg6 : tile<f32> -> tile<1xf32> loc(#loc14)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<65536xf32> loc(#loc14)
  %pview_7 = make_partition_view %tview_6 : partition_view<tile=(65536), tensor_view<?xf32, strides=[1]>> loc(#loc15)
  %tile_8, %result_token_9 = load_view_tko weak %pview_7[%blockId_x] token = %0 : partition_view<tile=(65536), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<65536xf32>, token loc(#loc15)
  %1 = join_tokens %0, %result_token_9 : token loc(#loc15)
  %2 = fma %bcast, %tile, %tile_8  : tile<65536xf32> loc(#loc14)
  %pview_10 = make_partition_view %tview_6 : partition_view<tile=(65536), tensor_view<?xf32, strides=[1]>> loc(#loc16)
  %3 = store_view_tko weak %2, %pview_10[%blockId_x] token = %1 : tile<65536xf32>, partition_view<tile=(65536), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token loc(#loc16)
  return loc(#loc8)
} loc(#loc9)
#di_file = #cuda_tile.di_file<"memory_bound.py" in "kernels">
#loc = loc("kernels/memory_bound.py":41:0)
#loc1 = loc("kernels/memory_bound.py":41:10)
#loc2 = loc("kernels/memory_bound.py":41:13)
#loc3 = loc("kernels/memory_bound.py":42:8)
#loc4 = loc("kernels/memory_bound.py":43:37)
#loc5 = loc("kernels/memory_bound.py":43:33)
#loc6 = loc("kernels/memory_bound.py":43:74)
#loc7 = loc("kernels/memory_bound.py":43:4)
#loc8 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 40, name = "saxpy", linkageName = "saxpy_Kt1_A1f32_1i16t1_p16_A1f32_1i16t1_p16_Sf32_I65536", compileUnit = #di_compile_unit, scopeLine = 40>
#loc9 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
