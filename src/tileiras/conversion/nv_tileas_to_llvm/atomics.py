"""Atomics: per-element read-modify-write and compare-and-swap, and view reductions."""
