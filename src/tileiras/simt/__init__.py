"""A CPU SIMT emulator: runs the code generator's kernel IR on the host (see `emulator.py`)."""

from tileiras.simt.emulator import Emulator, EmulatorError, format_vprintf

__all__ = ["Emulator", "EmulatorError", "format_vprintf"]
