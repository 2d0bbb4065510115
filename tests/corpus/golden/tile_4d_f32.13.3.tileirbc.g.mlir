entry @tile_4d_Kt1_A4f32_fl0_A4f32_fl0_A4f32_fl0_A4f32_fl0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f32>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<f32>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<i32>, %arg35: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc28)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc28)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc28)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc28)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc28)
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc28)
  %assume_4 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc28)
  %assume_5 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc28)
  %assume_6 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc28)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0, %assume_1, %assume_2], strides = [%assume_3, %assume_4, %assume_5, %assume_6] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,?]> loc(#loc28)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc28)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc28)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc28)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc28)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc28)
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32> loc(#loc28)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc28)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc28)
  %tview_15 = make_tensor_view %arg9, shape = [%assume_7, %assume_8, %assume_9, %assume_10], strides = [%assume_11, %assume_12, %assume_13, %assume_14] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,?]> loc(#loc28)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc28)
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc28)
  %assume_18 = assume bounded<0, ?>, %arg21 : tile<i32> loc(#loc28)
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32> loc(#loc28)
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32> loc(#loc28)
  %assume_21 = assume bounded<0, ?>, %arg24 : tile<i32> loc(#loc28)
  %assume_22 = assume bounded<0, ?>, %arg25 : tile<i32> loc(#loc28)
  %assume_23 = assume bounded<0, ?>, %arg26 : tile<i32> loc(#loc28)
  %tview_24 = make_tensor_view %arg18, shape = [%assume_16, %assume_17, %assume_18, %assume_19], strides = [%assume_20, %assume_21, %assume_22, %assume_23] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,?]> loc(#loc28)
  %assume_25 = assume bounded<0, ?>, %arg28 : tile<i32> loc(#loc28)
  %assume_26 = assume bounded<0, ?>, %arg29 : tile<i32> loc(#loc28)
  %assume_27 = assume bounded<0, ?>, %arg30 : tile<i32> loc(#loc28)
  %assume_28 = assume bounded<0, ?>, %arg31 : tile<i32> loc(#loc28)
  %assume_29 = assume bounded<0, ?>, %arg32 : tile<i32> loc(#loc28)
  %assume_30 = assume bounded<0, ?>, %arg33 : tile<i32> loc(#loc28)
  %assume_31 = assume bounded<0, ?>, %arg34 : tile<i32> loc(#loc28)
  %assume_32 = assume bounded<0, ?>, %arg35 : tile<i32> loc(#loc28)
  %tview_33 = make_tensor_view %arg27, shape = [%assume_25, %assume_26, %assume_27, %assume_28], strides = [%assume_29, %assume_30, %assume_31, %assume_32] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,?]> loc(#loc28)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc29)
  %cst_0_i32_34 = constant <i32: 0> : tile<i32> loc(#loc30)
  %cst_0_i32_35 = constant <i32: 0> : tile<i32> loc(#loc31)
  %cst_0_i32_36 = constant <i32: 0> : tile<i32> loc(#loc32)
  %pview = make_partition_view %tview : partition_view<tile=(2x4x2x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,?]>> loc(#loc33)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_34, %cst_0_i32_35, %cst_0_i32_36] token = %0 : partition_view<tile=(2x4x2x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,?]>>, tile<i32> -> tile<2x4x2x8xf32>, token loc(#loc33)
  %cst_0_i32_37 = constant <i32: 0> : tile<i32> loc(#loc34)
  %cst_0_i32_38 = constant <i32: 0> : tile<i32> loc(#loc35)
  %cst_0_i32_39 = constant <i32: 0> : tile<i32> loc(#loc36)
  %cst_0_i32_40 = constant <i32: 0> : tile<i32> loc(#loc37)
  %1 = permute %tile [0, 2, 1, 3] : tile<2x4x2x8xf32> -> tile<2x2x4x8xf32> loc(#loc38)
  %pview_41 = make_partition_view %tview_15 : partition_view<tile=(2x2x4x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,?]>> loc(#loc39)
  %2 = store_view_tko weak %1, %pview_41[%cst_0_i32_37, %cst_0_i32_38, %cst_0_i32_39, %cst_0_i32_40] token = %0 : tile<2x2x4x8xf32>, partition_view<tile=(2x2x4x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,?]>>, tile<i32> -> token loc(#loc39)
  %cst_0_i32_42 = constant <i32: 0> : tile<i32> loc(#loc40)
  %cst_0_i32_43 = constant <i32: 0> : tile<i32> loc(#loc41)
  %cst_0_i32_44 = constant <i32: 0> : tile<i32> loc(#loc42)
  %cst_0_i32_45 = constant <i32: 0> : tile<i32> loc(#loc43)
  %reduce = reduce %tile dim=3 identities=[0xFF800000 : f32] : tile<2x4x2x8xf32> -> tile<2x4x2xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %7 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc44)
    yield %7 : tile<f32> loc(#loc44)
  } loc(#loc44)
  %reshape = reshape %reduce : tile<2x4x2xf32> -> tile<2x4x2x1xf32> loc(#loc44)
  %reduce_46 = reduce %tile dim=1 identities=[0x7F800000 : f32] : tile<2x4x2x8xf32> -> tile<2x2x8xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %7 = minf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc45)
    yield %7 : tile<f32> loc(#loc45)
  } loc(#loc45)
  %reshape_47 = reshape %reduce_46 : tile<2x2x8xf32> -> tile<2x1x2x8xf32> loc(#loc45)
  %bcast = broadcast %reshape : tile<2x4x2x1xf32> -> tile<2x4x2x8xf32> loc(#loc44)
  %bcast_48 = broadcast %reshape_47 : tile<2x1x2x8xf32> -> tile<2x4x2x8xf32> loc(#loc44)
  %3 = subf %bcast, %bcast_48  : tile<2x4x2x8xf32> loc(#loc44)
  %pview_49 = make_partition_view %tview_24 : partition_view<tile=(2x4x2x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,?]>> loc(#loc46)
  %4 = store_view_tko weak %3, %pview_49[%cst_0_i32_42, %cst_0_i32_43, %cst_0_i32_44, %cst_0_i32_45] token = %0 : tile<2x4x2x8xf32>, partition_view<tile=(2x4x2x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,?]>>, tile<i32> -> token loc(#loc46)
  %reduce_50 = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<2x4x2x8xf32> -> tile<4x2x8xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %7 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc47)
    yield %7 : tile<f32> loc(#loc47)
  } loc(#loc47)
  %reduce_51 = reduce %reduce_50 dim=1 identities=[0.000000e+00 : f32] : tile<4x2x8xf32> -> tile<4x8xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %7 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc47)
    yield %7 : tile<f32> loc(#loc47)
  } loc(#loc47)
  %cst_0_i32_52 = constant <i32: 0> : tile<i32> loc(#loc48)
  %cst_0_i32_53 = constant <i32: 0> : tile<i32> loc(#loc49)
  %cst_0_i32_54 = constant <i32: 0> : tile<i32> loc(#loc50)
  %cst_0_i32_55 = constant <i32: 0> : tile<i32> loc(#loc51)
  %reshape_56 = reshape %reduce_51 : tile<4x8xf32> -> tile<1x4x1x8xf32> loc(#loc52)
  %bcast_57 = broadcast %reshape_56 : tile<1x4x1x8xf32> -> tile<2x4x2x8xf32> loc(#loc53)
  %5 = mulf %tile, %bcast_57  : tile<2x4x2x8xf32> loc(#loc53)
  %pview_58 = make_partition_view %tview_33 : partition_view<tile=(2x4x2x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,?]>> loc(#loc54)
  %6 = store_view_tko weak %5, %pview_58[%cst_0_i32_52, %cst_0_i32_53, %cst_0_i32_54, %cst_0_i32_55] token = %0 : tile<2x4x2x8xf32>, partition_view<tile=(2x4x2x8), tensor_view<?x?x?x?xf32, strides=[?,?,?,?]>>, tile<i32> -> token loc(#loc54)
  return loc(#loc27)
} loc(#loc28)
#di_file = #cuda_tile.di_file<"shapes_views_flow.py" in "kernels">
#loc = loc("kernels/shapes_views_flow.py":26:0)
#loc1 = loc("kernels/shapes_views_flow.py":27:26)
#loc2 = loc("kernels/shapes_views_flow.py":27:29)
#loc3 = loc("kernels/shapes_views_flow.py":27:32)
#loc4 = loc("kernels/shapes_views_flow.py":27:35)
#loc5 = loc("kernels/shapes_views_flow.py":27:8)
#loc6 = loc("kernels/shapes_views_flow.py":28:28)
#loc7 = loc("kernels/shapes_views_flow.py":28:31)
#loc8 = loc("kernels/shapes_views_flow.py":28:34)
#loc9 = loc("kernels/shapes_views_flow.py":28:37)
#loc10 = loc("kernels/shapes_views_flow.py":28:46)
#loc11 = loc("kernels/shapes_views_flow.py":28:4)
#loc12 = loc("kernels/shapes_views_flow.py":29:27)
#loc13 = loc("kernels/shapes_views_flow.py":29:30)
#loc14 = loc("kernels/shapes_views_flow.py":29:33)
#loc15 = loc("kernels/shapes_views_flow.py":29:36)
#loc16 = loc("kernels/shapes_views_flow.py":29:45)
#loc17 = loc("kernels/shapes_views_flow.py":29:80)
#loc18 = loc("kernels/shapes_views_flow.py":29:4)
#loc19 = loc("kernels/shapes_views_flow.py":30:8)
#loc20 = loc("kernels/shapes_views_flow.py":31:29)
#loc21 = loc("kernels/shapes_views_flow.py":31:32)
#loc22 = loc("kernels/shapes_views_flow.py":31:35)
#loc23 = loc("kernels/shapes_views_flow.py":31:38)
#loc24 = loc("kernels/shapes_views_flow.py":31:51)
#loc25 = loc("kernels/shapes_views_flow.py":31:47)
#loc26 = loc("kernels/shapes_views_flow.py":31:4)
#loc27 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 25, name = "tile_4d", linkageName = "tile_4d_Kt1_A4f32_fl0_A4f32_fl0_A4f32_fl0_A4f32_fl0", compileUnit = #di_compile_unit, scopeLine = 25>
#loc28 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc45 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc46 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc47 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc48 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc49 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc50 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
#loc51 = #cuda_tile.di_loc<#loc23 in #di_subprogram>
#loc52 = #cuda_tile.di_loc<#loc24 in #di_subprogram>
#loc53 = #cuda_tile.di_loc<#loc25 in #di_subprogram>
#loc54 = #cuda_tile.di_loc<#loc26 in #di_subprogram>
