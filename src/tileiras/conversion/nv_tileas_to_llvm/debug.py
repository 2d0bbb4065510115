"""print and assert."""
