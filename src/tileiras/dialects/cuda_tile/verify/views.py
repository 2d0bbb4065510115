"""views rules (filled in below)."""
