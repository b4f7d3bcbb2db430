"""The engine's values (engine/values.py): every one lists its fields once and right, and none is
changed after it is built."""

from __future__ import annotations

import ast
import importlib
import pkgutil
from pathlib import Path

import pytest

import engine
from engine.state import Combatant, Conditions, Position
from engine.values import Value

ENGINE = Path(engine.__file__).resolve().parent
SOURCES = sorted(p for p in ENGINE.rglob("*.py") if p.name not in ("__init__.py", "compiled.py"))

#: The engine's working objects, mutable by design for one resolution (engine/board.py's Board,
#: engine/play.py's Play, the replay and its walks, a movement walk): the only names whose
#: attributes engine code may assign outside ``self``.
MUTABLE = frozenset({"board", "play", "walk", "replay"})


def _values() -> list[type[Value]]:
    for info in pkgutil.walk_packages(engine.__path__, "engine."):
        importlib.import_module(info.name)
    found: list[type[Value]] = []
    pending: list[type[Value]] = [Value]
    while pending:
        for sub in pending.pop().__subclasses__():
            pending.append(sub)
            if sub.FIELDS or sub.__init__ is not Value.__init__:
                found.append(sub)
    return found


VALUES = _values()


def _method(kind: type[Value], method: str) -> ast.FunctionDef:
    """A method of ``kind`` as written in its source (a compiled class's signature is not
    introspectable)."""
    source = ENGINE.joinpath(*kind.__module__.split(".")[1:]).with_suffix(".py")
    for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ClassDef) and node.name == kind.__name__:
            for item in node.body:
                if isinstance(item, ast.FunctionDef) and item.name == method:
                    return item
    raise AssertionError(f"no {method} for {kind.__name__} in {source}")


def test_the_values_are_found() -> None:
    names = {kind.__name__ for kind in VALUES}
    assert {"Combatant", "EncounterState", "TraceEvent", "Attack", "StrikeResult"} <= names
    assert len(VALUES) > 80


@pytest.mark.parametrize("kind", VALUES, ids=lambda kind: kind.__name__)
def test_fields_are_the_constructor_parameters_and_the_field_values(kind: type[Value]) -> None:
    args = _method(kind, "__init__").args
    assert list(kind.FIELDS) == [a.arg for a in (*args.args[1:], *args.kwonlyargs)]
    # field_values returns a tuple whose i-th item reads self.<FIELDS[i]>.
    returned = [n for n in ast.walk(_method(kind, "field_values")) if isinstance(n, ast.Return)]
    assert len(returned) == 1 and isinstance(returned[0].value, ast.Tuple), kind.__name__
    read = [
        {a.attr for a in ast.walk(item) if isinstance(a, ast.Attribute)}
        for item in returned[0].value.elts
    ]
    assert len(read) == len(kind.FIELDS)
    assert all(name in attrs for name, attrs in zip(kind.FIELDS, read, strict=True))


def test_equal_hashed_shown_and_copied_by_fields() -> None:
    one = Combatant("ana", "red", 7)
    assert one == Combatant("ana", "red", 7) and hash(one) == hash(Combatant("ana", "red", 7))
    assert one != Combatant("ana", "red", 6) and one != ("ana", "red", 7)
    hurt = one.with_hp(3)
    assert (hurt.hp, one.hp, hurt.conditions is one.conditions) == (3, 7, True)
    assert repr(Position(1, 2)) == "Position(x=1, y=2)"
    assert Conditions(prone=True).merged({"dead": True}) == Conditions(prone=True, dead=True)
    with pytest.raises(TypeError, match="no fields"):
        Conditions().merged({"asleep": True})


def _assignments(tree: ast.Module) -> list[tuple[str, str, int]]:
    """(function, target, line) of every assignment to an attribute of something other than
    ``self`` or a working object, with the function it is in."""
    found: list[tuple[str, str, int]] = []

    def visit(node: ast.AST, function: str) -> None:
        for child in ast.iter_child_nodes(node):
            name = child.name if isinstance(child, ast.FunctionDef) else function
            targets: list[ast.expr] = []
            if isinstance(child, ast.Assign):
                targets = child.targets
            elif isinstance(child, ast.AugAssign | ast.AnnAssign):
                targets = [child.target]
            for target in targets:
                if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name):
                    owner = target.value.id
                    if owner not in MUTABLE and owner != "self":
                        found.append((name, f"{owner}.{target.attr}", target.lineno))
            visit(child, name)

    visit(tree, "")
    return found


def test_no_value_is_changed_after_it_is_built() -> None:
    # Outside ``self`` and the working objects, engine code assigns an attribute only on the
    # fresh copy a value's with_… method returns.
    stray = []
    for path in SOURCES:
        for function, target, line in _assignments(ast.parse(path.read_text(encoding="utf-8"))):
            if not (function.startswith("with_") and target.startswith("copy.")):
                stray.append(f"{path.relative_to(ENGINE)}:{line} {function}: {target}")
    assert stray == []


def test_the_immutability_check_sees_a_stray_assignment() -> None:
    tree = ast.parse("def hurt(c):\n    c.hp = 3\n\ndef with_hp(self, hp):\n    copy.hp = hp\n")
    assert _assignments(tree) == [("hurt", "c.hp", 2), ("with_hp", "copy.hp", 5)]
