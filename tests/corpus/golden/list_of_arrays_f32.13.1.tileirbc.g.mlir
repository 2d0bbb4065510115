entry @list_of_arrays_Kt1_LA1f32_1l0_A1f32_1l0_I64(%arg0: tile<ptr<i64>>, %arg1: tile<i32>, %arg2: tile<ptr<f32>>, %arg3: tile<i32>, %arg4: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc11)
  %tview = make_tensor_view %arg0, shape = [%arg1, 3], strides = [3, 1] : tile<i32> -> tensor_view<?x3xi64, strides=[3,1]> loc(#loc11)
  %pview = make_partition_view %tview : partition_view<tile=(1x4), tensor_view<?x3xi64, strides=[3,1]>> loc(#loc11)
  %assume = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc11)
  %assume_0 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc11)
  %tview_1 = make_tensor_view %arg2, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc11)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64xf32> loc(#loc12)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc13)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc13)
  %cst_0_i32_2 = constant <i32: 0> : tile<i32> loc(#loc14)
  %for = for %loopIdx in (%cst_0_i32 to %arg1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<64xf32>) {
    %cst_0_i32_5 = constant <i32: 0> : tile<i32> loc(#loc16)
    %tile, %result_token = load_view_tko weak %pview[%loopIdx, %cst_0_i32_5] : partition_view<tile=(1x4), tensor_view<?x3xi64, strides=[3,1]>>, tile<i32> -> tile<1x4xi64>, token loc(#loc16)
    %cst_0_i32_6 = constant <i32: 0> : tile<i32> loc(#loc16)
    %2 = extract %tile[%cst_0_i32_5, %cst_0_i32_6] : tile<1x4xi64> -> tile<1x1xi64> loc(#loc16)
    %reshape = reshape %2 : tile<1x1xi64> -> tile<i64> loc(#loc16)
    %cst_1_i32_7 = constant <i32: 1> : tile<i32> loc(#loc16)
    %3 = extract %tile[%cst_0_i32_5, %cst_1_i32_7] : tile<1x4xi64> -> tile<1x1xi64> loc(#loc16)
    %reshape_8 = reshape %3 : tile<1x1xi64> -> tile<i64> loc(#loc16)
    %cst_2_i32 = constant <i32: 2> : tile<i32> loc(#loc16)
    %4 = extract %tile[%cst_0_i32_5, %cst_2_i32] : tile<1x4xi64> -> tile<1x1xi64> loc(#loc16)
    %reshape_9 = reshape %4 : tile<1x1xi64> -> tile<i64> loc(#loc16)
    %5 = trunci %reshape_8 : tile<i64> -> tile<i32> loc(#loc16)
    %6 = trunci %reshape_9 : tile<i64> -> tile<i32> loc(#loc16)
    %7 = int_to_ptr %reshape : tile<i64> -> tile<ptr<f32>> loc(#loc16)
    %assume_10 = assume bounded<0, ?>, %5 : tile<i32> loc(#loc16)
    %assume_11 = assume bounded<0, ?>, %6 : tile<i32> loc(#loc16)
    %tview_12 = make_tensor_view %7, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc16)
    %pview_13 = make_partition_view %tview_12 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc17)
    %tile_14, %result_token_15 = load_view_tko weak %pview_13[%cst_0_i32_2] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc17)
    %8 = addf %iterArg0, %tile_14  : tile<64xf32> loc(#loc18)
    continue %8 : tile<64xf32> loc(#loc15)
  } loc(#loc15)
  %cst_0_i32_3 = constant <i32: 0> : tile<i32> loc(#loc19)
  %pview_4 = make_partition_view %tview_1 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc20)
  %1 = store_view_tko weak %for, %pview_4[%cst_0_i32_3] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc20)
  return loc(#loc10)
} loc(#loc11)
#di_file = #cuda_tile.di_file<"grid_and_signatures.py" in "kernels">
#loc = loc("kernels/grid_and_signatures.py":71:0)
#loc1 = loc("kernels/grid_and_signatures.py":72:10)
#loc2 = loc("kernels/grid_and_signatures.py":73:13)
#loc3 = loc("kernels/grid_and_signatures.py":74:39)
#loc4 = loc("kernels/grid_and_signatures.py":73:4)
#loc5 = loc("kernels/grid_and_signatures.py":74:23)
#loc6 = loc("kernels/grid_and_signatures.py":74:15)
#loc7 = loc("kernels/grid_and_signatures.py":74:8)
#loc8 = loc("kernels/grid_and_signatures.py":75:25)
#loc9 = loc("kernels/grid_and_signatures.py":75:4)
#loc10 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 70, name = "list_of_arrays", linkageName = "list_of_arrays_Kt1_LA1f32_1l0_A1f32_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 70>
#loc11 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
