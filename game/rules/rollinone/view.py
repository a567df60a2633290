"""What one player may see of a Roll in One game: the table, and of the caddie cards only their own hand.

Caddie cards are kept secret (the rulebook allows it); golfers, balls, penalty
tokens and the discard pile are on the table for everyone. Screens draw hands
only from a view, for the person at the screen.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.rollinone.position import Position


@dataclass(frozen=True)
class RollView:
    """One player's view of the caddie cards."""

    viewer: int
    hand: tuple[str, ...]
    """The viewer's own caddie cards."""
    hand_sizes: tuple[int, ...]
    """How many cards each player holds (everyone can count them)."""
    deck_size: int
    """Cards left face down in the deck."""
    discard: tuple[int, ...]
    """The face-up discard pile, counted per kind (order of ``data.CARDS``)."""


def view_of(s: Position, player: int) -> RollView:
    """``player``'s view of the cards."""
    if not 0 <= player < s.num_players:
        raise ValueError(f"no player {player}")
    return RollView(
        viewer=player,
        hand=s.players[player].hand,
        hand_sizes=tuple(len(p.hand) for p in s.players),
        deck_size=sum(s.deck),
        discard=s.discard,
    )
