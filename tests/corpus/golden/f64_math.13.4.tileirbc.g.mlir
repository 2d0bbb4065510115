entry @f64_math_Kt1_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_I128(%arg0: tile<ptr<f64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f64>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f64>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f64>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f64>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f64>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f64>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<f64>>, %arg22: tile<i32>, %arg23: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc20)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc20)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc20)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc20)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc20)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc20)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc20)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc20)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc20)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc20)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc20)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc20)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc20)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc20)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc20)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc20)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc20)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc20)
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc20)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc20)
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc20)
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc20)
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32> loc(#loc20)
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32> loc(#loc20)
  %tview_21 = make_tensor_view %arg21, shape = [%assume_19], strides = [%assume_20] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc20)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc21)
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xf64, strides=[?]>> loc(#loc22)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xf64, strides=[?]>>, tile<i32> -> tile<128xf64>, token loc(#loc22)
  %1 = exp %tile  : tile<128xf64> loc(#loc23)
  %pview_22 = make_partition_view %tview_3 : partition_view<tile=(128), tensor_view<?xf64, strides=[?]>> loc(#loc24)
  %2 = store_view_tko weak %1, %pview_22[%blockId_x] token = %0 : tile<128xf64>, partition_view<tile=(128), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc24)
  %3 = log %tile : tile<128xf64> loc(#loc25)
  %pview_23 = make_partition_view %tview_6 : partition_view<tile=(128), tensor_view<?xf64, strides=[?]>> loc(#loc26)
  %4 = store_view_tko weak %3, %pview_23[%blockId_x] token = %0 : tile<128xf64>, partition_view<tile=(128), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc26)
  %cst_3_f64 = constant <f64: 3.000000e+00> : tile<f64> loc(#loc27)
  %reshape = reshape %cst_3_f64 : tile<f64> -> tile<1xf64> loc(#loc27)
  %bcast = broadcast %reshape : tile<1xf64> -> tile<128xf64> loc(#loc27)
  %5 = mulf %tile, %bcast  : tile<128xf64> loc(#loc27)
  %6 = sin %5 : tile<128xf64> loc(#loc28)
  %pview_24 = make_partition_view %tview_9 : partition_view<tile=(128), tensor_view<?xf64, strides=[?]>> loc(#loc29)
  %7 = store_view_tko weak %6, %pview_24[%blockId_x] token = %0 : tile<128xf64>, partition_view<tile=(128), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc29)
  %8 = sqrt %tile  : tile<128xf64> loc(#loc30)
  %pview_25 = make_partition_view %tview_12 : partition_view<tile=(128), tensor_view<?xf64, strides=[?]>> loc(#loc31)
  %9 = store_view_tko weak %8, %pview_25[%blockId_x] token = %0 : tile<128xf64>, partition_view<tile=(128), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc31)
  %10 = rsqrt %tile : tile<128xf64> loc(#loc32)
  %pview_26 = make_partition_view %tview_15 : partition_view<tile=(128), tensor_view<?xf64, strides=[?]>> loc(#loc33)
  %11 = store_view_tko weak %10, %pview_26[%blockId_x] token = %0 : tile<128xf64>, partition_view<tile=(128), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc33)
  %cst_f64 = constant <f64: 2.500000e+00> : tile<f64> loc(#loc34)
  %reshape_27 = reshape %cst_f64 : tile<f64> -> tile<1xf64> loc(#loc34)
  %bcast_28 = broadcast %reshape_27 : tile<1xf64> -> tile<128xf64> loc(#loc34)
  %12 = fpowf %tile, %bcast_28 : tile<128xf64> loc(#loc34)
  %pview_29 = make_partition_view %tview_18 : partition_view<tile=(128), tensor_view<?xf64, strides=[?]>> loc(#loc35)
  %13 = store_view_tko weak %12, %pview_29[%blockId_x] token = %0 : tile<128xf64>, partition_view<tile=(128), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc35)
  %cst_1_f64 = constant <f64: 1.000000e+00> : tile<f64> loc(#loc36)
  %reshape_30 = reshape %cst_1_f64 : tile<f64> -> tile<1xf64> loc(#loc36)
  %bcast_31 = broadcast %reshape_30 : tile<1xf64> -> tile<128xf64> loc(#loc36)
  %14 = subf %tile, %bcast_31  : tile<128xf64> loc(#loc36)
  %15 = tanh %14  : tile<128xf64> loc(#loc37)
  %pview_32 = make_partition_view %tview_21 : partition_view<tile=(128), tensor_view<?xf64, strides=[?]>> loc(#loc38)
  %16 = store_view_tko weak %15, %pview_32[%blockId_x] token = %0 : tile<128xf64>, partition_view<tile=(128), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc38)
  return loc(#loc19)
} loc(#loc20)
#di_file = #cuda_tile.di_file<"dtype_mix.py" in "kernels">
#loc = loc("kernels/dtype_mix.py":69:0)
#loc1 = loc("kernels/dtype_mix.py":70:8)
#loc2 = loc("kernels/dtype_mix.py":71:8)
#loc3 = loc("kernels/dtype_mix.py":72:37)
#loc4 = loc("kernels/dtype_mix.py":72:4)
#loc5 = loc("kernels/dtype_mix.py":73:37)
#loc6 = loc("kernels/dtype_mix.py":73:4)
#loc7 = loc("kernels/dtype_mix.py":74:44)
#loc8 = loc("kernels/dtype_mix.py":74:37)
#loc9 = loc("kernels/dtype_mix.py":74:4)
#loc10 = loc("kernels/dtype_mix.py":75:38)
#loc11 = loc("kernels/dtype_mix.py":75:4)
#loc12 = loc("kernels/dtype_mix.py":76:39)
#loc13 = loc("kernels/dtype_mix.py":76:4)
#loc14 = loc("kernels/dtype_mix.py":77:37)
#loc15 = loc("kernels/dtype_mix.py":77:4)
#loc16 = loc("kernels/dtype_mix.py":78:46)
#loc17 = loc("kernels/dtype_mix.py":78:38)
#loc18 = loc("kernels/dtype_mix.py":78:4)
#loc19 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 68, name = "f64_math", linkageName = "f64_math_Kt1_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_A1f64_1l0_I128", compileUnit = #di_compile_unit, scopeLine = 68>
#loc20 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
