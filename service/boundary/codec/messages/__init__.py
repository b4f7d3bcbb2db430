"""The wire writers of the engine's records, generated from proto/ by scripts/gen_codec.py; do not edit."""
