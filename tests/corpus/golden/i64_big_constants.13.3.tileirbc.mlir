entry @i64_big_constants_Kt1_A1i64_1l0_A1i64_1l0_I128(%arg0: tile<ptr<i64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i64>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %cst_1099511627776_i64 = constant <i64: 1099511627776> : tile<128xi64>
  %cst_9223372032559808513_i64 = constant <i64: 9223372032559808513> : tile<128xi64>
  %cst_20_i64 = constant <i64: 20> : tile<128xi64>
  %cst_65535_i64 = constant <i64: 65535> : tile<128xi64>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
  %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi64, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>, tile<i32> -> tile<128xi64>, token
  %1 = muli %tile, %cst_1099511627776_i64 : tile<128xi64>
  %2 = addi %1, %cst_9223372032559808513_i64 : tile<128xi64>
  %3 = shri %2, %cst_20_i64 signed : tile<128xi64>
  %4 = andi %2, %cst_65535_i64 : tile<128xi64>
  %5 = xori %3, %4 : tile<128xi64>
  %pview_4 = make_partition_view %tview_3 : partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>
  %6 = store_view_tko weak %5, %pview_4[%blockId_x] token = %0 : tile<128xi64>, partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
  return
}
