entry @extract_tiles_Kt1_A2f32_3l0_A2f32_3l0_I16(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc15)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc15)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc15)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc15)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc15)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc15)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc15)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc15)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc15)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc15)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc15)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc16)
  %cst_0_i32_8 = constant <i32: 0> : tile<i32> loc(#loc17)
  %pview = make_partition_view %tview : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc18)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_8] token = %0 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<32x32xf32>, token loc(#loc18)
  %cst_0_i32_9 = constant <i32: 0> : tile<i32> loc(#loc19)
  %cst_0_i32_10 = constant <i32: 0> : tile<i32> loc(#loc20)
  %1 = extract %tile[%cst_0_i32_9, %cst_0_i32_10] : tile<32x32xf32> -> tile<16x16xf32> loc(#loc21)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc22)
  %cst_1_i32_11 = constant <i32: 1> : tile<i32> loc(#loc23)
  %2 = extract %tile[%cst_1_i32, %cst_1_i32_11] : tile<32x32xf32> -> tile<16x16xf32> loc(#loc24)
  %cst_0_i32_12 = constant <i32: 0> : tile<i32> loc(#loc25)
  %cst_0_i32_13 = constant <i32: 0> : tile<i32> loc(#loc26)
  %3 = addf %1, %2  : tile<16x16xf32> loc(#loc27)
  %pview_14 = make_partition_view %tview_7 : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc28)
  %4 = store_view_tko weak %3, %pview_14[%cst_0_i32_12, %cst_0_i32_13] token = %0 : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc28)
  return loc(#loc14)
} loc(#loc15)
#di_file = #cuda_tile.di_file<"shape_ops.py" in "kernels">
#loc = loc("kernels/shape_ops.py":55:0)
#loc1 = loc("kernels/shape_ops.py":56:26)
#loc2 = loc("kernels/shape_ops.py":56:29)
#loc3 = loc("kernels/shape_ops.py":56:8)
#loc4 = loc("kernels/shape_ops.py":57:24)
#loc5 = loc("kernels/shape_ops.py":57:27)
#loc6 = loc("kernels/shape_ops.py":57:9)
#loc7 = loc("kernels/shape_ops.py":58:24)
#loc8 = loc("kernels/shape_ops.py":58:27)
#loc9 = loc("kernels/shape_ops.py":58:9)
#loc10 = loc("kernels/shape_ops.py":59:25)
#loc11 = loc("kernels/shape_ops.py":59:28)
#loc12 = loc("kernels/shape_ops.py":59:37)
#loc13 = loc("kernels/shape_ops.py":59:4)
#loc14 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 54, name = "extract_tiles", linkageName = "extract_tiles_Kt1_A2f32_3l0_A2f32_3l0_I16", compileUnit = #di_compile_unit, scopeLine = 54>
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
