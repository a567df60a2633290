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
    stack: int = 0
    """Place in a pile of balls on one cell, 0 at the bottom: a cell where any ball has a place above 0 draws its
    balls piled one on another rather than side by side (Roll in One's stacked balls)."""


STACK_STEP = 1.5
"""How far each ball of a pile sits above the one under it, in ball radii: enough that the ball on top leaves the
number spot of the one under it clear (the spot is half a radius across, see ``pieces.ball_image``)."""
STACK_SIDE = 0.35
"""How far each ball of a pile sits to the right of the one under it, in ball radii."""


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
        if len(group) > 1 and any(b.stack > 0 for b in group):  # a pile: each ball on the one under it
            r = 0.3 * size
            for b in group:
                out[b.key] = ((cx + b.stack * r * STACK_SIDE, cy - b.stack * r * STACK_STEP), r * b.scale)
            continue
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
    # back to front; a pile from the bottom ball up (the higher balls' places are above their cell)
    for b in sorted(sprites, key=lambda b: (b.height > 0, places[b.key][0][1] + b.stack * places[b.key][1] * STACK_STEP, b.stack)):
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


class PileOrder:
    """Which ball came last to a shared cell, remembered from frame to frame: it lies on top of the pile.

    :meth:`mark` gives the sprites of every shared cell (but those in
    ``side_by_side``, a tee where everyone starts) their places in a pile,
    the ball that arrived first at the bottom. Balls that have been there since
    the start (a game loaded) pile in the order they are listed.
    """

    def __init__(self) -> None:
        self.seen: dict[Hashable, Hex | None] = {}
        self.arrived: dict[Hashable, int] = {}
        self.tick = 0

    def mark(self, sprites: Sequence[BallSprite], side_by_side: Sequence[Hex] = ()) -> None:
        """Note where each ball is now and set ``stack`` on the sprites sharing a cell."""
        self.tick += 1
        for sp in sprites:
            if sp.key not in self.seen or self.seen[sp.key] != sp.cell:
                self.seen[sp.key] = sp.cell
                self.arrived[sp.key] = self.tick if sp.key in self.arrived else 0
        by_cell: dict[Hex, list[tuple[int, BallSprite]]] = {}
        for n, sp in enumerate(sprites):
            if sp.cell is not None and sp.cell not in side_by_side:
                by_cell.setdefault(sp.cell, []).append((n, sp))
        for group in by_cell.values():
            if len(group) < 2:
                continue
            for place, (_, sp) in enumerate(sorted(group, key=lambda g: (self.arrived.get(g[1].key, 0), g[0]))):
                sp.stack = place
