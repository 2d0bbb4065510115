entry @carried_scalars_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1i32_1l0_Si32_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc18)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc18)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc18)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc18)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc18)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc18)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc18)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc18)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc18)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc18)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc18)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc18)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc18)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc19)
  %cst_f32 = constant <f32: 0xFF800000> : tile<f32> loc(#loc20)
  %cst_-1_i32 = constant <i32: -1> : tile<i32> loc(#loc21)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc22)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc22)
  %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>> loc(#loc23)
  %for:3 = for %loopIdx in (%cst_0_i32 to %arg12, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_-1_i32, %iterArg1 = %cst_f32, %iterArg2 = %cst_0_f32) -> (tile<i32>, tile<f32>, tile<f32>) {
    %tile, %result_token = load_view_tko weak %pview[%loopIdx] token = %0 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<32xf32>, token loc(#loc23)
    %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<32xf32> -> tile<f32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %7 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc25)
      yield %7 : tile<f32> loc(#loc25)
    } loc(#loc25)
    %4 = addf %iterArg2, %reduce  : tile<f32> loc(#loc26)
    %5 = cmpf greater_than ordered %reduce, %iterArg1 : tile<f32> -> tile<i1> loc(#loc27)
    %6:2 = if %5 -> (tile<i32>, tile<f32>) {
      yield %loopIdx, %reduce : tile<i32>, tile<f32> loc(#loc28)
    } else {
      yield %iterArg0, %iterArg1 : tile<i32>, tile<f32> loc(#loc28)
    } loc(#loc28)
    continue %6#0, %6#1, %4 : tile<i32>, tile<f32>, tile<f32> loc(#loc24)
  } loc(#loc24)
  %cst_0_i32_10 = constant <i32: 0> : tile<i32> loc(#loc29)
  %reshape = reshape %for#2 : tile<f32> -> tile<1xf32> loc(#loc30)
  %pview_11 = make_partition_view %tview_3 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>> loc(#loc30)
  %1 = store_view_tko weak %reshape, %pview_11[%cst_0_i32_10] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc30)
  %cst_0_i32_12 = constant <i32: 0> : tile<i32> loc(#loc31)
  %reshape_13 = reshape %for#1 : tile<f32> -> tile<1xf32> loc(#loc32)
  %pview_14 = make_partition_view %tview_6 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>> loc(#loc32)
  %2 = store_view_tko weak %reshape_13, %pview_14[%cst_0_i32_12] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc32)
  %cst_0_i32_15 = constant <i32: 0> : tile<i32> loc(#loc33)
  %reshape_16 = reshape %for#0 : tile<i32> -> tile<1xi32> loc(#loc34)
  %pview_17 = make_partition_view %tview_9 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>> loc(#loc34)
  %3 = store_view_tko weak %reshape_16, %pview_17[%cst_0_i32_15] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc34)
  return loc(#loc17)
} loc(#loc18)
#di_file = #cuda_tile.di_file<"odd_shapes_params.py" in "kernels">
#loc = loc("kernels/odd_shapes_params.py":69:0)
#loc1 = loc("kernels/odd_shapes_params.py":70:12)
#loc2 = loc("kernels/odd_shapes_params.py":71:11)
#loc3 = loc("kernels/odd_shapes_params.py":72:10)
#loc4 = loc("kernels/odd_shapes_params.py":73:13)
#loc5 = loc("kernels/odd_shapes_params.py":74:12)
#loc6 = loc("kernels/odd_shapes_params.py":73:4)
#loc7 = loc("kernels/odd_shapes_params.py":75:12)
#loc8 = loc("kernels/odd_shapes_params.py":76:16)
#loc9 = loc("kernels/odd_shapes_params.py":77:11)
#loc10 = loc("kernels/odd_shapes_params.py":77:8)
#loc11 = loc("kernels/odd_shapes_params.py":80:29)
#loc12 = loc("kernels/odd_shapes_params.py":80:4)
#loc13 = loc("kernels/odd_shapes_params.py":81:28)
#loc14 = loc("kernels/odd_shapes_params.py":81:4)
#loc15 = loc("kernels/odd_shapes_params.py":82:31)
#loc16 = loc("kernels/odd_shapes_params.py":82:4)
#loc17 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 68, name = "carried_scalars", linkageName = "carried_scalars_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1i32_1l0_Si32_I32", compileUnit = #di_compile_unit, scopeLine = 68>
#loc18 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
