"""A click on an overlay's buttons never also lands on what is beneath it (issue #24).

Found by people: confirming "Quit to title" once toggled the pause menu's
*Mute sound* beneath the question; closing Eagle's Creek's scores also
clicked the sheet ("No die of this roll may choose hole 8"). Each test first
makes sure, on the game drawn headless, that the spot it clicks has something
beneath it that a click would work, so a pass means something.
"""

from __future__ import annotations

from functools import cache

import pygame
import pytest

from tests.xwin.harness import Mirror, play
from tests.xwin.scenarios import ASIDE, CAROM, EAGLES, table_screens, title_screen


def _overlap(a: pygame.Rect, b: pygame.Rect, what: str) -> tuple[int, int]:
    both = a.clip(b)
    assert both.w > 0 and both.h > 0, f"the layout changed: {what} no longer overlap, so this test clicks nothing beneath"
    return both.center


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_answering_quit_to_title_leaves_the_mute_button_beneath_alone(launch, answer):
    screens = table_screens(CAROM)
    pause, dialog = screens.pause.layout, screens.quit.layout
    where = _overlap(dialog[answer], pause["Mute sound"], f"the question's {answer!r} button and the pause menu's Mute sound")
    game = launch("play", *CAROM)
    game.move(ASIDE)
    game.key("Escape")
    game.wait_shows(screens.pause.shot, pause["heading"], "the pause menu")
    game.click(pause["Quit to title"].center)
    game.wait_shows(screens.quit.shot, dialog["no"], "the Quit this game? question")
    game.click(where)
    if answer == "no":  # the pause menu is back: its label says whether the sound is on
        game.wait_shows(screens.pause.shot, pause["Mute sound"], "the pause menu again after Keep playing, with Mute sound as it was")
    else:
        at_title = title_screen()
        game.shows_at_once(at_title.shot, at_title.layout["title"], "the title after one click on Quit to title")
    assert game.settings().get("muted", False) is False, f"the click on {answer!r} also pressed Mute sound beneath it"


@cache
def _reacting(spots: tuple[tuple[int, int], ...]) -> tuple[int, int] | None:
    """The first of ``spots`` where a click on the bare Eagle's Creek table does something (a message, a change on the board)."""
    with Mirror(play(EAGLES)) as mirror:
        mirror.settle()
        board = mirror.layout()["board"]
        for spot in spots:
            before = mirror.shot()
            mirror.app.toasts.clear()
            mirror.click(spot)
            mirror.frames(2)
            if mirror.app.toasts or not mirror.shot().same(before, board) or mirror.top.ply != 1:
                return spot
    return None


@pytest.mark.slow
@pytest.mark.parametrize("where", ["Close", "outside the card"])
def test_closing_the_scores_with_a_click_leaves_the_sheet_alone(launch, where):
    screens = table_screens(EAGLES)
    board, card = screens.table.layout["board"], screens.scores.layout
    if where == "Close":
        spots = (card["button"].center,)
    else:  # on the sheet, just above the card
        spots = tuple((x, card["panel"].top - dy) for dy in (30, 60) for x in range(board.left + 60, board.right - 60, 80))
    spot = _reacting(spots)
    assert spot is not None, f"a click at {spots} on the bare table does nothing: the test would prove nothing"
    game = launch("play", *EAGLES)
    game.move(ASIDE)
    game.wait_shows(screens.table.shot, board, "the table, still, as the game draws it")
    game.move(spot)  # what pointing there shows (a hint on the sheet) is in the picture before and after
    before = game.wait_still()
    actions = len(game.record().actions)
    game.key("Tab")
    game.wait_shows(screens.scores.shot, card["title"], "the scores")
    game.click_here()
    after = game.wait_still()
    if not after.same(before):
        kept = (before.save(game.shots_dir / "before.png"), after.save(game.shots_dir / "after.png"))
        raise AssertionError(f"the click that closed the scores also acted on the sheet beneath ({kept[0]} vs {kept[1]})")
    assert len(game.record().actions) == actions
