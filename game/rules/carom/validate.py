"""What a Carom Golf course needs beyond a well-formed map (the file checks live in ``game.courses``).

A problem the course checker also finds has its code and its words (``game.courses.validate``), so
``rollinone check`` and the game's own refusal read the same whichever finds it first.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.hexgrid import Hex
from game.rules.carom import data
from game.rules.carom.board import CAROM_TERRAIN, DENSE, TERRAIN_CODE, WATER, Board
from game.rules.carom.bounce import bends, chain_order, infer_shape
from game.rules.course import CourseMap, CourseObject, ObjectKind, Problem, Severity, Terrain, cell_place, object_place, tiled_cell

SHAPES = ("bar", "round", "arc")
"""Values of a flat obstacle's ``shape`` property (missing: worked out from its hexes)."""

SINGLE_CELL = (ObjectKind.HOLE, ObjectKind.MOLE_HOLE, ObjectKind.STUMP, ObjectKind.ROCK, ObjectKind.MUSHROOM)

TITLE = "Carom Golf"


def validate_course(course: CourseMap) -> list[Problem]:
    """Problems that stop (errors) or spoil (warnings) a Carom Golf course."""
    problems: list[Problem] = []
    problems += _terrain_problems(course)
    tees = course.objects_of(ObjectKind.TEE)
    holes = course.objects_of(ObjectKind.HOLE)
    if not tees:
        problems.append(Problem.error("the course has no tee", code="tee.missing"))
    elif len(tees) > 1:
        problems.append(Problem.error(f"the course has {len(tees)} tees; {TITLE} has one", object_place(tees[1]), code="tee.extra"))
    if not holes:
        problems.append(Problem.error("the course has no hole", code="hole.missing"))
    elif len(holes) > 1:
        problems.append(Problem.error(f"the course has {len(holes)} holes; {TITLE} has one", object_place(holes[1]), code="hole.extra"))
    for tee in tees[:1]:
        problems += _tee_problems(course, tee)
    owner: dict[Hex, CourseObject] = {}
    for o in course.objects:
        if o.kind in (ObjectKind.FLAG, ObjectKind.GREEN):
            problems.append(Problem.warning(f"{o.kind.value} objects are not part of {TITLE}; it is ignored", object_place(o), code="object.unused"))
            continue
        outside = [h for h in o.cells if not course.inside(h)]
        if outside:
            problems.append(Problem.error(f"stands off the course ({cell_place(course, outside[0])} has no terrain)", object_place(o), "object.off-course", cell=tiled_cell(course, outside[0])))
            continue
        if o.kind in SINGLE_CELL and len(o.cells) != 1:
            problems.append(Problem.error(f"a {o.kind.value} stands on one cell, but this one covers {len(o.cells)}", object_place(o), code="object.size"))
            continue
        if o.kind == ObjectKind.FLAT_OBSTACLE:
            problems += _flat_problems(o)
        if o.kind != ObjectKind.TEE:
            for h in o.cells:
                code = TERRAIN_CODE.get(course.terrain[h])
                if code in (WATER, DENSE):
                    problems.append(Problem.error(f"a {o.kind.value} cannot stand in {course.terrain[h].value} ({cell_place(course, h)})", object_place(o), "object.in-water", cell=tiled_cell(course, h)))
                    break
        # one piece per cell, the tee's six included: said of the later piece in the map, as the course checker says it
        for h in dict.fromkeys(o.cells):
            first = owner.get(h)
            if first is not None and first.id != o.id:
                problems.append(Problem.error(f"shares {cell_place(course, h)} with {first.kind.value} {object_place(first)}", object_place(o), "object.shared-cell", cell=tiled_cell(course, h)))
                break
            owner[h] = o
    par = course.props.get("par")
    if par is not None and (isinstance(par, bool) or not isinstance(par, int)):
        problems.append(Problem.warning(f"property 'par' must be an int (a whole number), not {par!r}", "map property", "prop.type:par"))
    elif isinstance(par, int) and par < 1:
        problems.append(Problem.warning(f"property 'par' is {par}; it must be at least 1", "map property", "prop.range:par"))
    return problems


def _terrain_problems(course: CourseMap) -> list[Problem]:
    """One error per terrain Carom Golf cannot play, at its first cell in Tiled's row order."""
    first: dict[Terrain, tuple[tuple[int, int], Hex]] = {}
    count: dict[Terrain, int] = {}
    for h, t in course.terrain.items():
        if t not in CAROM_TERRAIN:
            col, row = tiled_cell(course, h)
            count[t] = count.get(t, 0) + 1
            if t not in first or (row, col) < first[t][0]:
                first[t] = ((row, col), h)
    return [
        Problem.error(
            f"{t.value} terrain ({count[t]} cell{'s' if count[t] != 1 else ''}, the first here) has no rule in {TITLE}, which cannot play it",
            cell_place(course, h),
            code="terrain.refused",
        )
        for t, (_, h) in sorted(first.items())
    ]


def _tee_problems(course: CourseMap, tee: CourseObject) -> list[Problem]:
    problems = []
    if len(set(tee.cells)) != data.TEE_CELLS:
        problems.append(Problem.error(f"the tee covers {len(set(tee.cells))} cells; it must cover exactly {data.TEE_CELLS}", object_place(tee), code="tee.size"))
    off = [h for h in tee.cells if course.terrain.get(h) is None]
    if off:
        problems.append(Problem.error(f"stands off the course ({cell_place(course, off[0])} has no terrain)", object_place(tee), "object.off-course", cell=tiled_cell(course, off[0])))
    wet = [h for h in tee.cells if (t := course.terrain.get(h)) is not None and TERRAIN_CODE.get(t) in (WATER, DENSE)]
    if wet:
        first = course.terrain[wet[0]].value
        many = f"{len(wet)} tee cells are" if len(wet) > 1 else "a tee cell is"
        problems.append(Problem.error(f"{many} water or dense grass (the first, {cell_place(course, wet[0])}, {first}); a ball cannot lie there", object_place(tee), "tee.water", cell=tiled_cell(course, wet[0])))
    return problems


def _flat_problems(o: CourseObject) -> list[Problem]:
    lo, hi = data.FLAT_OBSTACLE_CELLS
    cells = list(dict.fromkeys(o.cells))
    where = object_place(o)
    if not lo <= len(cells) <= hi:
        return [Problem.error(f"a flat obstacle covers {lo} to {hi} cells, but this one covers {len(cells)}", where, code="flat.size")]
    chain = chain_order(cells)
    if chain is None:
        return [Problem.error("a flat obstacle's cells must form a chain (draw it as a polyline through their centres)", where, code="flat.chain")]
    shape = o.props.get("shape")
    actual = infer_shape(chain)
    if shape is None or shape == "":
        return []
    if shape not in SHAPES:
        return [Problem.error(f"shape {shape!r} is not one of {', '.join(SHAPES)}", where, code="flat.shape")]
    if actual == "arc" and any(abs(t) != 1 for t in bends(chain) if t):
        return [Problem.error("an arc may bend only by 60° at each cell", where, code="flat.bend")]
    if shape != actual:
        hint = {"round": "one cell", "bar": "two to four cells in a straight line", "arc": "three or four cells that bend"}
        return [Problem.error(f"a '{shape}' flat obstacle covers {hint[shape]}; these cells make a {actual}", where, code="flat.mismatch")]
    return []


def checked(boards: Sequence[Board], error: type[Exception]) -> tuple[Board, ...]:
    """The boards, once each course passes :func:`validate_course` (its problems kept with the board);
    else ``error`` with the first problem's line (ValueError for a new game, StateFormatError for a save)."""
    for b in boards:
        c = b.course
        problems = b.value_cache.get("problems")
        if not isinstance(problems, list):
            problems = b.value_cache["problems"] = validate_course(c)
        errors = [p for p in problems if p.severity == Severity.ERROR]
        if errors:
            raise error(errors[0].line_text(c.source or c.name))
    return tuple(boards)
