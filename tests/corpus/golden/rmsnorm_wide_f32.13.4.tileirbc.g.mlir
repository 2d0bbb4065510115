entry @rmsnorm_wide_Kt1_A2f32_3l0_A1f32_1l0_A2f32_3l0_Sf32_I1024(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<f32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc16)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc16)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc16)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc16)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc16)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc16)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc16)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc16)
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc16)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc16)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc16)
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc16)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc16)
  %tview_10 = make_tensor_view %arg8, shape = [%assume_6, %assume_7], strides = [%assume_8, %assume_9] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc16)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc17)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc18)
  %pview = make_partition_view %tview : partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc19)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x1024xf32>, token loc(#loc19)
  %1 = mulf %tile, %tile  : tile<1x1024xf32> loc(#loc20)
  %reduce = reduce %1 dim=1 identities=[0.000000e+00 : f32] : tile<1x1024xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %7 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc21)
    yield %7 : tile<f32> loc(#loc21)
  } loc(#loc21)
  %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32> loc(#loc21)
  %cst_f32 = constant <f32: 9.765625E-4> : tile<f32> loc(#loc22)
  %reshape_11 = reshape %cst_f32 : tile<f32> -> tile<1x1xf32> loc(#loc21)
  %cst_0_i32_12 = constant <i32: 0> : tile<i32> loc(#loc23)
  %pview_13 = make_partition_view %tview_5 : partition_view<tile=(1024), tensor_view<?xf32, strides=[?]>> loc(#loc24)
  %tile_14, %result_token_15 = load_view_tko weak %pview_13[%cst_0_i32_12] token = %0 : partition_view<tile=(1024), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<1024xf32>, token loc(#loc24)
  %cst_0_i32_16 = constant <i32: 0> : tile<i32> loc(#loc25)
  %reshape_17 = reshape %arg13 : tile<f32> -> tile<1x1xf32> loc(#loc26)
  %2 = fma %reshape, %reshape_11, %reshape_17  : tile<1x1xf32> loc(#loc26)
  %3 = rsqrt %2 : tile<1x1xf32> loc(#loc27)
  %bcast = broadcast %3 : tile<1x1xf32> -> tile<1x1024xf32> loc(#loc28)
  %4 = mulf %tile, %bcast  : tile<1x1024xf32> loc(#loc28)
  %reshape_18 = reshape %tile_14 : tile<1024xf32> -> tile<1x1024xf32> loc(#loc29)
  %5 = mulf %4, %reshape_18  : tile<1x1024xf32> loc(#loc28)
  %pview_19 = make_partition_view %tview_10 : partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc30)
  %6 = store_view_tko weak %5, %pview_19[%blockId_x, %cst_0_i32_16] token = %0 : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc30)
  return loc(#loc15)
} loc(#loc16)
#di_file = #cuda_tile.di_file<"row_kernels.py" in "kernels">
#loc = loc("kernels/row_kernels.py":71:0)
#loc1 = loc("kernels/row_kernels.py":72:10)
#loc2 = loc("kernels/row_kernels.py":73:31)
#loc3 = loc("kernels/row_kernels.py":73:8)
#loc4 = loc("kernels/row_kernels.py":74:16)
#loc5 = loc("kernels/row_kernels.py":74:9)
#loc6 = loc("kernels/row_kernels.py":74:49)
#loc7 = loc("kernels/row_kernels.py":75:27)
#loc8 = loc("kernels/row_kernels.py":75:9)
#loc9 = loc("kernels/row_kernels.py":76:30)
#loc10 = loc("kernels/row_kernels.py":76:52)
#loc11 = loc("kernels/row_kernels.py":76:43)
#loc12 = loc("kernels/row_kernels.py":76:39)
#loc13 = loc("kernels/row_kernels.py":76:64)
#loc14 = loc("kernels/row_kernels.py":76:4)
#loc15 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 70, name = "rmsnorm_wide", linkageName = "rmsnorm_wide_Kt1_A2f32_3l0_A1f32_1l0_A2f32_3l0_Sf32_I1024", compileUnit = #di_compile_unit, scopeLine = 70>
#loc16 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
