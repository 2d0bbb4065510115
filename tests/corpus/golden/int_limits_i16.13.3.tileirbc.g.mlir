entry @int_limits_Kt1_A1i16_1l0_A1i16_1l0_A1i16_1l0_A1i16_1l0_A1i16_1l0_I64(%arg0: tile<ptr<i16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i16>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i16>>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc12)
  %cst_1_i16 = constant <i16: 1> : tile<64xi16> loc(#loc13)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc12)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc12)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi16, strides=[?]> loc(#loc12)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc12)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc12)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi16, strides=[?]> loc(#loc12)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc12)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc12)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi16, strides=[?]> loc(#loc12)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc12)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc12)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi16, strides=[?]> loc(#loc12)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc12)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc12)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xi16, strides=[?]> loc(#loc12)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc14)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xi16, strides=[?]>> loc(#loc15)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xi16, strides=[?]>>, tile<i32> -> tile<64xi16>, token loc(#loc15)
  %1 = absi %tile : tile<64xi16> loc(#loc16)
  %pview_13 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xi16, strides=[?]>> loc(#loc17)
  %2 = store_view_tko weak %1, %pview_13[%blockId_x] token = %0 : tile<64xi16>, partition_view<tile=(64), tensor_view<?xi16, strides=[?]>>, tile<i32> -> token loc(#loc17)
  %3 = negi %tile : tile<64xi16> loc(#loc18)
  %pview_14 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xi16, strides=[?]>> loc(#loc19)
  %4 = store_view_tko weak %3, %pview_14[%blockId_x] token = %0 : tile<64xi16>, partition_view<tile=(64), tensor_view<?xi16, strides=[?]>>, tile<i32> -> token loc(#loc19)
  %5 = subi %tile, %cst_1_i16 : tile<64xi16> loc(#loc13)
  %pview_15 = make_partition_view %tview_9 : partition_view<tile=(64), tensor_view<?xi16, strides=[?]>> loc(#loc20)
  %6 = store_view_tko weak %5, %pview_15[%blockId_x] token = %0 : tile<64xi16>, partition_view<tile=(64), tensor_view<?xi16, strides=[?]>>, tile<i32> -> token loc(#loc20)
  %7 = muli %tile, %tile : tile<64xi16> loc(#loc21)
  %pview_16 = make_partition_view %tview_12 : partition_view<tile=(64), tensor_view<?xi16, strides=[?]>> loc(#loc22)
  %8 = store_view_tko weak %7, %pview_16[%blockId_x] token = %0 : tile<64xi16>, partition_view<tile=(64), tensor_view<?xi16, strides=[?]>>, tile<i32> -> token loc(#loc22)
  return loc(#loc11)
} loc(#loc12)
#di_file = #cuda_tile.di_file<"misc_ops.py" in "kernels">
#loc = loc("kernels/misc_ops.py":115:0)
#loc1 = loc("kernels/misc_ops.py":120:37)
#loc2 = loc("kernels/misc_ops.py":116:8)
#loc3 = loc("kernels/misc_ops.py":117:8)
#loc4 = loc("kernels/misc_ops.py":118:37)
#loc5 = loc("kernels/misc_ops.py":118:4)
#loc6 = loc("kernels/misc_ops.py":119:37)
#loc7 = loc("kernels/misc_ops.py":119:4)
#loc8 = loc("kernels/misc_ops.py":120:4)
#loc9 = loc("kernels/misc_ops.py":121:41)
#loc10 = loc("kernels/misc_ops.py":121:4)
#loc11 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 114, name = "int_limits", linkageName = "int_limits_Kt1_A1i16_1l0_A1i16_1l0_A1i16_1l0_A1i16_1l0_A1i16_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 114>
#loc12 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
