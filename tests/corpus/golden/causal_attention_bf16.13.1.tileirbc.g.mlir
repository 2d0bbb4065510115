entry @causal_attention_Kt1_A3bf16_7l0_A3bf16_7l0_A3bf16_7l0_A3bf16_7l0_Sf32_I64_I64_I64(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<bf16>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<bf16>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<bf16>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<i32>, %arg28: tile<f32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc45)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc45)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc45)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc45)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc45)
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc45)
  %assume_4 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc45)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0, %assume_1], strides = [%assume_2, %assume_3, %assume_4] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,?]> loc(#loc45)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc45)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc45)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc45)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc45)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc45)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc45)
  %tview_11 = make_tensor_view %arg7, shape = [%assume_5, %assume_6, %assume_7], strides = [%assume_8, %assume_9, %assume_10] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,?]> loc(#loc45)
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32> loc(#loc45)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc45)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc45)
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc45)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc45)
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc45)
  %tview_18 = make_tensor_view %arg14, shape = [%assume_12, %assume_13, %assume_14], strides = [%assume_15, %assume_16, %assume_17] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,?]> loc(#loc45)
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32> loc(#loc45)
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32> loc(#loc45)
  %assume_21 = assume bounded<0, ?>, %arg24 : tile<i32> loc(#loc45)
  %assume_22 = assume bounded<0, ?>, %arg25 : tile<i32> loc(#loc45)
  %assume_23 = assume bounded<0, ?>, %arg26 : tile<i32> loc(#loc45)
  %assume_24 = assume bounded<0, ?>, %arg27 : tile<i32> loc(#loc45)
  %tview_25 = make_tensor_view %arg21, shape = [%assume_19, %assume_20, %assume_21], strides = [%assume_22, %assume_23, %assume_24] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,?]> loc(#loc45)
  %cst_64_i32 = constant <i32: 64> : tile<i32> loc(#loc45)
  %cst_64_i32_26 = constant <i32: 64> : tile<i32> loc(#loc45)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc46)
  %blockId_x_27, %blockId_y_28, %blockId_z_29 = get_tile_block_id : tile<i32> loc(#loc47)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc48)
  %pview = make_partition_view %tview : partition_view<tile=(1x64x64), tensor_view<?x?x?xbf16, strides=[?,?,?]>> loc(#loc49)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_28, %cst_0_i32] token = %0 : partition_view<tile=(1x64x64), tensor_view<?x?x?xbf16, strides=[?,?,?]>>, tile<i32> -> tile<1x64x64xbf16>, token loc(#loc49)
  %reshape = reshape %tile : tile<1x64x64xbf16> -> tile<64x64xbf16> loc(#loc93)
  %cst_f32 = constant <f32: 0xFF800000> : tile<64x1xf32> loc(#loc51)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64x1xf32> loc(#loc52)
  %cst_0_f32_30 = constant <f32: 0.000000e+00> : tile<64x64xf32> loc(#loc53)
  %1 = muli %blockId_y_28, %cst_64_i32 : tile<i32> loc(#loc54)
  %2 = iota : tile<64xi32> loc(#loc55)
  %reshape_31 = reshape %2 : tile<64xi32> -> tile<64x1xi32> loc(#loc55)
  %reshape_32 = reshape %1 : tile<i32> -> tile<1x1xi32> loc(#loc54)
  %bcast = broadcast %reshape_32 : tile<1x1xi32> -> tile<64x1xi32> loc(#loc54)
  %3 = addi %bcast, %reshape_31 : tile<64x1xi32> loc(#loc54)
  %4 = muli %blockId_y_28, %cst_64_i32 : tile<i32> loc(#loc56)
  %5 = divi %4, %cst_64_i32_26 signed rounding<negative_inf> : tile<i32> loc(#loc57)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc58)
  %6 = addi %5, %cst_1_i32 : tile<i32> loc(#loc57)
  %cst_0_i32_33 = constant <i32: 0> : tile<i32> loc(#loc59)
  %cst_1_i32_34 = constant <i32: 1> : tile<i32> loc(#loc59)
  %cst_0_i32_35 = constant <i32: 0> : tile<i32> loc(#loc60)
  %cst_0_i32_36 = constant <i32: 0> : tile<i32> loc(#loc61)
  %cst_0_f32_37 = constant <f32: 0.000000e+00> : tile<64x64xf32> loc(#loc62)
  %reshape_38 = reshape %arg28 : tile<f32> -> tile<1x1xf32> loc(#loc63)
  %bcast_39 = broadcast %reshape_38 : tile<1x1xf32> -> tile<64x64xf32> loc(#loc63)
  %7 = iota : tile<64xi32> loc(#loc64)
  %reshape_40 = reshape %7 : tile<64xi32> -> tile<1x64xi32> loc(#loc64)
  %bcast_41 = broadcast %3 : tile<64x1xi32> -> tile<64x64xi32> loc(#loc65)
  %cst_f32_42 = constant <f32: 0xFF800000> : tile<f32> loc(#loc66)
  %reshape_43 = reshape %cst_f32_42 : tile<f32> -> tile<1x1xf32> loc(#loc67)
  %bcast_44 = broadcast %reshape_43 : tile<1x1xf32> -> tile<64x64xf32> loc(#loc67)
  %for:3 = for %loopIdx in (%cst_0_i32_33 to %6, step %cst_1_i32_34) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_30, %iterArg1 = %cst_0_f32, %iterArg2 = %cst_f32) -> (tile<64x64xf32>, tile<64x1xf32>, tile<64x1xf32>) {
    %pview_49 = make_partition_view %tview_11 : partition_view<tile=(1x64x64), tensor_view<?x?x?xbf16, strides=[?,?,?]>> loc(#loc69)
    %tile_50, %result_token_51 = load_view_tko weak %pview_49[%blockId_x, %loopIdx, %cst_0_i32_35] token = %0 : partition_view<tile=(1x64x64), tensor_view<?x?x?xbf16, strides=[?,?,?]>>, tile<i32> -> tile<1x64x64xbf16>, token loc(#loc69)
    %reshape_52 = reshape %tile_50 : tile<1x64x64xbf16> -> tile<64x64xbf16> loc(#loc94)
    %pview_53 = make_partition_view %tview_18 : partition_view<tile=(1x64x64), tensor_view<?x?x?xbf16, strides=[?,?,?]>> loc(#loc71)
    %tile_54, %result_token_55 = load_view_tko weak %pview_53[%blockId_x, %loopIdx, %cst_0_i32_36] token = %0 : partition_view<tile=(1x64x64), tensor_view<?x?x?xbf16, strides=[?,?,?]>>, tile<i32> -> tile<1x64x64xbf16>, token loc(#loc71)
    %reshape_56 = reshape %tile_54 : tile<1x64x64xbf16> -> tile<64x64xbf16> loc(#loc95)
    %11 = permute %reshape_52 [1, 0] : tile<64x64xbf16> -> tile<64x64xbf16> loc(#loc73)
    %12 = mmaf %reshape, %11, %cst_0_f32_37 : tile<64x64xbf16>, tile<64x64xbf16>, tile<64x64xf32> loc(#loc63)
    %13 = mulf %12, %bcast_39  : tile<64x64xf32> loc(#loc63)
    %14 = muli %loopIdx, %cst_64_i32_26 : tile<i32> loc(#loc74)
    %reshape_57 = reshape %14 : tile<i32> -> tile<1x1xi32> loc(#loc74)
    %bcast_58 = broadcast %reshape_57 : tile<1x1xi32> -> tile<1x64xi32> loc(#loc74)
    %15 = addi %bcast_58, %reshape_40 : tile<1x64xi32> loc(#loc74)
    %bcast_59 = broadcast %15 : tile<1x64xi32> -> tile<64x64xi32> loc(#loc65)
    %16 = cmpi less_than_or_equal %bcast_59, %bcast_41, signed : tile<64x64xi32> -> tile<64x64xi1> loc(#loc65)
    %17 = select %16, %13, %bcast_44 : tile<64x64xi1>, tile<64x64xf32> loc(#loc67)
    %reduce = reduce %17 dim=1 identities=[0xFF800000 : f32] : tile<64x64xf32> -> tile<64xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %27 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc75)
      yield %27 : tile<f32> loc(#loc75)
    } loc(#loc75)
    %reshape_60 = reshape %reduce : tile<64xf32> -> tile<64x1xf32> loc(#loc75)
    %18 = maxf %iterArg2, %reshape_60 : tile<64x1xf32> loc(#loc76)
    %bcast_61 = broadcast %18 : tile<64x1xf32> -> tile<64x64xf32> loc(#loc77)
    %19 = subf %17, %bcast_61  : tile<64x64xf32> loc(#loc77)
    %20 = exp %19  : tile<64x64xf32> loc(#loc78)
    %21 = subf %iterArg2, %18  : tile<64x1xf32> loc(#loc79)
    %22 = exp %21  : tile<64x1xf32> loc(#loc80)
    %reduce_62 = reduce %20 dim=1 identities=[0.000000e+00 : f32] : tile<64x64xf32> -> tile<64xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %27 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc81)
      yield %27 : tile<f32> loc(#loc81)
    } loc(#loc81)
    %reshape_63 = reshape %reduce_62 : tile<64xf32> -> tile<64x1xf32> loc(#loc81)
    %23 = fma %iterArg1, %22, %reshape_63  : tile<64x1xf32> loc(#loc82)
    %24 = ftof %20  : tile<64x64xf32> -> tile<64x64xbf16> loc(#loc96)
    %bcast_64 = broadcast %22 : tile<64x1xf32> -> tile<64x64xf32> loc(#loc85)
    %25 = mulf %iterArg0, %bcast_64  : tile<64x64xf32> loc(#loc85)
    %26 = mmaf %24, %reshape_56, %25 : tile<64x64xbf16>, tile<64x64xbf16>, tile<64x64xf32> loc(#loc86)
    continue %26, %23, %18 : tile<64x64xf32>, tile<64x1xf32>, tile<64x1xf32> loc(#loc68)
  } loc(#loc68)
  %cst_0_i32_45 = constant <i32: 0> : tile<i32> loc(#loc87)
  %bcast_46 = broadcast %for#1 : tile<64x1xf32> -> tile<64x64xf32> loc(#loc88)
  %8 = divf %for#0, %bcast_46  : tile<64x64xf32> loc(#loc88)
  %9 = ftof %8  : tile<64x64xf32> -> tile<64x64xbf16> loc(#loc97)
  %reshape_47 = reshape %9 : tile<64x64xbf16> -> tile<1x64x64xbf16> loc(#loc98)
  %pview_48 = make_partition_view %tview_25 : partition_view<tile=(1x64x64), tensor_view<?x?x?xbf16, strides=[?,?,?]>> loc(#loc92)
  %10 = store_view_tko weak %reshape_47, %pview_48[%blockId_x, %blockId_y_28, %cst_0_i32_45] token = %0 : tile<1x64x64xbf16>, partition_view<tile=(1x64x64), tensor_view<?x?x?xbf16, strides=[?,?,?]>>, tile<i32> -> token loc(#loc92)
  return loc(#loc44)
} loc(#loc45)
#di_file = #cuda_tile.di_file<"workloads.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/workloads.py":127:0)
#loc1 = loc("kernels/workloads.py":128:13)
#loc2 = loc("kernels/workloads.py":128:24)
#loc3 = loc("kernels/workloads.py":129:35)
#loc4 = loc("kernels/workloads.py":129:9)
#loc5 = loc("cuda/tile/_stub.py":666:15)
#loc6 = loc("kernels/workloads.py":130:10)
#loc7 = loc("kernels/workloads.py":131:10)
#loc8 = loc("kernels/workloads.py":132:10)
#loc9 = loc("kernels/workloads.py":133:11)
#loc10 = loc("kernels/workloads.py":133:21)
#loc11 = loc("kernels/workloads.py":134:20)
#loc12 = loc("kernels/workloads.py":134:19)
#loc13 = loc("kernels/workloads.py":134:38)
#loc14 = loc("kernels/workloads.py":134:13)
#loc15 = loc("kernels/workloads.py":135:38)
#loc16 = loc("kernels/workloads.py":136:38)
#loc17 = loc("kernels/workloads.py":137:41)
#loc18 = loc("kernels/workloads.py":137:12)
#loc19 = loc("kernels/workloads.py":138:25)
#loc20 = loc("kernels/workloads.py":139:21)
#loc21 = loc("kernels/workloads.py":139:38)
#loc22 = loc("kernels/workloads.py":139:12)
#loc23 = loc("kernels/workloads.py":134:4)
#loc24 = loc("kernels/workloads.py":135:13)
#loc25 = loc("kernels/workloads.py":136:13)
#loc26 = loc("kernels/workloads.py":137:23)
#loc27 = loc("kernels/workloads.py":138:15)
#loc28 = loc("kernels/workloads.py":140:32)
#loc29 = loc("kernels/workloads.py":140:16)
#loc30 = loc("kernels/workloads.py":141:19)
#loc31 = loc("kernels/workloads.py":141:12)
#loc32 = loc("kernels/workloads.py":142:23)
#loc33 = loc("kernels/workloads.py":142:16)
#loc34 = loc("kernels/workloads.py":143:28)
#loc35 = loc("kernels/workloads.py":143:14)
#loc36 = loc("cuda/tile/_stub.py":678:15)
#loc37 = loc("kernels/workloads.py":144:21)
#loc38 = loc("kernels/workloads.py":144:45)
#loc39 = loc("kernels/workloads.py":144:14)
#loc40 = loc("kernels/workloads.py":146:33)
#loc41 = loc("kernels/workloads.py":146:43)
#loc42 = loc("kernels/workloads.py":146:42)
#loc43 = loc("kernels/workloads.py":146:4)
#loc44 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 126, name = "causal_attention", linkageName = "causal_attention_Kt1_A3bf16_7l0_A3bf16_7l0_A3bf16_7l0_A3bf16_7l0_Sf32_I64_I64_I64", compileUnit = #di_compile_unit, scopeLine = 126>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 664, name = "reshape", linkageName = "reshape@_stub:664:5_s0", compileUnit = #di_compile_unit1, scopeLine = 664>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 664, name = "reshape", linkageName = "reshape@_stub:664:5_s1", compileUnit = #di_compile_unit1, scopeLine = 664>
#di_subprogram3 = #cuda_tile.di_subprogram<file = #di_file1, line = 664, name = "reshape", linkageName = "reshape@_stub:664:5_s2", compileUnit = #di_compile_unit1, scopeLine = 664>
#di_subprogram4 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s3", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram5 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s4", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram6 = #cuda_tile.di_subprogram<file = #di_file1, line = 664, name = "reshape", linkageName = "reshape@_stub:664:5_s5", compileUnit = #di_compile_unit1, scopeLine = 664>
#loc45 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc46 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc47 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc48 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc49 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc50 = #cuda_tile.di_loc<#loc5 in #di_subprogram1>
#loc51 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc52 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc53 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc54 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc55 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc56 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc57 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc58 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc59 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc60 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc61 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc62 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc63 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc64 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc65 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc66 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc67 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
#loc68 = #cuda_tile.di_loc<#loc23 in #di_subprogram>
#loc69 = #cuda_tile.di_loc<#loc24 in #di_subprogram>
#loc70 = #cuda_tile.di_loc<#loc5 in #di_subprogram2>
#loc71 = #cuda_tile.di_loc<#loc25 in #di_subprogram>
#loc72 = #cuda_tile.di_loc<#loc5 in #di_subprogram3>
#loc73 = #cuda_tile.di_loc<#loc26 in #di_subprogram>
#loc74 = #cuda_tile.di_loc<#loc27 in #di_subprogram>
#loc75 = #cuda_tile.di_loc<#loc28 in #di_subprogram>
#loc76 = #cuda_tile.di_loc<#loc29 in #di_subprogram>
#loc77 = #cuda_tile.di_loc<#loc30 in #di_subprogram>
#loc78 = #cuda_tile.di_loc<#loc31 in #di_subprogram>
#loc79 = #cuda_tile.di_loc<#loc32 in #di_subprogram>
#loc80 = #cuda_tile.di_loc<#loc33 in #di_subprogram>
#loc81 = #cuda_tile.di_loc<#loc34 in #di_subprogram>
#loc82 = #cuda_tile.di_loc<#loc35 in #di_subprogram>
#loc83 = #cuda_tile.di_loc<#loc36 in #di_subprogram4>
#loc84 = #cuda_tile.di_loc<#loc37 in #di_subprogram>
#loc85 = #cuda_tile.di_loc<#loc38 in #di_subprogram>
#loc86 = #cuda_tile.di_loc<#loc39 in #di_subprogram>
#loc87 = #cuda_tile.di_loc<#loc40 in #di_subprogram>
#loc88 = #cuda_tile.di_loc<#loc41 in #di_subprogram>
#loc89 = #cuda_tile.di_loc<#loc36 in #di_subprogram5>
#loc90 = #cuda_tile.di_loc<#loc42 in #di_subprogram>
#loc91 = #cuda_tile.di_loc<#loc5 in #di_subprogram6>
#loc92 = #cuda_tile.di_loc<#loc43 in #di_subprogram>
#loc93 = loc(callsite(#loc50 at #loc49))
#loc94 = loc(callsite(#loc70 at #loc69))
#loc95 = loc(callsite(#loc72 at #loc71))
#loc96 = loc(callsite(#loc83 at #loc84))
#loc97 = loc(callsite(#loc89 at #loc90))
#loc98 = loc(callsite(#loc91 at #loc90))
