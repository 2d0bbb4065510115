entry @padding_modes_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f32>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f32>>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc15)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc15)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc15)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc15)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc15)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc15)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc15)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc15)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc15)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc15)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc15)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc15)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc15)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc15)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc15)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc15)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc15)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc15)
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc15)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc15)
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc15)
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc15)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc16)
  %pview = make_partition_view %tview : partition_view<tile=(64), padding_value = zero, tensor_view<?xf32, strides=[?]>> loc(#loc17)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc17)
  %pview_19 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc18)
  %1 = store_view_tko weak %tile, %pview_19[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc18)
  %pview_20 = make_partition_view %tview : partition_view<tile=(64), padding_value = neg_zero, tensor_view<?xf32, strides=[?]>> loc(#loc19)
  %tile_21, %result_token_22 = load_view_tko weak %pview_20[%blockId_x] token = %0 : partition_view<tile=(64), padding_value = neg_zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc19)
  %pview_23 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc20)
  %2 = store_view_tko weak %tile_21, %pview_23[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc20)
  %pview_24 = make_partition_view %tview : partition_view<tile=(64), padding_value = nan, tensor_view<?xf32, strides=[?]>> loc(#loc21)
  %tile_25, %result_token_26 = load_view_tko weak %pview_24[%blockId_x] token = %0 : partition_view<tile=(64), padding_value = nan, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc21)
  %pview_27 = make_partition_view %tview_9 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc22)
  %3 = store_view_tko weak %tile_25, %pview_27[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc22)
  %pview_28 = make_partition_view %tview : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf32, strides=[?]>> loc(#loc23)
  %tile_29, %result_token_30 = load_view_tko weak %pview_28[%blockId_x] token = %0 : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc23)
  %pview_31 = make_partition_view %tview_12 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc24)
  %4 = store_view_tko weak %tile_29, %pview_31[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc24)
  %pview_32 = make_partition_view %tview : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf32, strides=[?]>> loc(#loc25)
  %tile_33, %result_token_34 = load_view_tko weak %pview_32[%blockId_x] token = %0 : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc25)
  %pview_35 = make_partition_view %tview_15 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc26)
  %5 = store_view_tko weak %tile_33, %pview_35[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc26)
  %pview_36 = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc27)
  %tile_37, %result_token_38 = load_view_tko weak %pview_36[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc27)
  %pview_39 = make_partition_view %tview_18 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc28)
  %6 = store_view_tko weak %tile_37, %pview_39[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc28)
  return loc(#loc14)
} loc(#loc15)
#di_file = #cuda_tile.di_file<"memory.py" in "kernels">
#loc = loc("kernels/memory.py":14:0)
#loc1 = loc("kernels/memory.py":15:8)
#loc2 = loc("kernels/memory.py":16:38)
#loc3 = loc("kernels/memory.py":16:4)
#loc4 = loc("kernels/memory.py":17:41)
#loc5 = loc("kernels/memory.py":17:4)
#loc6 = loc("kernels/memory.py":18:37)
#loc7 = loc("kernels/memory.py":18:4)
#loc8 = loc("kernels/memory.py":19:40)
#loc9 = loc("kernels/memory.py":19:4)
#loc10 = loc("kernels/memory.py":20:40)
#loc11 = loc("kernels/memory.py":20:4)
#loc12 = loc("kernels/memory.py":21:39)
#loc13 = loc("kernels/memory.py":21:4)
#loc14 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 13, name = "padding_modes", linkageName = "padding_modes_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 13>
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
