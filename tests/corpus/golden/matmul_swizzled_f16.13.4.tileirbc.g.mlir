entry @matmul_swizzled_Kt1_A2f16_1v8_3i64l0_A2f16_1v8_3i64l0_A2f16_3l0_I64_I64_I32_I2(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc27)
  %assume = assume div_by<64>, %arg1 : tile<i32> loc(#loc28)
  %assume_0 = assume div_by<64>, %arg2 : tile<i32> loc(#loc28)
  %assume_1 = assume div_by<8>, %arg3 : tile<i32> loc(#loc28)
  %assume_2 = assume div_by<64>, %arg6 : tile<i32> loc(#loc29)
  %assume_3 = assume div_by<64>, %arg7 : tile<i32> loc(#loc29)
  %assume_4 = assume div_by<8>, %arg8 : tile<i32> loc(#loc29)
  %assume_assume = assume bounded<0, ?>, %assume : tile<i32> loc(#loc27)
  %assume_assume_assume = assume div_by<64>, %assume_assume : tile<i32> loc(#loc27)
  %assume_assume_5 = assume bounded<0, ?>, %assume_0 : tile<i32> loc(#loc27)
  %assume_assume_assume_6 = assume div_by<64>, %assume_assume_5 : tile<i32> loc(#loc27)
  %assume_assume_7 = assume bounded<0, ?>, %assume_1 : tile<i32> loc(#loc27)
  %assume_assume_assume_8 = assume div_by<8>, %assume_assume_7 : tile<i32> loc(#loc27)
  %assume_9 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc27)
  %tview = make_tensor_view %arg0, shape = [%assume_assume_assume, %assume_assume_assume_6], strides = [%assume_assume_assume_8, %assume_9] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc27)
  %assume_assume_10 = assume bounded<0, ?>, %assume_2 : tile<i32> loc(#loc27)
  %assume_assume_assume_11 = assume div_by<64>, %assume_assume_10 : tile<i32> loc(#loc27)
  %assume_assume_12 = assume bounded<0, ?>, %assume_3 : tile<i32> loc(#loc27)
  %assume_assume_assume_13 = assume div_by<64>, %assume_assume_12 : tile<i32> loc(#loc27)
  %assume_assume_14 = assume bounded<0, ?>, %assume_4 : tile<i32> loc(#loc27)
  %assume_assume_assume_15 = assume div_by<8>, %assume_assume_14 : tile<i32> loc(#loc27)
  %assume_16 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc27)
  %tview_17 = make_tensor_view %arg5, shape = [%assume_assume_assume_11, %assume_assume_assume_13], strides = [%assume_assume_assume_15, %assume_16] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc27)
  %assume_18 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc27)
  %assume_19 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc27)
  %assume_20 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc27)
  %assume_21 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc27)
  %tview_22 = make_tensor_view %arg10, shape = [%assume_18, %assume_19], strides = [%assume_20, %assume_21] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc27)
  %cst_64_i32 = constant <i32: 64> : tile<i32> loc(#loc27)
  %cst_64_i32_23 = constant <i32: 64> : tile<i32> loc(#loc27)
  %cst_2_i32 = constant <i32: 2> : tile<i32> loc(#loc27)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc30)
  %1 = divi %assume_assume_assume, %cst_64_i32 signed rounding<positive_inf> : tile<i32> loc(#loc31)
  %2 = divi %assume_assume_assume_13, %cst_64_i32_23 signed rounding<positive_inf> : tile<i32> loc(#loc32)
  %3 = muli %cst_2_i32, %2 : tile<i32> loc(#loc33)
  %4 = divi %blockId_x, %3 signed rounding<negative_inf> : tile<i32> loc(#loc34)
  %5 = muli %4, %cst_2_i32 : tile<i32> loc(#loc35)
  %6 = subi %1, %5 : tile<i32> loc(#loc36)
  %7 = mini %6, %cst_2_i32 signed : tile<i32> loc(#loc37)
  %8 = remi %blockId_x, %3 signed : tile<i32> loc(#loc38)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc38)
  %9 = cmpi less_than %8, %cst_0_i32, signed : tile<i32> -> tile<i1> loc(#loc38)
  %10 = cmpi less_than %3, %cst_0_i32, signed : tile<i32> -> tile<i1> loc(#loc38)
  %11 = xori %9, %10 : tile<i1> loc(#loc38)
  %12 = cmpi not_equal %8, %cst_0_i32, signed : tile<i32> -> tile<i1> loc(#loc38)
  %13 = andi %11, %12 : tile<i1> loc(#loc38)
  %14 = addi %8, %3 : tile<i32> loc(#loc38)
  %15 = select %13, %14, %8 : tile<i1>, tile<i32> loc(#loc38)
  %16 = remi %15, %7 signed : tile<i32> loc(#loc39)
  %cst_0_i32_24 = constant <i32: 0> : tile<i32> loc(#loc39)
  %17 = cmpi less_than %16, %cst_0_i32_24, signed : tile<i32> -> tile<i1> loc(#loc39)
  %18 = cmpi less_than %7, %cst_0_i32_24, signed : tile<i32> -> tile<i1> loc(#loc39)
  %19 = xori %17, %18 : tile<i1> loc(#loc39)
  %20 = cmpi not_equal %16, %cst_0_i32_24, signed : tile<i32> -> tile<i1> loc(#loc39)
  %21 = andi %19, %20 : tile<i1> loc(#loc39)
  %22 = addi %16, %7 : tile<i32> loc(#loc39)
  %23 = select %21, %22, %16 : tile<i1>, tile<i32> loc(#loc39)
  %24 = addi %5, %23 : tile<i32> loc(#loc40)
  %25 = remi %blockId_x, %3 signed : tile<i32> loc(#loc41)
  %cst_0_i32_25 = constant <i32: 0> : tile<i32> loc(#loc41)
  %26 = cmpi less_than %25, %cst_0_i32_25, signed : tile<i32> -> tile<i1> loc(#loc41)
  %27 = cmpi less_than %3, %cst_0_i32_25, signed : tile<i32> -> tile<i1> loc(#loc41)
  %28 = xori %26, %27 : tile<i1> loc(#loc41)
  %29 = cmpi not_equal %25, %cst_0_i32_25, signed : tile<i32> -> tile<i1> loc(#loc41)
  %30 = andi %28, %29 : tile<i1> loc(#loc41)
  %31 = addi %25, %3 : tile<i32> loc(#loc41)
  %32 = select %30, %31, %25 : tile<i1>, tile<i32> loc(#loc41)
  %33 = divi %32, %7 signed rounding<negative_inf> : tile<i32> loc(#loc42)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64x64xf32> loc(#loc43)
  %pview = make_partition_view %tview : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc44)
  %34:2 = get_index_space_shape %pview : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,?]>> -> tile<i32> loc(#loc44)
  %cst_0_i32_26 = constant <i32: 0> : tile<i32> loc(#loc45)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc45)
  %pview_27 = make_partition_view %tview : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc46)
  %pview_28 = make_partition_view %tview_17 : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc47)
  %for = for %loopIdx in (%cst_0_i32_26 to %34#1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<64x64xf32>) {
    %tile, %result_token = load_view_tko weak %pview_27[%24, %loopIdx] token = %0 optimization_hints = <default = {latency = 4}> : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<64x32xf16>, token loc(#loc46)
    %tile_30, %result_token_31 = load_view_tko weak %pview_28[%loopIdx, %33] token = %0 optimization_hints = <default = {latency = 4}> : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<32x64xf16>, token loc(#loc47)
    %37 = mmaf %tile, %tile_30, %iterArg0 : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32> loc(#loc49)
    continue %37 : tile<64x64xf32> loc(#loc48)
  } loc(#loc48)
  %35 = ftof %for  : tile<64x64xf32> -> tile<64x64xf16> loc(#loc53)
  %pview_29 = make_partition_view %tview_22 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc52)
  %36 = store_view_tko weak %35, %pview_29[%24, %33] token = %0 : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token loc(#loc52)
  return loc(#loc26)
} loc(#loc27)
#di_file = #cuda_tile.di_file<"workloads.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/workloads.py":58:0)
#loc1 = loc("kernels/workloads.py":58:20)
#loc2 = loc("kernels/workloads.py":58:23)
#loc3 = loc("kernels/workloads.py":60:10)
#loc4 = loc("kernels/workloads.py":61:12)
#loc5 = loc("kernels/workloads.py":62:12)
#loc6 = loc("kernels/workloads.py":63:17)
#loc7 = loc("kernels/workloads.py":64:12)
#loc8 = loc("kernels/workloads.py":65:14)
#loc9 = loc("kernels/workloads.py":66:20)
#loc10 = loc("kernels/workloads.py":66:9)
#loc11 = loc("kernels/workloads.py":67:20)
#loc12 = loc("kernels/workloads.py":67:19)
#loc13 = loc("kernels/workloads.py":67:9)
#loc14 = loc("kernels/workloads.py":68:10)
#loc15 = loc("kernels/workloads.py":68:9)
#loc16 = loc("kernels/workloads.py":69:10)
#loc17 = loc("kernels/workloads.py":70:19)
#loc18 = loc("kernels/workloads.py":70:13)
#loc19 = loc("kernels/workloads.py":71:12)
#loc20 = loc("kernels/workloads.py":72:12)
#loc21 = loc("kernels/workloads.py":70:4)
#loc22 = loc("kernels/workloads.py":73:14)
#loc23 = loc("cuda/tile/_stub.py":678:15)
#loc24 = loc("kernels/workloads.py":74:37)
#loc25 = loc("kernels/workloads.py":74:4)
#loc26 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 57, name = "matmul_swizzled", linkageName = "matmul_swizzled_Kt1_A2f16_1v8_3i64l0_A2f16_1v8_3i64l0_A2f16_3l0_I64_I64_I32_I2", compileUnit = #di_compile_unit, scopeLine = 57>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc27 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc45 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc46 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc47 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc48 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc49 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
#loc50 = #cuda_tile.di_loc<#loc23 in #di_subprogram1>
#loc51 = #cuda_tile.di_loc<#loc24 in #di_subprogram>
#loc52 = #cuda_tile.di_loc<#loc25 in #di_subprogram>
#loc53 = loc(callsite(#loc50 at #loc51))
