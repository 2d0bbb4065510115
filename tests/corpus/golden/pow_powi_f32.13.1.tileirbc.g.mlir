entry @pow_powi_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_I256(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc10)
  %cst_5_i32 = constant <i32: 5> : tile<256xi32> loc(#loc11)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc10)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc10)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc10)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc10)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc10)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc10)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc10)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc10)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc10)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc10)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc10)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc10)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc12)
  %pview = make_partition_view %tview : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>> loc(#loc13)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<256xf32>, token loc(#loc13)
  %pview_10 = make_partition_view %tview_3 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>> loc(#loc14)
  %tile_11, %result_token_12 = load_view_tko weak %pview_10[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<256xf32>, token loc(#loc14)
  %1 = fpowf %tile, %tile_11 : tile<256xf32> loc(#loc15)
  %pview_13 = make_partition_view %tview_6 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>> loc(#loc16)
  %2 = store_view_tko weak %1, %pview_13[%blockId_x] token = %0 : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc16)
  %3 = iota : tile<256xi32> loc(#loc11)
  %4 = remi %3, %cst_5_i32 signed : tile<256xi32> loc(#loc11)
  %cst_0_i32 = constant <i32: 0> : tile<256xi32> loc(#loc11)
  %5 = cmpi less_than %4, %cst_0_i32, signed : tile<256xi32> -> tile<256xi1> loc(#loc11)
  %6 = cmpi less_than %cst_5_i32, %cst_0_i32, signed : tile<256xi32> -> tile<256xi1> loc(#loc11)
  %7 = xori %5, %6 : tile<256xi1> loc(#loc11)
  %8 = cmpi not_equal %4, %cst_0_i32, signed : tile<256xi32> -> tile<256xi1> loc(#loc11)
  %9 = andi %7, %8 : tile<256xi1> loc(#loc11)
  %10 = addi %4, %cst_5_i32 : tile<256xi32> loc(#loc11)
  %11 = select %9, %10, %4 : tile<256xi1>, tile<256xi32> loc(#loc11)
  %12 = itof %11 signed  : tile<256xi32> -> tile<256xf32> loc(#loc17)
  %13 = fpowf %tile, %12 : tile<256xf32> loc(#loc17)
  %pview_14 = make_partition_view %tview_9 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>> loc(#loc18)
  %14 = store_view_tko weak %13, %pview_14[%blockId_x] token = %0 : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc18)
  return loc(#loc9)
} loc(#loc10)
#di_file = #cuda_tile.di_file<"elementwise.py" in "kernels">
#loc = loc("kernels/elementwise.py":70:0)
#loc1 = loc("kernels/elementwise.py":75:8)
#loc2 = loc("kernels/elementwise.py":71:8)
#loc3 = loc("kernels/elementwise.py":72:8)
#loc4 = loc("kernels/elementwise.py":73:8)
#loc5 = loc("kernels/elementwise.py":74:37)
#loc6 = loc("kernels/elementwise.py":74:4)
#loc7 = loc("kernels/elementwise.py":76:38)
#loc8 = loc("kernels/elementwise.py":76:4)
#loc9 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 69, name = "pow_powi", linkageName = "pow_powi_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_I256", compileUnit = #di_compile_unit, scopeLine = 69>
#loc10 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
