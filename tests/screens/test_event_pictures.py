"""Every event a game's engine reports has a picture on its timeline, or is named silent (issue #31, point 1).

Each game's ``animate.py`` chooses what an event looks like by the event's
class, in a ``match`` (or an ``isinstance`` chain) over the engine's event
union that ends in ``assert_never``: mypy (tests/test_types.py) refuses one
that leaves a class out. This test says the same in words a person reads when
it fails: which class of which game has neither a picture nor a place among
the silent ones; and it shows that it would notice.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import typing

import pytest

from game.rules.carom import events as carom_events
from game.rules.eagles_creek import events as eagles_events
from game.rules.rollecate import events as rollecate_events
from game.rules.rollinone import events as rollinone_events

DISPATCH = {
    "rollinone": ("game.scenes.rollinone.animate", "beats", rollinone_events.RollEvent),
    "carom": ("game.scenes.carom.animate", "beats_for", carom_events.CaromEvent),
    "eagles_creek": ("game.scenes.eagles_creek.animate", "Animation.add", eagles_events.EaglesEvent),
    "rollecate": ("game.scenes.rollecate.animate", "Animation.show", rollecate_events.RollecateEvent),
}
"""Per game: the module, the function that picks an event's picture, and the engine's event union."""


def _function(tree: ast.Module, dotted: str) -> ast.FunctionDef:
    scope: list[ast.stmt] = tree.body
    found: ast.AST | None = None
    for part in dotted.split("."):
        found = next(n for n in scope if isinstance(n, (ast.FunctionDef, ast.ClassDef)) and n.name == part)
        scope = found.body
    assert isinstance(found, ast.FunctionDef)
    return found


def named_classes(source: str, dotted: str) -> tuple[set[str], bool]:
    """The event classes the dispatch names (in ``case X()`` patterns and ``isinstance`` tests), and whether it ends in assert_never."""
    fn = _function(ast.parse(source), dotted)
    names: set[str] = set()
    never = False
    for node in ast.walk(fn):
        if isinstance(node, ast.MatchClass) and isinstance(node.cls, ast.Attribute):
            names.add(node.cls.attr)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            if node.func.id == "assert_never":
                never = True
            elif node.func.id == "isinstance" and len(node.args) == 2:
                kinds = node.args[1].elts if isinstance(node.args[1], ast.Tuple) else [node.args[1]]
                names |= {k.attr for k in kinds if isinstance(k, ast.Attribute)}
    return names, never


def missing(game_id: str, source: str | None = None) -> list[str]:
    module, dotted, union = DISPATCH[game_id]
    text = source if source is not None else inspect.getsource(importlib.import_module(module))
    names, never = named_classes(text, dotted)
    out = sorted(cls.__name__ for cls in typing.get_args(union) if cls.__name__ not in names)
    return out + ([] if never else ["(no assert_never at the end)"])


@pytest.mark.parametrize("game_id", sorted(DISPATCH))
def test_every_event_class_has_a_picture_or_is_named_silent(game_id: str) -> None:
    assert missing(game_id) == [], f"{game_id}: these events are neither shown nor named silent in its animate.py"


def test_an_event_left_out_of_the_dispatch_is_noticed() -> None:
    module, _, _ = DISPATCH["rollecate"]
    source = inspect.getsource(importlib.import_module(module))
    assert "case ev.SoloLost():" in source
    forgotten = source.replace("case ev.SoloLost():", "case ev.GameOver():", 1)
    assert missing("rollecate", forgotten) == ["SoloLost"]
    module, _, _ = DISPATCH["rollinone"]
    source = inspect.getsource(importlib.import_module(module))
    assert "E.GameEnded))" in source
    assert missing("rollinone", source.replace("E.GameEnded))", "E.Landed))", 1)) == ["GameEnded"]
