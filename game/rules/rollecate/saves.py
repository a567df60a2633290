"""Rebuilding a saved Rollecate game, refusing anything that does not add up."""

from __future__ import annotations

from typing import Any

from game.rules.protocol import StateFormatError
from game.rules.rollecate import actions, cards, data, railway
from game.rules.rollecate.start import check_options
from game.rules.rollecate.state import GAME_ID, STAT_NAMES, RollecateState
from game.rules.savecheck import strict_roundtrip


def _int(value: Any, name: str, low: int = 0) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < low:
        raise ValueError(f"{name} must be a whole number of at least {low}")
    return value


def _cards(value: Any, name: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(cards.is_card(c) for c in value):
        raise ValueError(f"{name} must be a list of card codes")
    return tuple(value)


def _per_player(value: Any, players: int, name: str) -> list[Any]:
    if not isinstance(value, list) or len(value) != players:
        raise ValueError(f"{name} must have one entry per player")
    return value


def from_json(data: dict[str, Any]) -> RollecateState:
    """The state saved by :meth:`RollecateState.to_json`, exactly (StateFormatError otherwise)."""
    return strict_roundtrip(_from_json, data, GAME_ID, "Rollecate")


def _from_json(data: dict[str, Any]) -> RollecateState:
    try:
        state = _build(data)
    except StateFormatError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise StateFormatError(f"saved Rollecate game is damaged ({exc})") from None
    if state.census() != cards.full_deck():
        raise StateFormatError("saved Rollecate game is damaged (its cards do not add up to the deck)")
    return state


def _build(data: dict[str, Any]) -> RollecateState:
    players = _int(data["players"], "players", 1)
    options = data["options"]
    check_options(players, options["rounds"], options["derail_limit"])
    phase = data["phase"]
    if phase not in actions.PHASES:
        raise ValueError(f"unknown phase {phase!r}")
    rail = tuple(railway.RailCard.from_json(r) for r in data["railway"])
    loco = _int(data["loco"], "loco")
    if rail and loco >= len(rail):
        raise ValueError("the locomotive is off the railway")
    play = data["play"]
    if not isinstance(play, list) or len(play) != 5:
        raise ValueError("play must hold five numbers")
    stats = _per_player(data["stats"], players, "stats")
    setup_card = data["setup_card"]
    if setup_card is not None and not cards.is_card(setup_card):
        raise ValueError(f"bad set-up card {setup_card!r}")
    seat = _int(data["seat"], "seat")
    if seat >= players:
        raise ValueError("seat is not a player")
    state = RollecateState(
        players=players,
        seed=_int(data["seed"], "seed", -(2**63)),
        rounds=options["rounds"],
        derail_limit=options["derail_limit"],
        round=_int(data["round"], "round"),
        first=_int(data["first"], "first"),
        phase=phase,
        seat=seat,
        count=_int(data["count"], "count"),
        deck=cards.from_json(data["deck"]),
        aside=cards.from_json(data["aside"]),
        box=cards.from_json(data["box"]),
        hands=tuple(_cards(h, "a hand") for h in _per_player(data["hands"], players, "hands")),
        railway=rail,
        loco=loco,
        piles=tuple(_cards(p, "a pile") for p in _per_player(data["piles"], players, "piles")),
        cancelled=tuple(_cards(c, "pairs") for c in _per_player(data["cancelled"], players, "cancelled")),
        pending=_cards(data["pending"], "pending"),
        setup_card=setup_card,
        play_number=_int(play[0], "play number"),
        play_cards=_int(play[1], "play cards"),
        dice_left=_int(play[2], "dice left"),
        locos=_int(play[3], "locos"),
        groups=_int(play[4], "groups"),
        last_turn=bool(data["last_turn"]),
        derailments=tuple(_int(d, "derailments") for d in _per_player(data["derailments"], players, "derailments")),
        totals=tuple(_int(t, "totals") for t in _per_player(data["totals"], players, "totals")),
        total_cards=tuple(_int(t, "total cards") for t in _per_player(data["total_cards"], players, "total_cards")),
        history=tuple(tuple(_int(p, "history") for p in _per_player(h, players, "history")) for h in data["history"]),
        lost=bool(data["lost"]),
        stats=tuple(tuple(_int(row[name], name) for name in STAT_NAMES) for row in stats),
    )
    if state.first >= players or state.round >= state.rounds:
        raise ValueError("round or first player out of range")
    _check_progress(state)
    return state


SETUP_PHASES = (actions.SETUP_DRAW, actions.SETUP_LAY)


def _check_progress(s: RollecateState) -> None:
    """The set-up counter, the turn's numbers and the pending cards fit the phase (ValueError if not)."""
    phase, n = s.phase, s.players
    limits = {
        actions.SETUP_DRAW: data.FIRST_RAILWAY,
        actions.SETUP_LAY: data.FIRST_RAILWAY,
        actions.DEAL: data.HAND_START * n,
        actions.REMOVE: data.REMOVED[n],
    }
    if not s.count < limits.get(phase, 1) or (phase not in limits and s.count):
        raise ValueError(f"set-up count {s.count} does not fit phase {phase}")
    if phase in SETUP_PHASES and (len(s.railway) != s.count or s.loco):
        raise ValueError("the set-up railway does not fit the count")
    if phase in (actions.DEAL, actions.REMOVE) and (len(s.railway) != data.FIRST_RAILWAY or s.seat != s.first):
        raise ValueError("the deal does not follow the set-up")
    if phase == actions.SETUP_LAY and s.seat != (s.first + s.count) % n:
        raise ValueError("the wrong player lays the set-up card")
    if (s.setup_card is not None) != (phase == actions.SETUP_LAY) or bool(s.pending) != (phase == actions.PENALTY):
        raise ValueError(f"cards waiting that do not fit phase {phase}")
    numbers = (s.play_number, s.play_cards, s.dice_left, s.locos, s.groups)
    if phase in (*SETUP_PHASES, actions.DEAL, actions.REMOVE, actions.DRAW, actions.CHOOSE) and any(numbers):
        raise ValueError(f"turn numbers {numbers} before anything was laid")
    if phase in (actions.LAY, actions.ROLL, actions.PENALTY) and not (
        1 <= s.play_number <= max(data.NUMBERS) and s.play_cards >= 1
    ):
        raise ValueError(f"turn numbers {numbers} do not fit phase {phase}")
    if (phase == actions.LAY and (s.dice_left or s.locos or s.groups)) or (phase == actions.ROLL and not s.dice_left):
        raise ValueError(f"dice {numbers} do not fit phase {phase}")
    if s.dice_left > s.play_number * s.play_cards or s.locos > data.DICE * s.groups:
        raise ValueError(f"more dice than the cards laid allow: {numbers}")
    if len(s.history) != s.round + (phase == actions.OVER):
        raise ValueError("the scored rounds do not fit the round number")
