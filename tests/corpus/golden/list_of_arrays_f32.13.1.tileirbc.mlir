entry @list_of_arrays_Kt1_LA1f32_1l0_A1f32_1l0_I64(%arg0: tile<ptr<i64>>, %arg1: tile<i32>, %arg2: tile<ptr<f32>>, %arg3: tile<i32>, %arg4: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %tview = make_tensor_view %arg0, shape = [%arg1, 3], strides = [3, 1] : tile<i32> -> tensor_view<?x3xi64, strides=[3,1]>
  %pview = make_partition_view %tview : partition_view<tile=(1x4), tensor_view<?x3xi64, strides=[3,1]>>
  %assume = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview_1 = make_tensor_view %arg2, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_0_i32_2 = constant <i32: 0> : tile<i32>
  %for = for %loopIdx in (%cst_0_i32 to %arg1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<64xf32>) {
    %cst_0_i32_5 = constant <i32: 0> : tile<i32>
    %tile, %result_token = load_view_tko weak %pview[%loopIdx, %cst_0_i32_5] : partition_view<tile=(1x4), tensor_view<?x3xi64, strides=[3,1]>>, tile<i32> -> tile<1x4xi64>, token
    %cst_0_i32_6 = constant <i32: 0> : tile<i32>
    %2 = extract %tile[%cst_0_i32_5, %cst_0_i32_6] : tile<1x4xi64> -> tile<1x1xi64>
    %reshape = reshape %2 : tile<1x1xi64> -> tile<i64>
    %cst_1_i32_7 = constant <i32: 1> : tile<i32>
    %3 = extract %tile[%cst_0_i32_5, %cst_1_i32_7] : tile<1x4xi64> -> tile<1x1xi64>
    %reshape_8 = reshape %3 : tile<1x1xi64> -> tile<i64>
    %cst_2_i32 = constant <i32: 2> : tile<i32>
    %4 = extract %tile[%cst_0_i32_5, %cst_2_i32] : tile<1x4xi64> -> tile<1x1xi64>
    %reshape_9 = reshape %4 : tile<1x1xi64> -> tile<i64>
    %5 = trunci %reshape_8 : tile<i64> -> tile<i32>
    %6 = trunci %reshape_9 : tile<i64> -> tile<i32>
    %7 = int_to_ptr %reshape : tile<i64> -> tile<ptr<f32>>
    %assume_10 = assume bounded<0, ?>, %5 : tile<i32>
    %assume_11 = assume bounded<0, ?>, %6 : tile<i32>
    %tview_12 = make_tensor_view %7, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xf32, strides=[?]>
    %pview_13 = make_partition_view %tview_12 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
    %tile_14, %result_token_15 = load_view_tko weak %pview_13[%cst_0_i32_2] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
    %8 = addf %iterArg0, %tile_14  : tile<64xf32>
    continue %8 : tile<64xf32>
  }
  %cst_0_i32_3 = constant <i32: 0> : tile<i32>
  %pview_4 = make_partition_view %tview_1 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %1 = store_view_tko weak %for, %pview_4[%cst_0_i32_3] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
