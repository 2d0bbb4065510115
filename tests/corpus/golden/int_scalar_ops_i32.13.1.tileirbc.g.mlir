entry @int_scalar_ops_Kt1_A1i32_1l0_A1i32_1l0_Si32_Si32_I256(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc10)
  %cst_1_i32 = constant <i32: 1> : tile<256xi32> loc(#loc11)
  %cst_7_i32 = constant <i32: 7> : tile<256xi32> loc(#loc12)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc10)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc10)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc10)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc10)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc10)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc10)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc13)
  %pview = make_partition_view %tview : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>> loc(#loc14)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<256xi32>, token loc(#loc14)
  %reshape = reshape %arg6 : tile<i32> -> tile<1xi32> loc(#loc15)
  %bcast = broadcast %reshape : tile<1xi32> -> tile<256xi32> loc(#loc15)
  %1 = muli %tile, %bcast : tile<256xi32> loc(#loc15)
  %reshape_4 = reshape %blockId_x : tile<i32> -> tile<1xi32> loc(#loc15)
  %bcast_5 = broadcast %reshape_4 : tile<1xi32> -> tile<256xi32> loc(#loc15)
  %2 = addi %1, %bcast_5 : tile<256xi32> loc(#loc15)
  %reshape_6 = reshape %arg7 : tile<i32> -> tile<1xi32> loc(#loc16)
  %bcast_7 = broadcast %reshape_6 : tile<1xi32> -> tile<256xi32> loc(#loc16)
  %3 = shri %2, %bcast_7 signed : tile<256xi32> loc(#loc16)
  %4 = shli %3, %cst_1_i32 : tile<256xi32> loc(#loc11)
  %reshape_8 = reshape %arg6 : tile<i32> -> tile<1xi32> loc(#loc17)
  %bcast_9 = broadcast %reshape_8 : tile<1xi32> -> tile<256xi32> loc(#loc17)
  %5 = xori %4, %bcast_9 : tile<256xi32> loc(#loc17)
  %6 = subi %5, %cst_7_i32 : tile<256xi32> loc(#loc12)
  %pview_10 = make_partition_view %tview_3 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>> loc(#loc18)
  %7 = store_view_tko weak %6, %pview_10[%blockId_x] token = %0 : tile<256xi32>, partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc18)
  return loc(#loc9)
} loc(#loc10)
#di_file = #cuda_tile.di_file<"integer.py" in "kernels">
#loc = loc("kernels/integer.py":68:0)
#loc1 = loc("kernels/integer.py":72:9)
#loc2 = loc("kernels/integer.py":73:35)
#loc3 = loc("kernels/integer.py":69:8)
#loc4 = loc("kernels/integer.py":70:8)
#loc5 = loc("kernels/integer.py":71:9)
#loc6 = loc("kernels/integer.py":71:8)
#loc7 = loc("kernels/integer.py":72:8)
#loc8 = loc("kernels/integer.py":73:4)
#loc9 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 67, name = "int_scalar_ops", linkageName = "int_scalar_ops_Kt1_A1i32_1l0_A1i32_1l0_Si32_Si32_I256", compileUnit = #di_compile_unit, scopeLine = 67>
#loc10 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
