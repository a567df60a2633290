"""The numbers the table shows about each player, all read from one shown table.

The players' mats, the side panel's rows and the scorecard take their figures
from :func:`seat_figures` of the stage's :class:`ShownTable` — the table as it
is drawn right now, moved on by the animations — so they can never disagree,
not even while a computer's move is still being shown. The round results read
the engine's ``RoundScored`` event, which holds the same piles as they ended.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.rollecate import cards
from game.scenes.rollecate.model import ShownTable


@dataclass(frozen=True)
class SeatFigures:
    """What the table says about one player."""

    pile_points: int
    """Points on the penalty pile."""
    pile_cards: int
    hand: int
    """Cards in hand (the count: hands are hidden)."""
    pairs: int
    """Pairs cancelled this round."""
    derailments: int
    """Derailments this round."""
    total: int
    """Points so far: the finished rounds, plus this round's pile until the round is scored."""


def round_scored(shown: ShownTable) -> bool:
    """True once the round shown has been scored (its results are up, or the game is over)."""
    return len(shown.history) > shown.round


def seat_figures(shown: ShownTable, seat: int) -> SeatFigures:
    """One player's figures as the table shows them now."""
    pile = shown.piles[seat] if seat < len(shown.piles) else []
    done = shown.totals[seat] if seat < len(shown.totals) else 0
    return SeatFigures(
        pile_points=cards.points(pile),
        pile_cards=len(pile),
        hand=shown.hand_sizes[seat] if seat < len(shown.hand_sizes) else 0,
        pairs=(shown.pairs[seat] if seat < len(shown.pairs) else 0) // 2,
        derailments=shown.derailments[seat] if seat < len(shown.derailments) else 0,
        total=done + (0 if round_scored(shown) else cards.points(pile)),
    )
