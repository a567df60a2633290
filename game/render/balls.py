"""Balls on a hex board: the sprite a screen hands the board view, how balls sharing a cell spread out, drawing them."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

import pygame

from game.hexgrid import Hex
from game.render import pieces
from game.ui.theme import Color

Point = tuple[float, float]


@dataclass
class BallSprite:
    """A ball to draw: resting on a cell (spread out with others there) or anywhere in flight."""

    key: Hashable
    """Who it is (a seat); the animator uses it to move this ball."""
    color: Color
    label: str
    stripe: bool = False
    cell: Hex | None = None
    """The cell it rests on (None while it moves: then ``pos`` is used)."""
    pos: Point = (0.0, 0.0)
    """Ground position in map pixels while it moves."""
    height: float = 0.0
    """Height above the ground in cells (its shadow stays on the ground)."""
    alpha: int = 255
    scale: float = 1.0
    """1 normally; shrinks as the ball drops into a hole."""
    ring: Color | None = None
    """A highlight ring (the ball to play)."""


def spread(n: int) -> list[tuple[float, float, float]]:
    """Offsets (dx, dy, radius) in cell units for ``n`` balls sharing one cell, all visible."""
    if n <= 1:
        return [(0.0, 0.0, 0.34)]
    if n <= 6:
        r = (0.2, 0.19, 0.17, 0.16, 0.15)[n - 2]
        ring = (0.19, 0.2, 0.22, 0.24, 0.26)[n - 2]
        return [(math.cos(math.tau * i / n - math.pi / 2) * ring, math.sin(math.tau * i / n - math.pi / 2) * ring, r) for i in range(n)]
    out = [(0.0, 0.0, 0.11)]
    for i in range(n - 1):
        a = math.tau * i / (n - 1) - math.pi / 2
        out.append((math.cos(a) * 0.27, math.sin(a) * 0.27, 0.11))
    return out


def ball_places(
    sprites: Sequence[BallSprite], size: float, hex_center: Callable[[Hex], Point], to_screen: Callable[[float, float], Point]
) -> dict[Hashable, tuple[Point, float]]:
    """Where each ball is drawn: its screen centre (on the ground) and radius, on cells ``size`` pixels across."""
    by_cell: dict[Hex, list[BallSprite]] = {}
    for b in sprites:
        if b.cell is not None:
            by_cell.setdefault(b.cell, []).append(b)
    out: dict[Hashable, tuple[Point, float]] = {}
    for cell, group in by_cell.items():
        cx, cy = hex_center(cell)
        for b, (dx, dy, r) in zip(group, spread(len(group))):
            out[b.key] = ((cx + dx * size, cy + dy * size), r * size * b.scale)
    for b in sprites:
        if b.cell is None:
            out[b.key] = (to_screen(*b.pos), 0.34 * size * b.scale)
    return out


def draw_sprites(
    surface: pygame.Surface, clip_rect: pygame.Rect, sprites: Sequence[BallSprite], places: dict[Hashable, tuple[Point, float]], size: float
) -> None:
    """Draw balls at their ``places`` (resting ones spread on shared cells; moving ones lifted by their height), back to front."""
    clip = surface.get_clip()
    surface.set_clip(clip_rect)
    for b in sorted(sprites, key=lambda b: (b.height > 0, places[b.key][0][1])):
        (x, y), r = places[b.key]
        radius = max(2, round(r))
        if b.ring is not None:
            pygame.draw.circle(surface, b.ring, (x, y), radius * 1.35, max(2, round(radius * 0.18)))
        lift = b.height * size
        if b.alpha >= 255:
            pieces.draw_ball(surface, (x, y), radius, b.color, b.label, height=lift, stripe=b.stripe)
        else:
            tmp = pygame.Surface((radius * 6, radius * 6 + int(lift)), pygame.SRCALPHA)
            pieces.draw_ball(tmp, (radius * 3, radius * 3 + lift), radius, b.color, b.label, height=lift, stripe=b.stripe)
            tmp.set_alpha(b.alpha)
            surface.blit(tmp, (x - radius * 3, y - radius * 3 - lift))
    surface.set_clip(clip)
