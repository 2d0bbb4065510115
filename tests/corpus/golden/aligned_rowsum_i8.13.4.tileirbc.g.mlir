entry @aligned_rowsum_Kt1_A2i8_1v8l0_2t1_p8_A2f32_3l0_I8_I64(%arg0: tile<ptr<i8>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc14)
  %assume = assume div_by<8>, %arg0 : tile<ptr<i8>> loc(#loc15)
  %assume_0 = assume div_by<8>, %arg3 : tile<i32> loc(#loc15)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc14)
  %assume_1 = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc14)
  %assume_2 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc14)
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32> loc(#loc14)
  %assume_assume_assume = assume div_by<8>, %assume_assume : tile<i32> loc(#loc14)
  %tview = make_tensor_view %assume, shape = [%assume_1, %assume_2], strides = [%assume_assume_assume, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]> loc(#loc14)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc14)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc14)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc14)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc14)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc14)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc16)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<8x1xf32> loc(#loc17)
  %pview = make_partition_view %tview : partition_view<tile=(8x64), tensor_view<?x?xi8, strides=[?,1]>> loc(#loc18)
  %1:2 = get_index_space_shape %pview : partition_view<tile=(8x64), tensor_view<?x?xi8, strides=[?,1]>> -> tile<i32> loc(#loc18)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc19)
  %cst_1_i32_8 = constant <i32: 1> : tile<i32> loc(#loc19)
  %pview_9 = make_partition_view %tview : partition_view<tile=(8x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>> loc(#loc20)
  %for = for %loopIdx in (%cst_0_i32 to %1#1, step %cst_1_i32_8) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<8x1xf32>) {
    %tile, %result_token = load_view_tko weak %pview_9[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(8x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<8x64xi8>, token loc(#loc20)
    %3 = itof %tile signed  : tile<8x64xi8> -> tile<8x64xf32> loc(#loc27)
    %reduce = reduce %3 dim=1 identities=[0.000000e+00 : f32] : tile<8x64xf32> -> tile<8xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %5 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc23)
      yield %5 : tile<f32> loc(#loc23)
    } loc(#loc23)
    %reshape = reshape %reduce : tile<8xf32> -> tile<8x1xf32> loc(#loc23)
    %4 = addf %iterArg0, %reshape  : tile<8x1xf32> loc(#loc24)
    continue %4 : tile<8x1xf32> loc(#loc21)
  } loc(#loc21)
  %cst_0_i32_10 = constant <i32: 0> : tile<i32> loc(#loc25)
  %pview_11 = make_partition_view %tview_7 : partition_view<tile=(8x1), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc26)
  %2 = store_view_tko weak %for, %pview_11[%blockId_x, %cst_0_i32_10] token = %0 : tile<8x1xf32>, partition_view<tile=(8x1), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc26)
  return loc(#loc13)
} loc(#loc14)
#di_file = #cuda_tile.di_file<"constrained_arrays.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/constrained_arrays.py":34:0)
#loc1 = loc("kernels/constrained_arrays.py":34:19)
#loc2 = loc("kernels/constrained_arrays.py":35:9)
#loc3 = loc("kernels/constrained_arrays.py":36:10)
#loc4 = loc("kernels/constrained_arrays.py":37:19)
#loc5 = loc("kernels/constrained_arrays.py":37:13)
#loc6 = loc("kernels/constrained_arrays.py":38:22)
#loc7 = loc("kernels/constrained_arrays.py":37:4)
#loc8 = loc("cuda/tile/_stub.py":678:15)
#loc9 = loc("kernels/constrained_arrays.py":38:15)
#loc10 = loc("kernels/constrained_arrays.py":38:8)
#loc11 = loc("kernels/constrained_arrays.py":40:29)
#loc12 = loc("kernels/constrained_arrays.py":40:4)
#loc13 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 33, name = "aligned_rowsum", linkageName = "aligned_rowsum_Kt1_A2i8_1v8l0_2t1_p8_A2f32_3l0_I8_I64", compileUnit = #di_compile_unit, scopeLine = 33>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc14 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc8 in #di_subprogram1>
#loc23 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc27 = loc(callsite(#loc22 at #loc20))
