entry @raw_memory_Kt1_A1f32_1l0_A1f32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %cst_2_i32 = constant <i32: 2> : tile<64xi32>
  %cst_100_i32 = constant <i32: 100> : tile<64xi32>
  %cst_1_i32 = constant <i32: 1> : tile<64xi32>
  %cst_100_i32_0 = constant <i32: 100> : tile<64xi32>
  %1 = iota : tile<64xi32>
  %2 = muli %1, %cst_2_i32 : tile<64xi32>
  %3 = cmpi less_than %2, %cst_100_i32, signed : tile<64xi32> -> tile<64xi1>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %4 = exti %2 signed : tile<64xi32> -> tile<64xi64>
  %reshape = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast = broadcast %reshape : tile<1xptr<f32>> -> tile<64xptr<f32>>
  %5 = offset %bcast, %4 : tile<64xptr<f32>>, tile<64xi64> -> tile<64xptr<f32>>
  %reshape_1 = reshape %cst_0_f32 : tile<f32> -> tile<1xf32>
  %bcast_2 = broadcast %reshape_1 : tile<1xf32> -> tile<64xf32>
  %result, %result_token = load_ptr_tko weak %5, %3, %bcast_2 token=%0 optimization_hints = <default = {latency = 2}> : tile<64xptr<f32>>, tile<64xi1>, tile<64xf32> -> tile<64xf32>, token
  %6 = addi %2, %cst_1_i32 : tile<64xi32>
  %7 = cmpi less_than %2, %cst_100_i32_0, signed : tile<64xi32> -> tile<64xi1>
  %8 = exti %6 signed : tile<64xi32> -> tile<64xi64>
  %reshape_3 = reshape %arg3 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_4 = broadcast %reshape_3 : tile<1xptr<f32>> -> tile<64xptr<f32>>
  %9 = offset %bcast_4, %8 : tile<64xptr<f32>>, tile<64xi64> -> tile<64xptr<f32>>
  %10 = store_ptr_tko weak %9, %result, %7 token=%0 : tile<64xptr<f32>>, tile<64xf32>, tile<64xi1> -> token
  return
}
