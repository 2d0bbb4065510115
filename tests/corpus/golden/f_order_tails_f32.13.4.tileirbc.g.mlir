entry @f_order_tails_Kt1_A2f32_3l0_A2f32_3l0_I16_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
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
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc9)
  %blockId_x_8, %blockId_y_9, %blockId_z_10 = get_tile_block_id : tile<i32> loc(#loc10)
  %pview = make_partition_view %tview : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>, dim_map=[1, 0]> loc(#loc11)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_9] token = %0 : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>, dim_map=[1, 0]>, tile<i32> -> tile<16x32xf32>, token loc(#loc11)
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32> loc(#loc12)
  %reshape = reshape %cst_2_f32 : tile<f32> -> tile<1x1xf32> loc(#loc13)
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<16x32xf32> loc(#loc13)
  %1 = mulf %tile, %bcast  : tile<16x32xf32> loc(#loc13)
  %pview_11 = make_partition_view %tview_7 : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc14)
  %2 = store_view_tko weak %1, %pview_11[%blockId_x, %blockId_y_9] token = %0 : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc14)
  return loc(#loc7)
} loc(#loc8)
#di_file = #cuda_tile.di_file<"loops_rounding.py" in "kernels">
#loc = loc("kernels/loops_rounding.py":73:0)
#loc1 = loc("kernels/loops_rounding.py":75:13)
#loc2 = loc("kernels/loops_rounding.py":75:24)
#loc3 = loc("kernels/loops_rounding.py":76:8)
#loc4 = loc("kernels/loops_rounding.py":77:43)
#loc5 = loc("kernels/loops_rounding.py":77:39)
#loc6 = loc("kernels/loops_rounding.py":77:4)
#loc7 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 72, name = "f_order_tails", linkageName = "f_order_tails_Kt1_A2f32_3l0_A2f32_3l0_I16_I32", compileUnit = #di_compile_unit, scopeLine = 72>
#loc8 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc9 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
