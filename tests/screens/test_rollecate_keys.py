"""The keyboard does what the strip says (issue #27, point 5): a digit chooses, Enter lays; the focus stays put.

Played through the real table with posted keys; the engine's state is only
read, to find the moments and to check what was done.
"""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.match import SeatEntry
from game.rules.rollecate import actions, cards
from tests.screens.rollecate_support import game, keys_turn, open_game, wait_for_person
from tests.screens.support import frames, press


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    a.settings.animation_speed = "fast"
    yield a
    pygame.display.quit()


DIGITS = [pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8, pygame.K_9]


def _placing_with_ghosts(app, table, least: int, limit: int = 200) -> None:  # type: ignore[no-untyped-def]
    """Play on with keys until Enter on a hand card shows at least ``least`` ghosts (the card then being placed)."""
    for _ in range(limit):
        assert wait_for_person(app, table)
        g = game(table)
        if table.state.phase == actions.CHOOSE:
            hand = g.stage.shown.hand
            for card in dict.fromkeys(hand):
                ways = [a for a in g.controls.legal if isinstance(a, tuple) and a[0] == "track" and a[1] == card]
                if len(ways) >= least:
                    frames(app)
                    index = hand.index(card)
                    while not (g.controls.items()[g.controls.focus].kind == "hand" and g.controls.items()[g.controls.focus].index == index):
                        press(app, pygame.K_RIGHT)
                    press(app, pygame.K_RETURN)
                    assert g.controls.placing == card
                    return
        keys_turn(app, table, prefer_play=table.state.phase != actions.CHOOSE)
    raise AssertionError("no card with that many ghosts came up")


def test_a_digit_chooses_a_ghost_and_enter_lays_it(app):
    table = open_game(app, [SeatEntry("Ada", 1), SeatEntry("Cpu", 2, True)], seed=12)
    _placing_with_ghosts(app, table, least=2)
    g = game(table)
    ghosts = g.stage.rail_view.ghosts
    ply = table.ply
    press(app, DIGITS[1])
    assert table.ply == ply, "a digit lays nothing"
    assert g.stage.rail_view.focus == 1, "it puts the focus on the second ghost"
    press(app, DIGITS[len(ghosts)])  # a digit with no ghost behind it: nothing at all
    assert table.ply == ply and g.stage.rail_view.focus == 1
    press(app, DIGITS[0])
    assert g.stage.rail_view.focus == 0 and table.ply == ply
    press(app, pygame.K_RETURN)
    assert table.record.actions[ply] == ghosts[0].action, "Enter lays the ghost the digit chose"
    assert actions.ROLL_DICE not in table.record.actions[ply:], "and nothing rolled"


def _mixed_after(pending: list[str], k: int) -> bool:
    rest = pending[:k] + pending[k + 1 :]
    return len({cards.number(c) for c in rest}) >= 2


def test_after_a_penalty_card_the_focus_stays_where_the_player_was(app):
    """Laying a waiting card that is not the first leaves the focus at that place, not back on the first card."""
    for seed in (21, 3, 5, 9, 14, 17):
        table = open_game(app, [SeatEntry("Ada", 1)], seed=seed)
        for _ in range(200):
            if not wait_for_person(app, table):
                break
            pending = list(table.state.pending)
            k = next((k for k in range(1, len(pending)) if _mixed_after(pending, k)), None)
            if table.state.phase == actions.PENALTY and k is not None:
                g = game(table)
                frames(app)
                for _ in range(k):
                    press(app, pygame.K_RIGHT)
                assert g.stage.tray.focus_pending == k
                ply = table.ply
                laid = g.stage.shown.pending[k]
                press(app, pygame.K_RETURN)
                assert table.record.actions[ply] == actions.penalty(cards.number(laid))
                assert wait_for_person(app, table)
                assert table.state.phase == actions.PENALTY, "more cards wait to be laid"
                frames(app)
                assert g.stage.tray.focus_pending == min(k, len(g.stage.shown.pending) - 1), "the focus stays where the player was"
                return
            keys_turn(app, table, prefer_play=True)
        app.stack.pop()
        app.stack.apply_pending()
    raise AssertionError("mixed penalty cards never waited to be laid")
