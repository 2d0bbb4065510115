entry @pow_variants_Kt1_A1f32_1l0_A1i32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f32>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f32>>, %arg16: tile<i32>, %arg17: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc18)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc18)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc18)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc18)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc18)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc18)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc18)
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
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc19)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc20)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc20)
  %pview_16 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>> loc(#loc21)
  %tile_17, %result_token_18 = load_view_tko weak %pview_16[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<64xi32>, token loc(#loc21)
  %1 = absf %tile : tile<64xf32> loc(#loc22)
  %cst_f32 = constant <f32: 5.000000e-01> : tile<f32> loc(#loc23)
  %reshape = reshape %cst_f32 : tile<f32> -> tile<1xf32> loc(#loc22)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32> loc(#loc22)
  %2 = addf %1, %bcast  : tile<64xf32> loc(#loc22)
  %3 = fpowf %2, %tile : tile<64xf32> loc(#loc24)
  %pview_19 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc25)
  %4 = store_view_tko weak %3, %pview_19[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc25)
  %5 = itof %tile_17 signed  : tile<64xi32> -> tile<64xf32> loc(#loc26)
  %6 = fpowf %tile, %5 : tile<64xf32> loc(#loc26)
  %pview_20 = make_partition_view %tview_9 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc27)
  %7 = store_view_tko weak %6, %pview_20[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc27)
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32> loc(#loc28)
  %reshape_21 = reshape %cst_2_f32 : tile<f32> -> tile<1xf32> loc(#loc28)
  %bcast_22 = broadcast %reshape_21 : tile<1xf32> -> tile<64xf32> loc(#loc28)
  %8 = fpowf %tile, %bcast_22 : tile<64xf32> loc(#loc28)
  %pview_23 = make_partition_view %tview_12 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc29)
  %9 = store_view_tko weak %8, %pview_23[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc29)
  %10 = absf %tile : tile<64xf32> loc(#loc30)
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32> loc(#loc31)
  %reshape_24 = reshape %cst_1_f32 : tile<f32> -> tile<1xf32> loc(#loc30)
  %bcast_25 = broadcast %reshape_24 : tile<1xf32> -> tile<64xf32> loc(#loc30)
  %11 = addf %10, %bcast_25  : tile<64xf32> loc(#loc30)
  %cst_f32_26 = constant <f32: -1.500000e+00> : tile<f32> loc(#loc32)
  %reshape_27 = reshape %cst_f32_26 : tile<f32> -> tile<1xf32> loc(#loc33)
  %bcast_28 = broadcast %reshape_27 : tile<1xf32> -> tile<64xf32> loc(#loc33)
  %12 = fpowf %11, %bcast_28 : tile<64xf32> loc(#loc33)
  %pview_29 = make_partition_view %tview_15 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc34)
  %13 = store_view_tko weak %12, %pview_29[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc34)
  return loc(#loc17)
} loc(#loc18)
#di_file = #cuda_tile.di_file<"misc_ops.py" in "kernels">
#loc = loc("kernels/misc_ops.py":125:0)
#loc1 = loc("kernels/misc_ops.py":126:8)
#loc2 = loc("kernels/misc_ops.py":127:8)
#loc3 = loc("kernels/misc_ops.py":128:8)
#loc4 = loc("kernels/misc_ops.py":129:45)
#loc5 = loc("kernels/misc_ops.py":129:57)
#loc6 = loc("kernels/misc_ops.py":129:38)
#loc7 = loc("kernels/misc_ops.py":129:4)
#loc8 = loc("kernels/misc_ops.py":130:38)
#loc9 = loc("kernels/misc_ops.py":130:4)
#loc10 = loc("kernels/misc_ops.py":131:36)
#loc11 = loc("kernels/misc_ops.py":131:4)
#loc12 = loc("kernels/misc_ops.py":132:38)
#loc13 = loc("kernels/misc_ops.py":132:50)
#loc14 = loc("kernels/misc_ops.py":132:58)
#loc15 = loc("kernels/misc_ops.py":132:37)
#loc16 = loc("kernels/misc_ops.py":132:4)
#loc17 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 124, name = "pow_variants", linkageName = "pow_variants_Kt1_A1f32_1l0_A1i32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 124>
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
