entry @unit_axes_Kt1_A2f32_3l0_A2f32_3l0_A2f32_3l0_A2f32_3l0_A2f32_3l0_A1f32_1l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<ptr<f32>>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<ptr<f32>>, %arg26: tile<i32>, %arg27: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc31)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc31)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc31)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc31)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc31)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc31)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc31)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc31)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc31)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc31)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc31)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc31)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc31)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc31)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc31)
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc31)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc31)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc31)
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc31)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc31)
  %tview_17 = make_tensor_view %arg15, shape = [%assume_13, %assume_14], strides = [%assume_15, %assume_16] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc31)
  %assume_18 = assume bounded<0, ?>, %arg21 : tile<i32> loc(#loc31)
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32> loc(#loc31)
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32> loc(#loc31)
  %assume_21 = assume bounded<0, ?>, %arg24 : tile<i32> loc(#loc31)
  %tview_22 = make_tensor_view %arg20, shape = [%assume_18, %assume_19], strides = [%assume_20, %assume_21] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc31)
  %assume_23 = assume bounded<0, ?>, %arg26 : tile<i32> loc(#loc31)
  %assume_24 = assume bounded<0, ?>, %arg27 : tile<i32> loc(#loc31)
  %tview_25 = make_tensor_view %arg25, shape = [%assume_23], strides = [%assume_24] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc31)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc32)
  %cst_0_i32_26 = constant <i32: 0> : tile<i32> loc(#loc33)
  %pview = make_partition_view %tview : partition_view<tile=(1x64), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc34)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_26] token = %0 : partition_view<tile=(1x64), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x64xf32>, token loc(#loc34)
  %cst_0_i32_27 = constant <i32: 0> : tile<i32> loc(#loc35)
  %cst_0_i32_28 = constant <i32: 0> : tile<i32> loc(#loc36)
  %pview_29 = make_partition_view %tview : partition_view<tile=(64x1), tensor_view<?x?xf32, strides=[?,?]>, dim_map=[1, 0]> loc(#loc37)
  %tile_30, %result_token_31 = load_view_tko weak %pview_29[%cst_0_i32_27, %cst_0_i32_28] token = %0 : partition_view<tile=(64x1), tensor_view<?x?xf32, strides=[?,?]>, dim_map=[1, 0]>, tile<i32> -> tile<64x1xf32>, token loc(#loc37)
  %cst_3_i32 = constant <i32: 3> : tile<i32> loc(#loc38)
  %cst_5_i32 = constant <i32: 5> : tile<i32> loc(#loc39)
  %pview_32 = make_partition_view %tview : partition_view<tile=(1x1), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc40)
  %tile_33, %result_token_34 = load_view_tko weak %pview_32[%cst_3_i32, %cst_5_i32] token = %0 : partition_view<tile=(1x1), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x1xf32>, token loc(#loc40)
  %cst_0_i32_35 = constant <i32: 0> : tile<i32> loc(#loc41)
  %cst_0_i32_36 = constant <i32: 0> : tile<i32> loc(#loc42)
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32> loc(#loc43)
  %reshape = reshape %cst_2_f32 : tile<f32> -> tile<1x1xf32> loc(#loc44)
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<1x64xf32> loc(#loc44)
  %1 = mulf %tile, %bcast  : tile<1x64xf32> loc(#loc44)
  %pview_37 = make_partition_view %tview_7 : partition_view<tile=(1x64), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc45)
  %2 = store_view_tko weak %1, %pview_37[%cst_0_i32_35, %cst_0_i32_36] token = %0 : tile<1x64xf32>, partition_view<tile=(1x64), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc45)
  %cst_0_i32_38 = constant <i32: 0> : tile<i32> loc(#loc46)
  %cst_0_i32_39 = constant <i32: 0> : tile<i32> loc(#loc47)
  %bcast_40 = broadcast %tile_33 : tile<1x1xf32> -> tile<64x1xf32> loc(#loc48)
  %3 = addf %tile_30, %bcast_40  : tile<64x1xf32> loc(#loc48)
  %pview_41 = make_partition_view %tview_12 : partition_view<tile=(64x1), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc49)
  %4 = store_view_tko weak %3, %pview_41[%cst_0_i32_38, %cst_0_i32_39] token = %0 : tile<64x1xf32>, partition_view<tile=(64x1), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc49)
  %cst_0_i32_42 = constant <i32: 0> : tile<i32> loc(#loc50)
  %cst_0_i32_43 = constant <i32: 0> : tile<i32> loc(#loc51)
  %5 = mulf %tile_33, %tile_33  : tile<1x1xf32> loc(#loc52)
  %pview_44 = make_partition_view %tview_17 : partition_view<tile=(1x1), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc53)
  %6 = store_view_tko weak %5, %pview_44[%cst_0_i32_42, %cst_0_i32_43] token = %0 : tile<1x1xf32>, partition_view<tile=(1x1), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc53)
  %cst_0_i32_45 = constant <i32: 0> : tile<i32> loc(#loc54)
  %cst_0_i32_46 = constant <i32: 0> : tile<i32> loc(#loc55)
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<1x64xf32> -> tile<64xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %9 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc56)
    yield %9 : tile<f32> loc(#loc56)
  } loc(#loc56)
  %reshape_47 = reshape %reduce : tile<64xf32> -> tile<1x64xf32> loc(#loc56)
  %pview_48 = make_partition_view %tview_22 : partition_view<tile=(1x64), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc57)
  %7 = store_view_tko weak %reshape_47, %pview_48[%cst_0_i32_45, %cst_0_i32_46] token = %0 : tile<1x64xf32>, partition_view<tile=(1x64), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc57)
  %cst_0_i32_49 = constant <i32: 0> : tile<i32> loc(#loc58)
  %reduce_50 = reduce %tile_30 dim=1 identities=[0.000000e+00 : f32] : tile<64x1xf32> -> tile<64xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %9 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc59)
    yield %9 : tile<f32> loc(#loc59)
  } loc(#loc59)
  %pview_51 = make_partition_view %tview_25 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc60)
  %8 = store_view_tko weak %reduce_50, %pview_51[%cst_0_i32_49] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc60)
  return loc(#loc30)
} loc(#loc31)
#di_file = #cuda_tile.di_file<"shapes_views_flow.py" in "kernels">
#loc = loc("kernels/shapes_views_flow.py":14:0)
#loc1 = loc("kernels/shapes_views_flow.py":15:26)
#loc2 = loc("kernels/shapes_views_flow.py":15:29)
#loc3 = loc("kernels/shapes_views_flow.py":15:8)
#loc4 = loc("kernels/shapes_views_flow.py":16:26)
#loc5 = loc("kernels/shapes_views_flow.py":16:29)
#loc6 = loc("kernels/shapes_views_flow.py":16:8)
#loc7 = loc("kernels/shapes_views_flow.py":17:28)
#loc8 = loc("kernels/shapes_views_flow.py":17:31)
#loc9 = loc("kernels/shapes_views_flow.py":17:10)
#loc10 = loc("kernels/shapes_views_flow.py":18:27)
#loc11 = loc("kernels/shapes_views_flow.py":18:30)
#loc12 = loc("kernels/shapes_views_flow.py":18:43)
#loc13 = loc("kernels/shapes_views_flow.py":18:39)
#loc14 = loc("kernels/shapes_views_flow.py":18:4)
#loc15 = loc("kernels/shapes_views_flow.py":19:27)
#loc16 = loc("kernels/shapes_views_flow.py":19:30)
#loc17 = loc("kernels/shapes_views_flow.py":19:39)
#loc18 = loc("kernels/shapes_views_flow.py":19:4)
#loc19 = loc("kernels/shapes_views_flow.py":20:27)
#loc20 = loc("kernels/shapes_views_flow.py":20:30)
#loc21 = loc("kernels/shapes_views_flow.py":20:39)
#loc22 = loc("kernels/shapes_views_flow.py":20:4)
#loc23 = loc("kernels/shapes_views_flow.py":21:30)
#loc24 = loc("kernels/shapes_views_flow.py":21:33)
#loc25 = loc("kernels/shapes_views_flow.py":21:42)
#loc26 = loc("kernels/shapes_views_flow.py":21:4)
#loc27 = loc("kernels/shapes_views_flow.py":22:30)
#loc28 = loc("kernels/shapes_views_flow.py":22:40)
#loc29 = loc("kernels/shapes_views_flow.py":22:4)
#loc30 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 13, name = "unit_axes", linkageName = "unit_axes_Kt1_A2f32_3l0_A2f32_3l0_A2f32_3l0_A2f32_3l0_A2f32_3l0_A1f32_1l0", compileUnit = #di_compile_unit, scopeLine = 13>
#loc31 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc45 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc46 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc47 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc48 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc49 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc50 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc51 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc52 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc53 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
#loc54 = #cuda_tile.di_loc<#loc23 in #di_subprogram>
#loc55 = #cuda_tile.di_loc<#loc24 in #di_subprogram>
#loc56 = #cuda_tile.di_loc<#loc25 in #di_subprogram>
#loc57 = #cuda_tile.di_loc<#loc26 in #di_subprogram>
#loc58 = #cuda_tile.di_loc<#loc27 in #di_subprogram>
#loc59 = #cuda_tile.di_loc<#loc28 in #di_subprogram>
#loc60 = #cuda_tile.di_loc<#loc29 in #di_subprogram>
