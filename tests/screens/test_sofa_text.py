"""Text you can read from a sofa: every Roll in One screen at 1920×1080 draws what a player reads at 16 px or more.

Each screen is built at a real moment of a real game (the scripted moments of
build_scripts/rollinone_shots.py) inside ``text.watch()``, which notes every
text the shared text layer renders and its pixel size. Seat notes, card lines
and the golfer's words wrap rather than shrink, so they are held to it at every
text size too, and never cut with "…".
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.scenes.handover import HandOver
from game.scenes.rules_scene import RulesScene
from game.scenes.scorecard import ScorecardOverlay
from game.ui import text
from tests.user_folder import own_user_folder  # noqa: F401  (autouse fixture)

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "build_scripts"))
import rollinone_shots as shots  # noqa: E402  (the scripted moments, shared with the screenshots)

FULL_HD = (1920, 1080)
SOFA_PX = 16
"""The smallest text, in pixels, a player must read at 1920×1080."""


def is_piece_mark(d: text.Drawn) -> bool:
    """A ball's number, drawn at the board's zoom as part of the ball's picture (colour, band and the panel row say whose it is too)."""
    return d.role == "bold" and d.text.isdigit() and len(d.text) <= 2


def _setup(app: App):
    return shots.setup(app)[0]


def _scorecard(app: App):
    shots.odds(app)
    table = app.stack.top
    return ScorecardOverlay(app, table.game.score_table())


def _handover(app: App):
    shots.odds(app)
    table = app.stack.top
    return HandOver(app, "Ben", 1, 1, lambda: None, table.game.handover_detail(1))


SCREENS = {
    "set-up": _setup,
    "design": lambda app: shots.designer(app)[0],
    "campaign design": lambda app: shots.campaign_design(app)[0],
    "play with the odds": lambda app: shots.odds(app)[0],
    "five-card hand": lambda app: shots.big_hand(app)[0],
    "five players with handicap points": lambda app: shots.five_players(app)[0],
    "hand-over": _handover,
    "scorecard": _scorecard,
    "hole scores explained": lambda app: shots.hole_score(app)[0],
    "ranking": lambda app: shots.ranking(app)[0],
    "rules page": lambda app: RulesScene(app, "rollinone"),
}


def drawn_on(name: str, size: tuple[int, int], text_size: str = "normal") -> list[text.Drawn]:
    """Every text drawn while the screen is built and shown for a few frames."""
    app = App(size=size, persist_settings=False, headless=True)
    try:
        app.settings.text_size = text_size
        app.apply_look()
        with text.watch() as seen:
            scene = SCREENS[name](app)
            if scene is not None:
                app.stack.push(scene)
            app.stack.apply_pending()
            for _ in range(3):
                app._frame(1 / 60)
        return list(seen)
    finally:
        app.settings.text_size = "normal"
        app.apply_look()
        pygame.display.quit()


@pytest.mark.parametrize("name", list(SCREENS))
def test_every_roll_in_one_screen_reads_from_the_sofa_at_1080p(name):
    seen = drawn_on(name, FULL_HD)
    read = [d for d in seen if d.text.strip() and not is_piece_mark(d)]
    assert len(read) >= 3, f"{name}: hardly any text drawn ({len(read)})"
    small = sorted({(d.pixels, d.text) for d in read if d.pixels < SOFA_PX})
    assert not small, f"{name} at 1920×1080: text under {SOFA_PX} px: {small[:8]}"


@pytest.mark.parametrize("text_size", ["normal", "largest"])
@pytest.mark.parametrize("size", [(1280, 720), FULL_HD], ids=lambda s: f"{s[0]}x{s[1]}")
def test_seat_notes_cards_and_golfer_words_are_never_cut(size, text_size):
    seen = drawn_on("five-card hand", size, text_size)
    cut = [d.text for d in seen if d.text.endswith("…")]
    assert not cut, f"cut at {size}, {text_size} text: {cut}"
    words = " ".join(d.text for d in seen)
    for part in ("computer", "to green", "cards", "is the"):
        assert part in words, f"{part!r} is drawn at {size}, {text_size} text"


def test_the_watch_sees_small_text_when_it_is_drawn():
    """The hook itself: a text rendered small inside the watch is noted at its pixel size (the text-size setting included)."""
    app = App(size=(1280, 720), persist_settings=False, headless=True)
    try:
        with text.watch() as seen:
            text.render("tiny", "body", 10, (0, 0, 0))
            text.render("tiny", "body", 10, (0, 0, 0))  # cached, already noted
        assert [(d.text, d.pixels) for d in seen] == [("tiny", 10)]
        app.settings.text_size = "largest"
        app.apply_look()
        with text.watch() as seen:
            text.render("tiny", "body", 10, (0, 0, 0))
        assert seen[0].pixels == 13
        text.render("after", "body", 10, (0, 0, 0))
        assert all(d.text != "after" for d in seen), "nothing is noted once the watch is over"
    finally:
        app.settings.text_size = "normal"
        app.apply_look()
        pygame.display.quit()
