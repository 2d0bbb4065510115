entry @fp8_scale_store_Kt1_A1f16_1l0_A1f32_1l0_A1f8m3fn_1l0_A1f32_1l0_I64(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f8E4M3FN>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf8E4M3FN, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<64xf16>, token
  %1 = ftof %tile  : tile<64xf16> -> tile<64xf32>
  %2 = absf %1 : tile<64xf32>
  %reduce = reduce %2 dim=0 identities=[0xFF800000 : f32] : tile<64xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %12 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %12 : tile<f32>
  }
  %cst_448_f32 = constant <f32: 4.480000e+02> : tile<f32>
  %cst_f32 = constant <f32: 9.99999997E-7> : tile<f32>
  %3 = maxf %reduce, %cst_f32 : tile<f32>
  %4 = divf %cst_448_f32, %3  : tile<f32>
  %reshape = reshape %4 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32>
  %5 = mulf %1, %bcast  : tile<64xf32>
  %6 = ftof %5  : tile<64xf32> -> tile<64xf8E4M3FN>
  %pview_10 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xf8E4M3FN, strides=[?]>>
  %7 = store_view_tko weak %6, %pview_10[%blockId_x] token = %0 : tile<64xf8E4M3FN>, partition_view<tile=(64), tensor_view<?xf8E4M3FN, strides=[?]>>, tile<i32> -> token
  %reshape_11 = reshape %4 : tile<f32> -> tile<1xf32>
  %pview_12 = make_partition_view %tview_3 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>
  %8 = store_view_tko weak %reshape_11, %pview_12[%blockId_x] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %9 = ftof %6  : tile<64xf8E4M3FN> -> tile<64xf32>
  %reshape_13 = reshape %4 : tile<f32> -> tile<1xf32>
  %bcast_14 = broadcast %reshape_13 : tile<1xf32> -> tile<64xf32>
  %10 = divf %9, %bcast_14  : tile<64xf32>
  %pview_15 = make_partition_view %tview_9 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %11 = store_view_tko weak %10, %pview_15[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}
