"""Figures for ``rollinone simulate`` about Roll in One games played to the end."""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from typing import Any

from game.rules.rollinone.position import Position


def simulate_summary(final_states: Sequence[Position]) -> dict[str, Any]:
    """Figures over finished games for ``rollinone simulate``: shots per hole and per board, penalties, greens."""
    records = [r for s in final_states for r in s.history]
    if not records:
        return {"holes_played": 0}
    shots = [sh for r in records for sh in r.shots]
    per_board = [sh / r.board_count for r in records for sh in r.shots]
    on_par = [sh - r.par for r in records for sh in r.shots if r.par]
    by_board: dict[str, list[float]] = {}
    for r in records:
        for name in r.boards:
            by_board.setdefault(name, []).extend(sh / r.board_count for sh in r.shots)
    holed = sum(1 for r in records for d in r.distances if d == 0)
    return {
        "holes_played": len(records),
        "mean_shots_per_hole": round(statistics.fmean(shots), 3),
        "mean_shots_per_board": round(statistics.fmean(per_board), 3) if per_board else 0.0,
        "mean_shots_over_par": round(statistics.fmean(on_par), 3) if on_par else 0.0,
        "mean_penalties_per_hole": round(statistics.fmean(pe for r in records for pe in r.penalties), 3),
        "share_on_green": round(holed / len(shots), 3),
        "mean_rounds_per_hole": round(statistics.fmean(r.rounds for r in records), 3),
        "shots_per_board_by_board": {k: round(statistics.fmean(v), 3) for k, v in sorted(by_board.items())},
    }
