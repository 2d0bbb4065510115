entry @big_tile_2d_Kt1_A2f32_3l0_A2f32_3l0_A1f32_1l0_A1f32_1l0_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<ptr<f32>>, %arg14: tile<i32>, %arg15: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc17)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc17)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc17)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc17)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc17)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc17)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc17)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc17)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc17)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc17)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc17)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc17)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc17)
  %tview_10 = make_tensor_view %arg10, shape = [%assume_8], strides = [%assume_9] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc17)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc17)
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32> loc(#loc17)
  %tview_13 = make_tensor_view %arg13, shape = [%assume_11], strides = [%assume_12] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc17)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc18)
  %cst_0_i32_14 = constant <i32: 0> : tile<i32> loc(#loc19)
  %pview = make_partition_view %tview : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc20)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_14] token = %0 : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<128x128xf32>, token loc(#loc20)
  %cst_0_i32_15 = constant <i32: 0> : tile<i32> loc(#loc21)
  %cst_0_i32_16 = constant <i32: 0> : tile<i32> loc(#loc22)
  %1 = permute %tile [1, 0] : tile<128x128xf32> -> tile<128x128xf32> loc(#loc23)
  %cst_f32 = constant <f32: 5.000000e-01> : tile<f32> loc(#loc24)
  %reshape = reshape %cst_f32 : tile<f32> -> tile<1x1xf32> loc(#loc23)
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<128x128xf32> loc(#loc23)
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32> loc(#loc25)
  %reshape_17 = reshape %cst_1_f32 : tile<f32> -> tile<1x1xf32> loc(#loc23)
  %bcast_18 = broadcast %reshape_17 : tile<1x1xf32> -> tile<128x128xf32> loc(#loc23)
  %2 = fma %1, %bcast, %bcast_18  : tile<128x128xf32> loc(#loc23)
  %pview_19 = make_partition_view %tview_7 : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc26)
  %3 = store_view_tko weak %2, %pview_19[%cst_0_i32_15, %cst_0_i32_16] token = %0 : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc26)
  %cst_0_i32_20 = constant <i32: 0> : tile<i32> loc(#loc27)
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<128x128xf32> -> tile<128xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %6 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc28)
    yield %6 : tile<f32> loc(#loc28)
  } loc(#loc28)
  %pview_21 = make_partition_view %tview_10 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc29)
  %4 = store_view_tko weak %reduce, %pview_21[%cst_0_i32_20] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc29)
  %cst_0_i32_22 = constant <i32: 0> : tile<i32> loc(#loc30)
  %reduce_23 = reduce %tile dim=1 identities=[0xFF800000 : f32] : tile<128x128xf32> -> tile<128xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %6 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc31)
    yield %6 : tile<f32> loc(#loc31)
  } loc(#loc31)
  %pview_24 = make_partition_view %tview_13 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc32)
  %5 = store_view_tko weak %reduce_23, %pview_24[%cst_0_i32_22] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc32)
  return loc(#loc16)
} loc(#loc17)
#di_file = #cuda_tile.di_file<"row_kernels.py" in "kernels">
#loc = loc("kernels/row_kernels.py":123:0)
#loc1 = loc("kernels/row_kernels.py":124:26)
#loc2 = loc("kernels/row_kernels.py":124:29)
#loc3 = loc("kernels/row_kernels.py":124:8)
#loc4 = loc("kernels/row_kernels.py":125:25)
#loc5 = loc("kernels/row_kernels.py":125:28)
#loc6 = loc("kernels/row_kernels.py":125:37)
#loc7 = loc("kernels/row_kernels.py":125:55)
#loc8 = loc("kernels/row_kernels.py":125:61)
#loc9 = loc("kernels/row_kernels.py":125:4)
#loc10 = loc("kernels/row_kernels.py":126:30)
#loc11 = loc("kernels/row_kernels.py":126:40)
#loc12 = loc("kernels/row_kernels.py":126:4)
#loc13 = loc("kernels/row_kernels.py":127:30)
#loc14 = loc("kernels/row_kernels.py":127:40)
#loc15 = loc("kernels/row_kernels.py":127:4)
#loc16 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 122, name = "big_tile_2d", linkageName = "big_tile_2d_Kt1_A2f32_3l0_A2f32_3l0_A1f32_1l0_A1f32_1l0_I128", compileUnit = #di_compile_unit, scopeLine = 122>
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
