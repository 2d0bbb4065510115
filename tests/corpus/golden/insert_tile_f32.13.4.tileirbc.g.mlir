entry @insert_tile_Kt1_A2f32_3l0_A2f32_3l0_I16(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc12)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc12)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc12)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc12)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc12)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc12)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc12)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc12)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc12)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc12)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc12)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc13)
  %cst_0_i32_8 = constant <i32: 0> : tile<i32> loc(#loc14)
  %pview = make_partition_view %tview : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc15)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_8] token = %0 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<32x32xf32>, token loc(#loc15)
  %cst_7_f32 = constant <f32: 7.000000e+00> : tile<16x16xf32> loc(#loc16)
  %cst_0_i32_9 = constant <i32: 0> : tile<i32> loc(#loc17)
  %cst_0_i32_10 = constant <i32: 0> : tile<i32> loc(#loc18)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc19)
  %cst_0_i32_11 = constant <i32: 0> : tile<i32> loc(#loc20)
  %1 = insert %cst_7_f32, %tile[%cst_1_i32, %cst_0_i32_11] : tile<16x16xf32>, tile<32x32xf32> loc(#loc21)
  %pview_12 = make_partition_view %tview_7 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc22)
  %2 = store_view_tko weak %1, %pview_12[%cst_0_i32_9, %cst_0_i32_10] token = %0 : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc22)
  return loc(#loc11)
} loc(#loc12)
#di_file = #cuda_tile.di_file<"shape_ops.py" in "kernels">
#loc = loc("kernels/shape_ops.py":63:0)
#loc1 = loc("kernels/shape_ops.py":64:26)
#loc2 = loc("kernels/shape_ops.py":64:29)
#loc3 = loc("kernels/shape_ops.py":64:8)
#loc4 = loc("kernels/shape_ops.py":65:10)
#loc5 = loc("kernels/shape_ops.py":66:25)
#loc6 = loc("kernels/shape_ops.py":66:28)
#loc7 = loc("kernels/shape_ops.py":66:51)
#loc8 = loc("kernels/shape_ops.py":66:54)
#loc9 = loc("kernels/shape_ops.py":66:37)
#loc10 = loc("kernels/shape_ops.py":66:4)
#loc11 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 62, name = "insert_tile", linkageName = "insert_tile_Kt1_A2f32_3l0_A2f32_3l0_I16", compileUnit = #di_compile_unit, scopeLine = 62>
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
