"""A big hand (issue #27, point 7): a hand up to the whole deck stays legible, at 1280x720 and at 1024x600.

A person passes turn after turn (as everyone does once the railway has shrunk
to the locomotive's card) until thirteen cards are in hand; then the whole
deck is put in the shown hand. Every card's number must show (cards alike lie
in one stack with their count), every stack must lie in the hand's area, clear
of its title, and the keys and the mouse must reach every stack.
"""

from __future__ import annotations

import pygame
import pytest

from game import catalog
from game.app import App
from game.match import SeatEntry
from game.rules.rollecate import actions, cards
from game.scenes.rollecate.hand import SHOWN_SHARE, TITLE_ROW, slots_of
from game.ui.theme import px
from tests.screens.rollecate_support import game, open_game
from tests.screens.support import frames, press


@pytest.fixture(params=[(1280, 720), (1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def app(request):
    a = App(size=request.param, persist_settings=False, headless=True)
    a.settings.animation_speed = "fast"
    yield a
    pygame.display.quit()


def thirteen_in_hand(app: App):  # type: ignore[no-untyped-def]
    """A table where the person (seat 0) holds thirteen cards and chooses."""
    table = open_game(app, [SeatEntry("Ada", 1), SeatEntry("Cpu", 2, True)], seed=9)
    bot = catalog.make_bot("rollecate", 0, 99)
    g = game(table)
    for _ in range(40000):
        if table.may_act() and g.controls.active and app.stack.top is table:
            state = table.state
            if state.phase == actions.CHOOSE and len(state.hands[0]) >= 13:
                frames(app)
                return table
            table.play(actions.PASS if state.phase == actions.CHOOSE else bot.choose(state))
        else:
            g.skip()
            table.wait = 0.0
        app.stack.apply_pending()
        app._frame(1 / 60)
    raise AssertionError("the hand never grew to thirteen")


def assert_legible(table) -> None:  # type: ignore[no-untyped-def]
    g = game(table)
    tray, lay, shown = g.stage.tray, g.stage.lay, g.stage.shown
    s = lay.scale
    assert tray.slots == slots_of(shown.hand) and len(tray.slot_rects) == len(tray.slots)
    assert sum(len(slot) for slot in tray.slots) == len(shown.hand), "every card is in a stack"
    w = tray.hand_w
    assert w * 0.2 >= px(8, s), "a number's badge keeps a readable size"
    for k, r in enumerate(tray.slot_rects):
        assert lay.hand.contains(r), f"stack {k} lies in the hand's area"
        assert r.top >= lay.hand.top + px(TITLE_ROW, s), "lifted or not, no card reaches the title"
        if k + 1 < len(tray.slot_rects):
            shows = tray.slot_rects[k + 1].left - r.left
            assert shows >= SHOWN_SHARE * w - 1, f"stack {k}: only {shows} of {w} pixels show"
    for k, slot in enumerate(tray.slots):  # the mouse finds each stack on the part of it that shows
        r = tray.slot_rects[k]
        assert tray.hand_index_at((r.left + 3, r.centery)) == slot[0]


def test_thirteen_cards_in_hand_are_legible_and_reachable(app):
    table = thirteen_in_hand(app)
    g = game(table)
    assert len(g.stage.shown.hand) >= 13
    assert_legible(table)
    stops = [it for it in g.controls.items() if it.kind == "hand"]
    assert len(stops) == len(slots_of(g.stage.shown.hand)), "one focus stop per stack"
    g.controls.focus = 0
    g.controls._sync_focus()
    for it in stops[1:]:
        press(app, pygame.K_RIGHT)
        assert g.stage.tray.focus_hand == it.index


def test_the_whole_deck_in_hand_is_legible(app):
    table = thirteen_in_hand(app)
    g = game(table)
    whole = [kind for kind, n in zip(cards.KINDS, cards.full_deck()) for _ in range(n)]
    g.stage.shown.hand = list(cards.sort_cards(whole))  # drawn as is (a frame would put the real hand back)
    g.draw_board(pygame.Surface(app.size))
    assert len(g.stage.tray.slots) == len(cards.KINDS) == 16, "sixteen kinds of card: sixteen stacks at most"
    assert_legible(table)
