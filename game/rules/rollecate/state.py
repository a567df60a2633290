"""A Rollecate game: the state, its legal moves and chance nodes, and how it is saved.

One round runs: set-up (lay four cards, place the locomotive, deal two cards
each, shuffle the chaos cards in, box some cards unseen), then turns until the
turn on which the last card was drawn ends. Every shuffle and draw is a chance
node whose outcome is the kind of card that comes next from what is left; every
group of up to four dice is a chance node whose outcome is the faces rolled.

What each move does is in :mod:`.round_setup` (the set-up), :mod:`.turn` (a turn) and
:mod:`.rounds` (scoring a round, starting the next); this module dispatches to them by phase.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from game.rules.evolve import memo_property
from game.rules.protocol import CHANCE, TERMINAL, IllegalActionError, reveals_nothing
from game.rules.rollecate import actions, cards, data
from game.rules.rollecate import events as ev
from game.rules.rollecate.actions import RollecateAction
from game.rules.rollecate.cards import Composition
from game.rules.rollecate.dice import dice_odds, dice_outcomes, dice_rolls
from game.rules.rollecate.events import RollecateEvent
from game.rules.rollecate.railway import RailCard
from game.rules.rollecate.round_setup import on_deal, on_remove, on_setup_draw, on_setup_lay
from game.rules.rollecate.rounds import ROUND_FIELDS, round_reset
from game.rules.rollecate.tally import STAT_NAMES
from game.rules.rollecate.turn import on_choose, on_draw, on_lay, on_penalty, on_roll
from game.rules.rollecate.view import RollecateView, view_of

# the dice, the counters and each phase's rules live in their own modules; these names stay importable from here
__all__ = ["GAME_ID", "ROUND_FIELDS", "STAT_NAMES", "RollecateState", "dice_outcomes", "fresh_round"]

GAME_ID = "rollecate"


def _reveals(event: RollecateEvent) -> bool:
    """A card leaves a hand or the deck in sight of someone, or the hands are shown at the round's end."""
    if isinstance(event, ev.CardLaid):
        return not event.setup
    return isinstance(event, (ev.ChaosDiscarded, ev.RoundScored, ev.CardDrawn, ev.CardDealt, ev.SetupCardDrawn))


@dataclass(frozen=True)
class RollecateState:
    """A Rollecate position. Immutable: :meth:`apply` returns a new one."""

    players: int
    seed: int
    rounds: int
    derail_limit: int | None
    round: int
    """The round being played, counting from 0."""
    first: int
    """Who laid the first card this round; the rounds rotate it."""
    phase: str
    """One of :data:`actions.PHASES`."""
    seat: int
    """The player laying, receiving or on turn in this phase."""
    count: int
    """Set-up progress in the current set-up phase (cards laid, dealt or boxed)."""
    deck: Composition
    """The draw pile (during set-up: the track cards not yet used)."""
    aside: Composition
    """Chaos cards waiting beside the table during set-up."""
    box: Composition
    """Cards put back in the box unseen."""
    hands: tuple[tuple[str, ...], ...]
    railway: tuple[RailCard, ...]
    loco: int
    """Index in :attr:`railway` of the card the locomotive stands on."""
    piles: tuple[tuple[str, ...], ...]
    """Each player's penalty pile, bottom card first."""
    cancelled: tuple[tuple[str, ...], ...]
    """Cards each player removed from the game in pairs this round."""
    pending: tuple[str, ...]
    """Penalty cards taken this turn and not yet laid on the pile."""
    setup_card: str | None
    """The card turned up during set-up, waiting to be laid."""
    play_number: int
    """The number of the cards laid this turn (0 before any)."""
    play_cards: int
    """How many cards were laid this turn."""
    dice_left: int
    locos: int
    """Locomotive faces rolled so far this turn."""
    groups: int
    """Groups of dice rolled so far this turn."""
    last_turn: bool
    """The draw pile ran out this turn: the round ends with it."""
    derailments: tuple[int, ...]
    """Derailments per player this round."""
    totals: tuple[int, ...]
    """Penalty points of the rounds already scored."""
    total_cards: tuple[int, ...]
    """Cards counted in the rounds already scored (the tie-break)."""
    history: tuple[tuple[int, ...], ...]
    """Each scored round's points per player."""
    lost: bool
    """The solo game was lost to the derailment limit."""
    stats: tuple[tuple[int, ...], ...]
    """Per player, the counters named in :data:`STAT_NAMES`."""

    game_id: ClassVar[str] = GAME_ID

    # ----- the contract -------------------------------------------------------------

    @property
    def num_players(self) -> int:
        """Number of seats."""
        return self.players

    @property
    def current_player(self) -> int:
        """The seat to move, CHANCE while a card or the dice decide, or TERMINAL."""
        if self.phase == actions.OVER:
            return TERMINAL
        if self.phase in actions.CHANCE_PHASES:
            return CHANCE
        return self.seat

    def legal_actions(self) -> list[RollecateAction]:
        """The moves of the player on turn, or the outcomes at a chance node."""
        return list(self._legal)

    @memo_property
    def _legal(self) -> tuple[RollecateAction, ...]:
        """The legal actions, listed once per state: the driver and :meth:`apply` both ask."""
        if self.phase in actions.CHANCE_PHASES:
            return tuple(outcome for outcome, _ in self._outcomes)
        if self.phase == actions.SETUP_LAY:
            assert self.setup_card is not None
            return tuple(actions.setup_placements(self.railway, self.setup_card))
        if self.phase == actions.CHOOSE:
            return tuple(actions.choose_moves(self.railway, self.hands[self.seat]))
        if self.phase == actions.LAY:
            return tuple(actions.lay_moves(self.railway, self.hands[self.seat], self.play_number))
        if self.phase == actions.PENALTY:
            return tuple(actions.penalty_moves(self.pending))
        return ()

    def chance_outcomes(self) -> list[tuple[RollecateAction, float]]:
        """Which card comes next (from what is left), or the faces of the next dice."""
        return list(self._outcomes)

    @memo_property
    def _outcomes(self) -> tuple[tuple[RollecateAction, float], ...]:
        """The chance outcomes, listed once per state (the same values and order as before caching)."""
        if self.phase in (actions.SETUP_DRAW, actions.DEAL, actions.REMOVE, actions.DRAW):
            return tuple(cards.outcomes(self.deck))
        if self.phase == actions.ROLL:
            return dice_odds(min(data.DICE, self.dice_left), tuple(data.DIE_FACES))
        return ()

    def apply(self, action: RollecateAction) -> tuple[RollecateState, list[RollecateEvent]]:
        """The state after ``action`` and what happened, in order."""
        if self.phase in actions.CHANCE_PHASES:
            if not self._possible(action):
                raise IllegalActionError(f"{action!r} is not a possible outcome now")
        elif action not in self._legal:
            raise IllegalActionError(f"{action!r} is not a legal move now")
        out: list[RollecateEvent] = []
        # each phase's handler takes that phase's kind of action (legal here, so of that kind)
        return _HANDLERS[self.phase](self, action, out), out

    def _possible(self, action: RollecateAction) -> bool:
        """True when ``action`` is one of :meth:`chance_outcomes` (without listing them)."""
        if self.phase == actions.ROLL:
            return action in dice_rolls(min(data.DICE, self.dice_left), tuple(data.DIE_FACES))
        kind = cards.KIND_INDEX.get(action) if isinstance(action, str) else None
        return kind is not None and self.deck[kind] > 0

    def scores(self) -> list[float]:
        """Penalty points so far: finished rounds plus the current penalty piles (hands count at the end)."""
        if self.phase == actions.OVER:
            return [float(t) for t in self.totals]
        return [float(t + cards.points(p)) for t, p in zip(self.totals, self.piles)]

    def undoable(self, action: RollecateAction) -> bool:
        """True for a decision that shows no hidden card: laying the open set-up card, passing, ordering
        penalty cards. Laying or discarding a card from the hand shows it; scoring a round shows every hand.
        See docs/rules/rollecate.md, "Undo"."""
        return reveals_nothing(self, action, _reveals)

    # ----- questions the screen and the tests ask -------------------------------------

    @property
    def is_setup(self) -> bool:
        """True while the round is being set up."""
        return self.phase in (actions.SETUP_DRAW, actions.SETUP_LAY, actions.DEAL, actions.REMOVE)

    def winners(self) -> tuple[int, ...]:
        """The seats with the fewest points, ties broken by fewer cards (none when the solo game was lost)."""
        if self.lost:
            return ()
        best = min(zip(self.totals, self.total_cards))
        return tuple(i for i, key in enumerate(zip(self.totals, self.total_cards)) if key == best)

    def stat(self, seat: int, name: str) -> int:
        """One of the counters of :data:`STAT_NAMES` for a player."""
        return self.stats[seat][STAT_NAMES.index(name)]

    def census(self) -> Composition:
        """Every card of the game wherever it is (deck, box, aside, hands, railway, piles, pairs, pending)."""
        found = cards.add(cards.add(self.deck, self.aside), self.box)
        places = [*self.hands, *self.piles, *self.cancelled, self.pending, [r.card for r in self.railway]]
        if self.setup_card is not None:
            places.append([self.setup_card])
        for place in places:
            found = cards.add(found, cards.composition_of(place))
        return found

    def view(self, player: int) -> RollecateView:
        """What ``player`` may see: their own hand, the table, and counts of everything hidden."""
        return view_of(self, player)

    # ----- saving ---------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """Everything, hidden cards included (a save, not a view)."""
        return {
            "game": GAME_ID,
            "seed": self.seed,
            "players": self.players,
            "options": {"rounds": self.rounds, "derail_limit": self.derail_limit},
            "round": self.round,
            "first": self.first,
            "phase": self.phase,
            "seat": self.seat,
            "count": self.count,
            "deck": cards.to_json(self.deck),
            "aside": cards.to_json(self.aside),
            "box": cards.to_json(self.box),
            "hands": [list(h) for h in self.hands],
            "railway": [r.to_json() for r in self.railway],
            "loco": self.loco,
            "piles": [list(p) for p in self.piles],
            "cancelled": [list(c) for c in self.cancelled],
            "pending": list(self.pending),
            "setup_card": self.setup_card,
            "play": [self.play_number, self.play_cards, self.dice_left, self.locos, self.groups],
            "last_turn": self.last_turn,
            "derailments": list(self.derailments),
            "totals": list(self.totals),
            "total_cards": list(self.total_cards),
            "history": [list(h) for h in self.history],
            "lost": self.lost,
            "stats": [dict(zip(STAT_NAMES, row)) for row in self.stats],
        }


_Handler = Callable[[RollecateState, Any, list[RollecateEvent]], RollecateState]

_HANDLERS: dict[str, _Handler] = {
    actions.SETUP_DRAW: on_setup_draw,
    actions.SETUP_LAY: on_setup_lay,
    actions.DEAL: on_deal,
    actions.REMOVE: on_remove,
    actions.DRAW: on_draw,
    actions.CHOOSE: on_choose,
    actions.LAY: on_lay,
    actions.ROLL: on_roll,
    actions.PENALTY: on_penalty,
}
"""What a legal action does in each phase (none in ``over``: nothing is legal then)."""


def fresh_round(players: int, round_: int, first: int) -> RollecateState:
    """A state at the very start of a round's set-up (game-wide fields left empty)."""
    return RollecateState(
        players=players,
        seed=0,
        rounds=1,
        derail_limit=None,
        **round_reset(players, round_, first),
        totals=(0,) * players,
        total_cards=(0,) * players,
        history=(),
        lost=False,
        stats=((0,) * len(STAT_NAMES),) * players,
    )
