"""bytecode package."""
