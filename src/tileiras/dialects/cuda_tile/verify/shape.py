"""shape rules (filled in below)."""
