entry @indexed_int64_Kt1_A1f32_1l0_w_A1f32_1l0_A1f32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i64>, %arg2: tile<i64>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc6)
  %assume = assume bounded<0, ?>, %arg1 : tile<i64> loc(#loc6)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i64> loc(#loc6)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i64> -> tensor_view<?xf32, strides=[?]> loc(#loc6)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc6)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc6)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc6)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc6)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc6)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc6)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc7)
  %1 = exti %blockId_x signed : tile<i32> -> tile<i64> loc(#loc8)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc8)
  %tile, %result_token = load_view_tko weak %pview[%1] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i64> -> tile<64xf32>, token loc(#loc8)
  %pview_7 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc9)
  %tile_8, %result_token_9 = load_view_tko weak %pview_7[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc9)
  %2 = addf %tile, %tile_8  : tile<64xf32> loc(#loc8)
  %pview_10 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc10)
  %3 = store_view_tko weak %2, %pview_10[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc10)
  return loc(#loc5)
} loc(#loc6)
#di_file = #cuda_tile.di_file<"grid_and_signatures.py" in "kernels">
#loc = loc("kernels/grid_and_signatures.py":42:0)
#loc1 = loc("kernels/grid_and_signatures.py":43:8)
#loc2 = loc("kernels/grid_and_signatures.py":44:8)
#loc3 = loc("kernels/grid_and_signatures.py":44:47)
#loc4 = loc("kernels/grid_and_signatures.py":45:4)
#loc5 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 41, name = "indexed_int64", linkageName = "indexed_int64_Kt1_A1f32_1l0_w_A1f32_1l0_A1f32_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 41>
#loc6 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc7 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc8 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc9 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
