"""The figures ``rollinone simulate rollecate`` adds to its report: how the rules' tensions played out."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.rules.rollecate.state import STAT_NAMES, RollecateState


def simulate_summary(final_states: Sequence[Any]) -> dict[str, Any]:
    """Rates per game and per turn over finished games: passes, stuck turns, derailments, pairs."""
    states: list[RollecateState] = list(final_states)
    if not states:
        return {}
    sums = {name: 0 for name in STAT_NAMES}
    for state in states:
        for row in state.stats:
            for name, value in zip(STAT_NAMES, row):
                sums[name] += value
    games = len(states)
    turns = max(sums["turns"], 1)
    plays = max(sums["plays"], 1)
    result: dict[str, Any] = {
        "turns_per_game": round(sums["turns"] / games, 3),
        "pass_share": round(sums["passes"] / turns, 3),
        "stuck_share": round(sums["stuck"] / turns, 3),
        "forced_pass_share": round(sums["forced"] / turns, 3),
        "cards_per_play": round(sums["cards_laid"] / plays, 3),
        "derail_share_of_plays": round(sums["derailments"] / plays, 3),
        "derailments_per_game": round(sums["derailments"] / games, 3),
        "shortfall_per_derailment": round(sums["shortfall"] / max(sums["derailments"], 1), 3),
        "penalty_cards_per_game": round(sums["penalty_cards"] / games, 3),
        "pairs_per_game": round(sums["pairs"] / games, 3),
        "pair_points_per_game": round(sums["pair_points"] / games, 3),
        "chaos_discards_per_game": round(sums["chaos"] / games, 3),
    }
    if states[0].players == 1:
        result["solo_losses"] = sum(1 for s in states if s.lost)
    return result
