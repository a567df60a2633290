"""What a drawn path meets on the sheet: the edge of the page, trees, water, bunkers and rough.

The path is followed segment by segment (segment 1 is the first):

1. a segment in a hex off the sheet: the ball has left the page (the shot is
   taken again from the start, one stroke added);
2. a segment in a tree hex that is not elevated: the ball stops on the far
   side of that hex (the side the segment leaves by);
3. otherwise the last segment decides: in water the ball is lost (one stroke
   added, the ball is placed on the side where the path's final stretch of
   water began); across a bunker or rough hex it stops at the side where
   that segment began; anywhere else it rests on the last side.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.hexgrid import Edge, Hex
from game.rules.course import Terrain
from game.rules.eagles_creek import data
from game.rules.eagles_creek.sheet import Sheet

TREES, WATER_HEX, ROUGH, SAND = Terrain.TREES, Terrain.WATER, Terrain.ROUGH, Terrain.SAND
# (plain names: an Enum member looked up on its class costs a descriptor call, and these sit in per-segment loops)

REST = "rest"
STOPPED = "stopped"
TREE = "tree"
WATER = "water"
OFF_SHEET = "off_sheet"
RESULTS = (REST, STOPPED, TREE, WATER, OFF_SHEET)
"""Every way a shot can end."""


@dataclass(frozen=True)
class Flight:
    """Where a shot ended and why."""

    result: str
    """rest, stopped (bunker or rough), tree, water or off_sheet."""
    end: Edge
    """The side the ball lies on afterwards (the start side after leaving the sheet)."""
    flown: int
    """Segments of the drawn line that stay on the sheet (the rest are erased; none after leaving it)."""
    cell: Hex | None = None
    """The hex concerned: the tree, the water, the bunker or rough, the first hex off the sheet."""
    penalty: int = 0
    """Strokes added on top of the shot itself."""


def tree_segments(sheet: Sheet, cells: Sequence[Hex]) -> tuple[int, ...]:
    """Numbers (1 = first) of the segments crossing a tree hex, up to where the path leaves the sheet."""
    out = []
    for i, cell in enumerate(cells, 1):
        t = sheet.terrain(cell)
        if t is None:
            break
        if t == TREES:
            out.append(i)
    return tuple(out)


def fly(sheet: Sheet, start: Edge, cells: Sequence[Hex], exits: Sequence[Edge], elevated: frozenset[int]) -> Flight:
    """Follow the path (the hexes crossed and each segment's exit side) with these segments elevated."""
    for i, cell in enumerate(cells, 1):
        t = sheet.terrain(cell)
        if t is None:
            return Flight(OFF_SHEET, start, 0, cell, data.OFF_SHEET_PENALTY)
        if t == TREES and i not in elevated:
            return Flight(TREE, exits[i - 1], i, cell)
    n = len(cells)
    last = cells[-1]
    t = sheet.terrain(last)
    if t == WATER_HEX:
        first_wet = n
        while first_wet > 1 and sheet.terrain(cells[first_wet - 2]) == WATER_HEX:
            first_wet -= 1
        drop = start if first_wet == 1 else exits[first_wet - 2]
        return Flight(WATER, drop, n, last, data.WATER_PENALTY)
    if t in (ROUGH, SAND):
        return Flight(STOPPED, start if n == 1 else exits[n - 2], n - 1, last)
    return Flight(REST, exits[-1], n)
