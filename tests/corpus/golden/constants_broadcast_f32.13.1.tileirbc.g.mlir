entry @constants_broadcast_Kt1_A2f32_3l0_A2f32_3l0_I16_I8(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc23)
  %cst_8_i32 = constant <i32: 8> : tile<16x1xi32> loc(#loc24)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc23)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc23)
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc23)
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc23)
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc23)
  %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc23)
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc23)
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc23)
  %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc23)
  %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc23)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc25)
  %cst_0_i32_8 = constant <i32: 0> : tile<i32> loc(#loc26)
  %pview = make_partition_view %tview : partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc27)
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32_8] token = %0 : partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<16x8xf32>, token loc(#loc27)
  %1 = iota : tile<16xi32> loc(#loc28)
  %reshape = reshape %1 : tile<16xi32> -> tile<16x1xi32> loc(#loc28)
  %2 = iota : tile<8xi32> loc(#loc29)
  %reshape_9 = reshape %2 : tile<8xi32> -> tile<1x8xi32> loc(#loc29)
  %bcast = broadcast %reshape : tile<16x1xi32> -> tile<16x8xi32> loc(#loc30)
  %bcast_10 = broadcast %reshape_9 : tile<1x8xi32> -> tile<16x8xi32> loc(#loc30)
  %3 = cmpi equal %bcast, %bcast_10, signed : tile<16x8xi32> -> tile<16x8xi1> loc(#loc30)
  %4 = itof %3 unsigned  : tile<16x8xi1> -> tile<16x8xf32> loc(#loc46)
  %bcast_11 = broadcast %reshape : tile<16x1xi32> -> tile<16x8xi32> loc(#loc33)
  %bcast_12 = broadcast %reshape_9 : tile<1x8xi32> -> tile<16x8xi32> loc(#loc33)
  %5 = cmpi greater_than_or_equal %bcast_11, %bcast_12, signed : tile<16x8xi32> -> tile<16x8xi1> loc(#loc33)
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32> loc(#loc34)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc35)
  %reshape_13 = reshape %cst_1_f32 : tile<f32> -> tile<1x1xf32> loc(#loc36)
  %bcast_14 = broadcast %reshape_13 : tile<1x1xf32> -> tile<16x8xf32> loc(#loc36)
  %reshape_15 = reshape %cst_0_f32 : tile<f32> -> tile<1x1xf32> loc(#loc36)
  %bcast_16 = broadcast %reshape_15 : tile<1x1xf32> -> tile<16x8xf32> loc(#loc36)
  %6 = select %5, %bcast_14, %bcast_16 : tile<16x8xi1>, tile<16x8xf32> loc(#loc36)
  %cst_0_i32_17 = constant <i32: 0> : tile<i32> loc(#loc37)
  %cst_0_i32_18 = constant <i32: 0> : tile<i32> loc(#loc38)
  %cst_100_f32 = constant <f32: 1.000000e+02> : tile<f32> loc(#loc39)
  %reshape_19 = reshape %cst_100_f32 : tile<f32> -> tile<1x1xf32> loc(#loc40)
  %bcast_20 = broadcast %reshape_19 : tile<1x1xf32> -> tile<16x8xf32> loc(#loc40)
  %7 = mulf %4, %bcast_20  : tile<16x8xf32> loc(#loc40)
  %8 = fma %tile, %6, %7  : tile<16x8xf32> loc(#loc41)
  %9 = muli %reshape, %cst_8_i32 : tile<16x1xi32> loc(#loc24)
  %bcast_21 = broadcast %9 : tile<16x1xi32> -> tile<16x8xi32> loc(#loc24)
  %bcast_22 = broadcast %reshape_9 : tile<1x8xi32> -> tile<16x8xi32> loc(#loc24)
  %10 = addi %bcast_21, %bcast_22 : tile<16x8xi32> loc(#loc24)
  %11 = itof %10 signed  : tile<16x8xi32> -> tile<16x8xf32> loc(#loc47)
  %cst_f32 = constant <f32: 0.00999999977> : tile<f32> loc(#loc44)
  %reshape_23 = reshape %cst_f32 : tile<f32> -> tile<1x1xf32> loc(#loc43)
  %bcast_24 = broadcast %reshape_23 : tile<1x1xf32> -> tile<16x8xf32> loc(#loc43)
  %12 = negf %11 : tile<16x8xf32> loc(#loc41)
  %13 = fma %12, %bcast_24, %8  : tile<16x8xf32> loc(#loc41)
  %pview_25 = make_partition_view %tview_7 : partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc45)
  %14 = store_view_tko weak %13, %pview_25[%cst_0_i32_17, %cst_0_i32_18] token = %0 : tile<16x8xf32>, partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token loc(#loc45)
  return loc(#loc22)
} loc(#loc23)
#di_file = #cuda_tile.di_file<"shapes_views_flow.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/shapes_views_flow.py":196:0)
#loc1 = loc("kernels/shapes_views_flow.py":202:62)
#loc2 = loc("kernels/shapes_views_flow.py":197:26)
#loc3 = loc("kernels/shapes_views_flow.py":197:29)
#loc4 = loc("kernels/shapes_views_flow.py":197:8)
#loc5 = loc("kernels/shapes_views_flow.py":198:8)
#loc6 = loc("kernels/shapes_views_flow.py":199:8)
#loc7 = loc("kernels/shapes_views_flow.py":200:11)
#loc8 = loc("cuda/tile/_stub.py":678:15)
#loc9 = loc("kernels/shapes_views_flow.py":200:10)
#loc10 = loc("kernels/shapes_views_flow.py":201:19)
#loc11 = loc("kernels/shapes_views_flow.py":201:27)
#loc12 = loc("kernels/shapes_views_flow.py":201:32)
#loc13 = loc("kernels/shapes_views_flow.py":201:10)
#loc14 = loc("kernels/shapes_views_flow.py":202:25)
#loc15 = loc("kernels/shapes_views_flow.py":202:28)
#loc16 = loc("kernels/shapes_views_flow.py":202:53)
#loc17 = loc("kernels/shapes_views_flow.py":202:47)
#loc18 = loc("kernels/shapes_views_flow.py":202:37)
#loc19 = loc("kernels/shapes_views_flow.py":202:61)
#loc20 = loc("kernels/shapes_views_flow.py":202:95)
#loc21 = loc("kernels/shapes_views_flow.py":202:4)
#loc22 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 195, name = "constants_broadcast", linkageName = "constants_broadcast_Kt1_A2f32_3l0_A2f32_3l0_I16_I8", compileUnit = #di_compile_unit, scopeLine = 195>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#di_subprogram2 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s1", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc23 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc8 in #di_subprogram1>
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
#loc42 = #cuda_tile.di_loc<#loc8 in #di_subprogram2>
#loc43 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc45 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc46 = loc(callsite(#loc31 at #loc32))
#loc47 = loc(callsite(#loc42 at #loc43))
