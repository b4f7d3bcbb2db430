"""Compiling the Unity package's plain C# with Debian's mono (``mcs``), shared by its tests.

``-langversion:7`` keeps the code to C# that Unity 2021.3 compiles (and mcs knows); the references
are the assemblies the runtime code uses: System.Net.Http (HttpClient, part of Unity's .NET
Standard 2.1 profile, which Debian ships as a separate mono package) and Newtonsoft.Json (Unity's
``com.unity.nuget.newtonsoft-json``; here Debian's ``libnewtonsoft-json-cil-dev``, 6.0.8, which mono
also finds at run time in its GAC).
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from tests.proto.codegen import require_tool
from tests.service.server_process import REPO

__all__ = ["REFERENCES", "RUNTIME", "compile_csharp", "runtime_sources"]

#: The package's runtime folder: the assembly Arbiter.Runtime (Generated/ included), and Unity/
#: (Arbiter.Unity, needs UnityEngine: test_unity_client compiles it against a stand-in).
RUNTIME = REPO / "clients" / "unity" / "Runtime"
_NOT_HERE = ("Unity",)
#: The assemblies the runtime uses (clients/unity/Tools~/mono.sh builds with the same).
REFERENCES = (
    Path("/usr/lib/mono/4.5/System.Net.Http.dll"),
    Path("/usr/lib/mono/4.5/System.Numerics.dll"),
    Path("/usr/lib/cli/Newtonsoft.Json-5.0/Newtonsoft.Json.dll"),
)


def runtime_sources() -> list[Path]:
    """Every C# file of Arbiter.Runtime (all of Runtime/ but Unity/)."""
    return sorted(
        p for p in RUNTIME.rglob("*.cs") if p.relative_to(RUNTIME).parts[0] not in _NOT_HERE
    )


def compile_csharp(out: Path, *sources: Path) -> None:
    """Compile ``sources`` into the program ``out``, warnings as errors."""
    mcs = require_tool("mcs")
    require_tool("mono")
    for reference in REFERENCES:
        require_tool(reference.name, reference)
    references = [f"-r:{r}" for r in REFERENCES]
    done = subprocess.run(
        [mcs, "-langversion:7", "-warnaserror+", *references, f"-out:{out}", *map(str, sources)],
        check=False,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr
