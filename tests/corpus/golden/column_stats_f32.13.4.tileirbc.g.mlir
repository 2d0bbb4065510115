entry @column_stats_Kt1_A2f32_3l0_A2f32_3l0_A2f32_3l0_I16_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc20)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc20)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc20)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc20)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc20)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc20)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc20)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc20)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc20)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc20)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc20)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc20)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc20)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc20)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc20)
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc20)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc21)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1x32xf32> loc(#loc22)
  %cst_0_f32_13 = constant <f32: 0.000000e+00> : tile<1x32xf32> loc(#loc23)
  %pview = make_partition_view %tview : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc24)
  %1:2 = get_index_space_shape %pview : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>> -> tile<i32> loc(#loc24)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc25)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc25)
  %pview_14 = make_partition_view %tview : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>> loc(#loc26)
  %for:2 = for %loopIdx in (%cst_0_i32 to %1#0, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %cst_0_f32_13) -> (tile<1x32xf32>, tile<1x32xf32>) {
    %tile, %result_token = load_view_tko weak %pview_14[%loopIdx, %blockId_x] token = %0 : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<16x32xf32>, token loc(#loc26)
    %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<16x32xf32> -> tile<32xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %13 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc28)
      yield %13 : tile<f32> loc(#loc28)
    } loc(#loc28)
    %reshape_21 = reshape %reduce : tile<32xf32> -> tile<1x32xf32> loc(#loc28)
    %10 = addf %iterArg0, %reshape_21  : tile<1x32xf32> loc(#loc29)
    %11 = mulf %tile, %tile  : tile<16x32xf32> loc(#loc30)
    %reduce_22 = reduce %11 dim=0 identities=[0.000000e+00 : f32] : tile<16x32xf32> -> tile<32xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %13 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc31)
      yield %13 : tile<f32> loc(#loc31)
    } loc(#loc31)
    %reshape_23 = reshape %reduce_22 : tile<32xf32> -> tile<1x32xf32> loc(#loc31)
    %12 = addf %iterArg1, %reshape_23  : tile<1x32xf32> loc(#loc32)
    continue %10, %12 : tile<1x32xf32>, tile<1x32xf32> loc(#loc27)
  } loc(#loc27)
  %2 = itof %assume signed  : tile<i32> -> tile<f32> loc(#loc33)
  %reshape = reshape %2 : tile<f32> -> tile<1x1xf32> loc(#loc33)
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<1x32xf32> loc(#loc33)
  %3 = divf %for#0, %bcast  : tile<1x32xf32> loc(#loc33)
  %cst_0_i32_15 = constant <i32: 0> : tile<i32> loc(#loc34)
  %pview_16 = make_partition_view %tview_7 : partition_view<tile=(1x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc35)
  %4 = store_view_tko weak %3, %pview_16[%cst_0_i32_15, %blockId_x] token = %0 : tile<1x32xf32>, partition_view<tile=(1x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc35)
  %cst_0_i32_17 = constant <i32: 0> : tile<i32> loc(#loc36)
  %5 = itof %assume signed  : tile<i32> -> tile<f32> loc(#loc37)
  %reshape_18 = reshape %5 : tile<f32> -> tile<1x1xf32> loc(#loc37)
  %bcast_19 = broadcast %reshape_18 : tile<1x1xf32> -> tile<1x32xf32> loc(#loc37)
  %6 = divf %for#1, %bcast_19  : tile<1x32xf32> loc(#loc37)
  %7 = negf %3 : tile<1x32xf32> loc(#loc37)
  %8 = fma %7, %3, %6  : tile<1x32xf32> loc(#loc37)
  %pview_20 = make_partition_view %tview_12 : partition_view<tile=(1x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc38)
  %9 = store_view_tko weak %8, %pview_20[%cst_0_i32_17, %blockId_x] token = %0 : tile<1x32xf32>, partition_view<tile=(1x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc38)
  return loc(#loc19)
} loc(#loc20)
#di_file = #cuda_tile.di_file<"row_kernels.py" in "kernels">
#loc = loc("kernels/row_kernels.py":139:0)
#loc1 = loc("kernels/row_kernels.py":141:9)
#loc2 = loc("kernels/row_kernels.py":143:8)
#loc3 = loc("kernels/row_kernels.py":144:9)
#loc4 = loc("kernels/row_kernels.py":145:19)
#loc5 = loc("kernels/row_kernels.py":145:13)
#loc6 = loc("kernels/row_kernels.py":146:12)
#loc7 = loc("kernels/row_kernels.py":145:4)
#loc8 = loc("kernels/row_kernels.py":147:13)
#loc9 = loc("kernels/row_kernels.py":147:8)
#loc10 = loc("kernels/row_kernels.py":148:21)
#loc11 = loc("kernels/row_kernels.py":148:14)
#loc12 = loc("kernels/row_kernels.py":148:8)
#loc13 = loc("kernels/row_kernels.py":149:11)
#loc14 = loc("kernels/row_kernels.py":150:28)
#loc15 = loc("kernels/row_kernels.py":150:4)
#loc16 = loc("kernels/row_kernels.py":151:27)
#loc17 = loc("kernels/row_kernels.py":151:40)
#loc18 = loc("kernels/row_kernels.py":151:4)
#loc19 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 138, name = "column_stats", linkageName = "column_stats_Kt1_A2f32_3l0_A2f32_3l0_A2f32_3l0_I16_I32", compileUnit = #di_compile_unit, scopeLine = 138>
#loc20 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
