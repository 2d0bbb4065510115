entry @row_sum_max_Kt1_A2f32_1v4l0_2t1_3i16_p16_A1f32_1i16t1_p16_A1f32_1i16t1_p16_I16_I512(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f32>>, %arg9: tile<i32>, %arg10: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i32>
  %assume_1 = assume div_by<16>, %arg2 : tile<i32>
  %assume_2 = assume div_by<4>, %arg3 : tile<i32>
  %assume_3 = assume div_by<16>, %arg5 : tile<ptr<f32>>
  %assume_4 = assume div_by<16>, %arg6 : tile<i32>
  %assume_5 = assume div_by<16>, %arg8 : tile<ptr<f32>>
  %assume_6 = assume div_by<16>, %arg9 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_7 = constant <i32: 1> : tile<i32>
  %cst_1_i32_8 = constant <i32: 1> : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_9 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_10 = assume div_by<16>, %assume_assume_9 : tile<i32>
  %assume_assume_11 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_12 = assume div_by<4>, %assume_assume_11 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_assume_assume, %assume_assume_assume_10], strides = [%assume_assume_assume_12, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %assume_assume_13 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_14 = assume div_by<16>, %assume_assume_13 : tile<i32>
  %tview_15 = make_tensor_view %assume_3, shape = [%assume_assume_assume_14], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %assume_assume_16 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_17 = assume div_by<16>, %assume_assume_16 : tile<i32>
  %tview_18 = make_tensor_view %assume_5, shape = [%assume_assume_assume_17], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(16x512), tensor_view<?x?xf32, strides=[?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(16x512), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x512xf32>, token
  %reduce = reduce %tile dim=1 identities=[0.000000e+00 : f32] : tile<16x512xf32> -> tile<16xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %3 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %3 : tile<f32>
  }
  %pview_19 = make_partition_view %tview_15 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
  %1 = store_view_tko weak %reduce, %pview_19[%blockId_x] token = %0 : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
  %reduce_20 = reduce %tile dim=1 identities=[0xFF800000 : f32] : tile<16x512xf32> -> tile<16xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %3 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %3 : tile<f32>
  }
  %pview_21 = make_partition_view %tview_18 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
  %2 = store_view_tko weak %reduce_20, %pview_21[%blockId_x] token = %0 : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
  return
}
