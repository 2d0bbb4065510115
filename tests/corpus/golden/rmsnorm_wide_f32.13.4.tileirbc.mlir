entry @rmsnorm_wide_Kt1_A2f32_3l0_A1f32_1l0_A2f32_3l0_Sf32_I1024(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<f32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %tview_10 = make_tensor_view %arg8, shape = [%assume_6, %assume_7], strides = [%assume_8, %assume_9] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x1024xf32>, token
  %1 = mulf %tile, %tile  : tile<1x1024xf32>
  %reduce = reduce %1 dim=1 identities=[0.000000e+00 : f32] : tile<1x1024xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %7 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %7 : tile<f32>
  }
  %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32>
  %cst_f32 = constant <f32: 9.765625E-4> : tile<f32>
  %reshape_11 = reshape %cst_f32 : tile<f32> -> tile<1x1xf32>
  %cst_0_i32_12 = constant <i32: 0> : tile<i32>
  %pview_13 = make_partition_view %tview_5 : partition_view<tile=(1024), tensor_view<?xf32, strides=[?]>>
  %tile_14, %result_token_15 = load_view_tko weak %pview_13[%cst_0_i32_12] token = %0 : partition_view<tile=(1024), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<1024xf32>, token
  %cst_0_i32_16 = constant <i32: 0> : tile<i32>
  %reshape_17 = reshape %arg13 : tile<f32> -> tile<1x1xf32>
  %2 = fma %reshape, %reshape_11, %reshape_17  : tile<1x1xf32>
  %3 = rsqrt %2 : tile<1x1xf32>
  %bcast = broadcast %3 : tile<1x1xf32> -> tile<1x1024xf32>
  %4 = mulf %tile, %bcast  : tile<1x1024xf32>
  %reshape_18 = reshape %tile_14 : tile<1024xf32> -> tile<1x1024xf32>
  %5 = mulf %4, %reshape_18  : tile<1x1024xf32>
  %pview_19 = make_partition_view %tview_10 : partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,?]>>
  %6 = store_view_tko weak %5, %pview_19[%blockId_x, %cst_0_i32_16] token = %0 : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
  return
}
