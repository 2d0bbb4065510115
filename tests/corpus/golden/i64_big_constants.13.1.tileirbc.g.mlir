entry @i64_big_constants_Kt1_A1i64_1l0_A1i64_1l0_I128(%arg0: tile<ptr<i64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i64>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token loc(#loc9)
  %cst_1099511627776_i64 = constant <i64: 1099511627776> : tile<128xi64> loc(#loc10)
  %cst_9223372032559808513_i64 = constant <i64: 9223372032559808513> : tile<128xi64> loc(#loc10)
  %cst_20_i64 = constant <i64: 20> : tile<128xi64> loc(#loc11)
  %cst_65535_i64 = constant <i64: 65535> : tile<128xi64> loc(#loc12)
  %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc9)
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc9)
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi64, strides=[?]> loc(#loc9)
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc9)
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc9)
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi64, strides=[?]> loc(#loc9)
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc13)
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xi64, strides=[?]>> loc(#loc14)
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>, tile<i32> -> tile<128xi64>, token loc(#loc14)
  %1 = muli %tile, %cst_1099511627776_i64 : tile<128xi64> loc(#loc10)
  %2 = addi %1, %cst_9223372032559808513_i64 : tile<128xi64> loc(#loc10)
  %3 = shri %2, %cst_20_i64 signed : tile<128xi64> loc(#loc11)
  %4 = andi %2, %cst_65535_i64 : tile<128xi64> loc(#loc12)
  %5 = xori %3, %4 : tile<128xi64> loc(#loc15)
  %pview_4 = make_partition_view %tview_3 : partition_view<tile=(128), tensor_view<?xi64, strides=[?]>> loc(#loc16)
  %6 = store_view_tko weak %5, %pview_4[%blockId_x] token = %0 : tile<128xi64>, partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token loc(#loc16)
  return loc(#loc8)
} loc(#loc9)
#di_file = #cuda_tile.di_file<"dtype_mix.py" in "kernels">
#loc = loc("kernels/dtype_mix.py":156:0)
#loc1 = loc("kernels/dtype_mix.py":159:8)
#loc2 = loc("kernels/dtype_mix.py":160:36)
#loc3 = loc("kernels/dtype_mix.py":160:48)
#loc4 = loc("kernels/dtype_mix.py":157:8)
#loc5 = loc("kernels/dtype_mix.py":158:8)
#loc6 = loc("kernels/dtype_mix.py":160:35)
#loc7 = loc("kernels/dtype_mix.py":160:4)
#loc8 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 155, name = "i64_big_constants", linkageName = "i64_big_constants_Kt1_A1i64_1l0_A1i64_1l0_I128", compileUnit = #di_compile_unit, scopeLine = 155>
#loc9 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
