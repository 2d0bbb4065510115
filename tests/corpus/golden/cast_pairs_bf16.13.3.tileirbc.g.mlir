entry @cast_pairs_Kt1_A1bf16_1l0_A1f16_1l0_A1bf16_1l0_A1i8_1l0_A1u16_1l0_A1i64_1l0_A1u64_1l0_A1f64_1l0_I64(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<bf16>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i8>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i16>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i64>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<i64>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<f64>>, %arg22: tile<i32>, %arg23: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc18)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc18)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc18)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xbf16, strides=[?]> loc(#loc18)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc18)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc18)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc18)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc18)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc18)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xbf16, strides=[?]> loc(#loc18)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc18)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc18)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc18)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc18)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc18)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xi16, strides=[?]> loc(#loc18)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc18)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc18)
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xi64, strides=[?]> loc(#loc18)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc18)
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc18)
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xi64, strides=[?]> loc(#loc18)
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32> loc(#loc18)
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32> loc(#loc18)
  %tview_21 = make_tensor_view %arg21, shape = [%assume_19], strides = [%assume_20] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc18)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc19)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xbf16, strides=[?]>> loc(#loc20)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> tile<64xbf16>, token loc(#loc20)
  %1 = ftof %tile  : tile<64xbf16> -> tile<64xf16> loc(#loc40)
  %pview_22 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>> loc(#loc23)
  %2 = store_view_tko weak %1, %pview_22[%blockId_x] token = %0 : tile<64xf16>, partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc23)
  %pview_23 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xbf16, strides=[?]>> loc(#loc24)
  %3 = store_view_tko weak %tile, %pview_23[%blockId_x] token = %0 : tile<64xbf16>, partition_view<tile=(64), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> token loc(#loc24)
  %4 = ftoi %tile signed  : tile<64xbf16> -> tile<64xi8> loc(#loc41)
  %pview_24 = make_partition_view %tview_9 : partition_view<tile=(64), tensor_view<?xi8, strides=[?]>> loc(#loc27)
  %5 = store_view_tko weak %4, %pview_24[%blockId_x] token = %0 : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token loc(#loc27)
  %6 = absf %tile : tile<64xbf16> loc(#loc28)
  %7 = ftoi %6 unsigned  : tile<64xbf16> -> tile<64xi16> loc(#loc42)
  %pview_25 = make_partition_view %tview_12 : partition_view<tile=(64), tensor_view<?xi16, strides=[?]>> loc(#loc30)
  %8 = store_view_tko weak %7, %pview_25[%blockId_x] token = %0 : tile<64xi16>, partition_view<tile=(64), tensor_view<?xi16, strides=[?]>>, tile<i32> -> token loc(#loc30)
  %9 = ftoi %tile signed  : tile<64xbf16> -> tile<64xi64> loc(#loc43)
  %pview_26 = make_partition_view %tview_15 : partition_view<tile=(64), tensor_view<?xi64, strides=[?]>> loc(#loc33)
  %10 = store_view_tko weak %9, %pview_26[%blockId_x] token = %0 : tile<64xi64>, partition_view<tile=(64), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token loc(#loc33)
  %11 = absf %tile : tile<64xbf16> loc(#loc34)
  %12 = ftoi %11 unsigned  : tile<64xbf16> -> tile<64xi64> loc(#loc44)
  %pview_27 = make_partition_view %tview_18 : partition_view<tile=(64), tensor_view<?xi64, strides=[?]>> loc(#loc36)
  %13 = store_view_tko weak %12, %pview_27[%blockId_x] token = %0 : tile<64xi64>, partition_view<tile=(64), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token loc(#loc36)
  %14 = ftof %tile  : tile<64xbf16> -> tile<64xf64> loc(#loc45)
  %pview_28 = make_partition_view %tview_21 : partition_view<tile=(64), tensor_view<?xf64, strides=[?]>> loc(#loc39)
  %15 = store_view_tko weak %14, %pview_28[%blockId_x] token = %0 : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc39)
  return loc(#loc17)
} loc(#loc18)
#di_file = #cuda_tile.di_file<"misc_ops.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/misc_ops.py":91:0)
#loc1 = loc("kernels/misc_ops.py":92:8)
#loc2 = loc("kernels/misc_ops.py":93:8)
#loc3 = loc("cuda/tile/_stub.py":678:15)
#loc4 = loc("kernels/misc_ops.py":94:37)
#loc5 = loc("kernels/misc_ops.py":94:4)
#loc6 = loc("kernels/misc_ops.py":95:4)
#loc7 = loc("kernels/misc_ops.py":96:36)
#loc8 = loc("kernels/misc_ops.py":96:4)
#loc9 = loc("kernels/misc_ops.py":97:37)
#loc10 = loc("kernels/misc_ops.py":97:4)
#loc11 = loc("kernels/misc_ops.py":98:37)
#loc12 = loc("kernels/misc_ops.py":98:4)
#loc13 = loc("kernels/misc_ops.py":99:37)
#loc14 = loc("kernels/misc_ops.py":99:4)
#loc15 = loc("kernels/misc_ops.py":100:37)
#loc16 = loc("kernels/misc_ops.py":100:4)
#loc17 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 90, name = "cast_pairs", linkageName = "cast_pairs_Kt1_A1bf16_1l0_A1f16_1l0_A1bf16_1l0_A1i8_1l0_A1u16_1l0_A1i64_1l0_A1u64_1l0_A1f64_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 90>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s2", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram3 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s3", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram4 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s4", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram5 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s5", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram6 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s6", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc18 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc3 in #di_subprogram1>
#loc22 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc3 in #di_subprogram2>
#loc26 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc3 in #di_subprogram3>
#loc30 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc3 in #di_subprogram4>
#loc32 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc3 in #di_subprogram5>
#loc36 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc3 in #di_subprogram6>
#loc38 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc40 = loc(callsite(#loc21 at #loc22))
#loc41 = loc(callsite(#loc25 at #loc26))
#loc42 = loc(callsite(#loc29 at #loc28))
#loc43 = loc(callsite(#loc31 at #loc32))
#loc44 = loc(callsite(#loc35 at #loc34))
#loc45 = loc(callsite(#loc37 at #loc38))
