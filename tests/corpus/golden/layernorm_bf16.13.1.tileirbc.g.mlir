entry @layernorm_rows_Kt1_A2bf16_3l0_A1bf16_1l0_A1bf16_1l0_A2bf16_3l0_Sf32_I128(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<bf16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<bf16>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<bf16>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<f32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc25)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc25)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc25)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc25)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc25)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,?]> loc(#loc25)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc25)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc25)
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xbf16, strides=[?]> loc(#loc25)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc25)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc25)
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xbf16, strides=[?]> loc(#loc25)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc25)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc25)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc25)
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32> loc(#loc25)
  %tview_13 = make_tensor_view %arg11, shape = [%assume_9, %assume_10], strides = [%assume_11, %assume_12] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,?]> loc(#loc25)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc26)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc27)
  %pview = make_partition_view %tview : partition_view<tile=(1x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,?]>> loc(#loc28)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,?]>>, tile<i32> -> tile<1x128xbf16>, token loc(#loc28)
  %1 = ftof %tile  : tile<1x128xbf16> -> tile<1x128xf32> loc(#loc52)
  %reduce = reduce %1 dim=1 identities=[0.000000e+00 : f32] : tile<1x128xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %19 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc30)
    yield %19 : tile<f32> loc(#loc30)
  } loc(#loc30)
  %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32> loc(#loc30)
  %2 = itof %assume_0 signed  : tile<i32> -> tile<f32> loc(#loc30)
  %reshape_14 = reshape %2 : tile<f32> -> tile<1x1xf32> loc(#loc30)
  %3 = divf %reshape, %reshape_14  : tile<1x1xf32> loc(#loc30)
  %4 = iota : tile<128xi32> loc(#loc31)
  %reshape_15 = reshape %4 : tile<128xi32> -> tile<1x128xi32> loc(#loc31)
  %reshape_16 = reshape %assume_0 : tile<i32> -> tile<1x1xi32> loc(#loc31)
  %bcast = broadcast %reshape_16 : tile<1x1xi32> -> tile<1x128xi32> loc(#loc31)
  %5 = cmpi less_than %reshape_15, %bcast, signed : tile<1x128xi32> -> tile<1x128xi1> loc(#loc31)
  %bcast_17 = broadcast %3 : tile<1x1xf32> -> tile<1x128xf32> loc(#loc32)
  %6 = subf %1, %bcast_17  : tile<1x128xf32> loc(#loc32)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc33)
  %reshape_18 = reshape %cst_0_f32 : tile<f32> -> tile<1x1xf32> loc(#loc34)
  %bcast_19 = broadcast %reshape_18 : tile<1x1xf32> -> tile<1x128xf32> loc(#loc34)
  %7 = select %5, %6, %bcast_19 : tile<1x128xi1>, tile<1x128xf32> loc(#loc34)
  %8 = mulf %7, %7  : tile<1x128xf32> loc(#loc35)
  %reduce_20 = reduce %8 dim=1 identities=[0.000000e+00 : f32] : tile<1x128xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %19 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc36)
    yield %19 : tile<f32> loc(#loc36)
  } loc(#loc36)
  %reshape_21 = reshape %reduce_20 : tile<1xf32> -> tile<1x1xf32> loc(#loc36)
  %9 = itof %assume_0 signed  : tile<i32> -> tile<f32> loc(#loc36)
  %reshape_22 = reshape %9 : tile<f32> -> tile<1x1xf32> loc(#loc36)
  %10 = divf %reshape_21, %reshape_22  : tile<1x1xf32> loc(#loc36)
  %reshape_23 = reshape %arg16 : tile<f32> -> tile<1x1xf32> loc(#loc37)
  %11 = addf %10, %reshape_23  : tile<1x1xf32> loc(#loc37)
  %12 = rsqrt %11 : tile<1x1xf32> loc(#loc38)
  %cst_0_i32_24 = constant <i32: 0> : tile<i32> loc(#loc39)
  %pview_25 = make_partition_view %tview_5 : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>> loc(#loc40)
  %tile_26, %result_token_27 = load_view_tko weak %pview_25[%cst_0_i32_24] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>>, tile<i32> -> tile<128xbf16>, token loc(#loc40)
  %13 = ftof %tile_26  : tile<128xbf16> -> tile<128xf32> loc(#loc53)
  %cst_0_i32_28 = constant <i32: 0> : tile<i32> loc(#loc42)
  %pview_29 = make_partition_view %tview_8 : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>> loc(#loc43)
  %tile_30, %result_token_31 = load_view_tko weak %pview_29[%cst_0_i32_28] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xbf16, strides=[?]>>, tile<i32> -> tile<128xbf16>, token loc(#loc43)
  %14 = ftof %tile_30  : tile<128xbf16> -> tile<128xf32> loc(#loc54)
  %bcast_32 = broadcast %12 : tile<1x1xf32> -> tile<1x128xf32> loc(#loc45)
  %15 = mulf %7, %bcast_32  : tile<1x128xf32> loc(#loc45)
  %reshape_33 = reshape %13 : tile<128xf32> -> tile<1x128xf32> loc(#loc46)
  %reshape_34 = reshape %14 : tile<128xf32> -> tile<1x128xf32> loc(#loc47)
  %16 = fma %15, %reshape_33, %reshape_34  : tile<1x128xf32> loc(#loc45)
  %cst_0_i32_35 = constant <i32: 0> : tile<i32> loc(#loc48)
  %17 = ftof %16  : tile<1x128xf32> -> tile<1x128xbf16> loc(#loc55)
  %pview_36 = make_partition_view %tview_13 : partition_view<tile=(1x128), tensor_view<?x?xbf16, strides=[?,?]>> loc(#loc51)
  %18 = store_view_tko weak %17, %pview_36[%blockId_x, %cst_0_i32_35] token = %0 : tile<1x128xbf16>, partition_view<tile=(1x128), tensor_view<?x?xbf16, strides=[?,?]>>, tile<i32> -> token loc(#loc51)
  return loc(#loc24)
} loc(#loc25)
#di_file = #cuda_tile.di_file<"workloads.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/workloads.py":22:0)
#loc1 = loc("kernels/workloads.py":23:10)
#loc2 = loc("kernels/workloads.py":25:31)
#loc3 = loc("kernels/workloads.py":25:8)
#loc4 = loc("cuda/tile/_stub.py":678:15)
#loc5 = loc("kernels/workloads.py":26:11)
#loc6 = loc("kernels/workloads.py":27:11)
#loc7 = loc("kernels/workloads.py":28:23)
#loc8 = loc("kernels/workloads.py":28:33)
#loc9 = loc("kernels/workloads.py":28:8)
#loc10 = loc("kernels/workloads.py":29:17)
#loc11 = loc("kernels/workloads.py":29:10)
#loc12 = loc("kernels/workloads.py":30:20)
#loc13 = loc("kernels/workloads.py":30:11)
#loc14 = loc("kernels/workloads.py":31:27)
#loc15 = loc("kernels/workloads.py":31:9)
#loc16 = loc("kernels/workloads.py":32:27)
#loc17 = loc("kernels/workloads.py":32:9)
#loc18 = loc("kernels/workloads.py":33:8)
#loc19 = loc("kernels/workloads.py":33:19)
#loc20 = loc("kernels/workloads.py":33:33)
#loc21 = loc("kernels/workloads.py":34:30)
#loc22 = loc("kernels/workloads.py":34:39)
#loc23 = loc("kernels/workloads.py":34:4)
#loc24 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 21, name = "layernorm_rows", linkageName = "layernorm_rows_Kt1_A2bf16_3l0_A1bf16_1l0_A1bf16_1l0_A2bf16_3l0_Sf32_I128", compileUnit = #di_compile_unit, scopeLine = 21>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram3 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s2", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram4 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s3", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc25 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc4 in #di_subprogram1>
#loc30 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc4 in #di_subprogram2>
#loc42 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc4 in #di_subprogram3>
#loc45 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc46 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc47 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc48 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc49 = #cuda_tile.di_loc<#loc4 in #di_subprogram4>
#loc50 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
#loc51 = #cuda_tile.di_loc<#loc23 in #di_subprogram>
#loc52 = loc(callsite(#loc29 at #loc28))
#loc53 = loc(callsite(#loc41 at #loc40))
#loc54 = loc(callsite(#loc44 at #loc43))
#loc55 = loc(callsite(#loc49 at #loc50))
