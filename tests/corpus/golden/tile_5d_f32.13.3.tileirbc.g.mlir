entry @tile_5d_Kt1_A5f32_1fl0_A5f32_1fl0_A2f32_3l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<f32>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<ptr<f32>>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc19)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc19)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc19)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc19)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc19)
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc19)
  %assume_4 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc19)
  %assume_5 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc19)
  %assume_6 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc19)
  %assume_7 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc19)
  %assume_8 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc19)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0, %assume_1, %assume_2, %assume_3], strides = [%assume_4, %assume_5, %assume_6, %assume_7, %assume_8] : tile<i32> -> tensor_view<?x?x?x?x?xf32, strides=[?,?,?,?,?]> loc(#loc19)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc19)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc19)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc19)
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32> loc(#loc19)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc19)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc19)
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc19)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc19)
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc19)
  %assume_18 = assume bounded<0, ?>, %arg21 : tile<i32> loc(#loc19)
  %tview_19 = make_tensor_view %arg11, shape = [%assume_9, %assume_10, %assume_11, %assume_12, %assume_13], strides = [%assume_14, %assume_15, %assume_16, %assume_17, %assume_18] : tile<i32> -> tensor_view<?x?x?x?x?xf32, strides=[?,?,?,?,?]> loc(#loc19)
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32> loc(#loc19)
  %assume_21 = assume bounded<0, ?>, %arg24 : tile<i32> loc(#loc19)
  %assume_22 = assume bounded<0, ?>, %arg25 : tile<i32> loc(#loc19)
  %assume_23 = assume bounded<0, ?>, %arg26 : tile<i32> loc(#loc19)
  %tview_24 = make_tensor_view %arg22, shape = [%assume_20, %assume_21], strides = [%assume_22, %assume_23] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc19)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc20)
  %cst_0_i32_25 = constant <i32: 0> : tile<i32> loc(#loc21)
  %cst_0_i32_26 = constant <i32: 0> : tile<i32> loc(#loc22)
  %cst_0_i32_27 = constant <i32: 0> : tile<i32> loc(#loc23)
  %cst_0_i32_28 = constant <i32: 0> : tile<i32> loc(#loc24)
  %pview = make_partition_view %tview : partition_view<tile=(2x2x2x4x8), tensor_view<?x?x?x?x?xf32, strides=[?,?,?,?,?]>> loc(#loc25)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_25, %cst_0_i32_26, %cst_0_i32_27, %cst_0_i32_28] token = %0 : partition_view<tile=(2x2x2x4x8), tensor_view<?x?x?x?x?xf32, strides=[?,?,?,?,?]>>, tile<i32> -> tile<2x2x2x4x8xf32>, token loc(#loc25)
  %cst_0_i32_29 = constant <i32: 0> : tile<i32> loc(#loc26)
  %cst_0_i32_30 = constant <i32: 0> : tile<i32> loc(#loc27)
  %cst_0_i32_31 = constant <i32: 0> : tile<i32> loc(#loc28)
  %cst_0_i32_32 = constant <i32: 0> : tile<i32> loc(#loc29)
  %cst_0_i32_33 = constant <i32: 0> : tile<i32> loc(#loc30)
  %1 = permute %tile [4, 3, 2, 1, 0] : tile<2x2x2x4x8xf32> -> tile<8x4x2x2x2xf32> loc(#loc31)
  %pview_34 = make_partition_view %tview_19 : partition_view<tile=(8x4x2x2x2), tensor_view<?x?x?x?x?xf32, strides=[?,?,?,?,?]>> loc(#loc32)
  %2 = store_view_tko weak %1, %pview_34[%cst_0_i32_29, %cst_0_i32_30, %cst_0_i32_31, %cst_0_i32_32, %cst_0_i32_33] token = %0 : tile<8x4x2x2x2xf32>, partition_view<tile=(8x4x2x2x2), tensor_view<?x?x?x?x?xf32, strides=[?,?,?,?,?]>>, tile<i32> -> token loc(#loc32)
  %cst_0_i32_35 = constant <i32: 0> : tile<i32> loc(#loc33)
  %cst_0_i32_36 = constant <i32: 0> : tile<i32> loc(#loc34)
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<2x2x2x4x8xf32> -> tile<2x2x4x8xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %4 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc35)
    yield %4 : tile<f32> loc(#loc35)
  } loc(#loc35)
  %reduce_37 = reduce %reduce dim=0 identities=[0.000000e+00 : f32] : tile<2x2x4x8xf32> -> tile<2x4x8xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %4 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc35)
    yield %4 : tile<f32> loc(#loc35)
  } loc(#loc35)
  %reduce_38 = reduce %reduce_37 dim=0 identities=[0.000000e+00 : f32] : tile<2x4x8xf32> -> tile<4x8xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %4 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc35)
    yield %4 : tile<f32> loc(#loc35)
  } loc(#loc35)
  %pview_39 = make_partition_view %tview_24 : partition_view<tile=(4x8), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc36)
  %3 = store_view_tko weak %reduce_38, %pview_39[%cst_0_i32_35, %cst_0_i32_36] token = %0 : tile<4x8xf32>, partition_view<tile=(4x8), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc36)
  return loc(#loc18)
} loc(#loc19)
#di_file = #cuda_tile.di_file<"odd_shapes_params.py" in "kernels">
#loc = loc("kernels/odd_shapes_params.py":35:0)
#loc1 = loc("kernels/odd_shapes_params.py":36:26)
#loc2 = loc("kernels/odd_shapes_params.py":36:29)
#loc3 = loc("kernels/odd_shapes_params.py":36:32)
#loc4 = loc("kernels/odd_shapes_params.py":36:35)
#loc5 = loc("kernels/odd_shapes_params.py":36:38)
#loc6 = loc("kernels/odd_shapes_params.py":36:8)
#loc7 = loc("kernels/odd_shapes_params.py":37:28)
#loc8 = loc("kernels/odd_shapes_params.py":37:31)
#loc9 = loc("kernels/odd_shapes_params.py":37:34)
#loc10 = loc("kernels/odd_shapes_params.py":37:37)
#loc11 = loc("kernels/odd_shapes_params.py":37:40)
#loc12 = loc("kernels/odd_shapes_params.py":37:49)
#loc13 = loc("kernels/odd_shapes_params.py":37:4)
#loc14 = loc("kernels/odd_shapes_params.py":38:27)
#loc15 = loc("kernels/odd_shapes_params.py":38:30)
#loc16 = loc("kernels/odd_shapes_params.py":38:39)
#loc17 = loc("kernels/odd_shapes_params.py":38:4)
#loc18 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 34, name = "tile_5d", linkageName = "tile_5d_Kt1_A5f32_1fl0_A5f32_1fl0_A2f32_3l0", compileUnit = #di_compile_unit, scopeLine = 34>
#loc19 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
