"""Player inks: pen colours that stay apart for every kind of colour vision, each with its own line pattern.

A seat's ink is its colour, its dash pattern and its number: colour is never
the only thing that tells two players' lines apart. The colours were chosen
so that any two differ by at least 20 (CIEDE2000) as seen with normal vision
and with full protanopia, deuteranopia and tritanopia (Machado et al. 2009,
:mod:`game.ui.colorvision`); ``tests/ui/test_colorvision.py`` keeps it so.
Lines are drawn over a thin casing chosen for the ink, paper under the dark
inks and black under the light ones, so that on every terrain either the ink
or its edge keeps a contrast of at least 3:1, and the ink keeps 3:1 against
its own edge (``tests/ui/test_ink_contrast.py``). Any game with per-player
lines or marks uses this list.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.ui.theme import Color

Point = tuple[float, float]


@dataclass(frozen=True)
class Ink:
    """One seat's pen."""

    name: str
    color: Color
    dashes: tuple[float, ...]
    """On/off lengths in line widths, repeated along the line; () draws it solid."""
    pattern: str
    """The pattern in words (set-up screen, scorecard)."""
    casing: Color = (250, 244, 226)
    """The edge drawn under the ink: paper under a dark ink, black under a light one."""


CASING: Color = (250, 244, 226)
"""The paper-coloured edge under the dark inks."""
DARK_CASING: Color = (0, 0, 0)
"""The black edge under the light inks (black: against the darkest terrain, the trees, it still keeps 3:1)."""

INKS: tuple[Ink, ...] = (
    Ink("blue", (0, 0, 255), (), "solid"),
    Ink("rose", (168, 96, 120), (5.0, 2.5), "dashed", DARK_CASING),
    Ink("lime", (168, 192, 0), (1.2, 2.0), "dotted", DARK_CASING),
    Ink("plum", (120, 0, 96), (6.0, 2.0, 1.2, 2.0), "dash-dot"),
    Ink("sky", (0, 144, 255), (9.0, 2.5), "long dashes", DARK_CASING),
    Ink("forest", (24, 72, 48), (2.5, 2.0), "short dashes"),
    Ink("pink", (216, 168, 192), (6.0, 2.0, 1.2, 2.0, 1.2, 2.0), "dash-dot-dot", DARK_CASING),
    Ink("olive", (96, 120, 0), (2.5, 1.5, 2.5, 4.0), "pairs", DARK_CASING),
)
"""Seat inks in seat order (seat ``n`` uses ``INKS[n % len(INKS)]``)."""


def ink(index: int) -> Ink:
    """Ink number ``index`` (a seat's chosen look; any int wraps around)."""
    return INKS[index % len(INKS)]


def _dash_runs(points: Sequence[Point], dashes: Sequence[float], width: float) -> list[list[Point]]:
    """The drawn stretches of a polyline under a dash pattern (lengths in pixels = units × width)."""
    if not dashes:
        return [list(points)]
    pattern = [max(0.5, d) * width for d in dashes]
    runs: list[list[Point]] = []
    k, left, on = 0, pattern[0], True
    current: list[Point] = [points[0]]
    for a, b in zip(points, points[1:]):
        seg = math.dist(a, b)
        pos = 0.0
        while seg - pos > left:
            pos += left
            t = pos / seg if seg else 0
            p = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
            if on:
                current.append(p)
                runs.append(current)
            current = [p]
            on = not on
            k = (k + 1) % len(pattern)
            left = pattern[k]
        left -= seg - pos
        if on:
            current.append(b)
        else:
            current = [b]
    if on and len(current) > 1:
        runs.append(current)
    return runs


def draw_path(surface: pygame.Surface, points: Sequence[Point], index: int, width: float, *, alpha: int = 255) -> None:
    """A line in ink ``index`` along ``points``: paper casing, then the ink in its pattern."""
    if len(points) < 2:
        return
    w = max(1, round(width))
    casing = w + max(2, round(w * 0.8))
    target = surface
    at = (0, 0)
    if alpha < 255:
        # a see-through line is drawn on a layer just the size of its box (not the window's), then laid down
        reach = casing // 2 + 2
        x0, y0 = int(min(x for x, _ in points)) - reach, int(min(y for _, y in points)) - reach
        x1, y1 = int(max(x for x, _ in points)) + reach + 1, int(max(y for _, y in points)) + reach + 1
        target = pygame.Surface((max(1, x1 - x0), max(1, y1 - y0)), pygame.SRCALPHA)
        at = (x0, y0)
        points = [(x - x0, y - y0) for x, y in points]
    for run in _dash_runs(points, ink(index).dashes, w):
        _thick(target, ink(index).casing, run, casing)
    for run in _dash_runs(points, ink(index).dashes, w):
        _thick(target, ink(index).color, run, w)
    if target is not surface:
        target.set_alpha(alpha)
        surface.blit(target, at)


def _thick(surface: pygame.Surface, color: Color, run: Sequence[Point], w: int) -> None:
    """A polyline with round joints (pygame's thick lines leave gaps at corners)."""
    if len(run) < 2:
        return
    pygame.draw.lines(surface, color, False, run, w)
    if w > 2:
        for p in run:
            pygame.draw.circle(surface, color, p, w / 2)


def swatch(surface: pygame.Surface, rect: pygame.Rect, index: int, number: str = "") -> None:
    """A short sample of ink ``index``'s line (with a seat number), for panels and the set-up screen."""
    w = max(2, rect.h // 6)
    y = rect.centery
    pts = [(rect.x + w, y + w * 0.6), (rect.x + rect.w * 0.35, y - w * 0.6), (rect.x + rect.w * 0.7, y + w * 0.4), (rect.right - w, y)]
    draw_path(surface, pts, index, w)
    if number:
        badge(surface, (rect.right - w, y), max(6, rect.h // 3), index, number)


def badge(surface: pygame.Surface, center: Point, radius: int, index: int, label: str) -> None:
    """A seat's number in a small circle of ink ``index`` (written where the ball lies)."""
    from game.ui import text

    c = ink(index).color
    pygame.draw.circle(surface, ink(index).casing, center, radius + max(1, radius // 4))
    pygame.draw.circle(surface, c, center, radius)
    lum = 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]
    fg = (30, 24, 20) if lum > 150 else (250, 246, 236)
    img = text.render(label, "bold", text.fit_size(label, "bold", int(radius * 1.5), int(radius * 1.6), minimum=6), fg)
    surface.blit(img, img.get_rect(center=(center[0], center[1] + 1)))
