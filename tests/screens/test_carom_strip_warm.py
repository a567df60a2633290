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


def _work() -> tuple[text.TextWork, tuple[int, int, int]]:
    """Text built, and shadows, paper faces and card pictures made (copies coded for a new surface are not
    counted: a fresh surface here stands for the window, whose copies the first frame codes)."""
    d = drawing.work()
    return text.work(), (d.shadows, d.papers, d.kept_cards)


def test_after_layout_every_look_of_the_hand_and_the_chosen_card_draws_without_building_anything(table):
    game = table.game
    hand = game.hand
    before = _work()
    out = pygame.Surface(table.app.size)
    kept = (hand.focus, hand.hover, hand.chosen, hand.enabled)
    for enabled in (False, True):
        for focus in range(len(hand.cards)):
            hand.enabled, hand.focus, hand.chosen = enabled, focus, None
            hand.draw(out)
    hand.enabled = False
    game.dice.throw(game.die_look, [4])  # while the die rolls, the strip shows the chosen card and the tray
    for chosen in range(len(hand.cards)):
        hand.chosen = chosen
        hand.draw(out, dim_others=True)
        game.draw_strip(out, table.strip)
    hand.focus, hand.hover, hand.chosen, hand.enabled = kept
    game.dice.skip()
    assert _work() == before, "no font, text, shadow or card picture was built in these frames"


def test_warming_leaves_the_hand_as_it_was(table):
    hand = table.game.hand
    hand.focus, hand.hover, hand.chosen, hand.enabled = 3, 2, 5, True
    table.game.warm_strip()
    assert (hand.focus, hand.hover, hand.chosen, hand.enabled, table.game.rolled) == (3, 2, 5, True, None)


def test_the_frame_that_first_shows_a_long_roll_opens_no_font_and_renders_only_its_sum(table):
    """The roll's sum is measured and drawn with a font loaded at layout; the long-stroke note was rendered then."""
    game = table.game
    from game.rules.carom import data

    card, face = next(
        (c, f) for c in game.hand.cards for f in range(6, 0, -1) if c.impulses(f) >= data.LONG_STROKE
    )
    kept = (game.rolled, game.hand.chosen)
    out = pygame.Surface(table.app.size)
    try:
        game.hand.chosen = game.hand.cards.index(card)
        game.dice.show(game.die_look, [face])
        game.rolled = (card.id, face, card.impulses(face))
        before = _work()
        game.draw_strip(out, table.strip)
        fonts, lines, _ = (a - b for a, b in zip(text.work(), before[0]))
    finally:
        game.rolled, game.hand.chosen = kept
    assert fonts == 0, "no font is opened in the frame that first shows a roll"
    assert lines <= 1, "only the sum is new; the long-stroke note was rendered at layout"
