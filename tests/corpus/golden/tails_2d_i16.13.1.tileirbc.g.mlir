entry @tails_2d_Kt1_A2i16_3l0_A2i16_3l0_A2i16_3l0_I16_I64(%arg0: tile<ptr<i16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<i16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc11)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc11)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc11)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc11)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc11)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xi16, strides=[?,?]> loc(#loc11)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc11)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc11)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc11)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc11)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xi16, strides=[?,?]> loc(#loc11)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc11)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc11)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc11)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc11)
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xi16, strides=[?,?]> loc(#loc11)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc12)
  %blockId_x_13, %blockId_y_14, %blockId_z_15 = get_tile_block_id : tile<i32> loc(#loc13)
  %pview = make_partition_view %tview : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x?xi16, strides=[?,?]>> loc(#loc14)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_14] token = %0 : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x?xi16, strides=[?,?]>>, tile<i32> -> tile<16x64xi16>, token loc(#loc14)
  %pview_16 = make_partition_view %tview_7 : partition_view<tile=(64x16), padding_value = zero, tensor_view<?x?xi16, strides=[?,?]>> loc(#loc15)
  %tile_17, %result_token_18 = load_view_tko weak %pview_16[%blockId_y_14, %blockId_x] token = %0 : partition_view<tile=(64x16), padding_value = zero, tensor_view<?x?xi16, strides=[?,?]>>, tile<i32> -> tile<64x16xi16>, token loc(#loc15)
  %1 = permute %tile_17 [1, 0] : tile<64x16xi16> -> tile<16x64xi16> loc(#loc16)
  %2 = subi %tile, %1 : tile<16x64xi16> loc(#loc17)
  %3 = permute %tile_17 [1, 0] : tile<64x16xi16> -> tile<16x64xi16> loc(#loc18)
  %4 = muli %tile, %3 : tile<16x64xi16> loc(#loc19)
  %5 = addi %2, %4 : tile<16x64xi16> loc(#loc17)
  %pview_19 = make_partition_view %tview_12 : partition_view<tile=(16x64), tensor_view<?x?xi16, strides=[?,?]>> loc(#loc20)
  %6 = store_view_tko weak %5, %pview_19[%blockId_x, %blockId_y_14] token = %0 : tile<16x64xi16>, partition_view<tile=(16x64), tensor_view<?x?xi16, strides=[?,?]>>, tile<i32> -> token loc(#loc20)
  return loc(#loc10)
} loc(#loc11)
#di_file = #cuda_tile.di_file<"shapes_views_flow.py" in "kernels">
#loc = loc("kernels/shapes_views_flow.py":35:0)
#loc1 = loc("kernels/shapes_views_flow.py":36:13)
#loc2 = loc("kernels/shapes_views_flow.py":36:24)
#loc3 = loc("kernels/shapes_views_flow.py":37:8)
#loc4 = loc("kernels/shapes_views_flow.py":38:8)
#loc5 = loc("kernels/shapes_views_flow.py":39:43)
#loc6 = loc("kernels/shapes_views_flow.py":39:39)
#loc7 = loc("kernels/shapes_views_flow.py":39:65)
#loc8 = loc("kernels/shapes_views_flow.py":39:61)
#loc9 = loc("kernels/shapes_views_flow.py":39:4)
#loc10 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 34, name = "tails_2d", linkageName = "tails_2d_Kt1_A2i16_3l0_A2i16_3l0_A2i16_3l0_I16_I64", compileUnit = #di_compile_unit, scopeLine = 34>
#loc11 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
