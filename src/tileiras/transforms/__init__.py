"""Passes that stay within one dialect: `canonicalize` (all dialects), and the cuda_tile-level
`fuse-fma` and `loop-split` that run before lowering."""
