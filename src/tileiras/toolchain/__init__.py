"""toolchain package."""
