entry @fused_attention_Kt1_A3f16_7l0_A3f16_7l0_A3f16_7l0_A3f16_7l0_Sf32_I64_I32_I64(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f16>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<f16>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<f16>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<i32>, %arg28: tile<f32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg6 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0, %assume_1], strides = [%assume_2, %assume_3, %assume_4] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,?]>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %tview_11 = make_tensor_view %arg7, shape = [%assume_5, %assume_6, %assume_7], strides = [%assume_8, %assume_9, %assume_10] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,?]>
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32>
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32>
  %tview_18 = make_tensor_view %arg14, shape = [%assume_12, %assume_13, %assume_14], strides = [%assume_15, %assume_16, %assume_17] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,?]>
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32>
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32>
  %assume_21 = assume bounded<0, ?>, %arg24 : tile<i32>
  %assume_22 = assume bounded<0, ?>, %arg25 : tile<i32>
  %assume_23 = assume bounded<0, ?>, %arg26 : tile<i32>
  %assume_24 = assume bounded<0, ?>, %arg27 : tile<i32>
  %tview_25 = make_tensor_view %arg21, shape = [%assume_19, %assume_20, %assume_21], strides = [%assume_22, %assume_23, %assume_24] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_26, %blockId_y_27, %blockId_z_28 = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_27, %cst_0_i32] token = %0 : partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,?]>>, tile<i32> -> tile<1x64x64xf16>, token
  %reshape = reshape %tile : tile<1x64x64xf16> -> tile<64x64xf16>
  %cst_f32 = constant <f32: 0xFF800000> : tile<64x1xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64x1xf32>
  %cst_0_f32_29 = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %pview_30 = make_partition_view %tview_11 : partition_view<tile=(1x32x64), tensor_view<?x?x?xf16, strides=[?,?,?]>>
  %1:3 = get_index_space_shape %pview_30 : partition_view<tile=(1x32x64), tensor_view<?x?x?xf16, strides=[?,?,?]>> -> tile<i32>
  %cst_0_i32_31 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_0_i32_32 = constant <i32: 0> : tile<i32>
  %pview_33 = make_partition_view %tview_11 : partition_view<tile=(1x32x64), tensor_view<?x?x?xf16, strides=[?,?,?]>>
  %cst_0_i32_34 = constant <i32: 0> : tile<i32>
  %pview_35 = make_partition_view %tview_18 : partition_view<tile=(1x32x64), tensor_view<?x?x?xf16, strides=[?,?,?]>>
  %cst_0_f32_36 = constant <f32: 0.000000e+00> : tile<64x32xf32>
  %reshape_37 = reshape %arg28 : tile<f32> -> tile<1x1xf32>
  %bcast = broadcast %reshape_37 : tile<1x1xf32> -> tile<64x32xf32>
  %for:3 = for %loopIdx in (%cst_0_i32_31 to %1#1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_29, %iterArg1 = %cst_0_f32, %iterArg2 = %cst_f32) -> (tile<64x64xf32>, tile<64x1xf32>, tile<64x1xf32>) {
    %tile_42, %result_token_43 = load_view_tko weak %pview_33[%blockId_x, %loopIdx, %cst_0_i32_32] token = %0 : partition_view<tile=(1x32x64), tensor_view<?x?x?xf16, strides=[?,?,?]>>, tile<i32> -> tile<1x32x64xf16>, token
    %reshape_44 = reshape %tile_42 : tile<1x32x64xf16> -> tile<32x64xf16>
    %tile_45, %result_token_46 = load_view_tko weak %pview_35[%blockId_x, %loopIdx, %cst_0_i32_34] token = %0 : partition_view<tile=(1x32x64), tensor_view<?x?x?xf16, strides=[?,?,?]>>, tile<i32> -> tile<1x32x64xf16>, token
    %reshape_47 = reshape %tile_45 : tile<1x32x64xf16> -> tile<32x64xf16>
    %5 = permute %reshape_44 [1, 0] : tile<32x64xf16> -> tile<64x32xf16>
    %6 = mmaf %reshape, %5, %cst_0_f32_36 : tile<64x64xf16>, tile<64x32xf16>, tile<64x32xf32>
    %7 = mulf %6, %bcast  : tile<64x32xf32>
    %reduce = reduce %7 dim=1 identities=[0xFF800000 : f32] : tile<64x32xf32> -> tile<64xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %17 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %17 : tile<f32>
    }
    %reshape_48 = reshape %reduce : tile<64xf32> -> tile<64x1xf32>
    %8 = maxf %iterArg2, %reshape_48 : tile<64x1xf32>
    %bcast_49 = broadcast %8 : tile<64x1xf32> -> tile<64x32xf32>
    %9 = subf %7, %bcast_49  : tile<64x32xf32>
    %10 = exp2 %9 : tile<64x32xf32>
    %11 = subf %iterArg2, %8  : tile<64x1xf32>
    %12 = exp2 %11 : tile<64x1xf32>
    %reduce_50 = reduce %10 dim=1 identities=[0.000000e+00 : f32] : tile<64x32xf32> -> tile<64xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %17 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %17 : tile<f32>
    }
    %reshape_51 = reshape %reduce_50 : tile<64xf32> -> tile<64x1xf32>
    %13 = fma %iterArg1, %12, %reshape_51  : tile<64x1xf32>
    %14 = ftof %10  : tile<64x32xf32> -> tile<64x32xf16>
    %bcast_52 = broadcast %12 : tile<64x1xf32> -> tile<64x64xf32>
    %15 = mulf %iterArg0, %bcast_52  : tile<64x64xf32>
    %16 = mmaf %14, %reshape_47, %15 : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
    continue %16, %13, %8 : tile<64x64xf32>, tile<64x1xf32>, tile<64x1xf32>
  }
  %bcast_38 = broadcast %for#1 : tile<64x1xf32> -> tile<64x64xf32>
  %2 = divf %for#0, %bcast_38  : tile<64x64xf32>
  %3 = ftof %2  : tile<64x64xf32> -> tile<64x64xf16>
  %reshape_39 = reshape %3 : tile<64x64xf16> -> tile<1x64x64xf16>
  %cst_0_i32_40 = constant <i32: 0> : tile<i32>
  %pview_41 = make_partition_view %tview_25 : partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,?]>>
  %4 = store_view_tko weak %reshape_39, %pview_41[%blockId_x, %blockId_y_27, %cst_0_i32_40] token = %0 : tile<1x64x64xf16>, partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,?]>>, tile<i32> -> token
  return
}
