entry @shift_by_tile_Kt1_A1u16_1l0_A1u16_1l0_A1u16_1l0_A1u16_1l0_I128(%arg0: tile<ptr<i16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i16>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i16>>, %arg10: tile<i32>, %arg11: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc9)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc9)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc9)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi16, strides=[?]> loc(#loc9)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc9)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc9)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi16, strides=[?]> loc(#loc9)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc9)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc9)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi16, strides=[?]> loc(#loc9)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc9)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc9)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi16, strides=[?]> loc(#loc9)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc10)
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xi16, strides=[?]>> loc(#loc11)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xi16, strides=[?]>>, tile<i32> -> tile<128xi16>, token loc(#loc11)
  %pview_10 = make_partition_view %tview_3 : partition_view<tile=(128), tensor_view<?xi16, strides=[?]>> loc(#loc12)
  %tile_11, %result_token_12 = load_view_tko weak %pview_10[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xi16, strides=[?]>>, tile<i32> -> tile<128xi16>, token loc(#loc12)
  %1 = shli %tile, %tile_11 : tile<128xi16> loc(#loc13)
  %pview_13 = make_partition_view %tview_6 : partition_view<tile=(128), tensor_view<?xi16, strides=[?]>> loc(#loc14)
  %2 = store_view_tko weak %1, %pview_13[%blockId_x] token = %0 : tile<128xi16>, partition_view<tile=(128), tensor_view<?xi16, strides=[?]>>, tile<i32> -> token loc(#loc14)
  %3 = shri %tile, %tile_11 unsigned : tile<128xi16> loc(#loc15)
  %pview_14 = make_partition_view %tview_9 : partition_view<tile=(128), tensor_view<?xi16, strides=[?]>> loc(#loc16)
  %4 = store_view_tko weak %3, %pview_14[%blockId_x] token = %0 : tile<128xi16>, partition_view<tile=(128), tensor_view<?xi16, strides=[?]>>, tile<i32> -> token loc(#loc16)
  return loc(#loc8)
} loc(#loc9)
#di_file = #cuda_tile.di_file<"dtype_mix.py" in "kernels">
#loc = loc("kernels/dtype_mix.py":60:0)
#loc1 = loc("kernels/dtype_mix.py":61:8)
#loc2 = loc("kernels/dtype_mix.py":62:8)
#loc3 = loc("kernels/dtype_mix.py":63:8)
#loc4 = loc("kernels/dtype_mix.py":64:37)
#loc5 = loc("kernels/dtype_mix.py":64:4)
#loc6 = loc("kernels/dtype_mix.py":65:37)
#loc7 = loc("kernels/dtype_mix.py":65:4)
#loc8 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 59, name = "shift_by_tile", linkageName = "shift_by_tile_Kt1_A1u16_1l0_A1u16_1l0_A1u16_1l0_A1u16_1l0_I128", compileUnit = #di_compile_unit, scopeLine = 59>
#loc9 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
