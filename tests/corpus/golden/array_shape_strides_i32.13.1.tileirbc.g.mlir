entry @array_shape_strides_Kt1_A2f32_3l0_A1i32_1l0(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc10)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc10)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc10)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc10)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc10)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc10)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc10)
  %tview = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc10)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc11)
  %cst_1000_i32 = constant <i32: 1000> : tile<i32> loc(#loc12)
  %1 = muli %assume, %cst_1000_i32 : tile<i32> loc(#loc13)
  %2 = addi %1, %assume_0 : tile<i32> loc(#loc13)
  %reshape = reshape %2 : tile<i32> -> tile<1xi32> loc(#loc14)
  %pview = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>> loc(#loc14)
  %3 = store_view_tko weak %reshape, %pview[%cst_0_i32] token = %0 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc14)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc15)
  %cst_1000_i32_5 = constant <i32: 1000> : tile<i32> loc(#loc16)
  %4 = muli %assume_1, %cst_1000_i32_5 : tile<i32> loc(#loc17)
  %5 = addi %4, %assume_2 : tile<i32> loc(#loc17)
  %reshape_6 = reshape %5 : tile<i32> -> tile<1xi32> loc(#loc18)
  %pview_7 = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>> loc(#loc18)
  %6 = store_view_tko weak %reshape_6, %pview_7[%cst_1_i32] token = %3 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc18)
  return loc(#loc9)
} loc(#loc10)
#di_file = #cuda_tile.di_file<"memory.py" in "kernels">
#loc = loc("kernels/memory.py":109:0)
#loc1 = loc("kernels/memory.py":110:25)
#loc2 = loc("kernels/memory.py":110:48)
#loc3 = loc("kernels/memory.py":110:35)
#loc4 = loc("kernels/memory.py":110:4)
#loc5 = loc("kernels/memory.py":111:25)
#loc6 = loc("kernels/memory.py":111:50)
#loc7 = loc("kernels/memory.py":111:35)
#loc8 = loc("kernels/memory.py":111:4)
#loc9 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 108, name = "array_shape_strides", linkageName = "array_shape_strides_Kt1_A2f32_3l0_A1i32_1l0", compileUnit = #di_compile_unit, scopeLine = 108>
#loc10 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
