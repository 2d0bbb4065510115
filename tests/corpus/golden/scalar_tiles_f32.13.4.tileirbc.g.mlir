entry @scalar_tiles_Kt1_A1f32_1l0_A1f32_1l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc15)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc15)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc15)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc15)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc15)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc15)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc15)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc16)
  %pview = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>> loc(#loc17)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<1xf32>, token loc(#loc17)
  %reshape = reshape %tile : tile<1xf32> -> tile<f32> loc(#loc17)
  %cst_3_f32 = constant <f32: 3.000000e+00> : tile<f32> loc(#loc18)
  %cst_0_i32_4 = constant <i32: 0> : tile<i32> loc(#loc19)
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32> loc(#loc20)
  %1 = fma %reshape, %cst_3_f32, %cst_1_f32  : tile<f32> loc(#loc21)
  %reshape_5 = reshape %1 : tile<f32> -> tile<1xf32> loc(#loc22)
  %pview_6 = make_partition_view %tview_3 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>> loc(#loc22)
  %2 = store_view_tko weak %reshape_5, %pview_6[%cst_0_i32_4] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc22)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc23)
  %pview_7 = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>> loc(#loc24)
  %tile_8, %result_token_9 = load_view_tko weak %pview_7[%cst_1_i32] token = %0 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<1xf32>, token loc(#loc24)
  %cst_1_i32_10 = constant <i32: 1> : tile<i32> loc(#loc25)
  %reshape_11 = reshape %tile_8 : tile<1xf32> -> tile<f32> loc(#loc26)
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32> loc(#loc27)
  %3 = mulf %reshape_11, %cst_2_f32  : tile<f32> loc(#loc26)
  %reshape_12 = reshape %3 : tile<f32> -> tile<1xf32> loc(#loc28)
  %pview_13 = make_partition_view %tview_3 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>> loc(#loc28)
  %4 = store_view_tko weak %reshape_12, %pview_13[%cst_1_i32_10] token = %2 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc28)
  return loc(#loc14)
} loc(#loc15)
#di_file = #cuda_tile.di_file<"shape_ops.py" in "kernels">
#loc = loc("kernels/shape_ops.py":104:0)
#loc1 = loc("kernels/shape_ops.py":105:26)
#loc2 = loc("kernels/shape_ops.py":105:8)
#loc3 = loc("kernels/shape_ops.py":106:8)
#loc4 = loc("kernels/shape_ops.py":107:25)
#loc5 = loc("kernels/shape_ops.py":107:43)
#loc6 = loc("kernels/shape_ops.py":107:35)
#loc7 = loc("kernels/shape_ops.py":107:4)
#loc8 = loc("kernels/shape_ops.py":108:26)
#loc9 = loc("kernels/shape_ops.py":108:8)
#loc10 = loc("kernels/shape_ops.py":109:25)
#loc11 = loc("kernels/shape_ops.py":109:35)
#loc12 = loc("kernels/shape_ops.py":109:46)
#loc13 = loc("kernels/shape_ops.py":109:4)
#loc14 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 103, name = "scalar_tiles", linkageName = "scalar_tiles_Kt1_A1f32_1l0_A1f32_1l0", compileUnit = #di_compile_unit, scopeLine = 103>
#loc15 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
