entry @thin_tiles_Kt1_A2f32_3l0_A2f32_3l0_A2f32_3l0_A2f32_3l0_A1f32_1l0_A1f32_1l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<ptr<f32>>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<ptr<f32>>, %arg24: tile<i32>, %arg25: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc23)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc23)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc23)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc23)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc23)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc23)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc23)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc23)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc23)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc23)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc23)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc23)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc23)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc23)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc23)
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc23)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc23)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc23)
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc23)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc23)
  %tview_17 = make_tensor_view %arg15, shape = [%assume_13, %assume_14], strides = [%assume_15, %assume_16] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc23)
  %assume_18 = assume bounded<0, ?>, %arg21 : tile<i32> loc(#loc23)
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32> loc(#loc23)
  %tview_20 = make_tensor_view %arg20, shape = [%assume_18], strides = [%assume_19] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc23)
  %assume_21 = assume bounded<0, ?>, %arg24 : tile<i32> loc(#loc23)
  %assume_22 = assume bounded<0, ?>, %arg25 : tile<i32> loc(#loc23)
  %tview_23 = make_tensor_view %arg23, shape = [%assume_21], strides = [%assume_22] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc23)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc24)
  %cst_0_i32_24 = constant <i32: 0> : tile<i32> loc(#loc25)
  %pview = make_partition_view %tview : partition_view<tile=(2x1024), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc26)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_24] token = %0 : partition_view<tile=(2x1024), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<2x1024xf32>, token loc(#loc26)
  %cst_0_i32_25 = constant <i32: 0> : tile<i32> loc(#loc27)
  %cst_0_i32_26 = constant <i32: 0> : tile<i32> loc(#loc28)
  %pview_27 = make_partition_view %tview_7 : partition_view<tile=(1024x2), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc29)
  %tile_28, %result_token_29 = load_view_tko weak %pview_27[%cst_0_i32_25, %cst_0_i32_26] token = %0 : partition_view<tile=(1024x2), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1024x2xf32>, token loc(#loc29)
  %cst_0_i32_30 = constant <i32: 0> : tile<i32> loc(#loc30)
  %cst_0_i32_31 = constant <i32: 0> : tile<i32> loc(#loc31)
  %1 = permute %tile_28 [1, 0] : tile<1024x2xf32> -> tile<2x1024xf32> loc(#loc32)
  %2 = mulf %tile, %1  : tile<2x1024xf32> loc(#loc33)
  %pview_32 = make_partition_view %tview_12 : partition_view<tile=(2x1024), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc34)
  %3 = store_view_tko weak %2, %pview_32[%cst_0_i32_30, %cst_0_i32_31] token = %0 : tile<2x1024xf32>, partition_view<tile=(2x1024), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc34)
  %cst_0_i32_33 = constant <i32: 0> : tile<i32> loc(#loc35)
  %cst_0_i32_34 = constant <i32: 0> : tile<i32> loc(#loc36)
  %4 = permute %tile [1, 0] : tile<2x1024xf32> -> tile<1024x2xf32> loc(#loc37)
  %5 = subf %4, %tile_28  : tile<1024x2xf32> loc(#loc37)
  %pview_35 = make_partition_view %tview_17 : partition_view<tile=(1024x2), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc38)
  %6 = store_view_tko weak %5, %pview_35[%cst_0_i32_33, %cst_0_i32_34] token = %0 : tile<1024x2xf32>, partition_view<tile=(1024x2), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc38)
  %cst_0_i32_36 = constant <i32: 0> : tile<i32> loc(#loc39)
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<2x1024xf32> -> tile<1024xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %9 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc40)
    yield %9 : tile<f32> loc(#loc40)
  } loc(#loc40)
  %pview_37 = make_partition_view %tview_20 : partition_view<tile=(1024), tensor_view<?xf32, strides=[?]>> loc(#loc41)
  %7 = store_view_tko weak %reduce, %pview_37[%cst_0_i32_36] token = %0 : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc41)
  %cst_0_i32_38 = constant <i32: 0> : tile<i32> loc(#loc42)
  %reduce_39 = reduce %tile_28 dim=0 identities=[0xFF800000 : f32] : tile<1024x2xf32> -> tile<2xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %9 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc43)
    yield %9 : tile<f32> loc(#loc43)
  } loc(#loc43)
  %pview_40 = make_partition_view %tview_23 : partition_view<tile=(2), tensor_view<?xf32, strides=[?]>> loc(#loc44)
  %8 = store_view_tko weak %reduce_39, %pview_40[%cst_0_i32_38] token = %0 : tile<2xf32>, partition_view<tile=(2), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc44)
  return loc(#loc22)
} loc(#loc23)
#di_file = #cuda_tile.di_file<"odd_shapes_params.py" in "kernels">
#loc = loc("kernels/odd_shapes_params.py":25:0)
#loc1 = loc("kernels/odd_shapes_params.py":26:26)
#loc2 = loc("kernels/odd_shapes_params.py":26:29)
#loc3 = loc("kernels/odd_shapes_params.py":26:8)
#loc4 = loc("kernels/odd_shapes_params.py":27:26)
#loc5 = loc("kernels/odd_shapes_params.py":27:29)
#loc6 = loc("kernels/odd_shapes_params.py":27:8)
#loc7 = loc("kernels/odd_shapes_params.py":28:25)
#loc8 = loc("kernels/odd_shapes_params.py":28:28)
#loc9 = loc("kernels/odd_shapes_params.py":28:41)
#loc10 = loc("kernels/odd_shapes_params.py":28:37)
#loc11 = loc("kernels/odd_shapes_params.py":28:4)
#loc12 = loc("kernels/odd_shapes_params.py":29:25)
#loc13 = loc("kernels/odd_shapes_params.py":29:28)
#loc14 = loc("kernels/odd_shapes_params.py":29:37)
#loc15 = loc("kernels/odd_shapes_params.py":29:4)
#loc16 = loc("kernels/odd_shapes_params.py":30:28)
#loc17 = loc("kernels/odd_shapes_params.py":30:38)
#loc18 = loc("kernels/odd_shapes_params.py":30:4)
#loc19 = loc("kernels/odd_shapes_params.py":31:28)
#loc20 = loc("kernels/odd_shapes_params.py":31:38)
#loc21 = loc("kernels/odd_shapes_params.py":31:4)
#loc22 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 24, name = "thin_tiles", linkageName = "thin_tiles_Kt1_A2f32_3l0_A2f32_3l0_A2f32_3l0_A2f32_3l0_A1f32_1l0_A1f32_1l0", compileUnit = #di_compile_unit, scopeLine = 24>
#loc23 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
