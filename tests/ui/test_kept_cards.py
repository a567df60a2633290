"""Cards drawn again from their kept pictures (render/drawing.py) look as when painted piece by piece."""

from __future__ import annotations

import pygame
import pytest

from game.render import drawing
from game.ui.theme import PALETTE


@pytest.fixture
def window():
    pygame.display.init()
    yield pygame.display.set_mode((640, 480))
    pygame.display.quit()


def _table(size: tuple[int, int]) -> pygame.Surface:
    out = pygame.Surface(size)
    drawing.table(out)
    return out


LOOKS = [
    {"radius": 30, "lift": 12, "border": PALETTE.paper_shade, "border_width": 6},  # a 4K hand card at rest
    {"radius": 30, "lift": 19, "border": PALETTE.accent, "border_width": 9},  # the chosen one, lifted higher
    {"radius": 14, "fill": (70, 104, 70), "border": (44, 70, 44), "lift": 18, "textured": False},  # a felt tray
    {"radius": 10, "lift": 0},  # flat, no shadow
]


@pytest.mark.parametrize("look", LOOKS)
def test_a_card_drawn_from_its_kept_picture_looks_as_painted(window, look):
    base = _table((640, 480))
    rect = pygame.Rect(120, 90, 283, 297)
    painted = base.copy()
    drawing._paint_card(
        painted, rect, look["radius"], look.get("fill", PALETTE.paper), look.get("border", PALETTE.paper_shade),
        look["lift"], look.get("textured", True), look.get("border_width", 2),
    )
    first, again = base.copy(), base.copy()
    drawing.card(first, rect, **look, keep=True)
    drawing.card(again, rect, **look, keep=True)
    key = (rect.size, look["radius"], tuple(look.get("fill", PALETTE.paper)), tuple(look.get("border", PALETTE.paper_shade)), look["lift"], look.get("textured", True), look.get("border_width", 2))
    assert key in drawing._CARDS, "the drawing kept a picture"
    want, got = pygame.image.tobytes(painted, "RGB"), pygame.image.tobytes(again, "RGB")
    assert pygame.image.tobytes(first, "RGB") == got, "the first drawing and the next are the same to the pixel"
    worst = max(abs(a - b) for a, b in zip(want, got))
    assert worst <= 1, f"blending the card and its shadow once differs by {worst} (rounding only)"
    assert sum(a != b for a, b in zip(want, got)) < len(want) // 500, "only a few edge pixels round differently"


def test_a_kept_card_is_coded_once_for_each_of_two_surfaces_it_is_drawn_on(window):
    a, b, c = _table((640, 480)), _table((640, 480)), _table((640, 480))
    rect = pygame.Rect(40, 40, 123, 171)
    drawing.card(a, rect, radius=9, lift=7, keep=True)
    kept = drawing._CARDS[(rect.size, 9, tuple(PALETTE.paper), tuple(PALETTE.paper_shade), 7, True, 2)]
    coded_a = kept.coded_for(a)
    for _ in range(3):  # the window and the back picture, drawn on in turn
        drawing.card(b, rect, radius=9, lift=7, keep=True)
        drawing.card(a, rect, radius=9, lift=7, keep=True)
    assert kept.coded_for(a) is coded_a and len(kept.coded) == 2, "no coding again for either surface"
    drawing.card(c, rect, radius=9, lift=7, keep=True)
    assert [ref() for ref, _ in kept.coded] == [c, a], "a third surface takes the place of the one drawn on longest ago"
    once_a = _table((640, 480))
    kept.coded = [kept.coded[1], kept.coded[0]]  # draw with a's coded copy on a fresh picture of the same table
    once_a.blit(kept.coded[0][1], (rect.x + kept.dx, rect.y + kept.dy))
    assert pygame.image.tobytes(once_a, "RGB") == pygame.image.tobytes(c, "RGB"), "every coded copy draws the same card"


def test_kept_cards_stay_within_their_memory_budget(window, monkeypatch):
    monkeypatch.setattr(drawing, "_CARDS", {})
    monkeypatch.setattr(drawing, "_cards_pixels", 0)
    monkeypatch.setattr(drawing, "KEPT_CARDS_BUDGET", 400_000)
    surface = _table((640, 480))
    for w in range(60, 140, 4):  # twenty looks
        drawing.card(surface, pygame.Rect(10, 10, w, 150), radius=8, lift=5, keep=True)
    assert drawing._cards_pixels == sum(k.pixels for k in drawing._CARDS.values()) <= 400_000
    assert 1 < len(drawing._CARDS) < 20, "the looks used longest ago were let go"
    assert (136, 150) in [key[0] for key in drawing._CARDS], "the latest look is kept"


def test_a_card_not_asked_to_be_kept_is_painted_as_before(window, monkeypatch):
    monkeypatch.setattr(drawing, "_CARDS", {})
    base = _table((320, 240))
    rect = pygame.Rect(30, 30, 120, 90)
    painted, drawn = base.copy(), base.copy()
    drawing._paint_card(painted, rect, 8, PALETTE.paper, PALETTE.paper_shade, 5, True, 2)
    drawing.card(drawn, rect, radius=8, lift=5)
    assert drawing._CARDS == {} and pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(painted, "RGB")


def test_a_card_larger_than_the_limit_is_painted_and_keeps_nothing(window, monkeypatch):
    monkeypatch.setattr(drawing, "_CARDS", {})
    surface = _table((1000, 700))
    drawing.card(surface, pygame.Rect(0, 0, 1000, 700), radius=8, lift=5, keep=True)  # a panel, drawn once into a kept chrome
    assert drawing.KEPT_CARD_PIXELS < 1000 * 700 and drawing._CARDS == {}
    drawing.card(surface, pygame.Rect(0, 0, 64, 48), radius=8, lift=5, keep=True)
    assert len(drawing._CARDS) == 1


def test_a_scratch_smaller_than_the_card_gets_no_coded_copy(window):
    scratch = pygame.Surface((1, 1))
    drawing.card(scratch, pygame.Rect(0, 0, 77, 91), radius=8, lift=5, keep=True)
    kept = drawing._CARDS[((77, 91), 8, tuple(PALETTE.paper), tuple(PALETTE.paper_shade), 5, True, 2)]
    assert kept.coded == []


def test_a_card_drawn_on_a_clear_surface_keeps_its_soft_shadow(window):
    """A card face made once on a transparent surface, then placed on the table (Rollecate's track cards):
    the clear pixels take the shadow as it is, not darkened, so it looks as when painted piece by piece."""
    rect = pygame.Rect(20, 20, 90, 140)
    faces = []
    for draw in (lambda s: drawing._paint_card(s, rect, 8, PALETTE.paper, PALETTE.paper_shade, 6, True, 2), lambda s: drawing.card(s, rect, radius=8, lift=6, keep=True)):
        face = pygame.Surface((160, 200), pygame.SRCALPHA)
        draw(face)
        placed = _table((200, 240))
        placed.blit(face, (10, 10))
        faces.append(pygame.image.tobytes(placed, "RGB"))
    assert max(abs(a - b) for a, b in zip(*faces)) <= 2
