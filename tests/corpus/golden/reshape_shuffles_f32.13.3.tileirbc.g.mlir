entry @reshape_shuffles_Kt1_A2f32_3l0_A2f32_3l0_A2f32_3l0_A1f32_1l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f32>>, %arg16: tile<i32>, %arg17: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc20)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc20)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc20)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc20)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc20)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc20)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc20)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc20)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc20)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc20)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc20)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc20)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc20)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc20)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc20)
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc20)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc20)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc20)
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc20)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc21)
  %cst_0_i32_16 = constant <i32: 0> : tile<i32> loc(#loc22)
  %pview = make_partition_view %tview : partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc23)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_16] token = %0 : partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<16x64xf32>, token loc(#loc23)
  %cst_0_i32_17 = constant <i32: 0> : tile<i32> loc(#loc24)
  %cst_0_i32_18 = constant <i32: 0> : tile<i32> loc(#loc25)
  %reshape = reshape %tile : tile<16x64xf32> -> tile<64x16xf32> loc(#loc26)
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32> loc(#loc27)
  %reshape_19 = reshape %cst_1_f32 : tile<f32> -> tile<1x1xf32> loc(#loc26)
  %bcast = broadcast %reshape_19 : tile<1x1xf32> -> tile<64x16xf32> loc(#loc26)
  %1 = addf %reshape, %bcast  : tile<64x16xf32> loc(#loc26)
  %pview_20 = make_partition_view %tview_7 : partition_view<tile=(64x16), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc28)
  %2 = store_view_tko weak %1, %pview_20[%cst_0_i32_17, %cst_0_i32_18] token = %0 : tile<64x16xf32>, partition_view<tile=(64x16), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc28)
  %reshape_21 = reshape %tile : tile<16x64xf32> -> tile<4x4x64xf32> loc(#loc29)
  %3 = permute %reshape_21 [1, 0, 2] : tile<4x4x64xf32> -> tile<4x4x64xf32> loc(#loc30)
  %reshape_22 = reshape %3 : tile<4x4x64xf32> -> tile<16x64xf32> loc(#loc31)
  %cst_0_i32_23 = constant <i32: 0> : tile<i32> loc(#loc32)
  %cst_0_i32_24 = constant <i32: 0> : tile<i32> loc(#loc33)
  %pview_25 = make_partition_view %tview_12 : partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc34)
  %4 = store_view_tko weak %reshape_22, %pview_25[%cst_0_i32_23, %cst_0_i32_24] token = %0 : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc34)
  %cst_0_i32_26 = constant <i32: 0> : tile<i32> loc(#loc35)
  %5 = permute %tile [1, 0] : tile<16x64xf32> -> tile<64x16xf32> loc(#loc36)
  %reshape_27 = reshape %5 : tile<64x16xf32> -> tile<1024xf32> loc(#loc37)
  %pview_28 = make_partition_view %tview_15 : partition_view<tile=(1024), tensor_view<?xf32, strides=[?]>> loc(#loc38)
  %6 = store_view_tko weak %reshape_27, %pview_28[%cst_0_i32_26] token = %0 : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc38)
  return loc(#loc19)
} loc(#loc20)
#di_file = #cuda_tile.di_file<"odd_shapes_params.py" in "kernels">
#loc = loc("kernels/odd_shapes_params.py":42:0)
#loc1 = loc("kernels/odd_shapes_params.py":43:26)
#loc2 = loc("kernels/odd_shapes_params.py":43:29)
#loc3 = loc("kernels/odd_shapes_params.py":43:8)
#loc4 = loc("kernels/odd_shapes_params.py":44:26)
#loc5 = loc("kernels/odd_shapes_params.py":44:29)
#loc6 = loc("kernels/odd_shapes_params.py":44:38)
#loc7 = loc("kernels/odd_shapes_params.py":44:64)
#loc8 = loc("kernels/odd_shapes_params.py":44:4)
#loc9 = loc("kernels/odd_shapes_params.py":45:30)
#loc10 = loc("kernels/odd_shapes_params.py":45:19)
#loc11 = loc("kernels/odd_shapes_params.py":45:8)
#loc12 = loc("kernels/odd_shapes_params.py":46:26)
#loc13 = loc("kernels/odd_shapes_params.py":46:29)
#loc14 = loc("kernels/odd_shapes_params.py":46:4)
#loc15 = loc("kernels/odd_shapes_params.py":47:28)
#loc16 = loc("kernels/odd_shapes_params.py":47:49)
#loc17 = loc("kernels/odd_shapes_params.py":47:38)
#loc18 = loc("kernels/odd_shapes_params.py":47:4)
#loc19 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 41, name = "reshape_shuffles", linkageName = "reshape_shuffles_Kt1_A2f32_3l0_A2f32_3l0_A2f32_3l0_A1f32_1l0", compileUnit = #di_compile_unit, scopeLine = 41>
#loc20 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
