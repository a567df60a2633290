"""One player's view of a Rollecate game: everything they may see, nothing they may not.

The railway, the locomotive, the penalty piles, the pairs removed and the
penalty cards being laid lie face up for all. A player sees their own hand, and
only the number of cards in the other hands, the draw pile and the box.
:attr:`RollecateView.unseen` counts the cards this player cannot see, which is
all a computer player needs to weigh what may come.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.rules.rollecate import actions, cards, railway
from game.rules.rollecate.actions import RollecateAction
from game.rules.rollecate.cards import Composition
from game.rules.rollecate.railway import Cell, RailCard

if TYPE_CHECKING:  # the state imports this module when asked for a view
    from game.rules.rollecate.state import RollecateState


@dataclass(frozen=True)
class RollecateView:
    """A Rollecate position as seen from one seat."""

    viewer: int
    players: int
    rounds: int
    derail_limit: int | None
    round: int
    phase: str
    current_player: int
    seat: int
    hand: tuple[str, ...]
    """The viewer's own hand."""
    hand_sizes: tuple[int, ...]
    draw_count: int
    box_count: int
    railway: tuple[RailCard, ...]
    loco: int
    piles: tuple[tuple[str, ...], ...]
    cancelled: tuple[tuple[str, ...], ...]
    pending: tuple[str, ...]
    setup_card: str | None
    play_number: int
    play_cards: int
    dice_left: int
    locos: int
    last_turn: bool
    derailments: tuple[int, ...]
    totals: tuple[int, ...]
    history: tuple[tuple[int, ...], ...]
    """What each finished round scored, per player (public: the hands were shown then)."""
    lost: bool
    unseen: Composition
    """Cards the viewer cannot see: the draw pile, the box and the other hands (and chaos cards set aside)."""

    @property
    def my_turn(self) -> bool:
        """True when the viewer is the one to move."""
        return self.current_player == self.viewer

    @property
    def ahead(self) -> int:
        """Cards in front of the locomotive."""
        return len(self.railway) - 1 - self.loco

    @property
    def turns_left(self) -> int:
        """Turns the viewer still gets after this one (draws left shared round the table)."""
        if self.last_turn:
            return 0
        later = [(self.seat + k) % self.players for k in range(1, self.draw_count + 1)]
        return sum(1 for s in later if s == self.viewer)

    def legal_actions(self) -> list[RollecateAction]:
        """The viewer's legal moves (empty when it is not their move)."""
        if not self.my_turn:
            return []
        if self.phase == actions.SETUP_LAY:
            assert self.setup_card is not None
            return actions.setup_placements(self.railway, self.setup_card)
        if self.phase == actions.CHOOSE:
            return actions.choose_moves(self.railway, self.hand)
        if self.phase == actions.LAY:
            return actions.lay_moves(self.railway, self.hand, self.play_number)
        if self.phase == actions.PENALTY:
            return actions.penalty_moves(self.pending)
        return []

    def head(self) -> tuple[Cell, int]:
        """Where the next card goes and the heading there."""
        return railway.head_of(self.railway)


def view_of(s: RollecateState, player: int) -> RollecateView:
    """``player``'s view of a game."""
    if not 0 <= player < s.players:
        raise ValueError(f"no player {player}")
    seen = cards.composition_of(s.hands[player])
    public = [*s.piles, *s.cancelled, s.pending, [r.card for r in s.railway]]
    if s.setup_card is not None:
        public.append([s.setup_card])
    for place in public:
        seen = cards.add(seen, cards.composition_of(place))
    return RollecateView(
        viewer=player,
        players=s.players,
        rounds=s.rounds,
        derail_limit=s.derail_limit,
        round=s.round,
        phase=s.phase,
        current_player=s.current_player,
        seat=s.seat,
        hand=s.hands[player],
        hand_sizes=tuple(len(h) for h in s.hands),
        draw_count=cards.total(s.deck),
        box_count=cards.total(s.box),
        railway=s.railway,
        loco=s.loco,
        piles=s.piles,
        cancelled=s.cancelled,
        pending=s.pending,
        setup_card=s.setup_card,
        play_number=s.play_number,
        play_cards=s.play_cards,
        dice_left=s.dice_left,
        locos=s.locos,
        last_turn=s.last_turn,
        derailments=s.derailments,
        totals=s.totals,
        history=s.history,
        lost=s.lost,
        unseen=cards.subtract(cards.full_deck(), seen),
    )

