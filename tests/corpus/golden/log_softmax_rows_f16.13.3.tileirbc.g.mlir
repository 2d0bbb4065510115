entry @log_softmax_rows_Kt1_A2f16_3l0_A2f16_3l0_I4_I512(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc15)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc15)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc15)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc15)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc15)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc15)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc15)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc15)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc15)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc15)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc15)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc16)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc17)
  %pview = make_partition_view %tview : partition_view<tile=(4x512), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc18)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(4x512), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<4x512xf16>, token loc(#loc18)
  %1 = ftof %tile  : tile<4x512xf16> -> tile<4x512xf32> loc(#loc30)
  %reduce = reduce %1 dim=1 identities=[0xFF800000 : f32] : tile<4x512xf32> -> tile<4xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %8 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc20)
    yield %8 : tile<f32> loc(#loc20)
  } loc(#loc20)
  %reshape = reshape %reduce : tile<4xf32> -> tile<4x1xf32> loc(#loc20)
  %bcast = broadcast %reshape : tile<4x1xf32> -> tile<4x512xf32> loc(#loc21)
  %2 = subf %1, %bcast  : tile<4x512xf32> loc(#loc21)
  %3 = exp %2  : tile<4x512xf32> loc(#loc22)
  %reduce_8 = reduce %3 dim=1 identities=[0.000000e+00 : f32] : tile<4x512xf32> -> tile<4xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %8 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc23)
    yield %8 : tile<f32> loc(#loc23)
  } loc(#loc23)
  %reshape_9 = reshape %reduce_8 : tile<4xf32> -> tile<4x1xf32> loc(#loc23)
  %4 = log %reshape_9 : tile<4x1xf32> loc(#loc24)
  %cst_0_i32_10 = constant <i32: 0> : tile<i32> loc(#loc25)
  %bcast_11 = broadcast %4 : tile<4x1xf32> -> tile<4x512xf32> loc(#loc26)
  %5 = subf %2, %bcast_11  : tile<4x512xf32> loc(#loc26)
  %6 = ftof %5  : tile<4x512xf32> -> tile<4x512xf16> loc(#loc31)
  %pview_12 = make_partition_view %tview_7 : partition_view<tile=(4x512), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc29)
  %7 = store_view_tko weak %6, %pview_12[%blockId_x, %cst_0_i32_10] token = %0 : tile<4x512xf16>, partition_view<tile=(4x512), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token loc(#loc29)
  return loc(#loc14)
} loc(#loc15)
#di_file = #cuda_tile.di_file<"row_kernels.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/row_kernels.py":80:0)
#loc1 = loc("kernels/row_kernels.py":82:10)
#loc2 = loc("kernels/row_kernels.py":83:31)
#loc3 = loc("kernels/row_kernels.py":83:8)
#loc4 = loc("cuda/tile/_stub.py":678:15)
#loc5 = loc("kernels/row_kernels.py":84:8)
#loc6 = loc("kernels/row_kernels.py":85:8)
#loc7 = loc("kernels/row_kernels.py":86:24)
#loc8 = loc("kernels/row_kernels.py":86:17)
#loc9 = loc("kernels/row_kernels.py":86:10)
#loc10 = loc("kernels/row_kernels.py":87:30)
#loc11 = loc("kernels/row_kernels.py":87:40)
#loc12 = loc("kernels/row_kernels.py":87:39)
#loc13 = loc("kernels/row_kernels.py":87:4)
#loc14 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 79, name = "log_softmax_rows", linkageName = "log_softmax_rows_Kt1_A2f16_3l0_A2f16_3l0_I4_I512", compileUnit = #di_compile_unit, scopeLine = 79>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc15 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc4 in #di_subprogram1>
#loc20 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc4 in #di_subprogram2>
#loc28 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc30 = loc(callsite(#loc19 at #loc18))
#loc31 = loc(callsite(#loc27 at #loc28))
