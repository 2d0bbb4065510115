entry @divmod_int_Kt1_A1i32_1l0_A1i32_1l0_A1i32_1l0_A1i32_1l0_I256(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i32>>, %arg10: tile<i32>, %arg11: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc8)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc8)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc8)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc8)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc8)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc8)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc8)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc8)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc8)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc8)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc8)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc8)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc8)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc9)
  %pview = make_partition_view %tview : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>> loc(#loc10)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<256xi32>, token loc(#loc10)
  %pview_10 = make_partition_view %tview_3 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>> loc(#loc11)
  %tile_11, %result_token_12 = load_view_tko weak %pview_10[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<256xi32>, token loc(#loc11)
  %1 = divi %tile, %tile_11 signed rounding<negative_inf> : tile<256xi32> loc(#loc12)
  %2 = remi %tile, %tile_11 signed : tile<256xi32> loc(#loc12)
  %cst_0_i32 = constant <i32: 0> : tile<256xi32> loc(#loc12)
  %3 = cmpi less_than %2, %cst_0_i32, signed : tile<256xi32> -> tile<256xi1> loc(#loc12)
  %4 = cmpi less_than %tile_11, %cst_0_i32, signed : tile<256xi32> -> tile<256xi1> loc(#loc12)
  %5 = xori %3, %4 : tile<256xi1> loc(#loc12)
  %6 = cmpi not_equal %2, %cst_0_i32, signed : tile<256xi32> -> tile<256xi1> loc(#loc12)
  %7 = andi %5, %6 : tile<256xi1> loc(#loc12)
  %8 = addi %2, %tile_11 : tile<256xi32> loc(#loc12)
  %9 = select %7, %8, %2 : tile<256xi1>, tile<256xi32> loc(#loc12)
  %pview_13 = make_partition_view %tview_6 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>> loc(#loc13)
  %10 = store_view_tko weak %1, %pview_13[%blockId_x] token = %0 : tile<256xi32>, partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc13)
  %pview_14 = make_partition_view %tview_9 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>> loc(#loc14)
  %11 = store_view_tko weak %9, %pview_14[%blockId_x] token = %0 : tile<256xi32>, partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc14)
  return loc(#loc7)
} loc(#loc8)
#di_file = #cuda_tile.di_file<"integer.py" in "kernels">
#loc = loc("kernels/integer.py":58:0)
#loc1 = loc("kernels/integer.py":59:8)
#loc2 = loc("kernels/integer.py":60:8)
#loc3 = loc("kernels/integer.py":61:8)
#loc4 = loc("kernels/integer.py":62:11)
#loc5 = loc("kernels/integer.py":63:4)
#loc6 = loc("kernels/integer.py":64:4)
#loc7 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 57, name = "divmod_int", linkageName = "divmod_int_Kt1_A1i32_1l0_A1i32_1l0_A1i32_1l0_A1i32_1l0_I256", compileUnit = #di_compile_unit, scopeLine = 57>
#loc8 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc9 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
