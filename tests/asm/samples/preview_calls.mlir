entry @preview_calls(%arg0: tile<f32>, %arg1: tile<i32>) {
  %0 = preview$call @__nv_expf(%arg0) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
  preview$call @sink(%arg0, %arg1) : (!cuda_tile.tile<f32>, !cuda_tile.tile<i32>) -> ()
  %1:2 = preview$call @__nv_frexpf(%arg0, %arg1) : (!cuda_tile.tile<f32>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<f32>, !cuda_tile.tile<i32>)
  %2 = preview$call @make() : () -> !cuda_tile.tile<f32>
  %3 = preview$call @__nv_powf(%arg0) {arg_attrs = [{llvm.noalias = true}]} : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
  %4 = preview$call @__nv_powf(%arg0) {res_attrs = [{x = 1 : i32}]} : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
  %5 = preview$call @__nv_powf(%arg0) {arg_attrs = [{}], res_attrs = [{}]} : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
  return
}
