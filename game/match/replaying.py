"""Replaying a record headless: check it (``replay --verify``) or play it on with computer players.

Chance outcomes are drawn as the table draws them, by
:class:`~game.rules.driver.SeededChance` from ``(seed, ply)``, so a recorded die
that is not the seed's die is a difference, and a game played on from a save
rolls exactly what the uninterrupted game would have rolled.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from game import catalog
from game.match.record import MatchRecord, RecordError
from game.rules.driver import SeededChance
from game.rules.protocol import CHANCE, TERMINAL, Action, Bot, GameState, IllegalActionError, StateFormatError

_ENGINE_ERRORS = (IllegalActionError, StateFormatError, KeyError, TypeError, ValueError, IndexError, AttributeError)


def verify(record: MatchRecord) -> tuple[bool, str]:
    """Replay every recorded action and compare the end with ``final_scores``: (ok, one line).

    Raises :class:`RecordError` when the game cannot even be set up from the record.
    """
    state = record.initial_state()
    chance = SeededChance(record.seed)
    for ply, action in enumerate(record.actions):
        n = ply + 1
        who = state.current_player
        if who == TERMINAL:
            return False, f"action {n} ({action!r}) comes after the game ended"
        try:
            if who == CHANCE:
                expected = chance.draw(state, ply)
                if expected != action:
                    return False, f"action {n}: the recorded chance outcome {action!r} is not the seed's {expected!r}"
            elif action not in state.legal_actions():
                return False, f"action {n}: seat {who + 1}'s {action!r} is not a legal move there"
            state, _ = state.apply(action)
        except _ENGINE_ERRORS as exc:
            return False, f"action {n} ({action!r}) cannot be played ({exc})"
    n = len(record.actions)
    if state.current_player != TERMINAL:
        return False, f"the game has not ended after its {n} recorded actions"
    if record.final_scores is None:
        return False, f"{n} actions replay to the end, but the file records no final scores to compare"
    scores = [float(x) for x in state.scores()]
    if len(scores) != len(record.final_scores) or not all(
        math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9) for a, b in zip(scores, record.final_scores)
    ):
        return False, f"final scores differ: recorded {_fmt(record.final_scores)}, replayed {_fmt(scores)}"
    return True, f"{n} actions replayed; final scores {_fmt(scores)} as recorded"


def _fmt(scores: list[float]) -> str:
    return " ".join(f"{s:g}" for s in scores)


def make_bots(record: MatchRecord) -> list[Bot]:
    """A computer player for every seat (a person's seat gets the normal level)."""
    bots = []
    for i, seat in enumerate(record.seats):
        level = seat.level if seat.computer else "normal"
        try:
            bots.append(catalog.make_bot(record.game, i, catalog.computer_seed(record.seed, i), level))
        except (KeyError, ValueError) as exc:
            raise RecordError(f"seat {i + 1}'s computer level {level!r} is unknown ({exc})") from None
    return bots


def play_on(
    record: MatchRecord,
    on_action: Callable[[MatchRecord, GameState], None],
    pace: float = 0.0,
    on_ready: Callable[[MatchRecord], None] | None = None,
) -> GameState:
    """Play the record to its end with computer players, appending each action and calling ``on_action``.

    The chance draw for ply ``p`` is ``SeededChance(seed).draw(state, p)``, so
    playing on from any prefix gives the same game as playing it uninterrupted.
    ``pace`` seconds pass before each action (a readable pace; tests use it to
    land kills in the middle of play).
    """
    state, _ = record.states()
    bots = make_bots(record)
    catalog.prepare_computer(state)
    chance = SeededChance(record.seed)
    if on_ready is not None:
        on_ready(record)
    while state.current_player != TERMINAL:
        if pace:
            time.sleep(pace)
        ply = len(record.actions)
        who = state.current_player
        action: Action = chance.draw(state, ply) if who == CHANCE else bots[who].choose(state)
        state, _ = state.apply(action)
        record.actions.append(action)
        record.touch()
        if state.current_player == TERMINAL:
            record.finished = True
            record.final_scores = [float(x) for x in state.scores()]
        on_action(record, state)
    return state
