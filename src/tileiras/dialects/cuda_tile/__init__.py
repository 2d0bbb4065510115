"""cuda_tile package."""
