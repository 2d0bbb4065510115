entry @small_scalar_params_Kt1_A1f32_1l0_A1f32_1l0_Si8_Su16_Sf16_Sb8_Su8_Sf64_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i8>, %arg7: tile<i16>, %arg8: tile<f16>, %arg9: tile<i1>, %arg10: tile<i8>, %arg11: tile<f64>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc11)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc11)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc11)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc11)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc11)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc11)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc11)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc12)
  %pview = make_partition_view %tview : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>> loc(#loc13)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<32xf32>, token loc(#loc13)
  %1 = ftof %arg8  : tile<f16> -> tile<f32> loc(#loc14)
  %reshape = reshape %1 : tile<f32> -> tile<1xf32> loc(#loc14)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<32xf32> loc(#loc14)
  %2 = itof %arg6 signed  : tile<i8> -> tile<f32> loc(#loc14)
  %reshape_4 = reshape %2 : tile<f32> -> tile<1xf32> loc(#loc14)
  %bcast_5 = broadcast %reshape_4 : tile<1xf32> -> tile<32xf32> loc(#loc14)
  %3 = fma %tile, %bcast, %bcast_5  : tile<32xf32> loc(#loc14)
  %4 = itof %arg7 unsigned  : tile<i16> -> tile<f32> loc(#loc14)
  %reshape_6 = reshape %4 : tile<f32> -> tile<1xf32> loc(#loc14)
  %bcast_7 = broadcast %reshape_6 : tile<1xf32> -> tile<32xf32> loc(#loc14)
  %5 = subf %3, %bcast_7  : tile<32xf32> loc(#loc14)
  %6 = itof %arg10 unsigned  : tile<i8> -> tile<f32> loc(#loc14)
  %reshape_8 = reshape %6 : tile<f32> -> tile<1xf32> loc(#loc14)
  %bcast_9 = broadcast %reshape_8 : tile<1xf32> -> tile<32xf32> loc(#loc14)
  %7 = addf %5, %bcast_9  : tile<32xf32> loc(#loc14)
  %8 = ftof %7  : tile<32xf32> -> tile<32xf64> loc(#loc15)
  %reshape_10 = reshape %arg11 : tile<f64> -> tile<1xf64> loc(#loc15)
  %bcast_11 = broadcast %reshape_10 : tile<1xf64> -> tile<32xf64> loc(#loc15)
  %9 = mulf %8, %bcast_11  : tile<32xf64> loc(#loc15)
  %reshape_12 = reshape %arg9 : tile<i1> -> tile<1xi1> loc(#loc16)
  %bcast_13 = broadcast %reshape_12 : tile<1xi1> -> tile<32xi1> loc(#loc16)
  %10 = ftof %7  : tile<32xf32> -> tile<32xf64> loc(#loc16)
  %11 = select %bcast_13, %10, %9 : tile<32xi1>, tile<32xf64> loc(#loc16)
  %cst_0_i32_14 = constant <i32: 0> : tile<i32> loc(#loc17)
  %12 = ftof %11  : tile<32xf64> -> tile<32xf32> loc(#loc21)
  %pview_15 = make_partition_view %tview_3 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>> loc(#loc20)
  %13 = store_view_tko weak %12, %pview_15[%cst_0_i32_14] token = %0 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc20)
  return loc(#loc10)
} loc(#loc11)
#di_file = #cuda_tile.di_file<"odd_shapes_params.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/odd_shapes_params.py":94:0)
#loc1 = loc("kernels/odd_shapes_params.py":95:26)
#loc2 = loc("kernels/odd_shapes_params.py":95:8)
#loc3 = loc("kernels/odd_shapes_params.py":96:8)
#loc4 = loc("kernels/odd_shapes_params.py":97:28)
#loc5 = loc("kernels/odd_shapes_params.py":97:8)
#loc6 = loc("kernels/odd_shapes_params.py":98:25)
#loc7 = loc("cuda/tile/_stub.py":678:15)
#loc8 = loc("kernels/odd_shapes_params.py":98:35)
#loc9 = loc("kernels/odd_shapes_params.py":98:4)
#loc10 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 93, name = "small_scalar_params", linkageName = "small_scalar_params_Kt1_A1f32_1l0_A1f32_1l0_Si8_Su16_Sf16_Sb8_Su8_Sf64_I32", compileUnit = #di_compile_unit, scopeLine = 93>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc11 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc7 in #di_subprogram1>
#loc19 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc21 = loc(callsite(#loc18 at #loc19))
