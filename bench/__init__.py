"""Arbiter's benchmark suite (``python -m bench``; docs/performance.md). Not part of pytest."""
