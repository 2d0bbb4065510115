entry @tiny_tiles_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f32>>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc21)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc21)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc21)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc21)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc21)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc21)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc21)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc21)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc21)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc21)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc21)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc21)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc21)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc21)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc21)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc21)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc22)
  %pview = make_partition_view %tview : partition_view<tile=(2), tensor_view<?xf32, strides=[?]>> loc(#loc23)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(2), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<2xf32>, token loc(#loc23)
  %cst_5_i32 = constant <i32: 5> : tile<i32> loc(#loc24)
  %pview_13 = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>> loc(#loc25)
  %tile_14, %result_token_15 = load_view_tko weak %pview_13[%cst_5_i32] token = %0 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<1xf32>, token loc(#loc25)
  %cst_7_i32 = constant <i32: 7> : tile<i32> loc(#loc26)
  %pview_16 = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>> loc(#loc27)
  %tile_17, %result_token_18 = load_view_tko weak %pview_16[%cst_7_i32] token = %0 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<1xf32>, token loc(#loc27)
  %reshape = reshape %tile_17 : tile<1xf32> -> tile<f32> loc(#loc27)
  %blockId_x_19, %blockId_y_20, %blockId_z_21 = get_tile_block_id : tile<i32> loc(#loc28)
  %bcast = broadcast %tile_14 : tile<1xf32> -> tile<2xf32> loc(#loc29)
  %1 = mulf %tile, %bcast  : tile<2xf32> loc(#loc29)
  %pview_22 = make_partition_view %tview_3 : partition_view<tile=(2), tensor_view<?xf32, strides=[?]>> loc(#loc30)
  %2 = store_view_tko weak %1, %pview_22[%blockId_x_19] token = %0 : tile<2xf32>, partition_view<tile=(2), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc30)
  %blockId_x_23, %blockId_y_24, %blockId_z_25 = get_tile_block_id : tile<i32> loc(#loc31)
  %reshape_26 = reshape %reshape : tile<f32> -> tile<1xf32> loc(#loc32)
  %3 = addf %tile_14, %reshape_26  : tile<1xf32> loc(#loc32)
  %pview_27 = make_partition_view %tview_6 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>> loc(#loc33)
  %4 = store_view_tko weak %3, %pview_27[%blockId_x_23] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc33)
  %blockId_x_28, %blockId_y_29, %blockId_z_30 = get_tile_block_id : tile<i32> loc(#loc34)
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32> loc(#loc35)
  %5 = mulf %reshape, %cst_2_f32  : tile<f32> loc(#loc35)
  %reshape_31 = reshape %5 : tile<f32> -> tile<1xf32> loc(#loc36)
  %pview_32 = make_partition_view %tview_9 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>> loc(#loc36)
  %6 = store_view_tko weak %reshape_31, %pview_32[%blockId_x_28] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc36)
  %blockId_x_33, %blockId_y_34, %blockId_z_35 = get_tile_block_id : tile<i32> loc(#loc37)
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f32] : tile<2xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %9 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc38)
    yield %9 : tile<f32> loc(#loc38)
  } loc(#loc38)
  %reduce_36 = reduce %tile_14 dim=0 identities=[0xFF800000 : f32] : tile<1xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %9 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc39)
    yield %9 : tile<f32> loc(#loc39)
  } loc(#loc39)
  %7 = addf %reduce, %reduce_36  : tile<f32> loc(#loc38)
  %reshape_37 = reshape %7 : tile<f32> -> tile<1xf32> loc(#loc40)
  %pview_38 = make_partition_view %tview_12 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>> loc(#loc40)
  %8 = store_view_tko weak %reshape_37, %pview_38[%blockId_x_33] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc40)
  return loc(#loc20)
} loc(#loc21)
#di_file = #cuda_tile.di_file<"odd_shapes_params.py" in "kernels">
#loc = loc("kernels/odd_shapes_params.py":14:0)
#loc1 = loc("kernels/odd_shapes_params.py":15:27)
#loc2 = loc("kernels/odd_shapes_params.py":15:9)
#loc3 = loc("kernels/odd_shapes_params.py":16:27)
#loc4 = loc("kernels/odd_shapes_params.py":16:9)
#loc5 = loc("kernels/odd_shapes_params.py":17:27)
#loc6 = loc("kernels/odd_shapes_params.py":17:9)
#loc7 = loc("kernels/odd_shapes_params.py":18:24)
#loc8 = loc("kernels/odd_shapes_params.py":18:42)
#loc9 = loc("kernels/odd_shapes_params.py":18:4)
#loc10 = loc("kernels/odd_shapes_params.py":19:24)
#loc11 = loc("kernels/odd_shapes_params.py":19:42)
#loc12 = loc("kernels/odd_shapes_params.py":19:4)
#loc13 = loc("kernels/odd_shapes_params.py":20:24)
#loc14 = loc("kernels/odd_shapes_params.py":20:42)
#loc15 = loc("kernels/odd_shapes_params.py":20:4)
#loc16 = loc("kernels/odd_shapes_params.py":21:26)
#loc17 = loc("kernels/odd_shapes_params.py":21:44)
#loc18 = loc("kernels/odd_shapes_params.py":21:57)
#loc19 = loc("kernels/odd_shapes_params.py":21:4)
#loc20 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 13, name = "tiny_tiles", linkageName = "tiny_tiles_Kt1_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0_A1f32_1l0", compileUnit = #di_compile_unit, scopeLine = 13>
#loc21 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
