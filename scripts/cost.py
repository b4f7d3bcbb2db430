"""Costs in instructions, counted by callgrind: bench/cost.py, whose docstring lists the cases.

Usage: .venv/bin/python scripts/cost.py --callgrind [CASE ...]   (default: every case)
       .venv/bin/python scripts/cost.py CASE ITEMS   (one in-process run, what callgrind counts)
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.cost import main

if __name__ == "__main__":
    main()
