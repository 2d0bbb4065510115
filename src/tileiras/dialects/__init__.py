"""dialects package."""
