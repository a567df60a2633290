"""The moves of Roll in One, as JSON-friendly named tuples and plain strings.

Chance outcomes are plain strings too: a die face (``"7"``, ``"tri"``,
``"dot2"``, ``"curve"``, ``"dcurve"``), a caddie card id or a golfer id.
"""

from __future__ import annotations

from typing import NamedTuple

from game.rules.rollinone.boards import Placement

ROLL = "roll"
"""Card window, shooter: no (more) cards, roll the die."""
ACCEPT = "accept"
"""Rolled-die window, shooter: let the roll count as it is."""
PASS = "pass"
"""A card window on another player's shot ('play mean'): play nothing."""
END_TURN = "end turn"
"""End-of-turn window: play nothing more, the turn ends."""
FLY = "fly"
"""Handicap: spend a point to fly over the out-of-bounds space ahead."""
STOP = "stop"
"""Handicap: do not spend, the ball stops at the edge (penalty)."""
LAND = "land"
"""Deadeye golfer with the Putter: land the ball where it is."""


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

    card: str
    arg: int | str | None = None


class Spend(NamedTuple):
    """Handicap: change the number just rolled by ``delta`` (costs ``abs(delta)`` points)."""

    delta: int


class Bump(NamedTuple):
    """Bumper-golf: move ball ``player`` (yours or the one you landed on) one space in ``direction``."""

    player: int
    direction: int


__all__ = [
    "ACCEPT",
    "END_TURN",
    "FLY",
    "LAND",
    "PASS",
    "ROLL",
    "STOP",
    "Bump",
    "ChooseGolfer",
    "Curve",
    "PlaceGreen",
    "Placement",
    "PlayCard",
    "Spend",
    "Swing",
]
