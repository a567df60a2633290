"""Eagle's Creek: the roll-and-write golf game on a nine-hole hex sheet.

Each round three shared dice are rolled; every player splits the same values
between choosing a hole, the accuracy and the strength of one shot, and draws
the shot as a line of segments from hex side to hex side. The rules as
implemented, and every decision where the rulebook is silent, are in
``docs/rules/eagles-creek.md``.
"""

from __future__ import annotations

from typing import Any

from game.rules.course import CourseMap
from game.rules.eagles_creek import data
from game.rules.eagles_creek.bot import EaglesBot
from game.rules.eagles_creek.options import parse_max_strokes, parse_variant
from game.rules.eagles_creek.saves import from_json
from game.rules.eagles_creek.shape import ShapeRules, legal_next_segments, path_problem
from game.rules.eagles_creek.sheet import Sheet, sheet_for
from game.rules.eagles_creek.state import EaglesAction, EaglesState, PlanAction, draw_action, new_game, plan_action
from game.rules.eagles_creek.summary import simulate_summary
from game.rules.eagles_creek.validate import validate_course
from game.rules.protocol import RulesVersion

__all__ = [
    "RULES",
    "EaglesAction",
    "EaglesState",
    "PlanAction",
    "ShapeRules",
    "Sheet",
    "draw_action",
    "from_json",
    "legal_next_segments",
    "make_bot",
    "new_state",
    "path_problem",
    "plan_action",
    "rules_for_plan",
    "sheet_for",
    "simulate_summary",
    "validate_course",
]

RULES = RulesVersion(1)
"""The version of these rules that saves and replays record (raise it when a change makes a recorded game play differently)."""


def new_state(players: int, course: CourseMap | None, seed: int, **options: Any) -> EaglesState:
    """A new game of Eagle's Creek; options ``variant`` (9, 6 or 3) and ``max_strokes`` (0 = no limit)."""
    variant = parse_variant(options.pop("variant", 9))
    max_strokes = parse_max_strokes(options.pop("max_strokes", data.MAX_STROKES))
    if options:
        raise ValueError(f"Eagle's Creek has no option {', '.join(sorted(options))} (it has variant and max_strokes)")
    if course is None:
        raise ValueError("Eagle's Creek needs its course sheet (levels/eagles_creek/eagles_creek.tmx)")
    if players < 1:
        raise ValueError(f"Eagle's Creek needs at least one player, not {players}")
    return new_game(sheet_for(course), players, seed, variant, max_strokes)


def make_bot(player: int, seed: int, level: str = "normal") -> EaglesBot:
    """The computer player for seat ``player`` (levels: easy, normal, hard)."""
    return EaglesBot(player, seed, level)


def rules_for_plan(state: EaglesState, plan: PlanAction) -> ShapeRules:
    """The shape rules a plan would give, for screens previewing a choice."""
    lie = state.lie_of(state.turn, plan.hole)
    return state.shape_rules_for(lie, plan.club, plan.accuracy, plan.length)

