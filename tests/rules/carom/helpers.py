"""Small hand-made Carom Golf courses and shortcuts for the rule tests.

Courses are drawn as text rows (pointy hexes, odd rows shifted right). Rows
0 and 1 are easiest to read: there ``Hex(q, r)`` is column ``q`` of row ``r``.
Directions: 0 east, 1 north-east, 2 north-west, 3 west, 4 south-west, 5 south-east.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import count

from game.hexgrid import Hex, Stagger
from game.rules.carom import new_state
from game.rules.carom.board import Board
from game.rules.carom.state import PLAYING, CaromState
from game.rules.carom.stroke import StrokeResult, play_stroke
from game.rules.course import CourseMap, CourseObject, ObjectKind, Terrain, course_from_rows

H = Hex
E, NE, NW, W, SW, SE = range(6)
STAGGER = Stagger("y", "odd")
LEGEND = {
    ".": Terrain.FAIRWAY,
    "s": Terrain.SAND,
    "p": Terrain.PUDDLE,
    "i": Terrain.ICE,
    "w": Terrain.WATER,
    "g": Terrain.DENSE_GRASS,
}
_ids = count(100)


def obj(kind: str, *cells: Hex, **props: object) -> CourseObject:
    """A map object on the given cells."""
    return CourseObject(next(_ids), ObjectKind(kind), tuple(cells), name=kind, props=dict(props))  # type: ignore[arg-type]


def tee(q: int, r: int) -> CourseObject:
    """A six-hex tee: ``Hex(q..q+2, r)`` and ``Hex(q..q+2, r+1)``."""
    return obj("tee", *(Hex(q + i, r + j) for j in (0, 1) for i in range(3)))


def course(rows: list[str], *objects: CourseObject, hole: Hex | None = None, name: str = "test") -> CourseMap:
    """A course from text rows; a tee and a hole are added where none is given."""
    objs = list(objects)
    if not any(o.kind == ObjectKind.TEE for o in objs):
        objs.append(tee(0, len(rows) - 2))
    if not any(o.kind == ObjectKind.HOLE for o in objs):
        objs.append(obj("hole", hole or Hex(len(rows[0]) - 1 - (len(rows) - 1) // 2, len(rows) - 1)))
    return course_from_rows(rows, LEGEND, name=name, stagger=STAGGER, objects=objs)


def strike(
    c: CourseMap,
    start: Hex,
    direction: int,
    impulses: int,
    others: dict[int, Hex] | None = None,
    counters: list[int] | None = None,
    knocked: frozenset[int] = frozenset(),
) -> tuple[StrokeResult, list, Board]:
    """Resolve one stroke of ball 0 from ``start``; ``others`` places more balls (seat: hex)."""
    b = Board(c)
    others = others or {}
    n = 1 + max(others, default=0)
    positions = [-1] * n
    positions[0] = b.cell(start)
    for seat, h in others.items():
        positions[seat] = b.cell(h)
    assert all(p >= 0 for p in positions), "every ball must stand on the course"
    events: list = []
    r = play_stroke(b, positions, counters or [0] * n, 0, direction, impulses, knocked, events)
    return r, events, b


def end(r: StrokeResult, b: Board, ball: int = 0) -> Hex | None:
    """Where a ball ended (None if not on the course)."""
    c = r.positions[ball]
    return b.cells[c] if c >= 0 else None


def kinds(events: list) -> list[str]:
    """Event type names, without the steps."""
    return [e.kind for e in events if e.kind != "Step"]


def path(events: list, ball: int = 0) -> list[Hex]:
    """The hexes a ball stepped to, in order."""
    return [e.to for e in events if e.kind == "Step" and e.ball == ball]


def placed(c: CourseMap, players: int, where: dict[int, Hex], mode: str = "carom", **options: object) -> CaromState:
    """A game with balls already on the course (seat: hex), seat 0 to choose a card."""
    s = new_state(players, c, seed=1, mode=mode, **options)
    positions = [where.get(p) for p in range(players)]
    status = tuple(PLAYING if h is not None else s.status[p] for p, h in enumerate(positions))
    if positions[0] is None:
        return replace(s, positions=tuple(positions), status=status)  # seat 0 still tees up
    phase = "aim" if s.direction_first else "card"
    return replace(s, positions=tuple(positions), status=status, phase=phase)


def stroke(s: CaromState, card: str, face: int, direction: int) -> tuple[CaromState, list]:
    """Play a whole stroke for the player on turn: card, roll, direction."""
    events: list = []
    if s.direction_first:
        s, ev = s.apply(("aim", card, direction))
        events += ev
        s, ev = s.apply(face)
        return s, events + ev
    for action in (("card", card), face, ("strike", direction)):
        s, ev = s.apply(action)
        events += ev
    return s, events
