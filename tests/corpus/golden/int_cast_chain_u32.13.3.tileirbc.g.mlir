entry @int_cast_chain_Kt1_A1u32_1l0_A1bf16_1l0_A1f16_1l0_A1u8_1l0_A1i16_1l0_A1b8_1l0_I64(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<bf16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f16>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i8>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i16>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i1>>, %arg16: tile<i32>, %arg17: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc15)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc15)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc15)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc15)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc15)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc15)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xbf16, strides=[?]> loc(#loc15)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc15)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc15)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc15)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc15)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc15)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc15)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc15)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc15)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xi16, strides=[?]> loc(#loc15)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc15)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc15)
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xi1, strides=[?]> loc(#loc15)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc16)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>> loc(#loc17)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<64xi32>, token loc(#loc17)
  %1 = itof %tile unsigned  : tile<64xi32> -> tile<64xbf16> loc(#loc33)
  %pview_16 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xbf16, strides=[?]>> loc(#loc20)
  %2 = store_view_tko weak %1, %pview_16[%blockId_x] token = %0 : tile<64xbf16>, partition_view<tile=(64), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> token loc(#loc20)
  %3 = itof %tile unsigned  : tile<64xi32> -> tile<64xf16> loc(#loc34)
  %pview_17 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>> loc(#loc23)
  %4 = store_view_tko weak %3, %pview_17[%blockId_x] token = %0 : tile<64xf16>, partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc23)
  %5 = trunci %tile : tile<64xi32> -> tile<64xi8> loc(#loc35)
  %pview_18 = make_partition_view %tview_9 : partition_view<tile=(64), tensor_view<?xi8, strides=[?]>> loc(#loc26)
  %6 = store_view_tko weak %5, %pview_18[%blockId_x] token = %0 : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token loc(#loc26)
  %7 = trunci %tile : tile<64xi32> -> tile<64xi16> loc(#loc36)
  %pview_19 = make_partition_view %tview_12 : partition_view<tile=(64), tensor_view<?xi16, strides=[?]>> loc(#loc29)
  %8 = store_view_tko weak %7, %pview_19[%blockId_x] token = %0 : tile<64xi16>, partition_view<tile=(64), tensor_view<?xi16, strides=[?]>>, tile<i32> -> token loc(#loc29)
  %cst_0_i32 = constant <i32: 0> : tile<64xi32> loc(#loc37)
  %9 = cmpi not_equal %tile, %cst_0_i32, unsigned : tile<64xi32> -> tile<64xi1> loc(#loc37)
  %pview_20 = make_partition_view %tview_15 : partition_view<tile=(64), tensor_view<?xi1, strides=[?]>> loc(#loc32)
  %10 = store_view_tko weak %9, %pview_20[%blockId_x] token = %0 : tile<64xi1>, partition_view<tile=(64), tensor_view<?xi1, strides=[?]>>, tile<i32> -> token loc(#loc32)
  return loc(#loc14)
} loc(#loc15)
#di_file = #cuda_tile.di_file<"misc_ops.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/misc_ops.py":104:0)
#loc1 = loc("kernels/misc_ops.py":105:8)
#loc2 = loc("kernels/misc_ops.py":106:8)
#loc3 = loc("cuda/tile/_stub.py":678:15)
#loc4 = loc("kernels/misc_ops.py":107:38)
#loc5 = loc("kernels/misc_ops.py":107:4)
#loc6 = loc("kernels/misc_ops.py":108:37)
#loc7 = loc("kernels/misc_ops.py":108:4)
#loc8 = loc("kernels/misc_ops.py":109:36)
#loc9 = loc("kernels/misc_ops.py":109:4)
#loc10 = loc("kernels/misc_ops.py":110:37)
#loc11 = loc("kernels/misc_ops.py":110:4)
#loc12 = loc("kernels/misc_ops.py":111:38)
#loc13 = loc("kernels/misc_ops.py":111:4)
#loc14 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 103, name = "int_cast_chain", linkageName = "int_cast_chain_Kt1_A1u32_1l0_A1bf16_1l0_A1f16_1l0_A1u8_1l0_A1i16_1l0_A1b8_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 103>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram3 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s2", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram4 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s3", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram5 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s4", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc15 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc3 in #di_subprogram1>
#loc19 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc3 in #di_subprogram2>
#loc22 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc3 in #di_subprogram3>
#loc25 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc3 in #di_subprogram4>
#loc28 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc3 in #di_subprogram5>
#loc31 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc33 = loc(callsite(#loc18 at #loc19))
#loc34 = loc(callsite(#loc21 at #loc22))
#loc35 = loc(callsite(#loc24 at #loc25))
#loc36 = loc(callsite(#loc27 at #loc28))
#loc37 = loc(callsite(#loc30 at #loc31))
