entry @segmented_scan_Kt1_A1i32_1l0_A1i32_1l0_A1i32_1l0_I256(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc14)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc14)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc14)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc14)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc14)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc14)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc14)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc14)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc14)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc14)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc15)
  %pview = make_partition_view %tview : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>> loc(#loc16)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<256xi32>, token loc(#loc16)
  %cst_0_i32_7 = constant <i32: 0> : tile<i32> loc(#loc17)
  %pview_8 = make_partition_view %tview_3 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>> loc(#loc18)
  %tile_9, %result_token_10 = load_view_tko weak %pview_8[%cst_0_i32_7] token = %0 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<256xi32>, token loc(#loc18)
  %cst_0_i32_11 = constant <i32: 0> : tile<i32> loc(#loc27)
  %1:2 = scan %tile, %tile_9 dim=0 reverse=false identities=[0 : i32, 0 : i32] : tile<256xi32>, tile<256xi32> -> tile<256xi32>, tile<256xi32> 
  (%arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>) {
    %3 = cmpi not_equal %arg12, %cst_0_i32_11, signed : tile<i32> -> tile<i1> loc(#loc28)
    %4 = addi %arg9, %arg10 : tile<i32> loc(#loc29)
    %5 = select %3, %arg10, %4 : tile<i1>, tile<i32> loc(#loc30)
    %6 = ori %arg11, %arg12 : tile<i32> loc(#loc31)
    yield %5, %6 : tile<i32>, tile<i32> loc(#loc20)
  } loc(#loc20)
  %cst_0_i32_12 = constant <i32: 0> : tile<i32> loc(#loc25)
  %pview_13 = make_partition_view %tview_6 : partition_view<tile=(256), tensor_view<?xi32, strides=[?]>> loc(#loc26)
  %2 = store_view_tko weak %1#0, %pview_13[%cst_0_i32_12] token = %0 : tile<256xi32>, partition_view<tile=(256), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc26)
  return loc(#loc13)
} loc(#loc14)
#di_file = #cuda_tile.di_file<"odd_shapes_params.py" in "kernels">
#loc = loc("kernels/odd_shapes_params.py":136:0)
#loc1 = loc("kernels/odd_shapes_params.py":138:26)
#loc2 = loc("kernels/odd_shapes_params.py":138:8)
#loc3 = loc("kernels/odd_shapes_params.py":139:30)
#loc4 = loc("kernels/odd_shapes_params.py":139:8)
#loc5 = loc("kernels/odd_shapes_params.py":142:30)
#loc6 = loc("kernels/odd_shapes_params.py":144:11)
#loc7 = loc("kernels/odd_shapes_params.py":142:24)
#loc8 = loc("kernels/odd_shapes_params.py":142:37)
#loc9 = loc("kernels/odd_shapes_params.py":142:15)
#loc10 = loc("kernels/odd_shapes_params.py":142:47)
#loc11 = loc("kernels/odd_shapes_params.py":145:25)
#loc12 = loc("kernels/odd_shapes_params.py":145:4)
#loc13 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 135, name = "segmented_scan", linkageName = "segmented_scan_Kt1_A1i32_1l0_A1i32_1l0_A1i32_1l0_I256", compileUnit = #di_compile_unit, scopeLine = 135>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file, line = 141, name = "comb", linkageName = "comb@odd_shapes_params:141:5_s0", compileUnit = #di_compile_unit, scopeLine = 141>
#loc14 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc5 in #di_subprogram1>
#loc20 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc7 in #di_subprogram1>
#loc22 = #cuda_tile.di_loc<#loc8 in #di_subprogram1>
#loc23 = #cuda_tile.di_loc<#loc9 in #di_subprogram1>
#loc24 = #cuda_tile.di_loc<#loc10 in #di_subprogram1>
#loc25 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc27 = loc(callsite(#loc19 at #loc20))
#loc28 = loc(callsite(#loc21 at #loc20))
#loc29 = loc(callsite(#loc22 at #loc20))
#loc30 = loc(callsite(#loc23 at #loc20))
#loc31 = loc(callsite(#loc24 at #loc20))
