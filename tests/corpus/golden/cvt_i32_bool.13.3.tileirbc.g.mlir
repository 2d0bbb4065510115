entry @convert_Kt1_A1i32_1l0_A1b8_1l0_I128(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i1>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc7)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc7)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc7)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc7)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc7)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc7)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi1, strides=[?]> loc(#loc7)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc8)
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xi32, strides=[?]>> loc(#loc9)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<128xi32>, token loc(#loc9)
  %cst_0_i32 = constant <i32: 0> : tile<128xi32> loc(#loc13)
  %1 = cmpi not_equal %tile, %cst_0_i32, signed : tile<128xi32> -> tile<128xi1> loc(#loc13)
  %pview_4 = make_partition_view %tview_3 : partition_view<tile=(128), tensor_view<?xi1, strides=[?]>> loc(#loc12)
  %2 = store_view_tko weak %1, %pview_4[%blockId_x] token = %0 : tile<128xi1>, partition_view<tile=(128), tensor_view<?xi1, strides=[?]>>, tile<i32> -> token loc(#loc12)
  return loc(#loc6)
} loc(#loc7)
#di_file = #cuda_tile.di_file<"casts.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/casts.py":9:0)
#loc1 = loc("kernels/casts.py":10:8)
#loc2 = loc("kernels/casts.py":11:8)
#loc3 = loc("cuda/tile/_stub.py":678:15)
#loc4 = loc("kernels/casts.py":12:35)
#loc5 = loc("kernels/casts.py":12:4)
#loc6 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 8, name = "convert", linkageName = "convert_Kt1_A1i32_1l0_A1b8_1l0_I128", compileUnit = #di_compile_unit, scopeLine = 8>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc7 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc8 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc9 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc3 in #di_subprogram1>
#loc11 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc13 = loc(callsite(#loc10 at #loc11))
