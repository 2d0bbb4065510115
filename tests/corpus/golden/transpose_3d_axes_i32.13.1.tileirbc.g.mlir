entry @transpose_3d_axes_Kt1_A3i32_7l0_A3i32_7l0(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<i32>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc12)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc12)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc12)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc12)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc12)
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc12)
  %assume_4 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc12)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0, %assume_1], strides = [%assume_2, %assume_3, %assume_4] : tile<i32> -> tensor_view<?x?x?xi32, strides=[?,?,?]> loc(#loc12)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc12)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc12)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc12)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc12)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc12)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc12)
  %tview_11 = make_tensor_view %arg7, shape = [%assume_5, %assume_6, %assume_7], strides = [%assume_8, %assume_9, %assume_10] : tile<i32> -> tensor_view<?x?x?xi32, strides=[?,?,?]> loc(#loc12)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc13)
  %cst_0_i32_12 = constant <i32: 0> : tile<i32> loc(#loc14)
  %cst_0_i32_13 = constant <i32: 0> : tile<i32> loc(#loc15)
  %pview = make_partition_view %tview : partition_view<tile=(4x2x8), tensor_view<?x?x?xi32, strides=[?,?,?]>> loc(#loc16)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_12, %cst_0_i32_13] token = %0 : partition_view<tile=(4x2x8), tensor_view<?x?x?xi32, strides=[?,?,?]>>, tile<i32> -> tile<4x2x8xi32>, token loc(#loc16)
  %cst_0_i32_14 = constant <i32: 0> : tile<i32> loc(#loc17)
  %cst_0_i32_15 = constant <i32: 0> : tile<i32> loc(#loc18)
  %cst_0_i32_16 = constant <i32: 0> : tile<i32> loc(#loc19)
  %1 = permute %tile [2, 1, 0] : tile<4x2x8xi32> -> tile<8x2x4xi32> loc(#loc23)
  %pview_17 = make_partition_view %tview_11 : partition_view<tile=(8x2x4), tensor_view<?x?x?xi32, strides=[?,?,?]>> loc(#loc22)
  %2 = store_view_tko weak %1, %pview_17[%cst_0_i32_14, %cst_0_i32_15, %cst_0_i32_16] token = %0 : tile<8x2x4xi32>, partition_view<tile=(8x2x4), tensor_view<?x?x?xi32, strides=[?,?,?]>>, tile<i32> -> token loc(#loc22)
  return loc(#loc11)
} loc(#loc12)
#di_file = #cuda_tile.di_file<"shape_ops.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/shape_ops.py":41:0)
#loc1 = loc("kernels/shape_ops.py":42:26)
#loc2 = loc("kernels/shape_ops.py":42:29)
#loc3 = loc("kernels/shape_ops.py":42:32)
#loc4 = loc("kernels/shape_ops.py":42:8)
#loc5 = loc("kernels/shape_ops.py":43:25)
#loc6 = loc("kernels/shape_ops.py":43:28)
#loc7 = loc("kernels/shape_ops.py":43:31)
#loc8 = loc("cuda/tile/_stub.py":674:15)
#loc9 = loc("kernels/shape_ops.py":43:40)
#loc10 = loc("kernels/shape_ops.py":43:4)
#loc11 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 40, name = "transpose_3d_axes", linkageName = "transpose_3d_axes_Kt1_A3i32_7l0_A3i32_7l0", compileUnit = #di_compile_unit, scopeLine = 40>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 672, name = "transpose", linkageName = "transpose@_stub:672:5_s0", compileUnit = #di_compile_unit1, scopeLine = 672>
#loc12 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc8 in #di_subprogram1>
#loc21 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc23 = loc(callsite(#loc20 at #loc21))
