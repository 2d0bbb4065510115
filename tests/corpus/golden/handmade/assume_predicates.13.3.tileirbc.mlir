entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %assume = assume div_by<16>, %arg4 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_1 = assume bounded<?, 100>, %arg4 : tile<i32>
  %assume_2 = assume bounded<-5, 5>, %arg4 : tile<i32>
  %assume_3 = assume bounded<?, ?>, %arg4 : tile<i32>
  %assume_4 = assume div_by<1099511627776>, %arg5 : tile<i64>
  %assume_5 = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %0 = iota : tile<8xi32>
  %assume_6 = assume div_by<4, every 2 along 0>, %0 : tile<8xi32>
  %1 = iota : tile<32xi64>
  %reshape = reshape %1 : tile<32xi64> -> tile<4x8xi64>
  %assume_reshape = assume div_by<8, every 4 along 1>, %reshape : tile<4x8xi64>
  %cst_1_i32 = constant <i32: 1> : tile<4x8xi32>
  %assume_cst_1_i32 = assume same_elements<[1, 8]>, %cst_1_i32 : tile<4x8xi32>
  %assume_cst_1_i32_7 = assume same_elements<[4, 1]>, %cst_1_i32 : tile<4x8xi32>
  return
}
