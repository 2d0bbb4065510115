entry @nested_break_continue_Kt1_A1f32_1l0_A1f32_1l0_Si32_I16(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc31)
  %false = constant <i1: false> : tile<i1> loc(#loc32)
  %true = constant <i1: true> : tile<i1> loc(#loc32)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc31)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc31)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc31)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc31)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc31)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc31)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<16xf32> loc(#loc33)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc34)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc34)
  %cst_0_f32_4 = constant <f32: 0.000000e+00> : tile<16xf32> loc(#loc35)
  %cst_8_i32 = constant <i32: 8> : tile<i32> loc(#loc36)
  %cst_0_i32_5 = constant <i32: 0> : tile<i32> loc(#loc37)
  %cst_1_i32_6 = constant <i32: 1> : tile<i32> loc(#loc37)
  %cst_8_i32_7 = constant <i32: 8> : tile<i32> loc(#loc38)
  %pview = make_partition_view %tview : partition_view<tile=(16), tensor_view<?xf32, strides=[?]>> loc(#loc39)
  %cst_6_f32 = constant <f32: 6.000000e+00> : tile<f32> loc(#loc40)
  %cst_1_i32_8 = constant <i32: 1> : tile<i32> loc(#loc41)
  %cst_2_i32 = constant <i32: 2> : tile<i32> loc(#loc42)
  %cst_0_i32_9 = constant <i32: 0> : tile<i32> loc(#loc43)
  %false_10 = constant <i1: false> : tile<i1> loc(#loc43)
  %cst_1_i32_11 = constant <i32: 1> : tile<i32> loc(#loc44)
  %for = for %loopIdx in (%cst_0_i32 to %arg6, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<16xf32>) {
    %2 = muli %loopIdx, %cst_8_i32_7 : tile<i32> loc(#loc46)
    %for_14:2 = for %loopIdx_15 in (%cst_0_i32_5 to %cst_8_i32, step %cst_1_i32_6) : tile<i32> iter_values(%iterArg0_16 = %cst_0_f32_4, %iterArg1 = %false) -> (tile<16xf32>, tile<i1>) {
      if %iterArg1 {
        continue %iterArg0_16, %iterArg1 : tile<16xf32>, tile<i1> loc(#loc32)
      } else {
      } loc(#loc32)
      %12 = cmpi equal %loopIdx_15, %loopIdx, signed : tile<i32> -> tile<i1> loc(#loc47)
      if %12 {
        continue %iterArg0_16, %iterArg1 : tile<16xf32>, tile<i1> loc(#loc49)
      } else {
      } loc(#loc48)
      %13 = addi %2, %loopIdx_15 : tile<i32> loc(#loc46)
      %tile, %result_token = load_view_tko weak %pview[%13] token = %0 : partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<16xf32>, token loc(#loc39)
      %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<16xf32> -> tile<f32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %18 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc50)
        yield %18 : tile<f32> loc(#loc50)
      } loc(#loc50)
      %14 = cmpf greater_than ordered %reduce, %cst_6_f32 : tile<f32> -> tile<i1> loc(#loc50)
      if %14 {
        continue %iterArg0_16, %true : tile<16xf32>, tile<i1> loc(#loc52)
      } else {
      } loc(#loc51)
      %15 = addi %loopIdx_15, %cst_1_i32_8 : tile<i32> loc(#loc53)
      %16 = itof %15 signed  : tile<i32> -> tile<f32> loc(#loc54)
      %reshape = reshape %16 : tile<f32> -> tile<1xf32> loc(#loc54)
      %bcast = broadcast %reshape : tile<1xf32> -> tile<16xf32> loc(#loc54)
      %17 = fma %tile, %bcast, %iterArg0_16  : tile<16xf32> loc(#loc55)
      continue %17, %iterArg1 : tile<16xf32>, tile<i1> loc(#loc32)
    } loc(#loc32)
    %3 = remi %loopIdx, %cst_2_i32 signed : tile<i32> loc(#loc43)
    %4 = cmpi less_than %3, %cst_0_i32_9, signed : tile<i32> -> tile<i1> loc(#loc43)
    %5 = xori %4, %false_10 : tile<i1> loc(#loc43)
    %6 = cmpi not_equal %3, %cst_0_i32_9, signed : tile<i32> -> tile<i1> loc(#loc43)
    %7 = andi %5, %6 : tile<i1> loc(#loc43)
    %8 = addi %3, %cst_2_i32 : tile<i32> loc(#loc43)
    %9 = select %7, %8, %3 : tile<i1>, tile<i32> loc(#loc43)
    %10 = cmpi equal %9, %cst_1_i32_11, signed : tile<i32> -> tile<i1> loc(#loc43)
    %11 = if %10 -> (tile<16xf32>) {
      %12 = subf %iterArg0, %for_14#0  : tile<16xf32> loc(#loc57)
      yield %12 : tile<16xf32> loc(#loc56)
    } else {
      %12 = addf %iterArg0, %for_14#0  : tile<16xf32> loc(#loc58)
      yield %12 : tile<16xf32> loc(#loc56)
    } loc(#loc56)
    continue %11 : tile<16xf32> loc(#loc45)
  } loc(#loc45)
  %cst_0_i32_12 = constant <i32: 0> : tile<i32> loc(#loc59)
  %pview_13 = make_partition_view %tview_3 : partition_view<tile=(16), tensor_view<?xf32, strides=[?]>> loc(#loc60)
  %1 = store_view_tko weak %for, %pview_13[%cst_0_i32_12] token = %0 : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc60)
  return loc(#loc30)
} loc(#loc31)
#di_file = #cuda_tile.di_file<"shapes_views_flow.py" in "kernels">
#loc = loc("kernels/shapes_views_flow.py":119:0)
#loc1 = loc("kernels/shapes_views_flow.py":123:8)
#loc2 = loc("kernels/shapes_views_flow.py":120:12)
#loc3 = loc("kernels/shapes_views_flow.py":121:13)
#loc4 = loc("kernels/shapes_views_flow.py":122:14)
#loc5 = loc("kernels/shapes_views_flow.py":123:23)
#loc6 = loc("kernels/shapes_views_flow.py":123:17)
#loc7 = loc("kernels/shapes_views_flow.py":126:38)
#loc8 = loc("kernels/shapes_views_flow.py":126:16)
#loc9 = loc("kernels/shapes_views_flow.py":127:27)
#loc10 = loc("kernels/shapes_views_flow.py":129:28)
#loc11 = loc("kernels/shapes_views_flow.py":130:15)
#loc12 = loc("kernels/shapes_views_flow.py":130:11)
#loc13 = loc("kernels/shapes_views_flow.py":130:20)
#loc14 = loc("kernels/shapes_views_flow.py":121:4)
#loc15 = loc("kernels/shapes_views_flow.py":126:34)
#loc16 = loc("kernels/shapes_views_flow.py":124:15)
#loc17 = loc("kernels/shapes_views_flow.py":124:12)
#loc18 = loc("kernels/shapes_views_flow.py":125:16)
#loc19 = loc("kernels/shapes_views_flow.py":127:15)
#loc20 = loc("kernels/shapes_views_flow.py":127:12)
#loc21 = loc("kernels/shapes_views_flow.py":128:16)
#loc22 = loc("kernels/shapes_views_flow.py":129:24)
#loc23 = loc("kernels/shapes_views_flow.py":129:19)
#loc24 = loc("kernels/shapes_views_flow.py":129:12)
#loc25 = loc("kernels/shapes_views_flow.py":130:8)
#loc26 = loc("kernels/shapes_views_flow.py":131:20)
#loc27 = loc("kernels/shapes_views_flow.py":133:20)
#loc28 = loc("kernels/shapes_views_flow.py":134:25)
#loc29 = loc("kernels/shapes_views_flow.py":134:4)
#loc30 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 118, name = "nested_break_continue", linkageName = "nested_break_continue_Kt1_A1f32_1l0_A1f32_1l0_Si32_I16", compileUnit = #di_compile_unit, scopeLine = 118>
#loc31 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc45 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc46 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc47 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc48 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc49 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc50 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc51 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc52 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc53 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
#loc54 = #cuda_tile.di_loc<#loc23 in #di_subprogram>
#loc55 = #cuda_tile.di_loc<#loc24 in #di_subprogram>
#loc56 = #cuda_tile.di_loc<#loc25 in #di_subprogram>
#loc57 = #cuda_tile.di_loc<#loc26 in #di_subprogram>
#loc58 = #cuda_tile.di_loc<#loc27 in #di_subprogram>
#loc59 = #cuda_tile.di_loc<#loc28 in #di_subprogram>
#loc60 = #cuda_tile.di_loc<#loc29 in #di_subprogram>
