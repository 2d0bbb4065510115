entry @cat_tiles_Kt1_A2f32_3l0_A2f32_3l0_A2f32_3l0_A2f32_3l0_I16(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc16)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc16)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc16)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc16)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc16)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc16)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc16)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc16)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc16)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc16)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc16)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc16)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc16)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc16)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc16)
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc16)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc16)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc16)
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc16)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc16)
  %tview_17 = make_tensor_view %arg15, shape = [%assume_13, %assume_14], strides = [%assume_15, %assume_16] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc16)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc17)
  %cst_0_i32_18 = constant <i32: 0> : tile<i32> loc(#loc18)
  %pview = make_partition_view %tview : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc19)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_18] token = %0 : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<16x16xf32>, token loc(#loc19)
  %cst_0_i32_19 = constant <i32: 0> : tile<i32> loc(#loc20)
  %cst_0_i32_20 = constant <i32: 0> : tile<i32> loc(#loc21)
  %pview_21 = make_partition_view %tview_7 : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc22)
  %tile_22, %result_token_23 = load_view_tko weak %pview_21[%cst_0_i32_19, %cst_0_i32_20] token = %0 : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<16x16xf32>, token loc(#loc22)
  %cst_0_i32_24 = constant <i32: 0> : tile<i32> loc(#loc23)
  %cst_0_i32_25 = constant <i32: 0> : tile<i32> loc(#loc24)
  %1 = cat %tile, %tile_22 dim = 0 : tile<16x16xf32>, tile<16x16xf32> -> tile<32x16xf32> loc(#loc25)
  %pview_26 = make_partition_view %tview_12 : partition_view<tile=(32x16), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc26)
  %2 = store_view_tko weak %1, %pview_26[%cst_0_i32_24, %cst_0_i32_25] token = %0 : tile<32x16xf32>, partition_view<tile=(32x16), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc26)
  %cst_0_i32_27 = constant <i32: 0> : tile<i32> loc(#loc27)
  %cst_0_i32_28 = constant <i32: 0> : tile<i32> loc(#loc28)
  %3 = cat %tile, %tile_22 dim = 1 : tile<16x16xf32>, tile<16x16xf32> -> tile<16x32xf32> loc(#loc29)
  %pview_29 = make_partition_view %tview_17 : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc30)
  %4 = store_view_tko weak %3, %pview_29[%cst_0_i32_27, %cst_0_i32_28] token = %0 : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc30)
  return loc(#loc15)
} loc(#loc16)
#di_file = #cuda_tile.di_file<"shape_ops.py" in "kernels">
#loc = loc("kernels/shape_ops.py":47:0)
#loc1 = loc("kernels/shape_ops.py":48:26)
#loc2 = loc("kernels/shape_ops.py":48:29)
#loc3 = loc("kernels/shape_ops.py":48:8)
#loc4 = loc("kernels/shape_ops.py":49:26)
#loc5 = loc("kernels/shape_ops.py":49:29)
#loc6 = loc("kernels/shape_ops.py":49:8)
#loc7 = loc("kernels/shape_ops.py":50:26)
#loc8 = loc("kernels/shape_ops.py":50:29)
#loc9 = loc("kernels/shape_ops.py":50:38)
#loc10 = loc("kernels/shape_ops.py":50:4)
#loc11 = loc("kernels/shape_ops.py":51:26)
#loc12 = loc("kernels/shape_ops.py":51:29)
#loc13 = loc("kernels/shape_ops.py":51:38)
#loc14 = loc("kernels/shape_ops.py":51:4)
#loc15 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 46, name = "cat_tiles", linkageName = "cat_tiles_Kt1_A2f32_3l0_A2f32_3l0_A2f32_3l0_A2f32_3l0_I16", compileUnit = #di_compile_unit, scopeLine = 46>
#loc16 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
