entry @where_chain_Kt1_A1f32_1l0_A1f32_1l0_A1i16_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i16>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token loc(#loc34)
  %cst_5_i16 = constant <i16: 5> : tile<64xi16> loc(#loc35)
  %cst_5_i16_0 = constant <i16: 5> : tile<64xi16> loc(#loc36)
  %cst_-5_i16 = constant <i16: -5> : tile<64xi16> loc(#loc37)
  %cst_5_i16_1 = constant <i16: 5> : tile<64xi16> loc(#loc38)
  %cst_0_i16 = constant <i16: 0> : tile<64xi16> loc(#loc39)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc34)
  %assume_2 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc34)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc34)
  %assume_3 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc34)
  %assume_4 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc34)
  %tview_5 = make_tensor_view %arg3, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc34)
  %assume_6 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc34)
  %assume_7 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc34)
  %tview_8 = make_tensor_view %arg6, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xi16, strides=[?]> loc(#loc34)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc40)
  %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc41)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token loc(#loc41)
  %cst_f32 = constant <f32: -1.000000e+00> : tile<f32> loc(#loc42)
  %reshape = reshape %cst_f32 : tile<f32> -> tile<1xf32> loc(#loc43)
  %bcast = broadcast %reshape : tile<1xf32> -> tile<64xf32> loc(#loc43)
  %1 = cmpf less_than ordered %tile, %bcast : tile<64xf32> -> tile<64xi1> loc(#loc43)
  %cst_f32_9 = constant <f32: -1.000000e+00> : tile<f32> loc(#loc44)
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32> loc(#loc45)
  %reshape_10 = reshape %cst_1_f32 : tile<f32> -> tile<1xf32> loc(#loc46)
  %bcast_11 = broadcast %reshape_10 : tile<1xf32> -> tile<64xf32> loc(#loc46)
  %2 = addf %tile, %bcast_11  : tile<64xf32> loc(#loc46)
  %cst_f32_12 = constant <f32: 1.000000e-01> : tile<f32> loc(#loc47)
  %reshape_13 = reshape %cst_f32_12 : tile<f32> -> tile<1xf32> loc(#loc48)
  %bcast_14 = broadcast %reshape_13 : tile<1xf32> -> tile<64xf32> loc(#loc48)
  %reshape_15 = reshape %cst_f32_9 : tile<f32> -> tile<1xf32> loc(#loc44)
  %bcast_16 = broadcast %reshape_15 : tile<1xf32> -> tile<64xf32> loc(#loc44)
  %3 = negf %2 : tile<64xf32> loc(#loc44)
  %4 = fma %3, %bcast_14, %bcast_16  : tile<64xf32> loc(#loc44)
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc49)
  %reshape_17 = reshape %cst_0_f32 : tile<f32> -> tile<1xf32> loc(#loc50)
  %bcast_18 = broadcast %reshape_17 : tile<1xf32> -> tile<64xf32> loc(#loc50)
  %5 = cmpf less_than ordered %tile, %bcast_18 : tile<64xf32> -> tile<64xi1> loc(#loc50)
  %6 = mulf %tile, %tile  : tile<64xf32> loc(#loc51)
  %cst_f32_19 = constant <f32: -1.000000e+00> : tile<f32> loc(#loc52)
  %reshape_20 = reshape %cst_f32_19 : tile<f32> -> tile<1xf32> loc(#loc51)
  %bcast_21 = broadcast %reshape_20 : tile<1xf32> -> tile<64xf32> loc(#loc51)
  %7 = mulf %6, %bcast_21  : tile<64xf32> loc(#loc51)
  %cst_1_f32_22 = constant <f32: 1.000000e+00> : tile<f32> loc(#loc53)
  %reshape_23 = reshape %cst_1_f32_22 : tile<f32> -> tile<1xf32> loc(#loc54)
  %bcast_24 = broadcast %reshape_23 : tile<1xf32> -> tile<64xf32> loc(#loc54)
  %8 = cmpf less_than ordered %tile, %bcast_24 : tile<64xf32> -> tile<64xi1> loc(#loc54)
  %cst_1_f32_25 = constant <f32: 1.000000e+00> : tile<f32> loc(#loc55)
  %9 = log %tile : tile<64xf32> loc(#loc56)
  %reshape_26 = reshape %cst_1_f32_25 : tile<f32> -> tile<1xf32> loc(#loc55)
  %bcast_27 = broadcast %reshape_26 : tile<1xf32> -> tile<64xf32> loc(#loc55)
  %10 = addf %bcast_27, %9  : tile<64xf32> loc(#loc55)
  %11 = select %8, %tile, %10 : tile<64xi1>, tile<64xf32> loc(#loc57)
  %12 = select %5, %7, %11 : tile<64xi1>, tile<64xf32> loc(#loc58)
  %13 = select %1, %4, %12 : tile<64xi1>, tile<64xf32> loc(#loc59)
  %pview_28 = make_partition_view %tview_5 : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>> loc(#loc60)
  %14 = store_view_tko weak %13, %pview_28[%blockId_x] token = %0 : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc60)
  %cst_10_f32 = constant <f32: 1.000000e+01> : tile<f32> loc(#loc61)
  %reshape_29 = reshape %cst_10_f32 : tile<f32> -> tile<1xf32> loc(#loc62)
  %bcast_30 = broadcast %reshape_29 : tile<1xf32> -> tile<64xf32> loc(#loc62)
  %15 = mulf %tile, %bcast_30  : tile<64xf32> loc(#loc62)
  %16 = ftoi %15 signed  : tile<64xf32> -> tile<64xi16> loc(#loc67)
  %17 = cmpi greater_than %16, %cst_5_i16, signed : tile<64xi16> -> tile<64xi1> loc(#loc35)
  %18 = subi %16, %cst_5_i16_0 : tile<64xi16> loc(#loc36)
  %19 = cmpi less_than %16, %cst_-5_i16, signed : tile<64xi16> -> tile<64xi1> loc(#loc37)
  %20 = addi %16, %cst_5_i16_1 : tile<64xi16> loc(#loc38)
  %21 = select %19, %20, %cst_0_i16 : tile<64xi1>, tile<64xi16> loc(#loc39)
  %22 = select %17, %18, %21 : tile<64xi1>, tile<64xi16> loc(#loc65)
  %pview_31 = make_partition_view %tview_8 : partition_view<tile=(64), tensor_view<?xi16, strides=[?]>> loc(#loc66)
  %23 = store_view_tko weak %22, %pview_31[%blockId_x] token = %0 : tile<64xi16>, partition_view<tile=(64), tensor_view<?xi16, strides=[?]>>, tile<i32> -> token loc(#loc66)
  return loc(#loc33)
} loc(#loc34)
#di_file = #cuda_tile.di_file<"shapes_views_flow.py" in "kernels">
#di_file1 = #cuda_tile.di_file<"_stub.py" in "cuda/tile">
#loc = loc("kernels/shapes_views_flow.py":175:0)
#loc1 = loc("kernels/shapes_views_flow.py":182:44)
#loc2 = loc("kernels/shapes_views_flow.py":182:52)
#loc3 = loc("kernels/shapes_views_flow.py":182:69)
#loc4 = loc("kernels/shapes_views_flow.py":182:78)
#loc5 = loc("kernels/shapes_views_flow.py":182:60)
#loc6 = loc("kernels/shapes_views_flow.py":176:8)
#loc7 = loc("kernels/shapes_views_flow.py":177:8)
#loc8 = loc("kernels/shapes_views_flow.py":178:21)
#loc9 = loc("kernels/shapes_views_flow.py":178:17)
#loc10 = loc("kernels/shapes_views_flow.py":178:27)
#loc11 = loc("kernels/shapes_views_flow.py":178:39)
#loc12 = loc("kernels/shapes_views_flow.py":178:35)
#loc13 = loc("kernels/shapes_views_flow.py":178:46)
#loc14 = loc("kernels/shapes_views_flow.py":178:34)
#loc15 = loc("kernels/shapes_views_flow.py":179:30)
#loc16 = loc("kernels/shapes_views_flow.py":179:26)
#loc17 = loc("kernels/shapes_views_flow.py":179:35)
#loc18 = loc("kernels/shapes_views_flow.py":179:43)
#loc19 = loc("kernels/shapes_views_flow.py":179:62)
#loc20 = loc("kernels/shapes_views_flow.py":179:58)
#loc21 = loc("kernels/shapes_views_flow.py":179:70)
#loc22 = loc("kernels/shapes_views_flow.py":179:76)
#loc23 = loc("kernels/shapes_views_flow.py":179:49)
#loc24 = loc("kernels/shapes_views_flow.py":179:17)
#loc25 = loc("kernels/shapes_views_flow.py":178:8)
#loc26 = loc("kernels/shapes_views_flow.py":180:4)
#loc27 = loc("kernels/shapes_views_flow.py":181:14)
#loc28 = loc("kernels/shapes_views_flow.py":181:10)
#loc29 = loc("cuda/tile/_stub.py":678:15)
#loc30 = loc("kernels/shapes_views_flow.py":181:9)
#loc31 = loc("kernels/shapes_views_flow.py":182:35)
#loc32 = loc("kernels/shapes_views_flow.py":182:4)
#loc33 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_compile_unit1 = #cuda_tile.di_compile_unit<file = #di_file1>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 174, name = "where_chain", linkageName = "where_chain_Kt1_A1f32_1l0_A1f32_1l0_A1i16_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 174>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 676, name = "astype", linkageName = "astype@_stub:676:5_s0", compileUnit = #di_compile_unit1, scopeLine = 676>
#loc34 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc45 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc46 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc47 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc48 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc49 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc50 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc51 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc52 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc53 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc54 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc55 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc56 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
#loc57 = #cuda_tile.di_loc<#loc23 in #di_subprogram>
#loc58 = #cuda_tile.di_loc<#loc24 in #di_subprogram>
#loc59 = #cuda_tile.di_loc<#loc25 in #di_subprogram>
#loc60 = #cuda_tile.di_loc<#loc26 in #di_subprogram>
#loc61 = #cuda_tile.di_loc<#loc27 in #di_subprogram>
#loc62 = #cuda_tile.di_loc<#loc28 in #di_subprogram>
#loc63 = #cuda_tile.di_loc<#loc29 in #di_subprogram1>
#loc64 = #cuda_tile.di_loc<#loc30 in #di_subprogram>
#loc65 = #cuda_tile.di_loc<#loc31 in #di_subprogram>
#loc66 = #cuda_tile.di_loc<#loc32 in #di_subprogram>
#loc67 = loc(callsite(#loc63 at #loc64))
