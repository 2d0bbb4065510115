entry @uint_minmax_div_Kt1_A1u64_1l0_A1u64_1l0_A1u64_1l0_A1u64_1l0_A1u64_1l0_A1u64_1l0_A1u64_1l0_I256(%arg0: tile<ptr<i64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i64>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i64>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i64>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i64>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<i64>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<i64>>, %arg19: tile<i32>, %arg20: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %cst_3_i64 = constant <i64: 3> : tile<256xi64>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %tview_9 = make_tensor_view %arg9, shape = [%assume_7], strides = [%assume_8] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
  %tview_12 = make_tensor_view %arg12, shape = [%assume_10], strides = [%assume_11] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32>
  %tview_15 = make_tensor_view %arg15, shape = [%assume_13], strides = [%assume_14] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg20 : tile<i32>
  %tview_18 = make_tensor_view %arg18, shape = [%assume_16], strides = [%assume_17] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(256), tensor_view<?xi64, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xi64, strides=[?]>>, tile<i32> -> tile<256xi64>, token
  %pview_19 = make_partition_view %tview_3 : partition_view<tile=(256), tensor_view<?xi64, strides=[?]>>
  %tile_20, %result_token_21 = load_view_tko weak %pview_19[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xi64, strides=[?]>>, tile<i32> -> tile<256xi64>, token
  %1 = mini %tile, %tile_20 unsigned : tile<256xi64>
  %pview_22 = make_partition_view %tview_6 : partition_view<tile=(256), tensor_view<?xi64, strides=[?]>>
  %2 = store_view_tko weak %1, %pview_22[%blockId_x] token = %0 : tile<256xi64>, partition_view<tile=(256), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  %3 = maxi %tile, %tile_20 unsigned : tile<256xi64>
  %pview_23 = make_partition_view %tview_9 : partition_view<tile=(256), tensor_view<?xi64, strides=[?]>>
  %4 = store_view_tko weak %3, %pview_23[%blockId_x] token = %0 : tile<256xi64>, partition_view<tile=(256), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  %5 = divi %tile, %tile_20 unsigned rounding<positive_inf> : tile<256xi64>
  %pview_24 = make_partition_view %tview_12 : partition_view<tile=(256), tensor_view<?xi64, strides=[?]>>
  %6 = store_view_tko weak %5, %pview_24[%blockId_x] token = %0 : tile<256xi64>, partition_view<tile=(256), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  %7 = remi %tile, %tile_20 unsigned : tile<256xi64>
  %cst_0_i64 = constant <i64: 0> : tile<256xi64>
  %8 = cmpi less_than %7, %cst_0_i64, unsigned : tile<256xi64> -> tile<256xi1>
  %9 = cmpi less_than %tile_20, %cst_0_i64, unsigned : tile<256xi64> -> tile<256xi1>
  %10 = xori %8, %9 : tile<256xi1>
  %11 = cmpi not_equal %7, %cst_0_i64, unsigned : tile<256xi64> -> tile<256xi1>
  %12 = andi %10, %11 : tile<256xi1>
  %13 = addi %7, %tile_20 : tile<256xi64>
  %14 = select %12, %13, %7 : tile<256xi1>, tile<256xi64>
  %pview_25 = make_partition_view %tview_15 : partition_view<tile=(256), tensor_view<?xi64, strides=[?]>>
  %15 = store_view_tko weak %14, %pview_25[%blockId_x] token = %0 : tile<256xi64>, partition_view<tile=(256), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  %16 = shri %tile, %cst_3_i64 unsigned : tile<256xi64>
  %pview_26 = make_partition_view %tview_18 : partition_view<tile=(256), tensor_view<?xi64, strides=[?]>>
  %17 = store_view_tko weak %16, %pview_26[%blockId_x] token = %0 : tile<256xi64>, partition_view<tile=(256), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  return
}
