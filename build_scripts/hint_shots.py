"""Screenshots of a hint in each game (build_scripts/screenshots.py names them hint-<game>).

Each plays a seeded game against the computer on the real table, the person
following the hints for a few decisions, then asks for one more and leaves it
on screen: the ghost on the board, the card with the numbers.
"""

from __future__ import annotations

import importlib
from typing import Any

from game import catalog
from game.cli_args import build_parser
from game.commands.play import build_result
from game.match import hint
from game.scenes.table.scene import TableScene

PLAYED = {"rollinone": 8, "eagles_creek": 0, "carom": 1, "rollecate": 6}
"""Decisions the person makes (each as hinted) before the hint that is shown: a moment with a ghost worth seeing."""


def _to_decision(app: Any, table: TableScene) -> None:
    for _ in range(3000):
        if table.may_act():
            return
        table.skip()
        app._frame(1 / 60)
    raise RuntimeError("the person never got to decide")


def table_with_hint(app: Any, game_id: str, seed: int = 3) -> tuple[None, int]:
    """The game on the table after a few hinted decisions, with the next hint shown."""
    args = build_parser().parse_args(["play", game_id, "--players", "2", "--computer", "1"])
    setup = importlib.import_module(catalog.info(game_id).screen or "")
    record = setup.record_for(build_result(args), seed)
    app.settings.animation_speed = "fast"
    table = TableScene(app, record)
    app.stack.push(table)
    app.stack.apply_pending()
    app._frame(1 / 60)
    _to_decision(app, table)
    for _ in range(PLAYED[game_id]):
        st = table.state
        table.play(hint.ask(game_id, st, st.current_player, record.seed).action)
        app._frame(1 / 60)
        _to_decision(app, table)
    table.hints.toggle()
    return None, 3


def rollinone(app: Any) -> tuple[None, int]:
    return table_with_hint(app, "rollinone")


def eagles_creek(app: Any) -> tuple[None, int]:
    return table_with_hint(app, "eagles_creek")


def carom(app: Any) -> tuple[None, int]:
    return table_with_hint(app, "carom")


def rollecate(app: Any) -> tuple[None, int]:
    return table_with_hint(app, "rollecate")
