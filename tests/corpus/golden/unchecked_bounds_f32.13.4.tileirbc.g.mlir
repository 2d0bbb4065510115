entry @unchecked_bounds_Kt1_A1f32_1i64l0_A1f32_1i64l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc9)
  %assume = assume div_by<64>, %arg1 : tile<i32> loc(#loc10)
  %assume_0 = assume div_by<64>, %arg4 : tile<i32> loc(#loc11)
  %assume_assume = assume bounded<0, ?>, %assume : tile<i32> loc(#loc9)
  %assume_assume_assume = assume div_by<64>, %assume_assume : tile<i32> loc(#loc9)
  %assume_1 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc9)
  %tview = make_tensor_view %arg0, shape = [%assume_assume_assume], strides = [%assume_1] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc9)
  %assume_assume_2 = assume bounded<0, ?>, %assume_0 : tile<i32> loc(#loc9)
  %assume_assume_assume_3 = assume div_by<64>, %assume_assume_2 : tile<i32> loc(#loc9)
  %assume_4 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc9)
  %tview_5 = make_tensor_view %arg3, shape = [%assume_assume_assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc9)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc12)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc13)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 inbounds = [true] : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc13)
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32> loc(#loc14)
  %reshape = reshape %cst_2_f32 : tile<f32> -> tile<1xf32> loc(#loc15)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32> loc(#loc15)
  %1 = mulf %tile, %bcast  : tile<64xf32> loc(#loc15)
  %pview_6 = make_partition_view %tview_5 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc16)
  %2 = store_view_tko weak %1, %pview_6[%blockId_x] token = %0 inbounds = [true] : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc16)
  return loc(#loc8)
} loc(#loc9)
#di_file = #cuda_tile.di_file<"memory.py" in "kernels">
#loc = loc("kernels/memory.py":39:0)
#loc1 = loc("kernels/memory.py":39:21)
#loc2 = loc("kernels/memory.py":39:24)
#loc3 = loc("kernels/memory.py":40:8)
#loc4 = loc("kernels/memory.py":41:8)
#loc5 = loc("kernels/memory.py":42:39)
#loc6 = loc("kernels/memory.py":42:35)
#loc7 = loc("kernels/memory.py":42:4)
#loc8 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 38, name = "unchecked_bounds", linkageName = "unchecked_bounds_Kt1_A1f32_1i64l0_A1f32_1i64l0_I64", compileUnit = #di_compile_unit, scopeLine = 38>
#loc9 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
