"""Any game on the real table, set up as `rollinone play GAME ...` would, for tests that cover all four games."""

from __future__ import annotations

import importlib

from game import catalog
from game.app import App
from game.cli_args import build_parser
from game.commands.play import build_result
from game.match.record import MatchRecord
from game.scenes.table.scene import TableScene
from tests.screens.support import frames

GAMES = ("rollinone", "eagles_creek", "carom", "rollecate")
"""Every game with a screen."""


def record(game_id: str, *argv: str, seed: int = 3) -> MatchRecord:
    """The record `rollinone play GAME ARGV...` would start, with a fixed seed."""
    args = build_parser().parse_args(["play", game_id, *argv])
    result = build_result(args)
    setup = importlib.import_module(catalog.info(game_id).screen or "")
    return setup.record_for(result, seed)


def open_table(app: App, game_id: str, *argv: str, seed: int = 3) -> TableScene:
    """The game on the table, on top of the stack, one frame drawn."""
    table = TableScene(app, record(game_id, *argv, seed=seed))
    app.stack.push(table)
    app.stack.apply_pending()
    frames(app)
    return table
