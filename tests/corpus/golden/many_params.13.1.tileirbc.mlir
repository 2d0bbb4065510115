entry @many_params_Kt1_A1f32_1l0_A1f32_1l0_A1f16_1l0_A1f32_1l0_A1i32_1l0_A1i32_1l0_A1f64_1l0_A1f64_1l0_Sf32_Sf32_Si32_Sf64_A1f32_1l0_A1f32_1l0_A1i32_1l0_A1f64_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f16>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i32>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f64>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<f64>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<f32>, %arg25: tile<f32>, %arg26: tile<i32>, %arg27: tile<f64>, %arg28: tile<ptr<f32>>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<ptr<f32>>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<ptr<i32>>, %arg35: tile<i32>, %arg36: tile<i32>, %arg37: tile<ptr<f64>>, %arg38: tile<i32>, %arg39: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf16, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32>
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xf64, strides=[?]>
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32>
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32>
  %tview_21 = make_tensor_view %arg21, shape = [%assume_19], strides = [%assume_20] : tile<i32> -> tensor_view<?xf64, strides=[?]>
  %assume_22 = assume bounded<0, ?>, %arg29 : tile<i32>
  %assume_23 = assume bounded<0, ?>, %arg30 : tile<i32>
  %tview_24 = make_tensor_view %arg28, shape = [%assume_22], strides = [%assume_23] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_25 = assume bounded<0, ?>, %arg32 : tile<i32>
  %assume_26 = assume bounded<0, ?>, %arg33 : tile<i32>
  %tview_27 = make_tensor_view %arg31, shape = [%assume_25], strides = [%assume_26] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %assume_28 = assume bounded<0, ?>, %arg35 : tile<i32>
  %assume_29 = assume bounded<0, ?>, %arg36 : tile<i32>
  %tview_30 = make_tensor_view %arg34, shape = [%assume_28], strides = [%assume_29] : tile<i32> -> tensor_view<?xi32, strides=[?]>
  %assume_31 = assume bounded<0, ?>, %arg38 : tile<i32>
  %assume_32 = assume bounded<0, ?>, %arg39 : tile<i32>
  %tview_33 = make_tensor_view %arg37, shape = [%assume_31], strides = [%assume_32] : tile<i32> -> tensor_view<?xf64, strides=[?]>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
  %cst_0_i32_34 = constant <i32: 0> : tile<i32>
  %pview_35 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %tile_36, %result_token_37 = load_view_tko weak %pview_35[%cst_0_i32_34] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
  %cst_0_i32_38 = constant <i32: 0> : tile<i32>
  %pview_39 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>
  %tile_40, %result_token_41 = load_view_tko weak %pview_39[%cst_0_i32_38] token = %0 : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<64xf16>, token
  %cst_0_i32_42 = constant <i32: 0> : tile<i32>
  %pview_43 = make_partition_view %tview_9 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %tile_44, %result_token_45 = load_view_tko weak %pview_43[%cst_0_i32_42] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
  %cst_0_i32_46 = constant <i32: 0> : tile<i32>
  %pview_47 = make_partition_view %tview_12 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>
  %tile_48, %result_token_49 = load_view_tko weak %pview_47[%cst_0_i32_46] token = %0 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<64xi32>, token
  %cst_0_i32_50 = constant <i32: 0> : tile<i32>
  %pview_51 = make_partition_view %tview_15 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>
  %tile_52, %result_token_53 = load_view_tko weak %pview_51[%cst_0_i32_50] token = %0 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<64xi32>, token
  %cst_0_i32_54 = constant <i32: 0> : tile<i32>
  %pview_55 = make_partition_view %tview_18 : partition_view<tile=(64), tensor_view<?xf64, strides=[?]>>
  %tile_56, %result_token_57 = load_view_tko weak %pview_55[%cst_0_i32_54] token = %0 : partition_view<tile=(64), tensor_view<?xf64, strides=[?]>>, tile<i32> -> tile<64xf64>, token
  %cst_0_i32_58 = constant <i32: 0> : tile<i32>
  %pview_59 = make_partition_view %tview_21 : partition_view<tile=(64), tensor_view<?xf64, strides=[?]>>
  %tile_60, %result_token_61 = load_view_tko weak %pview_59[%cst_0_i32_58] token = %0 : partition_view<tile=(64), tensor_view<?xf64, strides=[?]>>, tile<i32> -> tile<64xf64>, token
  %cst_0_i32_62 = constant <i32: 0> : tile<i32>
  %reshape = reshape %arg24 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32>
  %1 = fma %tile, %bcast, %tile_36  : tile<64xf32>
  %pview_63 = make_partition_view %tview_24 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %2 = store_view_tko weak %1, %pview_63[%cst_0_i32_62] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_64 = constant <i32: 0> : tile<i32>
  %3 = ftof %tile_40  : tile<64xf16> -> tile<64xf32>
  %reshape_65 = reshape %arg25 : tile<f32> -> tile<1xf32>
  %bcast_66 = broadcast %reshape_65 : tile<1xf32> -> tile<64xf32>
  %4 = fma %3, %bcast_66, %tile_44  : tile<64xf32>
  %pview_67 = make_partition_view %tview_27 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
  %5 = store_view_tko weak %4, %pview_67[%cst_0_i32_64] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_68 = constant <i32: 0> : tile<i32>
  %reshape_69 = reshape %arg26 : tile<i32> -> tile<1xi32>
  %bcast_70 = broadcast %reshape_69 : tile<1xi32> -> tile<64xi32>
  %6 = muli %tile_52, %bcast_70 : tile<64xi32>
  %7 = addi %tile_48, %6 : tile<64xi32>
  %pview_71 = make_partition_view %tview_30 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>
  %8 = store_view_tko weak %7, %pview_71[%cst_0_i32_68] token = %0 : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
  %cst_0_i32_72 = constant <i32: 0> : tile<i32>
  %9 = subf %tile_56, %tile_60  : tile<64xf64>
  %reshape_73 = reshape %arg27 : tile<f64> -> tile<1xf64>
  %bcast_74 = broadcast %reshape_73 : tile<1xf64> -> tile<64xf64>
  %10 = mulf %9, %bcast_74  : tile<64xf64>
  %pview_75 = make_partition_view %tview_33 : partition_view<tile=(64), tensor_view<?xf64, strides=[?]>>
  %11 = store_view_tko weak %10, %pview_75[%cst_0_i32_72] token = %0 : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token
  return
}
