entry @via_tf32_Kt1_A1f32_1l0_A1f32_1l0_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc8)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc8)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc8)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc8)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc8)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc8)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc8)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc9)
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc10)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<128xf32>, token loc(#loc10)
  %1 = ftof %tile  : tile<128xf32> -> tile<128xtf32> loc(#loc16)
  %2 = ftof %1  : tile<128xtf32> -> tile<128xf32> loc(#loc17)
  %pview_4 = make_partition_view %tview_3 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc15)
  %3 = store_view_tko weak %2, %pview_4[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc15)
  return loc(#loc7)
} loc(#loc8)
#di_file = #cuda_tile.di_file<"casts.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/casts.py":23:0)
#loc1 = loc("kernels/casts.py":24:8)
#loc2 = loc("kernels/casts.py":25:8)
#loc3 = loc("cuda/tile/_stub.py":678:15)
#loc4 = loc("kernels/casts.py":26:8)
#loc5 = loc("kernels/casts.py":27:35)
#loc6 = loc("kernels/casts.py":27:4)
#loc7 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 22, name = "via_tf32", linkageName = "via_tf32_Kt1_A1f32_1l0_A1f32_1l0_I128", compileUnit = #di_compile_unit, scopeLine = 22>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc8 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc9 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc3 in #di_subprogram1>
#loc12 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc3 in #di_subprogram2>
#loc14 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc16 = loc(callsite(#loc11 at #loc12))
#loc17 = loc(callsite(#loc13 at #loc14))
