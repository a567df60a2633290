"""The hand-over between two people goes away only by its own confirm (issue #24).

Rollecate with two people and a computer, resumed at its first "Pass to …"
card (a resumed game with several people hands over first; the card is the
same one the turn loop shows: :class:`~tests.xwin.scenarios.HandOverGame`).
Today any left click anywhere dismisses it and shows the next person's hand:
the empty table, *Scores*, *Undo*.
"""

from __future__ import annotations

import pytest

from tests.xwin.scenarios import HandOverGame


def _spot(h: HandOverGame, target: str) -> tuple[int, int]:
    if target == "the empty table":
        board = h.table["board"]
        return (board.left + 30, board.top + 30)
    return h.table[target].center


@pytest.mark.parametrize("target", ["the empty table", "Scores", "Undo"])
def test_a_click_elsewhere_keeps_the_hand_over_up(launch, tmp_path, handover, target):
    game = handover.launch(launch, tmp_path)
    before = game.shot()
    game.click(_spot(handover, target))
    shot = game.wait_still()
    if shot.same(handover.scores.shot, handover.scores.layout["title"]):
        game.key("Escape")  # Scores may open over the card: close it again
        shot = game.wait_still()
    if not shot.same(before, handover.card["panel"]):
        kept = shot.save(game.shots_dir / "after-click.png")
        raise AssertionError(f"a click on {target} took the hand-over card away ({kept})")
    game.click(handover.card["ready"].center)
    game.wait_shows(handover.after, handover.table["board"], "the next person's table after their own confirm")


@pytest.mark.parametrize("confirm", ["its button", "Enter"])
def test_its_own_confirm_shows_the_next_hand(launch, tmp_path, handover, confirm):
    game = handover.launch(launch, tmp_path)
    assert not game.shot().same(handover.after, handover.table["board"]), "the card and the table beneath look alike"
    if confirm == "Enter":
        game.key("Return")
    else:
        game.click(handover.card["ready"].center)
    game.wait_shows(handover.after, handover.table["board"], f"the next person's table after {confirm}")
