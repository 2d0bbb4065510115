"""control_flow rules (filled in below)."""
