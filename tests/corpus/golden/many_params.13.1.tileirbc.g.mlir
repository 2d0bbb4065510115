entry @many_params_Kt1_A1f32_1l0_A1f32_1l0_A1f16_1l0_A1f32_1l0_A1i32_1l0_A1i32_1l0_A1f64_1l0_A1f64_1l0_Sf32_Sf32_Si32_Sf64_A1f32_1l0_A1f32_1l0_A1i32_1l0_A1f64_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f16>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i32>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f64>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<f64>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<f32>, %arg25: tile<f32>, %arg26: tile<i32>, %arg27: tile<f64>, %arg28: tile<ptr<f32>>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<ptr<f32>>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<ptr<i32>>, %arg35: tile<i32>, %arg36: tile<i32>, %arg37: tile<ptr<f64>>, %arg38: tile<i32>, %arg39: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc33)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc33)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc33)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc33)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc33)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc33)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc33)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc33)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc33)
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc33)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc33)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc33)
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc33)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc33)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc33)
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc33)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc33)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc33)
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc33)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc33)
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32> loc(#loc33)
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc33)
  %assume_19 = assume bounded<0, ?>, %arg22 : tile<i32> loc(#loc33)
  %assume_20 = assume bounded<0, ?>, %arg23 : tile<i32> loc(#loc33)
  %tview_21 = make_tensor_view %arg21, shape = [%assume_19], strides = [%assume_20] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc33)
  %assume_22 = assume bounded<0, ?>, %arg29 : tile<i32> loc(#loc33)
  %assume_23 = assume bounded<0, ?>, %arg30 : tile<i32> loc(#loc33)
  %tview_24 = make_tensor_view %arg28, shape = [%assume_22], strides = [%assume_23] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc33)
  %assume_25 = assume bounded<0, ?>, %arg32 : tile<i32> loc(#loc33)
  %assume_26 = assume bounded<0, ?>, %arg33 : tile<i32> loc(#loc33)
  %tview_27 = make_tensor_view %arg31, shape = [%assume_25], strides = [%assume_26] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc33)
  %assume_28 = assume bounded<0, ?>, %arg35 : tile<i32> loc(#loc33)
  %assume_29 = assume bounded<0, ?>, %arg36 : tile<i32> loc(#loc33)
  %tview_30 = make_tensor_view %arg34, shape = [%assume_28], strides = [%assume_29] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc33)
  %assume_31 = assume bounded<0, ?>, %arg38 : tile<i32> loc(#loc33)
  %assume_32 = assume bounded<0, ?>, %arg39 : tile<i32> loc(#loc33)
  %tview_33 = make_tensor_view %arg37, shape = [%assume_31], strides = [%assume_32] : tile<i32> -> tensor_view<?xf64, strides=[?]> loc(#loc33)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc34)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc35)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc35)
  %cst_0_i32_34 = constant <i32: 0> : tile<i32> loc(#loc36)
  %pview_35 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc37)
  %tile_36, %result_token_37 = load_view_tko weak %pview_35[%cst_0_i32_34] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc37)
  %cst_0_i32_38 = constant <i32: 0> : tile<i32> loc(#loc38)
  %pview_39 = make_partition_view %tview_6 : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>> loc(#loc39)
  %tile_40, %result_token_41 = load_view_tko weak %pview_39[%cst_0_i32_38] token = %0 : partition_view<tile=(64), tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<64xf16>, token loc(#loc39)
  %cst_0_i32_42 = constant <i32: 0> : tile<i32> loc(#loc40)
  %pview_43 = make_partition_view %tview_9 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc41)
  %tile_44, %result_token_45 = load_view_tko weak %pview_43[%cst_0_i32_42] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc41)
  %cst_0_i32_46 = constant <i32: 0> : tile<i32> loc(#loc42)
  %pview_47 = make_partition_view %tview_12 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>> loc(#loc43)
  %tile_48, %result_token_49 = load_view_tko weak %pview_47[%cst_0_i32_46] token = %0 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<64xi32>, token loc(#loc43)
  %cst_0_i32_50 = constant <i32: 0> : tile<i32> loc(#loc44)
  %pview_51 = make_partition_view %tview_15 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>> loc(#loc45)
  %tile_52, %result_token_53 = load_view_tko weak %pview_51[%cst_0_i32_50] token = %0 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<64xi32>, token loc(#loc45)
  %cst_0_i32_54 = constant <i32: 0> : tile<i32> loc(#loc46)
  %pview_55 = make_partition_view %tview_18 : partition_view<tile=(64), tensor_view<?xf64, strides=[?]>> loc(#loc47)
  %tile_56, %result_token_57 = load_view_tko weak %pview_55[%cst_0_i32_54] token = %0 : partition_view<tile=(64), tensor_view<?xf64, strides=[?]>>, tile<i32> -> tile<64xf64>, token loc(#loc47)
  %cst_0_i32_58 = constant <i32: 0> : tile<i32> loc(#loc48)
  %pview_59 = make_partition_view %tview_21 : partition_view<tile=(64), tensor_view<?xf64, strides=[?]>> loc(#loc49)
  %tile_60, %result_token_61 = load_view_tko weak %pview_59[%cst_0_i32_58] token = %0 : partition_view<tile=(64), tensor_view<?xf64, strides=[?]>>, tile<i32> -> tile<64xf64>, token loc(#loc49)
  %cst_0_i32_62 = constant <i32: 0> : tile<i32> loc(#loc50)
  %reshape = reshape %arg24 : tile<f32> -> tile<1xf32> loc(#loc51)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32> loc(#loc51)
  %1 = fma %tile, %bcast, %tile_36  : tile<64xf32> loc(#loc51)
  %pview_63 = make_partition_view %tview_24 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc52)
  %2 = store_view_tko weak %1, %pview_63[%cst_0_i32_62] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc52)
  %cst_0_i32_64 = constant <i32: 0> : tile<i32> loc(#loc53)
  %3 = ftof %tile_40  : tile<64xf16> -> tile<64xf32> loc(#loc65)
  %reshape_65 = reshape %arg25 : tile<f32> -> tile<1xf32> loc(#loc55)
  %bcast_66 = broadcast %reshape_65 : tile<1xf32> -> tile<64xf32> loc(#loc55)
  %4 = fma %3, %bcast_66, %tile_44  : tile<64xf32> loc(#loc55)
  %pview_67 = make_partition_view %tview_27 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc56)
  %5 = store_view_tko weak %4, %pview_67[%cst_0_i32_64] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc56)
  %cst_0_i32_68 = constant <i32: 0> : tile<i32> loc(#loc57)
  %reshape_69 = reshape %arg26 : tile<i32> -> tile<1xi32> loc(#loc58)
  %bcast_70 = broadcast %reshape_69 : tile<1xi32> -> tile<64xi32> loc(#loc58)
  %6 = muli %tile_52, %bcast_70 : tile<64xi32> loc(#loc58)
  %7 = addi %tile_48, %6 : tile<64xi32> loc(#loc59)
  %pview_71 = make_partition_view %tview_30 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>> loc(#loc60)
  %8 = store_view_tko weak %7, %pview_71[%cst_0_i32_68] token = %0 : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token loc(#loc60)
  %cst_0_i32_72 = constant <i32: 0> : tile<i32> loc(#loc61)
  %9 = subf %tile_56, %tile_60  : tile<64xf64> loc(#loc62)
  %reshape_73 = reshape %arg27 : tile<f64> -> tile<1xf64> loc(#loc63)
  %bcast_74 = broadcast %reshape_73 : tile<1xf64> -> tile<64xf64> loc(#loc63)
  %10 = mulf %9, %bcast_74  : tile<64xf64> loc(#loc63)
  %pview_75 = make_partition_view %tview_33 : partition_view<tile=(64), tensor_view<?xf64, strides=[?]>> loc(#loc64)
  %11 = store_view_tko weak %10, %pview_75[%cst_0_i32_72] token = %0 : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token loc(#loc64)
  return loc(#loc32)
} loc(#loc33)
#di_file = #cuda_tile.di_file<"odd_shapes_params.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/odd_shapes_params.py":102:0)
#loc1 = loc("kernels/odd_shapes_params.py":103:28)
#loc2 = loc("kernels/odd_shapes_params.py":103:9)
#loc3 = loc("kernels/odd_shapes_params.py":104:28)
#loc4 = loc("kernels/odd_shapes_params.py":104:9)
#loc5 = loc("kernels/odd_shapes_params.py":105:28)
#loc6 = loc("kernels/odd_shapes_params.py":105:9)
#loc7 = loc("kernels/odd_shapes_params.py":106:28)
#loc8 = loc("kernels/odd_shapes_params.py":106:9)
#loc9 = loc("kernels/odd_shapes_params.py":107:28)
#loc10 = loc("kernels/odd_shapes_params.py":107:9)
#loc11 = loc("kernels/odd_shapes_params.py":108:28)
#loc12 = loc("kernels/odd_shapes_params.py":108:9)
#loc13 = loc("kernels/odd_shapes_params.py":109:28)
#loc14 = loc("kernels/odd_shapes_params.py":109:9)
#loc15 = loc("kernels/odd_shapes_params.py":110:28)
#loc16 = loc("kernels/odd_shapes_params.py":110:9)
#loc17 = loc("kernels/odd_shapes_params.py":111:24)
#loc18 = loc("kernels/odd_shapes_params.py":111:34)
#loc19 = loc("kernels/odd_shapes_params.py":111:4)
#loc20 = loc("kernels/odd_shapes_params.py":112:24)
#loc21 = loc("cuda/tile/_stub.py":678:15)
#loc22 = loc("kernels/odd_shapes_params.py":112:34)
#loc23 = loc("kernels/odd_shapes_params.py":112:4)
#loc24 = loc("kernels/odd_shapes_params.py":113:24)
#loc25 = loc("kernels/odd_shapes_params.py":113:39)
#loc26 = loc("kernels/odd_shapes_params.py":113:34)
#loc27 = loc("kernels/odd_shapes_params.py":113:4)
#loc28 = loc("kernels/odd_shapes_params.py":114:24)
#loc29 = loc("kernels/odd_shapes_params.py":114:35)
#loc30 = loc("kernels/odd_shapes_params.py":114:34)
#loc31 = loc("kernels/odd_shapes_params.py":114:4)
#loc32 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 101, name = "many_params", linkageName = "many_params_Kt1_A1f32_1l0_A1f32_1l0_A1f16_1l0_A1f32_1l0_A1i32_1l0_A1i32_1l0_A1f64_1l0_A1f64_1l0_Sf32_Sf32_Si32_Sf64_A1f32_1l0_A1f32_1l0_A1i32_1l0_A1f64_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 101>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc33 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc45 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc46 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc47 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc48 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc49 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc50 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc51 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc52 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc53 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc54 = #cuda_tile.di_loc<#loc21 in #di_subprogram1>
#loc55 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
#loc56 = #cuda_tile.di_loc<#loc23 in #di_subprogram>
#loc57 = #cuda_tile.di_loc<#loc24 in #di_subprogram>
#loc58 = #cuda_tile.di_loc<#loc25 in #di_subprogram>
#loc59 = #cuda_tile.di_loc<#loc26 in #di_subprogram>
#loc60 = #cuda_tile.di_loc<#loc27 in #di_subprogram>
#loc61 = #cuda_tile.di_loc<#loc28 in #di_subprogram>
#loc62 = #cuda_tile.di_loc<#loc29 in #di_subprogram>
#loc63 = #cuda_tile.di_loc<#loc30 in #di_subprogram>
#loc64 = #cuda_tile.di_loc<#loc31 in #di_subprogram>
#loc65 = loc(callsite(#loc54 at #loc55))
