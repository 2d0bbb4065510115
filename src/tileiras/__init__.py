"""An open Python reimplementation of NVIDIA's tileiras, the CUDA TileIR optimizing assembler."""

__version__ = "0.1.0"
