entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %0 = ptr_to_int %arg0 : tile<ptr<f32>> -> tile<i64>
  %1 = int_to_ptr %0 : tile<i64> -> tile<ptr<i32>>
  %2 = ptr_to_ptr %1 : tile<ptr<i32>> -> tile<ptr<f16>>
  %reshape = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast = broadcast %reshape : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %3 = iota : tile<8xi32>
  %4 = offset %bcast, %3 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %5 = ptr_to_int %4 : tile<8xptr<f32>> -> tile<8xi64>
  %6 = int_to_ptr %5 : tile<8xi64> -> tile<8xptr<f32>>
  %7 = ptr_to_ptr %6 : tile<8xptr<f32>> -> tile<8xptr<i8>>
  return
}
