entry @constants_Kt1_A2f32_3l0_A1i32_1l0_A1i64_1l0_A1b8_1l0_A1f16_1l0_A1i8_1l0_A1f64_1l0_A1f32_1l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<i64>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<i1>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<f16>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<ptr<i8>>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<ptr<f64>>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<ptr<f32>>, %arg24: tile<i32>, %arg25: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc28)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc28)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc28)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc28)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc28)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc28)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc28)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc28)
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc28)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc28)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc28)
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xi64, strides=[?]> loc(#loc28)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc28)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc28)
  %tview_11 = make_tensor_view %arg11, shape = [%assume_9], strides = [%assume_10] : tile<i32> -> tensor_view<?xi1, strides=[?]> loc(#loc28)
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32> loc(#loc28)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc28)
  %tview_14 = make_tensor_view %arg14, shape = [%assume_12], strides = [%assume_13] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc28)
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc28)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc28)
  %tview_17 = make_tensor_view %arg17, shape = [%assume_15], strides = [%assume_16] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc28)
  %assume_18 = assume bounded<0, ?>, %arg21 : tile<i32> loc(#loc28)
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32> loc(#loc28)
  %tview_20 = make_tensor_view %arg20, shape = [%assume_18], strides = [%assume_19] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc28)
  %assume_21 = assume bounded<0, ?>, %arg24 : tile<i32> loc(#loc28)
  %assume_22 = assume bounded<0, ?>, %arg25 : tile<i32> loc(#loc28)
  %tview_23 = make_tensor_view %arg23, shape = [%assume_21], strides = [%assume_22] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc28)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc29)
  %cst_0_i32_24 = constant <i32: 0> : tile<i32> loc(#loc30)
  %cst_f32 = constant <f32: 3.250000e+00> : tile<4x8xf32> loc(#loc31)
  %pview = make_partition_view %tview : partition_view<tile=(4x8), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc32)
  %1 = store_view_tko weak %cst_f32, %pview[%cst_0_i32, %cst_0_i32_24] token = %0 : tile<4x8xf32>, partition_view<tile=(4x8), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc32)
  %cst_0_i32_25 = constant <i32: 0> : tile<i32> loc(#loc33)
  %cst_0_i32_26 = constant <i32: 0> : tile<16xi32> loc(#loc34)
  %pview_27 = make_partition_view %tview_5 : partition_view<tile=(16), tensor_view<?xi32, strides=[?]>> loc(#loc35)
  %2 = store_view_tko weak %cst_0_i32_26, %pview_27[%cst_0_i32_25] token = %0 : tile<16xi32>, partition_view<tile=(16), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc35)
  %cst_0_i32_28 = constant <i32: 0> : tile<i32> loc(#loc36)
  %cst_1_i64 = constant <i64: 1> : tile<16xi64> loc(#loc37)
  %pview_29 = make_partition_view %tview_8 : partition_view<tile=(16), tensor_view<?xi64, strides=[?]>> loc(#loc38)
  %3 = store_view_tko weak %cst_1_i64, %pview_29[%cst_0_i32_28] token = %0 : tile<16xi64>, partition_view<tile=(16), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token loc(#loc38)
  %cst_0_i32_30 = constant <i32: 0> : tile<i32> loc(#loc39)
  %true = constant <i1: true> : tile<16xi1> loc(#loc40)
  %pview_31 = make_partition_view %tview_11 : partition_view<tile=(16), tensor_view<?xi1, strides=[?]>> loc(#loc41)
  %4 = store_view_tko weak %true, %pview_31[%cst_0_i32_30] token = %0 : tile<16xi1>, partition_view<tile=(16), tensor_view<?xi1, strides=[?]>>, tile<i32> -> token loc(#loc41)
  %cst_0_i32_32 = constant <i32: 0> : tile<i32> loc(#loc42)
  %cst_f16 = constant <f16: -2.500000e+00> : tile<16xf16> loc(#loc43)
  %pview_33 = make_partition_view %tview_14 : partition_view<tile=(16), tensor_view<?xf16, strides=[?]>> loc(#loc44)
  %5 = store_view_tko weak %cst_f16, %pview_33[%cst_0_i32_32] token = %0 : tile<16xf16>, partition_view<tile=(16), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc44)
  %cst_0_i32_34 = constant <i32: 0> : tile<i32> loc(#loc45)
  %cst_-128_i8 = constant <i8: -128> : tile<16xi8> loc(#loc46)
  %pview_35 = make_partition_view %tview_17 : partition_view<tile=(16), tensor_view<?xi8, strides=[?]>> loc(#loc47)
  %6 = store_view_tko weak %cst_-128_i8, %pview_35[%cst_0_i32_34] token = %0 : tile<16xi8>, partition_view<tile=(16), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token loc(#loc47)
  %cst_0_i32_36 = constant <i32: 0> : tile<i32> loc(#loc48)
  %cst_0_f64 = constant <f64: 0.000000e+00> : tile<16xf64> loc(#loc49)
  %pview_37 = make_partition_view %tview_20 : partition_view<tile=(16), tensor_view<?xf64, strides=[?]>> loc(#loc50)
  %7 = store_view_tko weak %cst_0_f64, %pview_37[%cst_0_i32_36] token = %0 : tile<16xf64>, partition_view<tile=(16), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc50)
  %cst_0_i32_38 = constant <i32: 0> : tile<i32> loc(#loc51)
  %cst_f32_39 = constant <f32: 0x7F800000> : tile<16xf32> loc(#loc52)
  %cst_f32_40 = constant <f32: 0xFF800000> : tile<16xf32> loc(#loc53)
  %8 = subf %cst_f32_39, %cst_f32_40  : tile<16xf32> loc(#loc52)
  %pview_41 = make_partition_view %tview_23 : partition_view<tile=(16), tensor_view<?xf32, strides=[?]>> loc(#loc54)
  %9 = store_view_tko weak %8, %pview_41[%cst_0_i32_38] token = %0 : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc54)
  return loc(#loc27)
} loc(#loc28)
#di_file = #cuda_tile.di_file<"shape_ops.py" in "kernels">
#loc = loc("kernels/shape_ops.py":80:0)
#loc1 = loc("kernels/shape_ops.py":81:28)
#loc2 = loc("kernels/shape_ops.py":81:31)
#loc3 = loc("kernels/shape_ops.py":81:40)
#loc4 = loc("kernels/shape_ops.py":81:4)
#loc5 = loc("kernels/shape_ops.py":82:29)
#loc6 = loc("kernels/shape_ops.py":82:39)
#loc7 = loc("kernels/shape_ops.py":82:4)
#loc8 = loc("kernels/shape_ops.py":83:28)
#loc9 = loc("kernels/shape_ops.py":83:38)
#loc10 = loc("kernels/shape_ops.py":83:4)
#loc11 = loc("kernels/shape_ops.py":84:28)
#loc12 = loc("kernels/shape_ops.py":84:38)
#loc13 = loc("kernels/shape_ops.py":84:4)
#loc14 = loc("kernels/shape_ops.py":85:27)
#loc15 = loc("kernels/shape_ops.py":85:37)
#loc16 = loc("kernels/shape_ops.py":85:4)
#loc17 = loc("kernels/shape_ops.py":86:26)
#loc18 = loc("kernels/shape_ops.py":86:36)
#loc19 = loc("kernels/shape_ops.py":86:4)
#loc20 = loc("kernels/shape_ops.py":87:27)
#loc21 = loc("kernels/shape_ops.py":87:37)
#loc22 = loc("kernels/shape_ops.py":87:4)
#loc23 = loc("kernels/shape_ops.py":88:27)
#loc24 = loc("kernels/shape_ops.py":88:37)
#loc25 = loc("kernels/shape_ops.py":89:15)
#loc26 = loc("kernels/shape_ops.py":88:4)
#loc27 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 79, name = "constants", linkageName = "constants_Kt1_A2f32_3l0_A1i32_1l0_A1i64_1l0_A1b8_1l0_A1f16_1l0_A1i8_1l0_A1f64_1l0_A1f32_1l0", compileUnit = #di_compile_unit, scopeLine = 79>
#loc28 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc45 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc46 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc47 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc48 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc49 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc50 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
#loc51 = #cuda_tile.di_loc<#loc23 in #di_subprogram>
#loc52 = #cuda_tile.di_loc<#loc24 in #di_subprogram>
#loc53 = #cuda_tile.di_loc<#loc25 in #di_subprogram>
#loc54 = #cuda_tile.di_loc<#loc26 in #di_subprogram>
