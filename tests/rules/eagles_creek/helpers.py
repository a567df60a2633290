"""Small hand-made Eagle's Creek sheets and shortcuts to put a game where a test needs it.

Sheets are text rows (pointy-top, odd rows pushed right, as in Tiled): row r,
column c is ``cell(c, r)``. Most tests shoot east along row 1 from the tee
side between ``cell(1, 1)`` and ``cell(2, 1)``: heading 0 enters ``cell(2, 1)``,
and segment k of a straight run crosses ``cell(1 + k, 1)``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from game.hexgrid import Edge, Hex, Stagger
from game.rules.course import CourseMap, CourseObject, GameKind, ObjectKind, Terrain, course_from_rows
from game.rules.eagles_creek import EaglesState, new_state
from game.rules.eagles_creek.shape import follow
from game.rules.eagles_creek.state import HoleCard, PlanAction, draw_action
from game.rules.protocol import Event

STAGGER = Stagger("y", "odd")
LEGEND: dict[str, Terrain | None] = {
    ".": Terrain.FAIRWAY,
    "r": Terrain.ROUGH,
    "s": Terrain.SAND,
    "T": Terrain.TREES,
    "w": Terrain.WATER,
    "g": Terrain.GREEN,
    "t": Terrain.TEE,
}
EAST = 0


def cell(col: int, row: int) -> Hex:
    """The axial hex of a sheet (column, row)."""
    return STAGGER.to_axial(col, row)


def side(a: tuple[int, int], b: tuple[int, int]) -> Edge:
    """The hex side between two neighbouring (column, row) cells."""
    return Edge.between(cell(*a), cell(*b))


TEE = side((1, 1), (2, 1))
"""The usual tee side: between cells (1, 1) and (2, 1)."""


def sheet(
    rows: Sequence[str],
    holes: Iterable[tuple[int, str, Edge, Hex]] = ((1, "1", TEE, None),),  # type: ignore[assignment]
    props: dict[str, object] | None = None,
) -> CourseMap:
    """A course from text rows; ``holes`` are (number, dice label, tee side, flag hex or None = last green)."""
    objects = []
    oid = 1
    for number, dice, tee, flag in holes:
        if flag is None:
            flag = _last_green(rows)
        objects.append(CourseObject(oid, ObjectKind.TEE, (tee.owner,), edge=tee, props={"hole": number}))
        objects.append(CourseObject(oid + 1, ObjectKind.FLAG, (flag,), props={"hole": number, "dice": dice}))
        oid += 2
    return course_from_rows(rows, LEGEND, game=GameKind.EAGLES_CREEK, objects=objects, props=props or {})  # type: ignore[arg-type]


def _last_green(rows: Sequence[str]) -> Hex:
    for r in range(len(rows) - 1, -1, -1):
        c = rows[r].rfind("g")
        if c >= 0:
            return cell(c, r)
    raise ValueError("no green on the sheet")


def game(course: CourseMap, players: int = 1, **options: object) -> EaglesState:
    """A new game on ``course``."""
    return new_state(players, course, seed=1, **options)


def rolled(state: EaglesState, *dice: int) -> EaglesState:
    """The state after the three dice show ``dice``."""
    after, _ = state.apply(("roll", *sorted(dice)))
    return after


def plan(
    state: EaglesState, hole: int, accuracy: int, strength: int, club: str, length: int | None = None
) -> tuple[EaglesState, list[Event]]:
    """Apply the matching legal plan (the longest length unless one is given)."""
    for action in state.legal_actions():
        p = PlanAction(*action)
        if (p.hole, p.accuracy, p.strength, p.club) == (hole, accuracy, strength, club) and (
            length is None or p.length == length
        ):
            return state.apply(action)
    raise AssertionError(f"no legal plan hole {hole} acc {accuracy} str {strength} {club} len {length}")


def draw(state: EaglesState, heading: int, turns: Sequence[int], elevation: int | None = None) -> tuple[EaglesState, list[Event]]:
    """Draw a line with these turns leaving the shot's start side heading ``heading``.

    Stops when the drawing ends (the line left the sheet); rolls ``elevation`` if given,
    else leaves the game at the elevation roll.
    """
    start = state.shot_start
    assert start is not None
    _, exits = follow(start, heading, turns)
    events: list[Event] = []
    for edge in exits:
        if state.phase != "draw":
            break
        state, more = state.apply(draw_action(edge))
        events.extend(more)
    if state.phase == "elevation" and elevation is not None:
        state, more = state.apply(("elevation", elevation))
        events.extend(more)
    return state, events


def shot(
    state: EaglesState,
    hole: int,
    accuracy: int,
    strength: int,
    club: str,
    turns: Sequence[int],
    heading: int = EAST,
    length: int | None = None,
    elevation: int | None = None,
) -> tuple[EaglesState, list[Event]]:
    """Plan and draw a whole shot."""
    state, events = plan(state, hole, accuracy, strength, club, length)
    state, more = draw(state, heading, turns, elevation)
    return state, events + more


def with_ball(state: EaglesState, player: int, hole: int, ball: Edge, strokes: int = 1) -> EaglesState:
    """The same state with a player's ball on ``ball`` after ``strokes`` strokes on a hole."""
    index = state.holes.index(hole)
    cards = list(state.cards)
    row = list(cards[player])
    row[index] = HoleCard(strokes, ball)
    cards[player] = tuple(row)
    return replace(state, cards=tuple(cards))


def with_done(state: EaglesState, player: int, *holes: int, strokes: int = 3) -> EaglesState:
    """The same state with these holes finished by a player."""
    for hole in holes:
        index = state.holes.index(hole)
        cards = list(state.cards)
        row = list(cards[player])
        row[index] = HoleCard(strokes, None, True)
        cards[player] = tuple(row)
        state = replace(state, cards=tuple(cards))
    return state


def of(events: Iterable[Event], kind: type) -> list:
    """The events of one type."""
    return [e for e in events if isinstance(e, kind)]


def any_shot(state: EaglesState) -> tuple[EaglesState, list[Event]]:
    """The player on turn plays the first legal plan and the first legal segments (face 1 if a tree is crossed)."""
    state, events = state.apply(state.legal_actions()[0])
    while state.phase in ("draw", "elevation"):
        state, more = state.apply(state.legal_actions()[0])
        events.extend(more)
    return state, events


NINE = [
    "rrrrrrrrrrrrr",
    "rt.....ggggrr",
    "rrrrrrrggggrr",
    "rrrrrrrrrrrrr",
]
"""A sheet where all nine holes share one tee and one flag (hole choice and rounds only)."""
FLAG = cell(9, 1)
NEXT_TO_FLAG = side((7, 1), (8, 1))
"""A green side two hexes short: a one-segment straight putt east ends on the flag."""
LABELS = ["1", "2", "3", "4", "5", "6", "1,2", "3,4", "5,6"]


def nine_holes(**props: object) -> CourseMap:
    """The nine-hole test sheet."""
    return sheet(NINE, [(n, label, TEE, FLAG) for n, label in enumerate(LABELS, 1)], props=props or None)
