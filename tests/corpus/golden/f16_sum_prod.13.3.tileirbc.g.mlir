entry @f16_sum_prod_Kt1_A2f16_3l0_A1f16_1l0_A1f16_1l0_A1f16_1l0_I32_I16(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f16>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<f16>>, %arg12: tile<i32>, %arg13: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc14)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc14)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc14)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc14)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc14)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc14)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc14)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc14)
  %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc14)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc14)
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc14)
  %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc14)
  %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc14)
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc14)
  %tview_11 = make_tensor_view %arg11, shape = [%assume_9], strides = [%assume_10] : tile<i32> -> tensor_view<?xf16, strides=[?]> loc(#loc14)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc15)
  %cst_0_i32_12 = constant <i32: 0> : tile<i32> loc(#loc16)
  %pview = make_partition_view %tview : partition_view<tile=(32x16), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc17)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_12] token = %0 : partition_view<tile=(32x16), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<32x16xf16>, token loc(#loc17)
  %cst_0_i32_13 = constant <i32: 0> : tile<i32> loc(#loc18)
  %reduce = reduce %tile dim=0 identities=[0.000000e+00 : f16] : tile<32x16xf16> -> tile<16xf16> 
  (%reduce_lhs: tile<f16>, %reduce_rhs: tile<f16>) {
    %4 = addf %reduce_lhs, %reduce_rhs  : tile<f16> loc(#loc19)
    yield %4 : tile<f16> loc(#loc19)
  } loc(#loc19)
  %pview_14 = make_partition_view %tview_5 : partition_view<tile=(16), tensor_view<?xf16, strides=[?]>> loc(#loc20)
  %1 = store_view_tko weak %reduce, %pview_14[%cst_0_i32_13] token = %0 : tile<16xf16>, partition_view<tile=(16), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc20)
  %cst_0_i32_15 = constant <i32: 0> : tile<i32> loc(#loc21)
  %reduce_16 = reduce %tile dim=1 identities=[1.000000e+00 : f16] : tile<32x16xf16> -> tile<32xf16> 
  (%reduce_lhs: tile<f16>, %reduce_rhs: tile<f16>) {
    %4 = mulf %reduce_lhs, %reduce_rhs  : tile<f16> loc(#loc22)
    yield %4 : tile<f16> loc(#loc22)
  } loc(#loc22)
  %pview_17 = make_partition_view %tview_8 : partition_view<tile=(32), tensor_view<?xf16, strides=[?]>> loc(#loc23)
  %2 = store_view_tko weak %reduce_16, %pview_17[%cst_0_i32_15] token = %0 : tile<32xf16>, partition_view<tile=(32), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc23)
  %cst_0_i32_18 = constant <i32: 0> : tile<i32> loc(#loc24)
  %reduce_19 = reduce %tile dim=0 identities=[0xFC00 : f16] : tile<32x16xf16> -> tile<16xf16> 
  (%reduce_lhs: tile<f16>, %reduce_rhs: tile<f16>) {
    %4 = maxf %reduce_lhs, %reduce_rhs : tile<f16> loc(#loc25)
    yield %4 : tile<f16> loc(#loc25)
  } loc(#loc25)
  %reduce_20 = reduce %reduce_19 dim=0 identities=[0xFC00 : f16] : tile<16xf16> -> tile<f16> 
  (%reduce_lhs: tile<f16>, %reduce_rhs: tile<f16>) {
    %4 = maxf %reduce_lhs, %reduce_rhs : tile<f16> loc(#loc25)
    yield %4 : tile<f16> loc(#loc25)
  } loc(#loc25)
  %reshape = reshape %reduce_20 : tile<f16> -> tile<1xf16> loc(#loc26)
  %pview_21 = make_partition_view %tview_11 : partition_view<tile=(1), tensor_view<?xf16, strides=[?]>> loc(#loc26)
  %3 = store_view_tko weak %reshape, %pview_21[%cst_0_i32_18] token = %0 : tile<1xf16>, partition_view<tile=(1), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token loc(#loc26)
  return loc(#loc13)
} loc(#loc14)
#di_file = #cuda_tile.di_file<"dtype_mix.py" in "kernels">
#loc = loc("kernels/dtype_mix.py":148:0)
#loc1 = loc("kernels/dtype_mix.py":149:26)
#loc2 = loc("kernels/dtype_mix.py":149:29)
#loc3 = loc("kernels/dtype_mix.py":149:8)
#loc4 = loc("kernels/dtype_mix.py":150:28)
#loc5 = loc("kernels/dtype_mix.py":150:38)
#loc6 = loc("kernels/dtype_mix.py":150:4)
#loc7 = loc("kernels/dtype_mix.py":151:29)
#loc8 = loc("kernels/dtype_mix.py":151:39)
#loc9 = loc("kernels/dtype_mix.py":151:4)
#loc10 = loc("kernels/dtype_mix.py":152:31)
#loc11 = loc("kernels/dtype_mix.py":152:41)
#loc12 = loc("kernels/dtype_mix.py":152:4)
#loc13 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 147, name = "f16_sum_prod", linkageName = "f16_sum_prod_Kt1_A2f16_3l0_A1f16_1l0_A1f16_1l0_A1f16_1l0_I32_I16", compileUnit = #di_compile_unit, scopeLine = 147>
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
