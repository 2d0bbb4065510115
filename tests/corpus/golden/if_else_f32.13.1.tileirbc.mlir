entry @if_else_Kt1_A1f32_1l0_A1f32_1l0_Si32_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %1 = cmpi greater_than %arg6, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %2 = if %1 -> (tile<64xf32>) {
    %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
    %reshape = reshape %cst_1_f32 : tile<f32> -> tile<1xf32>
    %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32>
    %13 = addf %tile, %bcast  : tile<64xf32>
    yield %13 : tile<64xf32>
  } else {
    %cst_0_i32_7 = constant <i32: 0> : tile<i32>
    %13 = cmpi less_than %arg6, %cst_0_i32_7, signed : tile<i32> -> tile<i1>
    %14 = if %13 -> (tile<64xf32>) {
      %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
      %reshape = reshape %cst_1_f32 : tile<f32> -> tile<1xf32>
      %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32>
      %15 = subf %tile, %bcast  : tile<64xf32>
      yield %15 : tile<64xf32>
    } else {
      %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
      %reshape = reshape %cst_0_f32 : tile<f32> -> tile<1xf32>
      %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32>
      %15 = mulf %tile, %bcast  : tile<64xf32>
      yield %15 : tile<64xf32>
    }
    yield %14 : tile<64xf32>
  }
  %cst_2_i32 = constant <i32: 2> : tile<i32>
  %3 = remi %blockId_x, %cst_2_i32 signed : tile<i32>
  %cst_0_i32_4 = constant <i32: 0> : tile<i32>
  %4 = cmpi less_than %3, %cst_0_i32_4, signed : tile<i32> -> tile<i1>
  %false = constant <i1: false> : tile<i1>
  %5 = xori %4, %false : tile<i1>
  %6 = cmpi not_equal %3, %cst_0_i32_4, signed : tile<i32> -> tile<i1>
  %7 = andi %5, %6 : tile<i1>
  %8 = addi %3, %cst_2_i32 : tile<i32>
  %9 = select %7, %8, %3 : tile<i1>, tile<i32>
  %cst_0_i32_5 = constant <i32: 0> : tile<i32>
  %10 = cmpi equal %9, %cst_0_i32_5, signed : tile<i32> -> tile<i1>
  %11 = if %10 -> (tile<64xf32>) {
    %13 = negf %2 : tile<64xf32>
    yield %13 : tile<64xf32>
  } else {
    yield %2 : tile<64xf32>
  }
  %pview_6 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %12 = store_view_tko weak %11, %pview_6[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
