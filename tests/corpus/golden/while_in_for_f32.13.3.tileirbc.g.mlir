entry @while_in_for_Kt1_A1f32_1l0_A1f32_1l0_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc17)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc17)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc17)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc17)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc17)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc17)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc17)
  %cst_4_i32 = constant <i32: 4> : tile<i32> loc(#loc18)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc19)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc19)
  %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>> loc(#loc20)
  %cst_0_i32_4 = constant <i32: 0> : tile<i32> loc(#loc21)
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32> loc(#loc22)
  %cst_f32 = constant <f32: 5.000000e-01> : tile<f32> loc(#loc23)
  %reshape = reshape %cst_f32 : tile<f32> -> tile<1xf32> loc(#loc24)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<32xf32> loc(#loc24)
  %cst_1_i32_5 = constant <i32: 1> : tile<i32> loc(#loc25)
  %pview_6 = make_partition_view %tview_3 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>> loc(#loc26)
  for %loopIdx in (%cst_0_i32 to %cst_4_i32, step %cst_1_i32) : tile<i32> {
    %tile, %result_token = load_view_tko weak %pview[%loopIdx] token = %0 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<32xf32>, token loc(#loc20)
    %1:2 = loop iter_values(%arg6 = %cst_0_i32_4, %arg7 = %tile) : tile<i32>, tile<32xf32> -> tile<i32>, tile<32xf32> {
      %5 = absf %arg7 : tile<32xf32> loc(#loc29)
      %reduce = reduce %5 dim=0 identities=[0xFF800000 : f32] : tile<32xf32> -> tile<f32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %9 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc30)
        yield %9 : tile<f32> loc(#loc30)
      } loc(#loc30)
      %6 = cmpf greater_than_or_equal ordered %reduce, %cst_1_f32 : tile<f32> -> tile<i1> loc(#loc30)
      if %6 {
      } else {
        break %arg6, %arg7 : tile<i32>, tile<32xf32> loc(#loc28)
      } loc(#loc28)
      %7 = mulf %arg7, %bcast  : tile<32xf32> loc(#loc24)
      %8 = addi %arg6, %cst_1_i32_5 : tile<i32> loc(#loc31)
      continue %8, %7 : tile<i32>, tile<32xf32> loc(#loc28)
    } loc(#loc28)
    %2 = itof %1#0 signed  : tile<i32> -> tile<f32> loc(#loc32)
    %reshape_7 = reshape %2 : tile<f32> -> tile<1xf32> loc(#loc32)
    %bcast_8 = broadcast %reshape_7 : tile<1xf32> -> tile<32xf32> loc(#loc32)
    %3 = addf %1#1, %bcast_8  : tile<32xf32> loc(#loc32)
    %4 = store_view_tko weak %3, %pview_6[%loopIdx] token = %0 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc26)
  } loc(#loc27)
  return loc(#loc16)
} loc(#loc17)
#di_file = #cuda_tile.di_file<"loops_rounding.py" in "kernels">
#loc = loc("kernels/loops_rounding.py":37:0)
#loc1 = loc("kernels/loops_rounding.py":39:19)
#loc2 = loc("kernels/loops_rounding.py":39:13)
#loc3 = loc("kernels/loops_rounding.py":40:12)
#loc4 = loc("kernels/loops_rounding.py":41:12)
#loc5 = loc("kernels/loops_rounding.py":42:35)
#loc6 = loc("kernels/loops_rounding.py":43:20)
#loc7 = loc("kernels/loops_rounding.py":43:16)
#loc8 = loc("kernels/loops_rounding.py":44:17)
#loc9 = loc("kernels/loops_rounding.py":45:8)
#loc10 = loc("kernels/loops_rounding.py":39:4)
#loc11 = loc("kernels/loops_rounding.py":42:8)
#loc12 = loc("kernels/loops_rounding.py":42:21)
#loc13 = loc("kernels/loops_rounding.py":42:14)
#loc14 = loc("kernels/loops_rounding.py":44:12)
#loc15 = loc("kernels/loops_rounding.py":45:39)
#loc16 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 36, name = "while_in_for", linkageName = "while_in_for_Kt1_A1f32_1l0_A1f32_1l0_I32", compileUnit = #di_compile_unit, scopeLine = 36>
#loc17 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
