entry @scalar_params_Kt1_A1f32_1l0_A1f32_1l0_Si32_Si64_Sf32_Sf64_Sb8_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i64>, %arg8: tile<f32>, %arg9: tile<f64>, %arg10: tile<i1>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc11)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc11)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc11)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc11)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc11)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc11)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc11)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc12)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc13)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc13)
  %reshape = reshape %arg8 : tile<f32> -> tile<1xf32> loc(#loc14)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32> loc(#loc14)
  %1 = mulf %tile, %bcast  : tile<64xf32> loc(#loc14)
  %2 = ftof %1  : tile<64xf32> -> tile<64xf64> loc(#loc14)
  %reshape_4 = reshape %arg9 : tile<f64> -> tile<1xf64> loc(#loc14)
  %bcast_5 = broadcast %reshape_4 : tile<1xf64> -> tile<64xf64> loc(#loc14)
  %3 = addf %2, %bcast_5  : tile<64xf64> loc(#loc14)
  %4 = itof %arg6 signed  : tile<i32> -> tile<f64> loc(#loc14)
  %reshape_6 = reshape %4 : tile<f64> -> tile<1xf64> loc(#loc14)
  %bcast_7 = broadcast %reshape_6 : tile<1xf64> -> tile<64xf64> loc(#loc14)
  %5 = addf %3, %bcast_7  : tile<64xf64> loc(#loc14)
  %6 = itof %arg7 signed  : tile<i64> -> tile<f64> loc(#loc14)
  %reshape_8 = reshape %6 : tile<f64> -> tile<1xf64> loc(#loc14)
  %bcast_9 = broadcast %reshape_8 : tile<1xf64> -> tile<64xf64> loc(#loc14)
  %7 = addf %5, %bcast_9  : tile<64xf64> loc(#loc14)
  %8 = ftof %7  : tile<64xf64> -> tile<64xf32> loc(#loc21)
  %9 = negf %8 : tile<64xf32> loc(#loc17)
  %reshape_10 = reshape %arg10 : tile<i1> -> tile<1xi1> loc(#loc18)
  %bcast_11 = broadcast %reshape_10 : tile<1xi1> -> tile<64xi1> loc(#loc18)
  %10 = select %bcast_11, %8, %9 : tile<64xi1>, tile<64xf32> loc(#loc18)
  %cst_0_i32_12 = constant <i32: 0> : tile<i32> loc(#loc19)
  %pview_13 = make_partition_view %tview_3 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc20)
  %11 = store_view_tko weak %10, %pview_13[%cst_0_i32_12] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc20)
  return loc(#loc10)
} loc(#loc11)
#di_file = #cuda_tile.di_file<"grid_and_signatures.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/grid_and_signatures.py":49:0)
#loc1 = loc("kernels/grid_and_signatures.py":50:26)
#loc2 = loc("kernels/grid_and_signatures.py":50:8)
#loc3 = loc("kernels/grid_and_signatures.py":51:9)
#loc4 = loc("cuda/tile/_stub.py":678:15)
#loc5 = loc("kernels/grid_and_signatures.py":51:8)
#loc6 = loc("kernels/grid_and_signatures.py":52:28)
#loc7 = loc("kernels/grid_and_signatures.py":52:8)
#loc8 = loc("kernels/grid_and_signatures.py":53:25)
#loc9 = loc("kernels/grid_and_signatures.py":53:4)
#loc10 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 48, name = "scalar_params", linkageName = "scalar_params_Kt1_A1f32_1l0_A1f32_1l0_Si32_Si64_Sf32_Sf64_Sb8_I64", compileUnit = #di_compile_unit, scopeLine = 48>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc11 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc4 in #di_subprogram1>
#loc16 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc21 = loc(callsite(#loc15 at #loc16))
