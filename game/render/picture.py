"""A small PNG picture of the screen, for the saved-games list."""

from __future__ import annotations

import io

import pygame

PICTURE_SIZE = (320, 180)
"""Size of a saved game's picture in pixels (16:9)."""


def picture_png(surface: pygame.Surface, area: pygame.Rect | None = None, size: tuple[int, int] = PICTURE_SIZE) -> bytes | None:
    """A ``size`` PNG of ``surface`` (or of ``area`` on it), cropped to the picture's shape; None if it fails."""
    try:
        rect = surface.get_rect() if area is None else area.clip(surface.get_rect())
        tw, th = size
        if rect.w * th > rect.h * tw:  # too wide: crop the sides
            w = rect.h * tw // th
            rect = pygame.Rect(rect.centerx - w // 2, rect.y, w, rect.h)
        else:
            h = rect.w * th // tw
            rect = pygame.Rect(rect.x, rect.centery - h // 2, rect.w, h)
        if rect.w < 2 or rect.h < 2:
            return None
        small = pygame.transform.smoothscale(surface.subsurface(rect).copy(), (tw, th))
        out = io.BytesIO()
        pygame.image.save(small, out, "picture.png")
        return out.getvalue()
    except (pygame.error, ValueError):
        return None
