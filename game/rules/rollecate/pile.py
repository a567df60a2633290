"""A player's penalty pile: cards laid face up, pairs of equal numbers cancelled.

The pile is a tuple, bottom card first. A card laid on a top card of the same
number cancels with it: both leave the game and the card below becomes the
top again, so one laid card can open the way for the next pair.

Cancelling is done every time it is possible. The rulebook lets a player
cancel, but cancelling never costs anything: the pile then always holds the
shortest reduction of the sequence of cards laid on it (equal neighbours
removed), and any pile kept with a pair left in it ends with the same cards
plus pairs, so with at least as many points and cards (see the rules doc).
"""

from __future__ import annotations

from game.rules.rollecate import cards


def lay(pile: tuple[str, ...], card: str) -> tuple[tuple[str, ...], bool]:
    """The pile after laying ``card`` on it, and whether a pair was cancelled."""
    if pile and cards.number(pile[-1]) == cards.number(card):
        return pile[:-1], True
    return pile + (card,), False


def top_number(pile: tuple[str, ...]) -> int | None:
    """The number on the top card, or None for an empty pile."""
    return cards.number(pile[-1]) if pile else None
