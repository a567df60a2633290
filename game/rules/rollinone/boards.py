"""Course boards: reading them from course maps, placing them, and the hole layout they make.

Every tee and course board is a 19-space hexagon (radius 2 around its centre
space). A placement puts a board's centre on a space of the table, turned by
a multiple of 60°. Placements may not overlap and must touch the layout along
a seam of at least :data:`~game.rules.rollinone.data.MIN_CONTACT` spaces, so a
new board's centre is always exactly five steps from some placed centre: that
keeps the list of legal placements short and quick to build.

A ready-made hole is one map holding the whole layout, its tee, its green(s)
and its par; it is played as drawn.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from operator import itemgetter
from types import MappingProxyType
from typing import Any, NamedTuple

from game.hexgrid import ORIGIN, Hex
from game.rules.course import CourseMap, ObjectKind, Severity, Terrain
from game.rules.rollinone import data
from game.rules.rollinone.validate import LOOKS_ONLY, board_kind, centre_of, validate_course

SHAPE: tuple[Hex, ...] = tuple(ORIGIN.spiral(data.BOARD_RADIUS))
"""The spaces of a board around its centre."""
_SEAM = 2 * data.BOARD_RADIUS + 1


@dataclass(frozen=True, eq=False)
class Board:
    """One board (tee or course) or one ready-made hole, as the engine uses it."""

    index: int
    """Position in the board set (actions name boards by it)."""
    name: str
    """The map's name."""
    kind: str
    """tee, course or hole."""
    cells: Mapping[Hex, Terrain]
    """Terrain by space: relative to the centre for tee and course boards, as drawn for holes."""
    tee: Hex | None = None
    """Where balls start (relative to the centre on the tee board)."""
    greens: tuple[Hex, ...] = ()
    """Ready-made holes: the green token(s)."""
    par: int = 0
    """Ready-made holes: the par."""
    rotations: tuple[Mapping[Hex, Terrain], ...] = field(default=(), repr=False)
    """Tee and course boards: ``cells`` turned by 0..5 × 60°."""


class Placement(NamedTuple):
    """A board put on the table: which board, turned how far, centred where."""

    board: int
    rotation: int
    q: int
    r: int

    @property
    def centre(self) -> Hex:
        """The space under the board's centre."""
        return Hex(self.q, self.r)


@dataclass(frozen=True, eq=False)
class BoardSet:
    """Everything the game was given: the tee board, the course boards and the ready-made holes."""

    maps: tuple[CourseMap, ...]
    """The course maps, as given (saved with the game)."""
    boards: tuple[Board, ...]
    """One per map, same order."""

    @cached_property
    def maps_json(self) -> list[dict[str, Any]]:
        """The maps as JSON, made once (saves embed them; treat it as read-only)."""
        return [c.to_json() for c in self.maps]

    @cached_property
    def tee_board(self) -> Board | None:
        """The first tee board, or None."""
        return next((b for b in self.boards if b.kind == "tee"), None)

    @cached_property
    def course_boards(self) -> tuple[Board, ...]:
        """The course boards, in map order."""
        return tuple(b for b in self.boards if b.kind == "course")

    @cached_property
    def holes(self) -> tuple[Board, ...]:
        """The ready-made holes, in map order."""
        return tuple(b for b in self.boards if b.kind == "hole")


@dataclass(frozen=True, eq=False)
class Layout:
    """The hole on the table: terrain by space (everything else is out of bounds)."""

    terrain: Mapping[Hex, Terrain]
    tee: Hex
    board_at: Mapping[Hex, int] = field(default_factory=dict)
    """Which placed board (index into the placements) each space belongs to."""

    def inside(self, h: Hex) -> bool:
        """True when ``h`` is a space on the boards."""
        return h in self.terrain

    def at(self, h: Hex) -> Terrain | None:
        """Terrain of ``h``, or None out of bounds."""
        return self.terrain.get(h)


def board_from_course(index: int, course: CourseMap) -> Board:
    """The engine's view of one (valid) board or hole map."""
    kind = board_kind(course)
    tees = course.objects_of(ObjectKind.TEE)
    tee = tees[0].cell if tees else None
    terrain = {h: Terrain.FAIRWAY if t in LOOKS_ONLY else t for h, t in course.terrain.items()}
    if kind == "hole":
        greens = tuple(g.cell for g in course.objects_of(ObjectKind.GREEN))
        return Board(index, course.name, kind, terrain, tee, greens, int(course.props.get("par", 0)))
    centre = centre_of(terrain)
    cells = {h.sub(centre): t for h, t in terrain.items()}
    rotations = tuple({h.rotate(k): t for h, t in cells.items()} for k in range(6))
    return Board(index, course.name, kind, cells, tee.sub(centre) if tee else None, rotations=rotations)


_RECENT_SETS: list[BoardSet] = []
"""The last few board sets made, so that games on the same maps share one (and its caches)."""


def board_set(courses: Sequence[CourseMap]) -> BoardSet:
    """The board set of a game, checking every map; raises ValueError with the first problem.

    The maps are immutable values, so the same map objects give the same board
    set: it is made (and every map checked) once, not once per game.
    """
    courses = tuple(courses)
    for known in _RECENT_SETS:
        if len(known.maps) == len(courses) and all(a is b for a, b in zip(known.maps, courses)):
            return known
    bs = _new_board_set(courses)
    _RECENT_SETS.insert(0, bs)
    del _RECENT_SETS[4:]
    return bs


def _new_board_set(courses: tuple[CourseMap, ...]) -> BoardSet:
    for course in courses:
        for problem in validate_course(course):
            if problem.severity == Severity.ERROR:
                name = course.source or course.name
                raise ValueError(problem.line_text(name))
    boards = tuple(board_from_course(i, c) for i, c in enumerate(courses))
    return BoardSet(tuple(courses), boards)


@lru_cache(maxsize=4096)
def placed_cells(bs: BoardSet, p: Placement) -> Mapping[Hex, Terrain]:
    """The spaces a placement covers, with their terrain (read-only: made once per placement and shared)."""
    q, r = p.q, p.r
    make = tuple.__new__  # Hex(q, r) without the named tuple's Python-level __new__
    cells = {make(Hex, (hq + q, hr + r)): t for (hq, hr), t in bs.boards[p.board].rotations[p.rotation % 6].items()}
    return MappingProxyType(cells)


@lru_cache(maxsize=512)
def layout_of(bs: BoardSet, placements: tuple[Placement, ...]) -> Layout:
    """The layout made by the tee board (first placement) and the course boards after it.

    Built on the layout before the last board (boards never overlap), so a
    growing layout costs one board's spaces per board placed.
    """
    last = len(placements) - 1
    cells = placed_cells(bs, placements[last])
    if last == 0:
        first = placements[0]
        tee = (bs.boards[first.board].tee or ORIGIN).rotate(first.rotation).add(first.centre)
        return Layout(dict(cells), tee, dict.fromkeys(cells, 0))
    before = layout_of(bs, placements[:-1])
    # merged in C, as the loop setting each space did (a space already there keeps its place, takes the new value)
    terrain = {**before.terrain, **cells}
    board_at = {**before.board_at, **dict.fromkeys(cells, last)}
    return Layout(terrain, before.tee, board_at)


@lru_cache(maxsize=64)
def hole_layout(bs: BoardSet, hole: int) -> Layout:
    """The layout of a ready-made hole."""
    b = bs.boards[hole]
    return Layout(dict(b.cells), b.tee or ORIGIN, {h: 0 for h in b.cells})


def _contact_mask(offset: Hex) -> int:
    """Spaces of a board centred at ``offset`` that touch a board centred at the origin (a bit per SHAPE index)."""
    mask = 0
    for i, s in enumerate(SHAPE):
        if s.add(offset).length() == data.BOARD_RADIUS + 1:  # just outside the origin board: on its seam
            mask |= 1 << i
    return mask


_CONTACT: dict[tuple[int, int], int] = {h: _contact_mask(h) for h in ORIGIN.ring(_SEAM)}
"""Seam spaces of a board ``_SEAM`` steps from another, by the offset between their centres.

Two boards touch only when their centres are exactly ``_SEAM`` steps apart
(closer, they overlap; further, there is a gap), so a candidate's contact with
the layout is the union of these masks over the centres at that distance."""


_RING = tuple(ORIGIN.ring(_SEAM))
_RING_CONTACT = tuple((h.q, h.r, _CONTACT[(h.q, h.r)]) for h in _RING)
"""Each offset of the ring with its seam mask (a board there touches the board at the centre)."""

_NEAR: dict[tuple[int, int], int] = {**{(h.q, h.r): -1 for h in ORIGIN.spiral(_SEAM - 1)}, **_CONTACT}
"""By the offset between two centres (as a plain pair, equal to its Hex): -1 when boards there would overlap,
else the contact mask when they touch; an offset not in it is too far to matter. One lookup in place of
working out the distance for every pair of centres."""


@lru_cache(maxsize=4096)
def _spots(centres: tuple[Hex, ...]) -> frozenset[Hex]:
    """Where a course board's centre may go next to boards centred at ``centres`` (built up board by board).

    Adding a board only removes the spots it overlaps (closer than ``_SEAM`` to
    its centre) and may add spots on its own ring: a spot elsewhere keeps its
    contact and a non-spot elsewhere cannot gain any. So the spots of a layout
    are those of the layout before its last board, updated around that board.
    """
    nq, nr = centres[-1]
    near = _NEAR
    earlier = centres[:-1]
    spots: set[Hex] = set()
    if earlier:
        for h in _spots(earlier):
            hq, hr = h
            if near.get((hq - nq, hr - nr), 0) >= 0:  # not overlapping the new board
                spots.add(h)
    make = tuple.__new__  # Hex(q, r) without the named tuple's Python-level __new__
    for rq, rr, own in _RING_CONTACT:
        hq, hr = nq + rq, nr + rr
        if (hq, hr) in spots:
            continue
        mask = own  # the seam with the new board (the ring is just clear of it)
        for oq, or_ in earlier:
            m = near.get((hq - oq, hr - or_), 0)
            if m < 0:
                break
            mask |= m
        else:
            if mask.bit_count() >= data.MIN_CONTACT:
                spots.add(make(Hex, (hq, hr)))
    return frozenset(spots)


@lru_cache(maxsize=256)  # asked several times per design step (count, index, check): the centres are made once
def placement_spots(placements: tuple[Placement, ...]) -> frozenset[Hex]:
    """Where the next course board's centre may go (any unused board, any rotation)."""
    return _spots(tuple(Hex(p.q, p.r) for p in placements))


def placement_allowed(bs: BoardSet, placements: tuple[Placement, ...], p: Placement) -> bool:
    """True when ``p`` is one of :func:`legal_placements` (cheap: for a placement preview under the pointer)."""
    board, rotation, q, r = p
    if not 0 <= rotation < 6 or not 0 <= board < len(bs.boards) or bs.boards[board].kind != "course":
        return False
    if any(other.board == board for other in placements):
        return False
    return Hex(q, r) in placement_spots(placements)


class _PlacementTable:
    """Every placement met so far for one board set, made once: a column per course board and rotation, a row per centre."""

    def __init__(self, bs: BoardSet) -> None:
        self.keys = [(b.index, rot) for b in bs.course_boards for rot in range(6)]
        self.columns: list[list[Placement]] = [[] for _ in self.keys]
        self.row_of: dict[Hex, int] = {}
        self.lock = threading.Lock()  # computer players think on a worker thread while the screen lists moves

    def rows(self, centres: list[Hex]) -> list[int]:
        """The row of each centre, adding rows for centres not met before."""
        row_of = self.row_of
        if any(h not in row_of for h in centres):
            make = tuple.__new__  # a named tuple's own constructor is a Python call; this is the same value
            with self.lock:
                for h in centres:
                    if h not in row_of:
                        for (board, rot), column in zip(self.keys, self.columns):
                            column.append(make(Placement, (board, rot, h.q, h.r)))
                        row_of[h] = len(row_of)  # last: a reader never sees a row before its placements
        return [row_of[h] for h in centres]


@lru_cache(maxsize=8)
def _placement_table(bs: BoardSet) -> _PlacementTable:
    return _PlacementTable(bs)


@lru_cache(maxsize=64)
def legal_placements(bs: BoardSet, placements: tuple[Placement, ...]) -> tuple[Placement, ...]:
    """Every placement of an unused course board that touches the layout along a seam without overlapping.

    In order: course boards in map order, then rotations 0..5, then centres in
    (q, r) order. The placement values are made once per board set and reused.
    """
    used = {p.board for p in placements}
    table = _placement_table(bs)
    rows = table.rows(sorted(placement_spots(placements)))
    if not rows:
        return ()
    pick = itemgetter(*rows) if len(rows) > 1 else lambda column: (column[rows[0]],)
    out: list[Placement] = []
    for (board, _), column in zip(table.keys, table.columns):
        if board not in used:
            out.extend(pick(column))
    return tuple(out)


def green_spaces(layout: Layout, taken: Iterable[Hex] = ()) -> list[Hex]:
    """Spaces where a green token may go: any space but the tee, water or another green."""
    blocked = set(taken) | {layout.tee}
    return sorted(h for h, t in layout.terrain.items() if t != Terrain.WATER and h not in blocked)


@lru_cache(maxsize=512)
def layout_green_spaces(bs: BoardSet, placements: tuple[Placement, ...]) -> tuple[Hex, ...]:
    """:func:`green_spaces` of :func:`layout_of` (no green down yet), built on the layout before the last board.

    The new board's dry spaces are merged into the earlier layout's (sorting a
    sorted run with a board's spaces after it is nearly one merge), so a growing
    layout costs about one board's spaces.
    """
    layout = layout_of(bs, placements)
    if len(placements) > 1:
        before = layout_of(bs, placements[:-1])
        cells = placed_cells(bs, placements[-1])
        if before.tee == layout.tee and before.terrain.keys().isdisjoint(cells):  # boards never overlap; else afresh
            tee, water = layout.tee, Terrain.WATER
            new = [h for h, t in cells.items() if t != water and h != tee]
            return tuple(sorted(layout_green_spaces(bs, placements[:-1]) + tuple(new)))
    return tuple(green_spaces(layout))


def courses_from(course: Any) -> tuple[CourseMap, ...]:
    """Normalise what ``new_state`` was given (one map or several) to a tuple of maps."""
    if isinstance(course, CourseMap):
        return (course,)
    if isinstance(course, (tuple, list)) and all(isinstance(c, CourseMap) for c in course):
        return tuple(course)
    raise ValueError("Roll in One needs its course boards: a board map, a ready-made hole or a folder of them")


def course_maps_to_json(bs: BoardSet) -> list[dict[str, Any]]:
    """The board set as JSON (saves embed it)."""
    return bs.maps_json


def course_maps_from_json(items: Any) -> tuple[CourseMap, ...]:
    """Inverse of :func:`course_maps_to_json`."""
    return tuple(CourseMap.from_json(d) for d in items)
