"""What happens in Roll in One, event by event, for the screen to animate.

Every event names the player concerned and the spaces involved (axial
``Hex`` values; ``None`` where a ball is not on the table).
"""

from __future__ import annotations

import typing
from dataclasses import MISSING, dataclass, fields
from typing import Any, TypeAlias

from game.hexgrid import Hex
from game.rules.protocol import Event


@dataclass(frozen=True)
class StartingRoll(Event):
    """A player rolled the Putter to decide who holds the first-player token."""

    player: int
    face: int


@dataclass(frozen=True)
class FirstPlayer(Event):
    """Who holds the first-player token (and so designs and tees off first)."""

    player: int
    hole: int


@dataclass(frozen=True)
class GolferDealt(Event):
    """A golfer card was dealt to or chosen by a player (``player`` -1: a shared golfer for everyone)."""

    player: int
    golfer: str
    chosen: bool


@dataclass(frozen=True)
class BoardPlaced(Event):
    """A board was put on the table."""

    player: int
    board: int
    name: str
    rotation: int
    centre: Hex
    cells: tuple[Hex, ...]


@dataclass(frozen=True)
class GreenPlaced(Event):
    """A green token was put on a space."""

    player: int
    cell: Hex


@dataclass(frozen=True)
class HoleStarted(Event):
    """A hole is ready: every ball in play sits on the tee."""

    hole: int
    name: str
    par: int
    tee: Hex
    greens: tuple[Hex, ...]
    first: int


@dataclass(frozen=True)
class CardDealt(Event):
    """A caddie card went to a player's hand (secret on screen)."""

    player: int
    card: str


@dataclass(frozen=True)
class DeckReshuffled(Event):
    """The discard pile became the caddie deck again."""

    cards: int


@dataclass(frozen=True)
class TurnStarted(Event):
    """A player's turn begins."""

    player: int
    cell: Hex | None
    round: int


@dataclass(frozen=True)
class MeanChoice(Event):
    """Play mean: ``player`` plays cards on ``shooter``'s shot (``joins``), or sits it out from now on."""

    player: int
    shooter: int
    joins: bool


@dataclass(frozen=True)
class Swung(Event):
    """A shot begins: club and direction chosen."""

    player: int
    club: str
    direction: int
    cell: Hex


@dataclass(frozen=True)
class Rolled(Event):
    """A club die was rolled (``number_to_beat`` 0: none yet this turn)."""

    player: int
    club: str
    face: str
    number_to_beat: int
    cell: Hex


@dataclass(frozen=True)
class RollChanged(Event):
    """A rolled number was changed (handicap points or Fine Tune)."""

    player: int
    before: str
    after: str
    points: int


@dataclass(frozen=True)
class RollFailed(Event):
    """The roll brought the ball down (``why``: beaten, trees)."""

    player: int
    face: str
    why: str
    cell: Hex


@dataclass(frozen=True)
class SandHeld(Event):
    """The ball starts in sand: the first roll does not move it."""

    player: int
    face: str
    cell: Hex


@dataclass(frozen=True)
class Moved(Event):
    """A ball moved one space (``why``: flight, dots, curve, tailwind, long_hitter, handicap_fly)."""

    player: int
    start: Hex
    end: Hex
    direction: int
    why: str


@dataclass(frozen=True)
class Curved(Event):
    """The shot turned; the new direction holds for the rest of the turn."""

    player: int
    before: int
    after: int
    cell: Hex


@dataclass(frozen=True)
class Landed(Event):
    """The ball came down (``why``: beaten, trees, dots, dotted_curve, lay_up, deadeye)."""

    player: int
    cell: Hex
    terrain: str
    why: str


@dataclass(frozen=True)
class RolledOn(Event):
    """A ball that landed on the fairway rolled on one space."""

    player: int
    start: Hex
    end: Hex
    direction: int


@dataclass(frozen=True)
class OutOfBounds(Event):
    """The ball left the boards: it stops at ``edge`` (the last space it was on)."""

    player: int
    edge: Hex
    beyond: Hex


@dataclass(frozen=True)
class Splash(Event):
    """The ball landed in water and is put back on ``drop`` (the last dry space it passed)."""

    player: int
    water: Hex
    drop: Hex


@dataclass(frozen=True)
class Skipped(Event):
    """Skipper: the ball skipped off the water one space on."""

    player: int
    start: Hex
    end: Hex


@dataclass(frozen=True)
class Knocked(Event):
    """A landing ball hit ``player``'s ball forward."""

    by: int
    player: int
    start: Hex
    end: Hex
    direction: int


@dataclass(frozen=True)
class Stacked(Event):
    """``player``'s ball came to rest on top of the balls of ``under``."""

    player: int
    under: tuple[int, ...]
    cell: Hex


@dataclass(frozen=True)
class Bumped(Event):
    """Bumper-golf: ``by`` moved ``player``'s ball to a neighbouring space."""

    by: int
    player: int
    start: Hex
    end: Hex
    direction: int


@dataclass(frozen=True)
class Penalty(Event):
    """A penalty token (``why``: out_of_bounds, water, failed_crossing, hit); ``tokens``: how many now."""

    player: int
    why: str
    cell: Hex | None
    tokens: int


@dataclass(frozen=True)
class PenaltyReturned(Event):
    """Penalty tokens handed back (Rules Official, a green in Bumper Golf the Game)."""

    player: int
    count: int
    tokens: int


@dataclass(frozen=True)
class PointsSpent(Event):
    """Handicap points spent (``why``: roll, fly); ``left``: points remaining."""

    player: int
    points: int
    why: str
    left: int


@dataclass(frozen=True)
class CardPlayed(Event):
    """A caddie card was played by ``player`` on ``shooter``'s shot (the same player unless playing mean)."""

    player: int
    card: str
    shooter: int
    arg: int | str | None


@dataclass(frozen=True)
class ClubSwapped(Event):
    """The shot goes on with another club."""

    player: int
    before: str
    after: str


@dataclass(frozen=True)
class BallDropped(Event):
    """A card moved a ball without a shot (Free Drop, Gimme)."""

    player: int
    start: Hex
    end: Hex


@dataclass(frozen=True)
class GreenReached(Event):
    """A ball stopped on a green token (``removed``: the token leaves the table, Bumper Golf the Game)."""

    player: int
    cell: Hex
    shots: int
    removed: bool


@dataclass(frozen=True)
class TurnEnded(Event):
    """A player's turn is over; their ball rests on ``cell`` (None: off the table)."""

    player: int
    cell: Hex | None


@dataclass(frozen=True)
class Eliminated(Event):
    """Bumper Golf the Game: a player reached the penalty limit and is out."""

    player: int
    tokens: int


@dataclass(frozen=True)
class CatchUp(Event):
    """Campaign: a player reached every green; the others get ``turns`` turns to catch up."""

    leader: int
    turns: int


@dataclass(frozen=True)
class HoleEnded(Event):
    """A hole was scored (scores of this hole; distances to the green in spaces, 0 on it)."""

    hole: int
    shots: tuple[int, ...]
    penalties: tuple[int, ...]
    distances: tuple[int, ...]
    scores: tuple[int, ...]
    why: str


@dataclass(frozen=True)
class BallsLost(Event):
    """Survival: balls lost on a hole and balls left in the bag."""

    player: int
    lost: int
    left: int


@dataclass(frozen=True)
class GameEnded(Event):
    """The game is over."""

    scores: tuple[float, ...]
    winners: tuple[int, ...]


RollEvent: TypeAlias = (
    StartingRoll
    | FirstPlayer
    | GolferDealt
    | BoardPlaced
    | GreenPlaced
    | HoleStarted
    | CardDealt
    | DeckReshuffled
    | TurnStarted
    | MeanChoice
    | Swung
    | Rolled
    | RollChanged
    | RollFailed
    | SandHeld
    | Moved
    | Curved
    | Landed
    | RolledOn
    | OutOfBounds
    | Splash
    | Skipped
    | Knocked
    | Stacked
    | Bumped
    | Penalty
    | PenaltyReturned
    | PointsSpent
    | CardPlayed
    | ClubSwapped
    | BallDropped
    | GreenReached
    | TurnEnded
    | Eliminated
    | CatchUp
    | HoleEnded
    | BallsLost
    | GameEnded
)
"""Every event :meth:`~game.rules.rollinone.state.RollState.apply` reports."""


def _store_fields_at_once(cls: type) -> None:
    """Give a frozen event class an ``__init__`` that stores its fields in one go (same signature, same value).

    The frozen dataclass ``__init__`` sets each field through ``object.__setattr__``,
    one call per field; a game makes an event or two on every step, so that showed
    in playouts. This one hands the instance its whole attribute dict at once: the
    event reads, compares, hashes, prints and pickles exactly as before, and is
    still frozen (its ``__setattr__`` is untouched).
    """
    if hasattr(cls, "__post_init__") or any(f.default is not MISSING or f.default_factory is not MISSING or not f.init for f in fields(cls)):
        return  # a default or a check after __init__: the dataclass's own __init__ knows them, this one would not
    names = [f.name for f in fields(cls)]
    values = ", ".join(f"{name!r}: {name}" for name in names)
    namespace: dict[str, Any] = {"_set": object.__setattr__}
    exec(f"def __init__(self, {', '.join(names)}):\n    _set(self, '__dict__', {{{values}}})", namespace)
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    setattr(cls, "__init__", init)  # noqa: B010  (mypy refuses a plain assignment to __init__)


for _event in typing.get_args(RollEvent):
    _store_fields_at_once(_event)
