"""Issue #29 point 7: hot reload while only computers play, and a broken save's notice that stays.

A Carom game of four computer players runs on a course file; the file is saved
again and again while they play. Every good save is in play within a couple of
turn (not one reload and then nothing for ten seconds), and a
broken save's line stays on screen, whatever else is said, until the next good
save takes it down.
"""

from __future__ import annotations

import re

import pygame
import pytest

from game import paths
from game.app import App
from game.courses import load_course
from game.scenes.carom import setup as setup_mod
from game.scenes.common_setup import CourseChoice, PlayerSpec, SetupResult
from game.scenes.table.scene import TableScene
from tests.screens.support import frames

SECONDS = 60
"""Frames in a second of the headless loop (1/60 s each)."""


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    yield a
    pygame.display.quit()


LONG = paths.level("carom", "course_6.tmx")
"""A long course, so that four computers are still playing when the test is done."""


def save(path, name: str) -> None:  # type: ignore[no-untyped-def]
    """Save the course under a new name (a change no move played so far depends on)."""
    text = LONG.read_text(encoding="utf-8")
    path.write_text(re.sub(r'(<property name="name" value=")[^"]*"', rf'\g<1>{name}"', text, count=1), encoding="utf-8")


def until(app: App, check, limit: int) -> int:  # type: ignore[no-untyped-def]
    """Frames until ``check()`` holds (at most ``limit``); how many it took."""
    for n in range(limit):
        if check():
            return n
        frames(app)
    raise AssertionError(f"not within {limit} frames")


def test_saves_reload_while_only_computers_play_and_a_broken_saves_notice_stays(app, tmp_path):
    path = tmp_path / "mine.tmx"
    save(path, "Mine 0")
    choice = CourseChoice("Mine", path, load_course(path))
    players = [PlayerSpec(name, i, True) for i, name in enumerate(("Ada", "Ben", "Cleo", "Dev"))]
    table = TableScene(app, setup_mod.record_for(SetupResult(players, "carom", [choice], {"show_path": True}), seed=3))
    app.stack.push(table)
    app.stack.apply_pending()
    game = table.game
    assert game.reloader.poll is not None
    game.reloader.poll.settle = 0.0
    frames(app, 2 * SECONDS)
    for n in range(1, 4):
        save(path, f"Mine {n}")
        took = until(app, lambda n=n: game.view.course.name == f"Mine {n}", 8 * SECONDS)
        assert took < 5 * SECONDS, f"save {n} took {took} frames: more than a turn"
        assert table.state.to_json()["courses"][0]["name"] == f"Mine {n}", "the engine plays the new version"
        frames(app, SECONDS)
    path.write_text("<map>broken", encoding="utf-8")
    until(app, lambda: any("keeping the last good version" in t.message for t in app.toasts), 3 * SECONDS)
    for _ in range(3):
        app.notify("something else happened")  # other messages come and go
        frames(app, 5 * SECONDS)
        assert any("keeping the last good version" in t.message for t in app.toasts), "the broken save's line stays"
    assert game.view.course.name == "Mine 3"
    assert app.stack.top is table and table.state.current_player >= 0, "still playing"
    save(path, "Mine 4")
    until(app, lambda: game.view.course.name == "Mine 4", 8 * SECONDS)
    assert not any("keeping the last good version" in t.message for t in app.toasts), "the good save takes it down"
