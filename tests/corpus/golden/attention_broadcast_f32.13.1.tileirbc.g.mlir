entry @attention_broadcast_Kt1_A2f32_3l0_A2f32_3l0_A2f32_3l0_A2f32_3l0_Sf32_I16_I16_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<f32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc33)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc33)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc33)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc33)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc33)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc33)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc33)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc33)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc33)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc33)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc33)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc33)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc33)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc33)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc33)
  %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc33)
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc33)
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc33)
  %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc33)
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc33)
  %tview_17 = make_tensor_view %arg15, shape = [%assume_13, %assume_14], strides = [%assume_15, %assume_16] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc33)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc34)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc35)
  %pview = make_partition_view %tview : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc36)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<16x32xf32>, token loc(#loc36)
  %cst_f32 = constant <f32: 0xFF800000> : tile<16x1xf32> loc(#loc37)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<16x1xf32> loc(#loc38)
  %cst_0_f32_18 = constant <f32: 0.000000e+00> : tile<16x32xf32> loc(#loc39)
  %pview_19 = make_partition_view %tview_7 : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc40)
  %1:2 = get_index_space_shape %pview_19 : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>> -> tile<i32> loc(#loc40)
  %cst_0_i32_20 = constant <i32: 0> : tile<i32> loc(#loc41)
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc41)
  %cst_0_i32_21 = constant <i32: 0> : tile<i32> loc(#loc42)
  %cst_0_i32_22 = constant <i32: 0> : tile<i32> loc(#loc43)
  %reshape = reshape %tile : tile<16x32xf32> -> tile<16x1x32xf32> loc(#loc44)
  %bcast = broadcast %reshape : tile<16x1x32xf32> -> tile<16x16x32xf32> loc(#loc44)
  %reshape_23 = reshape %arg20 : tile<f32> -> tile<1x1xf32> loc(#loc45)
  %bcast_24 = broadcast %reshape_23 : tile<1x1xf32> -> tile<16x16xf32> loc(#loc45)
  %for:3 = for %loopIdx in (%cst_0_i32_20 to %1#0, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_18, %iterArg1 = %cst_0_f32, %iterArg2 = %cst_f32) -> (tile<16x32xf32>, tile<16x1xf32>, tile<16x1xf32>) {
    %pview_28 = make_partition_view %tview_7 : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc47)
    %tile_29, %result_token_30 = load_view_tko weak %pview_28[%loopIdx, %cst_0_i32_21] token = %0 : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<16x32xf32>, token loc(#loc47)
    %pview_31 = make_partition_view %tview_12 : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc48)
    %tile_32, %result_token_33 = load_view_tko weak %pview_31[%loopIdx, %cst_0_i32_22] token = %0 : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<16x32xf32>, token loc(#loc48)
    %reshape_34 = reshape %tile_29 : tile<16x32xf32> -> tile<1x16x32xf32> loc(#loc49)
    %bcast_35 = broadcast %reshape_34 : tile<1x16x32xf32> -> tile<16x16x32xf32> loc(#loc44)
    %4 = mulf %bcast, %bcast_35  : tile<16x16x32xf32> loc(#loc44)
    %reduce = reduce %4 dim=2 identities=[0.000000e+00 : f32] : tile<16x16x32xf32> -> tile<16x16xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %14 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc45)
      yield %14 : tile<f32> loc(#loc45)
    } loc(#loc45)
    %5 = mulf %reduce, %bcast_24  : tile<16x16xf32> loc(#loc45)
    %reduce_36 = reduce %5 dim=1 identities=[0xFF800000 : f32] : tile<16x16xf32> -> tile<16xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %14 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc50)
      yield %14 : tile<f32> loc(#loc50)
    } loc(#loc50)
    %reshape_37 = reshape %reduce_36 : tile<16xf32> -> tile<16x1xf32> loc(#loc50)
    %6 = maxf %iterArg2, %reshape_37 : tile<16x1xf32> loc(#loc51)
    %bcast_38 = broadcast %6 : tile<16x1xf32> -> tile<16x16xf32> loc(#loc52)
    %7 = subf %5, %bcast_38  : tile<16x16xf32> loc(#loc52)
    %8 = exp %7  : tile<16x16xf32> loc(#loc53)
    %9 = subf %iterArg2, %6  : tile<16x1xf32> loc(#loc54)
    %10 = exp %9  : tile<16x1xf32> loc(#loc55)
    %reduce_39 = reduce %8 dim=1 identities=[0.000000e+00 : f32] : tile<16x16xf32> -> tile<16xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %14 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc56)
      yield %14 : tile<f32> loc(#loc56)
    } loc(#loc56)
    %reshape_40 = reshape %reduce_39 : tile<16xf32> -> tile<16x1xf32> loc(#loc56)
    %11 = fma %iterArg1, %10, %reshape_40  : tile<16x1xf32> loc(#loc57)
    %bcast_41 = broadcast %10 : tile<16x1xf32> -> tile<16x32xf32> loc(#loc58)
    %reshape_42 = reshape %8 : tile<16x16xf32> -> tile<16x16x1xf32> loc(#loc59)
    %reshape_43 = reshape %tile_32 : tile<16x32xf32> -> tile<1x16x32xf32> loc(#loc60)
    %bcast_44 = broadcast %reshape_42 : tile<16x16x1xf32> -> tile<16x16x32xf32> loc(#loc59)
    %bcast_45 = broadcast %reshape_43 : tile<1x16x32xf32> -> tile<16x16x32xf32> loc(#loc59)
    %12 = mulf %bcast_44, %bcast_45  : tile<16x16x32xf32> loc(#loc59)
    %reduce_46 = reduce %12 dim=1 identities=[0.000000e+00 : f32] : tile<16x16x32xf32> -> tile<16x32xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %14 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc61)
      yield %14 : tile<f32> loc(#loc61)
    } loc(#loc61)
    %13 = fma %iterArg0, %bcast_41, %reduce_46  : tile<16x32xf32> loc(#loc58)
    continue %13, %11, %6 : tile<16x32xf32>, tile<16x1xf32>, tile<16x1xf32> loc(#loc46)
  } loc(#loc46)
  %cst_0_i32_25 = constant <i32: 0> : tile<i32> loc(#loc62)
  %bcast_26 = broadcast %for#1 : tile<16x1xf32> -> tile<16x32xf32> loc(#loc63)
  %2 = divf %for#0, %bcast_26  : tile<16x32xf32> loc(#loc63)
  %pview_27 = make_partition_view %tview_17 : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc64)
  %3 = store_view_tko weak %2, %pview_27[%blockId_x, %cst_0_i32_25] token = %0 : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc64)
  return loc(#loc32)
} loc(#loc33)
#di_file = #cuda_tile.di_file<"row_kernels.py" in "kernels">
#loc = loc("kernels/row_kernels.py":91:0)
#loc1 = loc("kernels/row_kernels.py":93:9)
#loc2 = loc("kernels/row_kernels.py":94:31)
#loc3 = loc("kernels/row_kernels.py":94:9)
#loc4 = loc("kernels/row_kernels.py":95:8)
#loc5 = loc("kernels/row_kernels.py":96:8)
#loc6 = loc("kernels/row_kernels.py":97:10)
#loc7 = loc("kernels/row_kernels.py":98:19)
#loc8 = loc("kernels/row_kernels.py":98:13)
#loc9 = loc("kernels/row_kernels.py":99:34)
#loc10 = loc("kernels/row_kernels.py":100:34)
#loc11 = loc("kernels/row_kernels.py":101:19)
#loc12 = loc("kernels/row_kernels.py":101:12)
#loc13 = loc("kernels/row_kernels.py":98:4)
#loc14 = loc("kernels/row_kernels.py":99:13)
#loc15 = loc("kernels/row_kernels.py":100:13)
#loc16 = loc("kernels/row_kernels.py":101:43)
#loc17 = loc("kernels/row_kernels.py":102:30)
#loc18 = loc("kernels/row_kernels.py":102:16)
#loc19 = loc("kernels/row_kernels.py":103:19)
#loc20 = loc("kernels/row_kernels.py":103:12)
#loc21 = loc("kernels/row_kernels.py":104:23)
#loc22 = loc("kernels/row_kernels.py":104:16)
#loc23 = loc("kernels/row_kernels.py":105:24)
#loc24 = loc("kernels/row_kernels.py":105:12)
#loc25 = loc("kernels/row_kernels.py":106:14)
#loc26 = loc("kernels/row_kernels.py":106:35)
#loc27 = loc("kernels/row_kernels.py":106:51)
#loc28 = loc("kernels/row_kernels.py":106:28)
#loc29 = loc("kernels/row_kernels.py":108:29)
#loc30 = loc("kernels/row_kernels.py":108:38)
#loc31 = loc("kernels/row_kernels.py":108:4)
#loc32 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 90, name = "attention_broadcast", linkageName = "attention_broadcast_Kt1_A2f32_3l0_A2f32_3l0_A2f32_3l0_A2f32_3l0_Sf32_I16_I16_I32", compileUnit = #di_compile_unit, scopeLine = 90>
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
#loc54 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
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
