"""Closing the window, or SIGTERM, ends the app from every screen, with the game saved (issue #24).

The close request is the one a window manager's close button sends
(WM_DELETE_WINDOW; :meth:`~tests.xwin.harness.Game.close_window`); SDL turns
it, and SIGTERM, into a quit event, which ends the app whatever is on top:
no overlay (pause menu, dialog, hand-over, the course's scores at the end)
may keep it for itself.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tests.xwin.harness import Game, poll
from tests.xwin.scenarios import ASIDE, EAGLES, HandOverGame, SoloEnd, table_screens

ENDS_WITHIN = 3.0
"""Seconds the app may take to end after the request (every action was saved as it was played: nothing is left to do)."""


def reach(screen: str, launch: Callable[..., Game], handover: HandOverGame, solo_end: SoloEnd, tmp_path: Path) -> Game:
    """Start the app and bring it to ``screen``, on the window."""
    if screen == "title":
        return launch()
    if screen == "hand-over":
        return handover.launch(launch, tmp_path)
    if screen in ("course end", "ranking"):
        game = solo_end.resume(launch, tmp_path)
        if screen == "ranking":
            game.click(solo_end.course_end.layout["button"].center)
            game.wait_shows(solo_end.ranking.shot, solo_end.ranking.layout["heading"], "the ranking")
        return game
    screens = table_screens(EAGLES)
    game = launch("play", *EAGLES)
    game.move(ASIDE)
    if screen == "game":  # under way: the dice of the first turn are rolled and saved
        poll(game.saves, "the first saved game")
        return game
    game.key("Escape")
    game.wait_shows(screens.pause.shot, screens.pause.layout["heading"], "the pause menu")
    if screen == "pause menu":
        return game
    game.click(screens.pause.layout["Quit to title"].center)
    game.wait_shows(screens.quit.shot, screens.quit.layout["no"], "the Quit this game? question")
    return game


def _cases() -> list[tuple[str, str]]:
    out = [(screen, how) for screen in ("title", "game", "pause menu", "dialog", "ranking") for how in ("window close", "SIGTERM")]
    # the same way out as the pause menu's; one way each keeps the run short
    out += [("hand-over", "SIGTERM"), ("course end", "window close")]
    return out


@pytest.mark.parametrize(("screen", "how"), _cases())
def test_the_app_ends_with_the_game_saved(launch, handover, solo_end, tmp_path, screen, how):
    game = reach(screen, launch, handover, solo_end, tmp_path)
    saved = game.record() if game.saves() else None
    replays = game.replays()
    if screen == "title":
        assert saved is None
    elif screen in ("course end", "ranking"):
        assert saved is None and len(replays) == 1, "the finished game is a replay, no longer a saved game"
    else:
        assert saved is not None, f"no saved game on the {screen}"
    if how == "SIGTERM":
        game.terminate()
    else:
        game.close_window()
    code = game.wait_exit(ENDS_WITHIN)
    assert code is not None, f"the app still runs {ENDS_WITHIN:.0f} s after {how} on the {screen}"
    assert "Traceback" not in game.log(), game.log()
    if saved is not None:  # still there, whole, and nothing was taken from it
        after = game.record()
        assert after.id == saved.id and after.actions[: len(saved.actions)] == saved.actions and not after.finished
    assert game.replays() == replays
