entry @load_store_hints_Kt1_A1f32_1l0_A1f32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc5)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc5)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc5)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc5)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc5)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc5)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc5)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc6)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc7)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 optimization_hints = <default = {allow_tma = false, latency = 3}> : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc7)
  %pview_4 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc8)
  %1 = store_view_tko weak %tile, %pview_4[%blockId_x] token = %0 optimization_hints = <default = {latency = 8}> : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc8)
  return loc(#loc4)
} loc(#loc5)
#di_file = #cuda_tile.di_file<"memory.py" in "kernels">
#loc = loc("kernels/memory.py":32:0)
#loc1 = loc("kernels/memory.py":33:8)
#loc2 = loc("kernels/memory.py":34:8)
#loc3 = loc("kernels/memory.py":35:4)
#loc4 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 31, name = "load_store_hints", linkageName = "load_store_hints_Kt1_A1f32_1l0_A1f32_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 31>
#loc5 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc6 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc7 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc8 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
