entry @entry_arg_attrs(%arg0: tile<i32> {cuda_tile.note = true}, %arg1: tile<f32>) {
  %0 = addi %arg0, %arg0 : tile<i32>
  return
}
