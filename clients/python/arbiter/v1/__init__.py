"""Generated from proto/arbiter/v1 by scripts/gen_protos.py; do not edit."""
