"""The phases of a Rollecate round and the moves a player may make in each.

Moves are plain tuples so they can be saved:

* ``"pass"``;
* ``("chaos", card)``: discard a chaos card from the hand onto the penalty pile;
* ``("track", card, turn)``: lay a track card at the end of the railway, its
  rail turning ``straight``, ``left`` or ``right`` (see :mod:`.railway`);
* ``"roll"``: stop laying cards and roll the dice;
* ``("penalty", number)``: put the next taken penalty card with that number
  on the penalty pile.

Everything here reads only what the player on turn may see (their hand and the
table), so the state and a player's view share it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, Literal, TypeAlias

from game.rules.rollecate import cards, railway
from game.rules.rollecate.railway import RailCard

SETUP_DRAW = "setup draw"
SETUP_LAY = "setup lay"
DEAL = "deal"
REMOVE = "remove"
DRAW = "draw"
CHOOSE = "choose"
LAY = "lay"
ROLL = "roll"
PENALTY = "penalty"
OVER = "over"

PHASES = (SETUP_DRAW, SETUP_LAY, DEAL, REMOVE, DRAW, CHOOSE, LAY, ROLL, PENALTY, OVER)
CHANCE_PHASES = (SETUP_DRAW, DEAL, REMOVE, DRAW, ROLL)

PASS: Final = "pass"
ROLL_DICE: Final = "roll"

PassMove: TypeAlias = Literal["pass"]
RollMove: TypeAlias = Literal["roll"]
"""Stop laying cards and roll the dice."""
ChaosMove: TypeAlias = tuple[Literal["chaos"], str]
"""``("chaos", card)``."""
TrackMove: TypeAlias = tuple[Literal["track"], str, str]
"""``("track", card, turn)``, ``turn`` one of :data:`railway.TURNS`."""
PenaltyMove: TypeAlias = tuple[Literal["penalty"], int]
"""``("penalty", number)``."""
RollecateMove: TypeAlias = PassMove | RollMove | ChaosMove | TrackMove | PenaltyMove
"""A player's decision."""
CardOutcome: TypeAlias = str
"""A chance outcome while cards are drawn, dealt or boxed: the kind of the next card (a card code)."""
DiceOutcome: TypeAlias = tuple[str, ...]
"""A chance outcome while the dice roll: the faces of the next group of dice."""
RollecateAction: TypeAlias = RollecateMove | CardOutcome | DiceOutcome
"""Anything :meth:`~game.rules.rollecate.state.RollecateState.apply` takes.

A card code is a plain string, so the checker cannot tell ``"pass"`` from a
card at the chance node; the tuples' shapes it does check.
"""


def track(card: str, turn: str) -> TrackMove:
    """Lay ``card`` with its rail turning ``turn``."""
    return ("track", card, turn)


def chaos(card: str) -> ChaosMove:
    """Discard chaos card ``card``."""
    return ("chaos", card)


def penalty(number: int) -> PenaltyMove:
    """Put the next taken penalty card showing ``number`` on the pile."""
    return ("penalty", number)


def placements(rail: Sequence[RailCard], card: str) -> list[TrackMove]:
    """The ways ``card`` fits at the end of the railway (squares free; numbers not checked)."""
    return [track(card, t) for t in railway.free_turns(card, railway.head_of(rail), railway.occupied(rail))]


def setup_placements(rail: Sequence[RailCard], card: str) -> list[RollecateAction]:
    """The ways a set-up card fits and leaves the end of the railway facing a free square.

    Without the second condition three cards can curl into a ring facing the
    first card, and the fourth set-up card could not be laid at all.
    """
    result: list[RollecateAction] = []
    for t in railway.turns_of(card):
        laid = railway.fits(rail, card, t)
        if laid is None:
            continue
        after = (*rail, laid)
        if railway.head_of(after)[0] not in railway.occupied(after):
            result.append(track(card, t))
    return result


def track_moves(rail: Sequence[RailCard], hand: Sequence[str], number: int | None = None) -> list[TrackMove]:
    """Every legal track move from ``hand`` (only cards showing ``number`` when given)."""
    last = rail[-1].number
    moves: list[TrackMove] = []
    head: tuple[railway.Cell, int] | None = None
    taken: set[railway.Cell] = set()
    for card in dict.fromkeys(hand):
        if cards.is_chaos(card) or not railway.may_follow(cards.number(card), last):
            continue
        if number is not None and cards.number(card) != number:
            continue
        if head is None:  # the railway's end and squares, found once for all the cards (as placements() would)
            head, taken = railway.head_of(rail), railway.occupied(rail)
        moves.extend(track(card, t) for t in railway.free_turns(card, head, taken))
    return moves


def choose_moves(rail: Sequence[RailCard], hand: Sequence[str]) -> list[RollecateAction]:
    """After drawing: pass, discard a chaos card, or start laying track."""
    chaos_moves = [chaos(c) for c in dict.fromkeys(hand) if cards.is_chaos(c)]
    return [PASS, *chaos_moves, *track_moves(rail, hand)]


def lay_moves(rail: Sequence[RailCard], hand: Sequence[str], number: int) -> list[RollecateAction]:
    """After laying a card: lay another with the same number, or roll."""
    return [*track_moves(rail, hand, number), ROLL_DICE]


def penalty_moves(pending: Sequence[str]) -> list[RollecateAction]:
    """The numbers among the taken penalty cards still to lay."""
    return [penalty(n) for n in dict.fromkeys(cards.number(c) for c in pending)]


def parse(action: object) -> tuple[str, tuple[object, ...]]:
    """The move's name and arguments (``("?", ())`` for anything that is not a move)."""
    if action in (PASS, ROLL_DICE):
        return str(action), ()
    if isinstance(action, tuple) and action and action[0] in ("chaos", "track", "penalty"):
        return str(action[0]), tuple(action[1:])
    return "?", ()
