entry @rounding_modes_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_I256(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f32>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f32>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<f32>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<ptr<f32>>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<f32>>, %arg28: tile<i32>, %arg29: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc21)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc21)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc21)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc21)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc21)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc21)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc21)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc21)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc21)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc21)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc21)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc21)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc21)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc21)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc21)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc21)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc21)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc21)
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc21)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc21)
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc21)
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc21)
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32> loc(#loc21)
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32> loc(#loc21)
  %tview_21 = make_tensor_view %arg21, shape = [%assume_19], strides = [%assume_20] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc21)
  %assume_22 = assume bounded<0, ?>, %arg25 : tile<i32> loc(#loc21)
  %assume_23 = assume bounded<0, ?>, %arg26 : tile<i32> loc(#loc21)
  %tview_24 = make_tensor_view %arg24, shape = [%assume_22], strides = [%assume_23] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc21)
  %assume_25 = assume bounded<0, ?>, %arg28 : tile<i32> loc(#loc21)
  %assume_26 = assume bounded<0, ?>, %arg29 : tile<i32> loc(#loc21)
  %tview_27 = make_tensor_view %arg27, shape = [%assume_25], strides = [%assume_26] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc21)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc22)
  %pview = make_partition_view %tview : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>> loc(#loc23)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<256xf32>, token loc(#loc23)
  %pview_28 = make_partition_view %tview_3 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>> loc(#loc24)
  %tile_29, %result_token_30 = load_view_tko weak %pview_28[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<256xf32>, token loc(#loc24)
  %1 = addf %tile, %tile_29 rounding<zero> : tile<256xf32> loc(#loc25)
  %pview_31 = make_partition_view %tview_6 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>> loc(#loc26)
  %2 = store_view_tko weak %1, %pview_31[%blockId_x] token = %0 : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc26)
  %3 = subf %tile, %tile_29 rounding<negative_inf> : tile<256xf32> loc(#loc27)
  %pview_32 = make_partition_view %tview_9 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>> loc(#loc28)
  %4 = store_view_tko weak %3, %pview_32[%blockId_x] token = %0 : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc28)
  %5 = mulf %tile, %tile_29 rounding<positive_inf> : tile<256xf32> loc(#loc29)
  %pview_33 = make_partition_view %tview_12 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>> loc(#loc30)
  %6 = store_view_tko weak %5, %pview_33[%blockId_x] token = %0 : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc30)
  %7 = divf %tile, %tile_29  : tile<256xf32> loc(#loc31)
  %pview_34 = make_partition_view %tview_15 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>> loc(#loc32)
  %8 = store_view_tko weak %7, %pview_34[%blockId_x] token = %0 : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc32)
  %9 = divf %tile, %tile_29 rounding<approx> : tile<256xf32> loc(#loc33)
  %pview_35 = make_partition_view %tview_18 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>> loc(#loc34)
  %10 = store_view_tko weak %9, %pview_35[%blockId_x] token = %0 : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc34)
  %11 = divf %tile, %tile_29 rounding<full> : tile<256xf32> loc(#loc35)
  %pview_36 = make_partition_view %tview_21 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>> loc(#loc36)
  %12 = store_view_tko weak %11, %pview_36[%blockId_x] token = %0 : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc36)
  %13 = sqrt %tile rounding<zero> : tile<256xf32> loc(#loc37)
  %pview_37 = make_partition_view %tview_24 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>> loc(#loc38)
  %14 = store_view_tko weak %13, %pview_37[%blockId_x] token = %0 : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc38)
  %15 = addf %tile, %tile_29  flush_to_zero : tile<256xf32> loc(#loc39)
  %pview_38 = make_partition_view %tview_27 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>> loc(#loc40)
  %16 = store_view_tko weak %15, %pview_38[%blockId_x] token = %0 : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc40)
  return loc(#loc20)
} loc(#loc21)
#di_file = #cuda_tile.di_file<"elementwise.py" in "kernels">
#loc = loc("kernels/elementwise.py":102:0)
#loc1 = loc("kernels/elementwise.py":104:8)
#loc2 = loc("kernels/elementwise.py":105:8)
#loc3 = loc("kernels/elementwise.py":106:8)
#loc4 = loc("kernels/elementwise.py":107:40)
#loc5 = loc("kernels/elementwise.py":107:4)
#loc6 = loc("kernels/elementwise.py":108:40)
#loc7 = loc("kernels/elementwise.py":108:4)
#loc8 = loc("kernels/elementwise.py":109:40)
#loc9 = loc("kernels/elementwise.py":109:4)
#loc10 = loc("kernels/elementwise.py":110:40)
#loc11 = loc("kernels/elementwise.py":110:4)
#loc12 = loc("kernels/elementwise.py":111:44)
#loc13 = loc("kernels/elementwise.py":111:4)
#loc14 = loc("kernels/elementwise.py":112:42)
#loc15 = loc("kernels/elementwise.py":112:4)
#loc16 = loc("kernels/elementwise.py":113:41)
#loc17 = loc("kernels/elementwise.py":113:4)
#loc18 = loc("kernels/elementwise.py":114:41)
#loc19 = loc("kernels/elementwise.py":114:4)
#loc20 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 101, name = "rounding_modes", linkageName = "rounding_modes_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_I256", compileUnit = #di_compile_unit, scopeLine = 101>
#loc21 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
