"""A course prepared for fast play: cells numbered, neighbours and obstacles in flat tables.

The stroke resolver and the computer player run many strokes, so they work
on small integers instead of :class:`~game.hexgrid.Hex` values. A
:class:`Board` is built once per course and shared by every state of a game.
"""

from __future__ import annotations

import json
from typing import Any

from game.hexgrid import Hex
from game.rules.carom.bounce import Response, chain_order, chain_responses, disc
from game.rules.course import CourseMap, ObjectKind, Terrain

# terrain codes
FAIRWAY, SAND, PUDDLE, ICE, WATER, DENSE = range(6)
TERRAIN_CODE: dict[Terrain, int] = {
    Terrain.FAIRWAY: FAIRWAY,
    Terrain.GREEN: FAIRWAY,
    Terrain.TEE: FAIRWAY,
    Terrain.SAND: SAND,
    Terrain.PUDDLE: PUDDLE,
    Terrain.ICE: ICE,
    Terrain.WATER: WATER,
    Terrain.DENSE_GRASS: DENSE,
}
"""Carom Golf's terrain; green and tee cells play as fairway."""
CAROM_TERRAIN = frozenset(TERRAIN_CODE)

# what stands on a cell
NOTHING, HOLE, MOLE_HOLE, MUSHROOM, BOUNCY = range(5)


class Board:
    """One course, as tables indexed by cell number."""

    def __init__(self, course: CourseMap) -> None:
        self.course = course
        self.cells: tuple[Hex, ...] = tuple(sorted(course.terrain))
        self.index: dict[Hex, int] = {h: i for i, h in enumerate(self.cells)}
        n = len(self.cells)
        self.terrain: list[int] = [TERRAIN_CODE.get(course.terrain[h], DENSE) for h in self.cells]
        self.neighbours: list[tuple[int, ...]] = [
            tuple(self.index.get(h.neighbor(d), -1) for d in range(6)) for h in self.cells
        ]
        self.thing: list[int] = [NOTHING] * n
        """What stands on each cell (NOTHING, HOLE, MOLE_HOLE, MUSHROOM or BOUNCY)."""
        self.bounce: list[tuple[Response | None, ...] | None] = [None] * n
        """For an obstacle cell: how a ball arriving in each direction bounces."""
        self.obstacle_kind: list[str] = [""] * n
        self.object_id: list[int] = [0] * n
        """The map object on each cell (mushrooms are knocked over by id)."""
        self.high: list[bool] = [False] * n
        """Stumps, rocks and mushrooms: a flying ball needs room to clear them."""
        self.hole = -1
        self.tee: tuple[int, ...] = ()
        for obj in course.objects:
            cells = [self.index[h] for h in obj.cells if h in self.index]
            if not cells:
                continue
            if obj.kind == ObjectKind.HOLE:
                self.hole = cells[0]
                self.thing[cells[0]] = HOLE
            elif obj.kind == ObjectKind.TEE:
                self.tee = tuple(sorted(cells, key=lambda i: self.cells[i]))
            elif obj.kind == ObjectKind.MOLE_HOLE:
                self.thing[cells[0]] = MOLE_HOLE
            elif obj.kind == ObjectKind.MUSHROOM:
                self._put(cells[0], MUSHROOM, obj.kind.value, obj.id, high=True)
            elif obj.kind in (ObjectKind.STUMP, ObjectKind.ROCK):
                self._put(cells[0], BOUNCY, obj.kind.value, obj.id, high=True)
                self.bounce[cells[0]] = disc()
            elif obj.kind == ObjectKind.FLAT_OBSTACLE:
                chain = chain_order([self.cells[i] for i in cells]) or [self.cells[i] for i in cells][:1]
                for k, h in enumerate(chain):
                    i = self.index[h]
                    self._put(i, BOUNCY, obj.kind.value, obj.id, high=False)
                    self.bounce[i] = chain_responses(chain, k)
        self.restable: list[bool] = [
            self.terrain[i] in (FAIRWAY, SAND, PUDDLE, ICE) and self.thing[i] == NOTHING for i in range(n)
        ]
        """A ball may come to rest here (ignoring other balls): playable ground with nothing on it."""
        self.mushroom_cell: dict[int, int] = {
            self.object_id[i]: i for i in range(n) if self.thing[i] == MUSHROOM
        }
        self.value_cache: dict[str, object] = {}
        """The computer player's per-course tables (built on first use)."""

    def _put(self, i: int, thing: int, kind: str, oid: int, *, high: bool) -> None:
        self.thing[i] = thing
        self.obstacle_kind[i] = kind
        self.object_id[i] = oid
        self.high[i] = high

    def cell(self, h: Hex) -> int:
        """The number of a course cell (-1 off the course)."""
        return self.index.get(h, -1)

    def hex(self, i: int) -> Hex:
        """The cell with number ``i``."""
        return self.cells[i]

    def blocks_direction(self, i: int, d: int) -> bool:
        """True when a ball on ``i`` rests against an obstacle in direction ``d`` (it may not be struck into it)."""
        j = self.neighbours[i][d]
        return j >= 0 and self.thing[j] == BOUNCY


_BY_ID: dict[int, tuple[CourseMap, Board]] = {}
_BY_TEXT: dict[str, tuple[CourseMap, Board]] = {}
CACHE_SIZE = 32
"""Boards kept for reuse, so a course's tables are built once however many games use it."""


def _remember(cache: dict[Any, tuple[CourseMap, Board]], key: Any, value: tuple[CourseMap, Board]) -> None:
    if len(cache) >= CACHE_SIZE:
        cache.pop(next(iter(cache)))  # the oldest
    cache[key] = value


def board_for(course: CourseMap) -> Board:
    """The prepared board of a course (shared by every game on the same course object)."""
    hit = _BY_ID.get(id(course))
    if hit is not None and hit[0] is course:
        return hit[1]
    board = Board(course)
    _remember(_BY_ID, id(course), (course, board))
    return board


def board_from_json(data: dict[str, Any]) -> Board:
    """The prepared board of a course saved with :meth:`CourseMap.to_json` (reused for equal saves)."""
    text = json.dumps(data, sort_keys=True)
    hit = _BY_TEXT.get(text)
    if hit is not None:
        return hit[1]
    course = CourseMap.from_json(data)
    board = board_for(course)
    _remember(_BY_TEXT, text, (course, board))
    return board
