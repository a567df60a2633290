"""Rollecate's cards and locomotive, drawn in code: track cards, chaos cards, card backs.

A track card is two squares of the card grid with its number in two corners
and its rail across it; the same painter draws a card lying in the railway
(any orientation, at any zoom) and a card held upright in a hand. Each number
has its own tint *and* its printed digit, so colour never carries the number
alone. Chaos cards have no rail: a dark face with a swirl and a big number.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

import pygame

from game.render import drawing
from game.rules.rollecate import cards
from game.rules.rollecate.railway import Cell
from game.scenes.rollecate import geometry
from game.scenes.rollecate.geometry import Point
from game.ui import text
from game.ui.theme import PALETTE, Color

NUMBER_TINTS: dict[int, tuple[Color, Color]] = {
    1: ((226, 238, 206), (74, 132, 66)),
    2: ((214, 228, 240), (52, 96, 168)),
    3: ((246, 230, 196), (190, 124, 30)),
    4: ((244, 214, 206), (170, 56, 44)),
}
"""Per number: the card's paper tint and its badge colour (the digit is always printed too)."""
RAIL: Color = (92, 94, 102)
RAIL_SHINE: Color = (186, 188, 196)
SLEEPER: Color = (120, 78, 44)
CHAOS_BODY: Color = (70, 40, 86)
CHAOS_INK: Color = (246, 222, 150)
BACK_BODY: Color = (44, 86, 70)
BACK_INK: Color = (234, 214, 160)
LOCO_BODY: Color = (40, 44, 52)
LOCO_TRIM: Color = (200, 60, 44)
LOCO_BRASS: Color = (222, 176, 80)


def _offset(path: Sequence[Point], k: float) -> list[Point]:
    """The path moved sideways by ``k`` (left of the direction of travel for positive ``k``)."""
    out = []
    for i, p in enumerate(path):
        a = path[max(0, i - 1)]
        b = path[min(len(path) - 1, i + 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        n = math.hypot(dx, dy) or 1.0
        out.append((p[0] + dy / n * k, p[1] - dx / n * k))
    return out


def _sample(path: Sequence[Point], spacing: float) -> list[tuple[Point, float]]:
    """Points every ``spacing`` along a path with the heading there."""
    length = sum(math.dist(a, b) for a, b in zip(path, path[1:]))
    n = max(1, int(length / spacing))
    return [geometry.along(path, (i + 0.5) / n) for i in range(n)]


def draw_rails(surface: pygame.Surface, path: Sequence[Point], unit: float, alpha: int = 255) -> None:
    """Sleepers and two steel rails along a path already in screen pixels (``unit`` = one square)."""
    if unit < 3:
        return
    layer = surface if alpha >= 255 else pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    tie_half = unit * 0.27
    tie_w = max(1, round(unit * 0.07))
    for (x, y), ang in _sample(path, unit * 0.2):
        nx, ny = -math.sin(ang) * tie_half, math.cos(ang) * tie_half
        pygame.draw.line(layer, SLEEPER, (x - nx, y - ny), (x + nx, y + ny), tie_w)
    width = max(1, round(unit * 0.055))
    for side in (-1, 1):
        line = _offset(path, side * unit * 0.16)
        pygame.draw.lines(layer, RAIL, False, line, width + (1 if unit > 30 else 0))
        if unit > 24:
            pygame.draw.lines(layer, RAIL_SHINE, False, [(x - 0.5, y - 0.5) for x, y in line], max(1, width // 2))
    if layer is not surface:
        layer.set_alpha(alpha)
        surface.blit(layer, (0, 0))


def _badge(surface: pygame.Surface, center: Point, radius: float, number: int) -> None:
    if radius < 4:
        return
    _, ink = NUMBER_TINTS[number]
    c = (round(center[0]), round(center[1]))
    pygame.draw.circle(surface, ink, c, round(radius))
    pygame.draw.circle(surface, PALETTE.paper, c, round(radius), max(1, round(radius * 0.12)))
    img = text.render(str(number), "bold", max(6, int(radius * 1.45)), PALETTE.cream_text)
    surface.blit(img, img.get_rect(center=(c[0], c[1] + 1)))


def paint_track(
    surface: pygame.Surface,
    card: str,
    cells: tuple[Cell, Cell],
    heading_in: int,
    heading_out: int,
    origin: Point,
    unit: float,
    *,
    lift: int = 2,
    border: Color | None = None,
    min_badge: float = 0.0,
) -> pygame.Rect:
    """A track card lying on ``cells``; screen = ``origin`` + grid * ``unit``. Returns its rectangle.

    The number is drawn at ``min_badge`` pixels of radius at least (the railway zoomed out redraws it at a
    readable size rather than shrinking it), in the middle of the card once two corners have no room.
    """
    bx, by, bw, bh = geometry.card_box(cells)
    inset = unit * 0.04
    rect = pygame.Rect(round(origin[0] + bx * unit + inset), round(origin[1] + by * unit + inset), round(bw * unit - 2 * inset), round(bh * unit - 2 * inset))
    n = cards.number(card)
    tint, ink = NUMBER_TINTS[n]
    radius = max(2, round(unit * 0.12))
    drawing.card(surface, rect, radius=radius, fill=tint, border=border or ink, lift=lift, textured=False, border_width=max(1, round(unit * 0.045)))
    path = [(origin[0] + x * unit, origin[1] + y * unit) for x, y in geometry.rail_path(cells, heading_in, heading_out)]
    draw_rails(surface, path, unit)
    r = max(unit * 0.2, min_badge)
    if unit < 2.4 * r:  # too small for a badge in two corners: one, readable, in the middle
        _badge(surface, rect.center, r, n)
        return rect
    # the number in the two corners the rail does not pass (the ones away from its ends)
    corners = [(rect.left + r * 1.2, rect.top + r * 1.2), (rect.right - r * 1.2, rect.bottom - r * 1.2), (rect.right - r * 1.2, rect.top + r * 1.2), (rect.left + r * 1.2, rect.bottom - r * 1.2)]
    ends = (path[0], path[-1], geometry.along(path, 0.5)[0])
    # the corner farthest from the rail, and the one diagonally across from it
    best = max(range(4), key=lambda i: (round(min(math.dist(corners[i], e) for e in ends), 3), -i))
    for i in (best, best ^ 1):
        _badge(surface, corners[i], r, n)
    return rect


def paint_chaos(surface: pygame.Surface, rect: pygame.Rect, card: str, *, lift: int = 2) -> None:
    """A chaos card: no rail, a swirl, its number large and in the corners."""
    n = cards.number(card)
    w = rect.w
    drawing.card(surface, rect, radius=max(2, w // 9), fill=CHAOS_BODY, border=CHAOS_INK, lift=lift, textured=False, border_width=max(1, w // 28))
    cx, cy = rect.center
    for k in range(5):  # a swirl of broken rings: the railway in a muddle
        rr = w * (0.12 + 0.07 * k)
        arc = pygame.Rect(0, 0, rr * 2, rr * 2)
        arc.center = (cx, cy)
        start = k * 1.3
        pygame.draw.arc(surface, (128, 92, 150), arc, start, start + 4.2, max(1, w // 30))
    big = text.render(str(n), "title", max(8, int(w * 0.62)), CHAOS_INK)
    surface.blit(big, big.get_rect(center=(cx, cy)))
    label = "CHAOS"
    size = text.fit_size(label, "bold", max(6, int(w * 0.2)), int(w * 0.86), minimum=5)
    img = text.render(label, "bold", size, CHAOS_INK)
    surface.blit(img, img.get_rect(midbottom=(cx, rect.bottom - w * 0.08)))
    small = text.render(str(n), "bold", max(6, int(w * 0.24)), CHAOS_INK)
    surface.blit(small, small.get_rect(topleft=(rect.x + w * 0.1, rect.y + w * 0.06)))


@lru_cache(maxsize=256)
def card_image(card: str, width: int) -> pygame.Surface:
    """A card held upright (``width`` by twice that): a track card entering at the bottom, or a chaos card."""
    w = max(8, width)
    pad = max(2, w // 10)
    surf = pygame.Surface((w + 2 * pad, 2 * w + 2 * pad), pygame.SRCALPHA)
    if cards.is_chaos(card):
        paint_chaos(surf, pygame.Rect(pad, pad, w, 2 * w), card, lift=0)
    else:
        cells, h_in, h_out = geometry.hand_rail(card)
        paint_track(surf, card, cells, h_in, h_out, (pad, pad), w, lift=0)
    return surf


@lru_cache(maxsize=16)
def back_image(width: int) -> pygame.Surface:
    """A card's back: the same for every card, so a hidden hand shows only how many cards it holds."""
    w = max(8, width)
    pad = max(2, w // 10)
    surf = pygame.Surface((w + 2 * pad, 2 * w + 2 * pad), pygame.SRCALPHA)
    rect = pygame.Rect(pad, pad, w, 2 * w)
    drawing.card(surf, rect, radius=max(2, w // 9), fill=BACK_BODY, border=BACK_INK, lift=0, textured=False, border_width=max(1, w // 28))
    inner = rect.inflate(-w * 0.22, -w * 0.22)
    pygame.draw.rect(surf, BACK_INK, inner, max(1, w // 36), border_radius=max(2, w // 12))
    for k in range(1, 6):  # sleepers across the back, like a piece of track
        y = inner.y + inner.h * k / 6
        pygame.draw.line(surf, (70, 118, 98), (inner.x + w * 0.12, y), (inner.right - w * 0.12, y), max(1, w // 16))
    draw_locomotive(surf, rect.center, -math.pi / 2, w * 0.52)
    return surf


def blit_card(surface: pygame.Surface, card: str | None, center: Point, width: int, angle: float = 0.0) -> pygame.Rect:
    """A hand card (or its back when ``card`` is None) centred at ``center``, turned by ``angle`` degrees."""
    img = back_image(width) if card is None else card_image(card, width)
    flat = pygame.Rect(0, 0, width, 2 * width)
    flat.center = (round(center[0]), round(center[1]))
    if angle:
        img = pygame.transform.rotozoom(img, angle, 1.0)
        if abs(angle) % 180 > 45:  # lying across: its shadow too
            flat = pygame.Rect(0, 0, 2 * width, width)
            flat.center = (round(center[0]), round(center[1]))
    rect = img.get_rect(center=(round(center[0]), round(center[1])))
    drawing.shadow(surface, flat.inflate(-width // 8, -width // 8), max(2, width // 9), lift=max(2, width // 14), alpha=90)
    surface.blit(img, rect)
    return rect


@lru_cache(maxsize=32)
def _loco_sprite(length: int) -> pygame.Surface:
    """The locomotive seen from above, facing right (east), ``length`` pixels long."""
    L = max(12, length)
    W = max(6, int(L * 0.5))
    surf = pygame.Surface((L, W), pygame.SRCALPHA)
    body = pygame.Rect(int(L * 0.02), int(W * 0.12), int(L * 0.96), int(W * 0.76))
    pygame.draw.rect(surf, LOCO_BODY, body, border_radius=max(2, W // 6))
    cab = pygame.Rect(body.x, body.y, int(L * 0.3), body.h)
    pygame.draw.rect(surf, LOCO_TRIM, cab, border_radius=max(2, W // 6))
    pygame.draw.rect(surf, (250, 236, 200), cab.inflate(-cab.w * 0.45, -cab.h * 0.5), border_radius=max(1, W // 12))
    boiler = pygame.Rect(cab.right, body.y + body.h * 0.18, body.right - cab.right - L * 0.04, body.h * 0.64)
    pygame.draw.rect(surf, (70, 76, 88), boiler, border_radius=max(2, int(boiler.h // 2)))
    for k in (0.35, 0.6):
        x = boiler.x + boiler.w * k
        pygame.draw.line(surf, LOCO_BRASS, (x, boiler.top), (x, boiler.bottom), max(1, L // 30))
    chimney = (int(boiler.x + boiler.w * 0.82), body.centery)
    pygame.draw.circle(surf, (24, 24, 28), chimney, max(2, int(W * 0.2)))
    pygame.draw.circle(surf, (90, 90, 96), chimney, max(2, int(W * 0.2)), max(1, L // 40))
    lamp = (int(body.right - L * 0.03), body.centery)
    pygame.draw.circle(surf, LOCO_BRASS, lamp, max(2, int(W * 0.12)))
    return surf


def draw_locomotive(surface: pygame.Surface, center: Point, heading: float, length: float, tilt: float = 0.0, alpha: int = 255) -> pygame.Rect:
    """The locomotive at ``center`` facing ``heading`` (radians, screen axes), ``tilt`` radians off its rails."""
    img = _loco_sprite(max(12, int(length)))
    deg = -math.degrees(heading + tilt)
    rotated = pygame.transform.rotozoom(img, deg, 1.0)
    if alpha < 255:
        rotated.set_alpha(alpha)
    rect = rotated.get_rect(center=(round(center[0]), round(center[1])))
    drawing.shadow(surface, rect.inflate(-rect.w // 3, -rect.h // 3), max(2, int(length) // 8), lift=max(2, int(length) // 10), alpha=int(100 * alpha / 255))
    surface.blit(rotated, rect)
    return rect
