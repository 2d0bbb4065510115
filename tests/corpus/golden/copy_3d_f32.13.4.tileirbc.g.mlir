entry @copy_3d_Kt1_A3f32_7l0_A3f32_7l0_I4_I8_I16(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f32>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc7)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc7)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc7)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc7)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc7)
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc7)
  %assume_4 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc7)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0, %assume_1], strides = [%assume_2, %assume_3, %assume_4] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,?]> loc(#loc7)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc7)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc7)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc7)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc7)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc7)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc7)
  %tview_11 = make_tensor_view %arg7, shape = [%assume_5, %assume_6, %assume_7], strides = [%assume_8, %assume_9, %assume_10] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,?]> loc(#loc7)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc8)
  %blockId_x_12, %blockId_y_13, %blockId_z_14 = get_tile_block_id : tile<i32> loc(#loc9)
  %blockId_x_15, %blockId_y_16, %blockId_z_17 = get_tile_block_id : tile<i32> loc(#loc10)
  %pview = make_partition_view %tview : partition_view<tile=(4x8x16), tensor_view<?x?x?xf32, strides=[?,?,?]>> loc(#loc11)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_13, %blockId_z_17] token = %0 : partition_view<tile=(4x8x16), tensor_view<?x?x?xf32, strides=[?,?,?]>>, tile<i32> -> tile<4x8x16xf32>, token loc(#loc11)
  %pview_18 = make_partition_view %tview_11 : partition_view<tile=(4x8x16), tensor_view<?x?x?xf32, strides=[?,?,?]>> loc(#loc12)
  %1 = store_view_tko weak %tile, %pview_18[%blockId_x, %blockId_y_13, %blockId_z_17] token = %0 : tile<4x8x16xf32>, partition_view<tile=(4x8x16), tensor_view<?x?x?xf32, strides=[?,?,?]>>, tile<i32> -> token loc(#loc12)
  return loc(#loc6)
} loc(#loc7)
#di_file = #cuda_tile.di_file<"memory.py" in "kernels">
#loc = loc("kernels/memory.py":131:0)
#loc1 = loc("kernels/memory.py":132:14)
#loc2 = loc("kernels/memory.py":132:25)
#loc3 = loc("kernels/memory.py":132:36)
#loc4 = loc("kernels/memory.py":133:40)
#loc5 = loc("kernels/memory.py":133:4)
#loc6 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 130, name = "copy_3d", linkageName = "copy_3d_Kt1_A3f32_7l0_A3f32_7l0_I4_I8_I16", compileUnit = #di_compile_unit, scopeLine = 130>
#loc7 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc8 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc9 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
