"""driver package."""
