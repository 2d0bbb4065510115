entry @early_return_Kt1_A1f32_1l0_A1f32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %false = constant <i1: false> : tile<i1>
  %true = constant <i1: true> : tile<i1>
  %false_0 = constant <i1: false> : tile<i1>
  %true_1 = constant <i1: true> : tile<i1>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_3 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_5 = make_tensor_view %arg3, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_2_i32 = constant <i32: 2> : tile<i32>
  %1 = cmpi greater_than_or_equal %blockId_x, %cst_2_i32, signed : tile<i32> -> tile<i1>
  if %1 {
    return
  } else {
  }
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
  %cst_4_i32 = constant <i32: 4> : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_3_i32 = constant <i32: 3> : tile<i32>
  %for:3 = for %loopIdx in (%cst_0_i32 to %cst_4_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %false, %iterArg1 = %false_0, %iterArg2 = %0) -> (tile<i1>, tile<i1>, token) {
    if %iterArg1 {
      continue %iterArg0, %iterArg1, %iterArg2 : tile<i1>, tile<i1>, token
    } else {
    }
    %2 = cmpi equal %loopIdx, %cst_3_i32, signed : tile<i32> -> tile<i1>
    if %2 {
      continue %true, %true_1, %iterArg2 : tile<i1>, tile<i1>, token
    } else {
    }
    %3 = itof %loopIdx signed  : tile<i32> -> tile<f32>
    %reshape = reshape %3 : tile<f32> -> tile<1xf32>
    %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32>
    %4 = addf %tile, %bcast  : tile<64xf32>
    %pview_6 = make_partition_view %tview_5 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
    %5 = store_view_tko weak %4, %pview_6[%blockId_x] token = %iterArg2 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
    continue %iterArg0, %iterArg1, %5 : tile<i1>, tile<i1>, token
  }
  if %for#0 {
    return
  } else {
  }
  return
}
