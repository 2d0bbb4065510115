entry @layernorm_rows_Kt1_A2f32_3l0_A1f32_1l0_A1f32_1l0_A2f32_3l0_Sf32_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<f32>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<f32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc23)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc23)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc23)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc23)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc23)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc23)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc23)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc23)
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc23)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc23)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc23)
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc23)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc23)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc23)
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc23)
  %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32> loc(#loc23)
  %tview_13 = make_tensor_view %arg11, shape = [%assume_9, %assume_10], strides = [%assume_11, %assume_12] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc23)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc24)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc25)
  %pview = make_partition_view %tview : partition_view<tile=(1x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>> loc(#loc26)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x128xf32>, token loc(#loc26)
  %reduce = reduce %tile dim=1 identities=[0.000000e+00 : f32] : tile<1x128xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %15 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc27)
    yield %15 : tile<f32> loc(#loc27)
  } loc(#loc27)
  %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32> loc(#loc27)
  %1 = itof %assume_0 signed  : tile<i32> -> tile<f32> loc(#loc27)
  %reshape_14 = reshape %1 : tile<f32> -> tile<1x1xf32> loc(#loc27)
  %2 = divf %reshape, %reshape_14  : tile<1x1xf32> loc(#loc27)
  %3 = iota : tile<128xi32> loc(#loc28)
  %reshape_15 = reshape %3 : tile<128xi32> -> tile<1x128xi32> loc(#loc28)
  %reshape_16 = reshape %assume_0 : tile<i32> -> tile<1x1xi32> loc(#loc28)
  %bcast = broadcast %reshape_16 : tile<1x1xi32> -> tile<1x128xi32> loc(#loc28)
  %4 = cmpi less_than %reshape_15, %bcast, signed : tile<1x128xi32> -> tile<1x128xi1> loc(#loc28)
  %bcast_17 = broadcast %2 : tile<1x1xf32> -> tile<1x128xf32> loc(#loc29)
  %5 = subf %tile, %bcast_17  : tile<1x128xf32> loc(#loc29)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc30)
  %reshape_18 = reshape %cst_0_f32 : tile<f32> -> tile<1x1xf32> loc(#loc31)
  %bcast_19 = broadcast %reshape_18 : tile<1x1xf32> -> tile<1x128xf32> loc(#loc31)
  %6 = select %4, %5, %bcast_19 : tile<1x128xi1>, tile<1x128xf32> loc(#loc31)
  %7 = mulf %6, %6  : tile<1x128xf32> loc(#loc32)
  %reduce_20 = reduce %7 dim=1 identities=[0.000000e+00 : f32] : tile<1x128xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %15 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc33)
    yield %15 : tile<f32> loc(#loc33)
  } loc(#loc33)
  %reshape_21 = reshape %reduce_20 : tile<1xf32> -> tile<1x1xf32> loc(#loc33)
  %8 = itof %assume_0 signed  : tile<i32> -> tile<f32> loc(#loc33)
  %reshape_22 = reshape %8 : tile<f32> -> tile<1x1xf32> loc(#loc33)
  %9 = divf %reshape_21, %reshape_22  : tile<1x1xf32> loc(#loc33)
  %reshape_23 = reshape %arg16 : tile<f32> -> tile<1x1xf32> loc(#loc34)
  %10 = addf %9, %reshape_23  : tile<1x1xf32> loc(#loc34)
  %11 = rsqrt %10 : tile<1x1xf32> loc(#loc35)
  %cst_0_i32_24 = constant <i32: 0> : tile<i32> loc(#loc36)
  %pview_25 = make_partition_view %tview_5 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>> loc(#loc37)
  %tile_26, %result_token_27 = load_view_tko weak %pview_25[%cst_0_i32_24] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<128xf32>, token loc(#loc37)
  %cst_0_i32_28 = constant <i32: 0> : tile<i32> loc(#loc38)
  %pview_29 = make_partition_view %tview_8 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>> loc(#loc39)
  %tile_30, %result_token_31 = load_view_tko weak %pview_29[%cst_0_i32_28] token = %0 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<128xf32>, token loc(#loc39)
  %bcast_32 = broadcast %11 : tile<1x1xf32> -> tile<1x128xf32> loc(#loc40)
  %12 = mulf %6, %bcast_32  : tile<1x128xf32> loc(#loc40)
  %reshape_33 = reshape %tile_26 : tile<128xf32> -> tile<1x128xf32> loc(#loc41)
  %reshape_34 = reshape %tile_30 : tile<128xf32> -> tile<1x128xf32> loc(#loc42)
  %13 = fma %12, %reshape_33, %reshape_34  : tile<1x128xf32> loc(#loc40)
  %cst_0_i32_35 = constant <i32: 0> : tile<i32> loc(#loc43)
  %pview_36 = make_partition_view %tview_13 : partition_view<tile=(1x128), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc44)
  %14 = store_view_tko weak %13, %pview_36[%blockId_x, %cst_0_i32_35] token = %0 : tile<1x128xf32>, partition_view<tile=(1x128), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc44)
  return loc(#loc22)
} loc(#loc23)
#di_file = #cuda_tile.di_file<"workloads.py" in "kernels">
#loc = loc("kernels/workloads.py":22:0)
#loc1 = loc("kernels/workloads.py":23:10)
#loc2 = loc("kernels/workloads.py":25:31)
#loc3 = loc("kernels/workloads.py":25:8)
#loc4 = loc("kernels/workloads.py":26:11)
#loc5 = loc("kernels/workloads.py":27:11)
#loc6 = loc("kernels/workloads.py":28:23)
#loc7 = loc("kernels/workloads.py":28:33)
#loc8 = loc("kernels/workloads.py":28:8)
#loc9 = loc("kernels/workloads.py":29:17)
#loc10 = loc("kernels/workloads.py":29:10)
#loc11 = loc("kernels/workloads.py":30:20)
#loc12 = loc("kernels/workloads.py":30:11)
#loc13 = loc("kernels/workloads.py":31:27)
#loc14 = loc("kernels/workloads.py":31:9)
#loc15 = loc("kernels/workloads.py":32:27)
#loc16 = loc("kernels/workloads.py":32:9)
#loc17 = loc("kernels/workloads.py":33:8)
#loc18 = loc("kernels/workloads.py":33:19)
#loc19 = loc("kernels/workloads.py":33:33)
#loc20 = loc("kernels/workloads.py":34:30)
#loc21 = loc("kernels/workloads.py":34:4)
#loc22 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 21, name = "layernorm_rows", linkageName = "layernorm_rows_Kt1_A2f32_3l0_A1f32_1l0_A1f32_1l0_A2f32_3l0_Sf32_I128", compileUnit = #di_compile_unit, scopeLine = 21>
#loc23 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
