entry @custom_reduce_Kt1_A2f32_3l0_A1f32_1l0_A1i32_1l0_I8_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<i32>>, %arg9: tile<i32>, %arg10: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc16)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc16)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc16)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc16)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc16)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc16)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc16)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc16)
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc16)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc16)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc16)
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc16)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc17)
  %cst_0_i32_9 = constant <i32: 0> : tile<i32> loc(#loc18)
  %pview = make_partition_view %tview : partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc19)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_9] token = %0 : partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<8x32xf32>, token loc(#loc19)
  %cst_0_i32_10 = constant <i32: 0> : tile<i32> loc(#loc20)
  %reduce = reduce %tile dim=1 identities=[0.000000e+00 : f32] : tile<8x32xf32> -> tile<8xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %4 = absf %reduce_lhs : tile<f32> loc(#loc31)
    %5 = absf %reduce_rhs : tile<f32> loc(#loc32)
    %6 = maxf %4, %5 : tile<f32> loc(#loc33)
    yield %6 : tile<f32> loc(#loc21)
  } loc(#loc21)
  %pview_11 = make_partition_view %tview_5 : partition_view<tile=(8), tensor_view<?xf32, strides=[?]>> loc(#loc25)
  %1 = store_view_tko weak %reduce, %pview_11[%cst_0_i32_10] token = %0 : tile<8xf32>, partition_view<tile=(8), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc25)
  %2 = bitcast %tile : tile<8x32xf32> -> tile<8x32xi32> loc(#loc26)
  %cst_0_i32_12 = constant <i32: 0> : tile<i32> loc(#loc27)
  %reduce_13 = reduce %2 dim=1 identities=[0 : i32] : tile<8x32xi32> -> tile<8xi32> 
  (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
    %4 = xori %reduce_lhs, %reduce_rhs : tile<i32> loc(#loc34)
    yield %4 : tile<i32> loc(#loc28)
  } loc(#loc28)
  %pview_14 = make_partition_view %tview_8 : partition_view<tile=(8), tensor_view<?xi32, strides=[?]>> loc(#loc30)
  %3 = store_view_tko weak %reduce_13, %pview_14[%cst_0_i32_12] token = %0 : tile<8xi32>, partition_view<tile=(8), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc30)
  return loc(#loc15)
} loc(#loc16)
#di_file = #cuda_tile.di_file<"reductions.py" in "kernels">
#loc = loc("kernels/reductions.py":51:0)
#loc1 = loc("kernels/reductions.py":52:26)
#loc2 = loc("kernels/reductions.py":52:29)
#loc3 = loc("kernels/reductions.py":52:8)
#loc4 = loc("kernels/reductions.py":53:30)
#loc5 = loc("kernels/reductions.py":53:40)
#loc6 = loc("kernels/reductions.py":47:22)
#loc7 = loc("kernels/reductions.py":47:33)
#loc8 = loc("kernels/reductions.py":47:11)
#loc9 = loc("kernels/reductions.py":53:4)
#loc10 = loc("kernels/reductions.py":54:9)
#loc11 = loc("kernels/reductions.py":55:27)
#loc12 = loc("kernels/reductions.py":55:37)
#loc13 = loc("kernels/reductions.py":55:77)
#loc14 = loc("kernels/reductions.py":55:4)
#loc15 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 50, name = "custom_reduce", linkageName = "custom_reduce_Kt1_A2f32_3l0_A1f32_1l0_A1i32_1l0_I8_I32", compileUnit = #di_compile_unit, scopeLine = 50>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file, line = 46, name = "_absmax", linkageName = "_absmax@reductions:46:1_s0", compileUnit = #di_compile_unit, scopeLine = 46>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file, line = 55, name = "<lambda>", linkageName = "lambda@reductions:55:65_s1", compileUnit = #di_compile_unit, scopeLine = 55>
#loc16 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc6 in #di_subprogram1>
#loc23 = #cuda_tile.di_loc<#loc7 in #di_subprogram1>
#loc24 = #cuda_tile.di_loc<#loc8 in #di_subprogram1>
#loc25 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc13 in #di_subprogram2>
#loc30 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc31 = loc(callsite(#loc22 at #loc21))
#loc32 = loc(callsite(#loc23 at #loc21))
#loc33 = loc(callsite(#loc24 at #loc21))
#loc34 = loc(callsite(#loc29 at #loc28))
