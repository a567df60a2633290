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

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import Any, NamedTuple

from game.hexgrid import ORIGIN, Hex
from game.rules.course import CourseMap, GameKind, ObjectKind, Problem, Severity, Terrain
from game.rules.rollinone import data

PLAYABLE_TERRAIN = frozenset({Terrain.FAIRWAY, Terrain.ROUGH, Terrain.SAND, Terrain.TREES, Terrain.WATER})
"""The terrain a Roll in One board may carry."""
BOARD_KINDS = ("tee", "course", "hole")
"""Values of the ``board`` map property."""
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

    @property
    def tee_board(self) -> Board | None:
        """The first tee board, or None."""
        return next((b for b in self.boards if b.kind == "tee"), None)

    @property
    def course_boards(self) -> tuple[Board, ...]:
        """The course boards, in map order."""
        return tuple(b for b in self.boards if b.kind == "course")

    @property
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


def board_kind(course: CourseMap) -> str:
    """The ``board`` map property, lower-cased ('' when missing)."""
    return str(course.props.get("board", "")).strip().lower()


def _centre_of(cells: Iterable[Hex]) -> Hex:
    cells = list(cells)
    q = round(sum(h.q for h in cells) / len(cells))
    r = round(sum(h.r for h in cells) / len(cells))
    return Hex(q, r)


def validate_course(course: CourseMap) -> list[Problem]:
    """The Roll in One checks of one board or hole map (the course loader does the file-level ones)."""
    problems: list[Problem] = []

    def error(message: str, where: str = "", code: str = "") -> None:
        problems.append(Problem(Severity.ERROR, message, where, code))

    if course.game != GameKind.ROLLINONE:
        return [Problem(Severity.ERROR, f"this map is for {course.game.value}, not Roll in One")]
    kind = board_kind(course)
    if kind not in BOARD_KINDS:
        return [Problem(Severity.ERROR, f"map property 'board' must be tee, course or hole, not {kind or 'missing'!r}", code="board.kind")]
    if not course.terrain:
        return [Problem(Severity.ERROR, "the map has no spaces", code="cells.none")]
    for h, t in sorted(course.terrain.items()):
        if t not in PLAYABLE_TERRAIN:
            col, row = course.grid.stagger.to_offset(h)
            error(f"terrain {t.value!r} is not used in Roll in One (fairway, rough, sand, trees, water)", f"cell {col},{row}", code="terrain.unused")
            break
    tees = course.objects_of(ObjectKind.TEE)
    greens = course.objects_of(ObjectKind.GREEN)
    if kind in ("tee", "course"):
        centre = _centre_of(course.terrain)
        if len(course.terrain) != len(SHAPE) or any(h.distance(centre) > data.BOARD_RADIUS for h in course.terrain):
            error(f"a {kind} board must be the 19-space hexagon (3-4-5-4-3 spaces); this one has {len(course.terrain)} spaces")
        if greens:
            error("boards carry no green: the designer places the green token", _where(greens[0]), code="green.unexpected")
    if kind == "course" and tees:
        error("only the tee board has a tee", _where(tees[0]), code="tee.unexpected")
    if kind in ("tee", "hole"):
        if len(tees) != 1:
            error(f"a {kind} map needs exactly one tee object, not {len(tees)}", code="tee.missing")
        elif tees[0].cell not in course.terrain:
            error("the tee is not on a space of the board", _where(tees[0]))
        elif course.terrain[tees[0].cell] == Terrain.WATER:
            error("the tee is in water", _where(tees[0]))
    if kind == "hole":
        if not greens:
            error("a ready-made hole needs a green object", code="green.missing")
        for g in greens:
            if g.cell not in course.terrain:
                error("the green is not on a space of the hole", _where(g))
            elif course.terrain[g.cell] == Terrain.WATER:
                error("the green is in water", _where(g))
            elif tees and g.cell == tees[0].cell:
                error("the green is on the tee", _where(g))
        par = course.props.get("par")
        if not isinstance(par, int) or isinstance(par, bool) or not 1 <= par <= 12:
            error(f"a ready-made hole needs an int map property 'par' from 1 to 12, not {par!r}", code="prop.missing:par" if par is None else "prop.range:par")
    return problems


def _where(obj: Any) -> str:
    return f"object {obj.id} {obj.name!r}" if obj.name else f"object {obj.id}"


def board_from_course(index: int, course: CourseMap) -> Board:
    """The engine's view of one (valid) board or hole map."""
    kind = board_kind(course)
    tees = course.objects_of(ObjectKind.TEE)
    tee = tees[0].cell if tees else None
    if kind == "hole":
        greens = tuple(g.cell for g in course.objects_of(ObjectKind.GREEN))
        return Board(index, course.name, kind, dict(course.terrain), tee, greens, int(course.props.get("par", 0)))
    centre = _centre_of(course.terrain)
    cells = {h.sub(centre): t for h, t in course.terrain.items()}
    rotations = tuple({h.rotate(k): t for h, t in cells.items()} for k in range(6))
    return Board(index, course.name, kind, cells, tee.sub(centre) if tee else None, rotations=rotations)


def board_set(courses: Sequence[CourseMap]) -> BoardSet:
    """The board set of a game, checking every map; raises ValueError with the first problem."""
    for course in courses:
        for problem in validate_course(course):
            if problem.severity == Severity.ERROR:
                name = course.source or course.name
                raise ValueError(problem.line(name))
    boards = tuple(board_from_course(i, c) for i, c in enumerate(courses))
    return BoardSet(tuple(courses), boards)


def placed_cells(bs: BoardSet, p: Placement) -> dict[Hex, Terrain]:
    """The spaces a placement covers, with their terrain."""
    centre = p.centre
    return {h.add(centre): t for h, t in bs.boards[p.board].rotations[p.rotation % 6].items()}


@lru_cache(maxsize=512)
def layout_of(bs: BoardSet, placements: tuple[Placement, ...]) -> Layout:
    """The layout made by the tee board (first placement) and the course boards after it."""
    terrain: dict[Hex, Terrain] = {}
    board_at: dict[Hex, int] = {}
    for i, p in enumerate(placements):
        for h, t in placed_cells(bs, p).items():
            terrain[h] = t
            board_at[h] = i
    tee_board = bs.boards[placements[0].board]
    tee = (tee_board.tee or ORIGIN).rotate(placements[0].rotation).add(placements[0].centre)
    return Layout(terrain, tee, board_at)


@lru_cache(maxsize=64)
def hole_layout(bs: BoardSet, hole: int) -> Layout:
    """The layout of a ready-made hole."""
    b = bs.boards[hole]
    return Layout(dict(b.cells), b.tee or ORIGIN, {h: 0 for h in b.cells})


@lru_cache(maxsize=512)
def legal_placements(bs: BoardSet, placements: tuple[Placement, ...]) -> tuple[Placement, ...]:
    """Every placement of an unused course board that touches the layout along a seam without overlapping."""
    used = {p.board for p in placements}
    centres = [p.centre for p in placements]
    occupied = layout_of(bs, placements).terrain
    frontier = {n for h in occupied for n in h.neighbors() if n not in occupied}
    spots: set[Hex] = set()
    for c in centres:
        for h in c.ring(_SEAM):
            if h in spots or any(h.distance(o) < _SEAM for o in centres):
                continue
            if sum(1 for s in SHAPE if Hex(s.q + h.q, s.r + h.r) in frontier) >= data.MIN_CONTACT:
                spots.add(h)
    ordered = sorted(spots)
    out = [
        Placement(b.index, rot, h.q, h.r)
        for b in bs.course_boards
        if b.index not in used
        for rot in range(6)
        for h in ordered
    ]
    return tuple(out)


def green_spaces(layout: Layout, taken: Iterable[Hex] = ()) -> list[Hex]:
    """Spaces where a green token may go: any space but the tee, water or another green."""
    blocked = set(taken) | {layout.tee}
    return sorted(h for h, t in layout.terrain.items() if t != Terrain.WATER and h not in blocked)


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
