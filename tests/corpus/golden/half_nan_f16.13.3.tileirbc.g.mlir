entry @half_nan_Kt1_A1f16_1l0_A1f16_1l0_A1b8_1l0_A1f16_1l0_A1f16_1l0_A1f16_1l0_A1b8_1l0_A1b8_1l0_I64(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i1>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f16>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f16>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<i1>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<i1>>, %arg22: tile<i32>, %arg23: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc17)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc17)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc17)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc17)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc17)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc17)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc17)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc17)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc17)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi1, strides=[?]> loc(#loc17)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc17)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc17)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc17)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc17)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc17)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc17)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc17)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc17)
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc17)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc17)
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc17)
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xi1, strides=[?]> loc(#loc17)
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32> loc(#loc17)
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32> loc(#loc17)
  %tview_21 = make_tensor_view %arg21, shape = [%assume_19], strides = [%assume_20] : tile<i32> -> tensor_view<?xi1, strides=[?]> loc(#loc17)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc18)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>> loc(#loc19)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<64xf16>, token loc(#loc19)
  %pview_22 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>> loc(#loc20)
  %tile_23, %result_token_24 = load_view_tko weak %pview_22[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<64xf16>, token loc(#loc20)
  %1 = cmpf not_equal unordered %tile, %tile : tile<64xf16> -> tile<64xi1> loc(#loc21)
  %pview_25 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xi1, strides=[?]>> loc(#loc22)
  %2 = store_view_tko weak %1, %pview_25[%blockId_x] token = %0 : tile<64xi1>, partition_view<tile=(64), tensor_view<?xi1, strides=[?]>>, tile<i32> -> token loc(#loc22)
  %3 = maxf %tile, %tile_23 : tile<64xf16> loc(#loc23)
  %pview_26 = make_partition_view %tview_9 : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>> loc(#loc24)
  %4 = store_view_tko weak %3, %pview_26[%blockId_x] token = %0 : tile<64xf16>, partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc24)
  %5 = maxf %tile, %tile_23 propagate_nan : tile<64xf16> loc(#loc25)
  %pview_27 = make_partition_view %tview_12 : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>> loc(#loc26)
  %6 = store_view_tko weak %5, %pview_27[%blockId_x] token = %0 : tile<64xf16>, partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc26)
  %7 = minf %tile, %tile_23 : tile<64xf16> loc(#loc27)
  %pview_28 = make_partition_view %tview_15 : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>> loc(#loc28)
  %8 = store_view_tko weak %7, %pview_28[%blockId_x] token = %0 : tile<64xf16>, partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc28)
  %9 = cmpf less_than ordered %tile, %tile_23 : tile<64xf16> -> tile<64xi1> loc(#loc29)
  %pview_29 = make_partition_view %tview_18 : partition_view<tile=(64), tensor_view<?xi1, strides=[?]>> loc(#loc30)
  %10 = store_view_tko weak %9, %pview_29[%blockId_x] token = %0 : tile<64xi1>, partition_view<tile=(64), tensor_view<?xi1, strides=[?]>>, tile<i32> -> token loc(#loc30)
  %11 = cmpf not_equal unordered %tile, %tile_23 : tile<64xf16> -> tile<64xi1> loc(#loc31)
  %pview_30 = make_partition_view %tview_21 : partition_view<tile=(64), tensor_view<?xi1, strides=[?]>> loc(#loc32)
  %12 = store_view_tko weak %11, %pview_30[%blockId_x] token = %0 : tile<64xi1>, partition_view<tile=(64), tensor_view<?xi1, strides=[?]>>, tile<i32> -> token loc(#loc32)
  return loc(#loc16)
} loc(#loc17)
#di_file = #cuda_tile.di_file<"misc_ops.py" in "kernels">
#loc = loc("kernels/misc_ops.py":78:0)
#loc1 = loc("kernels/misc_ops.py":79:8)
#loc2 = loc("kernels/misc_ops.py":80:8)
#loc3 = loc("kernels/misc_ops.py":81:8)
#loc4 = loc("kernels/misc_ops.py":82:39)
#loc5 = loc("kernels/misc_ops.py":82:4)
#loc6 = loc("kernels/misc_ops.py":83:37)
#loc7 = loc("kernels/misc_ops.py":83:4)
#loc8 = loc("kernels/misc_ops.py":84:40)
#loc9 = loc("kernels/misc_ops.py":84:4)
#loc10 = loc("kernels/misc_ops.py":85:37)
#loc11 = loc("kernels/misc_ops.py":85:4)
#loc12 = loc("kernels/misc_ops.py":86:36)
#loc13 = loc("kernels/misc_ops.py":86:4)
#loc14 = loc("kernels/misc_ops.py":87:36)
#loc15 = loc("kernels/misc_ops.py":87:4)
#loc16 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 77, name = "half_nan", linkageName = "half_nan_Kt1_A1f16_1l0_A1f16_1l0_A1b8_1l0_A1f16_1l0_A1f16_1l0_A1f16_1l0_A1b8_1l0_A1b8_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 77>
#loc17 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
