"""A Rollecate game: the state, its moves and chance nodes, and how it is saved.

One round runs: set-up (lay four cards, place the locomotive, deal two cards
each, shuffle the chaos cards in, box some cards unseen), then turns until the
turn on which the last card was drawn ends. Every shuffle and draw is a chance
node whose outcome is the kind of card that comes next from what is left; every
group of up to four dice is a chance node whose outcome is the faces rolled.
"""

from __future__ import annotations

import functools
import itertools
from dataclasses import dataclass
from typing import Any, ClassVar

from game.rules.evolve import evolve, memo_property
from game.rules.protocol import CHANCE, TERMINAL, IllegalActionError, reveals_nothing
from game.rules.rollecate import cards, data, moves, pile, railway
from game.rules.rollecate import events as ev
from game.rules.rollecate.cards import Composition
from game.rules.rollecate.events import RollecateEvent
from game.rules.rollecate.moves import ChaosMove, PassMove, PenaltyMove, RollecateAction, RollMove, TrackMove
from game.rules.rollecate.railway import RailCard
from game.rules.rollecate.view import RollecateView, view_of

GAME_ID = "rollecate"

STAT_NAMES: tuple[str, ...] = (
    "turns",
    "passes",
    "stuck",
    "forced",
    "plays",
    "cards_laid",
    "dice",
    "derailments",
    "shortfall",
    "penalty_cards",
    "pairs",
    "pair_points",
    "chaos",
)
"""Counters kept per player over the whole game (``stuck``: no track card could be laid;
``forced``: passing was the only move; ``pair_points``: points removed in pairs)."""


@functools.lru_cache(maxsize=16)
def _dice_outcomes(n: int, faces: tuple[str, ...]) -> tuple[tuple[tuple[str, ...], float], ...]:
    """Every ordered roll of ``n`` dice with its probability."""
    odds = {face: faces.count(face) / len(faces) for face in dict.fromkeys(faces)}
    result = []
    for roll in itertools.product(odds, repeat=n):
        p = 1.0
        for face in roll:
            p *= odds[face]
        result.append((roll, p))
    return tuple(result)


@functools.lru_cache(maxsize=16)
def _dice_faces(n: int, faces: tuple[str, ...]) -> frozenset[tuple[str, ...]]:
    """The rolls of :func:`_dice_outcomes`, for checking an outcome."""
    return frozenset(roll for roll, _ in _dice_outcomes(n, faces))


def dice_outcomes(n: int) -> list[tuple[tuple[str, ...], float]]:
    """The possible faces of ``n`` dice (at most four) with their probabilities."""
    return list(_dice_outcomes(n, tuple(data.DIE_FACES)))


_STAT_INDEX: dict[str, int] = {name: i for i, name in enumerate(STAT_NAMES)}


def _bump(stats: tuple[tuple[int, ...], ...], seat: int, **deltas: int) -> tuple[tuple[int, ...], ...]:
    row = list(stats[seat])
    for name, delta in deltas.items():
        row[_STAT_INDEX[name]] += delta
    return stats[:seat] + (tuple(row),) + stats[seat + 1 :]


def _set(values: tuple[Any, ...], seat: int, value: Any) -> tuple[Any, ...]:
    return values[:seat] + (value,) + values[seat + 1 :]


def _has_track(legal: tuple[RollecateAction, ...]) -> bool:
    """True when some of the listed moves lays a track card."""
    return any(type(a) is tuple and a[0] == "track" for a in legal)


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
    """One of :data:`moves.PHASES`."""
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
        if self.phase == moves.OVER:
            return TERMINAL
        if self.phase in moves.CHANCE_PHASES:
            return CHANCE
        return self.seat

    def legal_actions(self) -> list[RollecateAction]:
        """The moves of the player on turn, or the outcomes at a chance node."""
        return list(self._legal)

    @memo_property
    def _legal(self) -> tuple[RollecateAction, ...]:
        """The legal actions, listed once per state: the driver and :meth:`apply` both ask."""
        if self.phase in moves.CHANCE_PHASES:
            return tuple(outcome for outcome, _ in self._outcomes)
        if self.phase == moves.SETUP_LAY:
            assert self.setup_card is not None
            return tuple(moves.setup_placements(self.railway, self.setup_card))
        if self.phase == moves.CHOOSE:
            return tuple(moves.choose_moves(self.railway, self.hands[self.seat]))
        if self.phase == moves.LAY:
            return tuple(moves.lay_moves(self.railway, self.hands[self.seat], self.play_number))
        if self.phase == moves.PENALTY:
            return tuple(moves.penalty_moves(self.pending))
        return ()

    def chance_outcomes(self) -> list[tuple[RollecateAction, float]]:
        """Which card comes next (from what is left), or the faces of the next dice."""
        return list(self._outcomes)

    @memo_property
    def _outcomes(self) -> tuple[tuple[RollecateAction, float], ...]:
        """The chance outcomes, listed once per state (the same values and order as before caching)."""
        if self.phase in (moves.SETUP_DRAW, moves.DEAL, moves.REMOVE, moves.DRAW):
            return tuple(cards.outcomes(self.deck))
        if self.phase == moves.ROLL:
            return _dice_outcomes(min(data.DICE, self.dice_left), tuple(data.DIE_FACES))
        return ()

    def apply(self, action: RollecateAction) -> tuple[RollecateState, list[RollecateEvent]]:
        """The state after ``action`` and what happened, in order."""
        if self.phase in moves.CHANCE_PHASES:
            if not self._possible(action):
                raise IllegalActionError(f"{action!r} is not a possible outcome now")
        elif action not in self._legal:
            raise IllegalActionError(f"{action!r} is not a legal move now")
        out: list[RollecateEvent] = []
        # each phase's handler takes that phase's kind of action (legal here, so of that kind)
        handler = getattr(self, "_on_" + self.phase.replace(" ", "_"))
        return handler(action, out), out

    def _possible(self, action: RollecateAction) -> bool:
        """True when ``action`` is one of :meth:`chance_outcomes` (without listing them)."""
        if self.phase == moves.ROLL:
            return action in _dice_faces(min(data.DICE, self.dice_left), tuple(data.DIE_FACES))
        kind = cards.KIND_INDEX.get(action) if isinstance(action, str) else None
        return kind is not None and self.deck[kind] > 0

    def scores(self) -> list[float]:
        """Penalty points so far: finished rounds plus the current penalty piles (hands count at the end)."""
        if self.phase == moves.OVER:
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
        return self.phase in (moves.SETUP_DRAW, moves.SETUP_LAY, moves.DEAL, moves.REMOVE)

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

    # ----- set-up ---------------------------------------------------------------------

    def _on_setup_draw(self, card: str, out: list[RollecateEvent]) -> RollecateState:
        layer = (self.first + self.count) % self.players
        out.append(ev.SetupCardDrawn(layer, card))
        return evolve(
            self, deck=cards.with_card(self.deck, card, -1), setup_card=card, seat=layer, phase=moves.SETUP_LAY
        )

    def _on_setup_lay(self, action: TrackMove, out: list[RollecateEvent]) -> RollecateState:
        _, card, turn = action
        state = self._lay_track(str(card), str(turn), out, setup=True)
        state = evolve(state, setup_card=None, count=state.count + 1, phase=moves.SETUP_DRAW)
        if state.count < data.FIRST_RAILWAY:
            return state
        loco = data.LOCO_START
        out.append(ev.LocomotivePlaced(state.railway[loco].no, state.railway[loco].cells[0]))
        return evolve(state, loco=loco, count=0, phase=moves.DEAL, seat=self.first)

    def _on_deal(self, card: str, out: list[RollecateEvent]) -> RollecateState:
        seat = (self.first + self.count) % self.players
        out.append(ev.CardDealt(seat, card, visible_to=(seat,)))
        hand = cards.sort_cards(self.hands[seat] + (card,))
        state = evolve(
            self,
            deck=cards.with_card(self.deck, card, -1),
            hands=_set(self.hands, seat, hand),
            count=self.count + 1,
        )
        if state.count < data.HAND_START * self.players:
            return state
        deck = cards.add(state.deck, state.aside)
        out.append(ev.DrawPileFormed(cards.total(deck), cards.total(state.aside)))
        return evolve(state, deck=deck, aside=cards.composition({}), count=0, phase=moves.REMOVE)

    def _on_remove(self, card: str, out: list[RollecateEvent]) -> RollecateState:
        box = cards.with_card(self.box, card, +1)
        out.append(ev.CardBoxed(card, cards.total(box)))
        state = evolve(self, deck=cards.with_card(self.deck, card, -1), box=box, count=self.count + 1)
        if state.count < data.REMOVED[self.players]:
            return state
        return state._start_turn((self.first + data.FIRST_RAILWAY) % self.players, out)

    # ----- a turn ---------------------------------------------------------------------

    def _start_turn(self, seat: int, out: list[RollecateEvent]) -> RollecateState:
        out.append(ev.TurnStarted(seat))
        return evolve(
            self,
            seat=seat,
            count=0,
            phase=moves.DRAW,
            play_number=0,
            play_cards=0,
            dice_left=0,
            locos=0,
            groups=0,
        )

    def _on_draw(self, card: str, out: list[RollecateEvent]) -> RollecateState:
        seat = self.seat
        deck = cards.with_card(self.deck, card, -1)
        hand = cards.sort_cards(self.hands[seat] + (card,))
        out.append(ev.CardDrawn(seat, card, cards.total(deck), visible_to=(seat,)))
        legal = tuple(moves.choose_moves(self.railway, hand))  # the next state's moves: listed once, kept
        stuck = not _has_track(legal)
        forced = stuck and not any(cards.is_chaos(c) for c in hand)
        state = evolve(
            self,
            deck=deck,
            hands=_set(self.hands, seat, hand),
            last_turn=cards.total(deck) == 0,
            phase=moves.CHOOSE,
            stats=_bump(self.stats, seat, turns=1, stuck=int(stuck), forced=int(forced)),
        )
        state.__dict__["_legal"] = legal  # what its _legal would list: the same railway, hand and phase
        return state

    def _on_choose(self, action: PassMove | ChaosMove | TrackMove, out: list[RollecateEvent]) -> RollecateState:
        seat = self.seat
        if action == moves.PASS:
            stuck = not _has_track(self._legal)  # this hand's track moves are among the choices
            out.append(ev.Passed(seat))
            out.append(ev.PassReason(seat, stuck, visible_to=(seat,)))
            state = evolve(self, stats=_bump(self.stats, seat, passes=1))
            state = state._move_locomotive(1, out)
            return state._take_penalties(1, out)._settle(out)
        if action[0] == "chaos":
            card = str(action[1])
            hand = list(self.hands[seat])
            hand.remove(card)
            state = evolve(
                self, hands=_set(self.hands, seat, tuple(hand)), stats=_bump(self.stats, seat, chaos=1)
            )
            out.append(ev.ChaosDiscarded(seat, card, len(state.piles[seat]) + 1))
            return state._to_pile(card, out)._end_turn(out)
        return self._on_lay(action, out)

    def _on_lay(self, action: RollMove | TrackMove, out: list[RollecateEvent]) -> RollecateState:
        if action == moves.ROLL_DICE:
            dice = self.play_number * self.play_cards
            stats = _bump(self.stats, self.seat, plays=1, cards_laid=self.play_cards, dice=dice)
            return evolve(self, phase=moves.ROLL, dice_left=dice, locos=0, groups=0, stats=stats)
        _, card, turn = action
        state = self._lay_track(str(card), str(turn), out)
        return evolve(
            state, phase=moves.LAY, play_number=cards.number(str(card)), play_cards=state.play_cards + 1
        )

    def _lay_track(self, card: str, turn: str, out: list[RollecateEvent], setup: bool = False) -> RollecateState:
        rail = railway.fits(self.railway, card, turn)
        assert rail is not None  # legal moves only offer placements that fit
        out.append(
            ev.CardLaid(self.seat, card, rail.no, rail.cells, rail.orientation, rail.heading_in, rail.heading_out, setup)
        )
        hands = self.hands
        if not setup:
            hand = list(self.hands[self.seat])
            hand.remove(card)
            hands = _set(hands, self.seat, tuple(hand))
        return evolve(self, railway=self.railway + (rail,), hands=hands)

    def _on_roll(self, faces: tuple[str, ...], out: list[RollecateEvent]) -> RollecateState:
        locos = sum(1 for f in faces if f == data.LOCO_FACE)
        left = self.dice_left - len(faces)
        out.append(ev.DiceRolled(self.seat, tuple(faces), locos, self.groups + 1, left))
        state = evolve(self, dice_left=left, locos=self.locos + locos, groups=self.groups + 1)
        if left > 0:
            return state
        return state._ride(out)

    def _ride(self, out: list[RollecateEvent]) -> RollecateState:
        """Move the locomotive for the locomotive faces rolled; derail if the railway is too short."""
        ahead = len(self.railway) - 1 - self.loco
        state = self._move_locomotive(self.locos, out)
        shortfall = self.locos - ahead
        if shortfall <= 0:
            return state._settle(out)
        count = state.derailments[self.seat] + 1
        out.append(ev.Derailed(self.seat, shortfall, count))
        state = evolve(
            state,
            derailments=_set(state.derailments, self.seat, count),
            stats=_bump(state.stats, self.seat, derailments=1, shortfall=shortfall),
        )
        if self.derail_limit is not None and count > self.derail_limit:
            out.append(ev.SoloLost(self.seat, count))
            return evolve(state, lost=True)._end_round(out)
        return state._take_penalties(shortfall, out)._settle(out)

    def _move_locomotive(self, steps: int, out: list[RollecateEvent]) -> RollecateState:
        """Move forward up to ``steps`` cards, stopping on the last card."""
        loco = self.loco
        for _ in range(min(steps, len(self.railway) - 1 - loco)):
            out.append(ev.LocomotiveMoved(self.railway[loco].no, self.railway[loco + 1].no, self.railway[loco + 1].cells[0]))
            loco += 1
        return evolve(self, loco=loco)

    def _take_penalties(self, n: int, out: list[RollecateEvent]) -> RollecateState:
        """Take up to ``n`` cards from the start of the railway, never the locomotive's card."""
        k = min(n, self.loco)
        for rail in self.railway[:k]:
            out.append(ev.PenaltyTaken(self.seat, rail.card, rail.no, rail.cells))
        return evolve(
            self,
            railway=self.railway[k:],
            loco=self.loco - k,
            pending=self.pending + tuple(r.card for r in self.railway[:k]),
            stats=_bump(self.stats, self.seat, penalty_cards=k),
        )

    def _settle(self, out: list[RollecateEvent]) -> RollecateState:
        """Lay taken penalty cards while the order cannot matter; ask the player otherwise."""
        state = self
        while state.pending and len({cards.number(c) for c in state.pending}) == 1:
            state = state._lay_penalty(state.pending[0], out)
        if state.pending:
            return evolve(state, phase=moves.PENALTY)
        return state._end_turn(out)

    def _on_penalty(self, action: PenaltyMove, out: list[RollecateEvent]) -> RollecateState:
        wanted = int(action[1])
        card = next(c for c in self.pending if cards.number(c) == wanted)
        return self._lay_penalty(card, out)._settle(out)

    def _lay_penalty(self, card: str, out: list[RollecateEvent]) -> RollecateState:
        pending = list(self.pending)
        pending.remove(card)
        state = evolve(self, pending=tuple(pending))
        out.append(ev.PenaltyLaid(self.seat, card, len(state.piles[self.seat]) + 1))
        return state._to_pile(card, out)

    def _to_pile(self, card: str, out: list[RollecateEvent]) -> RollecateState:
        seat = self.seat
        before = self.piles[seat]
        after, cancelled = pile.lay(before, card)
        if not cancelled:
            return evolve(self, piles=_set(self.piles, seat, after))
        pair = (before[-1], card)
        out.append(ev.PairCancelled(seat, cards.number(card), pair, len(after)))
        return evolve(
            self,
            piles=_set(self.piles, seat, after),
            cancelled=_set(self.cancelled, seat, self.cancelled[seat] + pair),
            stats=_bump(self.stats, seat, pairs=1, pair_points=cards.points(pair)),
        )

    def _end_turn(self, out: list[RollecateEvent]) -> RollecateState:
        if self.last_turn:
            return self._end_round(out)
        return self._start_turn((self.seat + 1) % self.players, out)

    # ----- scoring --------------------------------------------------------------------

    def _end_round(self, out: list[RollecateEvent]) -> RollecateState:
        points = tuple(cards.points(p) + cards.points(h) for p, h in zip(self.piles, self.hands))
        counted = tuple(len(p) + len(h) for p, h in zip(self.piles, self.hands))
        totals = tuple(t + p for t, p in zip(self.totals, points))
        out.append(ev.RoundScored(self.round, points, counted, self.hands, totals))
        state = evolve(
            self,
            totals=totals,
            total_cards=tuple(t + c for t, c in zip(self.total_cards, counted)),
            history=self.history + (points,),
            phase=moves.OVER,
        )
        if self.round + 1 < self.rounds and not state.lost:
            return state._next_round()
        out.append(ev.GameOver(state.totals, state.winners(), state.lost))
        return state

    def _next_round(self) -> RollecateState:
        fresh = fresh_round(self.players, self.round + 1, (self.first + 1) % self.players)
        return evolve(
            self,
            **{f: getattr(fresh, f) for f in ROUND_FIELDS},
        )

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


ROUND_FIELDS = (
    "round",
    "first",
    "phase",
    "seat",
    "count",
    "deck",
    "aside",
    "box",
    "hands",
    "railway",
    "loco",
    "piles",
    "cancelled",
    "pending",
    "setup_card",
    "play_number",
    "play_cards",
    "dice_left",
    "locos",
    "groups",
    "last_turn",
    "derailments",
)
"""The fields a new round starts afresh; the others (totals, history, stats) carry on."""


def fresh_round(players: int, round_: int, first: int) -> RollecateState:
    """A state at the very start of a round's set-up (game-wide fields left empty)."""
    empty: tuple[tuple[str, ...], ...] = ((),) * players
    return RollecateState(
        players=players,
        seed=0,
        rounds=1,
        derail_limit=None,
        round=round_,
        first=first,
        phase=moves.SETUP_DRAW,
        seat=first,
        count=0,
        deck=cards.track_deck(),
        aside=cards.chaos_deck(),
        box=cards.composition({}),
        hands=empty,
        railway=(),
        loco=0,
        piles=empty,
        cancelled=empty,
        pending=(),
        setup_card=None,
        play_number=0,
        play_cards=0,
        dice_left=0,
        locos=0,
        groups=0,
        last_turn=False,
        derailments=(0,) * players,
        totals=(0,) * players,
        total_cards=(0,) * players,
        history=(),
        lost=False,
        stats=((0,) * len(STAT_NAMES),) * players,
    )
