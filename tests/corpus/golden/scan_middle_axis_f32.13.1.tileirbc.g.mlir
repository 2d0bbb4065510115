entry @scan_middle_axis_Kt1_A3f32_7l0_A3f32_7l0_A3f32_7l0_A3f32_7l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f32>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<f32>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<f32>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc21)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc21)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc21)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc21)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc21)
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc21)
  %assume_4 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc21)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0, %assume_1], strides = [%assume_2, %assume_3, %assume_4] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,?]> loc(#loc21)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc21)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc21)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc21)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc21)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc21)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc21)
  %tview_11 = make_tensor_view %arg7, shape = [%assume_5, %assume_6, %assume_7], strides = [%assume_8, %assume_9, %assume_10] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,?]> loc(#loc21)
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32> loc(#loc21)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc21)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc21)
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc21)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc21)
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc21)
  %tview_18 = make_tensor_view %arg14, shape = [%assume_12, %assume_13, %assume_14], strides = [%assume_15, %assume_16, %assume_17] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,?]> loc(#loc21)
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32> loc(#loc21)
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32> loc(#loc21)
  %assume_21 = assume bounded<0, ?>, %arg24 : tile<i32> loc(#loc21)
  %assume_22 = assume bounded<0, ?>, %arg25 : tile<i32> loc(#loc21)
  %assume_23 = assume bounded<0, ?>, %arg26 : tile<i32> loc(#loc21)
  %assume_24 = assume bounded<0, ?>, %arg27 : tile<i32> loc(#loc21)
  %tview_25 = make_tensor_view %arg21, shape = [%assume_19, %assume_20, %assume_21], strides = [%assume_22, %assume_23, %assume_24] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,?]> loc(#loc21)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc22)
  %cst_0_i32_26 = constant <i32: 0> : tile<i32> loc(#loc23)
  %cst_0_i32_27 = constant <i32: 0> : tile<i32> loc(#loc24)
  %pview = make_partition_view %tview : partition_view<tile=(4x16x8), tensor_view<?x?x?xf32, strides=[?,?,?]>> loc(#loc25)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_26, %cst_0_i32_27] token = %0 : partition_view<tile=(4x16x8), tensor_view<?x?x?xf32, strides=[?,?,?]>>, tile<i32> -> tile<4x16x8xf32>, token loc(#loc25)
  %cst_0_i32_28 = constant <i32: 0> : tile<i32> loc(#loc26)
  %cst_0_i32_29 = constant <i32: 0> : tile<i32> loc(#loc27)
  %cst_0_i32_30 = constant <i32: 0> : tile<i32> loc(#loc28)
  %1 = scan %tile dim=1 reverse=false identities=[0.000000e+00 : f32] : tile<4x16x8xf32> -> tile<4x16x8xf32> 
  (%arg28: tile<f32>, %arg29: tile<f32>) {
    %6 = addf %arg28, %arg29  : tile<f32> loc(#loc29)
    yield %6 : tile<f32> loc(#loc29)
  } loc(#loc29)
  %pview_31 = make_partition_view %tview_11 : partition_view<tile=(4x16x8), tensor_view<?x?x?xf32, strides=[?,?,?]>> loc(#loc30)
  %2 = store_view_tko weak %1, %pview_31[%cst_0_i32_28, %cst_0_i32_29, %cst_0_i32_30] token = %0 : tile<4x16x8xf32>, partition_view<tile=(4x16x8), tensor_view<?x?x?xf32, strides=[?,?,?]>>, tile<i32> -> token loc(#loc30)
  %cst_0_i32_32 = constant <i32: 0> : tile<i32> loc(#loc31)
  %cst_0_i32_33 = constant <i32: 0> : tile<i32> loc(#loc32)
  %cst_0_i32_34 = constant <i32: 0> : tile<i32> loc(#loc33)
  %3 = scan %tile dim=2 reverse=true identities=[0.000000e+00 : f32] : tile<4x16x8xf32> -> tile<4x16x8xf32> 
  (%arg28: tile<f32>, %arg29: tile<f32>) {
    %6 = addf %arg28, %arg29  : tile<f32> loc(#loc34)
    yield %6 : tile<f32> loc(#loc34)
  } loc(#loc34)
  %pview_35 = make_partition_view %tview_18 : partition_view<tile=(4x16x8), tensor_view<?x?x?xf32, strides=[?,?,?]>> loc(#loc35)
  %4 = store_view_tko weak %3, %pview_35[%cst_0_i32_32, %cst_0_i32_33, %cst_0_i32_34] token = %0 : tile<4x16x8xf32>, partition_view<tile=(4x16x8), tensor_view<?x?x?xf32, strides=[?,?,?]>>, tile<i32> -> token loc(#loc35)
  %cst_0_i32_36 = constant <i32: 0> : tile<i32> loc(#loc36)
  %cst_0_i32_37 = constant <i32: 0> : tile<i32> loc(#loc37)
  %cst_0_i32_38 = constant <i32: 0> : tile<i32> loc(#loc38)
  %reduce = reduce %tile dim=1 identities=[0xFF800000 : f32] : tile<4x16x8xf32> -> tile<4x8xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %6 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc39)
    yield %6 : tile<f32> loc(#loc39)
  } loc(#loc39)
  %reshape = reshape %reduce : tile<4x8xf32> -> tile<4x1x8xf32> loc(#loc39)
  %pview_39 = make_partition_view %tview_25 : partition_view<tile=(4x1x8), tensor_view<?x?x?xf32, strides=[?,?,?]>> loc(#loc40)
  %5 = store_view_tko weak %reshape, %pview_39[%cst_0_i32_36, %cst_0_i32_37, %cst_0_i32_38] token = %0 : tile<4x1x8xf32>, partition_view<tile=(4x1x8), tensor_view<?x?x?xf32, strides=[?,?,?]>>, tile<i32> -> token loc(#loc40)
  return loc(#loc20)
} loc(#loc21)
#di_file = #cuda_tile.di_file<"loops_rounding.py" in "kernels">
#loc = loc("kernels/loops_rounding.py":65:0)
#loc1 = loc("kernels/loops_rounding.py":66:26)
#loc2 = loc("kernels/loops_rounding.py":66:29)
#loc3 = loc("kernels/loops_rounding.py":66:32)
#loc4 = loc("kernels/loops_rounding.py":66:8)
#loc5 = loc("kernels/loops_rounding.py":67:27)
#loc6 = loc("kernels/loops_rounding.py":67:30)
#loc7 = loc("kernels/loops_rounding.py":67:33)
#loc8 = loc("kernels/loops_rounding.py":67:42)
#loc9 = loc("kernels/loops_rounding.py":67:4)
#loc10 = loc("kernels/loops_rounding.py":68:27)
#loc11 = loc("kernels/loops_rounding.py":68:30)
#loc12 = loc("kernels/loops_rounding.py":68:33)
#loc13 = loc("kernels/loops_rounding.py":68:42)
#loc14 = loc("kernels/loops_rounding.py":68:4)
#loc15 = loc("kernels/loops_rounding.py":69:27)
#loc16 = loc("kernels/loops_rounding.py":69:30)
#loc17 = loc("kernels/loops_rounding.py":69:33)
#loc18 = loc("kernels/loops_rounding.py":69:42)
#loc19 = loc("kernels/loops_rounding.py":69:4)
#loc20 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 64, name = "scan_middle_axis", linkageName = "scan_middle_axis_Kt1_A3f32_7l0_A3f32_7l0_A3f32_7l0_A3f32_7l0", compileUnit = #di_compile_unit, scopeLine = 64>
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
