"""A Rollecate turn: draw, lay track or pass or discard chaos, roll and ride, derail, take and lay penalty cards."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.evolve import evolve
from game.rules.rollecate import actions, cards, data, pile, railway
from game.rules.rollecate import events as ev
from game.rules.rollecate.actions import ChaosMove, PassMove, PenaltyMove, RollecateAction, RollMove, TrackMove
from game.rules.rollecate.events import RollecateEvent
from game.rules.rollecate.rounds import end_round
from game.rules.rollecate.tally import bump, set_at

if TYPE_CHECKING:  # the state calls these functions; they only name its class
    from game.rules.rollecate.state import RollecateState


def has_track(legal: tuple[RollecateAction, ...]) -> bool:
    """True when some of the listed moves lays a track card."""
    return any(type(a) is tuple and a[0] == "track" for a in legal)


def start_turn(s: RollecateState, seat: int, out: list[RollecateEvent]) -> RollecateState:
    """The turn passes to ``seat``, who draws first."""
    out.append(ev.TurnStarted(seat))
    return evolve(
        s,
        seat=seat,
        count=0,
        phase=actions.DRAW,
        play_number=0,
        play_cards=0,
        dice_left=0,
        locos=0,
        groups=0,
    )


def on_draw(s: RollecateState, card: str, out: list[RollecateEvent]) -> RollecateState:
    """The player on turn draws a card and chooses what to do."""
    seat = s.seat
    deck = cards.with_card(s.deck, card, -1)
    hand = cards.sort_cards(s.hands[seat] + (card,))
    out.append(ev.CardDrawn(seat, card, cards.total(deck), visible_to=(seat,)))
    legal = tuple(actions.choose_moves(s.railway, hand))  # the next state's moves: listed once, kept
    stuck = not has_track(legal)
    forced = stuck and not any(cards.is_chaos(c) for c in hand)
    state = evolve(
        s,
        deck=deck,
        hands=set_at(s.hands, seat, hand),
        last_turn=cards.total(deck) == 0,
        phase=actions.CHOOSE,
        stats=bump(s.stats, seat, turns=1, stuck=int(stuck), forced=int(forced)),
    )
    state.__dict__["_legal"] = legal  # what its _legal would list: the same railway, hand and phase
    return state


def on_choose(s: RollecateState, action: PassMove | ChaosMove | TrackMove, out: list[RollecateEvent]) -> RollecateState:
    """Pass (the locomotive moves on and a penalty card is taken), discard a chaos card, or lay track."""
    seat = s.seat
    if action == actions.PASS:
        stuck = not has_track(s._legal)  # this hand's track moves are among the choices
        out.append(ev.Passed(seat))
        out.append(ev.PassReason(seat, stuck, visible_to=(seat,)))
        state = evolve(s, stats=bump(s.stats, seat, passes=1))
        state = move_locomotive(state, 1, out)
        return settle(take_penalties(state, 1, out), out)
    if action[0] == "chaos":
        card = str(action[1])
        hand = list(s.hands[seat])
        hand.remove(card)
        state = evolve(
            s, hands=set_at(s.hands, seat, tuple(hand)), stats=bump(s.stats, seat, chaos=1)
        )
        out.append(ev.ChaosDiscarded(seat, card, len(state.piles[seat]) + 1))
        return end_turn(to_pile(state, card, out), out)
    return on_lay(s, action, out)


def on_lay(s: RollecateState, action: RollMove | TrackMove, out: list[RollecateEvent]) -> RollecateState:
    """Lay one more card of the same number, or roll the dice the laid cards earned."""
    if action == actions.ROLL_DICE:
        dice = s.play_number * s.play_cards
        stats = bump(s.stats, s.seat, plays=1, cards_laid=s.play_cards, dice=dice)
        return evolve(s, phase=actions.ROLL, dice_left=dice, locos=0, groups=0, stats=stats)
    _, card, turn = action
    state = lay_track(s, str(card), str(turn), out)
    return evolve(
        state, phase=actions.LAY, play_number=cards.number(str(card)), play_cards=state.play_cards + 1
    )


def lay_track(s: RollecateState, card: str, turn: str, out: list[RollecateEvent], setup: bool = False) -> RollecateState:
    """Add ``card`` to the railway the way ``turn`` says (from the hand, or the open set-up card)."""
    rail = railway.fits(s.railway, card, turn)
    assert rail is not None  # legal moves only offer placements that fit
    out.append(
        ev.CardLaid(s.seat, card, rail.no, rail.cells, rail.orientation, rail.heading_in, rail.heading_out, setup)
    )
    hands = s.hands
    if not setup:
        hand = list(s.hands[s.seat])
        hand.remove(card)
        hands = set_at(hands, s.seat, tuple(hand))
    return evolve(s, railway=s.railway + (rail,), hands=hands)


def on_roll(s: RollecateState, faces: tuple[str, ...], out: list[RollecateEvent]) -> RollecateState:
    """One group of up to four dice rolled; when none are left, the locomotive rides."""
    locos = sum(1 for f in faces if f == data.LOCO_FACE)
    left = s.dice_left - len(faces)
    out.append(ev.DiceRolled(s.seat, tuple(faces), locos, s.groups + 1, left))
    state = evolve(s, dice_left=left, locos=s.locos + locos, groups=s.groups + 1)
    if left > 0:
        return state
    return ride(state, out)


def ride(s: RollecateState, out: list[RollecateEvent]) -> RollecateState:
    """Move the locomotive for the locomotive faces rolled; derail if the railway is too short."""
    ahead = len(s.railway) - 1 - s.loco
    state = move_locomotive(s, s.locos, out)
    shortfall = s.locos - ahead
    if shortfall <= 0:
        return settle(state, out)
    count = state.derailments[s.seat] + 1
    out.append(ev.Derailed(s.seat, shortfall, count))
    state = evolve(
        state,
        derailments=set_at(state.derailments, s.seat, count),
        stats=bump(state.stats, s.seat, derailments=1, shortfall=shortfall),
    )
    if s.derail_limit is not None and count > s.derail_limit:
        out.append(ev.SoloLost(s.seat, count))
        return end_round(evolve(state, lost=True), out)
    return settle(take_penalties(state, shortfall, out), out)


def move_locomotive(s: RollecateState, steps: int, out: list[RollecateEvent]) -> RollecateState:
    """Move forward up to ``steps`` cards, stopping on the last card."""
    loco = s.loco
    for _ in range(min(steps, len(s.railway) - 1 - loco)):
        out.append(ev.LocomotiveMoved(s.railway[loco].no, s.railway[loco + 1].no, s.railway[loco + 1].cells[0]))
        loco += 1
    return evolve(s, loco=loco)


def take_penalties(s: RollecateState, n: int, out: list[RollecateEvent]) -> RollecateState:
    """Take up to ``n`` cards from the start of the railway, never the locomotive's card."""
    k = min(n, s.loco)
    for rail in s.railway[:k]:
        out.append(ev.PenaltyTaken(s.seat, rail.card, rail.no, rail.cells))
    return evolve(
        s,
        railway=s.railway[k:],
        loco=s.loco - k,
        pending=s.pending + tuple(r.card for r in s.railway[:k]),
        stats=bump(s.stats, s.seat, penalty_cards=k),
    )


def settle(s: RollecateState, out: list[RollecateEvent]) -> RollecateState:
    """Lay taken penalty cards while the order cannot matter; ask the player otherwise."""
    state = s
    while state.pending and len({cards.number(c) for c in state.pending}) == 1:
        state = lay_penalty(state, state.pending[0], out)
    if state.pending:
        return evolve(state, phase=actions.PENALTY)
    return end_turn(state, out)


def on_penalty(s: RollecateState, action: PenaltyMove, out: list[RollecateEvent]) -> RollecateState:
    """The player lays the taken penalty card of the number they chose, then the rest settle."""
    wanted = int(action[1])
    card = next(c for c in s.pending if cards.number(c) == wanted)
    return settle(lay_penalty(s, card, out), out)


def lay_penalty(s: RollecateState, card: str, out: list[RollecateEvent]) -> RollecateState:
    """One taken card goes from the pending ones onto the player's penalty pile."""
    pending = list(s.pending)
    pending.remove(card)
    state = evolve(s, pending=tuple(pending))
    out.append(ev.PenaltyLaid(s.seat, card, len(state.piles[s.seat]) + 1))
    return to_pile(state, card, out)


def to_pile(s: RollecateState, card: str, out: list[RollecateEvent]) -> RollecateState:
    """``card`` goes on the player's penalty pile; a pair with the top card leaves the game."""
    seat = s.seat
    before = s.piles[seat]
    after, cancelled = pile.lay(before, card)
    if not cancelled:
        return evolve(s, piles=set_at(s.piles, seat, after))
    pair = (before[-1], card)
    out.append(ev.PairCancelled(seat, cards.number(card), pair, len(after)))
    return evolve(
        s,
        piles=set_at(s.piles, seat, after),
        cancelled=set_at(s.cancelled, seat, s.cancelled[seat] + pair),
        stats=bump(s.stats, seat, pairs=1, pair_points=cards.points(pair)),
    )


def end_turn(s: RollecateState, out: list[RollecateEvent]) -> RollecateState:
    """The next player's turn, or the round's end after the last turn."""
    if s.last_turn:
        return end_round(s, out)
    return start_turn(s, (s.seat + 1) % s.players, out)
