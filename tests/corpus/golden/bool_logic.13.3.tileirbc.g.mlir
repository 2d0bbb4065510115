entry @bool_logic_Kt1_A1i32_1l0_A1i32_1l0_A1b8_1l0_A1b8_1l0_A1b8_1l0_A1b8_1l0_I256(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i1>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i1>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i1>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i1>>, %arg16: tile<i32>, %arg17: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc13)
  %cst_0_i32 = constant <i32: 0> : tile<256xi32> loc(#loc14)
  %cst_0_i32_0 = constant <i32: 0> : tile<256xi32> loc(#loc15)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc13)
  %assume_1 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc13)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_1] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc13)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc13)
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc13)
  %tview_4 = make_tensor_view %arg3, shape = [%assume_2], strides = [%assume_3] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc13)
  %assume_5 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc13)
  %assume_6 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc13)
  %tview_7 = make_tensor_view %arg6, shape = [%assume_5], strides = [%assume_6] : tile<i32> -> tensor_view<?xi1, strides=[?]> loc(#loc13)
  %assume_8 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc13)
  %assume_9 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc13)
  %tview_10 = make_tensor_view %arg9, shape = [%assume_8], strides = [%assume_9] : tile<i32> -> tensor_view<?xi1, strides=[?]> loc(#loc13)
  %assume_11 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc13)
  %assume_12 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc13)
  %tview_13 = make_tensor_view %arg12, shape = [%assume_11], strides = [%assume_12] : tile<i32> -> tensor_view<?xi1, strides=[?]> loc(#loc13)
  %assume_14 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc13)
  %assume_15 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc13)
  %tview_16 = make_tensor_view %arg15, shape = [%assume_14], strides = [%assume_15] : tile<i32> -> tensor_view<?xi1, strides=[?]> loc(#loc13)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc16)
  %pview = make_partition_view %tview : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>> loc(#loc14)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<256xi32>, token loc(#loc14)
  %1 = cmpi greater_than %tile, %cst_0_i32, signed : tile<256xi32> -> tile<256xi1> loc(#loc14)
  %pview_17 = make_partition_view %tview_4 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>> loc(#loc15)
  %tile_18, %result_token_19 = load_view_tko weak %pview_17[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<256xi32>, token loc(#loc15)
  %2 = cmpi greater_than %tile_18, %cst_0_i32_0, signed : tile<256xi32> -> tile<256xi1> loc(#loc15)
  %3 = andi %1, %2 : tile<256xi1> loc(#loc17)
  %pview_20 = make_partition_view %tview_7 : partition_view<tile=(256), tensor_view<?xi1, strides=[?]>> loc(#loc18)
  %4 = store_view_tko weak %3, %pview_20[%blockId_x] token = %0 : tile<256xi1>, partition_view<tile=(256), tensor_view<?xi1, strides=[?]>>, tile<i32> -> token loc(#loc18)
  %5 = ori %1, %2 : tile<256xi1> loc(#loc19)
  %pview_21 = make_partition_view %tview_10 : partition_view<tile=(256), tensor_view<?xi1, strides=[?]>> loc(#loc20)
  %6 = store_view_tko weak %5, %pview_21[%blockId_x] token = %0 : tile<256xi1>, partition_view<tile=(256), tensor_view<?xi1, strides=[?]>>, tile<i32> -> token loc(#loc20)
  %7 = xori %1, %2 : tile<256xi1> loc(#loc21)
  %pview_22 = make_partition_view %tview_13 : partition_view<tile=(256), tensor_view<?xi1, strides=[?]>> loc(#loc22)
  %8 = store_view_tko weak %7, %pview_22[%blockId_x] token = %0 : tile<256xi1>, partition_view<tile=(256), tensor_view<?xi1, strides=[?]>>, tile<i32> -> token loc(#loc22)
  %true = constant <i1: true> : tile<256xi1> loc(#loc23)
  %9 = xori %1, %true : tile<256xi1> loc(#loc23)
  %pview_23 = make_partition_view %tview_16 : partition_view<tile=(256), tensor_view<?xi1, strides=[?]>> loc(#loc24)
  %10 = store_view_tko weak %9, %pview_23[%blockId_x] token = %0 : tile<256xi1>, partition_view<tile=(256), tensor_view<?xi1, strides=[?]>>, tile<i32> -> token loc(#loc24)
  return loc(#loc12)
} loc(#loc13)
#di_file = #cuda_tile.di_file<"integer.py" in "kernels">
#loc = loc("kernels/integer.py":77:0)
#loc1 = loc("kernels/integer.py":79:8)
#loc2 = loc("kernels/integer.py":80:8)
#loc3 = loc("kernels/integer.py":78:8)
#loc4 = loc("kernels/integer.py":81:39)
#loc5 = loc("kernels/integer.py":81:4)
#loc6 = loc("kernels/integer.py":82:38)
#loc7 = loc("kernels/integer.py":82:4)
#loc8 = loc("kernels/integer.py":83:39)
#loc9 = loc("kernels/integer.py":83:4)
#loc10 = loc("kernels/integer.py":84:39)
#loc11 = loc("kernels/integer.py":84:4)
#loc12 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 76, name = "bool_logic", linkageName = "bool_logic_Kt1_A1i32_1l0_A1i32_1l0_A1b8_1l0_A1b8_1l0_A1b8_1l0_A1b8_1l0_I256", compileUnit = #di_compile_unit, scopeLine = 76>
#loc13 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
