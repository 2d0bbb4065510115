entry @early_return_in_loop_Kt1_A1f32_1l0_A1f32_1l0_Sf32_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<f32>) optimization_hints=<sm_100 = {}> {
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
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<32xf32>
  %cst_8_i32 = constant <i32: 8> : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_8_i32_6 = constant <i32: 8> : tile<i32>
  %1 = muli %blockId_x, %cst_8_i32_6 : tile<i32>
  %cst_1_i32_7 = constant <i32: 1> : tile<i32>
  %2 = cmpi equal %blockId_x, %cst_1_i32_7, signed : tile<i32> -> tile<i1>
  %for:4 = for %loopIdx in (%cst_0_i32 to %cst_8_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %false, %iterArg2 = %false_0, %iterArg3 = %0) -> (tile<32xf32>, tile<i1>, tile<i1>, token) {
    if %iterArg2 {
      continue %iterArg0, %iterArg1, %iterArg2, %iterArg3 : tile<32xf32>, tile<i1>, tile<i1>, token
    } else {
    }
    %4 = addi %1, %loopIdx : tile<i32>
    %pview_8 = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>
    %tile, %result_token = load_view_tko weak %pview_8[%4] token = %0 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<32xf32>, token
    %5 = addf %iterArg0, %tile  : tile<32xf32>
    %6 = if %2 -> (token) {
      %reduce = reduce %5 dim=0 identities=[0.000000e+00 : f32] : tile<32xf32> -> tile<f32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %9 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
        yield %9 : tile<f32>
      }
      %7 = cmpf greater_than ordered %reduce, %arg6 : tile<f32> -> tile<i1>
      %8 = if %7 -> (token) {
        %cst_f32 = constant <f32: -1.000000e+00> : tile<f32>
        %reshape = reshape %cst_f32 : tile<f32> -> tile<1xf32>
        %bcast = broadcast %reshape : tile<1xf32> -> tile<32xf32>
        %9 = mulf %5, %bcast  : tile<32xf32>
        %pview_9 = make_partition_view %tview_5 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>
        %10 = store_view_tko weak %9, %pview_9[%blockId_x] token = %iterArg3 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
        continue %iterArg0, %true, %true_1, %10 : tile<32xf32>, tile<i1>, tile<i1>, token
      } else {
        yield %iterArg3 : token
      }
      yield %8 : token
    } else {
      yield %iterArg3 : token
    }
    continue %5, %iterArg1, %iterArg2, %6 : tile<32xf32>, tile<i1>, tile<i1>, token
  }
  if %for#1 {
    return
  } else {
  }
  %pview = make_partition_view %tview_5 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>
  %3 = store_view_tko weak %for#0, %pview[%blockId_x] token = %for#3 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
