entry @permute_3d_Kt1_A3f32_7l0_A3f32_7l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f32>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc11)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc11)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc11)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc11)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc11)
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc11)
  %assume_4 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc11)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0, %assume_1], strides = [%assume_2, %assume_3, %assume_4] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,?]> loc(#loc11)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc11)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc11)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc11)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc11)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc11)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc11)
  %tview_11 = make_tensor_view %arg7, shape = [%assume_5, %assume_6, %assume_7], strides = [%assume_8, %assume_9, %assume_10] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,?]> loc(#loc11)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc12)
  %cst_0_i32_12 = constant <i32: 0> : tile<i32> loc(#loc13)
  %cst_0_i32_13 = constant <i32: 0> : tile<i32> loc(#loc14)
  %pview = make_partition_view %tview : partition_view<tile=(2x4x8), tensor_view<?x?x?xf32, strides=[?,?,?]>> loc(#loc15)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_12, %cst_0_i32_13] token = %0 : partition_view<tile=(2x4x8), tensor_view<?x?x?xf32, strides=[?,?,?]>>, tile<i32> -> tile<2x4x8xf32>, token loc(#loc15)
  %1 = permute %tile [2, 0, 1] : tile<2x4x8xf32> -> tile<8x2x4xf32> loc(#loc16)
  %cst_0_i32_14 = constant <i32: 0> : tile<i32> loc(#loc17)
  %cst_0_i32_15 = constant <i32: 0> : tile<i32> loc(#loc18)
  %cst_0_i32_16 = constant <i32: 0> : tile<i32> loc(#loc19)
  %pview_17 = make_partition_view %tview_11 : partition_view<tile=(8x2x4), tensor_view<?x?x?xf32, strides=[?,?,?]>> loc(#loc20)
  %2 = store_view_tko weak %1, %pview_17[%cst_0_i32_14, %cst_0_i32_15, %cst_0_i32_16] token = %0 : tile<8x2x4xf32>, partition_view<tile=(8x2x4), tensor_view<?x?x?xf32, strides=[?,?,?]>>, tile<i32> -> token loc(#loc20)
  return loc(#loc10)
} loc(#loc11)
#di_file = #cuda_tile.di_file<"shape_ops.py" in "kernels">
#loc = loc("kernels/shape_ops.py":34:0)
#loc1 = loc("kernels/shape_ops.py":35:26)
#loc2 = loc("kernels/shape_ops.py":35:29)
#loc3 = loc("kernels/shape_ops.py":35:32)
#loc4 = loc("kernels/shape_ops.py":35:8)
#loc5 = loc("kernels/shape_ops.py":36:8)
#loc6 = loc("kernels/shape_ops.py":37:25)
#loc7 = loc("kernels/shape_ops.py":37:28)
#loc8 = loc("kernels/shape_ops.py":37:31)
#loc9 = loc("kernels/shape_ops.py":37:4)
#loc10 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 33, name = "permute_3d", linkageName = "permute_3d_Kt1_A3f32_7l0_A3f32_7l0", compileUnit = #di_compile_unit, scopeLine = 33>
#loc11 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
