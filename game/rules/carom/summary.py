"""Figures for ``rollinone simulate`` about Carom Golf games played to the end."""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from typing import Any

from game.rules.carom import data
from game.rules.carom.state import CaromState


def simulate_summary(final_states: Sequence[CaromState]) -> dict[str, Any]:
    """Figures for ``rollinone simulate``: mean strokes per course, and how often the limit was hit."""
    if not final_states:
        return {}
    per_course: list[list[int]] = []
    for s in final_states:
        for scores in s.finished:
            for k, score in enumerate(scores):
                while len(per_course) <= k:
                    per_course.append([])
                per_course[k].append(score)
    names = [b.course.name for b in final_states[0].boards]
    return {
        "courses": ", ".join(names),
        "mean_strokes_per_course": [round(statistics.fmean(c), 2) for c in per_course],
        "mean_strokes_per_game": round(statistics.fmean(sum(f) for s in final_states for f in s.finished), 2),
        "courses_at_stroke_limit": sum(1 for c in per_course for x in c if x >= data.MAX_STROKES),
    }
