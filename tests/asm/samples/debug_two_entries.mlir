entry @one(%arg0: tile<i32>) {
  %0 = addi %arg0, %arg0 : tile<i32>
  return
}
entry @two(%arg0: tile<i32>) {
  %0 = subi %arg0, %arg0 : tile<i32>
  %1 = muli %arg0, %arg0 : tile<i32>
  return
}
