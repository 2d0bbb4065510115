entry @uint_minmax_div_Kt1_A1u8_1l0_A1u8_1l0_A1u8_1l0_A1u8_1l0_A1u8_1l0_A1u8_1l0_A1u8_1l0_I256(%arg0: tile<ptr<i8>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i8>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i8>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i8>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i8>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i8>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<i8>>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc15)
  %cst_3_i8 = constant <i8: 3> : tile<256xi8> loc(#loc16)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc15)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc15)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc15)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc15)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc15)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc15)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc15)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc15)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc15)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc15)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc15)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc15)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc15)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc15)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc15)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc15)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc15)
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc15)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc15)
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc15)
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc15)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc17)
  %pview = make_partition_view %tview : partition_view<tile=(256), tensor_view<?xi8, strides=[?]>> loc(#loc18)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xi8, strides=[?]>>, tile<i32> -> tile<256xi8>, token loc(#loc18)
  %pview_19 = make_partition_view %tview_3 : partition_view<tile=(256), tensor_view<?xi8, strides=[?]>> loc(#loc19)
  %tile_20, %result_token_21 = load_view_tko weak %pview_19[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xi8, strides=[?]>>, tile<i32> -> tile<256xi8>, token loc(#loc19)
  %1 = mini %tile, %tile_20 unsigned : tile<256xi8> loc(#loc20)
  %pview_22 = make_partition_view %tview_6 : partition_view<tile=(256), tensor_view<?xi8, strides=[?]>> loc(#loc21)
  %2 = store_view_tko weak %1, %pview_22[%blockId_x] token = %0 : tile<256xi8>, partition_view<tile=(256), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token loc(#loc21)
  %3 = maxi %tile, %tile_20 unsigned : tile<256xi8> loc(#loc22)
  %pview_23 = make_partition_view %tview_9 : partition_view<tile=(256), tensor_view<?xi8, strides=[?]>> loc(#loc23)
  %4 = store_view_tko weak %3, %pview_23[%blockId_x] token = %0 : tile<256xi8>, partition_view<tile=(256), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token loc(#loc23)
  %5 = divi %tile, %tile_20 unsigned rounding<positive_inf> : tile<256xi8> loc(#loc24)
  %pview_24 = make_partition_view %tview_12 : partition_view<tile=(256), tensor_view<?xi8, strides=[?]>> loc(#loc25)
  %6 = store_view_tko weak %5, %pview_24[%blockId_x] token = %0 : tile<256xi8>, partition_view<tile=(256), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token loc(#loc25)
  %7 = remi %tile, %tile_20 unsigned : tile<256xi8> loc(#loc26)
  %cst_0_i8 = constant <i8: 0> : tile<256xi8> loc(#loc26)
  %8 = cmpi less_than %7, %cst_0_i8, unsigned : tile<256xi8> -> tile<256xi1> loc(#loc26)
  %9 = cmpi less_than %tile_20, %cst_0_i8, unsigned : tile<256xi8> -> tile<256xi1> loc(#loc26)
  %10 = xori %8, %9 : tile<256xi1> loc(#loc26)
  %11 = cmpi not_equal %7, %cst_0_i8, unsigned : tile<256xi8> -> tile<256xi1> loc(#loc26)
  %12 = andi %10, %11 : tile<256xi1> loc(#loc26)
  %13 = addi %7, %tile_20 : tile<256xi8> loc(#loc26)
  %14 = select %12, %13, %7 : tile<256xi1>, tile<256xi8> loc(#loc26)
  %pview_25 = make_partition_view %tview_15 : partition_view<tile=(256), tensor_view<?xi8, strides=[?]>> loc(#loc27)
  %15 = store_view_tko weak %14, %pview_25[%blockId_x] token = %0 : tile<256xi8>, partition_view<tile=(256), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token loc(#loc27)
  %16 = shri %tile, %cst_3_i8 unsigned : tile<256xi8> loc(#loc16)
  %pview_26 = make_partition_view %tview_18 : partition_view<tile=(256), tensor_view<?xi8, strides=[?]>> loc(#loc28)
  %17 = store_view_tko weak %16, %pview_26[%blockId_x] token = %0 : tile<256xi8>, partition_view<tile=(256), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token loc(#loc28)
  return loc(#loc14)
} loc(#loc15)
#di_file = #cuda_tile.di_file<"integer.py" in "kernels">
#loc = loc("kernels/integer.py":33:0)
#loc1 = loc("kernels/integer.py":41:37)
#loc2 = loc("kernels/integer.py":34:8)
#loc3 = loc("kernels/integer.py":35:8)
#loc4 = loc("kernels/integer.py":36:8)
#loc5 = loc("kernels/integer.py":37:37)
#loc6 = loc("kernels/integer.py":37:4)
#loc7 = loc("kernels/integer.py":38:37)
#loc8 = loc("kernels/integer.py":38:4)
#loc9 = loc("kernels/integer.py":39:37)
#loc10 = loc("kernels/integer.py":39:4)
#loc11 = loc("kernels/integer.py":40:37)
#loc12 = loc("kernels/integer.py":40:4)
#loc13 = loc("kernels/integer.py":41:4)
#loc14 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 32, name = "uint_minmax_div", linkageName = "uint_minmax_div_Kt1_A1u8_1l0_A1u8_1l0_A1u8_1l0_A1u8_1l0_A1u8_1l0_A1u8_1l0_A1u8_1l0_I256", compileUnit = #di_compile_unit, scopeLine = 32>
#loc15 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
