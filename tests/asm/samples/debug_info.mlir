entry @debug_info(%arg0: tile<ptr<f32>>, %arg1: tile<i32>) {
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %0 = addi %arg1, %cst_0_i32 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %for = for %loopIdx in (%cst_0_i32 to %arg1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %0) -> (tile<i32>) {
    %3 = addi %iterArg0, %loopIdx overflow<no_signed_wrap> : tile<i32>
    continue %3 : tile<i32>
  }
  %1 = muli %for, %for : tile<i32>
  %2 = make_token : token
  return
}
