entry @transpose_aligned_Kt1_A2f16_1v8l0_2t1_3i16_p16_A2f16_1v8l0_2t1_3i16_p16_I32_I64(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i32>
  %assume_1 = assume div_by<16>, %arg2 : tile<i32>
  %assume_2 = assume div_by<8>, %arg3 : tile<i32>
  %assume_3 = assume div_by<16>, %arg5 : tile<ptr<f16>>
  %assume_4 = assume div_by<16>, %arg6 : tile<i32>
  %assume_5 = assume div_by<16>, %arg7 : tile<i32>
  %assume_6 = assume div_by<8>, %arg8 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_7 = constant <i32: 1> : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_8 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_9 = assume div_by<16>, %assume_assume_8 : tile<i32>
  %assume_assume_10 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_11 = assume div_by<8>, %assume_assume_10 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_assume_assume, %assume_assume_assume_9], strides = [%assume_assume_assume_11, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
  %assume_assume_12 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_13 = assume div_by<16>, %assume_assume_12 : tile<i32>
  %assume_assume_14 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_15 = assume div_by<16>, %assume_assume_14 : tile<i32>
  %assume_assume_16 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_17 = assume div_by<8>, %assume_assume_16 : tile<i32>
  %tview_18 = make_tensor_view %assume_3, shape = [%assume_assume_assume_13, %assume_assume_assume_15], strides = [%assume_assume_assume_17, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_19, %blockId_y_20, %blockId_z_21 = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_20] token = %0 : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x64xf16>, token
  %1 = permute %tile [1, 0] : tile<32x64xf16> -> tile<64x32xf16>
  %pview_22 = make_partition_view %tview_18 : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,1]>>
  %2 = store_view_tko weak %1, %pview_22[%blockId_y_20, %blockId_x] token = %0 : tile<64x32xf16>, partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
  return
}
