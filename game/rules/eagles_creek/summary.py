"""Extra figures for ``rollinone simulate eagles_creek``: strokes per hole, hazards met, rounds."""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from typing import Any

from game.rules.eagles_creek.flight import OFF_SHEET, STOPPED, TREE, WATER


def simulate_summary(final_states: Sequence[Any]) -> dict[str, Any]:
    """Means over finished games: strokes by hole, rounds, and hazards per player per game."""
    if not final_states:
        return {}
    per_hole: dict[int, list[int]] = {}
    counts = {WATER: 0, OFF_SHEET: 0, TREE: 0, STOPPED: 0}
    picked_up = 0
    exact_finishes = 0
    shots = 0
    seats = 0
    for state in final_states:
        seats += state.num_players
        for player, cards in enumerate(state.cards):
            for number, card in zip(state.holes, cards):
                per_hole.setdefault(number, []).append(card.strokes)
                picked_up += card.picked_up
            for record in state.shots[player]:
                shots += 1
                if record.result in counts:
                    counts[record.result] += 1
                if record.holed and record.club != "putter":
                    exact_finishes += 1
    return {
        "mean_strokes_by_hole": {str(n): round(statistics.fmean(v), 2) for n, v in sorted(per_hole.items())},
        "mean_rounds": round(statistics.fmean(s.round for s in final_states), 2),
        "shots_per_player": round(shots / seats, 2),
        "per_player_water": round(counts[WATER] / seats, 3),
        "per_player_off_sheet": round(counts[OFF_SHEET] / seats, 3),
        "per_player_tree_stops": round(counts[TREE] / seats, 3),
        "per_player_bunker_rough_stops": round(counts[STOPPED] / seats, 3),
        "per_player_holed_without_putter": round(exact_finishes / seats, 3),
        "holes_picked_up": picked_up,
    }
