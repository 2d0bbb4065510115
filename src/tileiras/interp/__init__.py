"""interp package."""
