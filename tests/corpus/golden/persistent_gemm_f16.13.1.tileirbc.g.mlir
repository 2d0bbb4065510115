entry @persistent_gemm_Kt1_A2f16_1v8l0_2t1_3i16_p16_A2f16_1v8l0_2t1_3i16_p16_A2f16_1v8l0_2t1_3i16_p16_I64_I64_I32(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc22)
  %assume = assume div_by<16>, %arg0 : tile<ptr<f16>> loc(#loc23)
  %assume_0 = assume div_by<16>, %arg1 : tile<i32> loc(#loc23)
  %assume_1 = assume div_by<16>, %arg2 : tile<i32> loc(#loc23)
  %assume_2 = assume div_by<8>, %arg3 : tile<i32> loc(#loc23)
  %assume_3 = assume div_by<16>, %arg5 : tile<ptr<f16>> loc(#loc24)
  %assume_4 = assume div_by<16>, %arg6 : tile<i32> loc(#loc24)
  %assume_5 = assume div_by<16>, %arg7 : tile<i32> loc(#loc24)
  %assume_6 = assume div_by<8>, %arg8 : tile<i32> loc(#loc24)
  %assume_7 = assume div_by<16>, %arg10 : tile<ptr<f16>> loc(#loc25)
  %assume_8 = assume div_by<16>, %arg11 : tile<i32> loc(#loc25)
  %assume_9 = assume div_by<16>, %arg12 : tile<i32> loc(#loc25)
  %assume_10 = assume div_by<8>, %arg13 : tile<i32> loc(#loc25)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc22)
  %cst_1_i32_11 = constant <i32: 1> : tile<i32> loc(#loc22)
  %cst_1_i32_12 = constant <i32: 1> : tile<i32> loc(#loc22)
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32> loc(#loc22)
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32> loc(#loc22)
  %assume_assume_13 = assume bounded<0, ?>, %assume_1 : tile<i32> loc(#loc22)
  %assume_assume_assume_14 = assume div_by<16>, %assume_assume_13 : tile<i32> loc(#loc22)
  %assume_assume_15 = assume bounded<0, ?>, %assume_2 : tile<i32> loc(#loc22)
  %assume_assume_assume_16 = assume div_by<8>, %assume_assume_15 : tile<i32> loc(#loc22)
  %tview = make_tensor_view %assume, shape = [%assume_assume_assume, %assume_assume_assume_14], strides = [%assume_assume_assume_16, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]> loc(#loc22)
  %assume_assume_17 = assume bounded<0, ?>, %assume_4 : tile<i32> loc(#loc22)
  %assume_assume_assume_18 = assume div_by<16>, %assume_assume_17 : tile<i32> loc(#loc22)
  %assume_assume_19 = assume bounded<0, ?>, %assume_5 : tile<i32> loc(#loc22)
  %assume_assume_assume_20 = assume div_by<16>, %assume_assume_19 : tile<i32> loc(#loc22)
  %assume_assume_21 = assume bounded<0, ?>, %assume_6 : tile<i32> loc(#loc22)
  %assume_assume_assume_22 = assume div_by<8>, %assume_assume_21 : tile<i32> loc(#loc22)
  %tview_23 = make_tensor_view %assume_3, shape = [%assume_assume_assume_18, %assume_assume_assume_20], strides = [%assume_assume_assume_22, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]> loc(#loc22)
  %assume_assume_24 = assume bounded<0, ?>, %assume_8 : tile<i32> loc(#loc22)
  %assume_assume_assume_25 = assume div_by<16>, %assume_assume_24 : tile<i32> loc(#loc22)
  %assume_assume_26 = assume bounded<0, ?>, %assume_9 : tile<i32> loc(#loc22)
  %assume_assume_assume_27 = assume div_by<16>, %assume_assume_26 : tile<i32> loc(#loc22)
  %assume_assume_28 = assume bounded<0, ?>, %assume_10 : tile<i32> loc(#loc22)
  %assume_assume_assume_29 = assume div_by<8>, %assume_assume_28 : tile<i32> loc(#loc22)
  %tview_30 = make_tensor_view %assume_7, shape = [%assume_assume_assume_25, %assume_assume_assume_27], strides = [%assume_assume_assume_29, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]> loc(#loc22)
  %pview = make_partition_view %tview_30 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>> loc(#loc26)
  %1:2 = get_index_space_shape %pview : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>> -> tile<i32> loc(#loc26)
  %pview_31 = make_partition_view %tview_30 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>> loc(#loc27)
  %2:2 = get_index_space_shape %pview_31 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>> -> tile<i32> loc(#loc27)
  %3 = muli %2#0, %1#1 : tile<i32> loc(#loc27)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc28)
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32> loc(#loc29)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc30)
  %4 = cmpi less_than %1#1, %cst_0_i32, signed : tile<i32> -> tile<i1> loc(#loc30)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64x64xf32> loc(#loc31)
  %pview_32 = make_partition_view %tview : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,1]>> loc(#loc32)
  %5:2 = get_index_space_shape %pview_32 : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,1]>> -> tile<i32> loc(#loc32)
  %cst_0_i32_33 = constant <i32: 0> : tile<i32> loc(#loc33)
  %cst_1_i32_34 = constant <i32: 1> : tile<i32> loc(#loc33)
  %for = for %loopIdx in (%blockId_x to %3, step %gridSize_x) : tile<i32> iter_values(%iterArg0 = %0) -> (token) {
    %6 = divi %loopIdx, %1#1 signed rounding<negative_inf> : tile<i32> loc(#loc35)
    %7 = remi %loopIdx, %1#1 signed : tile<i32> loc(#loc30)
    %8 = cmpi less_than %7, %cst_0_i32, signed : tile<i32> -> tile<i1> loc(#loc30)
    %9 = xori %8, %4 : tile<i1> loc(#loc30)
    %10 = cmpi not_equal %7, %cst_0_i32, signed : tile<i32> -> tile<i1> loc(#loc30)
    %11 = andi %9, %10 : tile<i1> loc(#loc30)
    %12 = addi %7, %1#1 : tile<i32> loc(#loc30)
    %13 = select %11, %12, %7 : tile<i1>, tile<i32> loc(#loc30)
    %for_35 = for %loopIdx_37 in (%cst_0_i32_33 to %5#1, step %cst_1_i32_34) : tile<i32> iter_values(%iterArg0_38 = %cst_0_f32) -> (tile<64x64xf32>) {
      %pview_39 = make_partition_view %tview : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>> loc(#loc37)
      %tile, %result_token = load_view_tko weak %pview_39[%6, %loopIdx_37] token = %0 optimization_hints = <sm_100 = {latency = 4}> : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x32xf16>, token loc(#loc37)
      %pview_40 = make_partition_view %tview_23 : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>> loc(#loc38)
      %tile_41, %result_token_42 = load_view_tko weak %pview_40[%loopIdx_37, %13] token = %0 optimization_hints = <sm_100 = {latency = 4}> : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x64xf16>, token loc(#loc38)
      %16 = mmaf %tile, %tile_41, %iterArg0_38 : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32> loc(#loc39)
      continue %16 : tile<64x64xf32> loc(#loc36)
    } loc(#loc36)
    %14 = ftof %for_35  : tile<64x64xf32> -> tile<64x64xf16> loc(#loc43)
    %pview_36 = make_partition_view %tview_30 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>> loc(#loc42)
    %15 = store_view_tko weak %14, %pview_36[%6, %13] token = %iterArg0 : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token loc(#loc42)
    continue %15 : token loc(#loc34)
  } loc(#loc34)
  return loc(#loc21)
} loc(#loc22)
#di_file = #cuda_tile.di_file<"aligned_mma.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/aligned_mma.py":31:0)
#loc1 = loc("kernels/aligned_mma.py":31:20)
#loc2 = loc("kernels/aligned_mma.py":31:23)
#loc3 = loc("kernels/aligned_mma.py":31:26)
#loc4 = loc("kernels/aligned_mma.py":35:14)
#loc5 = loc("kernels/aligned_mma.py":36:12)
#loc6 = loc("kernels/aligned_mma.py":37:19)
#loc7 = loc("kernels/aligned_mma.py":37:37)
#loc8 = loc("kernels/aligned_mma.py":38:31)
#loc9 = loc("kernels/aligned_mma.py":39:14)
#loc10 = loc("kernels/aligned_mma.py":40:23)
#loc11 = loc("kernels/aligned_mma.py":40:17)
#loc12 = loc("kernels/aligned_mma.py":37:4)
#loc13 = loc("kernels/aligned_mma.py":38:17)
#loc14 = loc("kernels/aligned_mma.py":40:8)
#loc15 = loc("kernels/aligned_mma.py":41:16)
#loc16 = loc("kernels/aligned_mma.py":42:16)
#loc17 = loc("kernels/aligned_mma.py":43:18)
#loc18 = loc("cuda/tile/_stub.py":678:15)
#loc19 = loc("kernels/aligned_mma.py":44:41)
#loc20 = loc("kernels/aligned_mma.py":44:8)
#loc21 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 30, name = "persistent_gemm", linkageName = "persistent_gemm_Kt1_A2f16_1v8l0_2t1_3i16_p16_A2f16_1v8l0_2t1_3i16_p16_A2f16_1v8l0_2t1_3i16_p16_I64_I64_I32", compileUnit = #di_compile_unit, scopeLine = 30>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc22 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc18 in #di_subprogram1>
#loc41 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc43 = loc(callsite(#loc40 at #loc41))
