entry @approx_math_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_I256(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f32>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f32>>, %arg16: tile<i32>, %arg17: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc14)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc14)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc14)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc14)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc14)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc14)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc14)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc14)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc14)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc14)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc14)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc14)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc14)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc14)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc14)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc14)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc14)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc14)
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc14)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc15)
  %pview = make_partition_view %tview : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>> loc(#loc16)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<256xf32>, token loc(#loc16)
  %1 = exp %tile rounding<approx> : tile<256xf32> loc(#loc17)
  %pview_16 = make_partition_view %tview_3 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>> loc(#loc18)
  %2 = store_view_tko weak %1, %pview_16[%blockId_x] token = %0 : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc18)
  %3 = tanh %tile rounding<approx> : tile<256xf32> loc(#loc19)
  %pview_17 = make_partition_view %tview_6 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>> loc(#loc20)
  %4 = store_view_tko weak %3, %pview_17[%blockId_x] token = %0 : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc20)
  %5 = exp2 %tile flush_to_zero : tile<256xf32> loc(#loc21)
  %pview_18 = make_partition_view %tview_9 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>> loc(#loc22)
  %6 = store_view_tko weak %5, %pview_18[%blockId_x] token = %0 : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc22)
  %7 = rsqrt %tile flush_to_zero : tile<256xf32> loc(#loc23)
  %pview_19 = make_partition_view %tview_12 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>> loc(#loc24)
  %8 = store_view_tko weak %7, %pview_19[%blockId_x] token = %0 : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc24)
  %9 = sqrt %tile  flush_to_zero : tile<256xf32> loc(#loc25)
  %pview_20 = make_partition_view %tview_15 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>> loc(#loc26)
  %10 = store_view_tko weak %9, %pview_20[%blockId_x] token = %0 : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc26)
  return loc(#loc13)
} loc(#loc14)
#di_file = #cuda_tile.di_file<"elementwise.py" in "kernels">
#loc = loc("kernels/elementwise.py":118:0)
#loc1 = loc("kernels/elementwise.py":119:8)
#loc2 = loc("kernels/elementwise.py":120:8)
#loc3 = loc("kernels/elementwise.py":121:37)
#loc4 = loc("kernels/elementwise.py":121:4)
#loc5 = loc("kernels/elementwise.py":122:38)
#loc6 = loc("kernels/elementwise.py":122:4)
#loc7 = loc("kernels/elementwise.py":123:41)
#loc8 = loc("kernels/elementwise.py":123:4)
#loc9 = loc("kernels/elementwise.py":124:42)
#loc10 = loc("kernels/elementwise.py":124:4)
#loc11 = loc("kernels/elementwise.py":125:41)
#loc12 = loc("kernels/elementwise.py":125:4)
#loc13 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 117, name = "approx_math", linkageName = "approx_math_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_I256", compileUnit = #di_compile_unit, scopeLine = 117>
#loc14 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
