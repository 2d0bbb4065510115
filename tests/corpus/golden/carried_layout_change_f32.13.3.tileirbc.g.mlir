entry @carried_layout_change_Kt1_A2f32_3l0_A2f32_3l0_I4_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc13)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc13)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc13)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc13)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc13)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc13)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc13)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc13)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc13)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc13)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc13)
  %cst_4_i32 = constant <i32: 4> : tile<i32> loc(#loc13)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<32x32xf32> loc(#loc14)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc15)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc15)
  %cst_0_i32_8 = constant <i32: 0> : tile<i32> loc(#loc16)
  %pview = make_partition_view %tview : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc17)
  %for = for %loopIdx in (%cst_0_i32 to %cst_4_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<32x32xf32>) {
    %tile, %result_token = load_view_tko weak %pview[%loopIdx, %cst_0_i32_8] token = %0 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<32x32xf32>, token loc(#loc17)
    %2 = permute %iterArg0 [1, 0] : tile<32x32xf32> -> tile<32x32xf32> loc(#loc19)
    %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<32x32xf32> -> tile<32xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %4 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc20)
      yield %4 : tile<f32> loc(#loc20)
    } loc(#loc20)
    %reshape = reshape %reduce : tile<32xf32> -> tile<1x32xf32> loc(#loc20)
    %bcast = broadcast %reshape : tile<1x32xf32> -> tile<32x32xf32> loc(#loc21)
    %3 = fma %tile, %bcast, %2  : tile<32x32xf32> loc(#loc19)
    continue %3 : tile<32x32xf32> loc(#loc18)
  } loc(#loc18)
  %cst_0_i32_9 = constant <i32: 0> : tile<i32> loc(#loc22)
  %cst_0_i32_10 = constant <i32: 0> : tile<i32> loc(#loc23)
  %pview_11 = make_partition_view %tview_7 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc24)
  %1 = store_view_tko weak %for, %pview_11[%cst_0_i32_9, %cst_0_i32_10] token = %0 : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc24)
  return loc(#loc12)
} loc(#loc13)
#di_file = #cuda_tile.di_file<"odd_shapes_params.py" in "kernels">
#loc = loc("kernels/odd_shapes_params.py":59:0)
#loc1 = loc("kernels/odd_shapes_params.py":61:10)
#loc2 = loc("kernels/odd_shapes_params.py":62:13)
#loc3 = loc("kernels/odd_shapes_params.py":63:33)
#loc4 = loc("kernels/odd_shapes_params.py":63:12)
#loc5 = loc("kernels/odd_shapes_params.py":62:4)
#loc6 = loc("kernels/odd_shapes_params.py":64:14)
#loc7 = loc("kernels/odd_shapes_params.py":64:38)
#loc8 = loc("kernels/odd_shapes_params.py":64:34)
#loc9 = loc("kernels/odd_shapes_params.py":65:25)
#loc10 = loc("kernels/odd_shapes_params.py":65:28)
#loc11 = loc("kernels/odd_shapes_params.py":65:4)
#loc12 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 58, name = "carried_layout_change", linkageName = "carried_layout_change_Kt1_A2f32_3l0_A2f32_3l0_I4_I32", compileUnit = #di_compile_unit, scopeLine = 58>
#loc13 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
