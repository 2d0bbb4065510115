entry @tiled_view_basic_Kt1_A1f32_1l0_A1f32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc8)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc8)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc8)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc8)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc8)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc8)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc8)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc9)
  %1 = get_index_space_shape %pview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> -> tile<i32> loc(#loc9)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc10)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc10)
  %pview_4 = make_partition_view %tview : partition_view<tile=(64), padding_value = zero, tensor_view<?xf32, strides=[?]>> loc(#loc11)
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32> loc(#loc12)
  %reshape = reshape %cst_1_f32 : tile<f32> -> tile<1xf32> loc(#loc11)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32> loc(#loc11)
  %pview_5 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc13)
  for %loopIdx in (%cst_0_i32 to %1, step %cst_1_i32) : tile<i32> {
    %tile, %result_token = load_view_tko weak %pview_4[%loopIdx] token = %0 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc11)
    %2 = addf %tile, %bcast  : tile<64xf32> loc(#loc11)
    %3 = store_view_tko weak %2, %pview_5[%loopIdx] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc13)
  } loc(#loc14)
  return loc(#loc7)
} loc(#loc8)
#di_file = #cuda_tile.di_file<"memory.py" in "kernels">
#loc = loc("kernels/memory.py":80:0)
#loc1 = loc("kernels/memory.py":83:19)
#loc2 = loc("kernels/memory.py":83:13)
#loc3 = loc("kernels/memory.py":84:20)
#loc4 = loc("kernels/memory.py":84:33)
#loc5 = loc("kernels/memory.py":84:8)
#loc6 = loc("kernels/memory.py":83:4)
#loc7 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 79, name = "tiled_view_basic", linkageName = "tiled_view_basic_Kt1_A1f32_1l0_A1f32_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 79>
#loc8 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc9 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
