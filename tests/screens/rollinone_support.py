"""Helpers for driving Roll in One through the real table headless."""

from __future__ import annotations

from typing import Any

import pygame

from game import catalog
from game.app import App
from game.match.record import SeatEntry
from game.rules.protocol import TERMINAL
from game.scenes.ranking import RankingScene
from game.scenes.rollinone.play import RollInOneGame
from game.scenes.scorecard import ScorecardOverlay
from game.scenes.table import new_record
from game.scenes.table.scene import TableScene
from tests.screens.support import frames, press, settled


def open_game(app: App, seats: list[SeatEntry], seed: int = 8, **options: Any) -> TableScene:
    """A Roll in One game on the table, started directly (no title, no set-up)."""
    record = new_record("rollinone", seats, course=catalog.load_course("rollinone"), options=options, seed=seed)
    table = TableScene(app, record)
    app.stack.push(table)
    app.stack.apply_pending()
    frames(app)
    assert isinstance(table.game, RollInOneGame)
    return table


def people(*names: str) -> list[SeatEntry]:
    return [SeatEntry(n, i, False) for i, n in enumerate(names)]


def cpus(n: int) -> list[SeatEntry]:
    return [SeatEntry(f"Cpu {i + 1}", i, True) for i in range(n)]


def idle(table: TableScene) -> bool:
    """Nothing shown or pending: the game waits for a choice."""
    t = table
    announced = t.state.current_player < 0 or t.last_owner == t.owner()
    return not t.game.busy() and t.pending is None and t.wait <= 0 and t.holds == 0 and announced


def wait_for_person(app: App, table: TableScene, limit: int = 20_000) -> None:
    """Frames (skipping animations) until a person may act, or the game is over."""
    for _ in range(limit):
        if app.stack.top is not table:
            if isinstance(app.stack.top, ScorecardOverlay):
                press(app, pygame.K_RETURN)
                continue
            frames(app)
            if app.stack.top is not table:
                return
        if table.may_act() or table.state.current_player == TERMINAL:
            settled(app)  # a person looks at the decision before choosing
            return
        if table.game.busy() or table.wait > 0:
            press(app, pygame.K_SPACE)
        else:
            frames(app)
    raise AssertionError("the game never came back to a person")


def play_to_ranking(app: App, table: TableScene, limit: int = 60_000) -> RankingScene:
    """Let the computers play, skipping animations and closing hole results, until the ranking shows."""
    for _ in range(limit):
        top = app.stack.top
        if isinstance(top, RankingScene):
            return top
        if isinstance(top, ScorecardOverlay):
            press(app, pygame.K_RETURN)
        elif table.game.busy() or table.wait > 0:
            press(app, pygame.K_SPACE)
        else:
            frames(app)
    raise AssertionError("the game never reached the ranking")
