"""Eagle's Creek actions: the phases, the action shapes, and the chance outcomes (dice and elevation die)."""

from __future__ import annotations

import itertools
from typing import Literal, NamedTuple, TypeAlias

from game.hexgrid import DIRECTIONS, Edge

GAME_ID = "eagles_creek"

ROLL = "roll"
PLAN = "plan"
DRAW = "draw"
ELEVATION = "elevation"
OVER = "over"
PHASES = (ROLL, PLAN, DRAW, ELEVATION, OVER)


class PlanAction(NamedTuple):
    """Split the dice and pick the club: the die left over chooses ``hole``."""

    kind: Literal["plan"]
    hole: int
    accuracy: int
    """The die value used for accuracy (deviation)."""
    strength: int
    """The die value used for strength (distance)."""
    club: str
    length: int
    """Segments to draw: the distance table's, or one fewer with the putter."""


class DrawAction(NamedTuple):
    """Draw the next segment: it leaves its hex by the side ``Edge(q, r, side)``."""

    kind: Literal["draw"]
    q: int
    r: int
    side: int

    @property
    def edge(self) -> Edge:
        """The hex side the segment ends on."""
        return Edge(self.q, self.r, self.side)


RollAction: TypeAlias = tuple[Literal["roll"], int, int, int]
"""``("roll", a, b, c)``: the three dice, sorted (a chance outcome)."""
ElevationAction: TypeAlias = tuple[Literal["elevation"], int]
"""``("elevation", face)``: the elevation die (a chance outcome)."""
EaglesAction: TypeAlias = RollAction | PlanAction | DrawAction | ElevationAction
"""Anything :meth:`EaglesState.apply` takes (a plan or a segment read back from a save is a plain tuple equal to one)."""

_make = tuple.__new__
"""What calling a named tuple class does, without its Python-level ``__new__`` (the listings make many)."""


def plan_action(hole: int, accuracy: int, strength: int, club: str, length: int) -> PlanAction:
    """The action that plans a shot."""
    return _make(PlanAction, ("plan", hole, accuracy, strength, club, length))


def draw_action(edge: Edge) -> DrawAction:
    """The action that draws a segment ending on ``edge``."""
    q, r, side = edge
    return _make(DrawAction, ("draw", q, r, side))



def add_draws(out: list[EaglesAction], q: int, r: int, heading: int, turns: tuple[int, ...]) -> None:
    """Append the draw action of each turn taken in hex ``(q, r)`` entered heading ``heading``."""
    for t in turns:
        side = (heading + t) % 6
        if side < 3:  # as Hex.edge names it: against this hex, or against the neighbour the side faces
            out.append(_make(DrawAction, ("draw", q, r, side)))
        else:
            dq, dr = DIRECTIONS[side]
            out.append(_make(DrawAction, ("draw", q + dq, r + dr, side - 3)))


def roll_outcomes() -> list[tuple[RollAction, float]]:
    """The 56 sorted outcomes of three dice, with their probabilities."""
    counts: dict[tuple[int, int, int], int] = {}
    for roll in itertools.product(range(1, 7), repeat=3):
        a, b, c = sorted(roll)
        key = (a, b, c)
        counts[key] = counts.get(key, 0) + 1
    return [(("roll", *key), n / 216) for key, n in sorted(counts.items())]


ROLL_OUTCOMES = roll_outcomes()
ELEVATION_OUTCOMES: list[tuple[ElevationAction, float]] = [(("elevation", face), 1 / 6) for face in range(1, 7)]
ROLL_ACTIONS: tuple[RollAction, ...] = tuple(a for a, _ in ROLL_OUTCOMES)
ELEVATION_ACTIONS: tuple[ElevationAction, ...] = tuple(a for a, _ in ELEVATION_OUTCOMES)
