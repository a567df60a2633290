"""Cards drawn again from their kept pictures (render/drawing.py) look as when painted piece by piece.

Everything here goes through ``drawing.card`` (``keep=True`` draws from a kept picture, ``keep=False``
paints card, shadow and border one by one) and counts the work done through ``drawing.work()``, so the
way pictures are kept may change freely as long as what a player sees and what a frame costs do not.
"""

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


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def _made_since(before: drawing.DrawingWork) -> tuple[int, int]:
    """(kept pictures made, coded copies made) since ``before``."""
    now = drawing.work()
    return now.kept_cards - before.kept_cards, now.coded - before.coded


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
    painted, first, again = base.copy(), base.copy(), base.copy()
    drawing.card(painted, rect, **look)
    before = drawing.work()
    drawing.card(first, rect, **look, keep=True)
    drawing.card(again, rect, **look, keep=True)
    assert _made_since(before)[0] <= 1, "one picture for the look, at most (none when an earlier test kept it)"
    want, got = _pixels(painted), _pixels(again)
    assert _pixels(first) == got, "the first drawing and the next are the same to the pixel"
    worst = max(abs(a - b) for a, b in zip(want, got))
    assert worst <= 1, f"blending the card and its shadow once differs by {worst} (rounding only)"
    assert sum(a != b for a, b in zip(want, got)) < len(want) // 500, "only a few edge pixels round differently"


def test_a_look_drawn_again_and_again_is_made_once_and_coded_once_for_each_of_two_surfaces(window):
    a, b, c = _table((640, 480)), _table((640, 480)), _table((640, 480))
    rect = pygame.Rect(40, 40, 123, 171)
    look = {"radius": 9, "lift": 7, "keep": True}
    before = drawing.work()
    drawing.card(a, rect, **look)
    assert _made_since(before) == (1, 1)
    for _ in range(3):  # the window and the back picture, drawn on in turn
        drawing.card(b, rect, **look)
        drawing.card(a, rect, **look)
    assert _made_since(before) == (1, 2), "no picture made again, and no coding again for either surface"
    drawing.card(c, rect, **look)
    assert _made_since(before) == (1, 3), "a third surface gets its own coded copy"
    drawing.card(a, rect, **look)
    assert _made_since(before) == (1, 3), "it takes the place of the one drawn on longest ago (b), not a's"
    drawing.card(b, rect, **look)
    assert _made_since(before) == (1, 4)
    fresh_a, fresh_c = _table((640, 480)), _table((640, 480))
    drawing.card(fresh_a, rect, **look)
    drawing.card(fresh_c, rect, **look)
    assert _pixels(fresh_a) == _pixels(fresh_c), "every coded copy draws the same card"


def test_kept_cards_stay_within_their_memory_budget(window, monkeypatch):
    monkeypatch.setattr(drawing, "KEPT_CARDS_BUDGET", 400_000)
    surface = _table((640, 480))
    looks = [pygame.Rect(10, 10, w, 151) for w in range(61, 141, 4)]  # twenty looks no other test draws
    before = drawing.work()
    for rect in looks:
        drawing.card(surface, rect, radius=8, lift=5, keep=True)
    assert _made_since(before)[0] == 20
    assert drawing.work().kept_pixels <= 400_000
    made = drawing.work()
    drawing.card(surface, looks[-1], radius=8, lift=5, keep=True)
    assert _made_since(made)[0] == 0, "the latest look is kept"
    drawing.card(surface, looks[0], radius=8, lift=5, keep=True)
    assert _made_since(made)[0] == 1, "the look used longest ago was let go, and is made again"
    assert drawing.work().kept_pixels <= 400_000


def test_a_card_not_asked_to_be_kept_is_painted_and_keeps_nothing(window):
    base = _table((320, 240))
    rect = pygame.Rect(30, 30, 120, 91)
    before = drawing.work()
    drawing.card(base, rect, radius=8, lift=5)
    assert _made_since(before) == (0, 0)


def test_a_card_larger_than_the_limit_is_painted_and_keeps_nothing(window):
    surface = _table((1000, 700))
    assert drawing.KEPT_CARD_PIXELS < 1000 * 700
    before = drawing.work()
    drawing.card(surface, pygame.Rect(0, 0, 1000, 700), radius=8, lift=5, keep=True)  # a panel, drawn once into a kept chrome
    assert _made_since(before) == (0, 0)
    drawing.card(surface, pygame.Rect(0, 0, 64, 47), radius=8, lift=5, keep=True)
    assert _made_since(before) == (1, 1)


def test_a_scratch_smaller_than_the_card_gets_no_coded_copy(window):
    scratch = pygame.Surface((1, 1))
    before = drawing.work()
    drawing.card(scratch, pygame.Rect(0, 0, 77, 93), radius=8, lift=5, keep=True)
    assert _made_since(before) == (1, 0), "the picture is made (a warm-up), but no copy is coded for a scratch"


def test_a_card_drawn_on_a_clear_surface_keeps_its_soft_shadow(window):
    """A card face made once on a transparent surface, then placed on the table (Rollecate's track cards):
    the clear pixels take the shadow as it is, not darkened, so it looks as when painted piece by piece."""
    rect = pygame.Rect(20, 20, 90, 140)
    faces = []
    for keep in (False, True):
        face = pygame.Surface((160, 200), pygame.SRCALPHA)
        drawing.card(face, rect, radius=8, lift=6, keep=keep)
        placed = _table((200, 240))
        placed.blit(face, (10, 10))
        faces.append(_pixels(placed))
    assert max(abs(a - b) for a, b in zip(*faces)) <= 2
