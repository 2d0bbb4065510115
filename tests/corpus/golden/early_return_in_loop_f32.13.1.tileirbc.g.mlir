entry @early_return_in_loop_Kt1_A1f32_1l0_A1f32_1l0_Sf32_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<f32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc21)
  %false = constant <i1: false> : tile<i1> loc(#loc22)
  %true = constant <i1: true> : tile<i1> loc(#loc22)
  %false_0 = constant <i1: false> : tile<i1> loc(#loc22)
  %true_1 = constant <i1: true> : tile<i1> loc(#loc22)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc21)
  %assume_2 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc21)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc21)
  %assume_3 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc21)
  %assume_4 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc21)
  %tview_5 = make_tensor_view %arg3, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc21)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc23)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<32xf32> loc(#loc24)
  %cst_8_i32 = constant <i32: 8> : tile<i32> loc(#loc25)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc26)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc26)
  %cst_8_i32_6 = constant <i32: 8> : tile<i32> loc(#loc27)
  %1 = muli %blockId_x, %cst_8_i32_6 : tile<i32> loc(#loc28)
  %cst_1_i32_7 = constant <i32: 1> : tile<i32> loc(#loc29)
  %2 = cmpi equal %blockId_x, %cst_1_i32_7, signed : tile<i32> -> tile<i1> loc(#loc30)
  %for:4 = for %loopIdx in (%cst_0_i32 to %cst_8_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %false, %iterArg2 = %false_0, %iterArg3 = %0) -> (tile<32xf32>, tile<i1>, tile<i1>, token) {
    if %iterArg2 {
      continue %iterArg0, %iterArg1, %iterArg2, %iterArg3 : tile<32xf32>, tile<i1>, tile<i1>, token loc(#loc22)
    } else {
    } loc(#loc22)
    %4 = addi %1, %loopIdx : tile<i32> loc(#loc28)
    %pview_8 = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>> loc(#loc31)
    %tile, %result_token = load_view_tko weak %pview_8[%4] token = %0 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<32xf32>, token loc(#loc31)
    %5 = addf %iterArg0, %tile  : tile<32xf32> loc(#loc32)
    %6 = if %2 -> (token) {
      %reduce = reduce %5 dim=0 identities=[0.000000e+00 : f32] : tile<32xf32> -> tile<f32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %9 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc34)
        yield %9 : tile<f32> loc(#loc34)
      } loc(#loc34)
      %7 = cmpf greater_than ordered %reduce, %arg6 : tile<f32> -> tile<i1> loc(#loc34)
      %8 = if %7 -> (token) {
        %cst_f32 = constant <f32: -1.000000e+00> : tile<f32> loc(#loc36)
        %reshape = reshape %cst_f32 : tile<f32> -> tile<1xf32> loc(#loc37)
        %bcast = broadcast %reshape : tile<1xf32> -> tile<32xf32> loc(#loc37)
        %9 = mulf %5, %bcast  : tile<32xf32> loc(#loc37)
        %pview_9 = make_partition_view %tview_5 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>> loc(#loc38)
        %10 = store_view_tko weak %9, %pview_9[%blockId_x] token = %iterArg3 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc38)
        continue %iterArg0, %true, %true_1, %10 : tile<32xf32>, tile<i1>, tile<i1>, token loc(#loc39)
      } else {
        yield %iterArg3 : token loc(#loc35)
      } loc(#loc35)
      yield %8 : token loc(#loc33)
    } else {
      yield %iterArg3 : token loc(#loc33)
    } loc(#loc33)
    continue %5, %iterArg1, %iterArg2, %6 : tile<32xf32>, tile<i1>, tile<i1>, token loc(#loc22)
  } loc(#loc22)
  if %for#1 {
    return loc(#loc22)
  } else {
  } loc(#loc22)
  %pview = make_partition_view %tview_5 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>> loc(#loc40)
  %3 = store_view_tko weak %for#0, %pview[%blockId_x] token = %for#3 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc40)
  return loc(#loc20)
} loc(#loc21)
#di_file = #cuda_tile.di_file<"odd_shapes_params.py" in "kernels">
#loc = loc("kernels/odd_shapes_params.py":149:0)
#loc1 = loc("kernels/odd_shapes_params.py":152:4)
#loc2 = loc("kernels/odd_shapes_params.py":150:8)
#loc3 = loc("kernels/odd_shapes_params.py":151:10)
#loc4 = loc("kernels/odd_shapes_params.py":152:19)
#loc5 = loc("kernels/odd_shapes_params.py":152:13)
#loc6 = loc("kernels/odd_shapes_params.py":153:34)
#loc7 = loc("kernels/odd_shapes_params.py":153:30)
#loc8 = loc("kernels/odd_shapes_params.py":155:16)
#loc9 = loc("kernels/odd_shapes_params.py":155:11)
#loc10 = loc("kernels/odd_shapes_params.py":153:12)
#loc11 = loc("kernels/odd_shapes_params.py":154:8)
#loc12 = loc("kernels/odd_shapes_params.py":155:8)
#loc13 = loc("kernels/odd_shapes_params.py":156:15)
#loc14 = loc("kernels/odd_shapes_params.py":156:12)
#loc15 = loc("kernels/odd_shapes_params.py":157:53)
#loc16 = loc("kernels/odd_shapes_params.py":157:47)
#loc17 = loc("kernels/odd_shapes_params.py":157:16)
#loc18 = loc("kernels/odd_shapes_params.py":158:16)
#loc19 = loc("kernels/odd_shapes_params.py":159:4)
#loc20 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 148, name = "early_return_in_loop", linkageName = "early_return_in_loop_Kt1_A1f32_1l0_A1f32_1l0_Sf32_I32", compileUnit = #di_compile_unit, scopeLine = 148>
#loc21 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
