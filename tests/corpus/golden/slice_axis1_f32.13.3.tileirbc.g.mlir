entry @slice_axis1_Kt1_A2f32_3l0_A2f32_3l0_Si32_Si32_I16_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc11)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc11)
  %assume_0 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc11)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc11)
  %assume_2 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc11)
  %assume_3 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc11)
  %assume_4 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc11)
  %assume_5 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc11)
  %tview = make_tensor_view %arg5, shape = [%assume_2, %assume_3], strides = [%assume_4, %assume_5] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc11)
  %1 = muli %arg10, %assume_1 : tile<i32> loc(#loc12)
  %2 = exti %1 signed : tile<i32> -> tile<i64> loc(#loc12)
  %3 = offset %arg0, %2 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>> loc(#loc12)
  %4 = subi %arg11, %arg10 : tile<i32> loc(#loc12)
  %assume_assume = assume bounded<0, ?>, %assume : tile<i32> loc(#loc12)
  %assume_6 = assume bounded<0, ?>, %4 : tile<i32> loc(#loc12)
  %assume_assume_7 = assume bounded<0, ?>, %assume_0 : tile<i32> loc(#loc12)
  %assume_assume_8 = assume bounded<0, ?>, %assume_1 : tile<i32> loc(#loc12)
  %tview_9 = make_tensor_view %3, shape = [%assume_assume, %assume_6], strides = [%assume_assume_7, %assume_assume_8] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc12)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc13)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc14)
  %pview = make_partition_view %tview_9 : partition_view<tile=(16x32), padding_value = neg_zero, tensor_view<?x?xf32, strides=[?,?]>> loc(#loc15)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(16x32), padding_value = neg_zero, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<16x32xf32>, token loc(#loc15)
  %blockId_x_10, %blockId_y_11, %blockId_z_12 = get_tile_block_id : tile<i32> loc(#loc16)
  %cst_0_i32_13 = constant <i32: 0> : tile<i32> loc(#loc17)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc18)
  %reshape = reshape %cst_0_f32 : tile<f32> -> tile<1x1xf32> loc(#loc19)
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<16x32xf32> loc(#loc19)
  %5 = addf %tile, %bcast  : tile<16x32xf32> loc(#loc19)
  %pview_14 = make_partition_view %tview : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc20)
  %6 = store_view_tko weak %5, %pview_14[%blockId_x_10, %cst_0_i32_13] token = %0 : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc20)
  return loc(#loc10)
} loc(#loc11)
#di_file = #cuda_tile.di_file<"misc_ops.py" in "kernels">
#loc = loc("kernels/misc_ops.py":26:0)
#loc1 = loc("kernels/misc_ops.py":27:10)
#loc2 = loc("kernels/misc_ops.py":28:28)
#loc3 = loc("kernels/misc_ops.py":28:39)
#loc4 = loc("kernels/misc_ops.py":28:8)
#loc5 = loc("kernels/misc_ops.py":29:25)
#loc6 = loc("kernels/misc_ops.py":29:36)
#loc7 = loc("kernels/misc_ops.py":29:49)
#loc8 = loc("kernels/misc_ops.py":29:45)
#loc9 = loc("kernels/misc_ops.py":29:4)
#loc10 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 25, name = "slice_axis1", linkageName = "slice_axis1_Kt1_A2f32_3l0_A2f32_3l0_Si32_Si32_I16_I32", compileUnit = #di_compile_unit, scopeLine = 25>
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
