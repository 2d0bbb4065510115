"""misc rules (filled in below)."""
