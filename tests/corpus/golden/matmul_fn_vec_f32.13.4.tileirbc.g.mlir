entry @matmul_fn_vec_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc9)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc9)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc9)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc9)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc9)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc9)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc9)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc9)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc9)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc9)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc10)
  %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>> loc(#loc11)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<32xf32>, token loc(#loc11)
  %cst_0_i32_7 = constant <i32: 0> : tile<i32> loc(#loc12)
  %pview_8 = make_partition_view %tview_3 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>> loc(#loc13)
  %tile_9, %result_token_10 = load_view_tko weak %pview_8[%cst_0_i32_7] token = %0 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<32xf32>, token loc(#loc13)
  %cst_0_i32_11 = constant <i32: 0> : tile<i32> loc(#loc14)
  %reshape = reshape %tile : tile<32xf32> -> tile<1x32xf32> loc(#loc15)
  %reshape_12 = reshape %tile_9 : tile<32xf32> -> tile<32x1xf32> loc(#loc15)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1x1xf32> loc(#loc15)
  %1 = mmaf %reshape, %reshape_12, %cst_0_f32 : tile<1x32xf32>, tile<32x1xf32>, tile<1x1xf32> loc(#loc15)
  %reshape_13 = reshape %1 : tile<1x1xf32> -> tile<f32> loc(#loc15)
  %reshape_14 = reshape %reshape_13 : tile<f32> -> tile<1xf32> loc(#loc16)
  %pview_15 = make_partition_view %tview_6 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>> loc(#loc16)
  %2 = store_view_tko weak %reshape_14, %pview_15[%cst_0_i32_11] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc16)
  return loc(#loc8)
} loc(#loc9)
#di_file = #cuda_tile.di_file<"matmul.py" in "kernels">
#loc = loc("kernels/matmul.py":26:0)
#loc1 = loc("kernels/matmul.py":27:26)
#loc2 = loc("kernels/matmul.py":27:8)
#loc3 = loc("kernels/matmul.py":28:26)
#loc4 = loc("kernels/matmul.py":28:8)
#loc5 = loc("kernels/matmul.py":29:25)
#loc6 = loc("kernels/matmul.py":29:35)
#loc7 = loc("kernels/matmul.py":29:4)
#loc8 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 25, name = "matmul_fn_vec", linkageName = "matmul_fn_vec_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_I32", compileUnit = #di_compile_unit, scopeLine = 25>
#loc9 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
