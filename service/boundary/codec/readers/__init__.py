"""The readers of arbiter.v1 requests, generated from proto/ by scripts/gen_readers.py; do not edit."""
