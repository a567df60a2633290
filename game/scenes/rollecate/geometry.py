"""Where things are on the card grid: rail paths, card rectangles, points along the railway.

Pure arithmetic in *grid units* (one square half a card long is 1.0; square
``(x, y)`` spans ``x..x+1`` and ``y..y+1``), so the railway view, the hand and
the rules pictures all draw the same rails. A rail enters a card in the middle
of a square side and leaves in the middle of another; curves are quarter
circles of radius one half, turning in the square where the rail turns.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from game.rules.rollecate import railway
from game.rules.rollecate.railway import Cell, RailCard

Point = tuple[float, float]
ARC_STEPS = 10
"""Points per quarter circle: smooth at any zoom the view allows."""


def center(cell: Cell) -> Point:
    """The middle of a square."""
    return (cell[0] + 0.5, cell[1] + 0.5)


def _add(p: Point, d: Sequence[float], k: float = 1.0) -> Point:
    return (p[0] + d[0] * k, p[1] + d[1] * k)


def _arc(start: Point, pivot: Point, end: Point) -> list[Point]:
    """Points of the quarter circle from ``start`` to ``end`` around ``pivot`` (the short way)."""
    a0 = math.atan2(start[1] - pivot[1], start[0] - pivot[0])
    a1 = math.atan2(end[1] - pivot[1], end[0] - pivot[0])
    delta = (a1 - a0 + math.pi) % math.tau - math.pi
    r = math.hypot(start[0] - pivot[0], start[1] - pivot[1])
    return [(pivot[0] + r * math.cos(a0 + delta * i / ARC_STEPS), pivot[1] + r * math.sin(a0 + delta * i / ARC_STEPS)) for i in range(ARC_STEPS + 1)]


def rail_path(cells: tuple[Cell, Cell], heading_in: int, heading_out: int) -> list[Point]:
    """The rail's centre line across a card, from where it enters to where it leaves."""
    c0, c1 = cells
    d_in, d_out = railway.DIRECTIONS[heading_in % 4], railway.DIRECTIONS[heading_out % 4]
    entry = _add(center(c0), d_in, -0.5)
    exit_ = _add(center(c1), d_out, 0.5)
    if heading_in % 4 == heading_out % 4:
        return [entry, exit_]
    if c1 == railway.step(c0, heading_in):  # short end first: straight on, then the turn in the far square
        border = _add(center(c0), d_in, 0.5)
        return [entry, *_arc(border, _add(border, d_out, 0.5), exit_)]
    # long side first: the turn at once, then straight through the side square
    middle = _add(center(c0), d_out, 0.5)
    return [*_arc(entry, _add(entry, d_out, 0.5), middle), exit_]


def path_of(rail: RailCard) -> list[Point]:
    """The rail path of a card lying in the railway."""
    return rail_path(rail.cells, rail.heading_in, rail.heading_out)


def card_box(cells: tuple[Cell, Cell]) -> tuple[float, float, float, float]:
    """(x, y, w, h) of the card covering two squares."""
    x0, y0 = min(c[0] for c in cells), min(c[1] for c in cells)
    x1, y1 = max(c[0] for c in cells) + 1, max(c[1] for c in cells) + 1
    return (float(x0), float(y0), float(x1 - x0), float(y1 - y0))


def along(path: Sequence[Point], t: float) -> tuple[Point, float]:
    """The point a share ``t`` (0..1) of the way along a path, and the heading there in radians."""
    lengths = [math.dist(a, b) for a, b in zip(path, path[1:])]
    total = sum(lengths) or 1.0
    goal = max(0.0, min(1.0, t)) * total
    for (a, b), seg in zip(zip(path, path[1:]), lengths):
        if goal <= seg or (a, b) == (path[-2], path[-1]):
            f = 0.0 if seg == 0 else min(1.0, goal / seg)
            return (a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f), math.atan2(b[1] - a[1], b[0] - a[0])
        goal -= seg
    return path[-1], 0.0


def loco_spot(rail: RailCard) -> tuple[Point, float]:
    """Where the locomotive stands on a card (its middle along the rail) and the way it faces."""
    return along(path_of(rail), 0.5)


def bounds(rails: Sequence[RailCard], extra: Sequence[Cell] = ()) -> tuple[float, float, float, float]:
    """(x, y, w, h) around every card and the extra squares (the square the next card goes on)."""
    cells = [c for r in rails for c in r.cells] + list(extra)
    if not cells:
        return (-1.0, -1.0, 3.0, 3.0)
    x0 = min(c[0] for c in cells)
    y0 = min(c[1] for c in cells)
    x1 = max(c[0] for c in cells) + 1
    y1 = max(c[1] for c in cells) + 1
    return (float(x0), float(y0), float(x1 - x0), float(y1 - y0))


def hand_rail(card: str) -> tuple[tuple[Cell, Cell], int, int]:
    """How a track card is shown upright in a hand: entering at the bottom short end, heading up."""
    turn = "straight" if card[1] == "S" else ("left" if card[1] == "L" else "right")
    laid = railway.placed(0, card, turn, ((0, 1), railway.NORTH))
    return laid.cells, laid.heading_in, laid.heading_out
