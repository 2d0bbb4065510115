"""mma rules (filled in below)."""
