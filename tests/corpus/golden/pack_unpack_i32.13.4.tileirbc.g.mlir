entry @pack_unpack_Kt1_A1i32_1l0_A1u8_1l0_A1i32_1l0_I64(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i8>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc8)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc8)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc8)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc8)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc8)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc8)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc8)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc8)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc8)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc8)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc9)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>> loc(#loc10)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<64xi32>, token loc(#loc10)
  %1 = pack %tile : tile<64xi32> -> tile<256xi8> loc(#loc11)
  %pview_7 = make_partition_view %tview_3 : partition_view<tile=(256), tensor_view<?xi8, strides=[?]>> loc(#loc12)
  %2 = store_view_tko weak %1, %pview_7[%blockId_x] token = %0 : tile<256xi8>, partition_view<tile=(256), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token loc(#loc12)
  %3 = unpack %1 : tile<256xi8> -> tile<64xi32> loc(#loc13)
  %pview_8 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>> loc(#loc14)
  %4 = store_view_tko weak %3, %pview_8[%blockId_x] token = %0 : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc14)
  return loc(#loc7)
} loc(#loc8)
#di_file = #cuda_tile.di_file<"casts.py" in "kernels">
#loc = loc("kernels/casts.py":59:0)
#loc1 = loc("kernels/casts.py":60:8)
#loc2 = loc("kernels/casts.py":61:8)
#loc3 = loc("kernels/casts.py":62:8)
#loc4 = loc("kernels/casts.py":63:4)
#loc5 = loc("kernels/casts.py":64:40)
#loc6 = loc("kernels/casts.py":64:4)
#loc7 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 58, name = "pack_unpack", linkageName = "pack_unpack_Kt1_A1i32_1l0_A1u8_1l0_A1i32_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 58>
#loc8 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc9 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
