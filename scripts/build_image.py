"""Build the container image from deploy/Dockerfile with buildah, and unpack it for a run.

No Docker daemon or container registry is needed: buildah builds the Dockerfile as it is
(``buildah bud --isolation chroot``, the Docker image format so its SHELL instruction holds), and
the base image, unless ``--base`` names one, is made here from Debian's packages: ``mmdebstrap``
lays out a bookworm root filesystem with Python 3.11 (the interpreter, venv, pip and the headers:
what the official ``python:3.11-slim-bookworm`` holds), imported into buildah's store and passed
as the ``PYTHON_IMAGE`` build argument by its image id, so the build is pinned to those exact
bytes. Where this machine trusts a certificate authority of its own (its HTTPS goes through an
intercepting proxy), the local base gets this machine's CA bundle and pip's ``cert`` setting, so
pip in a RUN line reaches PyPI as the host does; an official base needs neither.

Cached by their inputs: the base by its recipe (the packages, the suite, the files copied in),
looked up by tag; the image by buildah's layer cache (``--layers``: each instruction is cached by
its text and the files it copies, so an unchanged tree runs no RUN line and an edit of the
service does not reinstall the dependencies or recompile the engine, the layer order in the
Dockerfile); the unpacked root filesystem (``--unpack``) by image id, under
``/var/tmp/arbiter-image/`` (``ARBITER_IMAGE_CACHE``).

Usage: .venv/bin/python scripts/build_image.py [--base IMAGE] [--unpack] [--tag TAG]

Prints one JSON line: the image id and tag, the base, the seconds the build took and, with
``--unpack``, the root filesystem's path and size and the image's config (its Env, Entrypoint,
User, WorkingDir), which tests/deploy/test_image.py runs with bubblewrap.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
#: Where images are unpacked: a directory every user can traverse (the container runs as the
#: manifest's uid, which must be able to reach its root filesystem), kept across reboots.
UNPACKED = Path(os.environ.get("ARBITER_IMAGE_CACHE", "/var/tmp/arbiter-image"))
SUITE = "bookworm"
MIRROR = "http://deb.debian.org/debian"
#: The Debian packages of the local base: what the official python:3.11-slim-bookworm image has.
BASE_PACKAGES = (
    "python3.11",
    "python3.11-venv",
    "python3.11-dev",
    "python3-pip",
    "python-is-python3",
    "ca-certificates",
)
#: This machine's trust settings, copied into the local base where they exist.
TRUST_FILES = (Path("/etc/ssl/certs/ca-certificates.crt"), Path("/etc/pip.conf"))
DEFAULT_TAG = "localhost/arbiter:suite"


def _run(*command: str, capture: bool = True) -> str:
    done = subprocess.run(command, check=False, capture_output=capture, text=True)
    if done.returncode:
        detail = (done.stderr or "")[-4000:] if capture else ""
        raise SystemExit(
            f"build_image: {' '.join(command[:3])} ... failed ({done.returncode})\n{detail}"
        )
    return done.stdout if capture else ""


def _image_id(reference: str) -> str | None:
    done = subprocess.run(
        ["buildah", "images", "--quiet", "--no-trunc", reference],
        check=False,
        capture_output=True,
        text=True,
    )
    ids = done.stdout.split()
    return ids[0].removeprefix("sha256:") if done.returncode == 0 and ids else None


def _base_recipe() -> tuple[str, list[Path]]:
    trust = [path for path in TRUST_FILES if path.is_file()]
    digest = hashlib.sha256()
    for part in (SUITE, MIRROR, *BASE_PACKAGES):
        digest.update(part.encode() + b"\0")
    for path in trust:
        digest.update(str(path).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16], trust


def local_base() -> str:
    """The local base's image id, made when its recipe's tag is not in buildah's store."""
    key, trust = _base_recipe()
    tag = f"localhost/arbiter-python-base:{SUITE}-{key}"
    found = _image_id(tag)
    if found is not None:
        return found
    print(f"build_image: making the base {tag} with mmdebstrap", file=sys.stderr)
    with tempfile.TemporaryDirectory() as scratch:
        rootfs = Path(scratch) / "rootfs.tar"
        hooks = [f"--customize-hook=copy-in {path} {path.parent}" for path in trust]
        _run(
            "mmdebstrap",
            "--quiet",
            "--variant=minbase",
            f"--include={','.join(BASE_PACKAGES)}",
            *hooks,
            SUITE,
            str(rootfs),
            MIRROR,
        )
        container = _run("buildah", "from", "scratch").strip()
        try:
            _run("buildah", "add", "--quiet", container, str(rootfs), "/")
            _run(
                "buildah",
                "config",
                "--env",
                "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
                "--env",
                "LANG=C.UTF-8",
                "--cmd",
                "python3",
                container,
            )
            _run("buildah", "commit", "--quiet", container, tag)
        finally:
            _run("buildah", "rm", container)
    found = _image_id(tag)
    assert found is not None, tag
    return found


def build(base: str, tag: str) -> dict[str, Any]:
    """Build deploy/Dockerfile on ``base``; the image's id and tag, and the build's seconds."""
    revision = subprocess.run(
        ["git", "rev-parse", "HEAD"], cwd=REPO, capture_output=True, text=True, check=False
    ).stdout.strip()
    started = time.monotonic()
    _run(
        "buildah",
        "bud",
        "--quiet",
        "--format",
        "docker",
        "--isolation",
        "chroot",
        "--layers",
        "--file",
        str(REPO / "deploy" / "Dockerfile"),
        "--build-arg",
        f"PYTHON_IMAGE={base}",
        "--build-arg",
        f"REVISION={revision or 'unknown'}",
        "--tag",
        tag,
        str(REPO),
    )
    seconds = time.monotonic() - started
    image = _image_id(tag)
    assert image is not None, tag
    return {"image": image, "tag": tag, "base": base, "seconds": round(seconds, 1)}


def unpack(image: str) -> dict[str, Any]:
    """The image's root filesystem as a directory any user can read (as the kubelet's runtime
    would present it), its size and the image's config; made once per image id, and read back
    from there after."""
    where = UNPACKED / image[:16]
    rootfs, unpacked_path = where / "rootfs", where / "unpacked.json"
    if not unpacked_path.is_file():
        shutil.rmtree(where, ignore_errors=True)
        where.mkdir(parents=True)
        for directory in (UNPACKED, where):
            directory.chmod(0o755)
        container = _run("buildah", "from", "--pull-never", image).strip()
        try:
            mounted = _run("buildah", "mount", container).strip()
            # tar keeps owners, modes and links as the image has them.
            rootfs.mkdir()
            packer = subprocess.Popen(
                ["tar", "-C", mounted, "-cf", "-", "."], stdout=subprocess.PIPE
            )
            _run_with_input(["tar", "-C", str(rootfs), "-xf", "-"], packer)
            rootfs.chmod(0o755)
        finally:
            subprocess.run(["buildah", "umount", container], check=False, capture_output=True)
            _run("buildah", "rm", container)
        inspected = json.loads(_run("buildah", "inspect", "--type", "image", image))
        unpacked = {
            "rootfs": str(rootfs),
            "config": inspected["Docker"]["config"],
            "rootfs_bytes": int(_run("du", "-sb", str(rootfs)).split()[0]),
        }
        # Written last: its presence says the unpacking finished.
        unpacked_path.write_text(json.dumps(unpacked), encoding="utf-8")
    result: dict[str, Any] = json.loads(unpacked_path.read_text(encoding="utf-8"))
    return result


def _run_with_input(command: list[str], source: subprocess.Popen[bytes]) -> None:
    done = subprocess.run(command, stdin=source.stdout, check=False, capture_output=True)
    assert source.stdout is not None
    source.stdout.close()
    if source.wait() or done.returncode:
        raise SystemExit(f"build_image: unpacking failed: {done.stderr.decode()[-2000:]}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", help="the PYTHON_IMAGE to build on (default: a local base)")
    parser.add_argument("--tag", default=DEFAULT_TAG, help=f"the image's tag ({DEFAULT_TAG})")
    parser.add_argument("--unpack", action="store_true", help="also unpack it for a run")
    args = parser.parse_args()
    for tool in ("buildah", *(() if args.base else ("mmdebstrap",))):
        if shutil.which(tool) is None:
            raise SystemExit(f"build_image: {tool} is missing: run scripts/bootstrap.sh --dev")
    base = args.base or local_base()
    result = build(base, args.tag)
    if args.unpack:
        result.update(unpack(result["image"]))
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
