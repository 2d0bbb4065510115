entry @permuted_3d_load_Kt1_A3f32_7l0_A3f32_7l0_A3f32_7l0_A2f32_3l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f32>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<f32>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<f32>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc24)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc24)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc24)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc24)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc24)
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc24)
  %assume_4 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc24)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0, %assume_1], strides = [%assume_2, %assume_3, %assume_4] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,?]> loc(#loc24)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc24)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc24)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc24)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc24)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc24)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc24)
  %tview_11 = make_tensor_view %arg7, shape = [%assume_5, %assume_6, %assume_7], strides = [%assume_8, %assume_9, %assume_10] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,?]> loc(#loc24)
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32> loc(#loc24)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc24)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc24)
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc24)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc24)
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc24)
  %tview_18 = make_tensor_view %arg14, shape = [%assume_12, %assume_13, %assume_14], strides = [%assume_15, %assume_16, %assume_17] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,?]> loc(#loc24)
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32> loc(#loc24)
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32> loc(#loc24)
  %assume_21 = assume bounded<0, ?>, %arg24 : tile<i32> loc(#loc24)
  %assume_22 = assume bounded<0, ?>, %arg25 : tile<i32> loc(#loc24)
  %tview_23 = make_tensor_view %arg21, shape = [%assume_19, %assume_20], strides = [%assume_21, %assume_22] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc24)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc25)
  %cst_0_i32_24 = constant <i32: 0> : tile<i32> loc(#loc26)
  %cst_0_i32_25 = constant <i32: 0> : tile<i32> loc(#loc27)
  %pview = make_partition_view %tview : partition_view<tile=(8x4x2), tensor_view<?x?x?xf32, strides=[?,?,?]>, dim_map=[2, 1, 0]> loc(#loc28)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_24, %cst_0_i32_25] token = %0 : partition_view<tile=(8x4x2), tensor_view<?x?x?xf32, strides=[?,?,?]>, dim_map=[2, 1, 0]>, tile<i32> -> tile<8x4x2xf32>, token loc(#loc28)
  %cst_0_i32_26 = constant <i32: 0> : tile<i32> loc(#loc29)
  %cst_0_i32_27 = constant <i32: 0> : tile<i32> loc(#loc30)
  %cst_0_i32_28 = constant <i32: 0> : tile<i32> loc(#loc31)
  %pview_29 = make_partition_view %tview : partition_view<tile=(4x2x8), tensor_view<?x?x?xf32, strides=[?,?,?]>, dim_map=[1, 0, 2]> loc(#loc32)
  %tile_30, %result_token_31 = load_view_tko weak %pview_29[%cst_0_i32_26, %cst_0_i32_27, %cst_0_i32_28] token = %0 : partition_view<tile=(4x2x8), tensor_view<?x?x?xf32, strides=[?,?,?]>, dim_map=[1, 0, 2]>, tile<i32> -> tile<4x2x8xf32>, token loc(#loc32)
  %cst_0_i32_32 = constant <i32: 0> : tile<i32> loc(#loc33)
  %cst_0_i32_33 = constant <i32: 0> : tile<i32> loc(#loc34)
  %cst_0_i32_34 = constant <i32: 0> : tile<i32> loc(#loc35)
  %pview_35 = make_partition_view %tview_11 : partition_view<tile=(8x4x2), tensor_view<?x?x?xf32, strides=[?,?,?]>> loc(#loc36)
  %1 = store_view_tko weak %tile, %pview_35[%cst_0_i32_32, %cst_0_i32_33, %cst_0_i32_34] token = %0 : tile<8x4x2xf32>, partition_view<tile=(8x4x2), tensor_view<?x?x?xf32, strides=[?,?,?]>>, tile<i32> -> token loc(#loc36)
  %cst_0_i32_36 = constant <i32: 0> : tile<i32> loc(#loc37)
  %cst_0_i32_37 = constant <i32: 0> : tile<i32> loc(#loc38)
  %cst_0_i32_38 = constant <i32: 0> : tile<i32> loc(#loc39)
  %pview_39 = make_partition_view %tview_18 : partition_view<tile=(4x2x8), tensor_view<?x?x?xf32, strides=[?,?,?]>> loc(#loc40)
  %2 = store_view_tko weak %tile_30, %pview_39[%cst_0_i32_36, %cst_0_i32_37, %cst_0_i32_38] token = %0 : tile<4x2x8xf32>, partition_view<tile=(4x2x8), tensor_view<?x?x?xf32, strides=[?,?,?]>>, tile<i32> -> token loc(#loc40)
  %cst_0_i32_40 = constant <i32: 0> : tile<i32> loc(#loc41)
  %cst_0_i32_41 = constant <i32: 0> : tile<i32> loc(#loc42)
  %reduce = reduce %tile_30 dim=1 identities=[0.000000e+00 : f32] : tile<4x2x8xf32> -> tile<4x8xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %6 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc43)
    yield %6 : tile<f32> loc(#loc43)
  } loc(#loc43)
  %reduce_42 = reduce %tile dim=2 identities=[0.000000e+00 : f32] : tile<8x4x2xf32> -> tile<8x4xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %6 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc44)
    yield %6 : tile<f32> loc(#loc44)
  } loc(#loc44)
  %3 = permute %reduce_42 [1, 0] : tile<8x4xf32> -> tile<4x8xf32> loc(#loc45)
  %4 = addf %reduce, %3  : tile<4x8xf32> loc(#loc43)
  %pview_43 = make_partition_view %tview_23 : partition_view<tile=(4x8), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc46)
  %5 = store_view_tko weak %4, %pview_43[%cst_0_i32_40, %cst_0_i32_41] token = %0 : tile<4x8xf32>, partition_view<tile=(4x8), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc46)
  return loc(#loc23)
} loc(#loc24)
#di_file = #cuda_tile.di_file<"shapes_views_flow.py" in "kernels">
#loc = loc("kernels/shapes_views_flow.py":43:0)
#loc1 = loc("kernels/shapes_views_flow.py":44:27)
#loc2 = loc("kernels/shapes_views_flow.py":44:30)
#loc3 = loc("kernels/shapes_views_flow.py":44:33)
#loc4 = loc("kernels/shapes_views_flow.py":44:9)
#loc5 = loc("kernels/shapes_views_flow.py":45:27)
#loc6 = loc("kernels/shapes_views_flow.py":45:30)
#loc7 = loc("kernels/shapes_views_flow.py":45:33)
#loc8 = loc("kernels/shapes_views_flow.py":45:9)
#loc9 = loc("kernels/shapes_views_flow.py":46:25)
#loc10 = loc("kernels/shapes_views_flow.py":46:28)
#loc11 = loc("kernels/shapes_views_flow.py":46:31)
#loc12 = loc("kernels/shapes_views_flow.py":46:4)
#loc13 = loc("kernels/shapes_views_flow.py":47:25)
#loc14 = loc("kernels/shapes_views_flow.py":47:28)
#loc15 = loc("kernels/shapes_views_flow.py":47:31)
#loc16 = loc("kernels/shapes_views_flow.py":47:4)
#loc17 = loc("kernels/shapes_views_flow.py":48:27)
#loc18 = loc("kernels/shapes_views_flow.py":48:30)
#loc19 = loc("kernels/shapes_views_flow.py":48:39)
#loc20 = loc("kernels/shapes_views_flow.py":48:73)
#loc21 = loc("kernels/shapes_views_flow.py":48:60)
#loc22 = loc("kernels/shapes_views_flow.py":48:4)
#loc23 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 42, name = "permuted_3d_load", linkageName = "permuted_3d_load_Kt1_A3f32_7l0_A3f32_7l0_A3f32_7l0_A2f32_3l0", compileUnit = #di_compile_unit, scopeLine = 42>
#loc24 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc45 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc46 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
