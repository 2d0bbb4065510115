entry @dense_constants_Kt1_A2i32_3l0_A1f32_1l0_A1b8_1l0_A1f16_1l0_A1i8_1l0_A1f64_1l0(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<i1>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<f16>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<i8>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<ptr<f64>>, %arg18: tile<i32>, %arg19: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc21)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc21)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc21)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc21)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc21)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]> loc(#loc21)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc21)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc21)
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc21)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc21)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc21)
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xi1, strides=[?]> loc(#loc21)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc21)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc21)
  %tview_11 = make_tensor_view %arg11, shape = [%assume_9], strides = [%assume_10] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc21)
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32> loc(#loc21)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc21)
  %tview_14 = make_tensor_view %arg14, shape = [%assume_12], strides = [%assume_13] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc21)
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc21)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc21)
  %tview_17 = make_tensor_view %arg17, shape = [%assume_15], strides = [%assume_16] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc21)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc22)
  %cst_0_i32_18 = constant <i32: 0> : tile<i32> loc(#loc23)
  %cst_i32 = constant <i32: [[1, 2, 3, 4], [-5, 6, -7, 8]]> : tile<2x4xi32> loc(#loc24)
  %pview = make_partition_view %tview : partition_view<tile=(2x4), tensor_view<?x?xi32, strides=[?,?]>> loc(#loc25)
  %1 = store_view_tko weak %cst_i32, %pview[%cst_0_i32, %cst_0_i32_18] token = %0 : tile<2x4xi32>, partition_view<tile=(2x4), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> token loc(#loc25)
  %cst_0_i32_19 = constant <i32: 0> : tile<i32> loc(#loc26)
  %cst_f32 = constant <f32: [5.000000e-01, -1.250000e+00, 3.000000e+10, -0.000000e+00]> : tile<4xf32> loc(#loc27)
  %pview_20 = make_partition_view %tview_5 : partition_view<tile=(4), tensor_view<?xf32, strides=[?]>> loc(#loc28)
  %2 = store_view_tko weak %cst_f32, %pview_20[%cst_0_i32_19] token = %0 : tile<4xf32>, partition_view<tile=(4), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc28)
  %cst_0_i32_21 = constant <i32: 0> : tile<i32> loc(#loc29)
  %cst_i1 = constant <i1: [true, false, true, true, false, false, false, true, true, true, false, false, true, false, true, false]> : tile<16xi1> loc(#loc30)
  %pview_22 = make_partition_view %tview_8 : partition_view<tile=(16), tensor_view<?xi1, strides=[?]>> loc(#loc31)
  %3 = store_view_tko weak %cst_i1, %pview_22[%cst_0_i32_21] token = %0 : tile<16xi1>, partition_view<tile=(16), tensor_view<?xi1, strides=[?]>>, tile<i32> -> token loc(#loc31)
  %cst_0_i32_23 = constant <i32: 0> : tile<i32> loc(#loc32)
  %cst_f16 = constant <f16: [1.000000e+00, -2.000000e+00]> : tile<2xf16> loc(#loc33)
  %pview_24 = make_partition_view %tview_11 : partition_view<tile=(2), tensor_view<?xf16, strides=[?]>> loc(#loc34)
  %4 = store_view_tko weak %cst_f16, %pview_24[%cst_0_i32_23] token = %0 : tile<2xf16>, partition_view<tile=(2), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc34)
  %cst_0_i32_25 = constant <i32: 0> : tile<i32> loc(#loc35)
  %cst_i8 = constant <i8: [-128, 127, 0, 1]> : tile<4xi8> loc(#loc36)
  %pview_26 = make_partition_view %tview_14 : partition_view<tile=(4), tensor_view<?xi8, strides=[?]>> loc(#loc37)
  %5 = store_view_tko weak %cst_i8, %pview_26[%cst_0_i32_25] token = %0 : tile<4xi8>, partition_view<tile=(4), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token loc(#loc37)
  %cst_0_i32_27 = constant <i32: 0> : tile<i32> loc(#loc38)
  %cst_f64 = constant <f64: [0.000000e+00, -2.500000e+00]> : tile<2xf64> loc(#loc39)
  %pview_28 = make_partition_view %tview_17 : partition_view<tile=(2), tensor_view<?xf64, strides=[?]>> loc(#loc40)
  %6 = store_view_tko weak %cst_f64, %pview_28[%cst_0_i32_27] token = %0 : tile<2xf64>, partition_view<tile=(2), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc40)
  return loc(#loc20)
} loc(#loc21)
#di_file = #cuda_tile.di_file<"shape_ops.py" in "kernels">
#loc = loc("kernels/shape_ops.py":93:0)
#loc1 = loc("kernels/shape_ops.py":94:27)
#loc2 = loc("kernels/shape_ops.py":94:30)
#loc3 = loc("kernels/shape_ops.py":94:39)
#loc4 = loc("kernels/shape_ops.py":94:4)
#loc5 = loc("kernels/shape_ops.py":95:27)
#loc6 = loc("kernels/shape_ops.py":95:37)
#loc7 = loc("kernels/shape_ops.py":95:4)
#loc8 = loc("kernels/shape_ops.py":96:28)
#loc9 = loc("kernels/shape_ops.py":96:38)
#loc10 = loc("kernels/shape_ops.py":96:4)
#loc11 = loc("kernels/shape_ops.py":98:27)
#loc12 = loc("kernels/shape_ops.py":98:37)
#loc13 = loc("kernels/shape_ops.py":98:4)
#loc14 = loc("kernels/shape_ops.py":99:26)
#loc15 = loc("kernels/shape_ops.py":99:36)
#loc16 = loc("kernels/shape_ops.py":99:4)
#loc17 = loc("kernels/shape_ops.py":100:27)
#loc18 = loc("kernels/shape_ops.py":100:37)
#loc19 = loc("kernels/shape_ops.py":100:4)
#loc20 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 92, name = "dense_constants", linkageName = "dense_constants_Kt1_A2i32_3l0_A1f32_1l0_A1b8_1l0_A1f16_1l0_A1i8_1l0_A1f64_1l0", compileUnit = #di_compile_unit, scopeLine = 92>
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
