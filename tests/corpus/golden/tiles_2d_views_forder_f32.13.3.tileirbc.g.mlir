entry @tiles_2d_views_Kt1_A2f32_3l0_A2f32_3l0_A2f32_3l0_I32_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc8)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc8)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc8)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc8)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc8)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc8)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc8)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc8)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc8)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc8)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc8)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc8)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc8)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc8)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc8)
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc8)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc9)
  %blockId_x_13, %blockId_y_14, %blockId_z_15 = get_tile_block_id : tile<i32> loc(#loc10)
  %pview = make_partition_view %tview : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>> loc(#loc11)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_14] token = %0 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<32x32xf32>, token loc(#loc11)
  %pview_16 = make_partition_view %tview_7 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>> loc(#loc12)
  %tile_17, %result_token_18 = load_view_tko weak %pview_16[%blockId_x, %blockId_y_14] token = %0 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<32x32xf32>, token loc(#loc12)
  %1 = negf %tile : tile<32x32xf32> loc(#loc13)
  %2 = fma %tile, %tile_17, %1  : tile<32x32xf32> loc(#loc13)
  %pview_19 = make_partition_view %tview_12 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc14)
  %3 = store_view_tko weak %2, %pview_19[%blockId_x, %blockId_y_14] token = %0 : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc14)
  return loc(#loc7)
} loc(#loc8)
#di_file = #cuda_tile.di_file<"strided_inputs.py" in "kernels">
#loc = loc("kernels/strided_inputs.py":20:0)
#loc1 = loc("kernels/strided_inputs.py":21:13)
#loc2 = loc("kernels/strided_inputs.py":21:24)
#loc3 = loc("kernels/strided_inputs.py":22:8)
#loc4 = loc("kernels/strided_inputs.py":23:8)
#loc5 = loc("kernels/strided_inputs.py":24:39)
#loc6 = loc("kernels/strided_inputs.py":24:4)
#loc7 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 19, name = "tiles_2d_views", linkageName = "tiles_2d_views_Kt1_A2f32_3l0_A2f32_3l0_A2f32_3l0_I32_I32", compileUnit = #di_compile_unit, scopeLine = 19>
#loc8 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc9 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
