entry @binary_arith_Kt1_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_I256(%arg0: tile<ptr<f64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f64>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f64>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f64>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f64>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f64>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f64>>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc15)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc15)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc15)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc15)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc15)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc15)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc15)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc15)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc15)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc15)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc15)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc15)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc15)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc15)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc15)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc15)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc15)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc15)
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc15)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc15)
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc15)
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc15)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc16)
  %pview = make_partition_view %tview : partition_view<tile=(256), tensor_view<?xf64, strides=[?]>> loc(#loc17)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xf64, strides=[?]>>, tile<i32> -> tile<256xf64>, token loc(#loc17)
  %pview_19 = make_partition_view %tview_3 : partition_view<tile=(256), tensor_view<?xf64, strides=[?]>> loc(#loc18)
  %tile_20, %result_token_21 = load_view_tko weak %pview_19[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xf64, strides=[?]>>, tile<i32> -> tile<256xf64>, token loc(#loc18)
  %1 = subf %tile, %tile_20  : tile<256xf64> loc(#loc19)
  %pview_22 = make_partition_view %tview_6 : partition_view<tile=(256), tensor_view<?xf64, strides=[?]>> loc(#loc20)
  %2 = store_view_tko weak %1, %pview_22[%blockId_x] token = %0 : tile<256xf64>, partition_view<tile=(256), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc20)
  %3 = mulf %tile, %tile_20  : tile<256xf64> loc(#loc21)
  %pview_23 = make_partition_view %tview_9 : partition_view<tile=(256), tensor_view<?xf64, strides=[?]>> loc(#loc22)
  %4 = store_view_tko weak %3, %pview_23[%blockId_x] token = %0 : tile<256xf64>, partition_view<tile=(256), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc22)
  %5 = divf %tile, %tile_20  : tile<256xf64> loc(#loc23)
  %pview_24 = make_partition_view %tview_12 : partition_view<tile=(256), tensor_view<?xf64, strides=[?]>> loc(#loc24)
  %6 = store_view_tko weak %5, %pview_24[%blockId_x] token = %0 : tile<256xf64>, partition_view<tile=(256), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc24)
  %7 = divf %tile, %tile_20  : tile<256xf64> loc(#loc25)
  %8 = floor %7 : tile<256xf64> loc(#loc25)
  %pview_25 = make_partition_view %tview_15 : partition_view<tile=(256), tensor_view<?xf64, strides=[?]>> loc(#loc26)
  %9 = store_view_tko weak %8, %pview_25[%blockId_x] token = %0 : tile<256xf64>, partition_view<tile=(256), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc26)
  %10 = remf %tile, %tile_20 : tile<256xf64> loc(#loc27)
  %cst_0_f64 = constant <f64: 0.000000e+00> : tile<256xf64> loc(#loc27)
  %11 = cmpf less_than ordered %10, %cst_0_f64 : tile<256xf64> -> tile<256xi1> loc(#loc27)
  %12 = cmpf less_than ordered %tile_20, %cst_0_f64 : tile<256xf64> -> tile<256xi1> loc(#loc27)
  %13 = xori %11, %12 : tile<256xi1> loc(#loc27)
  %14 = cmpf not_equal unordered %10, %cst_0_f64 : tile<256xf64> -> tile<256xi1> loc(#loc27)
  %15 = andi %13, %14 : tile<256xi1> loc(#loc27)
  %16 = addf %10, %tile_20  : tile<256xf64> loc(#loc27)
  %17 = select %15, %16, %10 : tile<256xi1>, tile<256xf64> loc(#loc27)
  %pview_26 = make_partition_view %tview_18 : partition_view<tile=(256), tensor_view<?xf64, strides=[?]>> loc(#loc28)
  %18 = store_view_tko weak %17, %pview_26[%blockId_x] token = %0 : tile<256xf64>, partition_view<tile=(256), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc28)
  return loc(#loc14)
} loc(#loc15)
#di_file = #cuda_tile.di_file<"elementwise.py" in "kernels">
#loc = loc("kernels/elementwise.py":18:0)
#loc1 = loc("kernels/elementwise.py":19:8)
#loc2 = loc("kernels/elementwise.py":20:8)
#loc3 = loc("kernels/elementwise.py":21:8)
#loc4 = loc("kernels/elementwise.py":22:39)
#loc5 = loc("kernels/elementwise.py":22:4)
#loc6 = loc("kernels/elementwise.py":23:39)
#loc7 = loc("kernels/elementwise.py":23:4)
#loc8 = loc("kernels/elementwise.py":24:39)
#loc9 = loc("kernels/elementwise.py":24:4)
#loc10 = loc("kernels/elementwise.py":25:44)
#loc11 = loc("kernels/elementwise.py":25:4)
#loc12 = loc("kernels/elementwise.py":26:39)
#loc13 = loc("kernels/elementwise.py":26:4)
#loc14 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 17, name = "binary_arith", linkageName = "binary_arith_Kt1_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_I256", compileUnit = #di_compile_unit, scopeLine = 17>
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
