cuda_tile.module @kernels {
  entry @mul_add(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %c: tile<ptr<f32>>, %out: tile<ptr<f32>>, %n: tile<i32>) {
    %tok = make_token : token
    %one = constant <i32: 1> : tile<i32>
    %ta = make_tensor_view %a, shape = [%n], strides = [%one] : tile<i32> -> tensor_view<?xf32, strides=[?]>
    %tb = make_tensor_view %b, shape = [%n], strides = [%one] : tile<i32> -> tensor_view<?xf32, strides=[?]>
    %tc = make_tensor_view %c, shape = [%n], strides = [%one] : tile<i32> -> tensor_view<?xf32, strides=[?]>
    %to = make_tensor_view %out, shape = [%n], strides = [%one] : tile<i32> -> tensor_view<?xf32, strides=[?]>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %pa = make_partition_view %ta : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
    %pb = make_partition_view %tb : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
    %pc = make_partition_view %tc : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
    %po = make_partition_view %to : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
    %x, %t1 = load_view_tko weak %pa[%bx] token = %tok : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
    %y, %t2 = load_view_tko weak %pb[%bx] token = %tok : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
    %z, %t3 = load_view_tko weak %pc[%bx] token = %tok : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<64xf32>, token
    %p = mulf %x, %y rounding<nearest_even> : tile<64xf32>
    %s = addf %p, %z rounding<nearest_even> : tile<64xf32>
    %t4 = store_view_tko weak %s, %po[%bx] token = %tok : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
    return
  }
}
