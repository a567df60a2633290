"""A seat's mark wherever players are listed (side panel, hand-over, banner, scorecard, ranking).

A seat's ``style`` names its look: below :data:`INK_BASE` it is a ball look
(:func:`game.render.pieces.ball_style`); from :data:`INK_BASE` on it is a pen
ink (:mod:`game.render.seat_inks`), for the roll-and-write games. Either way
the mark carries the seat's number, so colour is never the only clue, and a
player looks the same on the board, the panel, the scorecard and the ranking.
"""

from __future__ import annotations

import pygame

from game.render import pieces, seat_inks

INK_BASE = 1000
"""Styles from here on are inks: ink ``style - INK_BASE`` (a multiple of the ink count, so ``style % len(INKS)`` agrees)."""


def is_ink(style: int) -> bool:
    """True when a seat's look is a pen ink rather than a ball."""
    return style >= INK_BASE


def ink_style(index: int) -> int:
    """The seat style of ink ``index``."""
    return INK_BASE + index % len(seat_inks.INKS)


def draw(surface: pygame.Surface, center: tuple[float, float], radius: int, seat: int, style: int, *, height: float = 0.0) -> None:
    """The seat's ball, or its ink badge, with the seat number."""
    if is_ink(style):
        seat_inks.badge(surface, (center[0], center[1] - height), radius, style - INK_BASE, str(seat + 1))
        return
    _, color, stripe = pieces.ball_style(style)
    pieces.draw_ball(surface, center, radius, color, str(seat + 1), height=height, stripe=stripe)
