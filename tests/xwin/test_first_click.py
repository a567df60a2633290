"""The first click (or key) on each screen acts, and the screen it opens is on the window at once.

"At once" means without anything else happening: the pointer stays where it
clicked. Issue #24: the loop applied a scene change after drawing the frame
and then rested, so the window kept showing the old screen until the pointer
moved or the loop's 2 s safety net woke it. Each test compares the window,
pixel for pixel, with the same screen drawn headless by the game's own code
(:class:`~tests.xwin.harness.Mirror`), for a push (a screen opens), a pop
(Back, Resume) and a reset (Quit to title, in test_dialogs.py).
"""

from __future__ import annotations

import pygame
import pytest

from tests.xwin.harness import Mirror, play, title
from tests.xwin.scenarios import ASIDE, CAROM, table_screens


@pytest.mark.parametrize(
    ("button", "how"),
    [
        ("Rules", "tap"),
        ("Settings", "tap"),
        ("Saved games", "tap"),
        ("Rules", "click"),
    ],
)
def test_a_title_button_opens_its_screen_at_once(launch, button, how):
    """A tap (press and release together, as xdotool click sends them) and a person's click (held 0.1 s)."""
    game = launch()
    with Mirror(title, game.user_dir) as mirror:
        where = mirror.layout()[button].center
        mirror.click(where)
        expected = mirror.shot()
    (game.tap if how == "tap" else game.click)(where)
    game.shows_at_once(expected, None, f"the {button} screen after one {how} on {button}")


def test_back_from_the_rules_shows_the_title_at_once(launch):
    game = launch()
    with Mirror(title, game.user_dir) as mirror:
        heading = mirror.layout()["title"]
        at_title = mirror.shot()
        rules_button = mirror.layout()["Rules"].center
        mirror.click(rules_button)
        rules = mirror.shot()
        back = mirror.layout()["Back"].center
    game.click(rules_button)
    game.wait_shows(rules, None, "the Rules page")
    game.click(back)
    game.shows_at_once(at_title, heading, "the title after one click on the Rules page's Back")


@pytest.mark.slow
def test_each_input_in_a_game_shows_its_screen_at_once(launch):
    """Esc opens the pause menu; its How to play opens the rules, Esc comes back; Resume uncovers the table; Tab opens the scores."""
    screens = table_screens(CAROM)
    game = launch("play", *CAROM)
    game.move(ASIDE)
    table = screens.table.layout
    side = table["panel head"].union(table["player 0"])  # no pointer goes near it: no hover differs
    game.wait_shows(screens.table.shot, table["board"], "the table, still, as the game draws it")
    with Mirror(play(CAROM), game.user_dir) as mirror:
        mirror.settle()
        mirror.key(pygame.K_ESCAPE)
        pause = mirror.layout()
        game.key("Escape")
        game.shows_at_once(mirror.shot(), pause["panel"], "the pause menu after Esc")
        mirror.click(pause["How to play"].center)
        game.click(pause["How to play"].center)
        game.shows_at_once(mirror.shot(), None, "the rules page after one click on How to play")
        mirror.key(pygame.K_ESCAPE)
        game.key("Escape")
        game.shows_at_once(mirror.shot(), pause["panel"], "the pause menu again after Esc on the rules page")
        mirror.click(pause["Resume"].center)
        game.click(pause["Resume"].center)
        game.shows_at_once(mirror.shot(), side, "the table after one click on Resume")
        game.move(ASIDE)
        mirror.key(pygame.K_TAB)
        game.key("Tab")
        game.shows_at_once(mirror.shot(), mirror.layout()["panel"], "the scores after Tab")
