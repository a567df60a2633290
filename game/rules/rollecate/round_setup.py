"""A Rollecate round's set-up: the four cards of the first railway, the deal, the chaos cards shuffled in, the box."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.evolve import evolve
from game.rules.rollecate import actions, cards, data
from game.rules.rollecate import events as ev
from game.rules.rollecate.actions import TrackMove
from game.rules.rollecate.events import RollecateEvent
from game.rules.rollecate.tally import set_at
from game.rules.rollecate.turn import lay_track, start_turn

if TYPE_CHECKING:  # the state calls these functions; they only name its class
    from game.rules.rollecate.state import RollecateState


def on_setup_draw(s: RollecateState, card: str, out: list[RollecateEvent]) -> RollecateState:
    """A set-up card turned up from the track cards: the seat whose turn it is to lay it."""
    layer = (s.first + s.count) % s.players
    out.append(ev.SetupCardDrawn(layer, card))
    return evolve(
        s, deck=cards.with_card(s.deck, card, -1), setup_card=card, seat=layer, phase=actions.SETUP_LAY
    )


def on_setup_lay(s: RollecateState, action: TrackMove, out: list[RollecateEvent]) -> RollecateState:
    """The set-up card laid; after the fourth, the locomotive is placed and the deal begins."""
    _, card, turn = action
    state = lay_track(s, str(card), str(turn), out, setup=True)
    state = evolve(state, setup_card=None, count=state.count + 1, phase=actions.SETUP_DRAW)
    if state.count < data.FIRST_RAILWAY:
        return state
    loco = data.LOCO_START
    out.append(ev.LocomotivePlaced(state.railway[loco].no, state.railway[loco].cells[0]))
    return evolve(state, loco=loco, count=0, phase=actions.DEAL, seat=s.first)


def on_deal(s: RollecateState, card: str, out: list[RollecateEvent]) -> RollecateState:
    """One card dealt; after the last, the chaos cards are shuffled into the draw pile."""
    seat = (s.first + s.count) % s.players
    out.append(ev.CardDealt(seat, card, visible_to=(seat,)))
    hand = cards.sort_cards(s.hands[seat] + (card,))
    state = evolve(
        s,
        deck=cards.with_card(s.deck, card, -1),
        hands=set_at(s.hands, seat, hand),
        count=s.count + 1,
    )
    if state.count < data.HAND_START * s.players:
        return state
    deck = cards.add(state.deck, state.aside)
    out.append(ev.DrawPileFormed(cards.total(deck), cards.total(state.aside)))
    return evolve(state, deck=deck, aside=cards.composition({}), count=0, phase=actions.REMOVE)


def on_remove(s: RollecateState, card: str, out: list[RollecateEvent]) -> RollecateState:
    """One card boxed unseen; after the last, the first turn starts."""
    box = cards.with_card(s.box, card, +1)
    out.append(ev.CardBoxed(card, cards.total(box)))
    state = evolve(s, deck=cards.with_card(s.deck, card, -1), box=box, count=s.count + 1)
    if state.count < data.REMOVED[s.players]:
        return state
    return start_turn(state, (s.first + data.FIRST_RAILWAY) % s.players, out)
