"""What a Carom Golf course needs beyond a well-formed map (the file checks live in ``game.courses``)."""

from __future__ import annotations

from game.hexgrid import Hex
from game.rules.carom import data
from game.rules.carom.board import CAROM_TERRAIN, DENSE, TERRAIN_CODE, WATER
from game.rules.carom.bounce import bends, chain_order, infer_shape
from game.rules.course import CourseMap, CourseObject, ObjectKind, Problem, Severity, Terrain

SHAPES = ("bar", "round", "arc")
"""Values of a flat obstacle's ``shape`` property (missing: worked out from its hexes)."""

SINGLE_CELL = (ObjectKind.HOLE, ObjectKind.MOLE_HOLE, ObjectKind.STUMP, ObjectKind.ROCK, ObjectKind.MUSHROOM)


def _where_cell(course: CourseMap, h: Hex) -> str:
    col, row = course.grid.stagger.to_offset(h)
    return f"cell {col},{row}"


def _where_obj(o: CourseObject) -> str:
    return f"object {o.id} {o.name!r}" if o.name else f"object {o.id} ({o.kind.value})"


def _error(message: str, where: str = "", code: str = "", cell: tuple[int, int] | None = None) -> Problem:
    return Problem(Severity.ERROR, message, where, code, cell=cell)


def _at(course: CourseMap, h: Hex) -> tuple[int, int]:
    col, row = course.grid.stagger.to_offset(h)
    return col, row


def _warning(message: str, where: str = "", code: str = "") -> Problem:
    return Problem(Severity.WARNING, message, where, code)


def validate_course(course: CourseMap) -> list[Problem]:
    """Problems that stop (errors) or spoil (warnings) a Carom Golf course."""
    problems: list[Problem] = []
    problems += _terrain_problems(course)
    tees = course.objects_of(ObjectKind.TEE)
    holes = course.objects_of(ObjectKind.HOLE)
    if not tees:
        problems.append(_error("the course has no tee (a 'tee' object over six hexes)", code="tee.missing"))
    elif len(tees) > 1:
        problems.append(_error(f"the course has {len(tees)} tees; it needs exactly one", _where_obj(tees[1]), code="tee.extra"))
    if not holes:
        problems.append(_error("the course has no hole (a 'hole' object)", code="hole.missing"))
    elif len(holes) > 1:
        problems.append(_error(f"the course has {len(holes)} holes; it needs exactly one", _where_obj(holes[1]), code="hole.extra"))
    for tee in tees[:1]:
        problems += _tee_problems(course, tee)
    owner: dict[Hex, CourseObject] = {}
    for o in course.objects:
        if o.kind in (ObjectKind.FLAG, ObjectKind.GREEN):
            problems.append(_warning(f"'{o.kind.value}' objects are not used in Carom Golf", _where_obj(o), code="object.unused"))
            continue
        outside = [h for h in o.cells if not course.inside(h)]
        if outside:
            problems.append(_error("it lies (partly) off the course", _where_obj(o), code="object.off-course"))
            continue
        if o.kind in SINGLE_CELL and len(o.cells) != 1:
            problems.append(_error(f"a {o.kind.value} covers one hex, this covers {len(o.cells)}", _where_obj(o), code="object.size"))
            continue
        if o.kind == ObjectKind.FLAT_OBSTACLE:
            problems += _flat_problems(o)
        if o.kind != ObjectKind.TEE:
            for h in o.cells:
                code = TERRAIN_CODE.get(course.terrain[h])
                if code in (WATER, DENSE):
                    problems.append(_error(f"a {o.kind.value} cannot stand in {course.terrain[h].value} ({_where_cell(course, h)})", _where_obj(o), "object.in-water", _at(course, h)))
                    break
        # one piece per hex, the tee's six included: said of the later piece in the map, as the course checker says it
        for h in dict.fromkeys(o.cells):
            first = owner.get(h)
            if first is not None and first.id != o.id:
                what = "stands on the tee" if ObjectKind.TEE in (first.kind, o.kind) else "shares a hex with another piece"
                problems.append(_error(f"{what} ({_where_cell(course, h)}, with {_where_obj(first)})", _where_obj(o), "object.shared-cell", _at(course, h)))
                break
            owner[h] = o
    par = course.props.get("par")
    if par is not None and (isinstance(par, bool) or not isinstance(par, int) or par < 1):
        problems.append(_warning(f"map property 'par' should be a whole number of strokes, not {par!r}", code="prop.type:par"))
    return problems


def _terrain_problems(course: CourseMap) -> list[Problem]:
    """One error per terrain Carom Golf cannot play, at its first cell in Tiled's row order."""
    first: dict[Terrain, tuple[tuple[int, int], Hex]] = {}
    for h, t in course.terrain.items():
        if t not in CAROM_TERRAIN:
            col, row = course.grid.stagger.to_offset(h)
            if t not in first or (row, col) < first[t][0]:
                first[t] = ((row, col), h)
    return [
        _error(f"terrain '{t.value}' is not part of Carom Golf", _where_cell(course, h), code="terrain.refused")
        for t, (_, h) in sorted(first.items())
    ]


def _tee_problems(course: CourseMap, tee: CourseObject) -> list[Problem]:
    problems = []
    if len(set(tee.cells)) != data.TEE_CELLS:
        problems.append(_error(f"the tee must cover exactly {data.TEE_CELLS} hexes, not {len(set(tee.cells))}", _where_obj(tee), code="tee.size"))
    off = [h for h in tee.cells if course.terrain.get(h) is None]
    if off:
        problems.append(_error(f"the tee stands off the course ({_where_cell(course, off[0])} has no terrain)", _where_obj(tee), "object.off-course", _at(course, off[0])))
    wet = [h for h in tee.cells if (t := course.terrain.get(h)) is not None and TERRAIN_CODE.get(t) in (WATER, DENSE)]
    if wet:
        first = course.terrain[wet[0]].value
        many = f"{len(wet)} tee hexes are" if len(wet) > 1 else "a tee hex is"
        problems.append(_error(f"{many} water or dense grass (the first, {_where_cell(course, wet[0])}, {first}); a ball cannot lie there", _where_obj(tee), "tee.water", _at(course, wet[0])))
    return problems


def _flat_problems(o: CourseObject) -> list[Problem]:
    lo, hi = data.FLAT_OBSTACLE_CELLS
    cells = list(dict.fromkeys(o.cells))
    if not lo <= len(cells) <= hi:
        return [_error(f"a flat obstacle covers {lo} to {hi} hexes, this covers {len(cells)}", _where_obj(o), code="flat.size")]
    chain = chain_order(cells)
    if chain is None:
        return [_error("a flat obstacle's hexes must form a chain (draw it as a polyline through their centres)", _where_obj(o), code="flat.chain")]
    shape = o.props.get("shape")
    actual = infer_shape(chain)
    if shape is None or shape == "":
        return []
    if shape not in SHAPES:
        return [_error(f"unknown flat obstacle shape {shape!r} (known: {', '.join(SHAPES)})", _where_obj(o), code="flat.shape")]
    if actual == "arc" and any(abs(t) != 1 for t in bends(chain) if t):
        return [_error("an arc may bend only by 60° at each hex", _where_obj(o), code="flat.bend")]
    if shape != actual:
        hint = {"round": "one hex", "bar": "two to four hexes in a straight line", "arc": "three or four hexes that bend"}
        return [_error(f"a '{shape}' flat obstacle covers {hint[shape]}; these hexes make a {actual}", _where_obj(o), code="flat.mismatch")]
    return []
