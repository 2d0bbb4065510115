entry @memory_ops(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>) {
  %0 = make_token : token
  %1 = make_token : token
  %2 = join_tokens %0, %1 : token
  %reshape = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast = broadcast %reshape : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %3 = iota : tile<8xi32>
  %4 = offset %bcast, %3 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
  %true = constant <i1: true> : tile<8xi1>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<8xf32>
  %result, %result_token = load_ptr_tko weak %4 : tile<8xptr<f32>> -> tile<8xf32>, token
  %result_0, %result_token_1 = load_ptr_tko weak %4, %true : tile<8xptr<f32>>, tile<8xi1> -> tile<8xf32>, token
  %result_2, %result_token_3 = load_ptr_tko relaxed device %4, %true, %cst_0_f32 token=%2 : tile<8xptr<f32>>, tile<8xi1>, tile<8xf32> -> tile<8xf32>, token
  %result_4, %result_token_5 = load_ptr_tko acquire sys %4 token=%0 optimization_hints = <sm_100 = {allow_tma = false, latency = 3}> : tile<8xptr<f32>> -> tile<8xf32>, token
  %result_6, %result_token_7 = load_ptr_tko weak %4, %true optimization_hints = <sm_100 = {allow_tma = false, latency = 3}> : tile<8xptr<f32>>, tile<8xi1> -> tile<8xf32>, token
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<8xf32>
  %5 = store_ptr_tko weak %4, %cst_1_f32 : tile<8xptr<f32>>, tile<8xf32> -> token
  %6 = store_ptr_tko release tl_blk %4, %cst_1_f32, %true token=%0 : tile<8xptr<f32>>, tile<8xf32>, tile<8xi1> -> token
  %7 = store_ptr_tko relaxed device %4, %cst_1_f32 optimization_hints = <sm_100 = {allow_tma = false, latency = 3}> : tile<8xptr<f32>>, tile<8xf32> -> token
  %reshape_8 = reshape %arg1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_9 = broadcast %reshape_8 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %8 = offset %bcast_9, %3 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
  %cst_1_i32 = constant <i32: 1> : tile<8xi32>
  %result_10, %result_token_11 = atomic_rmw_tko acq_rel sys %8, and, %cst_1_i32 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
  %result_12, %result_token_13 = atomic_rmw_tko acq_rel sys %8, or, %cst_1_i32 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
  %result_14, %result_token_15 = atomic_rmw_tko acq_rel sys %8, xor, %cst_1_i32 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
  %result_16, %result_token_17 = atomic_rmw_tko acq_rel sys %8, add, %cst_1_i32 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
  %result_18, %result_token_19 = atomic_rmw_tko relaxed device %4, addf, %cst_1_f32 : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
  %result_20, %result_token_21 = atomic_rmw_tko acq_rel sys %8, max, %cst_1_i32 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
  %result_22, %result_token_23 = atomic_rmw_tko acq_rel sys %8, min, %cst_1_i32 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
  %result_24, %result_token_25 = atomic_rmw_tko acq_rel sys %8, umax, %cst_1_i32 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
  %result_26, %result_token_27 = atomic_rmw_tko acq_rel sys %8, umin, %cst_1_i32 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
  %result_28, %result_token_29 = atomic_rmw_tko acq_rel sys %8, xchg, %cst_1_i32 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
  %result_30, %result_token_31 = atomic_rmw_tko acquire tl_blk %8, add, %cst_1_i32, %true token=%0 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %result_32, %result_token_33 = atomic_cas_tko relaxed device %8, %cst_1_i32, %cst_1_i32 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
  %result_34, %result_token_35 = atomic_cas_tko release sys %8, %cst_1_i32, %cst_1_i32, %true token=%0 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  %result_36, %result_token_37 = atomic_cas_tko acq_rel tl_blk %8, %cst_1_i32, %cst_1_i32 token=%0 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
  %9 = alloca num_elem = 16, alignment = 16 : tile<ptr<f32>>
  %10 = alloca num_elem = 1024, alignment = 128 global : tile<ptr<i8>>
  %11 = gdc_wait_tko -> token
  %12 = gdc_wait_tko token = %11 -> token
  %13 = gdc_launch_dependents_tko -> token
  %14 = gdc_launch_dependents_tko token = %0 -> token
  %15 = memory_fence_alias_tko %0
  return
}
