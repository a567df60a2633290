"""What keeps a map from being a Roll in One board or ready-made hole: the engine's own course checks.

The course loader (``game/courses``) makes the file-level checks; these are the ones only Roll in One
knows (a board is the 19-space hexagon, a tee board has one tee, a hole has a green and a par). The
board set (:mod:`.boards`) refuses a map on the first error found here.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from game.hexgrid import Hex
from game.rules.course import CourseMap, GameKind, ObjectKind, Problem, Severity, Terrain
from game.rules.rollinone import data

PLAYABLE_TERRAIN = frozenset({Terrain.FAIRWAY, Terrain.ROUGH, Terrain.SAND, Terrain.TREES, Terrain.WATER})
"""The terrain a Roll in One board plays."""
LOOKS_ONLY = frozenset({Terrain.GREEN, Terrain.TEE})
"""Terrain a board may carry for its looks (under its green or tee, say): it plays as fairway."""
BOARD_KINDS = ("tee", "course", "hole")
"""Values of the ``board`` map property."""
BOARD_SPACES = 3 * data.BOARD_RADIUS * (data.BOARD_RADIUS + 1) + 1
"""How many spaces a tee or course board has: the hexagon of radius ``BOARD_RADIUS`` (19)."""


def board_kind(course: CourseMap) -> str:
    """The ``board`` map property, lower-cased ('' when missing)."""
    return str(course.props.get("board", "")).strip().lower()


def centre_of(cells: Iterable[Hex]) -> Hex:
    """The space in the middle of a board's spaces."""
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
    refused: dict[Terrain, tuple[int, int]] = {}
    for h, t in course.terrain.items():
        if t not in PLAYABLE_TERRAIN and t not in LOOKS_ONLY:
            col, row = course.grid.stagger.to_offset(h)
            refused[t] = min(refused.get(t, (row, col)), (row, col))
    for t, (row, col) in sorted(refused.items()):
        error(f"terrain {t.value!r} is not used in Roll in One (fairway, rough, sand, trees, water; green and tee as looks)", f"cell {col},{row}", code="terrain.refused")
    tees = course.objects_of(ObjectKind.TEE)
    greens = course.objects_of(ObjectKind.GREEN)
    if kind in ("tee", "course"):
        centre = centre_of(course.terrain)
        if len(course.terrain) != BOARD_SPACES or any(h.distance(centre) > data.BOARD_RADIUS for h in course.terrain):
            error(f"a {kind} board must be the 19-space hexagon (3-4-5-4-3 spaces); this one has {len(course.terrain)} spaces", code="board.shape")
        if greens:
            error("boards carry no green: the designer places the green token", _where(greens[0]), code="green.unexpected")
    if kind == "course" and tees:
        error("only the tee board has a tee", _where(tees[0]), code="tee.unexpected")
    if kind in ("tee", "hole"):
        if len(tees) != 1:
            error(f"a {kind} map needs exactly one tee object, not {len(tees)}", _where(tees[1]) if tees else "", code="tee.extra" if tees else "tee.missing")
        elif tees[0].cell not in course.terrain:
            error("the tee is not on a space of the board", _where(tees[0]), code="object.off-course")
        elif course.terrain[tees[0].cell] == Terrain.WATER:
            error("the tee is in water", _where(tees[0]), code="tee.place")
    if kind == "hole":
        if not greens:
            error("a ready-made hole needs a green object", code="green.missing")
        for g in greens:
            if g.cell not in course.terrain:
                error("the green is not on a space of the hole", _where(g), code="object.off-course")
            elif course.terrain[g.cell] == Terrain.WATER:
                error("the green is in water", _where(g), code="green.place")
            elif tees and g.cell == tees[0].cell:
                error("the green is on the tee", _where(g), code="green.place")
        par = course.props.get("par")
        if not isinstance(par, int) or isinstance(par, bool) or not 1 <= par <= 12:
            code = "prop.missing:par" if par is None else "prop.range:par" if isinstance(par, int) and not isinstance(par, bool) else "prop.type:par"
            error(f"a ready-made hole needs an int map property 'par' from 1 to 12, not {par!r}", "map property", code=code)
    return problems


def _where(obj: Any) -> str:
    return f"object {obj.id} {obj.name!r}" if obj.name else f"object {obj.id}"
