entry @broadcast_outer_Kt1_A1f32_1l0_A1f32_1l0_A2f32_3l0_I16_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc13)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc13)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc13)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc13)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc13)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc13)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc13)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc13)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc13)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc13)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc13)
  %tview_8 = make_tensor_view %arg6, shape = [%assume_4, %assume_5], strides = [%assume_6, %assume_7] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc13)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc14)
  %pview = make_partition_view %tview : partition_view<tile=(16), tensor_view<?xf32, strides=[?]>> loc(#loc15)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<16xf32>, token loc(#loc15)
  %cst_0_i32_9 = constant <i32: 0> : tile<i32> loc(#loc16)
  %pview_10 = make_partition_view %tview_3 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>> loc(#loc17)
  %tile_11, %result_token_12 = load_view_tko weak %pview_10[%cst_0_i32_9] token = %0 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<32xf32>, token loc(#loc17)
  %reshape = reshape %tile : tile<16xf32> -> tile<16x1xf32> loc(#loc18)
  %bcast = broadcast %reshape : tile<16x1xf32> -> tile<16x32xf32> loc(#loc19)
  %reshape_13 = reshape %tile_11 : tile<32xf32> -> tile<1x32xf32> loc(#loc20)
  %cst_0_i32_14 = constant <i32: 0> : tile<i32> loc(#loc21)
  %cst_0_i32_15 = constant <i32: 0> : tile<i32> loc(#loc22)
  %bcast_16 = broadcast %reshape_13 : tile<1x32xf32> -> tile<16x32xf32> loc(#loc23)
  %1 = mulf %bcast, %bcast_16  : tile<16x32xf32> loc(#loc23)
  %pview_17 = make_partition_view %tview_8 : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc24)
  %2 = store_view_tko weak %1, %pview_17[%cst_0_i32_14, %cst_0_i32_15] token = %0 : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc24)
  return loc(#loc12)
} loc(#loc13)
#di_file = #cuda_tile.di_file<"shape_ops.py" in "kernels">
#loc = loc("kernels/shape_ops.py":9:0)
#loc1 = loc("kernels/shape_ops.py":10:26)
#loc2 = loc("kernels/shape_ops.py":10:8)
#loc3 = loc("kernels/shape_ops.py":11:26)
#loc4 = loc("kernels/shape_ops.py":11:8)
#loc5 = loc("kernels/shape_ops.py":12:25)
#loc6 = loc("kernels/shape_ops.py":12:9)
#loc7 = loc("kernels/shape_ops.py":13:9)
#loc8 = loc("kernels/shape_ops.py":14:25)
#loc9 = loc("kernels/shape_ops.py":14:28)
#loc10 = loc("kernels/shape_ops.py":14:37)
#loc11 = loc("kernels/shape_ops.py":14:4)
#loc12 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 8, name = "broadcast_outer", linkageName = "broadcast_outer_Kt1_A1f32_1l0_A1f32_1l0_A2f32_3l0_I16_I32", compileUnit = #di_compile_unit, scopeLine = 8>
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
