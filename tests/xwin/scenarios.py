"""Games brought to a given moment, and what their screens look like there, shared by the real-window tests.

Each is made headless once per run (:class:`~tests.xwin.harness.Mirror`) and
kept: the layouts say where to click, the pictures what the window must show.
"""

from __future__ import annotations

import json
import shutil
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import Any

import pygame

from game import catalog
from game.match import saves
from game.scenes.handover import ARM_SECONDS, HandOver
from tests.xwin.harness import Game, Layout, Mirror, Shot, layout_of, play

CAROM = ("carom", "--players", "2", "--computer", "1", "--seed", "1")
"""Two people and a computer at Carom Golf: a person is on turn at once, and the table is still while they think."""
EAGLES = ("eagles_creek", "--players", "2", "--computer", "1", "--seed", "1")
"""Two people and a computer at Eagle's Creek: a person is on turn with the dice rolled (so the game is saved at once)."""
ROLLECATE = ("rollecate", "--players", "3", "--computer", "1", "--seed", "1")
"""Rollecate, two people and a computer: hands are hidden, so the table hands over between the people."""
SOLO = ("carom", "--players", "1", "--computer", "1", "--seed", "1")
"""The quickest whole game: one computer alone on Carom Golf's first course (at the fast animation speed)."""
FAST = {"animation_speed": "fast"}
ASIDE = (4, 4)
"""A window pixel on no button or board of any screen used here: where the pointer waits while keys are pressed."""


@dataclass(frozen=True)
class Screen:
    """A screen as the game draws it: its picture and its named rectangles."""

    shot: Shot
    layout: Layout


def _screen(mirror: Mirror) -> Screen:
    return Screen(mirror.shot(), mirror.layout())


@dataclass(frozen=True)
class TableScreens:
    """A game just started with ``rollinone play ARGS``, still, and the overlays its buttons open."""

    table: Screen
    pause: Screen
    quit: Screen
    """The "Quit this game?" question (from the pause menu's Quit to title)."""
    scores: Screen


@cache
def table_screens(args: tuple[str, ...]) -> TableScreens:
    """The screens of the game ``rollinone play ARGS`` opens (made once per run)."""
    with Mirror(play(args)) as mirror:
        mirror.settle()
        table = _screen(mirror)
        mirror.key(pygame.K_TAB)
        scores = _screen(mirror)
        mirror.key(pygame.K_TAB)
        mirror.key(pygame.K_ESCAPE)
        pause = _screen(mirror)
        mirror.click(pause.layout["Quit to title"].center)
        return TableScreens(table, pause, _screen(mirror), scores)


def title_screen(user_dir: Path | None = None) -> Screen:
    """The title screen as it opens (with Continue when ``user_dir`` holds an unfinished game)."""
    from tests.xwin.harness import title

    with Mirror(title, user_dir) as mirror:
        return _screen(mirror)


class SoloEnd:
    """:data:`SOLO` at its end, made headless: the course's scores with their button, then the ranking.

    ``folder`` holds the game saved one action before its end, where
    ``rollinone resume`` finds it: the computer plays its last stroke in the
    window.
    """

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "settings.json").write_text(json.dumps(FAST), encoding="utf-8")
        with Mirror(play(SOLO), folder) as mirror:
            table = mirror.top
            mirror.run_until(lambda m: len(m.app.stack) > 1, "the end of the course")
            mirror.settle()
            self.course_end = _screen(mirror)
            mirror.click(self.course_end.layout["button"].center)
            mirror.settle()
            self.ranking = _screen(mirror)
            record = table.record
            saves.autosave(replace(record, actions=record.actions[:-1], finished=False, final_scores=None))

    def resume(self, launch: Any, tmp_path: Path) -> Game:
        """Resume the game one action before its end, in a real window; wait for the course's scores (the game is over)."""
        user = tmp_path / "user"
        shutil.copytree(self.folder, user)
        return self.wait_for_end(launch("resume", user_dir=user))

    def play(self, launch: Any) -> Game:
        """Play the whole game in a real window; wait for the course's scores (the game is over)."""
        return self.wait_for_end(launch("play", *SOLO, settings=FAST))

    def wait_for_end(self, game: Game) -> Game:
        """Wait until the window shows the course's scores, the last stroke played."""
        game.move(ASIDE)
        game.wait_shows(self.course_end.shot, self.course_end.layout["title"], "the course's scores at the end", timeout=30)
        return game


class HandOverGame:
    """A user folder holding :data:`ROLLECATE` at its first hand-over, and what the screens look like there.

    The people's moves are chosen by computer players through the table's
    own ``play``, headless; the record is saved where ``rollinone resume``
    finds it.
    """

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        with Mirror(play(ROLLECATE), folder) as mirror:
            table = mirror.top
            bots = {seat: catalog.make_bot(table.record.game, seat, seed=seat) for seat in table.human_seats()}

            def people_play(m: Mirror) -> bool:
                if isinstance(m.top, HandOver):
                    return True
                if table.may_act():
                    table.play(bots[table.state.current_player].choose(table.state))
                return False

            mirror.run_until(people_play, "the first hand-over")
            saves.autosave(table.record)  # into folder/saves: `rollinone resume` opens it
            mirror.settle()
            self.card: Layout = mirror.layout()
            self.table: Layout = layout_of(table)
            self.at_card: Shot = mirror.shot()
            table.open_scorecard()
            mirror.frames(2)
            self.scores = _screen(mirror)
            mirror.key(pygame.K_ESCAPE)
            mirror.frames(int(ARM_SECONDS * 60) + 1)  # a card just up takes no confirm yet
            mirror.click(self.card["ready"].center)
            mirror.settle()
            self.after: Shot = mirror.shot()

    def launch(self, launch: Any, tmp_path: Path) -> Game:
        """Resume the game in a real window, from a copy of the folder; wait until the card is up."""
        user = tmp_path / "user"
        shutil.copytree(self.folder, user)
        game = launch("resume", user_dir=user)
        game.move(ASIDE)
        game.wait_shows(self.at_card, self.card["panel"], "the hand-over card")
        return game
