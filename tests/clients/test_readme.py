"""clients/python/README.md is true: its Python examples run against a live server and print what
the README says they print, and the sample outputs of `arbiter resolve`, `odds` and `simulate`
are what those commands print (the resolve sample once showed an encounter the engine no longer
played that way).

A sample's ``...`` lines stand for lines left out; every other line must appear in the real
output, in the sample's order, the lines between two ``...`` one after another.
"""

from __future__ import annotations

import contextlib
import io
import re
import shlex

import pytest

from arbiter import cli
from tests.service.server_process import REPO

README = REPO / "clients" / "python" / "README.md"
_BLOCK = re.compile(r"```(\w*)\n(.*?)```", re.DOTALL)


def _blocks() -> list[tuple[str, str, str]]:
    """Each fenced block: its language, its text, and the paragraph just before it."""
    text = README.read_text()
    out = []
    for match in _BLOCK.finditer(text):
        before = text[: match.start()].rstrip().rsplit("\n\n", 1)[-1]
        out.append((match.group(1), match.group(2), before))
    return out


def _shown(sample: str, output: str) -> bool:
    """Whether every run of ``sample``'s lines between ``...`` lines is in ``output``, in order."""
    lines = output.splitlines()
    at = 0
    for part in sample.split("...\n"):
        run = part.splitlines()
        while at + len(run) <= len(lines) and lines[at : at + len(run)] != run:
            at += 1
        if at + len(run) > len(lines):
            return False
        at += len(run)
    return True


def test_the_matching_understands_gaps() -> None:
    assert _shown("a\n...\nc\n", "a\nb\nc\n")
    assert not _shown("a\nc\n", "a\nb\nc\n")  # without "..." the lines follow each other
    assert not _shown("c\n...\na\n", "a\nb\nc\n")  # in order


@pytest.mark.parametrize(
    "command",
    [
        "arbiter resolve examples/arrayer_encounter.json",
        "arbiter odds examples/arrayer_attack.json",
        "arbiter simulate examples/arrayer_archer_duel.json --runs 1000 --seed 2026",
    ],
)
def test_a_sample_output_is_what_the_command_prints(
    capsys: pytest.CaptureFixture[str], target: str, command: str
) -> None:
    (sample,) = [b for lang, b, before in _blocks() if not lang and f"`{command}`" in before]
    args = shlex.split(command)[1:]
    args[1] = str(README.parent / args[1])
    assert cli.main([*args, "--target", target]) == 0
    output = capsys.readouterr().out
    assert _shown(sample, output), output


def test_the_python_examples_print_what_the_readme_says(target: str) -> None:
    # Each example runs alone, in a namespace of its own: what it prints depends on nothing an
    # earlier one did.
    blocks = _blocks()
    at = next(i for i, (lang, b, _) in enumerate(blocks) if "compute_odds(" in b)
    odds, (_, sample, before) = blocks[at][1], blocks[at + 1]
    assert before.startswith("prints")
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(odds.replace("127.0.0.1:50051", target), {})
    # Progress lines depend on the clock (the README says so): the rest is exact.
    progress = re.compile(r"\d+ of 1000 runs")
    kept = [line for line in printed.getvalue().splitlines() if not progress.fullmatch(line)]
    assert kept == [line for line in sample.splitlines() if not progress.fullmatch(line)]
    assert any(progress.fullmatch(line) for line in printed.getvalue().splitlines())


def test_the_examples_table_lists_every_example() -> None:
    text = README.read_text()
    table = text.split("The examples in [`examples/`](examples/)", 1)[1].split("\n### ", 1)[0]
    listed = set(re.findall(r"^\| `([a-z_]+\.json)` \|", table, re.MULTILINE))
    assert listed == {p.name for p in (README.parent / "examples").glob("*.json")}
