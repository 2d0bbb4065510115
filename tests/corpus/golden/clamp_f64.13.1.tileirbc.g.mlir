entry @clamp_tile_Kt1_A1f64_1l0_A1f64_1l0_Sf64_Sf64_I256(%arg0: tile<ptr<f64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f64>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<f64>, %arg7: tile<f64>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc7)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc7)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc7)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc7)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc7)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc7)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc7)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc8)
  %pview = make_partition_view %tview : partition_view<tile=(256), tensor_view<?xf64, strides=[?]>> loc(#loc9)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xf64, strides=[?]>>, tile<i32> -> tile<256xf64>, token loc(#loc9)
  %reshape = reshape %arg6 : tile<f64> -> tile<1xf64> loc(#loc10)
  %bcast = broadcast %reshape : tile<1xf64> -> tile<256xf64> loc(#loc10)
  %1 = maxf %tile, %bcast : tile<256xf64> loc(#loc10)
  %reshape_4 = reshape %arg7 : tile<f64> -> tile<1xf64> loc(#loc11)
  %bcast_5 = broadcast %reshape_4 : tile<1xf64> -> tile<256xf64> loc(#loc11)
  %2 = minf %1, %bcast_5 : tile<256xf64> loc(#loc11)
  %pview_6 = make_partition_view %tview_3 : partition_view<tile=(256), tensor_view<?xf64, strides=[?]>> loc(#loc12)
  %3 = store_view_tko weak %2, %pview_6[%blockId_x] token = %0 : tile<256xf64>, partition_view<tile=(256), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc12)
  return loc(#loc6)
} loc(#loc7)
#di_file = #cuda_tile.di_file<"compare_select.py" in "kernels">
#loc = loc("kernels/compare_select.py":44:0)
#loc1 = loc("kernels/compare_select.py":45:8)
#loc2 = loc("kernels/compare_select.py":46:8)
#loc3 = loc("kernels/compare_select.py":47:46)
#loc4 = loc("kernels/compare_select.py":47:35)
#loc5 = loc("kernels/compare_select.py":47:4)
#loc6 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 43, name = "clamp_tile", linkageName = "clamp_tile_Kt1_A1f64_1l0_A1f64_1l0_Sf64_Sf64_I256", compileUnit = #di_compile_unit, scopeLine = 43>
#loc7 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc8 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc9 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
