entry @pdl_producer_consumer_Kt1_A1f32_1l0_A1f32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc9)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc9)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc9)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc9)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc9)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc9)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc9)
  %1 = gdc_wait_tko token = %0 -> token loc(#loc10)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc11)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc12)
  %2 = join_tokens %0, %1 : token loc(#loc12)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %2 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc12)
  %3 = join_tokens %0, %result_token : token loc(#loc12)
  %4 = join_tokens %1, %3 : token loc(#loc13)
  %5 = gdc_launch_dependents_tko token = %4 -> token loc(#loc13)
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32> loc(#loc14)
  %reshape = reshape %cst_1_f32 : tile<f32> -> tile<1xf32> loc(#loc15)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32> loc(#loc15)
  %6 = addf %tile, %bcast  : tile<64xf32> loc(#loc15)
  %pview_4 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc16)
  %7 = join_tokens %0, %5, %1 : token loc(#loc16)
  %8 = store_view_tko weak %6, %pview_4[%blockId_x] token = %7 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc16)
  return loc(#loc8)
} loc(#loc9)
#di_file = #cuda_tile.di_file<"workloads.py" in "kernels">
#loc = loc("kernels/workloads.py":180:0)
#loc1 = loc("kernels/workloads.py":181:4)
#loc2 = loc("kernels/workloads.py":182:8)
#loc3 = loc("kernels/workloads.py":183:8)
#loc4 = loc("kernels/workloads.py":184:4)
#loc5 = loc("kernels/workloads.py":185:39)
#loc6 = loc("kernels/workloads.py":185:35)
#loc7 = loc("kernels/workloads.py":185:4)
#loc8 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 179, name = "pdl_producer_consumer", linkageName = "pdl_producer_consumer_Kt1_A1f32_1l0_A1f32_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 179>
#loc9 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
