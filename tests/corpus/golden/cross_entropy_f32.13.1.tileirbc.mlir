entry @cross_entropy_Kt1_A2f32_3l0_A1i32_1l0_A1f32_1l0_I1024(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f32>>, %arg9: tile<i32>, %arg10: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x1024xf32>, token
  %reduce = reduce %tile dim=0 identities=[0xFF800000 : f32] : tile<1x1024xf32> -> tile<1024xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %20 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %20 : tile<f32>
  }
  %reduce_9 = reduce %reduce dim=0 identities=[0xFF800000 : f32] : tile<1024xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %20 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %20 : tile<f32>
  }
  %reshape = reshape %reduce_9 : tile<f32> -> tile<1x1xf32>
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<1x1024xf32>
  %1 = subf %tile, %bcast  : tile<1x1024xf32>
  %2 = exp %1  : tile<1x1024xf32>
  %reduce_10 = reduce %2 dim=0 identities=[0.000000e+00 : f32] : tile<1x1024xf32> -> tile<1024xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %20 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %20 : tile<f32>
  }
  %reduce_11 = reduce %reduce_10 dim=0 identities=[0.000000e+00 : f32] : tile<1024xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %20 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %20 : tile<f32>
  }
  %3 = log %reduce_11 : tile<f32>
  %4 = addf %3, %reduce_9  : tile<f32>
  %pview_12 = make_partition_view %tview_5 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
  %tile_13, %result_token_14 = load_view_tko weak %pview_12[%blockId_x] token = %0 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<1xi32>, token
  %reshape_15 = reshape %tile_13 : tile<1xi32> -> tile<i32>
  %5 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %6 = exti %assume signed : tile<i32> -> tile<i64>
  %7 = cmpi less_than %5, %6, unsigned : tile<i64> -> tile<i1>
  %8 = exti %assume_1 signed : tile<i32> -> tile<i64>
  %9 = muli %5, %8 : tile<i64>
  %10 = exti %reshape_15 signed : tile<i32> -> tile<i64>
  %11 = exti %assume_0 signed : tile<i32> -> tile<i64>
  %12 = cmpi less_than %10, %11, unsigned : tile<i64> -> tile<i1>
  %13 = andi %7, %12 : tile<i1>
  %14 = exti %assume_2 signed : tile<i32> -> tile<i64>
  %15 = muli %10, %14 : tile<i64>
  %16 = addi %9, %15 : tile<i64>
  %17 = offset %arg0, %16 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %result, %result_token_16 = load_ptr_tko weak %17, %13, %cst_0_f32 token=%0 : tile<ptr<f32>>, tile<i1>, tile<f32> -> tile<f32>, token
  %18 = subf %4, %result  : tile<f32>
  %reshape_17 = reshape %18 : tile<f32> -> tile<1xf32>
  %pview_18 = make_partition_view %tview_8 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>
  %19 = store_view_tko weak %reshape_17, %pview_18[%blockId_x] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
