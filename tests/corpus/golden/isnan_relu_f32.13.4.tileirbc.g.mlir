entry @isnan_relu_Kt1_A1f32_1l0_A1b8_1l0_A1f32_1l0_I256(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i1>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc12)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc12)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc12)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc12)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc12)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc12)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi1, strides=[?]> loc(#loc12)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc12)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc12)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc12)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc13)
  %pview = make_partition_view %tview : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>> loc(#loc14)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<256xf32>, token loc(#loc14)
  %1 = cmpf not_equal unordered %tile, %tile : tile<256xf32> -> tile<256xi1> loc(#loc15)
  %pview_7 = make_partition_view %tview_3 : partition_view<tile=(256), tensor_view<?xi1, strides=[?]>> loc(#loc16)
  %2 = store_view_tko weak %1, %pview_7[%blockId_x] token = %0 : tile<256xi1>, partition_view<tile=(256), tensor_view<?xi1, strides=[?]>>, tile<i32> -> token loc(#loc16)
  %3 = cmpf not_equal unordered %tile, %tile : tile<256xf32> -> tile<256xi1> loc(#loc17)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc18)
  %cst_0_f32_8 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc19)
  %reshape = reshape %cst_0_f32_8 : tile<f32> -> tile<1xf32> loc(#loc20)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<256xf32> loc(#loc20)
  %4 = maxf %tile, %bcast : tile<256xf32> loc(#loc20)
  %reshape_9 = reshape %cst_0_f32 : tile<f32> -> tile<1xf32> loc(#loc21)
  %bcast_10 = broadcast %reshape_9 : tile<1xf32> -> tile<256xf32> loc(#loc21)
  %5 = select %3, %bcast_10, %4 : tile<256xi1>, tile<256xf32> loc(#loc21)
  %pview_11 = make_partition_view %tview_6 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>> loc(#loc22)
  %6 = store_view_tko weak %5, %pview_11[%blockId_x] token = %0 : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc22)
  return loc(#loc11)
} loc(#loc12)
#di_file = #cuda_tile.di_file<"compare_select.py" in "kernels">
#loc = loc("kernels/compare_select.py":36:0)
#loc1 = loc("kernels/compare_select.py":37:8)
#loc2 = loc("kernels/compare_select.py":38:8)
#loc3 = loc("kernels/compare_select.py":39:37)
#loc4 = loc("kernels/compare_select.py":39:4)
#loc5 = loc("kernels/compare_select.py":40:47)
#loc6 = loc("kernels/compare_select.py":40:60)
#loc7 = loc("kernels/compare_select.py":40:79)
#loc8 = loc("kernels/compare_select.py":40:65)
#loc9 = loc("kernels/compare_select.py":40:38)
#loc10 = loc("kernels/compare_select.py":40:4)
#loc11 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 35, name = "isnan_relu", linkageName = "isnan_relu_Kt1_A1f32_1l0_A1b8_1l0_A1f32_1l0_I256", compileUnit = #di_compile_unit, scopeLine = 35>
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
