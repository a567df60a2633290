"""Shot lines as a pen draws them: side to side through each hex, with a slight hand-drawn wobble.

Geometry is in map pixels (Tiled's space); :class:`game.render.boardview.BoardView`
turns it into screen pixels. Each segment is a quadratic curve from the
midpoint of the side it enters by to the midpoint of the side it leaves by,
bent through (near) the hex centre: a straight segment stays straight, a bend
is a gentle arc and a curl a tight hook, like the rulebook's pictures.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.hexgrid import Edge, Hex
from game.render import seat_inks
from game.render.boardview import BoardView
from game.render.hexlayout import TiledHexLayout
from game.rules.eagles_creek.shape import trace

Point = tuple[float, float]

SAMPLES = 9
"""Points per segment curve."""
WOBBLE = 0.05
"""How far (in cell sizes) a hand pulls the curve's middle off the centre."""


def _wobble(cell: Hex, index: int, salt: int) -> tuple[float, float]:
    """A small, stable offset for one segment (the same every frame, different per shot)."""
    h = (cell.q * 92821 + cell.r * 68917 + index * 7919 + salt * 104729) & 0xFFFF
    a = (h & 0xFF) / 255 * math.tau
    r = ((h >> 8) & 0xFF) / 255
    return math.cos(a) * r, math.sin(a) * r


def segment_points(layout: TiledHexLayout, cell: Hex, entry: Edge, exit_: Edge, index: int = 0, salt: int = 0) -> list[Point]:
    """The curve of one segment across ``cell`` from side ``entry`` to side ``exit_`` (map pixels)."""
    a = layout.edge_midpoint(entry)
    b = layout.edge_midpoint(exit_)
    cx, cy = layout.center(cell)
    size = min(layout.tile_width, layout.tile_height)
    wx, wy = _wobble(cell, index, salt)
    c = (cx + wx * WOBBLE * size, cy + wy * WOBBLE * size)
    out = []
    for k in range(SAMPLES):
        t = k / (SAMPLES - 1)
        u = 1 - t
        out.append((u * u * a[0] + 2 * u * t * c[0] + t * t * b[0], u * u * a[1] + 2 * u * t * c[1] + t * t * b[1]))
    return out


def path_points(layout: TiledHexLayout, start: Edge, exits: Sequence[Edge], upto: int | None = None, salt: int = 0) -> list[Point]:
    """The whole line (its first ``upto`` segments) from ``start`` through the sides ``exits``."""
    if not exits:
        return []
    cells = trace(start, exits).cells
    n = len(exits) if upto is None else max(0, min(upto, len(exits)))
    out: list[Point] = []
    entry = start
    for i in range(n):
        pts = segment_points(layout, cells[i], entry, exits[i], i, salt)
        out.extend(pts if not out else pts[1:])
        entry = exits[i]
    return out


def segment_cells(start: Edge, exits: Sequence[Edge]) -> tuple[Hex, ...]:
    """The hex each segment crosses."""
    return trace(start, exits).cells if exits else ()


def to_screen(view: BoardView, points: Sequence[Point]) -> list[Point]:
    """Map points on screen."""
    return [view.to_screen(x, y) for x, y in points]


def line_width(view: BoardView) -> float:
    """A pen line's width at the current zoom."""
    return max(2.0, view.cell_size * 0.075)


def draw_line(surface: pygame.Surface, view: BoardView, points: Sequence[Point], ink: int, alpha: int = 255) -> None:
    """A line in ink ``ink`` on the sheet (clipped to the view)."""
    if len(points) < 2:
        return
    clip = surface.get_clip()
    surface.set_clip(view.rect)
    seat_inks.draw_path(surface, to_screen(view, points), ink, line_width(view), alpha=alpha)
    surface.set_clip(clip)


def draw_rest_mark(surface: pygame.Surface, view: BoardView, side: Edge, ink: int, number: str = "") -> None:
    """The short stroke along a hex side where the ball lies (the next shot's start), with the seat number."""
    a, b = view.layout.edge_endpoints(side)
    (ax, ay), (bx, by) = view.to_screen(*a), view.to_screen(*b)
    # a stroke along the middle 70 % of the side
    p = (ax + (bx - ax) * 0.15, ay + (by - ay) * 0.15)
    q = (ax + (bx - ax) * 0.85, ay + (by - ay) * 0.85)
    w = line_width(view) * 1.3
    clip = surface.get_clip()
    surface.set_clip(view.rect)
    seat_inks.draw_path(surface, [p, q], ink, w)
    pygame.draw.line(surface, seat_inks.ink(ink).color, p, q, max(2, round(w)))
    if number:
        # the seat's number just past the end of the stroke, along the side
        r = max(5, round(view.cell_size * 0.12))
        d = math.hypot(bx - ax, by - ay) or 1
        seat_inks.badge(surface, (q[0] + (bx - ax) / d * r * 1.3, q[1] + (by - ay) / d * r * 1.3), r, ink, number)
    surface.set_clip(clip)


def draw_cross(surface: pygame.Surface, view: BoardView, at: Point, ink: int, k: int = 0) -> None:
    """A small pen cross for an added stroke (the ``k``-th one at this place sits beside the others)."""
    sx, sy = view.to_screen(*at)
    r = max(4.0, view.cell_size * 0.09)
    sx += k * r * 2.4
    w = max(2, round(line_width(view) * 0.8))
    color = seat_inks.ink(ink).color
    for dx in (-1, 1):
        pygame.draw.line(surface, seat_inks.ink(ink).casing, (sx - r, sy - dx * r), (sx + r, sy + dx * r), w + 2)
    for dx in (-1, 1):
        pygame.draw.line(surface, color, (sx - r, sy - dx * r), (sx + r, sy + dx * r), w)


def draw_dot(surface: pygame.Surface, view: BoardView, at: Point, ink: int) -> None:
    """The dot a player draws where the next shot restarts (after water)."""
    sx, sy = view.to_screen(*at)
    r = max(4.0, view.cell_size * 0.1)
    pygame.draw.circle(surface, seat_inks.ink(ink).casing, (sx, sy), r + 2)
    pygame.draw.circle(surface, seat_inks.ink(ink).color, (sx, sy), r)
