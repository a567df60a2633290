"""A card's shadow is left out where the opaque card covers it: the picture must stay exactly as with the whole shadow."""

from __future__ import annotations

import random

import pygame
import pytest

from game.render import drawing
from game.ui.theme import LOOK, PALETTE


def _busy(size: tuple[int, int], seed: int) -> pygame.Surface:
    """A background of random blocks, so any pixel blended differently shows."""
    rng = random.Random(seed)
    out = pygame.Surface(size)
    for _ in range(400):
        colour = (rng.randrange(256), rng.randrange(256), rng.randrange(256))
        out.fill(colour, (rng.randrange(size[0]), rng.randrange(size[1]), rng.randrange(4, 40), rng.randrange(4, 40)))
    return out


CASES = [
    ((40, 30, 296, 312), 30, 12, {}),  # a 4K hand card
    ((60, 50, 300, 46), 23, 6, {}),  # a pill (the turn banner: radius half the height)
    ((20, 20, 90, 60), 10, 4, {"fill": PALETTE.cream_text}),  # drawn, not textured
    ((10, 80, 50, 20), 40, 3, {}),  # a radius larger than the card
    ((70, 10, 120, 90), 0, 8, {"textured": False}),  # square corners
]


@pytest.mark.parametrize(("rect", "radius", "lift", "extra"), CASES)
@pytest.mark.parametrize("high_contrast", [False, True])
def test_a_card_looks_as_it_did_over_its_whole_shadow(rect, radius, lift, extra, high_contrast, monkeypatch):
    pygame.display.init()
    monkeypatch.setattr(LOOK, "high_contrast", high_contrast)
    r = pygame.Rect(rect)
    got, want = _busy((420, 400), 7), _busy((420, 400), 7)
    got.set_clip(pygame.Rect(30, 25, 300, 330))  # a clipped repaint, as the table does
    want.set_clip(pygame.Rect(30, 25, 300, 330))
    drawing.card(got, r, radius=radius, lift=lift, **extra)
    drawing.shadow(want, r, radius, lift)  # the whole shadow, then the same card without one
    drawing.card(want, r, radius=radius, lift=0, **extra)
    assert pygame.image.tobytes(got, "RGB") == pygame.image.tobytes(want, "RGB")


def test_the_cut_shadow_really_leaves_out_the_middle():
    shadowed = pygame.Surface((200, 200))
    shadowed.fill((200, 200, 200))
    drawing.shadow(shadowed, pygame.Rect(50, 50, 100, 100), 10, 6, covered=True)
    assert shadowed.get_at((100, 100))[:3] == (200, 200, 200)  # under the card: not darkened
    assert shadowed.get_at((100, 155))[:3] != (200, 200, 200)  # below its edge: darkened


def test_pieces_of_an_area_less_holes_cover_it_once():
    area = pygame.Rect(0, 0, 50, 40)
    holes = [pygame.Rect(10, 0, 30, 40), pygame.Rect(0, 10, 50, 20)]
    pieces = drawing._outside(area, holes)
    for x in range(area.w):
        for y in range(area.h):
            inside = sum(p.collidepoint(x, y) for p in pieces)
            assert inside == (0 if any(h.collidepoint(x, y) for h in holes) else 1)
