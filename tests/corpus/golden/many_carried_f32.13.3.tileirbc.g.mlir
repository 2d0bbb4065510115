entry @many_carried_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1i32_1l0_A1f32_1l0_A1i64_1l0_A1f16_1l0_I10_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f32>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i64>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f16>>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc35)
  %cst_3_i64 = constant <i64: 3> : tile<64xi64> loc(#loc36)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc35)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc35)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc35)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc35)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc35)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc35)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc35)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc35)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc35)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc35)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc35)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc35)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc35)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc35)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc35)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc35)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc35)
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xi64, strides=[?]> loc(#loc35)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc35)
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc35)
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc35)
  %cst_10_i32 = constant <i32: 10> : tile<i32> loc(#loc35)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64xf32> loc(#loc37)
  %cst_f32 = constant <f32: 0xFF800000> : tile<64xf32> loc(#loc38)
  %cst_0_i32 = constant <i32: 0> : tile<64xi32> loc(#loc39)
  %cst_0_f32_19 = constant <f32: 0.000000e+00> : tile<64xf32> loc(#loc40)
  %cst_0_i64 = constant <i64: 0> : tile<64xi64> loc(#loc41)
  %cst_0_f16 = constant <f16: 0.000000e+00> : tile<64xf16> loc(#loc42)
  %cst_0_i32_20 = constant <i32: 0> : tile<i32> loc(#loc43)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc43)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc44)
  %cst_0_f32_21 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc45)
  %reshape = reshape %cst_0_f32_21 : tile<f32> -> tile<1xf32> loc(#loc45)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32> loc(#loc45)
  %cst_0_f32_22 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc46)
  %reshape_23 = reshape %cst_0_f32_22 : tile<f32> -> tile<1xf32> loc(#loc46)
  %bcast_24 = broadcast %reshape_23 : tile<1xf32> -> tile<64xf32> loc(#loc46)
  %cst_f16 = constant <f16: 5.000000e-01> : tile<f16> loc(#loc47)
  %reshape_25 = reshape %cst_f16 : tile<f16> -> tile<1xf16> loc(#loc47)
  %bcast_26 = broadcast %reshape_25 : tile<1xf16> -> tile<64xf16> loc(#loc47)
  %for:6 = for %loopIdx in (%cst_0_i32_20 to %cst_10_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_i64, %iterArg1 = %cst_0_i32, %iterArg2 = %cst_0_f16, %iterArg3 = %cst_0_f32_19, %iterArg4 = %cst_f32, %iterArg5 = %cst_0_f32) -> (tile<64xi64>, tile<64xi32>, tile<64xf16>, tile<64xf32>, tile<64xf32>, tile<64xf32>) {
    %tile, %result_token = load_view_tko weak %pview[%loopIdx] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc44)
    %7 = addf %iterArg5, %tile  : tile<64xf32> loc(#loc49)
    %8 = maxf %iterArg4, %tile : tile<64xf32> loc(#loc50)
    %9 = cmpf greater_than ordered %tile, %bcast : tile<64xf32> -> tile<64xi1> loc(#loc45)
    %10 = exti %9 unsigned : tile<64xi1> -> tile<64xi32> loc(#loc70)
    %11 = addi %iterArg1, %10 : tile<64xi32> loc(#loc53)
    %12 = cmpf greater_than ordered %tile, %bcast_24 : tile<64xf32> -> tile<64xi1> loc(#loc46)
    %13 = select %12, %tile, %iterArg3 : tile<64xi1>, tile<64xf32> loc(#loc54)
    %14 = muli %iterArg0, %cst_3_i64 : tile<64xi64> loc(#loc36)
    %15 = exti %loopIdx signed : tile<i32> -> tile<i64> loc(#loc36)
    %reshape_39 = reshape %15 : tile<i64> -> tile<1xi64> loc(#loc36)
    %bcast_40 = broadcast %reshape_39 : tile<1xi64> -> tile<64xi64> loc(#loc36)
    %16 = addi %14, %bcast_40 : tile<64xi64> loc(#loc36)
    %17 = ftof %tile  : tile<64xf32> -> tile<64xf16> loc(#loc71)
    %18 = addf %iterArg2, %17  : tile<64xf16> loc(#loc57)
    %19 = mulf %18, %bcast_26  : tile<64xf16> loc(#loc47)
    continue %16, %11, %19, %13, %8, %7 : tile<64xi64>, tile<64xi32>, tile<64xf16>, tile<64xf32>, tile<64xf32>, tile<64xf32> loc(#loc48)
  } loc(#loc48)
  %cst_0_i32_27 = constant <i32: 0> : tile<i32> loc(#loc58)
  %pview_28 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc59)
  %1 = store_view_tko weak %for#5, %pview_28[%cst_0_i32_27] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc59)
  %cst_0_i32_29 = constant <i32: 0> : tile<i32> loc(#loc60)
  %pview_30 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc61)
  %2 = store_view_tko weak %for#4, %pview_30[%cst_0_i32_29] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc61)
  %cst_0_i32_31 = constant <i32: 0> : tile<i32> loc(#loc62)
  %pview_32 = make_partition_view %tview_9 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>> loc(#loc63)
  %3 = store_view_tko weak %for#1, %pview_32[%cst_0_i32_31] token = %0 : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc63)
  %cst_0_i32_33 = constant <i32: 0> : tile<i32> loc(#loc64)
  %pview_34 = make_partition_view %tview_12 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc65)
  %4 = store_view_tko weak %for#3, %pview_34[%cst_0_i32_33] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc65)
  %cst_0_i32_35 = constant <i32: 0> : tile<i32> loc(#loc66)
  %pview_36 = make_partition_view %tview_15 : partition_view<tile=(64), tensor_view<?xi64, strides=[?]>> loc(#loc67)
  %5 = store_view_tko weak %for#0, %pview_36[%cst_0_i32_35] token = %0 : tile<64xi64>, partition_view<tile=(64), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token loc(#loc67)
  %cst_0_i32_37 = constant <i32: 0> : tile<i32> loc(#loc68)
  %pview_38 = make_partition_view %tview_18 : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>> loc(#loc69)
  %6 = store_view_tko weak %for#2, %pview_38[%cst_0_i32_37] token = %0 : tile<64xf16>, partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc69)
  return loc(#loc34)
} loc(#loc35)
#di_file = #cuda_tile.di_file<"shapes_views_flow.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/shapes_views_flow.py":95:0)
#loc1 = loc("kernels/shapes_views_flow.py":108:16)
#loc2 = loc("kernels/shapes_views_flow.py":96:8)
#loc3 = loc("kernels/shapes_views_flow.py":97:8)
#loc4 = loc("kernels/shapes_views_flow.py":98:10)
#loc5 = loc("kernels/shapes_views_flow.py":99:11)
#loc6 = loc("kernels/shapes_views_flow.py":100:12)
#loc7 = loc("kernels/shapes_views_flow.py":101:8)
#loc8 = loc("kernels/shapes_views_flow.py":102:13)
#loc9 = loc("kernels/shapes_views_flow.py":103:12)
#loc10 = loc("kernels/shapes_views_flow.py":106:21)
#loc11 = loc("kernels/shapes_views_flow.py":107:24)
#loc12 = loc("kernels/shapes_views_flow.py":109:12)
#loc13 = loc("kernels/shapes_views_flow.py":102:4)
#loc14 = loc("kernels/shapes_views_flow.py":104:12)
#loc15 = loc("kernels/shapes_views_flow.py":105:12)
#loc16 = loc("cuda/tile/_stub.py":678:15)
#loc17 = loc("kernels/shapes_views_flow.py":106:20)
#loc18 = loc("kernels/shapes_views_flow.py":106:14)
#loc19 = loc("kernels/shapes_views_flow.py":107:15)
#loc20 = loc("kernels/shapes_views_flow.py":109:17)
#loc21 = loc("kernels/shapes_views_flow.py":109:13)
#loc22 = loc("kernels/shapes_views_flow.py":110:27)
#loc23 = loc("kernels/shapes_views_flow.py":110:4)
#loc24 = loc("kernels/shapes_views_flow.py":111:27)
#loc25 = loc("kernels/shapes_views_flow.py":111:4)
#loc26 = loc("kernels/shapes_views_flow.py":112:27)
#loc27 = loc("kernels/shapes_views_flow.py":112:4)
#loc28 = loc("kernels/shapes_views_flow.py":113:28)
#loc29 = loc("kernels/shapes_views_flow.py":113:4)
#loc30 = loc("kernels/shapes_views_flow.py":114:27)
#loc31 = loc("kernels/shapes_views_flow.py":114:4)
#loc32 = loc("kernels/shapes_views_flow.py":115:27)
#loc33 = loc("kernels/shapes_views_flow.py":115:4)
#loc34 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 94, name = "many_carried", linkageName = "many_carried_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1i32_1l0_A1f32_1l0_A1i64_1l0_A1f16_1l0_I10_I64", compileUnit = #di_compile_unit, scopeLine = 94>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc35 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc45 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc46 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc47 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc48 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc49 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc50 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc51 = #cuda_tile.di_loc<#loc16 in #di_subprogram1>
#loc52 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc53 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc54 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc55 = #cuda_tile.di_loc<#loc16 in #di_subprogram2>
#loc56 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc57 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc58 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
#loc59 = #cuda_tile.di_loc<#loc23 in #di_subprogram>
#loc60 = #cuda_tile.di_loc<#loc24 in #di_subprogram>
#loc61 = #cuda_tile.di_loc<#loc25 in #di_subprogram>
#loc62 = #cuda_tile.di_loc<#loc26 in #di_subprogram>
#loc63 = #cuda_tile.di_loc<#loc27 in #di_subprogram>
#loc64 = #cuda_tile.di_loc<#loc28 in #di_subprogram>
#loc65 = #cuda_tile.di_loc<#loc29 in #di_subprogram>
#loc66 = #cuda_tile.di_loc<#loc30 in #di_subprogram>
#loc67 = #cuda_tile.di_loc<#loc31 in #di_subprogram>
#loc68 = #cuda_tile.di_loc<#loc32 in #di_subprogram>
#loc69 = #cuda_tile.di_loc<#loc33 in #di_subprogram>
#loc70 = loc(callsite(#loc51 at #loc52))
#loc71 = loc(callsite(#loc55 at #loc56))
