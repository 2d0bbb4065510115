entry @while_converge_Kt1_A1f32_1l0_A1f32_1l0_A1i32_1l0_Sf32_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<f32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc22)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc22)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc22)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc22)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc22)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc22)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc22)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc22)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc22)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc22)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc23)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc24)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc24)
  %cst_0_i32_7 = constant <i32: 0> : tile<i32> loc(#loc25)
  %cst_f32 = constant <f32: 1.000000e+30> : tile<f32> loc(#loc26)
  %cst_f32_8 = constant <f32: 5.000000e-01> : tile<f32> loc(#loc27)
  %reshape = reshape %cst_f32_8 : tile<f32> -> tile<1xf32> loc(#loc27)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32> loc(#loc27)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc28)
  %1:3 = loop iter_values(%arg10 = %cst_f32, %arg11 = %cst_0_i32_7, %arg12 = %tile) : tile<f32>, tile<i32>, tile<64xf32> -> tile<f32>, tile<i32>, tile<64xf32> {
    %4 = cmpf greater_than ordered %arg10, %arg9 : tile<f32> -> tile<i1> loc(#loc30)
    %5 = if %4 -> (tile<i1>) {
      %cst_50_i32 = constant <i32: 50> : tile<i32> loc(#loc31)
      %12 = cmpi less_than %arg11, %cst_50_i32, signed : tile<i32> -> tile<i1> loc(#loc32)
      yield %12 : tile<i1> loc(#loc30)
    } else {
      yield %4 : tile<i1> loc(#loc30)
    } loc(#loc30)
    if %5 {
    } else {
      break %arg10, %arg11, %arg12 : tile<f32>, tile<i32>, tile<64xf32> loc(#loc29)
    } loc(#loc29)
    %6 = divf %tile, %arg12  : tile<64xf32> loc(#loc33)
    %7 = addf %arg12, %6  : tile<64xf32> loc(#loc34)
    %8 = mulf %bcast, %7  : tile<64xf32> loc(#loc27)
    %9 = subf %8, %arg12  : tile<64xf32> loc(#loc35)
    %10 = absf %9 : tile<64xf32> loc(#loc36)
    %reduce = reduce %10 dim=0 identities=[0xFF800000 : f32] : tile<64xf32> -> tile<f32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %12 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc37)
      yield %12 : tile<f32> loc(#loc37)
    } loc(#loc37)
    %11 = addi %arg11, %cst_1_i32 : tile<i32> loc(#loc38)
    continue %reduce, %11, %8 : tile<f32>, tile<i32>, tile<64xf32> loc(#loc29)
  } loc(#loc29)
  %cst_0_i32_9 = constant <i32: 0> : tile<i32> loc(#loc39)
  %pview_10 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc40)
  %2 = store_view_tko weak %1#2, %pview_10[%cst_0_i32_9] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc40)
  %cst_0_i32_11 = constant <i32: 0> : tile<i32> loc(#loc41)
  %reshape_12 = reshape %1#1 : tile<i32> -> tile<1xi32> loc(#loc42)
  %pview_13 = make_partition_view %tview_6 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>> loc(#loc42)
  %3 = store_view_tko weak %reshape_12, %pview_13[%cst_0_i32_11] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc42)
  return loc(#loc21)
} loc(#loc22)
#di_file = #cuda_tile.di_file<"shapes_views_flow.py" in "kernels">
#loc = loc("kernels/shapes_views_flow.py":138:0)
#loc1 = loc("kernels/shapes_views_flow.py":140:26)
#loc2 = loc("kernels/shapes_views_flow.py":140:8)
#loc3 = loc("kernels/shapes_views_flow.py":142:9)
#loc4 = loc("kernels/shapes_views_flow.py":143:12)
#loc5 = loc("kernels/shapes_views_flow.py":145:13)
#loc6 = loc("kernels/shapes_views_flow.py":148:14)
#loc7 = loc("kernels/shapes_views_flow.py":144:4)
#loc8 = loc("kernels/shapes_views_flow.py":144:10)
#loc9 = loc("kernels/shapes_views_flow.py":144:31)
#loc10 = loc("kernels/shapes_views_flow.py":144:26)
#loc11 = loc("kernels/shapes_views_flow.py":145:24)
#loc12 = loc("kernels/shapes_views_flow.py":145:20)
#loc13 = loc("kernels/shapes_views_flow.py":146:30)
#loc14 = loc("kernels/shapes_views_flow.py":146:23)
#loc15 = loc("kernels/shapes_views_flow.py":146:16)
#loc16 = loc("kernels/shapes_views_flow.py":148:8)
#loc17 = loc("kernels/shapes_views_flow.py":149:25)
#loc18 = loc("kernels/shapes_views_flow.py":149:4)
#loc19 = loc("kernels/shapes_views_flow.py":150:29)
#loc20 = loc("kernels/shapes_views_flow.py":150:4)
#loc21 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 137, name = "while_converge", linkageName = "while_converge_Kt1_A1f32_1l0_A1f32_1l0_A1i32_1l0_Sf32_I64", compileUnit = #di_compile_unit, scopeLine = 137>
#loc22 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
