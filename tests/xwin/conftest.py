"""Fixtures for the real-window tests: one X server for the run, games stopped after each test, even a failing one."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.xwin.harness import Game, XServer, skip_reason
from tests.xwin.scenarios import HandOverGame, SoloEnd


@pytest.fixture(scope="session")
def xserver() -> Iterator[XServer]:
    """An Xvfb display at 1280×720 (the test is skipped, with the reason, when Xvfb, xdotool or import is missing)."""
    reason = skip_reason()
    if reason:
        pytest.skip(reason)
    x = XServer()
    try:
        yield x
    finally:
        x.stop()


@pytest.fixture
def launch(xserver: XServer, tmp_path: Path) -> Iterator[Callable[..., Game]]:
    """``launch(*args, settings={...})``: start the installed rollinone with a fresh user folder and wait for its window."""
    games: list[Game] = []

    def start(*args: str, settings: dict[str, Any] | None = None, user_dir: Path | None = None) -> Game:
        folder = user_dir or tmp_path / f"user{len(games)}"
        game = Game(xserver, list(args), user_dir=folder, settings=settings, shots_dir=tmp_path / "shots")
        games.append(game)
        return game

    try:
        yield start
    finally:
        for game in games:
            game.stop()
        xserver.xdotool("mousemove", "0", "0")  # the next test starts with the pointer off every button


@pytest.fixture(scope="session")
def handover(tmp_path_factory: pytest.TempPathFactory) -> HandOverGame:
    """Rollecate saved at its first hand-over between two people (made once per run)."""
    return HandOverGame(tmp_path_factory.mktemp("handover") / "user")


@pytest.fixture(scope="session")
def solo_end(tmp_path_factory: pytest.TempPathFactory) -> SoloEnd:
    """One computer alone at Carom Golf: how its game ends, and a save one action before (made once per run)."""
    return SoloEnd(tmp_path_factory.mktemp("solo") / "user")
