"""Carom's strip builds its fonts, text and card shadows when laid out, so the hand's first frame does no such work."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.match import MatchRecord, SeatEntry
from game.render import drawing
from game.scenes.table.scene import TableScene
from game.ui import text
from tests.screens.support import small_course


@pytest.fixture
def table():
    app = App(size=(1280, 720), persist_settings=False, headless=True)
    rec = MatchRecord.new("carom", 5, [SeatEntry("Ann", 0), SeatEntry("Bo", 1)], course=(small_course(),), options={"mode": "carom"})
    t = TableScene(app, rec)
    app.stack.push(t)
    app.stack.apply_pending()
    yield t
    pygame.display.quit()


def _misses() -> tuple[int, int, int, int]:
    return (text.fit_size.cache_info().misses, text.render.cache_info().misses, drawing._shadow.cache_info().misses, drawing._paper_card.cache_info().misses)


def test_after_layout_every_look_of_the_hand_and_the_chosen_card_draws_from_caches(table):
    game = table.game
    hand = game.hand
    before = _misses()
    out = pygame.Surface(table.app.size)
    kept = (hand.focus, hand.hover, hand.chosen, hand.enabled)
    for enabled in (False, True):
        for focus in range(len(hand.cards)):
            hand.enabled, hand.focus, hand.chosen = enabled, focus, None
            hand.draw(out)
    hand.enabled = False
    for chosen in range(len(hand.cards)):
        hand.chosen = chosen
        hand.draw(out, dim_others=True)
        game._draw_roll(out, table.app.scale)
    hand.focus, hand.hover, hand.chosen, hand.enabled = kept
    assert _misses() == before


def test_warming_leaves_the_hand_as_it_was(table):
    hand = table.game.hand
    hand.focus, hand.hover, hand.chosen, hand.enabled = 3, 2, 5, True
    table.game.warm_strip()
    assert (hand.focus, hand.hover, hand.chosen, hand.enabled, table.game.rolled) == (3, 2, 5, True, None)


def test_after_layout_the_rolls_words_find_their_font_and_the_long_stroke_note_ready(table):
    """The roll's sum is measured and drawn with a font loaded at layout; the long-stroke note is drawn from the cache."""
    game = table.game
    fonts, renders = text.font.cache_info().misses, text.render.cache_info().misses
    game._long_note(table.app.scale)
    assert text.render.cache_info().misses == renders, "the note was rendered at layout"
    card = game.hand.cards[1]
    kept = game.rolled
    try:
        game.rolled = (card.id, 4, card.impulses(4))
        game._roll_words(table.app.scale)
    finally:
        game.rolled = kept
    assert text.font.cache_info().misses == fonts, "no font is opened in the frame that first shows a roll"
