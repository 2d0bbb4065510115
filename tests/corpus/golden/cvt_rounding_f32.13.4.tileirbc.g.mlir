entry @cvt_rounding_Kt1_A1f32_1l0_A1f16_1l0_A1f16_1l0_A1bf16_1l0_A1f32_1l0_A1i32_1l0_A1i32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f16>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<bf16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f32>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<i32>>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc24)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc24)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc24)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc24)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc24)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc24)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc24)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc24)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc24)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc24)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc24)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc24)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xbf16, strides=[?]> loc(#loc24)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc24)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc24)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc24)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc24)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc24)
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc24)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc24)
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc24)
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc24)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc25)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc26)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc26)
  %1 = ftof %tile  : tile<64xf32> -> tile<64xf16> loc(#loc27)
  %pview_19 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>> loc(#loc28)
  %2 = store_view_tko weak %1, %pview_19[%blockId_x] token = %0 : tile<64xf16>, partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc28)
  %3 = ftof %tile rounding<zero> : tile<64xf32> -> tile<64xf16> loc(#loc29)
  %pview_20 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>> loc(#loc30)
  %4 = store_view_tko weak %3, %pview_20[%blockId_x] token = %0 : tile<64xf16>, partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc30)
  %5 = ftof %tile rounding<zero> : tile<64xf32> -> tile<64xbf16> loc(#loc31)
  %pview_21 = make_partition_view %tview_9 : partition_view<tile=(64), tensor_view<?xbf16, strides=[?]>> loc(#loc32)
  %6 = store_view_tko weak %5, %pview_21[%blockId_x] token = %0 : tile<64xbf16>, partition_view<tile=(64), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> token loc(#loc32)
  %7 = ftof %tile  : tile<64xf32> -> tile<64xf64> loc(#loc50)
  %8 = ftof %7 rounding<zero> : tile<64xf64> -> tile<64xf32> loc(#loc35)
  %pview_22 = make_partition_view %tview_12 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc36)
  %9 = store_view_tko weak %8, %pview_22[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc36)
  %cst_1000_f32 = constant <f32: 1.000000e+03> : tile<f32> loc(#loc37)
  %reshape = reshape %cst_1000_f32 : tile<f32> -> tile<1xf32> loc(#loc38)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32> loc(#loc38)
  %10 = mulf %tile, %bcast  : tile<64xf32> loc(#loc38)
  %11 = floor %10 : tile<64xf32> loc(#loc39)
  %cst_f32 = constant <f32: 5.000000e-01> : tile<f32> loc(#loc40)
  %reshape_23 = reshape %cst_f32 : tile<f32> -> tile<1xf32> loc(#loc39)
  %bcast_24 = broadcast %reshape_23 : tile<1xf32> -> tile<64xf32> loc(#loc39)
  %12 = addf %11, %bcast_24  : tile<64xf32> loc(#loc39)
  %13 = ftoi %12 signed  : tile<64xf32> -> tile<64xi32> loc(#loc51)
  %pview_25 = make_partition_view %tview_15 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>> loc(#loc43)
  %14 = store_view_tko weak %13, %pview_25[%blockId_x] token = %0 : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc43)
  %cst_1000_f32_26 = constant <f32: 1.000000e+03> : tile<f32> loc(#loc44)
  %reshape_27 = reshape %cst_1000_f32_26 : tile<f32> -> tile<1xf32> loc(#loc45)
  %bcast_28 = broadcast %reshape_27 : tile<1xf32> -> tile<64xf32> loc(#loc45)
  %15 = mulf %tile, %bcast_28  : tile<64xf32> loc(#loc45)
  %16 = ftoi %15 signed  : tile<64xf32> -> tile<64xi16> loc(#loc52)
  %17 = exti %16 signed : tile<64xi16> -> tile<64xi32> loc(#loc53)
  %pview_29 = make_partition_view %tview_18 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>> loc(#loc49)
  %18 = store_view_tko weak %17, %pview_29[%blockId_x] token = %0 : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc49)
  return loc(#loc23)
} loc(#loc24)
#di_file = #cuda_tile.di_file<"loops_rounding.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/loops_rounding.py":81:0)
#loc1 = loc("kernels/loops_rounding.py":82:8)
#loc2 = loc("kernels/loops_rounding.py":83:8)
#loc3 = loc("kernels/loops_rounding.py":84:36)
#loc4 = loc("kernels/loops_rounding.py":84:4)
#loc5 = loc("kernels/loops_rounding.py":85:36)
#loc6 = loc("kernels/loops_rounding.py":85:4)
#loc7 = loc("kernels/loops_rounding.py":86:36)
#loc8 = loc("kernels/loops_rounding.py":86:4)
#loc9 = loc("cuda/tile/_stub.py":678:15)
#loc10 = loc("kernels/loops_rounding.py":87:46)
#loc11 = loc("kernels/loops_rounding.py":87:36)
#loc12 = loc("kernels/loops_rounding.py":87:4)
#loc13 = loc("kernels/loops_rounding.py":88:52)
#loc14 = loc("kernels/loops_rounding.py":88:48)
#loc15 = loc("kernels/loops_rounding.py":88:39)
#loc16 = loc("kernels/loops_rounding.py":88:62)
#loc17 = loc("kernels/loops_rounding.py":88:38)
#loc18 = loc("kernels/loops_rounding.py":88:4)
#loc19 = loc("kernels/loops_rounding.py":89:43)
#loc20 = loc("kernels/loops_rounding.py":89:39)
#loc21 = loc("kernels/loops_rounding.py":89:38)
#loc22 = loc("kernels/loops_rounding.py":89:4)
#loc23 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 80, name = "cvt_rounding", linkageName = "cvt_rounding_Kt1_A1f32_1l0_A1f16_1l0_A1f16_1l0_A1bf16_1l0_A1f32_1l0_A1i32_1l0_A1i32_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 80>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram3 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s2", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram4 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s3", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc24 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc9 in #di_subprogram1>
#loc34 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc9 in #di_subprogram2>
#loc42 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc45 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc46 = #cuda_tile.di_loc<#loc9 in #di_subprogram3>
#loc47 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc48 = #cuda_tile.di_loc<#loc9 in #di_subprogram4>
#loc49 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
#loc50 = loc(callsite(#loc33 at #loc34))
#loc51 = loc(callsite(#loc41 at #loc42))
#loc52 = loc(callsite(#loc46 at #loc47))
#loc53 = loc(callsite(#loc48 at #loc47))
