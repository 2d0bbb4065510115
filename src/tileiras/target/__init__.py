"""target package."""
