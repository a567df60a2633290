"""Pieces shared by full-screen menus: the page heading and the key hint line."""

from __future__ import annotations

import pygame

from game.ui import text
from game.ui.theme import BASE_SIZES, PALETTE, px

BACK_KEYS = (pygame.K_ESCAPE, pygame.K_BACKSPACE)
"""The keys that leave a full-screen menu for the screen beneath (a controller's B arrives as Esc)."""


def is_back(event: pygame.event.Event) -> bool:
    """True for a key that leaves a full-screen menu (:data:`BACK_KEYS`)."""
    return event.type == pygame.KEYDOWN and event.key in BACK_KEYS


def heading(surface: pygame.Surface, title: str, scale: float, y: int | None = None) -> pygame.Rect:
    """A page title in cream on the table, centred; returns its rectangle."""
    size = text.fit_size(title, "title", px(BASE_SIZES["title"] * 0.7, scale), surface.get_width() - px(80, scale))
    shadow = text.render(title, "title", size, (30, 16, 8))
    img = text.render(title, "title", size, PALETTE.cream_text)
    rect = img.get_rect(midtop=(surface.get_width() // 2, px(28, scale) if y is None else y))
    shadow.set_alpha(140)
    surface.blit(shadow, rect.move(px(3, scale), px(4, scale)))
    surface.blit(img, rect)
    return rect


def heading_rect(size: tuple[int, int], title: str, scale: float) -> pygame.Rect:
    """Where :func:`heading` will draw (for layout before drawing)."""
    fsize = text.fit_size(title, "title", px(BASE_SIZES["title"] * 0.7, scale), size[0] - px(80, scale))
    w, h = text.font("title", fsize).size(title)
    return pygame.Rect(size[0] // 2 - w // 2, px(28, scale), w, h)


def hint(surface: pygame.Surface, message: str, scale: float) -> pygame.Rect:
    """A line of key hints at the bottom of the screen."""
    size = text.fit_size(message, "body", px(BASE_SIZES["small"], scale), surface.get_width() - px(40, scale))
    img = text.render(message, "body", size, PALETTE.cream_text)
    rect = img.get_rect(midbottom=(surface.get_width() // 2, surface.get_height() - px(12, scale)))
    surface.blit(img, rect)
    return rect


def hint_room(scale: float) -> int:
    """Pixels :func:`hint` needs at the bottom of the window (grows with the text-size setting)."""
    return text.font("body", px(BASE_SIZES["small"], scale)).get_linesize() + px(14, scale)
