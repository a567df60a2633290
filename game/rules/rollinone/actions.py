"""The moves of Roll in One, as JSON-friendly named tuples and plain strings.

Chance outcomes are plain strings too: a die face (``"7"``, ``"tri"``,
``"dot2"``, ``"curve"``, ``"dcurve"``), a caddie card id or a golfer id.
"""

from __future__ import annotations

from typing import Final, Literal, NamedTuple, TypeAlias

from game.rules.rollinone.boards import Placement
from game.rules.rollinone.data import CardId, Face, GolferId

ROLL: Final = "roll"
"""Card window, shooter: no (more) cards, roll the die."""
ACCEPT: Final = "accept"
"""Rolled-die window, shooter: let the roll count as it is."""
PASS: Final = "pass"
"""A card window on another player's shot ('play mean'): play nothing."""
END_TURN: Final = "end turn"
"""End-of-turn window: play nothing more, the turn ends."""
FLY: Final = "fly"
"""Handicap: spend a point to fly over the out-of-bounds space ahead."""
STOP: Final = "stop"
"""Handicap: do not spend, the ball stops at the edge (penalty)."""
LAND: Final = "land"
"""Deadeye golfer with the Putter: land the ball where it is."""
JOIN: Final = "join"
"""Play mean, before another player's shot: ask me in its card windows."""
SIT_OUT: Final = "sit out"
"""Play mean: no cards on this shot (before it, or in one of its card windows); not asked again until it ends."""


class PlaceGreen(NamedTuple):
    """Hole design: put a green token on a space."""

    q: int
    r: int


class ChooseGolfer(NamedTuple):
    """Variant 'choose golfers': take this golfer."""

    golfer: str


class Swing(NamedTuple):
    """Start a shot: this club, pointed this way (0..5, see ``game.hexgrid``)."""

    club: str
    direction: int


class Curve(NamedTuple):
    """After a curve (or the second step of a dotted curve): the new direction."""

    direction: int


class PlayCard(NamedTuple):
    """Play a caddie card; ``arg`` is its choice (a direction, a club, +1/-1) or None."""

    card: CardId
    arg: int | str | None = None


class Spend(NamedTuple):
    """Handicap: change the number just rolled by ``delta`` (costs ``abs(delta)`` points)."""

    delta: int


class Bump(NamedTuple):
    """Bumper-golf: move ball ``player`` (yours or the one you landed on) one space in ``direction``."""

    player: int
    direction: int


WindowMove: TypeAlias = Literal["roll", "accept", "pass", "end turn", "fly", "stop", "land", "join", "sit out"]
"""The plain-word moves above: closing a card window, the handicap choice at the edge, Deadeye's landing,
and the play-mean answer for a shot."""
FirstPlayerRoll: TypeAlias = int
"""Chance: the Putter roll for the first-player token (1..4)."""

RollAction: TypeAlias = (
    Placement
    | PlaceGreen
    | ChooseGolfer
    | Swing
    | Curve
    | PlayCard
    | Spend
    | Bump
    | WindowMove
    | Face
    | CardId
    | GolferId
    | FirstPlayerRoll
)
"""Anything :meth:`~game.rules.rollinone.state.RollState.apply` takes: a move, or a chance outcome
(a die face, the caddie card drawn, the golfer dealt, a first-player roll)."""


__all__ = [
    "ACCEPT",
    "END_TURN",
    "FLY",
    "JOIN",
    "LAND",
    "PASS",
    "ROLL",
    "SIT_OUT",
    "STOP",
    "Bump",
    "CardId",
    "ChooseGolfer",
    "Face",
    "FirstPlayerRoll",
    "GolferId",
    "Curve",
    "PlaceGreen",
    "Placement",
    "PlayCard",
    "RollAction",
    "Spend",
    "Swing",
    "WindowMove",
]
