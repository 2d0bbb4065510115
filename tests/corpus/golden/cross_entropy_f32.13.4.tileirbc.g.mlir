entry @cross_entropy_Kt1_A2f32_3l0_A1i32_1l0_A1f32_1l0_I1024(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f32>>, %arg9: tile<i32>, %arg10: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc14)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc14)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc14)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc14)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc14)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc14)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc14)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc14)
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc14)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc14)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc14)
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc14)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc15)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc16)
  %pview = make_partition_view %tview : partition_view<tile=(1x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>> loc(#loc17)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<1x1024xf32>, token loc(#loc17)
  %reduce = reduce %tile dim=0 identities=[0xFF800000 : f32] : tile<1x1024xf32> -> tile<1024xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %20 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc18)
    yield %20 : tile<f32> loc(#loc18)
  } loc(#loc18)
  %reduce_9 = reduce %reduce dim=0 identities=[0xFF800000 : f32] : tile<1024xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %20 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc18)
    yield %20 : tile<f32> loc(#loc18)
  } loc(#loc18)
  %reshape = reshape %reduce_9 : tile<f32> -> tile<1x1xf32> loc(#loc19)
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<1x1024xf32> loc(#loc19)
  %1 = subf %tile, %bcast  : tile<1x1024xf32> loc(#loc19)
  %2 = exp %1  : tile<1x1024xf32> loc(#loc20)
  %reduce_10 = reduce %2 dim=0 identities=[0.000000e+00 : f32] : tile<1x1024xf32> -> tile<1024xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %20 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc21)
    yield %20 : tile<f32> loc(#loc21)
  } loc(#loc21)
  %reduce_11 = reduce %reduce_10 dim=0 identities=[0.000000e+00 : f32] : tile<1024xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %20 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc21)
    yield %20 : tile<f32> loc(#loc21)
  } loc(#loc21)
  %3 = log %reduce_11 : tile<f32> loc(#loc22)
  %4 = addf %3, %reduce_9  : tile<f32> loc(#loc22)
  %pview_12 = make_partition_view %tview_5 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>> loc(#loc23)
  %tile_13, %result_token_14 = load_view_tko weak %pview_12[%blockId_x] token = %0 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<1xi32>, token loc(#loc23)
  %reshape_15 = reshape %tile_13 : tile<1xi32> -> tile<i32> loc(#loc23)
  %5 = exti %blockId_x signed : tile<i32> -> tile<i64> loc(#loc24)
  %6 = exti %assume signed : tile<i32> -> tile<i64> loc(#loc24)
  %7 = cmpi less_than %5, %6, unsigned : tile<i64> -> tile<i1> loc(#loc24)
  %8 = exti %assume_1 signed : tile<i32> -> tile<i64> loc(#loc24)
  %9 = muli %5, %8 : tile<i64> loc(#loc24)
  %10 = exti %reshape_15 signed : tile<i32> -> tile<i64> loc(#loc24)
  %11 = exti %assume_0 signed : tile<i32> -> tile<i64> loc(#loc24)
  %12 = cmpi less_than %10, %11, unsigned : tile<i64> -> tile<i1> loc(#loc24)
  %13 = andi %7, %12 : tile<i1> loc(#loc24)
  %14 = exti %assume_2 signed : tile<i32> -> tile<i64> loc(#loc24)
  %15 = muli %10, %14 : tile<i64> loc(#loc24)
  %16 = addi %9, %15 : tile<i64> loc(#loc24)
  %17 = offset %arg0, %16 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>> loc(#loc24)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc24)
  %result, %result_token_16 = load_ptr_tko weak %17, %13, %cst_0_f32 token=%0 : tile<ptr<f32>>, tile<i1>, tile<f32> -> tile<f32>, token loc(#loc24)
  %18 = subf %4, %result  : tile<f32> loc(#loc25)
  %reshape_17 = reshape %18 : tile<f32> -> tile<1xf32> loc(#loc26)
  %pview_18 = make_partition_view %tview_8 : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>> loc(#loc26)
  %19 = store_view_tko weak %reshape_17, %pview_18[%blockId_x] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc26)
  return loc(#loc13)
} loc(#loc14)
#di_file = #cuda_tile.di_file<"row_kernels.py" in "kernels">
#loc = loc("kernels/row_kernels.py":112:0)
#loc1 = loc("kernels/row_kernels.py":113:10)
#loc2 = loc("kernels/row_kernels.py":114:36)
#loc3 = loc("kernels/row_kernels.py":114:8)
#loc4 = loc("kernels/row_kernels.py":115:8)
#loc5 = loc("kernels/row_kernels.py":116:31)
#loc6 = loc("kernels/row_kernels.py":116:24)
#loc7 = loc("kernels/row_kernels.py":116:17)
#loc8 = loc("kernels/row_kernels.py":116:10)
#loc9 = loc("kernels/row_kernels.py":117:10)
#loc10 = loc("kernels/row_kernels.py":118:13)
#loc11 = loc("kernels/row_kernels.py":119:38)
#loc12 = loc("kernels/row_kernels.py":119:4)
#loc13 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 111, name = "cross_entropy", linkageName = "cross_entropy_Kt1_A2f32_3l0_A1i32_1l0_A1f32_1l0_I1024", compileUnit = #di_compile_unit, scopeLine = 111>
#loc14 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
