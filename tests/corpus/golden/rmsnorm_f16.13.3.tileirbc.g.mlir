entry @rmsnorm_rows_Kt1_A2f16_3l0_A1f16_1l0_A2f16_3l0_Sf32_I128(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f16>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<f32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc16)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc16)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc16)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc16)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc16)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc16)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc16)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc16)
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc16)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc16)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc16)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc16)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc16)
  %tview_10 = make_tensor_view %arg8, shape = [%assume_6, %assume_7], strides = [%assume_8, %assume_9] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc16)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc17)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc18)
  %pview = make_partition_view %tview : partition_view<tile=(1x128), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc19)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x128), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<1x128xf16>, token loc(#loc19)
  %1 = ftof %tile  : tile<1x128xf16> -> tile<1x128xf32> loc(#loc33)
  %2 = mulf %1, %1  : tile<1x128xf32> loc(#loc21)
  %reduce = reduce %2 dim=1 identities=[0.000000e+00 : f32] : tile<1x128xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %11 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc22)
    yield %11 : tile<f32> loc(#loc22)
  } loc(#loc22)
  %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32> loc(#loc22)
  %cst_128_f32 = constant <f32: 1.280000e+02> : tile<f32> loc(#loc22)
  %reshape_11 = reshape %cst_128_f32 : tile<f32> -> tile<1x1xf32> loc(#loc22)
  %3 = divf %reshape, %reshape_11  : tile<1x1xf32> loc(#loc22)
  %reshape_12 = reshape %arg13 : tile<f32> -> tile<1x1xf32> loc(#loc23)
  %4 = addf %3, %reshape_12  : tile<1x1xf32> loc(#loc23)
  %5 = rsqrt %4 : tile<1x1xf32> loc(#loc24)
  %bcast = broadcast %5 : tile<1x1xf32> -> tile<1x128xf32> loc(#loc25)
  %6 = mulf %1, %bcast  : tile<1x128xf32> loc(#loc25)
  %cst_0_i32_13 = constant <i32: 0> : tile<i32> loc(#loc26)
  %pview_14 = make_partition_view %tview_5 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>> loc(#loc27)
  %tile_15, %result_token_16 = load_view_tko weak %pview_14[%cst_0_i32_13] token = %0 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<128xf16>, token loc(#loc27)
  %7 = ftof %tile_15  : tile<128xf16> -> tile<128xf32> loc(#loc34)
  %reshape_17 = reshape %7 : tile<128xf32> -> tile<1x128xf32> loc(#loc27)
  %8 = mulf %6, %reshape_17  : tile<1x128xf32> loc(#loc25)
  %cst_0_i32_18 = constant <i32: 0> : tile<i32> loc(#loc29)
  %9 = ftof %8  : tile<1x128xf32> -> tile<1x128xf16> loc(#loc35)
  %pview_19 = make_partition_view %tview_10 : partition_view<tile=(1x128), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc32)
  %10 = store_view_tko weak %9, %pview_19[%blockId_x, %cst_0_i32_18] token = %0 : tile<1x128xf16>, partition_view<tile=(1x128), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token loc(#loc32)
  return loc(#loc15)
} loc(#loc16)
#di_file = #cuda_tile.di_file<"workloads.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/workloads.py":38:0)
#loc1 = loc("kernels/workloads.py":39:10)
#loc2 = loc("kernels/workloads.py":40:31)
#loc3 = loc("kernels/workloads.py":40:8)
#loc4 = loc("cuda/tile/_stub.py":678:15)
#loc5 = loc("kernels/workloads.py":41:16)
#loc6 = loc("kernels/workloads.py":41:9)
#loc7 = loc("kernels/workloads.py":42:21)
#loc8 = loc("kernels/workloads.py":42:12)
#loc9 = loc("kernels/workloads.py":42:8)
#loc10 = loc("kernels/workloads.py":42:51)
#loc11 = loc("kernels/workloads.py":42:33)
#loc12 = loc("kernels/workloads.py":43:30)
#loc13 = loc("kernels/workloads.py":43:39)
#loc14 = loc("kernels/workloads.py":43:4)
#loc15 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 37, name = "rmsnorm_rows", linkageName = "rmsnorm_rows_Kt1_A2f16_3l0_A1f16_1l0_A2f16_3l0_Sf32_I128", compileUnit = #di_compile_unit, scopeLine = 37>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram3 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s2", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc16 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc4 in #di_subprogram1>
#loc21 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc4 in #di_subprogram2>
#loc29 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc4 in #di_subprogram3>
#loc31 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc33 = loc(callsite(#loc20 at #loc19))
#loc34 = loc(callsite(#loc28 at #loc27))
#loc35 = loc(callsite(#loc30 at #loc31))
