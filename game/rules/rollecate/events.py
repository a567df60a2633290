"""What happens in Rollecate, in order, for the screen to show.

Some events carry a card only some seats may see (a card drawn or dealt goes to
one hand; a card boxed unseen goes to nobody). Those have ``visible_to``, the
seats allowed to see the card; :func:`for_seat` blanks the card for everyone
else, so a screen or a log shown to one player never leaks a hidden card.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TypeAlias

from game.rules.protocol import Event
from game.rules.rollecate.railway import Cell

ALL_SEATS = None


@dataclass(frozen=True)
class SetupCardDrawn(Event):
    """During set-up, a player turned up the next track card to lay (everyone sees it)."""

    player: int
    card: str


@dataclass(frozen=True)
class CardLaid(Event):
    """A track card was laid at the end of the railway."""

    player: int
    card: str
    no: int
    """The card's serial number in the railway."""
    cells: tuple[Cell, Cell]
    orientation: str
    """``portrait`` or ``landscape``."""
    heading_in: int
    heading_out: int
    setup: bool = False


@dataclass(frozen=True)
class LocomotivePlaced(Event):
    """The locomotive was put on its first card."""

    no: int
    cell: Cell


@dataclass(frozen=True)
class CardDealt(Event):
    """A card was dealt into a player's hand."""

    player: int
    card: str | None
    visible_to: tuple[int, ...] | None = ALL_SEATS


@dataclass(frozen=True)
class DrawPileFormed(Event):
    """The chaos cards were shuffled into the remaining track cards."""

    size: int
    chaos: int


@dataclass(frozen=True)
class CardBoxed(Event):
    """A card was put back in the box unseen."""

    card: str | None
    box_size: int
    visible_to: tuple[int, ...] | None = ()


@dataclass(frozen=True)
class TurnStarted(Event):
    """A player's turn began."""

    player: int


@dataclass(frozen=True)
class CardDrawn(Event):
    """A player drew a card from the draw pile."""

    player: int
    card: str | None
    pile_left: int
    visible_to: tuple[int, ...] | None = ALL_SEATS


@dataclass(frozen=True)
class Passed(Event):
    """A player passed (public: it says nothing about the passer's hand)."""

    player: int


@dataclass(frozen=True)
class PassReason(Event):
    """Told to the passer alone: ``stuck`` when no track card of theirs could be laid.

    Whether a player was stuck says something about a hidden hand, so the
    other seats never receive this event (:func:`for_seat` drops it).
    """

    player: int
    stuck: bool
    visible_to: tuple[int, ...] | None = ALL_SEATS


@dataclass(frozen=True)
class DiceRolled(Event):
    """A group of up to four dice was rolled."""

    player: int
    faces: tuple[str, ...]
    locos: int
    """Locomotive faces in this group."""
    group: int
    """1 for the first group of the turn, 2 for the second, ..."""
    dice_left: int
    """Dice still to roll after this group."""


@dataclass(frozen=True)
class LocomotiveMoved(Event):
    """The locomotive moved one card forward."""

    from_no: int
    to_no: int
    cell: Cell
    """The first square of the card it reached."""


@dataclass(frozen=True)
class Derailed(Event):
    """The locomotive ran off the end of the railway ``shortfall`` steps short."""

    player: int
    shortfall: int
    count: int
    """The player's derailments this round, including this one."""


@dataclass(frozen=True)
class PenaltyTaken(Event):
    """A card was taken from the start of the railway as a penalty card."""

    player: int
    card: str
    no: int
    cells: tuple[Cell, Cell]


@dataclass(frozen=True)
class PenaltyLaid(Event):
    """A penalty card went onto the player's penalty pile."""

    player: int
    card: str
    pile_size: int
    """Cards in the pile after laying it (before any pair is cancelled)."""


@dataclass(frozen=True)
class ChaosDiscarded(Event):
    """A player put a chaos card from their hand onto their penalty pile."""

    player: int
    card: str
    pile_size: int


@dataclass(frozen=True)
class PairCancelled(Event):
    """The card just laid matched the top of the pile: both left the game."""

    player: int
    number: int
    cards: tuple[str, str]
    pile_size: int
    """Cards left in the pile."""


@dataclass(frozen=True)
class RoundScored(Event):
    """A round ended; hands were shown and points counted."""

    round: int
    points: tuple[int, ...]
    cards: tuple[int, ...]
    hands: tuple[tuple[str, ...], ...]
    totals: tuple[int, ...]
    piles: tuple[tuple[str, ...], ...]
    """Each penalty pile as the round ended (bottom first): the results show it even after the table is reset."""


@dataclass(frozen=True)
class SoloLost(Event):
    """The solo player derailed once more than the variant allows."""

    player: int
    derailments: int


@dataclass(frozen=True)
class GameOver(Event):
    """The game ended: the winners (after the tie-break) and the final totals."""

    totals: tuple[int, ...]
    winners: tuple[int, ...]
    lost: bool


RollecateEvent: TypeAlias = (
    SetupCardDrawn
    | CardLaid
    | LocomotivePlaced
    | CardDealt
    | DrawPileFormed
    | CardBoxed
    | TurnStarted
    | CardDrawn
    | Passed
    | PassReason
    | DiceRolled
    | LocomotiveMoved
    | Derailed
    | PenaltyTaken
    | PenaltyLaid
    | ChaosDiscarded
    | PairCancelled
    | RoundScored
    | SoloLost
    | GameOver
)
"""Every event :meth:`~game.rules.rollecate.state.RollecateState.apply` reports."""


def visible(event: Event, seat: int) -> bool:
    """True when ``seat`` may see everything in ``event``."""
    seats = getattr(event, "visible_to", ALL_SEATS)
    return seats is ALL_SEATS or seat in seats


def for_seat(events: Iterable[Event], seat: int) -> list[Event]:
    """The events as ``seat`` may see them: hidden cards replaced by None, private notes left out."""
    out: list[Event] = []
    for e in events:
        if visible(e, seat):
            out.append(e)
        elif any(f.name == "card" for f in dataclasses.fields(e)):
            # e is one of the events with a str | None card (checked just above); the Event base declares none
            out.append(dataclasses.replace(e, card=None))  # type: ignore[call-arg]
        # an event without a card to blank is private as a whole: the seat never hears of it
    return out
