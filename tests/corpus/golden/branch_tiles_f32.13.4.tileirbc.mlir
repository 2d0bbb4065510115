entry @branch_tiles_Kt1_A1f32_1l0_A1f32_1l0_Si32_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>) optimization_hints=<default = {}> {
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
  %1 = cmpi equal %arg6, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %2 = if %1 -> (tile<64xf32>) {
    %6 = mulf %tile, %tile  : tile<64xf32>
    yield %6 : tile<64xf32>
  } else {
    %cst_1_i32 = constant <i32: 1> : tile<i32>
    %6 = cmpi equal %arg6, %cst_1_i32, signed : tile<i32> -> tile<i1>
    %7 = if %6 -> (tile<64xf32>) {
      %8 = exp %tile  : tile<64xf32>
      yield %8 : tile<64xf32>
    } else {
      %cst_0_i32_5 = constant <i32: 0> : tile<i32>
      %8 = cmpi equal %blockId_x, %cst_0_i32_5, signed : tile<i32> -> tile<i1>
      %9 = if %8 -> (tile<64xf32>) {
        %10 = negf %tile : tile<64xf32>
        yield %10 : tile<64xf32>
      } else {
        %10 = absf %tile : tile<64xf32>
        yield %10 : tile<64xf32>
      }
      yield %9 : tile<64xf32>
    }
    yield %7 : tile<64xf32>
  }
  %reduce = reduce %2 dim=0 identities=[0.000000e+00 : f32] : tile<64xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %6 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %6 : tile<f32>
  }
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %3 = cmpf greater_than ordered %reduce, %cst_0_f32 : tile<f32> -> tile<i1>
  %4 = if %3 -> (tile<64xf32>) {
    %reshape = reshape %reduce : tile<f32> -> tile<1xf32>
    %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32>
    %6 = divf %2, %bcast  : tile<64xf32>
    yield %6 : tile<64xf32>
  } else {
    yield %2 : tile<64xf32>
  }
  %pview_4 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %5 = store_view_tko weak %4, %pview_4[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
