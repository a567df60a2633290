"""A Rollecate round's start and end: what a new round resets, and scoring the round."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.evolve import evolve
from game.rules.rollecate import actions, cards
from game.rules.rollecate import events as ev
from game.rules.rollecate.events import RollecateEvent

if TYPE_CHECKING:  # the state calls these functions; they only name its class
    from game.rules.rollecate.state import RollecateState


def round_reset(players: int, round_: int, first: int) -> dict[str, Any]:
    """The fields a new round starts afresh, at the very start of its set-up (totals, history and counters carry on)."""
    empty: tuple[tuple[str, ...], ...] = ((),) * players
    return {
        "round": round_,
        "first": first,
        "phase": actions.SETUP_DRAW,
        "seat": first,
        "count": 0,
        "deck": cards.track_deck(),
        "aside": cards.chaos_deck(),
        "box": cards.composition({}),
        "hands": empty,
        "railway": (),
        "loco": 0,
        "piles": empty,
        "cancelled": empty,
        "pending": (),
        "setup_card": None,
        "play_number": 0,
        "play_cards": 0,
        "dice_left": 0,
        "locos": 0,
        "groups": 0,
        "last_turn": False,
        "derailments": (0,) * players,
    }


ROUND_FIELDS: tuple[str, ...] = tuple(round_reset(1, 0, 0))
"""The fields a new round starts afresh; the others (totals, history, stats) carry on."""


def end_round(s: RollecateState, out: list[RollecateEvent]) -> RollecateState:
    """Score the round (penalty piles and hands), then start the next one or end the game."""
    points = tuple(cards.points(p) + cards.points(h) for p, h in zip(s.piles, s.hands))
    counted = tuple(len(p) + len(h) for p, h in zip(s.piles, s.hands))
    totals = tuple(t + p for t, p in zip(s.totals, points))
    out.append(ev.RoundScored(s.round, points, counted, s.hands, totals, s.piles))
    state = evolve(
        s,
        totals=totals,
        total_cards=tuple(t + c for t, c in zip(s.total_cards, counted)),
        history=s.history + (points,),
        phase=actions.OVER,
    )
    if s.round + 1 < s.rounds and not state.lost:
        return next_round(state)
    out.append(ev.GameOver(state.totals, state.winners(), state.lost))
    return state


def next_round(s: RollecateState) -> RollecateState:
    """The next round's set-up, the next seat laying first; totals, history and counters carry on."""
    return evolve(s, **round_reset(s.players, s.round + 1, (s.first + 1) % s.players))
