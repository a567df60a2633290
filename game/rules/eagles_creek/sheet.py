"""The course sheet as Eagle's Creek reads it: holes (tee side, flag, die label), terrain, lies.

A course for Eagle's Creek is one map holding the whole sheet. Each hole is a
``tee`` point object on the hex side where its first shot starts and a
``flag`` point object in the flag's cell; both carry the int property
``hole``, and the flag carries ``dice`` ("1" .. "6", or two values like "1,2").
An empty cell is off the sheet.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from game.hexgrid import Edge, Hex
from game.rules.course import CourseMap, ObjectKind, Problem, PropValue, Severity, Terrain
from game.rules.eagles_creek import data
from game.rules.eagles_creek.tables import Tables, tables_from_props


@dataclass(frozen=True)
class Hole:
    """One hole of the sheet."""

    number: int
    """Its number on the sheet (1-9 on Eagle's Creek)."""
    dice: tuple[int, ...]
    """The die values on its label: one value, or two for the holes that unlock."""
    tee: Edge
    """The hex side the first shot starts from (the middle of the tee line)."""
    flag: Hex
    """The flag's cell; a shot ends on the flag when it ends on one of this cell's sides."""
    name: str = ""
    """The flag object's name, if the designer gave one."""

    @property
    def two_dice(self) -> bool:
        """True for a hole labelled with two dice (opened by finishing a matching one-die hole)."""
        return len(self.dice) > 1


def _int_prop(value: PropValue | None) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().isdigit():
        return int(value.strip())
    return None


def parse_dice(value: PropValue | None) -> tuple[int, ...] | None:
    """A ``dice`` property ("4", "1,2" or the int 4) as sorted die values, or None if unreadable."""
    if isinstance(value, bool) or value is None:
        return None
    parts = [value] if isinstance(value, int) else [p.strip() for p in str(value).split(",")]
    values = []
    for p in parts:
        n = _int_prop(p)
        if n is None or not 1 <= n <= 6:
            return None
        values.append(n)
    if not 1 <= len(values) <= 2 or len(set(values)) != len(values):
        return None
    return tuple(sorted(values))


def read_holes(course: CourseMap) -> tuple[dict[int, Hole], list[Problem]]:
    """The holes of a course and every problem that keeps one from being played."""
    problems: list[Problem] = []
    flags: dict[int, tuple[Hex, tuple[int, ...], str]] = {}
    tees: dict[int, Edge] = {}
    flagged: dict[int, str] = {}
    """Every hole number some flag names, even a flag with a problem (so its tee is not called flagless)."""
    teed: dict[int, str] = {}
    for obj in course.objects:
        where = f"object {obj.id} {obj.name!r}" if obj.name else f"object {obj.id}"
        if obj.kind not in (ObjectKind.FLAG, ObjectKind.TEE):
            continue
        number = _int_prop(obj.props.get("hole"))
        if number is None or number < 1:
            problems.append(Problem(Severity.ERROR, f"the {obj.kind.value} needs an int property 'hole' (1 or more)", where, code="prop.missing:hole"))
            continue
        if obj.kind == ObjectKind.FLAG:
            first = number not in flagged
            flagged.setdefault(number, where)
            dice = parse_dice(obj.props.get("dice"))
            if dice is None:
                problems.append(
                    Problem(Severity.ERROR, "the flag needs a property 'dice': one die value like \"4\" or two like \"1,2\"", where, code="flag.dice")
                )
                continue
            if not first:
                problems.append(Problem(Severity.ERROR, f"hole {number} has two flags", where, code="flag.duplicate"))
                continue
            if not course.inside(obj.cell):
                problems.append(Problem(Severity.ERROR, f"the flag of hole {number} is off the sheet", where, code="object.off-course"))
                continue
            flags[number] = (obj.cell, dice, obj.name)
        else:
            first = number not in teed
            teed.setdefault(number, where)
            if obj.edge is None:
                problems.append(Problem(Severity.ERROR, f"the tee of hole {number} must be a point on a hex side", where, code="tee.point"))
                continue
            if not first:
                problems.append(Problem(Severity.ERROR, f"hole {number} has two tees", where, code="tee.duplicate"))
                continue
            if not any(course.terrain_at(h) not in (None, Terrain.WATER) for h in obj.edge.hexes()):
                problems.append(Problem(Severity.ERROR, f"the tee of hole {number} is not next to dry land on the sheet", where, code="tee.off-course"))
                continue
            tees[number] = obj.edge
    holes: dict[int, Hole] = {}
    for number in sorted(set(flagged) | set(teed)):
        if number not in flagged:
            problems.append(Problem(Severity.ERROR, f"hole {number} has a tee but no flag", teed[number], code="hole.flag-missing"))
        elif number not in teed:
            problems.append(Problem(Severity.ERROR, f"hole {number} has a flag but no tee", flagged[number], code="hole.tee-missing"))
        elif number in flags and number in tees:
            cell, dice, name = flags[number]
            holes[number] = Hole(number, dice, tees[number], cell, name)
    if not holes and not problems:
        problems.append(Problem(Severity.ERROR, "the sheet has no holes (flag and tee objects with a 'hole' property)", code="flag.missing"))
    for hole in holes.values():
        if hole.flag in hole.tee.hexes():
            problems.append(Problem(Severity.ERROR, f"the tee of hole {hole.number} touches its flag's cell", flagged[hole.number], code="hole.too-close"))
        if course.terrain_at(hole.flag) != Terrain.GREEN:
            problems.append(Problem(Severity.WARNING, f"the flag of hole {hole.number} is not on a green cell", flagged[hole.number], code="flag.not-green"))
    singles = {d for h in holes.values() if not h.two_dice for d in h.dice}
    for hole in holes.values():
        if hole.two_dice and not singles.intersection(hole.dice) and singles:
            problems.append(
                Problem(
                    Severity.WARNING,
                    f"hole {hole.number} ({','.join(map(str, hole.dice))}) has no one-die hole to open it; it is open from the start",
                    flagged[hole.number],
                    code="sheet.unlock",
                )
            )
    return holes, problems


@dataclass(frozen=True, eq=False)
class Sheet:
    """A course ready for play: its holes, tables and terrain (shared by every state of a game)."""

    course: CourseMap
    holes: dict[int, Hole]
    tables: Tables
    cache: dict[str, Any] = field(default_factory=dict, repr=False)
    """Scratch space for computer players' analyses of this sheet (never part of the rules)."""
    _side_lies: dict[Edge, str] = field(default_factory=dict, repr=False)

    @cached_property
    def course_json(self) -> dict[str, Any]:
        """The course as saves embed it (computed once; treat as read-only)."""
        return self.course.to_json()

    def terrain(self, h: Hex) -> Terrain | None:
        """The terrain of a cell, or None off the sheet."""
        return self.course.terrain.get(h)

    def lie(self, side: Edge, hole: Hole) -> str:
        """Where a ball on ``side`` lies: the tee on its hole's tee side, else the harder of the two cells."""
        if side == hole.tee:
            return "tee"
        lie = self._side_lies.get(side)
        if lie is None:
            lies = [data.TERRAIN_LIE[t] for t in map(self.terrain, side.hexes()) if t in data.TERRAIN_LIE]
            # "fairway" cannot be needed on a checked sheet: balls only rest next to dry land
            lie = max(lies, key=data.LIES.index) if lies else "fairway"
            self._side_lies[side] = lie
        return lie

    def on_flag(self, side: Edge, hole: Hole) -> bool:
        """True when a ball on ``side`` is on the flag: the side is one of the flag cell's six sides."""
        return hole.flag in side.hexes()


def make_sheet(course: CourseMap) -> tuple[Sheet | None, list[Problem]]:
    """The playable sheet of a course, or None and the problems that stop it."""
    holes, problems = read_holes(course)
    tables, table_problems = tables_from_props(course.props)
    problems.extend(table_problems)
    if any(p.severity == Severity.ERROR for p in problems):
        return None, problems
    return Sheet(course, holes, tables), problems


_SHEETS: OrderedDict[str, Sheet] = OrderedDict()
_LAST_SHEET: list[tuple[CourseMap | None, Sheet | None]] = [(None, None)]
"""The last course model asked for by identity, and its sheet."""


def sheet_for(course: CourseMap | None, course_json: dict[str, Any] | None = None) -> Sheet:
    """The playable sheet of a course (the same object for the same course, so analyses are shared).

    Give the course model, its JSON, or both. Raises ValueError naming the
    first problem when the course cannot be played.
    """
    if course_json is None:
        assert course is not None
        last_course, last_sheet = _LAST_SHEET[0]
        if last_course is course and last_sheet is not None:  # the same course object again (every new game on it): skip the JSON key
            return last_sheet
        made = sheet_for(course, course.to_json())
        _LAST_SHEET[0] = (course, made)
        return made
    key = json.dumps(course_json, sort_keys=True)
    known = _SHEETS.get(key)
    if known is not None:
        _SHEETS.move_to_end(key)
        return known
    if course is None:
        course = CourseMap.from_json(course_json)
    sheet, problems = make_sheet(course)
    if sheet is None:
        first = next(p for p in problems if p.severity == Severity.ERROR)
        raise ValueError(first.line_text(course.source))
    _SHEETS[key] = sheet
    while len(_SHEETS) > 8:
        _SHEETS.popitem(last=False)
    return sheet
