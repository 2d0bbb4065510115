entry @causal_attention_Kt1_A3bf16_7l0_A3bf16_7l0_A3bf16_7l0_A3bf16_7l0_Sf32_I64_I64_I64(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<bf16>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<bf16>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<bf16>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<i32>, %arg28: tile<f32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg6 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0, %assume_1], strides = [%assume_2, %assume_3, %assume_4] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,?]>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %tview_11 = make_tensor_view %arg7, shape = [%assume_5, %assume_6, %assume_7], strides = [%assume_8, %assume_9, %assume_10] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,?]>
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32>
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32>
  %tview_18 = make_tensor_view %arg14, shape = [%assume_12, %assume_13, %assume_14], strides = [%assume_15, %assume_16, %assume_17] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,?]>
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32>
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32>
  %assume_21 = assume bounded<0, ?>, %arg24 : tile<i32>
  %assume_22 = assume bounded<0, ?>, %arg25 : tile<i32>
  %assume_23 = assume bounded<0, ?>, %arg26 : tile<i32>
  %assume_24 = assume bounded<0, ?>, %arg27 : tile<i32>
  %tview_25 = make_tensor_view %arg21, shape = [%assume_19, %assume_20, %assume_21], strides = [%assume_22, %assume_23, %assume_24] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,?]>
  %cst_64_i32 = constant <i32: 64> : tile<i32>
  %cst_64_i32_26 = constant <i32: 64> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_27, %blockId_y_28, %blockId_z_29 = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x64x64), tensor_view<?x?x?xbf16, strides=[?,?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_28, %cst_0_i32] token = %0 : partition_view<tile=(1x64x64), tensor_view<?x?x?xbf16, strides=[?,?,?]>>, tile<i32> -> tile<1x64x64xbf16>, token
  %reshape = reshape %tile : tile<1x64x64xbf16> -> tile<64x64xbf16>
  %cst_f32 = constant <f32: 0xFF800000> : tile<64x1xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64x1xf32>
  %cst_0_f32_30 = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %1 = muli %blockId_y_28, %cst_64_i32 : tile<i32>
  %2 = iota : tile<64xi32>
  %reshape_31 = reshape %2 : tile<64xi32> -> tile<64x1xi32>
  %reshape_32 = reshape %1 : tile<i32> -> tile<1x1xi32>
  %bcast = broadcast %reshape_32 : tile<1x1xi32> -> tile<64x1xi32>
  %3 = addi %bcast, %reshape_31 : tile<64x1xi32>
  %4 = muli %blockId_y_28, %cst_64_i32 : tile<i32>
  %5 = divi %4, %cst_64_i32_26 signed rounding<negative_inf> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %6 = addi %5, %cst_1_i32 : tile<i32>
  %cst_0_i32_33 = constant <i32: 0> : tile<i32>
  %cst_1_i32_34 = constant <i32: 1> : tile<i32>
  %cst_0_i32_35 = constant <i32: 0> : tile<i32>
  %cst_0_i32_36 = constant <i32: 0> : tile<i32>
  %cst_0_f32_37 = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %reshape_38 = reshape %arg28 : tile<f32> -> tile<1x1xf32>
  %bcast_39 = broadcast %reshape_38 : tile<1x1xf32> -> tile<64x64xf32>
  %7 = iota : tile<64xi32>
  %reshape_40 = reshape %7 : tile<64xi32> -> tile<1x64xi32>
  %bcast_41 = broadcast %3 : tile<64x1xi32> -> tile<64x64xi32>
  %cst_f32_42 = constant <f32: 0xFF800000> : tile<f32>
  %reshape_43 = reshape %cst_f32_42 : tile<f32> -> tile<1x1xf32>
  %bcast_44 = broadcast %reshape_43 : tile<1x1xf32> -> tile<64x64xf32>
  %for:3 = for %loopIdx in (%cst_0_i32_33 to %6, step %cst_1_i32_34) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_30, %iterArg1 = %cst_0_f32, %iterArg2 = %cst_f32) -> (tile<64x64xf32>, tile<64x1xf32>, tile<64x1xf32>) {
    %pview_49 = make_partition_view %tview_11 : partition_view<tile=(1x64x64), tensor_view<?x?x?xbf16, strides=[?,?,?]>>
    %tile_50, %result_token_51 = load_view_tko weak %pview_49[%blockId_x, %loopIdx, %cst_0_i32_35] token = %0 : partition_view<tile=(1x64x64), tensor_view<?x?x?xbf16, strides=[?,?,?]>>, tile<i32> -> tile<1x64x64xbf16>, token
    %reshape_52 = reshape %tile_50 : tile<1x64x64xbf16> -> tile<64x64xbf16>
    %pview_53 = make_partition_view %tview_18 : partition_view<tile=(1x64x64), tensor_view<?x?x?xbf16, strides=[?,?,?]>>
    %tile_54, %result_token_55 = load_view_tko weak %pview_53[%blockId_x, %loopIdx, %cst_0_i32_36] token = %0 : partition_view<tile=(1x64x64), tensor_view<?x?x?xbf16, strides=[?,?,?]>>, tile<i32> -> tile<1x64x64xbf16>, token
    %reshape_56 = reshape %tile_54 : tile<1x64x64xbf16> -> tile<64x64xbf16>
    %11 = permute %reshape_52 [1, 0] : tile<64x64xbf16> -> tile<64x64xbf16>
    %12 = mmaf %reshape, %11, %cst_0_f32_37 : tile<64x64xbf16>, tile<64x64xbf16>, tile<64x64xf32>
    %13 = mulf %12, %bcast_39  : tile<64x64xf32>
    %14 = muli %loopIdx, %cst_64_i32_26 : tile<i32>
    %reshape_57 = reshape %14 : tile<i32> -> tile<1x1xi32>
    %bcast_58 = broadcast %reshape_57 : tile<1x1xi32> -> tile<1x64xi32>
    %15 = addi %bcast_58, %reshape_40 : tile<1x64xi32>
    %bcast_59 = broadcast %15 : tile<1x64xi32> -> tile<64x64xi32>
    %16 = cmpi less_than_or_equal %bcast_59, %bcast_41, signed : tile<64x64xi32> -> tile<64x64xi1>
    %17 = select %16, %13, %bcast_44 : tile<64x64xi1>, tile<64x64xf32>
    %reduce = reduce %17 dim=1 identities=[0xFF800000 : f32] : tile<64x64xf32> -> tile<64xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %27 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %27 : tile<f32>
    }
    %reshape_60 = reshape %reduce : tile<64xf32> -> tile<64x1xf32>
    %18 = maxf %iterArg2, %reshape_60 : tile<64x1xf32>
    %bcast_61 = broadcast %18 : tile<64x1xf32> -> tile<64x64xf32>
    %19 = subf %17, %bcast_61  : tile<64x64xf32>
    %20 = exp %19  : tile<64x64xf32>
    %21 = subf %iterArg2, %18  : tile<64x1xf32>
    %22 = exp %21  : tile<64x1xf32>
    %reduce_62 = reduce %20 dim=1 identities=[0.000000e+00 : f32] : tile<64x64xf32> -> tile<64xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %27 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %27 : tile<f32>
    }
    %reshape_63 = reshape %reduce_62 : tile<64xf32> -> tile<64x1xf32>
    %23 = fma %iterArg1, %22, %reshape_63  : tile<64x1xf32>
    %24 = ftof %20  : tile<64x64xf32> -> tile<64x64xbf16>
    %bcast_64 = broadcast %22 : tile<64x1xf32> -> tile<64x64xf32>
    %25 = mulf %iterArg0, %bcast_64  : tile<64x64xf32>
    %26 = mmaf %24, %reshape_56, %25 : tile<64x64xbf16>, tile<64x64xbf16>, tile<64x64xf32>
    continue %26, %23, %18 : tile<64x64xf32>, tile<64x1xf32>, tile<64x1xf32>
  }
  %cst_0_i32_45 = constant <i32: 0> : tile<i32>
  %bcast_46 = broadcast %for#1 : tile<64x1xf32> -> tile<64x64xf32>
  %8 = divf %for#0, %bcast_46  : tile<64x64xf32>
  %9 = ftof %8  : tile<64x64xf32> -> tile<64x64xbf16>
  %reshape_47 = reshape %9 : tile<64x64xbf16> -> tile<1x64x64xbf16>
  %pview_48 = make_partition_view %tview_25 : partition_view<tile=(1x64x64), tensor_view<?x?x?xbf16, strides=[?,?,?]>>
  %10 = store_view_tko weak %reshape_47, %pview_48[%blockId_x, %blockId_y_28, %cst_0_i32_45] token = %0 : tile<1x64x64xbf16>, partition_view<tile=(1x64x64), tensor_view<?x?x?xbf16, strides=[?,?,?]>>, tile<i32> -> token
  return
}
