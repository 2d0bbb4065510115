entry @kernel(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i32>>, %arg2: tile<ptr<i64>>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i64>, %arg6: tile<f32>) {
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc)
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32> loc(#loc)
  return loc(#loc)
} loc(#loc)
#loc = loc(unknown)
