entry @fused_attention_Kt1_A3f16_7l0_A3f16_7l0_A3f16_7l0_A3f16_7l0_Sf32_I64_I32_I64(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f16>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<f16>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<f16>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<i32>, %arg28: tile<f32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc36)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc36)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc36)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc36)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc36)
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc36)
  %assume_4 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc36)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0, %assume_1], strides = [%assume_2, %assume_3, %assume_4] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,?]> loc(#loc36)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc36)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc36)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc36)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc36)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc36)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc36)
  %tview_11 = make_tensor_view %arg7, shape = [%assume_5, %assume_6, %assume_7], strides = [%assume_8, %assume_9, %assume_10] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,?]> loc(#loc36)
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32> loc(#loc36)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc36)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc36)
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc36)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc36)
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc36)
  %tview_18 = make_tensor_view %arg14, shape = [%assume_12, %assume_13, %assume_14], strides = [%assume_15, %assume_16, %assume_17] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,?]> loc(#loc36)
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32> loc(#loc36)
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32> loc(#loc36)
  %assume_21 = assume bounded<0, ?>, %arg24 : tile<i32> loc(#loc36)
  %assume_22 = assume bounded<0, ?>, %arg25 : tile<i32> loc(#loc36)
  %assume_23 = assume bounded<0, ?>, %arg26 : tile<i32> loc(#loc36)
  %assume_24 = assume bounded<0, ?>, %arg27 : tile<i32> loc(#loc36)
  %tview_25 = make_tensor_view %arg21, shape = [%assume_19, %assume_20, %assume_21], strides = [%assume_22, %assume_23, %assume_24] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,?]> loc(#loc36)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc37)
  %blockId_x_26, %blockId_y_27, %blockId_z_28 = get_tile_block_id : tile<i32> loc(#loc38)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc39)
  %pview = make_partition_view %tview : partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,?]>> loc(#loc40)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_27, %cst_0_i32] token = %0 : partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,?]>>, tile<i32> -> tile<1x64x64xf16>, token loc(#loc40)
  %reshape = reshape %tile : tile<1x64x64xf16> -> tile<64x64xf16> loc(#loc75)
  %cst_f32 = constant <f32: 0xFF800000> : tile<64x1xf32> loc(#loc42)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64x1xf32> loc(#loc43)
  %cst_0_f32_29 = constant <f32: 0.000000e+00> : tile<64x64xf32> loc(#loc44)
  %pview_30 = make_partition_view %tview_11 : partition_view<tile=(1x32x64), tensor_view<?x?x?xf16, strides=[?,?,?]>> loc(#loc45)
  %1:3 = get_index_space_shape %pview_30 : partition_view<tile=(1x32x64), tensor_view<?x?x?xf16, strides=[?,?,?]>> -> tile<i32> loc(#loc45)
  %cst_0_i32_31 = constant <i32: 0> : tile<i32> loc(#loc46)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc46)
  %cst_0_i32_32 = constant <i32: 0> : tile<i32> loc(#loc47)
  %cst_0_i32_33 = constant <i32: 0> : tile<i32> loc(#loc48)
  %cst_0_f32_34 = constant <f32: 0.000000e+00> : tile<64x32xf32> loc(#loc49)
  %reshape_35 = reshape %arg28 : tile<f32> -> tile<1x1xf32> loc(#loc50)
  %bcast = broadcast %reshape_35 : tile<1x1xf32> -> tile<64x32xf32> loc(#loc50)
  %for:3 = for %loopIdx in (%cst_0_i32_31 to %1#1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_29, %iterArg1 = %cst_0_f32, %iterArg2 = %cst_f32) -> (tile<64x64xf32>, tile<64x1xf32>, tile<64x1xf32>) {
    %pview_40 = make_partition_view %tview_11 : partition_view<tile=(1x32x64), tensor_view<?x?x?xf16, strides=[?,?,?]>> loc(#loc52)
    %tile_41, %result_token_42 = load_view_tko weak %pview_40[%blockId_x, %loopIdx, %cst_0_i32_32] token = %0 : partition_view<tile=(1x32x64), tensor_view<?x?x?xf16, strides=[?,?,?]>>, tile<i32> -> tile<1x32x64xf16>, token loc(#loc52)
    %reshape_43 = reshape %tile_41 : tile<1x32x64xf16> -> tile<32x64xf16> loc(#loc76)
    %pview_44 = make_partition_view %tview_18 : partition_view<tile=(1x32x64), tensor_view<?x?x?xf16, strides=[?,?,?]>> loc(#loc54)
    %tile_45, %result_token_46 = load_view_tko weak %pview_44[%blockId_x, %loopIdx, %cst_0_i32_33] token = %0 : partition_view<tile=(1x32x64), tensor_view<?x?x?xf16, strides=[?,?,?]>>, tile<i32> -> tile<1x32x64xf16>, token loc(#loc54)
    %reshape_47 = reshape %tile_45 : tile<1x32x64xf16> -> tile<32x64xf16> loc(#loc77)
    %5 = permute %reshape_43 [1, 0] : tile<32x64xf16> -> tile<64x32xf16> loc(#loc56)
    %6 = mmaf %reshape, %5, %cst_0_f32_34 : tile<64x64xf16>, tile<64x32xf16>, tile<64x32xf32> loc(#loc50)
    %7 = mulf %6, %bcast  : tile<64x32xf32> loc(#loc50)
    %reduce = reduce %7 dim=1 identities=[0xFF800000 : f32] : tile<64x32xf32> -> tile<64xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %17 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc57)
      yield %17 : tile<f32> loc(#loc57)
    } loc(#loc57)
    %reshape_48 = reshape %reduce : tile<64xf32> -> tile<64x1xf32> loc(#loc57)
    %8 = maxf %iterArg2, %reshape_48 : tile<64x1xf32> loc(#loc58)
    %bcast_49 = broadcast %8 : tile<64x1xf32> -> tile<64x32xf32> loc(#loc59)
    %9 = subf %7, %bcast_49  : tile<64x32xf32> loc(#loc59)
    %10 = exp2 %9 : tile<64x32xf32> loc(#loc60)
    %11 = subf %iterArg2, %8  : tile<64x1xf32> loc(#loc61)
    %12 = exp2 %11 : tile<64x1xf32> loc(#loc62)
    %reduce_50 = reduce %10 dim=1 identities=[0.000000e+00 : f32] : tile<64x32xf32> -> tile<64xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %17 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc63)
      yield %17 : tile<f32> loc(#loc63)
    } loc(#loc63)
    %reshape_51 = reshape %reduce_50 : tile<64xf32> -> tile<64x1xf32> loc(#loc63)
    %13 = fma %iterArg1, %12, %reshape_51  : tile<64x1xf32> loc(#loc64)
    %14 = ftof %10  : tile<64x32xf32> -> tile<64x32xf16> loc(#loc78)
    %bcast_52 = broadcast %12 : tile<64x1xf32> -> tile<64x64xf32> loc(#loc67)
    %15 = mulf %iterArg0, %bcast_52  : tile<64x64xf32> loc(#loc67)
    %16 = mmaf %14, %reshape_47, %15 : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32> loc(#loc68)
    continue %16, %13, %8 : tile<64x64xf32>, tile<64x1xf32>, tile<64x1xf32> loc(#loc51)
  } loc(#loc51)
  %bcast_36 = broadcast %for#1 : tile<64x1xf32> -> tile<64x64xf32> loc(#loc69)
  %2 = divf %for#0, %bcast_36  : tile<64x64xf32> loc(#loc69)
  %3 = ftof %2  : tile<64x64xf32> -> tile<64x64xf16> loc(#loc79)
  %reshape_37 = reshape %3 : tile<64x64xf16> -> tile<1x64x64xf16> loc(#loc80)
  %cst_0_i32_38 = constant <i32: 0> : tile<i32> loc(#loc73)
  %pview_39 = make_partition_view %tview_25 : partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,?]>> loc(#loc74)
  %4 = store_view_tko weak %reshape_37, %pview_39[%blockId_x, %blockId_y_27, %cst_0_i32_38] token = %0 : tile<1x64x64xf16>, partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,?]>>, tile<i32> -> token loc(#loc74)
  return loc(#loc35)
} loc(#loc36)
#di_file = #cuda_tile.di_file<"workloads.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/workloads.py":106:0)
#loc1 = loc("kernels/workloads.py":107:13)
#loc2 = loc("kernels/workloads.py":107:24)
#loc3 = loc("kernels/workloads.py":108:35)
#loc4 = loc("kernels/workloads.py":108:9)
#loc5 = loc("cuda/tile/_stub.py":666:15)
#loc6 = loc("kernels/workloads.py":109:10)
#loc7 = loc("kernels/workloads.py":110:10)
#loc8 = loc("kernels/workloads.py":111:10)
#loc9 = loc("kernels/workloads.py":112:19)
#loc10 = loc("kernels/workloads.py":112:13)
#loc11 = loc("kernels/workloads.py":113:38)
#loc12 = loc("kernels/workloads.py":114:38)
#loc13 = loc("kernels/workloads.py":115:41)
#loc14 = loc("kernels/workloads.py":115:12)
#loc15 = loc("kernels/workloads.py":112:4)
#loc16 = loc("kernels/workloads.py":113:13)
#loc17 = loc("kernels/workloads.py":114:13)
#loc18 = loc("kernels/workloads.py":115:23)
#loc19 = loc("kernels/workloads.py":116:32)
#loc20 = loc("kernels/workloads.py":116:16)
#loc21 = loc("kernels/workloads.py":117:20)
#loc22 = loc("kernels/workloads.py":117:12)
#loc23 = loc("kernels/workloads.py":118:24)
#loc24 = loc("kernels/workloads.py":118:16)
#loc25 = loc("kernels/workloads.py":119:28)
#loc26 = loc("kernels/workloads.py":119:14)
#loc27 = loc("cuda/tile/_stub.py":678:15)
#loc28 = loc("kernels/workloads.py":120:21)
#loc29 = loc("kernels/workloads.py":120:45)
#loc30 = loc("kernels/workloads.py":120:14)
#loc31 = loc("kernels/workloads.py":122:9)
#loc32 = loc("kernels/workloads.py":122:8)
#loc33 = loc("kernels/workloads.py":123:33)
#loc34 = loc("kernels/workloads.py":123:4)
#loc35 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 105, name = "fused_attention", linkageName = "fused_attention_Kt1_A3f16_7l0_A3f16_7l0_A3f16_7l0_A3f16_7l0_Sf32_I64_I32_I64", compileUnit = #di_compile_unit, scopeLine = 105>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 664, name = "reshape", linkageName = "reshape@_stub:664:5_s0", compileUnit = #di_compile_unit1, scopeLine = 664>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 664, name = "reshape", linkageName = "reshape@_stub:664:5_s1", compileUnit = #di_compile_unit1, scopeLine = 664>
#di_subprogram3 = #cuda_tile.di_subprogram<file = #di_file1, line = 664, name = "reshape", linkageName = "reshape@_stub:664:5_s2", compileUnit = #di_compile_unit1, scopeLine = 664>
#di_subprogram4 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s3", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram5 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s4", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram6 = #cuda_tile.di_subprogram<file = #di_file1, line = 664, name = "reshape", linkageName = "reshape@_stub:664:5_s5", compileUnit = #di_compile_unit1, scopeLine = 664>
#loc36 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc5 in #di_subprogram1>
#loc42 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc45 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc46 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc47 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc48 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc49 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc50 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc51 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc52 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc53 = #cuda_tile.di_loc<#loc5 in #di_subprogram2>
#loc54 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc55 = #cuda_tile.di_loc<#loc5 in #di_subprogram3>
#loc56 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc57 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc58 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc59 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc60 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
#loc61 = #cuda_tile.di_loc<#loc23 in #di_subprogram>
#loc62 = #cuda_tile.di_loc<#loc24 in #di_subprogram>
#loc63 = #cuda_tile.di_loc<#loc25 in #di_subprogram>
#loc64 = #cuda_tile.di_loc<#loc26 in #di_subprogram>
#loc65 = #cuda_tile.di_loc<#loc27 in #di_subprogram4>
#loc66 = #cuda_tile.di_loc<#loc28 in #di_subprogram>
#loc67 = #cuda_tile.di_loc<#loc29 in #di_subprogram>
#loc68 = #cuda_tile.di_loc<#loc30 in #di_subprogram>
#loc69 = #cuda_tile.di_loc<#loc31 in #di_subprogram>
#loc70 = #cuda_tile.di_loc<#loc27 in #di_subprogram5>
#loc71 = #cuda_tile.di_loc<#loc32 in #di_subprogram>
#loc72 = #cuda_tile.di_loc<#loc5 in #di_subprogram6>
#loc73 = #cuda_tile.di_loc<#loc33 in #di_subprogram>
#loc74 = #cuda_tile.di_loc<#loc34 in #di_subprogram>
#loc75 = loc(callsite(#loc41 at #loc40))
#loc76 = loc(callsite(#loc53 at #loc52))
#loc77 = loc(callsite(#loc55 at #loc54))
#loc78 = loc(callsite(#loc65 at #loc66))
#loc79 = loc(callsite(#loc70 at #loc71))
#loc80 = loc(callsite(#loc72 at #loc71))
