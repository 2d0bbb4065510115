entry @online_softmax_Kt1_A2f32_3l0_A2f32_3l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc23)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc23)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc23)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc23)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc23)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc23)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc23)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc23)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc23)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc23)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc23)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc24)
  %pview = make_partition_view %tview : partition_view<tile=(1x64), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc25)
  %1:2 = get_index_space_shape %pview : partition_view<tile=(1x64), tensor_view<?x?xf32, strides=[?,?]>> -> tile<i32> loc(#loc25)
  %cst_f32 = constant <f32: 0xFF800000> : tile<1x1xf32> loc(#loc26)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1x1xf32> loc(#loc27)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc28)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc28)
  %pview_8 = make_partition_view %tview : partition_view<tile=(1x64), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>> loc(#loc29)
  %for:2 = for %loopIdx in (%cst_0_i32 to %1#1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %cst_f32) -> (tile<1x1xf32>, tile<1x1xf32>) {
    %tile, %result_token = load_view_tko weak %pview_8[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x64), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x64xf32>, token loc(#loc29)
    %reduce = reduce %tile dim=1 identities=[0xFF800000 : f32] : tile<1x64xf32> -> tile<1xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %8 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc31)
      yield %8 : tile<f32> loc(#loc31)
    } loc(#loc31)
    %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32> loc(#loc31)
    %2 = maxf %iterArg1, %reshape : tile<1x1xf32> loc(#loc32)
    %3 = subf %iterArg1, %2  : tile<1x1xf32> loc(#loc33)
    %4 = exp %3  : tile<1x1xf32> loc(#loc34)
    %bcast_14 = broadcast %2 : tile<1x1xf32> -> tile<1x64xf32> loc(#loc35)
    %5 = subf %tile, %bcast_14  : tile<1x64xf32> loc(#loc35)
    %6 = exp %5  : tile<1x64xf32> loc(#loc36)
    %reduce_15 = reduce %6 dim=1 identities=[0.000000e+00 : f32] : tile<1x64xf32> -> tile<1xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %8 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc37)
      yield %8 : tile<f32> loc(#loc37)
    } loc(#loc37)
    %reshape_16 = reshape %reduce_15 : tile<1xf32> -> tile<1x1xf32> loc(#loc37)
    %7 = fma %iterArg0, %4, %reshape_16  : tile<1x1xf32> loc(#loc38)
    continue %7, %2 : tile<1x1xf32>, tile<1x1xf32> loc(#loc30)
  } loc(#loc30)
  %cst_0_i32_9 = constant <i32: 0> : tile<i32> loc(#loc39)
  %cst_1_i32_10 = constant <i32: 1> : tile<i32> loc(#loc39)
  %pview_11 = make_partition_view %tview : partition_view<tile=(1x64), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>> loc(#loc40)
  %bcast = broadcast %for#1 : tile<1x1xf32> -> tile<1x64xf32> loc(#loc41)
  %bcast_12 = broadcast %for#0 : tile<1x1xf32> -> tile<1x64xf32> loc(#loc42)
  %pview_13 = make_partition_view %tview_7 : partition_view<tile=(1x64), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc43)
  for %loopIdx in (%cst_0_i32_9 to %1#1, step %cst_1_i32_10) : tile<i32> {
    %tile, %result_token = load_view_tko weak %pview_11[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x64), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x64xf32>, token loc(#loc40)
    %2 = subf %tile, %bcast  : tile<1x64xf32> loc(#loc41)
    %3 = exp %2  : tile<1x64xf32> loc(#loc42)
    %4 = divf %3, %bcast_12  : tile<1x64xf32> loc(#loc42)
    %5 = store_view_tko weak %4, %pview_13[%blockId_x, %loopIdx] token = %0 : tile<1x64xf32>, partition_view<tile=(1x64), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc43)
  } loc(#loc44)
  return loc(#loc22)
} loc(#loc23)
#di_file = #cuda_tile.di_file<"row_kernels.py" in "kernels">
#loc = loc("kernels/row_kernels.py":30:0)
#loc1 = loc("kernels/row_kernels.py":32:10)
#loc2 = loc("kernels/row_kernels.py":33:8)
#loc3 = loc("kernels/row_kernels.py":34:8)
#loc4 = loc("kernels/row_kernels.py":35:8)
#loc5 = loc("kernels/row_kernels.py":36:13)
#loc6 = loc("kernels/row_kernels.py":37:12)
#loc7 = loc("kernels/row_kernels.py":36:4)
#loc8 = loc("kernels/row_kernels.py":38:30)
#loc9 = loc("kernels/row_kernels.py":38:16)
#loc10 = loc("kernels/row_kernels.py":39:23)
#loc11 = loc("kernels/row_kernels.py":39:16)
#loc12 = loc("kernels/row_kernels.py":39:50)
#loc13 = loc("kernels/row_kernels.py":39:43)
#loc14 = loc("kernels/row_kernels.py":39:36)
#loc15 = loc("kernels/row_kernels.py":39:12)
#loc16 = loc("kernels/row_kernels.py":41:13)
#loc17 = loc("kernels/row_kernels.py":42:12)
#loc18 = loc("kernels/row_kernels.py":43:50)
#loc19 = loc("kernels/row_kernels.py":43:43)
#loc20 = loc("kernels/row_kernels.py":43:8)
#loc21 = loc("kernels/row_kernels.py":41:4)
#loc22 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 29, name = "online_softmax", linkageName = "online_softmax_Kt1_A2f32_3l0_A2f32_3l0_I64", compileUnit = #di_compile_unit, scopeLine = 29>
#loc23 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
