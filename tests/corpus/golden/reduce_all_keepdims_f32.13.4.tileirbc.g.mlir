entry @reduce_all_keepdims_Kt1_A2f32_3l0_A1f32_1l0_A2f32_3l0_I8_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc12)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc12)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc12)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc12)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc12)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc12)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc12)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc12)
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc12)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc12)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc12)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc12)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc12)
  %tview_10 = make_tensor_view %arg8, shape = [%assume_6, %assume_7], strides = [%assume_8, %assume_9] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc12)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc13)
  %cst_0_i32_11 = constant <i32: 0> : tile<i32> loc(#loc14)
  %pview = make_partition_view %tview : partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc15)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_11] token = %0 : partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<8x32xf32>, token loc(#loc15)
  %cst_0_i32_12 = constant <i32: 0> : tile<i32> loc(#loc16)
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<8x32xf32> -> tile<32xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %3 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc17)
    yield %3 : tile<f32> loc(#loc17)
  } loc(#loc17)
  %reduce_13 = reduce %reduce dim=0 identities=[0.000000e+00 : f32] : tile<32xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %3 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc17)
    yield %3 : tile<f32> loc(#loc17)
  } loc(#loc17)
  %reshape = reshape %reduce_13 : tile<f32> -> tile<1xf32> loc(#loc18)
  %pview_14 = make_partition_view %tview_5 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>> loc(#loc18)
  %1 = store_view_tko weak %reshape, %pview_14[%cst_0_i32_12] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc18)
  %cst_0_i32_15 = constant <i32: 0> : tile<i32> loc(#loc19)
  %cst_0_i32_16 = constant <i32: 0> : tile<i32> loc(#loc20)
  %reduce_17 = reduce %tile dim=0 identities=[0xFF800000 : f32] : tile<8x32xf32> -> tile<32xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %3 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc21)
    yield %3 : tile<f32> loc(#loc21)
  } loc(#loc21)
  %reshape_18 = reshape %reduce_17 : tile<32xf32> -> tile<1x32xf32> loc(#loc21)
  %pview_19 = make_partition_view %tview_10 : partition_view<tile=(1x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc22)
  %2 = store_view_tko weak %reshape_18, %pview_19[%cst_0_i32_15, %cst_0_i32_16] token = %0 : tile<1x32xf32>, partition_view<tile=(1x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc22)
  return loc(#loc11)
} loc(#loc12)
#di_file = #cuda_tile.di_file<"reductions.py" in "kernels">
#loc = loc("kernels/reductions.py":18:0)
#loc1 = loc("kernels/reductions.py":19:26)
#loc2 = loc("kernels/reductions.py":19:29)
#loc3 = loc("kernels/reductions.py":19:8)
#loc4 = loc("kernels/reductions.py":20:29)
#loc5 = loc("kernels/reductions.py":20:39)
#loc6 = loc("kernels/reductions.py":20:4)
#loc7 = loc("kernels/reductions.py":21:30)
#loc8 = loc("kernels/reductions.py":21:33)
#loc9 = loc("kernels/reductions.py":21:42)
#loc10 = loc("kernels/reductions.py":21:4)
#loc11 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 17, name = "reduce_all_keepdims", linkageName = "reduce_all_keepdims_Kt1_A2f32_3l0_A1f32_1l0_A2f32_3l0_I8_I32", compileUnit = #di_compile_unit, scopeLine = 17>
#loc12 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
