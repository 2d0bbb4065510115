entry @mixed_promote_Kt1_A1i8_1l0_A1f16_1l0_A1i32_1l0_A1u8_1l0_A1f32_1l0_A1i32_1l0_A1bf16_1l0_I128(%arg0: tile<ptr<i8>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i8>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f32>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<bf16>>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc20)
  %cst_3_i32 = constant <i32: 3> : tile<128xi32> loc(#loc21)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc20)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc20)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc20)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc20)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc20)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc20)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc20)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc20)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc20)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc20)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc20)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi8, strides=[?]> loc(#loc20)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc20)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc20)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc20)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc20)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc20)
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc20)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc20)
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc20)
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xbf16, strides=[?]> loc(#loc20)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc22)
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>> loc(#loc23)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>, tile<i32> -> tile<128xi8>, token loc(#loc23)
  %pview_19 = make_partition_view %tview_3 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>> loc(#loc24)
  %tile_20, %result_token_21 = load_view_tko weak %pview_19[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<128xf16>, token loc(#loc24)
  %pview_22 = make_partition_view %tview_6 : partition_view<tile=(128), tensor_view<?xi32, strides=[?]>> loc(#loc25)
  %tile_23, %result_token_24 = load_view_tko weak %pview_22[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<128xi32>, token loc(#loc25)
  %pview_25 = make_partition_view %tview_9 : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>> loc(#loc26)
  %tile_26, %result_token_27 = load_view_tko weak %pview_25[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>, tile<i32> -> tile<128xi8>, token loc(#loc26)
  %1 = itof %tile signed  : tile<128xi8> -> tile<128xf32> loc(#loc46)
  %2 = ftof %tile_20  : tile<128xf16> -> tile<128xf32> loc(#loc47)
  %3 = itof %tile_23 signed  : tile<128xi32> -> tile<128xf32> loc(#loc48)
  %4 = fma %1, %2, %3  : tile<128xf32> loc(#loc28)
  %pview_28 = make_partition_view %tview_12 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc33)
  %5 = store_view_tko weak %4, %pview_28[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc33)
  %6 = exti %tile signed : tile<128xi8> -> tile<128xi32> loc(#loc49)
  %7 = muli %6, %cst_3_i32 : tile<128xi32> loc(#loc21)
  %8 = exti %tile_26 unsigned : tile<128xi8> -> tile<128xi32> loc(#loc50)
  %9 = addi %7, %8 : tile<128xi32> loc(#loc21)
  %10 = subi %9, %tile_23 : tile<128xi32> loc(#loc21)
  %pview_29 = make_partition_view %tview_15 : partition_view<tile=(128), tensor_view<?xi32, strides=[?]>> loc(#loc37)
  %11 = store_view_tko weak %10, %pview_29[%blockId_x] token = %0 : tile<128xi32>, partition_view<tile=(128), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc37)
  %12 = itof %tile_26 unsigned  : tile<128xi8> -> tile<128xf32> loc(#loc51)
  %cst_f32 = constant <f32: 2.500000e-01> : tile<f32> loc(#loc40)
  %reshape = reshape %cst_f32 : tile<f32> -> tile<1xf32> loc(#loc39)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<128xf32> loc(#loc39)
  %13 = ftof %tile_20  : tile<128xf16> -> tile<128xf32> loc(#loc52)
  %14 = negf %13 : tile<128xf32> loc(#loc39)
  %15 = fma %12, %bcast, %14  : tile<128xf32> loc(#loc39)
  %16 = ftof %15  : tile<128xf32> -> tile<128xbf16> loc(#loc53)
  %pview_30 = make_partition_view %tview_18 : partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>> loc(#loc45)
  %17 = store_view_tko weak %16, %pview_30[%blockId_x] token = %0 : tile<128xbf16>, partition_view<tile=(128), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> token loc(#loc45)
  return loc(#loc19)
} loc(#loc20)
#di_file = #cuda_tile.di_file<"dtype_mix.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/dtype_mix.py":11:0)
#loc1 = loc("kernels/dtype_mix.py":18:37)
#loc2 = loc("kernels/dtype_mix.py":12:8)
#loc3 = loc("kernels/dtype_mix.py":13:8)
#loc4 = loc("kernels/dtype_mix.py":14:8)
#loc5 = loc("kernels/dtype_mix.py":15:8)
#loc6 = loc("kernels/dtype_mix.py":16:8)
#loc7 = loc("cuda/tile/_stub.py":678:15)
#loc8 = loc("kernels/dtype_mix.py":17:38)
#loc9 = loc("kernels/dtype_mix.py":17:61)
#loc10 = loc("kernels/dtype_mix.py":17:84)
#loc11 = loc("kernels/dtype_mix.py":17:4)
#loc12 = loc("kernels/dtype_mix.py":18:62)
#loc13 = loc("kernels/dtype_mix.py":18:4)
#loc14 = loc("kernels/dtype_mix.py":19:39)
#loc15 = loc("kernels/dtype_mix.py":19:62)
#loc16 = loc("kernels/dtype_mix.py":19:69)
#loc17 = loc("kernels/dtype_mix.py":19:38)
#loc18 = loc("kernels/dtype_mix.py":19:4)
#loc19 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 10, name = "mixed_promote", linkageName = "mixed_promote_Kt1_A1i8_1l0_A1f16_1l0_A1i32_1l0_A1u8_1l0_A1f32_1l0_A1i32_1l0_A1bf16_1l0_I128", compileUnit = #di_compile_unit, scopeLine = 10>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram3 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s2", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram4 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s3", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram5 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s4", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram6 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s5", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram7 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s6", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram8 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s7", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc20 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc7 in #di_subprogram1>
#loc28 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc7 in #di_subprogram2>
#loc30 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc7 in #di_subprogram3>
#loc32 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc7 in #di_subprogram4>
#loc35 = #cuda_tile.di_loc<#loc7 in #di_subprogram5>
#loc36 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc7 in #di_subprogram6>
#loc39 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc7 in #di_subprogram7>
#loc42 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc7 in #di_subprogram8>
#loc44 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc45 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc46 = loc(callsite(#loc27 at #loc28))
#loc47 = loc(callsite(#loc29 at #loc30))
#loc48 = loc(callsite(#loc31 at #loc32))
#loc49 = loc(callsite(#loc34 at #loc21))
#loc50 = loc(callsite(#loc35 at #loc36))
#loc51 = loc(callsite(#loc38 at #loc39))
#loc52 = loc(callsite(#loc41 at #loc42))
#loc53 = loc(callsite(#loc43 at #loc44))
