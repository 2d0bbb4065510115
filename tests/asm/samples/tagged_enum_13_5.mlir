entry @tagged_enum(%arg0: tile<ptr<f32>>) {
  %result, %result_token = load_ptr_tko weak %arg0 optimization_hints = <sm_100 = {allow_tma = #cuda_tile.multimem_reduction_kind<umax>, latency = #cuda_tile.multimem_reduction_kind<min>}> : tile<ptr<f32>> -> tile<f32>, token
  return
}
