"""What happens in a Carom Golf game, in order, for the screen to animate.

A ball is named by its owner's seat number. Positions are axial
:class:`~game.hexgrid.Hex` cells, directions 0..5 as in :mod:`game.hexgrid`.
Replaying the movement events of a stroke in order traces the exact path of
every ball: each :class:`Step` moves one ball one hex, and nothing else moves
a ball except :class:`BallPlaced`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from game.hexgrid import Hex
from game.rules.protocol import Event


@dataclass(frozen=True)
class CourseStarted(Event):
    """Play moves to a course (not sent for the first course: the new game is on it)."""

    course: int
    """Index of the course in the game's order (0-based)."""
    name: str


@dataclass(frozen=True)
class TeedUp(Event):
    """A player placed their ball on one of the tee's six hexes."""

    player: int
    at: Hex


@dataclass(frozen=True)
class CardChosen(Event):
    """A player picked a card (``"none"`` for no card) before the roll."""

    player: int
    card: str


@dataclass(frozen=True)
class Aimed(Event):
    """Variant "direction before the roll": a player picked card and direction together."""

    player: int
    card: str
    direction: int


@dataclass(frozen=True)
class DieRolled(Event):
    """The die was rolled; ``impulses`` is the card's formula applied to it."""

    player: int
    face: int
    card: str
    impulses: int


@dataclass(frozen=True)
class Struck(Event):
    """A stroke begins: the counter has moved on to ``stroke``."""

    player: int
    start: Hex
    direction: int
    impulses: int
    stroke: int
    """The player's counter for this course after moving the slider for this stroke."""


@dataclass(frozen=True)
class TookOff(Event):
    """A long stroke leaves the ground; it means to land on ``landing`` (point T)."""

    ball: int
    start: Hex
    direction: int
    landing: Hex
    impulses: int


@dataclass(frozen=True)
class TooLow(Event):
    """A long stroke cannot clear the high obstacle (stump, rock, mushroom or ball) on ``obstacle``.

    ``near`` is ``"start"`` when it stands on one of the first two hexes of the
    path (the ball never gets high enough: the whole stroke rolls) or
    ``"landing"`` when it is on T or less than two hexes before it (the ball is
    coming down by then: it lands short of the obstacle and meets it on the ground).
    """

    ball: int
    obstacle: Hex
    near: str


@dataclass(frozen=True)
class Step(Event):
    """A ball moved one hex; ``remaining`` impulses are left after paying for it."""

    ball: int
    start: Hex
    to: Hex
    direction: int
    remaining: int
    airborne: bool = False
    """In flight (phase I of a long stroke)."""
    sliding: bool = False
    """A free step off an ice hex."""


@dataclass(frozen=True)
class Landed(Event):
    """A flying ball came down (at T, or short of it when something was in the way)."""

    ball: int
    at: Hex
    remaining: int


@dataclass(frozen=True)
class Bounced(Event):
    """A ball bounced off an obstacle without entering its hex.

    ``how`` is ``"back"`` (rounded part: straight back), ``"mirror"`` (a straight
    side: turned by 120°) or ``"glance"`` (the bend of an arc: slides along it,
    turned by 60°).
    """

    ball: int
    at: Hex
    obstacle: Hex
    obstacle_kind: str
    """``flat_obstacle``, ``stump`` or ``rock``."""
    incoming: int
    outgoing: int
    how: str
    remaining: int


@dataclass(frozen=True)
class Collided(Event):
    """A carom: ``ball`` stopped at ``at`` and passed its impulses to ``target`` at ``target_at``."""

    ball: int
    at: Hex
    target: int
    target_at: Hex
    direction: int
    impulses: int


@dataclass(frozen=True)
class MushroomKnocked(Event):
    """A ball knocked a mushroom over (it is removed) and lost impulses."""

    ball: int
    at: Hex
    """Where the ball is (the mushroom is one hex further on)."""
    mushroom: Hex
    remaining: int


@dataclass(frozen=True)
class HolePassed(Event):
    """A ball rolled over the hole (or a mole hole) and lost an impulse on its far edge."""

    ball: int
    at: Hex
    remaining: int
    mole_hole: bool = False


@dataclass(frozen=True)
class Holed(Event):
    """A ball dropped into the hole: its owner's course score is ``score``."""

    ball: int
    at: Hex
    score: int


@dataclass(frozen=True)
class DroppedInMoleHole(Event):
    """A ball dropped into the mole hole; its owner places it next to it on their next turn."""

    ball: int
    at: Hex


@dataclass(frozen=True)
class Sank(Event):
    """A ball rolled (or came down) into a pond at ``at``."""

    ball: int
    at: Hex


@dataclass(frozen=True)
class WentOut(Event):
    """A ball left the course from ``at`` towards ``towards`` (a hex off the course)."""

    ball: int
    at: Hex
    towards: Hex


@dataclass(frozen=True)
class Stopped(Event):
    """A ball came to rest.

    ``reason``: ``spent`` (impulses used up, or too few for the next step),
    ``dense_grass``, ``puddle``, ``mushroom`` (too weak to knock it over),
    ``loop`` (it would bounce or slide round the same loop for ever).
    """

    ball: int
    at: Hex
    reason: str
    remaining: int = 0


@dataclass(frozen=True)
class PenaltyCharged(Event):
    """Penalty points moved ``player``'s counter on to ``counter``."""

    player: int
    points: int
    reason: str
    """``out``, ``pond`` or ``mole_hole``."""
    counter: int


@dataclass(frozen=True)
class BallPlaced(Event):
    """A ball was put back on the course (after going out, sinking, or the mole hole)."""

    ball: int
    at: Hex
    reason: str


@dataclass(frozen=True)
class Retired(Event):
    """A ball reached the stroke limit without being holed; it leaves the course with ``score``."""

    player: int
    score: int


@dataclass(frozen=True)
class CourseFinished(Event):
    """Every ball is holed or retired on course ``course``; ``scores`` per player."""

    course: int
    name: str
    scores: tuple[int, ...]


@dataclass(frozen=True)
class GameOver(Event):
    """The last course is finished; ``totals`` per player, lowest wins."""

    totals: tuple[int, ...]
    winners: tuple[int, ...]


CaromEvent: TypeAlias = (
    CourseStarted
    | TeedUp
    | CardChosen
    | Aimed
    | DieRolled
    | Struck
    | TookOff
    | TooLow
    | Step
    | Landed
    | Bounced
    | Collided
    | MushroomKnocked
    | HolePassed
    | Holed
    | DroppedInMoleHole
    | Sank
    | WentOut
    | Stopped
    | PenaltyCharged
    | BallPlaced
    | Retired
    | CourseFinished
    | GameOver
)
"""Every event :meth:`~game.rules.carom.state.CaromState.apply` reports."""
