entry @scale_copy_2d_Kt1_A2f32_1v8l0_2t1_3i32_A2f32_1v16_3i32l0_I32_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc9)
  %assume = assume div_by<32>, %arg1 : tile<i32> loc(#loc10)
  %assume_0 = assume div_by<32>, %arg2 : tile<i32> loc(#loc10)
  %assume_1 = assume div_by<8>, %arg3 : tile<i32> loc(#loc10)
  %assume_2 = assume div_by<32>, %arg6 : tile<i32> loc(#loc11)
  %assume_3 = assume div_by<32>, %arg7 : tile<i32> loc(#loc11)
  %assume_4 = assume div_by<16>, %arg8 : tile<i32> loc(#loc11)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc9)
  %assume_assume = assume bounded<0, ?>, %assume : tile<i32> loc(#loc9)
  %assume_assume_assume = assume div_by<32>, %assume_assume : tile<i32> loc(#loc9)
  %assume_assume_5 = assume bounded<0, ?>, %assume_0 : tile<i32> loc(#loc9)
  %assume_assume_assume_6 = assume div_by<32>, %assume_assume_5 : tile<i32> loc(#loc9)
  %assume_assume_7 = assume bounded<0, ?>, %assume_1 : tile<i32> loc(#loc9)
  %assume_assume_assume_8 = assume div_by<8>, %assume_assume_7 : tile<i32> loc(#loc9)
  %tview = make_tensor_view %arg0, shape = [%assume_assume_assume, %assume_assume_assume_6], strides = [%assume_assume_assume_8, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]> loc(#loc9)
  %assume_assume_9 = assume bounded<0, ?>, %assume_2 : tile<i32> loc(#loc9)
  %assume_assume_assume_10 = assume div_by<32>, %assume_assume_9 : tile<i32> loc(#loc9)
  %assume_assume_11 = assume bounded<0, ?>, %assume_3 : tile<i32> loc(#loc9)
  %assume_assume_assume_12 = assume div_by<32>, %assume_assume_11 : tile<i32> loc(#loc9)
  %assume_assume_13 = assume bounded<0, ?>, %assume_4 : tile<i32> loc(#loc9)
  %assume_assume_assume_14 = assume div_by<16>, %assume_assume_13 : tile<i32> loc(#loc9)
  %assume_15 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc9)
  %tview_16 = make_tensor_view %arg5, shape = [%assume_assume_assume_10, %assume_assume_assume_12], strides = [%assume_assume_assume_14, %assume_15] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc9)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc12)
  %blockId_x_17, %blockId_y_18, %blockId_z_19 = get_tile_block_id : tile<i32> loc(#loc13)
  %pview = make_partition_view %tview : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>> loc(#loc14)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_18] token = %0 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<32x32xf32>, token loc(#loc14)
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32> loc(#loc15)
  %reshape = reshape %cst_1_f32 : tile<f32> -> tile<1x1xf32> loc(#loc14)
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<32x32xf32> loc(#loc14)
  %1 = addf %tile, %bcast  : tile<32x32xf32> loc(#loc14)
  %pview_20 = make_partition_view %tview_16 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc16)
  %2 = store_view_tko weak %1, %pview_20[%blockId_x, %blockId_y_18] token = %0 : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc16)
  return loc(#loc8)
} loc(#loc9)
#di_file = #cuda_tile.di_file<"grid_and_signatures.py" in "kernels">
#loc = loc("kernels/grid_and_signatures.py":36:0)
#loc1 = loc("kernels/grid_and_signatures.py":36:18)
#loc2 = loc("kernels/grid_and_signatures.py":36:21)
#loc3 = loc("kernels/grid_and_signatures.py":37:11)
#loc4 = loc("kernels/grid_and_signatures.py":37:22)
#loc5 = loc("kernels/grid_and_signatures.py":38:37)
#loc6 = loc("kernels/grid_and_signatures.py":38:80)
#loc7 = loc("kernels/grid_and_signatures.py":38:4)
#loc8 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 35, name = "scale_copy_2d", linkageName = "scale_copy_2d_Kt1_A2f32_1v8l0_2t1_3i32_A2f32_1v16_3i32l0_I32_I32", compileUnit = #di_compile_unit, scopeLine = 35>
#loc9 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
