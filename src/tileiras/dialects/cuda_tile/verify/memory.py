"""memory rules (filled in below)."""
