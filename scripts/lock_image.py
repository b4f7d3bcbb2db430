"""Write deploy/requirements.lock: the image's runtime dependencies, pinned to the suite's versions
(scripts/constraints.txt) with every file's hash, by pip-compile.

The image installs two distributions of this repository as wheels of their own: the server
(pyproject.toml) and the client it depends on (clients/python, arbiter-combat). No index has the
client, so pip-compile reads it from a wheel built here (--find-links), and the lock leaves it
out: the image installs the lock's packages with --require-hashes, then the two wheels.

    .venv/bin/python scripts/lock_image.py
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
LOCK = REPO / "deploy" / "requirements.lock"
CLIENT = "arbiter-combat"


def main() -> int:
    bin_dir = Path(sys.executable).parent
    with tempfile.TemporaryDirectory() as tmp:
        # Built from a copy: pip builds in the source folder, which stays clean.
        client = Path(tmp) / "python"
        shutil.copytree(
            REPO / "clients" / "python",
            client,
            ignore=shutil.ignore_patterns("__pycache__", "*.egg-info", "build"),
        )
        wheels = Path(tmp) / "wheels"
        subprocess.run(
            [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", wheels, "."],
            cwd=client,
            check=True,
        )
        subprocess.run(
            [
                bin_dir / "pip-compile",
                "--quiet",
                "--allow-unsafe",
                "--constraint=scripts/constraints.txt",
                "--generate-hashes",
                f"--find-links={wheels}",
                "--no-emit-find-links",
                "--no-emit-index-url",
                "--strip-extras",
                f"--output-file={LOCK.relative_to(REPO)}",
                "pyproject.toml",
            ],
            cwd=REPO,
            check=True,
            # The command the lock's header names: this script, not pip-compile's arguments.
            env={**os.environ, "CUSTOM_COMPILE_COMMAND": ".venv/bin/python scripts/lock_image.py"},
        )
    # The client's own pin (a hash of the wheel built here, on no index): the image builds it.
    text = LOCK.read_text(encoding="utf-8")
    stanza = re.compile(rf"^{re.escape(CLIENT)}==\S+ \\\n(?:    .*\n)*", re.M)
    text, dropped = stanza.subn("", text)
    if dropped != 1:
        sys.exit(f"lock_image: expected one {CLIENT} pin in the lock, found {dropped}")
    LOCK.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
