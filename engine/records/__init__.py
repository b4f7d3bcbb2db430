"""The engine's records, generated from proto/ by scripts/gen_engine.py; do not edit."""
