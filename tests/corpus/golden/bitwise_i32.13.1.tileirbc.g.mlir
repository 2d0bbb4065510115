entry @bitwise_Kt1_A1i32_1l0_A1i32_1l0_A1i32_1l0_A1i32_1l0_A1i32_1l0_A1i32_1l0_A1i32_1l0_I256(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i32>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<i32>>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc16)
  %cst_7_i32 = constant <i32: 7> : tile<256xi32> loc(#loc17)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc16)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc16)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc16)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc16)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc16)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc16)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc16)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc16)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc16)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc16)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc16)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc16)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc16)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc16)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc16)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc16)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc16)
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc16)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc16)
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc16)
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc16)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc18)
  %pview = make_partition_view %tview : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>> loc(#loc19)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<256xi32>, token loc(#loc19)
  %pview_19 = make_partition_view %tview_3 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>> loc(#loc20)
  %tile_20, %result_token_21 = load_view_tko weak %pview_19[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<256xi32>, token loc(#loc20)
  %1 = andi %tile_20, %cst_7_i32 : tile<256xi32> loc(#loc17)
  %2 = andi %tile, %tile_20 : tile<256xi32> loc(#loc21)
  %pview_22 = make_partition_view %tview_6 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>> loc(#loc22)
  %3 = store_view_tko weak %2, %pview_22[%blockId_x] token = %0 : tile<256xi32>, partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc22)
  %4 = ori %tile, %tile_20 : tile<256xi32> loc(#loc23)
  %pview_23 = make_partition_view %tview_9 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>> loc(#loc24)
  %5 = store_view_tko weak %4, %pview_23[%blockId_x] token = %0 : tile<256xi32>, partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc24)
  %6 = xori %tile, %tile_20 : tile<256xi32> loc(#loc25)
  %pview_24 = make_partition_view %tview_12 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>> loc(#loc26)
  %7 = store_view_tko weak %6, %pview_24[%blockId_x] token = %0 : tile<256xi32>, partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc26)
  %8 = shli %tile, %1 : tile<256xi32> loc(#loc27)
  %pview_25 = make_partition_view %tview_15 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>> loc(#loc28)
  %9 = store_view_tko weak %8, %pview_25[%blockId_x] token = %0 : tile<256xi32>, partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc28)
  %10 = shri %tile, %1 signed : tile<256xi32> loc(#loc29)
  %pview_26 = make_partition_view %tview_18 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>> loc(#loc30)
  %11 = store_view_tko weak %10, %pview_26[%blockId_x] token = %0 : tile<256xi32>, partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc30)
  return loc(#loc15)
} loc(#loc16)
#di_file = #cuda_tile.di_file<"integer.py" in "kernels">
#loc = loc("kernels/integer.py":45:0)
#loc1 = loc("kernels/integer.py":49:8)
#loc2 = loc("kernels/integer.py":46:8)
#loc3 = loc("kernels/integer.py":47:8)
#loc4 = loc("kernels/integer.py":48:8)
#loc5 = loc("kernels/integer.py":50:37)
#loc6 = loc("kernels/integer.py":50:4)
#loc7 = loc("kernels/integer.py":51:36)
#loc8 = loc("kernels/integer.py":51:4)
#loc9 = loc("kernels/integer.py":52:37)
#loc10 = loc("kernels/integer.py":52:4)
#loc11 = loc("kernels/integer.py":53:37)
#loc12 = loc("kernels/integer.py":53:4)
#loc13 = loc("kernels/integer.py":54:37)
#loc14 = loc("kernels/integer.py":54:4)
#loc15 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 44, name = "bitwise", linkageName = "bitwise_Kt1_A1i32_1l0_A1i32_1l0_A1i32_1l0_A1i32_1l0_A1i32_1l0_A1i32_1l0_A1i32_1l0_I256", compileUnit = #di_compile_unit, scopeLine = 44>
#loc16 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
