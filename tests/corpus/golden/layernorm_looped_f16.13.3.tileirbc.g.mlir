entry @layernorm_looped_Kt1_A2f16_3l0_A1f16_1l0_A1f16_1l0_A2f16_3l0_A1f32_1l0_A1f32_1l0_Sf32_I128(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f16>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<f16>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<ptr<f32>>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<ptr<f32>>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<f32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc30)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc30)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc30)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc30)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc30)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc30)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc30)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc30)
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc30)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc30)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc30)
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc30)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc30)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc30)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc30)
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32> loc(#loc30)
  %tview_13 = make_tensor_view %arg11, shape = [%assume_9, %assume_10], strides = [%assume_11, %assume_12] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc30)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc30)
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc30)
  %tview_16 = make_tensor_view %arg16, shape = [%assume_14], strides = [%assume_15] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc30)
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc30)
  %assume_18 = assume bounded<0, ?>, %arg21 : tile<i32> loc(#loc30)
  %tview_19 = make_tensor_view %arg19, shape = [%assume_17], strides = [%assume_18] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc30)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc31)
  %pview = make_partition_view %tview : partition_view<tile=(1x128), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc32)
  %1:2 = get_index_space_shape %pview : partition_view<tile=(1x128), tensor_view<?x?xf16, strides=[?,?]>> -> tile<i32> loc(#loc32)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1x128xf32> loc(#loc33)
  %cst_0_f32_20 = constant <f32: 0.000000e+00> : tile<1x128xf32> loc(#loc34)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc35)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc35)
  %pview_21 = make_partition_view %tview : partition_view<tile=(1x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,?]>> loc(#loc36)
  %for:2 = for %loopIdx in (%cst_0_i32 to %1#1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %cst_0_f32_20) -> (tile<1x128xf32>, tile<1x128xf32>) {
    %tile, %result_token = load_view_tko weak %pview_21[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<1x128xf16>, token loc(#loc36)
    %13 = ftof %tile  : tile<1x128xf16> -> tile<1x128xf32> loc(#loc63)
    %14 = addf %iterArg0, %13  : tile<1x128xf32> loc(#loc39)
    %15 = fma %13, %13, %iterArg1  : tile<1x128xf32> loc(#loc40)
    continue %14, %15 : tile<1x128xf32>, tile<1x128xf32> loc(#loc37)
  } loc(#loc37)
  %reduce = reduce %for#0 dim=0 identities=[0.000000e+00 : f32] : tile<1x128xf32> -> tile<128xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %13 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc41)
    yield %13 : tile<f32> loc(#loc41)
  } loc(#loc41)
  %reduce_22 = reduce %reduce dim=0 identities=[0.000000e+00 : f32] : tile<128xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %13 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc41)
    yield %13 : tile<f32> loc(#loc41)
  } loc(#loc41)
  %2 = itof %assume_0 signed  : tile<i32> -> tile<f32> loc(#loc41)
  %3 = divf %reduce_22, %2  : tile<f32> loc(#loc41)
  %reduce_23 = reduce %for#1 dim=0 identities=[0.000000e+00 : f32] : tile<1x128xf32> -> tile<128xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %13 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc42)
    yield %13 : tile<f32> loc(#loc42)
  } loc(#loc42)
  %reduce_24 = reduce %reduce_23 dim=0 identities=[0.000000e+00 : f32] : tile<128xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %13 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc42)
    yield %13 : tile<f32> loc(#loc42)
  } loc(#loc42)
  %4 = itof %assume_0 signed  : tile<i32> -> tile<f32> loc(#loc42)
  %5 = divf %reduce_24, %4  : tile<f32> loc(#loc42)
  %6 = negf %3 : tile<f32> loc(#loc42)
  %7 = fma %6, %3, %5  : tile<f32> loc(#loc42)
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32> loc(#loc43)
  %8 = addf %7, %arg22  : tile<f32> loc(#loc44)
  %9 = sqrt %8  : tile<f32> loc(#loc45)
  %10 = divf %cst_1_f32, %9  : tile<f32> loc(#loc43)
  %reshape = reshape %3 : tile<f32> -> tile<1xf32> loc(#loc46)
  %pview_25 = make_partition_view %tview_16 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>> loc(#loc46)
  %11 = store_view_tko weak %reshape, %pview_25[%blockId_x] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc46)
  %reshape_26 = reshape %10 : tile<f32> -> tile<1xf32> loc(#loc47)
  %pview_27 = make_partition_view %tview_19 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>> loc(#loc47)
  %12 = store_view_tko weak %reshape_26, %pview_27[%blockId_x] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc47)
  %cst_0_i32_28 = constant <i32: 0> : tile<i32> loc(#loc48)
  %cst_1_i32_29 = constant <i32: 1> : tile<i32> loc(#loc48)
  %pview_30 = make_partition_view %tview : partition_view<tile=(1x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,?]>> loc(#loc49)
  %pview_31 = make_partition_view %tview_5 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf16, strides=[?]>> loc(#loc50)
  %pview_32 = make_partition_view %tview_8 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf16, strides=[?]>> loc(#loc51)
  %reshape_33 = reshape %3 : tile<f32> -> tile<1x1xf32> loc(#loc52)
  %bcast = broadcast %reshape_33 : tile<1x1xf32> -> tile<1x128xf32> loc(#loc52)
  %reshape_34 = reshape %10 : tile<f32> -> tile<1x1xf32> loc(#loc53)
  %bcast_35 = broadcast %reshape_34 : tile<1x1xf32> -> tile<1x128xf32> loc(#loc53)
  %pview_36 = make_partition_view %tview_13 : partition_view<tile=(1x128), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc54)
  for %loopIdx in (%cst_0_i32_28 to %1#1, step %cst_1_i32_29) : tile<i32> {
    %tile, %result_token = load_view_tko weak %pview_30[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<1x128xf16>, token loc(#loc49)
    %13 = ftof %tile  : tile<1x128xf16> -> tile<1x128xf32> loc(#loc64)
    %tile_37, %result_token_38 = load_view_tko weak %pview_31[%loopIdx] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<128xf16>, token loc(#loc50)
    %14 = ftof %tile_37  : tile<128xf16> -> tile<128xf32> loc(#loc65)
    %tile_39, %result_token_40 = load_view_tko weak %pview_32[%loopIdx] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<128xf16>, token loc(#loc51)
    %15 = ftof %tile_39  : tile<128xf16> -> tile<128xf32> loc(#loc66)
    %16 = subf %13, %bcast  : tile<1x128xf32> loc(#loc52)
    %17 = mulf %16, %bcast_35  : tile<1x128xf32> loc(#loc53)
    %reshape_41 = reshape %14 : tile<128xf32> -> tile<1x128xf32> loc(#loc59)
    %reshape_42 = reshape %15 : tile<128xf32> -> tile<1x128xf32> loc(#loc60)
    %18 = fma %17, %reshape_41, %reshape_42  : tile<1x128xf32> loc(#loc53)
    %19 = ftof %18  : tile<1x128xf32> -> tile<1x128xf16> loc(#loc67)
    %20 = store_view_tko weak %19, %pview_36[%blockId_x, %loopIdx] token = %0 : tile<1x128xf16>, partition_view<tile=(1x128), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token loc(#loc54)
  } loc(#loc55)
  return loc(#loc29)
} loc(#loc30)
#di_file = #cuda_tile.di_file<"row_kernels.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/row_kernels.py":47:0)
#loc1 = loc("kernels/row_kernels.py":48:10)
#loc2 = loc("kernels/row_kernels.py":50:8)
#loc3 = loc("kernels/row_kernels.py":51:8)
#loc4 = loc("kernels/row_kernels.py":52:9)
#loc5 = loc("kernels/row_kernels.py":53:13)
#loc6 = loc("kernels/row_kernels.py":54:12)
#loc7 = loc("kernels/row_kernels.py":53:4)
#loc8 = loc("cuda/tile/_stub.py":678:15)
#loc9 = loc("kernels/row_kernels.py":55:8)
#loc10 = loc("kernels/row_kernels.py":56:8)
#loc11 = loc("kernels/row_kernels.py":57:11)
#loc12 = loc("kernels/row_kernels.py":58:10)
#loc13 = loc("kernels/row_kernels.py":59:11)
#loc14 = loc("kernels/row_kernels.py":59:25)
#loc15 = loc("kernels/row_kernels.py":59:17)
#loc16 = loc("kernels/row_kernels.py":60:4)
#loc17 = loc("kernels/row_kernels.py":61:4)
#loc18 = loc("kernels/row_kernels.py":62:13)
#loc19 = loc("kernels/row_kernels.py":63:12)
#loc20 = loc("kernels/row_kernels.py":64:13)
#loc21 = loc("kernels/row_kernels.py":65:13)
#loc22 = loc("kernels/row_kernels.py":66:13)
#loc23 = loc("kernels/row_kernels.py":66:12)
#loc24 = loc("kernels/row_kernels.py":67:8)
#loc25 = loc("kernels/row_kernels.py":62:4)
#loc26 = loc("kernels/row_kernels.py":66:32)
#loc27 = loc("kernels/row_kernels.py":66:46)
#loc28 = loc("kernels/row_kernels.py":67:43)
#loc29 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 46, name = "layernorm_looped", linkageName = "layernorm_looped_Kt1_A2f16_3l0_A1f16_1l0_A1f16_1l0_A2f16_3l0_A1f32_1l0_A1f32_1l0_Sf32_I128", compileUnit = #di_compile_unit, scopeLine = 46>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram3 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s2", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram4 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s3", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram5 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s4", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc30 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc8 in #di_subprogram1>
#loc39 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc45 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc46 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc47 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc48 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc49 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc50 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc51 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc52 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
#loc53 = #cuda_tile.di_loc<#loc23 in #di_subprogram>
#loc54 = #cuda_tile.di_loc<#loc24 in #di_subprogram>
#loc55 = #cuda_tile.di_loc<#loc25 in #di_subprogram>
#loc56 = #cuda_tile.di_loc<#loc8 in #di_subprogram2>
#loc57 = #cuda_tile.di_loc<#loc8 in #di_subprogram3>
#loc58 = #cuda_tile.di_loc<#loc8 in #di_subprogram4>
#loc59 = #cuda_tile.di_loc<#loc26 in #di_subprogram>
#loc60 = #cuda_tile.di_loc<#loc27 in #di_subprogram>
#loc61 = #cuda_tile.di_loc<#loc8 in #di_subprogram5>
#loc62 = #cuda_tile.di_loc<#loc28 in #di_subprogram>
#loc63 = loc(callsite(#loc38 at #loc36))
#loc64 = loc(callsite(#loc56 at #loc49))
#loc65 = loc(callsite(#loc57 at #loc50))
#loc66 = loc(callsite(#loc58 at #loc51))
#loc67 = loc(callsite(#loc61 at #loc62))
