"""Rules-page pictures drawn once per size: the page redraws every frame, a picture is painted only when its size changes.

A game's diagrams module wraps each picture with :func:`cached`; a picture that
fails shows a one-line note instead (the rules page never breaks), and its
error is kept in the ``failed`` dict the module hands in, for the tests.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache, wraps

import pygame

from game.render import drawing
from game.ui import text
from game.ui.theme import PALETTE, px

Picture = Callable[[pygame.Surface, pygame.Rect, float], None]


def cached(draw: Picture, failed: dict[str, Exception]) -> Picture:
    """``draw`` on a paper card, rendered once per (size, scale); an error becomes a note and is kept in ``failed``."""

    @lru_cache(maxsize=4)
    def render(size: tuple[int, int], scale: float) -> pygame.Surface:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        box = surf.get_rect()
        drawing.card(surf, box.inflate(-4, -4), radius=px(10, scale), lift=0, fill=PALETTE.paper_shade, textured=False)
        try:
            draw(surf, box.inflate(-px(16, scale), -px(12, scale)), scale)
            failed.pop(draw.__name__, None)
        except Exception as exc:  # a picture must never break the rules page
            failed[draw.__name__] = exc
            msg = f"(picture unavailable: {type(exc).__name__})"
            img = text.render(msg, "body", px(16, scale), PALETTE.ink_soft)
            surf.blit(img, img.get_rect(center=box.center))
        return surf

    @wraps(draw)
    def fn(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
        surface.blit(render(rect.size, round(scale, 3)), rect.topleft)

    return fn
