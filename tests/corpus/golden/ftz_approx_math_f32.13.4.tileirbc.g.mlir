entry @ftz_approx_math_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f32>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f32>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<f32>>, %arg22: tile<i32>, %arg23: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc18)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc18)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc18)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc18)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc18)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc18)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc18)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc18)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc18)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc18)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc18)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc18)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc18)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc18)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc18)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc18)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc18)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc18)
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc18)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc18)
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc18)
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc18)
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32> loc(#loc18)
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32> loc(#loc18)
  %tview_21 = make_tensor_view %arg21, shape = [%assume_19], strides = [%assume_20] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc18)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc19)
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc20)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<128xf32>, token loc(#loc20)
  %pview_22 = make_partition_view %tview_3 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc21)
  %tile_23, %result_token_24 = load_view_tko weak %pview_22[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<128xf32>, token loc(#loc21)
  %1 = divf %tile, %tile_23 rounding<approx> flush_to_zero : tile<128xf32> loc(#loc22)
  %pview_25 = make_partition_view %tview_6 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc23)
  %2 = store_view_tko weak %1, %pview_25[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc23)
  %3 = sqrt %tile rounding<approx> flush_to_zero : tile<128xf32> loc(#loc24)
  %pview_26 = make_partition_view %tview_9 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc25)
  %4 = store_view_tko weak %3, %pview_26[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc25)
  %5 = rsqrt %tile flush_to_zero : tile<128xf32> loc(#loc26)
  %pview_27 = make_partition_view %tview_12 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc27)
  %6 = store_view_tko weak %5, %pview_27[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc27)
  %7 = negf %tile : tile<128xf32> loc(#loc28)
  %8 = exp2 %7 flush_to_zero : tile<128xf32> loc(#loc29)
  %pview_28 = make_partition_view %tview_15 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc30)
  %9 = store_view_tko weak %8, %pview_28[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc30)
  %10 = mulf %tile, %tile_23 rounding<zero> flush_to_zero : tile<128xf32> loc(#loc31)
  %pview_29 = make_partition_view %tview_18 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc32)
  %11 = store_view_tko weak %10, %pview_29[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc32)
  %12 = maxf %tile, %tile_23 flush_to_zero propagate_nan : tile<128xf32> loc(#loc33)
  %pview_30 = make_partition_view %tview_21 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc34)
  %13 = store_view_tko weak %12, %pview_30[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc34)
  return loc(#loc17)
} loc(#loc18)
#di_file = #cuda_tile.di_file<"dtype_mix.py" in "kernels">
#loc = loc("kernels/dtype_mix.py":94:0)
#loc1 = loc("kernels/dtype_mix.py":95:8)
#loc2 = loc("kernels/dtype_mix.py":96:8)
#loc3 = loc("kernels/dtype_mix.py":97:8)
#loc4 = loc("kernels/dtype_mix.py":98:37)
#loc5 = loc("kernels/dtype_mix.py":98:4)
#loc6 = loc("kernels/dtype_mix.py":99:38)
#loc7 = loc("kernels/dtype_mix.py":99:4)
#loc8 = loc("kernels/dtype_mix.py":100:39)
#loc9 = loc("kernels/dtype_mix.py":100:4)
#loc10 = loc("kernels/dtype_mix.py":101:46)
#loc11 = loc("kernels/dtype_mix.py":101:38)
#loc12 = loc("kernels/dtype_mix.py":101:4)
#loc13 = loc("kernels/dtype_mix.py":102:37)
#loc14 = loc("kernels/dtype_mix.py":102:4)
#loc15 = loc("kernels/dtype_mix.py":103:37)
#loc16 = loc("kernels/dtype_mix.py":103:4)
#loc17 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 93, name = "ftz_approx_math", linkageName = "ftz_approx_math_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_I128", compileUnit = #di_compile_unit, scopeLine = 93>
#loc18 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
