entry @unary_exp_log_Kt1_A1f16_1l0_A1f16_1l0_A1f16_1l0_A1f16_1l0_A1f16_1l0_I256(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f16>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f16>>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc12)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc12)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc12)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc12)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc12)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc12)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc12)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc12)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc12)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc12)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc12)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc12)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc12)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc12)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc12)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc12)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc13)
  %pview = make_partition_view %tview : partition_view<tile=(256), tensor_view<?xf16, strides=[?]>> loc(#loc14)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<256xf16>, token loc(#loc14)
  %1 = exp %tile  : tile<256xf16> loc(#loc15)
  %pview_13 = make_partition_view %tview_3 : partition_view<tile=(256), tensor_view<?xf16, strides=[?]>> loc(#loc16)
  %2 = store_view_tko weak %1, %pview_13[%blockId_x] token = %0 : tile<256xf16>, partition_view<tile=(256), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc16)
  %3 = exp2 %tile : tile<256xf16> loc(#loc17)
  %pview_14 = make_partition_view %tview_6 : partition_view<tile=(256), tensor_view<?xf16, strides=[?]>> loc(#loc18)
  %4 = store_view_tko weak %3, %pview_14[%blockId_x] token = %0 : tile<256xf16>, partition_view<tile=(256), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc18)
  %5 = log %tile : tile<256xf16> loc(#loc19)
  %pview_15 = make_partition_view %tview_9 : partition_view<tile=(256), tensor_view<?xf16, strides=[?]>> loc(#loc20)
  %6 = store_view_tko weak %5, %pview_15[%blockId_x] token = %0 : tile<256xf16>, partition_view<tile=(256), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc20)
  %7 = log2 %tile : tile<256xf16> loc(#loc21)
  %pview_16 = make_partition_view %tview_12 : partition_view<tile=(256), tensor_view<?xf16, strides=[?]>> loc(#loc22)
  %8 = store_view_tko weak %7, %pview_16[%blockId_x] token = %0 : tile<256xf16>, partition_view<tile=(256), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc22)
  return loc(#loc11)
} loc(#loc12)
#di_file = #cuda_tile.di_file<"elementwise.py" in "kernels">
#loc = loc("kernels/elementwise.py":30:0)
#loc1 = loc("kernels/elementwise.py":31:8)
#loc2 = loc("kernels/elementwise.py":32:8)
#loc3 = loc("kernels/elementwise.py":33:37)
#loc4 = loc("kernels/elementwise.py":33:4)
#loc5 = loc("kernels/elementwise.py":34:38)
#loc6 = loc("kernels/elementwise.py":34:4)
#loc7 = loc("kernels/elementwise.py":35:37)
#loc8 = loc("kernels/elementwise.py":35:4)
#loc9 = loc("kernels/elementwise.py":36:38)
#loc10 = loc("kernels/elementwise.py":36:4)
#loc11 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 29, name = "unary_exp_log", linkageName = "unary_exp_log_Kt1_A1f16_1l0_A1f16_1l0_A1f16_1l0_A1f16_1l0_A1f16_1l0_I256", compileUnit = #di_compile_unit, scopeLine = 29>
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
