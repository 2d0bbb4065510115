entry @reshape_2d_Kt1_A1i32_1l0_A2i32_3l0_I8_I16(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc9)
  %cst_1_i32 = constant <i32: 1> : tile<8x16xi32> loc(#loc10)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc9)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc9)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc9)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc9)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc9)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc9)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc9)
  %tview_5 = make_tensor_view %arg3, shape = [%assume_1, %assume_2], strides = [%assume_3, %assume_4] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]> loc(#loc9)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc11)
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xi32, strides=[?]>> loc(#loc12)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(128), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<128xi32>, token loc(#loc12)
  %reshape = reshape %tile : tile<128xi32> -> tile<8x16xi32> loc(#loc13)
  %cst_0_i32_6 = constant <i32: 0> : tile<i32> loc(#loc14)
  %cst_0_i32_7 = constant <i32: 0> : tile<i32> loc(#loc15)
  %1 = addi %reshape, %cst_1_i32 : tile<8x16xi32> loc(#loc10)
  %pview_8 = make_partition_view %tview_5 : partition_view<tile=(8x16), tensor_view<?x?xi32, strides=[?,?]>> loc(#loc16)
  %2 = store_view_tko weak %1, %pview_8[%cst_0_i32_6, %cst_0_i32_7] token = %0 : tile<8x16xi32>, partition_view<tile=(8x16), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> token loc(#loc16)
  return loc(#loc8)
} loc(#loc9)
#di_file = #cuda_tile.di_file<"shape_ops.py" in "kernels">
#loc = loc("kernels/shape_ops.py":18:0)
#loc1 = loc("kernels/shape_ops.py":22:37)
#loc2 = loc("kernels/shape_ops.py":19:26)
#loc3 = loc("kernels/shape_ops.py":19:8)
#loc4 = loc("kernels/shape_ops.py":20:8)
#loc5 = loc("kernels/shape_ops.py":22:25)
#loc6 = loc("kernels/shape_ops.py":22:28)
#loc7 = loc("kernels/shape_ops.py":22:4)
#loc8 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 17, name = "reshape_2d", linkageName = "reshape_2d_Kt1_A1i32_1l0_A2i32_3l0_I8_I16", compileUnit = #di_compile_unit, scopeLine = 17>
#loc9 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
