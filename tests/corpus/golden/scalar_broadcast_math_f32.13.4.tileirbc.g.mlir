entry @scalar_broadcast_math_Kt1_A1f32_1l0_A1f32_1l0_Sf32_Sf32_I256(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<f32>, %arg7: tile<f32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc11)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc11)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc11)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc11)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc11)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc11)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc11)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc12)
  %pview = make_partition_view %tview : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>> loc(#loc13)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<256xf32>, token loc(#loc13)
  %reshape = reshape %arg6 : tile<f32> -> tile<1xf32> loc(#loc14)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<256xf32> loc(#loc14)
  %reshape_4 = reshape %arg7 : tile<f32> -> tile<1xf32> loc(#loc14)
  %bcast_5 = broadcast %reshape_4 : tile<1xf32> -> tile<256xf32> loc(#loc14)
  %1 = fma %bcast, %tile, %bcast_5  : tile<256xf32> loc(#loc14)
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32> loc(#loc15)
  %reshape_6 = reshape %cst_2_f32 : tile<f32> -> tile<1xf32> loc(#loc16)
  %bcast_7 = broadcast %reshape_6 : tile<1xf32> -> tile<256xf32> loc(#loc16)
  %cst_f32 = constant <f32: 1.500000e+00> : tile<f32> loc(#loc17)
  %reshape_8 = reshape %cst_f32 : tile<f32> -> tile<1xf32> loc(#loc16)
  %bcast_9 = broadcast %reshape_8 : tile<1xf32> -> tile<256xf32> loc(#loc16)
  %2 = negf %bcast_9 : tile<256xf32> loc(#loc16)
  %3 = fma %1, %bcast_7, %2  : tile<256xf32> loc(#loc16)
  %cst_3_f32 = constant <f32: 3.000000e+00> : tile<f32> loc(#loc18)
  %reshape_10 = reshape %cst_3_f32 : tile<f32> -> tile<1xf32> loc(#loc19)
  %bcast_11 = broadcast %reshape_10 : tile<1xf32> -> tile<256xf32> loc(#loc19)
  %4 = divf %3, %bcast_11  : tile<256xf32> loc(#loc19)
  %pview_12 = make_partition_view %tview_3 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>> loc(#loc20)
  %5 = store_view_tko weak %4, %pview_12[%blockId_x] token = %0 : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc20)
  return loc(#loc10)
} loc(#loc11)
#di_file = #cuda_tile.di_file<"elementwise.py" in "kernels">
#loc = loc("kernels/elementwise.py":129:0)
#loc1 = loc("kernels/elementwise.py":130:8)
#loc2 = loc("kernels/elementwise.py":131:8)
#loc3 = loc("kernels/elementwise.py":132:8)
#loc4 = loc("kernels/elementwise.py":133:12)
#loc5 = loc("kernels/elementwise.py":133:8)
#loc6 = loc("kernels/elementwise.py":133:18)
#loc7 = loc("kernels/elementwise.py":134:39)
#loc8 = loc("kernels/elementwise.py":134:35)
#loc9 = loc("kernels/elementwise.py":134:4)
#loc10 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 128, name = "scalar_broadcast_math", linkageName = "scalar_broadcast_math_Kt1_A1f32_1l0_A1f32_1l0_Sf32_Sf32_I256", compileUnit = #di_compile_unit, scopeLine = 128>
#loc11 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
