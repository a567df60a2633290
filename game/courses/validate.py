"""Structural checks of a loaded course, per game, plus the game engine's own checks.

The loader refuses files it cannot read; this module looks at a course that
loaded and says what would stop it from being played as meant: missing or
doubled tees, holes and flags, objects off the course, bad hole numbers and
die labels, and (as a warning) a hole that cannot be reached from its tee.
Then, if the game's engine module offers ``validate_course(course)``, its
problems are added, dropping any it shares with ours.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace

from game.courses.vocabulary import (
    BOARD_KINDS,
    CAROM_TEE_CELLS,
    DIE_FACES,
    EAGLES_CREEK_HOLES,
    FLAT_OBSTACLE_CELLS,
    FLAT_SHAPES,
    FOREIGN_TERRAIN,
    GAME_TITLES,
    OBJECTS_USED,
    REFUSED_TERRAIN,
    SINGLE_CELL,
)
from game.hexgrid import Hex
from game.rules.course import (
    CourseMap,
    CourseObject,
    GameKind,
    ObjectKind,
    Problem,
    Severity,
    Terrain,
    cell_place,
    object_place,
    tiled_cell,
)


def check_course(course: CourseMap, *, engine: bool = True) -> list[Problem]:
    """Every problem of a course: the structural ones, then the engine's (without duplicates)."""
    problems = structural_problems(course)
    if engine:
        problems.extend(engine_problems(course))
    return unique(problems)


def errors_in(problems: Iterable[Problem]) -> list[Problem]:
    """Only the errors."""
    return [p for p in problems if p.severity == Severity.ERROR]


def engine_problems(course: CourseMap) -> list[Problem]:
    """The problems the game's engine reports, if it exists and offers ``validate_course``."""
    from game import catalog

    validate = getattr(catalog.engine(course.game.value), "validate_course", None)
    if validate is None:
        return []
    try:
        found = list(validate(course))
    except Exception as exc:  # never let an engine bug become a traceback in `check`
        text = " ".join(str(exc).split())[:100]
        return [Problem(Severity.ERROR, f"the {GAME_TITLES[course.game]} rules failed to check this course ({type(exc).__name__}: {text})", code="game.refused")]
    return [p for p in found if isinstance(p, Problem)]


def unique(problems: Iterable[Problem]) -> list[Problem]:
    """Drop repeats: the same line twice, or a problem whose code an earlier one already has for the same place.

    The structural checks run first, so when an engine finds the same thing
    (same ``code``) the structural wording, which names the Tiled template to
    use, is the one kept; a problem said of the whole map and one said of an
    object or cell with the same code are one problem (the placed one is kept).
    A repeat never lowers the severity: an engine's error repeating a
    structural warning makes the kept problem an error, so the game and
    ``check`` can never disagree about whether a course is playable.
    """
    problems = list(problems)
    shadowed = {
        (implied, _place(p))
        for p in problems
        if p.severity == Severity.ERROR and _place(p)
        for implied in IMPLIED.get(p.code, ())
    }
    out: list[Problem] = []
    by_line: dict[tuple[str, str], int] = {}
    by_code: dict[tuple[str, str], int] = {}
    placed_codes: dict[str, int] = {}
    for p in problems:
        place = _place(p)
        if (p.code, place) in shadowed:
            continue  # a consequence of an error already said of the same object
        earlier = by_line.get((p.where, p.message))
        if earlier is None and p.code:
            earlier = by_code.get((p.code, place))
            if earlier is None and not place:
                earlier = placed_codes.get(p.code)  # said of the map: the placed one says more
            if earlier is None and place:
                earlier = by_code.get((p.code, ""))
                if earlier is not None:  # said of the map first: keep its place, take this one's place
                    out[earlier] = replace(out[earlier], where=p.where, cell=p.cell, object_id=p.object_id, object_name=p.object_name)
                    by_code[(p.code, place)] = earlier
        if earlier is not None:
            if p.severity == Severity.ERROR and out[earlier].severity != Severity.ERROR:
                out[earlier] = replace(out[earlier], severity=Severity.ERROR)
            continue
        by_line[(p.where, p.message)] = len(out)
        if p.code:
            by_code[(p.code, place)] = len(out)
            if place:
                placed_codes.setdefault(p.code, len(out))
        out.append(p)
    return out


IMPLIED: dict[str, tuple[str, ...]] = {
    "object.outside-map": ("object.off-course", "tee.off-course", "hole.unreachable", "green.unreachable"),
    "object.off-course": ("hole.unreachable", "green.unreachable", "tee.off-course"),
    "prop.range:hole": ("hole.flag-missing", "hole.tee-missing"),
    "prop.type:hole": ("hole.flag-missing", "hole.tee-missing"),
}
"""Problems that follow from an error about the same object, and are left out when it is said
(an object outside the map is also off the course; a tee whose hole number is refused is also
"a tee without a flag")."""


def _place(p: Problem) -> str:
    """The object or cell a problem is about ('' for the map)."""
    if p.object_id is not None:
        return f"object {p.object_id}"
    if p.cell is not None:
        return f"cell {p.cell[0]},{p.cell[1]}"
    return ""


# ---------------------------------------------------------------------------- helpers
def _in_grid(course: CourseMap, h: Hex) -> bool:
    col, row = course.grid.stagger.to_offset(h)
    return 0 <= col < course.grid.width and 0 <= row < course.grid.height


def _int_prop(o: CourseObject | None, props: dict, key: str, where: str, problems: list[Problem], low: int, high: int | None = None, required: bool = False) -> int | None:
    """A whole-number property in ``low..high``; adds an error and returns None when it is not one."""
    owner = "Map > Map Properties" if o is None else "the object's Properties panel"
    if key not in props:
        if required:
            span = f" ({low} to {high})" if high is not None else ""
            problems.append(Problem.error(f"needs the int property {key!r}{span}", where, code=f"prop.missing:{key}", fix=f"add the int property {key!r} in {owner} > Custom Properties"))
        return None
    value = props[key]
    if isinstance(value, bool) or not isinstance(value, int):
        problems.append(Problem.error(f"property {key!r} must be an int (a whole number), not {value!r}", where, code=f"prop.type:{key}", fix=f"in {owner} delete {key!r} and add it again with type int"))
        return None
    if value < low or (high is not None and value > high):
        span = f"{low}..{high}" if high is not None else f"at least {low}"
        problems.append(Problem.error(f"property {key!r} is {value}; it must be {span}", where, code=f"prop.range:{key}", fix=f"change {key!r} in {owner} to {span}"))
        return None
    return value


# ---------------------------------------------------------------------------- all games
def structural_problems(course: CourseMap) -> list[Problem]:
    """The game-independent checks, then the checks of the course's game."""
    problems: list[Problem] = []
    if not course.terrain:
        problems.append(Problem.error("the map has no course cells", code="cells.none"))
    title = GAME_TITLES[course.game]
    used = OBJECTS_USED[course.game]
    for o in course.objects:
        if o.kind not in used:
            problems.append(Problem.warning(f"{o.kind.value} objects are not part of {title}; it is ignored", object_place(o), code="object.unused"))
            continue
        for h in o.cells:
            if not _in_grid(course, h):
                problems.append(Problem.error(f"lies outside the map ({cell_place(course, h)})", object_place(o), code="object.outside-map", cell=tiled_cell(course, h)))
                break
        else:
            if o.kind == ObjectKind.TEE and course.game == GameKind.EAGLES_CREEK:
                continue  # a tee line lies on a side; checked with the Eagle's Creek rules
            off = [h for h in o.cells if not course.inside(h)]
            if off:
                problems.append(Problem.error(f"stands off the course ({cell_place(course, off[0])} has no terrain)", object_place(o), code="object.off-course", cell=tiled_cell(course, off[0])))
        if o.kind in SINGLE_CELL and len(o.cells) != 1:
            problems.append(Problem.error(f"a {o.kind.value} stands on one cell, but this one covers {len(o.cells)}", object_place(o), code="object.size"))
    for kinds, refused in ((REFUSED_TERRAIN, True), (FOREIGN_TERRAIN, False)):
        found: dict[Terrain, list[Hex]] = {}
        for h, t in course.terrain.items():
            if t in kinds[course.game]:
                found.setdefault(t, []).append(h)
        for t, cells in sorted(found.items()):
            first = min(cells, key=lambda h: course.grid.stagger.to_offset(h)[::-1])
            many = f"{len(cells)} cells" if len(cells) != 1 else "1 cell"
            if refused:
                problems.append(Problem.error(f"{t.value} terrain ({many}, the first here) has no rule in {title}, which cannot play it", cell_place(course, first), code="terrain.refused"))
            else:
                problems.append(Problem.warning(f"{t.value} terrain ({many}, the first here) has no rule in {title}", cell_place(course, first), code="terrain.unused"))
    checks: dict[GameKind, Callable[[CourseMap, list[Problem]], None]] = {
        GameKind.CAROM: _carom,
        GameKind.EAGLES_CREEK: _eagles_creek,
        GameKind.ROLLINONE: _rollinone,
    }
    checks[course.game](course, problems)
    return problems


def _reachable(course: CourseMap, start: Iterable[Hex], goal: set[Hex], passable: Callable[[Hex], bool]) -> bool:
    """True when a walk from a start cell through passable course cells reaches the goal."""
    cells = course.terrain
    starts = [h for h in start if h in cells]
    if any(h in goal for h in starts):
        return True
    if not starts:
        return False
    # cells as whole numbers q * width + r (r shifted to start at 1): a neighbour is a fixed number away
    low = min(h[1] for h in cells) - 1
    width = max(h[1] for h in cells) - low + 2
    goals = {h[0] * width + h[1] - low for h in goal if h in cells}
    if not goals:
        return False
    enterable = {h[0] * width + h[1] - low for h in cells if h in goal or passable(h)}
    steps = [width * dq + dr for dq, dr in _STEPS]
    stack = [h[0] * width + h[1] - low for h in starts]
    seen = set(stack)
    while stack:
        here = stack.pop()
        for step in steps:
            n = here + step
            if n in enterable and n not in seen:
                if n in goals:
                    return True
                seen.add(n)
                stack.append(n)
    return False


_STEPS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
"""The axial steps to the six neighbours."""


class _Areas:
    """The connected areas of passable course cells, found in one search so many tee-to-goal questions share it."""

    def __init__(self, course: CourseMap, passable: Callable[[Hex], bool]) -> None:
        cells = course.terrain
        self.cells = cells
        # cells as whole numbers q * width + r (r shifted to start at 1): a neighbour is a fixed number away
        low = min((h[1] for h in cells), default=0) - 1
        self.low, self.width = low, max((h[1] for h in cells), default=0) - low + 2
        free = {self.key(h) for h in cells if passable(h)}
        steps = [self.width * dq + dr for dq, dr in _STEPS]
        area: dict[int, int] = {}
        for first in free:
            if first in area:
                continue
            number = len(area)  # any number unique to this area will do
            area[first] = number
            stack = [first]
            while stack:
                here = stack.pop()
                for step in steps:
                    n = here + step
                    if n in free and n not in area:
                        area[n] = number
                        stack.append(n)
        self.area = area

    def key(self, h: Hex) -> int:
        """The whole number standing for a cell (unique for the course's cells and their neighbours)."""
        return h[0] * self.width + (h[1] - self.low)

    def area_of(self, h: Hex) -> int:
        """The area a passable course cell lies in, -1 for any other cell."""
        r = h[1] - self.low
        return self.area.get(h[0] * self.width + r, -1) if 0 < r < self.width else -1

    def reachable(self, start: Iterable[Hex], goal: set[Hex]) -> bool:
        """What :func:`_reachable` answers with this ``passable``: a start or a neighbour of one is a goal
        cell, or an area next to a start touches (or holds) a goal cell."""
        cells = self.cells
        near: set[int] = set()
        for h in start:
            if h not in cells:
                continue
            if h in goal:
                return True
            for n in h.neighbors():
                if n in goal and n in cells:
                    return True
                near.add(self.area_of(n))
        near.discard(-1)
        if not near:
            return False
        for g in goal:
            if g not in cells:
                continue
            if self.area_of(g) in near or any(self.area_of(n) in near for n in g.neighbors()):
                return True
        return False


# ---------------------------------------------------------------------------- Carom Golf
def _carom(course: CourseMap, problems: list[Problem]) -> None:
    _int_prop(None, dict(course.props), "course", "map property", problems, 1)
    _int_prop(None, dict(course.props), "par", "map property", problems, 1)
    tees = course.objects_of(ObjectKind.TEE)
    holes = course.objects_of(ObjectKind.HOLE)
    if not tees:
        problems.append(Problem.error("the course has no tee", code="tee.missing", fix="place the six-cell tee from levels/templates/carom-tee.tx (carom-tee-flat.tx on flat-top maps)"))
    elif len(tees) > 1:
        problems.append(Problem.error(f"the course has {len(tees)} tees; Carom Golf has one", object_place(tees[1]), code="tee.extra"))
    for tee in tees:
        if len(tee.cells) != CAROM_TEE_CELLS:
            problems.append(Problem.error(f"the tee covers {len(tee.cells)} cells; it must cover exactly {CAROM_TEE_CELLS}", object_place(tee), code="tee.size"))
    if not holes:
        problems.append(Problem.error("the course has no hole", code="hole.missing"))
    elif len(holes) > 1:
        problems.append(Problem.error(f"the course has {len(holes)} holes; Carom Golf has one", object_place(holes[1]), code="hole.extra"))
    for o in course.objects_of(ObjectKind.FLAT_OBSTACLE):
        if len(o.cells) not in FLAT_OBSTACLE_CELLS:
            problems.append(Problem.error(f"a flat obstacle covers 1 to 4 cells, but this one covers {len(o.cells)}", object_place(o), code="flat.size"))
        shape = o.props.get("shape")
        if shape is None:
            problems.append(Problem.warning(f"has no 'shape' property ({', '.join(FLAT_SHAPES)}); the rules work it out from its cells", object_place(o), code="flat.shape-missing"))
        elif shape not in FLAT_SHAPES:
            problems.append(Problem.error(f"shape {shape!r} is not one of {', '.join(FLAT_SHAPES)}", object_place(o), code="flat.shape"))
    # one thing per cell: the hole, the obstacles and the tee may not overlap
    owner: dict[Hex, CourseObject] = {}
    for o in course.objects:
        if o.kind not in OBJECTS_USED[GameKind.CAROM]:
            continue
        for h in o.cells:
            if h in owner and owner[h].id != o.id:
                first = owner[h]
                problems.append(Problem.error(f"shares {cell_place(course, h)} with {first.kind.value} {object_place(first)}", object_place(o), code="object.shared-cell", cell=tiled_cell(course, h)))
                break
            owner[h] = o
    if len(tees) == 1 and len(holes) == 1:
        blocked = {h for o in course.objects_of(ObjectKind.STUMP, ObjectKind.ROCK, ObjectKind.FLAT_OBSTACLE) for h in o.cells}
        stops = {Terrain.DENSE_GRASS, Terrain.WATER}
        ok = _reachable(course, tees[0].cells, set(holes[0].cells), lambda h: course.terrain[h] not in stops and h not in blocked)
        if not ok:
            problems.append(Problem.warning("the hole cannot be reached from the tee (dense grass, water or obstacles close it off)", object_place(holes[0]), code="hole.unreachable"))


# ---------------------------------------------------------------------------- Eagle's Creek
def _dice(value: object) -> list[int] | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return [value] if value in DIE_FACES else None
    parts = [p.strip() for p in str(value).split(",")]
    try:
        faces = [int(p) for p in parts]
    except ValueError:
        return None
    if not faces or len(set(faces)) != len(faces) or any(f not in DIE_FACES for f in faces):
        return None
    return faces


def _eagles_creek(course: CourseMap, problems: list[Problem]) -> None:
    flags: dict[int, CourseObject] = {}
    for flag in course.objects_of(ObjectKind.FLAG):
        number = _int_prop(flag, dict(flag.props), "hole", object_place(flag), problems, EAGLES_CREEK_HOLES.start, EAGLES_CREEK_HOLES.stop - 1, required=True)
        if "dice" not in flag.props:
            problems.append(Problem.error("needs the string property 'dice': the die value(s) that choose this hole", object_place(flag), code="flag.dice"))
        elif _dice(flag.props["dice"]) is None:
            problems.append(Problem.error(f"dice {flag.props['dice']!r} must be die values 1 to 6 separated by commas", object_place(flag), code="flag.dice"))
        if number is None:
            continue
        if number in flags:
            problems.append(Problem.error(f"hole {number} has two flags", object_place(flag), code="flag.duplicate"))
            continue
        flags[number] = flag
    if not course.objects_of(ObjectKind.FLAG):
        problems.append(Problem.error("the course has no flag", code="flag.missing"))
    tees: dict[int, CourseObject] = {}
    for tee in course.objects_of(ObjectKind.TEE):
        number = _int_prop(tee, dict(tee.props), "hole", object_place(tee), problems, EAGLES_CREEK_HOLES.start, EAGLES_CREEK_HOLES.stop - 1, required=True)
        if tee.edge is None:
            problems.append(Problem.error("an Eagle's Creek tee is a point on a hex side", object_place(tee), code="tee.point"))
        elif not any(course.inside(h) for h in tee.edge.hexes()):
            problems.append(Problem.error("the tee's hex side does not touch the course", object_place(tee), code="tee.off-course"))
        if number is None:
            continue
        if number in tees:
            problems.append(Problem.error(f"hole {number} has two tees", object_place(tee), code="tee.duplicate"))
            continue
        tees[number] = tee
    for number, flag in sorted(flags.items()):
        if number not in tees:
            problems.append(Problem.error(f"hole {number} has a flag but no tee", object_place(flag), code="hole.tee-missing"))
    for number, tee in sorted(tees.items()):
        if number not in flags:
            problems.append(Problem.error(f"hole {number} has a tee but no flag", object_place(tee), code="hole.flag-missing"))
    areas: _Areas | None = None  # one search of the sheet answers every hole
    for number in sorted(set(flags) & set(tees)):
        tee, flag = tees[number], flags[number]
        if tee.edge is None:
            continue
        if areas is None:
            areas = _Areas(course, lambda h: course.terrain[h] != Terrain.WATER)
        ok = areas.reachable(tee.edge.hexes(), set(flag.cells))
        if not ok:
            problems.append(Problem.warning(f"hole {number}'s flag cannot be reached from its tee (water or the edge of the sheet closes it off)", object_place(flag), code="hole.unreachable"))


# ---------------------------------------------------------------------------- Roll in One
def _rollinone(course: CourseMap, problems: list[Problem]) -> None:
    board = course.props.get("board")
    tees = course.objects_of(ObjectKind.TEE)
    greens = course.objects_of(ObjectKind.GREEN)
    if board not in BOARD_KINDS:
        shown = "missing" if board is None else repr(board)
        problems.append(Problem.error(f"map property 'board' is {shown}; it must be {', '.join(BOARD_KINDS)}", "map property", code="board.kind"))
        return
    if board in ("tee", "hole"):
        if not tees:
            problems.append(Problem.error(f"a {board} board has no tee space", code="tee.missing", fix="place the tee from levels/templates/rollinone-tee.tx"))
        elif len(tees) > 1:
            problems.append(Problem.error(f"the board has {len(tees)} tees; it has one tee space", object_place(tees[1]), code="tee.extra"))
    elif tees:
        problems.append(Problem.error("a course board has no tee; the tee is on the tee board", object_place(tees[0]), code="tee.unexpected"))
    if board == "hole":
        _int_prop(None, dict(course.props), "par", "map property", problems, 1, 12, required=True)
        if not greens:
            problems.append(Problem.error("a ready-made hole has no green token", code="green.missing"))
        elif len(greens) > 1:
            problems.append(Problem.error(f"the hole has {len(greens)} greens; it has one", object_place(greens[1]), code="green.extra"))
    elif greens:
        problems.append(Problem.error(f"a {board} board has no green token; it is placed when a hole is built", object_place(greens[0]), code="green.unexpected"))
    if board == "hole" and len(tees) == 1 and len(greens) == 1:
        if not _reachable(course, tees[0].cells, set(greens[0].cells), lambda h: True):
            problems.append(Problem.warning("the green cannot be reached from the tee across the boards", object_place(greens[0]), code="green.unreachable"))
