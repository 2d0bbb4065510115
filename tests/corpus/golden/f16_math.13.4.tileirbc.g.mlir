entry @f16_math_Kt1_A1f16_1l0_A1f16_1l0_A1f16_1l0_A1f16_1l0_A1f16_1l0_A1f16_1l0_A1f16_1l0_I128(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f16>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f16>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f16>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f16>>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc17)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc17)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc17)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc17)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc17)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc17)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc17)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc17)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc17)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc17)
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
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc17)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc18)
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>> loc(#loc19)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<128xf16>, token loc(#loc19)
  %1 = exp2 %tile : tile<128xf16> loc(#loc20)
  %pview_19 = make_partition_view %tview_3 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>> loc(#loc21)
  %2 = store_view_tko weak %1, %pview_19[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc21)
  %3 = log2 %tile : tile<128xf16> loc(#loc22)
  %pview_20 = make_partition_view %tview_6 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>> loc(#loc23)
  %4 = store_view_tko weak %3, %pview_20[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc23)
  %5 = sqrt %tile  : tile<128xf16> loc(#loc24)
  %pview_21 = make_partition_view %tview_9 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>> loc(#loc25)
  %6 = store_view_tko weak %5, %pview_21[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc25)
  %7 = cos %tile : tile<128xf16> loc(#loc26)
  %pview_22 = make_partition_view %tview_12 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>> loc(#loc27)
  %8 = store_view_tko weak %7, %pview_22[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc27)
  %cst_4_f16 = constant <f16: 4.000000e+00> : tile<f16> loc(#loc28)
  %reshape = reshape %cst_4_f16 : tile<f16> -> tile<1xf16> loc(#loc28)
  %bcast = broadcast %reshape : tile<1xf16> -> tile<128xf16> loc(#loc28)
  %9 = mulf %tile, %bcast  : tile<128xf16> loc(#loc28)
  %10 = floor %9 : tile<128xf16> loc(#loc29)
  %pview_23 = make_partition_view %tview_15 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>> loc(#loc30)
  %11 = store_view_tko weak %10, %pview_23[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc30)
  %cst_1_f16 = constant <f16: 1.000000e+00> : tile<f16> loc(#loc31)
  %reshape_24 = reshape %cst_1_f16 : tile<f16> -> tile<1xf16> loc(#loc31)
  %bcast_25 = broadcast %reshape_24 : tile<1xf16> -> tile<128xf16> loc(#loc31)
  %12 = divf %bcast_25, %tile  : tile<128xf16> loc(#loc31)
  %pview_26 = make_partition_view %tview_18 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>> loc(#loc32)
  %13 = store_view_tko weak %12, %pview_26[%blockId_x] token = %0 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc32)
  return loc(#loc16)
} loc(#loc17)
#di_file = #cuda_tile.di_file<"dtype_mix.py" in "kernels">
#loc = loc("kernels/dtype_mix.py":82:0)
#loc1 = loc("kernels/dtype_mix.py":83:8)
#loc2 = loc("kernels/dtype_mix.py":84:8)
#loc3 = loc("kernels/dtype_mix.py":85:38)
#loc4 = loc("kernels/dtype_mix.py":85:4)
#loc5 = loc("kernels/dtype_mix.py":86:38)
#loc6 = loc("kernels/dtype_mix.py":86:4)
#loc7 = loc("kernels/dtype_mix.py":87:38)
#loc8 = loc("kernels/dtype_mix.py":87:4)
#loc9 = loc("kernels/dtype_mix.py":88:37)
#loc10 = loc("kernels/dtype_mix.py":88:4)
#loc11 = loc("kernels/dtype_mix.py":89:48)
#loc12 = loc("kernels/dtype_mix.py":89:39)
#loc13 = loc("kernels/dtype_mix.py":89:4)
#loc14 = loc("kernels/dtype_mix.py":90:37)
#loc15 = loc("kernels/dtype_mix.py":90:4)
#loc16 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 81, name = "f16_math", linkageName = "f16_math_Kt1_A1f16_1l0_A1f16_1l0_A1f16_1l0_A1f16_1l0_A1f16_1l0_A1f16_1l0_A1f16_1l0_I128", compileUnit = #di_compile_unit, scopeLine = 81>
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
