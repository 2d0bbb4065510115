entry @row_softmax_view_Kt1_A2f16_3l0_A2f16_3l0_I128(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc14)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc14)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc14)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc14)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc14)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc14)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc14)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc14)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc14)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc14)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc14)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc15)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc16)
  %pview = make_partition_view %tview : partition_view<tile=(1x128), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,?]>> loc(#loc17)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x128), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<1x128xf16>, token loc(#loc17)
  %1 = ftof %tile  : tile<1x128xf16> -> tile<1x128xf32> loc(#loc28)
  %reduce = reduce %1 dim=1 identities=[0xFF800000 : f32] : tile<1x128xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %7 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc19)
    yield %7 : tile<f32> loc(#loc19)
  } loc(#loc19)
  %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32> loc(#loc19)
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<1x128xf32> loc(#loc20)
  %2 = subf %1, %bcast  : tile<1x128xf32> loc(#loc20)
  %3 = exp %2  : tile<1x128xf32> loc(#loc21)
  %cst_0_i32_8 = constant <i32: 0> : tile<i32> loc(#loc22)
  %reduce_9 = reduce %3 dim=1 identities=[0.000000e+00 : f32] : tile<1x128xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %7 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc23)
    yield %7 : tile<f32> loc(#loc23)
  } loc(#loc23)
  %reshape_10 = reshape %reduce_9 : tile<1xf32> -> tile<1x1xf32> loc(#loc23)
  %bcast_11 = broadcast %reshape_10 : tile<1x1xf32> -> tile<1x128xf32> loc(#loc24)
  %4 = divf %3, %bcast_11  : tile<1x128xf32> loc(#loc24)
  %5 = ftof %4  : tile<1x128xf32> -> tile<1x128xf16> loc(#loc29)
  %pview_12 = make_partition_view %tview_7 : partition_view<tile=(1x128), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc27)
  %6 = store_view_tko weak %5, %pview_12[%blockId_x, %cst_0_i32_8] token = %0 : tile<1x128xf16>, partition_view<tile=(1x128), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token loc(#loc27)
  return loc(#loc13)
} loc(#loc14)
#di_file = #cuda_tile.di_file<"strided_inputs.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/strided_inputs.py":28:0)
#loc1 = loc("kernels/strided_inputs.py":29:10)
#loc2 = loc("kernels/strided_inputs.py":30:31)
#loc3 = loc("kernels/strided_inputs.py":30:8)
#loc4 = loc("cuda/tile/_stub.py":678:15)
#loc5 = loc("kernels/strided_inputs.py":31:19)
#loc6 = loc("kernels/strided_inputs.py":31:15)
#loc7 = loc("kernels/strided_inputs.py":31:8)
#loc8 = loc("kernels/strided_inputs.py":32:30)
#loc9 = loc("kernels/strided_inputs.py":32:44)
#loc10 = loc("kernels/strided_inputs.py":32:40)
#loc11 = loc("kernels/strided_inputs.py":32:39)
#loc12 = loc("kernels/strided_inputs.py":32:4)
#loc13 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 27, name = "row_softmax_view", linkageName = "row_softmax_view_Kt1_A2f16_3l0_A2f16_3l0_I128", compileUnit = #di_compile_unit, scopeLine = 27>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc14 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc4 in #di_subprogram1>
#loc19 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc4 in #di_subprogram2>
#loc26 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc28 = loc(callsite(#loc18 at #loc17))
#loc29 = loc(callsite(#loc25 at #loc26))
