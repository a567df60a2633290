"""Starting a Rollecate game: the options and the first state."""

from __future__ import annotations

import dataclasses
from typing import Any

from game.rules.rollecate.state import RollecateState, fresh_round

MIN_PLAYERS, MAX_PLAYERS = 1, 4


MAX_ROUNDS = 99
"""More rounds than any table plays; a save claiming more is damaged."""


def check_options(players: int, rounds: Any, derail_limit: Any) -> None:
    """Raise ValueError with a one-line reason when the options make no game."""
    if not isinstance(players, int) or isinstance(players, bool) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Rollecate takes {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players!r}")
    if not isinstance(rounds, int) or isinstance(rounds, bool) or not 1 <= rounds <= MAX_ROUNDS:
        raise ValueError(f"rounds must be a whole number from 1 to {MAX_ROUNDS}, not {rounds!r}")
    if derail_limit is None:
        return
    if not isinstance(derail_limit, int) or isinstance(derail_limit, bool) or derail_limit < 0:
        raise ValueError(f"derail_limit must be a whole number of at least 0, not {derail_limit!r}")
    if players != 1:
        raise ValueError("derail_limit is the solo variant: play it with 1 player")


def new_state(players: int, course: Any = None, seed: int = 0, **options: Any) -> RollecateState:
    """A new game, at the first chance node of the set-up.

    Options: ``rounds`` (default 1; the points of all rounds add up) and
    ``derail_limit`` (solo only; the variant is 3: one derailment more loses).
    Rollecate has no course: ``course`` must be None.
    """
    if course is not None:
        raise ValueError("Rollecate is played without a course")
    unknown = sorted(set(options) - {"rounds", "derail_limit"})
    if unknown:
        raise ValueError(f"Rollecate has no option {unknown[0]!r} (its options: rounds, derail_limit)")
    rounds = options.get("rounds", 1)
    derail_limit = options.get("derail_limit")
    check_options(players, rounds, derail_limit)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError(f"the seed must be a whole number, not {seed!r}")
    return dataclasses.replace(fresh_round(players, 0, 0), seed=seed, rounds=rounds, derail_limit=derail_limit)
