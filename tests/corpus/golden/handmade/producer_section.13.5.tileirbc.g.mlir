// Producer: handmade.py (tileiras corpus)
entry @kernel(%arg0: tile<f32>) {
  return loc(#loc)
} loc(#loc)
#loc = loc(unknown)
