entry @fp8_scale_store_Kt1_A1bf16_1l0_A1f32_1l0_A1f8m2_1l0_A1f32_1l0_I64(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f8E5M2>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc16)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc16)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc16)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xbf16, strides=[?]> loc(#loc16)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc16)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc16)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc16)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc16)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc16)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf8E5M2, strides=[?]> loc(#loc16)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc16)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc16)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc16)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc17)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xbf16, strides=[?]>> loc(#loc18)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xbf16, strides=[?]>>, tile<i32> -> tile<64xbf16>, token loc(#loc18)
  %1 = ftof %tile  : tile<64xbf16> -> tile<64xf32> loc(#loc33)
  %2 = absf %1 : tile<64xf32> loc(#loc20)
  %reduce = reduce %2 dim=0 identities=[0xFF800000 : f32] : tile<64xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %12 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc21)
    yield %12 : tile<f32> loc(#loc21)
  } loc(#loc21)
  %cst_448_f32 = constant <f32: 4.480000e+02> : tile<f32> loc(#loc22)
  %cst_f32 = constant <f32: 9.99999997E-7> : tile<f32> loc(#loc23)
  %3 = maxf %reduce, %cst_f32 : tile<f32> loc(#loc24)
  %4 = divf %cst_448_f32, %3  : tile<f32> loc(#loc22)
  %reshape = reshape %4 : tile<f32> -> tile<1xf32> loc(#loc25)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32> loc(#loc25)
  %5 = mulf %1, %bcast  : tile<64xf32> loc(#loc25)
  %6 = ftof %5  : tile<64xf32> -> tile<64xf8E5M2> loc(#loc34)
  %pview_10 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xf8E5M2, strides=[?]>> loc(#loc28)
  %7 = store_view_tko weak %6, %pview_10[%blockId_x] token = %0 : tile<64xf8E5M2>, partition_view<tile=(64), tensor_view<?xf8E5M2, strides=[?]>>, tile<i32> -> token loc(#loc28)
  %reshape_11 = reshape %4 : tile<f32> -> tile<1xf32> loc(#loc29)
  %pview_12 = make_partition_view %tview_3 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>> loc(#loc29)
  %8 = store_view_tko weak %reshape_11, %pview_12[%blockId_x] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc29)
  %9 = ftof %6  : tile<64xf8E5M2> -> tile<64xf32> loc(#loc35)
  %reshape_13 = reshape %4 : tile<f32> -> tile<1xf32> loc(#loc31)
  %bcast_14 = broadcast %reshape_13 : tile<1xf32> -> tile<64xf32> loc(#loc31)
  %10 = divf %9, %bcast_14  : tile<64xf32> loc(#loc31)
  %pview_15 = make_partition_view %tview_9 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc32)
  %11 = store_view_tko weak %10, %pview_15[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc32)
  return loc(#loc15)
} loc(#loc16)
#di_file = #cuda_tile.di_file<"dtype_mix.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/dtype_mix.py":107:0)
#loc1 = loc("kernels/dtype_mix.py":108:8)
#loc2 = loc("kernels/dtype_mix.py":109:8)
#loc3 = loc("cuda/tile/_stub.py":678:15)
#loc4 = loc("kernels/dtype_mix.py":110:18)
#loc5 = loc("kernels/dtype_mix.py":110:11)
#loc6 = loc("kernels/dtype_mix.py":111:8)
#loc7 = loc("kernels/dtype_mix.py":111:33)
#loc8 = loc("kernels/dtype_mix.py":111:16)
#loc9 = loc("kernels/dtype_mix.py":112:9)
#loc10 = loc("kernels/dtype_mix.py":112:8)
#loc11 = loc("kernels/dtype_mix.py":113:4)
#loc12 = loc("kernels/dtype_mix.py":114:4)
#loc13 = loc("kernels/dtype_mix.py":115:38)
#loc14 = loc("kernels/dtype_mix.py":115:4)
#loc15 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 106, name = "fp8_scale_store", linkageName = "fp8_scale_store_Kt1_A1bf16_1l0_A1f32_1l0_A1f8m2_1l0_A1f32_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 106>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram3 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s2", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc16 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc3 in #di_subprogram1>
#loc20 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc3 in #di_subprogram2>
#loc27 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc3 in #di_subprogram3>
#loc31 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc33 = loc(callsite(#loc19 at #loc18))
#loc34 = loc(callsite(#loc26 at #loc27))
#loc35 = loc(callsite(#loc30 at #loc31))
