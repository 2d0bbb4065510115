entry @break_nested_if_Kt1_A1f32_1l0_A1f32_1l0_Sf32_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<f32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc23)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc23)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc23)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc23)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc23)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc23)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc23)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<32xf32> loc(#loc24)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc25)
  %cst_16_i32 = constant <i32: 16> : tile<i32> loc(#loc26)
  %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>> loc(#loc27)
  %cst_0_f32_4 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc28)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc29)
  %1:2 = loop iter_values(%arg7 = %cst_0_f32, %arg8 = %cst_0_i32) : tile<32xf32>, tile<i32> -> tile<32xf32>, tile<i32> {
    %6 = cmpi less_than %arg8, %cst_16_i32, signed : tile<i32> -> tile<i1> loc(#loc31)
    if %6 {
    } else {
      break %arg7, %arg8 : tile<32xf32>, tile<i32> loc(#loc30)
    } loc(#loc30)
    %tile, %result_token = load_view_tko weak %pview[%arg8] token = %0 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<32xf32>, token loc(#loc27)
    %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<32xf32> -> tile<f32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %10 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc32)
      yield %10 : tile<f32> loc(#loc32)
    } loc(#loc32)
    %7 = cmpf greater_than ordered %reduce, %cst_0_f32_4 : tile<f32> -> tile<i1> loc(#loc32)
    %8 = if %7 -> (tile<32xf32>) {
      %reduce_8 = reduce %tile dim=0 identities=[0xFF800000 : f32] : tile<32xf32> -> tile<f32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %12 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc34)
        yield %12 : tile<f32> loc(#loc34)
      } loc(#loc34)
      %10 = cmpf greater_than ordered %reduce_8, %arg6 : tile<f32> -> tile<i1> loc(#loc34)
      if %10 {
        break %arg7, %arg8 : tile<32xf32>, tile<i32> loc(#loc36)
      } else {
      } loc(#loc35)
      %11 = addf %arg7, %tile  : tile<32xf32> loc(#loc37)
      yield %11 : tile<32xf32> loc(#loc33)
    } else {
      %10 = subf %arg7, %tile  : tile<32xf32> loc(#loc38)
      yield %10 : tile<32xf32> loc(#loc33)
    } loc(#loc33)
    %9 = addi %arg8, %cst_1_i32 : tile<i32> loc(#loc39)
    continue %8, %9 : tile<32xf32>, tile<i32> loc(#loc30)
  } loc(#loc30)
  %cst_0_i32_5 = constant <i32: 0> : tile<i32> loc(#loc40)
  %cst_1_i32_6 = constant <i32: 1> : tile<i32> loc(#loc41)
  %2 = addi %1#1, %cst_1_i32_6 : tile<i32> loc(#loc42)
  %3 = itof %2 signed  : tile<i32> -> tile<f32> loc(#loc43)
  %reshape = reshape %3 : tile<f32> -> tile<1xf32> loc(#loc43)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<32xf32> loc(#loc43)
  %4 = mulf %1#0, %bcast  : tile<32xf32> loc(#loc43)
  %pview_7 = make_partition_view %tview_3 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>> loc(#loc44)
  %5 = store_view_tko weak %4, %pview_7[%cst_0_i32_5] token = %0 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc44)
  return loc(#loc22)
} loc(#loc23)
#di_file = #cuda_tile.di_file<"loops_rounding.py" in "kernels">
#loc = loc("kernels/loops_rounding.py":49:0)
#loc1 = loc("kernels/loops_rounding.py":50:10)
#loc2 = loc("kernels/loops_rounding.py":51:8)
#loc3 = loc("kernels/loops_rounding.py":52:14)
#loc4 = loc("kernels/loops_rounding.py":53:12)
#loc5 = loc("kernels/loops_rounding.py":54:23)
#loc6 = loc("kernels/loops_rounding.py":60:13)
#loc7 = loc("kernels/loops_rounding.py":52:4)
#loc8 = loc("kernels/loops_rounding.py":52:10)
#loc9 = loc("kernels/loops_rounding.py":54:11)
#loc10 = loc("kernels/loops_rounding.py":54:8)
#loc11 = loc("kernels/loops_rounding.py":55:15)
#loc12 = loc("kernels/loops_rounding.py":55:12)
#loc13 = loc("kernels/loops_rounding.py":56:16)
#loc14 = loc("kernels/loops_rounding.py":57:12)
#loc15 = loc("kernels/loops_rounding.py":59:12)
#loc16 = loc("kernels/loops_rounding.py":60:8)
#loc17 = loc("kernels/loops_rounding.py":61:25)
#loc18 = loc("kernels/loops_rounding.py":61:46)
#loc19 = loc("kernels/loops_rounding.py":61:42)
#loc20 = loc("kernels/loops_rounding.py":61:35)
#loc21 = loc("kernels/loops_rounding.py":61:4)
#loc22 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 48, name = "break_nested_if", linkageName = "break_nested_if_Kt1_A1f32_1l0_A1f32_1l0_Sf32_I32", compileUnit = #di_compile_unit, scopeLine = 48>
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
