"""What the app draws over every scene: one-line messages and the muted-sound mark."""

from __future__ import annotations

import pygame

from game.ui import text
from game.ui.theme import BASE_SIZES, PALETTE, px


def toast_image(message: str, scale: float, width: int) -> pygame.Surface:
    """A message's text no wider than ``width``: one line, or two readable lines rather than one tiny one."""
    size = px(22, scale)
    if text.size_of(message, "ui", size)[0] > width:
        small = px(BASE_SIZES["small"], scale)
        lines = text.wrap(message, "ui", small, width)
        if len(lines) == 2 and all(text.size_of(line, "ui", small)[0] <= width for line in lines):
            parts = [text.render(line, "ui", small, PALETTE.cream_text) for line in lines]
            out = pygame.Surface((max(p.get_width() for p in parts), sum(p.get_height() for p in parts)), pygame.SRCALPHA)
            for k, part in enumerate(parts):
                out.blit(part, part.get_rect(midtop=(out.get_width() // 2, k * parts[0].get_height())))
            return out
        size = text.fit_size(message, "ui", size, width)
    return text.render(message, "ui", size, PALETTE.cream_text).copy()  # copied: its alpha fades, the cache's must not


def muted_icon_rect(size: tuple[int, int], scale: float) -> pygame.Rect:
    """Where the small muted-speaker mark sits: the top-right corner."""
    side = px(34, scale)
    return pygame.Rect(size[0] - side - px(10, scale), px(10, scale), side, side)


def draw_muted_icon(surface: pygame.Surface, scale: float) -> None:
    """A crossed-out speaker in the corner while the sound is off (a shape, not a colour, says it)."""
    box = muted_icon_rect(surface.get_size(), scale)
    pygame.draw.rect(surface, PALETTE.ink, box, border_radius=box.h // 4)
    u = box.w / 34
    x, y = box.x, box.y
    speaker = [(x + 6 * u, y + 13 * u), (x + 11 * u, y + 13 * u), (x + 17 * u, y + 7 * u), (x + 17 * u, y + 27 * u), (x + 11 * u, y + 21 * u), (x + 6 * u, y + 21 * u)]
    pygame.draw.polygon(surface, PALETTE.cream_text, speaker)
    w = max(2, round(3 * u))
    pygame.draw.line(surface, PALETTE.gold, (x + 20 * u, y + 12 * u), (x + 29 * u, y + 22 * u), w)
    pygame.draw.line(surface, PALETTE.gold, (x + 29 * u, y + 12 * u), (x + 20 * u, y + 22 * u), w)
