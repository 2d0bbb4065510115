entry @reduce_3d_multi_axis_Kt1_A3f32_7l0_A1f32_1l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f32>>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc9)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc9)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc9)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc9)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc9)
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc9)
  %assume_4 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc9)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0, %assume_1], strides = [%assume_2, %assume_3, %assume_4] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,?]> loc(#loc9)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc9)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc9)
  %tview_7 = make_tensor_view %arg7, shape = [%assume_5], strides = [%assume_6] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc9)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc10)
  %cst_0_i32_8 = constant <i32: 0> : tile<i32> loc(#loc11)
  %cst_0_i32_9 = constant <i32: 0> : tile<i32> loc(#loc12)
  %pview = make_partition_view %tview : partition_view<tile=(4x8x16), tensor_view<?x?x?xf32, strides=[?,?,?]>> loc(#loc13)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_8, %cst_0_i32_9] token = %0 : partition_view<tile=(4x8x16), tensor_view<?x?x?xf32, strides=[?,?,?]>>, tile<i32> -> tile<4x8x16xf32>, token loc(#loc13)
  %cst_0_i32_10 = constant <i32: 0> : tile<i32> loc(#loc14)
  %reduce = reduce %tile dim=1 identities=[0.000000e+00 : f32] : tile<4x8x16xf32> -> tile<4x16xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %2 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc15)
    yield %2 : tile<f32> loc(#loc15)
  } loc(#loc15)
  %reduce_11 = reduce %reduce dim=1 identities=[0.000000e+00 : f32] : tile<4x16xf32> -> tile<4xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %2 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc15)
    yield %2 : tile<f32> loc(#loc15)
  } loc(#loc15)
  %pview_12 = make_partition_view %tview_7 : partition_view<tile=(4), tensor_view<?xf32, strides=[?]>> loc(#loc16)
  %1 = store_view_tko weak %reduce_11, %pview_12[%cst_0_i32_10] token = %0 : tile<4xf32>, partition_view<tile=(4), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc16)
  return loc(#loc8)
} loc(#loc9)
#di_file = #cuda_tile.di_file<"reductions.py" in "kernels">
#loc = loc("kernels/reductions.py":25:0)
#loc1 = loc("kernels/reductions.py":26:26)
#loc2 = loc("kernels/reductions.py":26:29)
#loc3 = loc("kernels/reductions.py":26:32)
#loc4 = loc("kernels/reductions.py":26:8)
#loc5 = loc("kernels/reductions.py":27:25)
#loc6 = loc("kernels/reductions.py":27:35)
#loc7 = loc("kernels/reductions.py":27:4)
#loc8 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 24, name = "reduce_3d_multi_axis", linkageName = "reduce_3d_multi_axis_Kt1_A3f32_7l0_A1f32_1l0", compileUnit = #di_compile_unit, scopeLine = 24>
#loc9 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
