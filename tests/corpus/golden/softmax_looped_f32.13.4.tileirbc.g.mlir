entry @softmax_looped_Kt1_A2f32_3l0_A2f32_3l0_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc24)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc24)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc24)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc24)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc24)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc24)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc24)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc24)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc24)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc24)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc24)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc25)
  %pview = make_partition_view %tview : partition_view<tile=(1x128), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc26)
  %1:2 = get_index_space_shape %pview : partition_view<tile=(1x128), tensor_view<?x?xf32, strides=[?,?]>> -> tile<i32> loc(#loc26)
  %cst_f32 = constant <f32: 0xFF800000> : tile<1x1xf32> loc(#loc27)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc28)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc28)
  %pview_8 = make_partition_view %tview : partition_view<tile=(1x128), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>> loc(#loc29)
  %for = for %loopIdx in (%cst_0_i32 to %1#1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_f32) -> (tile<1x1xf32>) {
    %tile, %result_token = load_view_tko weak %pview_8[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x128), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x128xf32>, token loc(#loc29)
    %reduce = reduce %tile dim=1 identities=[0xFF800000 : f32] : tile<1x128xf32> -> tile<1xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %3 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc31)
      yield %3 : tile<f32> loc(#loc31)
    } loc(#loc31)
    %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32> loc(#loc31)
    %2 = maxf %iterArg0, %reshape : tile<1x1xf32> loc(#loc32)
    continue %2 : tile<1x1xf32> loc(#loc30)
  } loc(#loc30)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1x1xf32> loc(#loc33)
  %cst_0_i32_9 = constant <i32: 0> : tile<i32> loc(#loc34)
  %cst_1_i32_10 = constant <i32: 1> : tile<i32> loc(#loc34)
  %pview_11 = make_partition_view %tview : partition_view<tile=(1x128), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>> loc(#loc35)
  %bcast = broadcast %for : tile<1x1xf32> -> tile<1x128xf32> loc(#loc36)
  %for_12 = for %loopIdx in (%cst_0_i32_9 to %1#1, step %cst_1_i32_10) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<1x1xf32>) {
    %tile, %result_token = load_view_tko weak %pview_11[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x128), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x128xf32>, token loc(#loc35)
    %2 = subf %tile, %bcast  : tile<1x128xf32> loc(#loc36)
    %3 = exp %2  : tile<1x128xf32> loc(#loc38)
    %reduce = reduce %3 dim=1 identities=[0.000000e+00 : f32] : tile<1x128xf32> -> tile<1xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %5 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc39)
      yield %5 : tile<f32> loc(#loc39)
    } loc(#loc39)
    %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32> loc(#loc39)
    %4 = addf %iterArg0, %reshape  : tile<1x1xf32> loc(#loc40)
    continue %4 : tile<1x1xf32> loc(#loc37)
  } loc(#loc37)
  %cst_0_i32_13 = constant <i32: 0> : tile<i32> loc(#loc41)
  %cst_1_i32_14 = constant <i32: 1> : tile<i32> loc(#loc41)
  %pview_15 = make_partition_view %tview : partition_view<tile=(1x128), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>> loc(#loc42)
  %bcast_16 = broadcast %for : tile<1x1xf32> -> tile<1x128xf32> loc(#loc43)
  %bcast_17 = broadcast %for_12 : tile<1x1xf32> -> tile<1x128xf32> loc(#loc44)
  %pview_18 = make_partition_view %tview_7 : partition_view<tile=(1x128), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc45)
  for %loopIdx in (%cst_0_i32_13 to %1#1, step %cst_1_i32_14) : tile<i32> {
    %tile, %result_token = load_view_tko weak %pview_15[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x128), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x128xf32>, token loc(#loc42)
    %2 = subf %tile, %bcast_16  : tile<1x128xf32> loc(#loc43)
    %3 = exp %2  : tile<1x128xf32> loc(#loc44)
    %4 = divf %3, %bcast_17  : tile<1x128xf32> loc(#loc44)
    %5 = store_view_tko weak %4, %pview_18[%blockId_x, %loopIdx] token = %0 : tile<1x128xf32>, partition_view<tile=(1x128), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc45)
  } loc(#loc46)
  return loc(#loc23)
} loc(#loc24)
#di_file = #cuda_tile.di_file<"row_kernels.py" in "kernels">
#loc = loc("kernels/row_kernels.py":12:0)
#loc1 = loc("kernels/row_kernels.py":14:10)
#loc2 = loc("kernels/row_kernels.py":15:14)
#loc3 = loc("kernels/row_kernels.py":16:8)
#loc4 = loc("kernels/row_kernels.py":17:13)
#loc5 = loc("kernels/row_kernels.py":18:12)
#loc6 = loc("kernels/row_kernels.py":17:4)
#loc7 = loc("kernels/row_kernels.py":19:26)
#loc8 = loc("kernels/row_kernels.py":19:12)
#loc9 = loc("kernels/row_kernels.py":20:8)
#loc10 = loc("kernels/row_kernels.py":21:13)
#loc11 = loc("kernels/row_kernels.py":22:12)
#loc12 = loc("kernels/row_kernels.py":23:27)
#loc13 = loc("kernels/row_kernels.py":21:4)
#loc14 = loc("kernels/row_kernels.py":23:20)
#loc15 = loc("kernels/row_kernels.py":23:13)
#loc16 = loc("kernels/row_kernels.py":23:8)
#loc17 = loc("kernels/row_kernels.py":24:13)
#loc18 = loc("kernels/row_kernels.py":25:12)
#loc19 = loc("kernels/row_kernels.py":26:51)
#loc20 = loc("kernels/row_kernels.py":26:44)
#loc21 = loc("kernels/row_kernels.py":26:8)
#loc22 = loc("kernels/row_kernels.py":24:4)
#loc23 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 11, name = "softmax_looped", linkageName = "softmax_looped_Kt1_A2f32_3l0_A2f32_3l0_I128", compileUnit = #di_compile_unit, scopeLine = 11>
#loc24 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc45 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc46 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
