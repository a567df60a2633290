"""Eagle's Creek: the roll-and-write golf game on a nine-hole hex sheet.

Each round three shared dice are rolled; every player splits the same values
between choosing a hole, the accuracy and the strength of one shot, and draws
the shot as a line of segments from hex side to hex side. The rules as
implemented, and every decision where the rulebook is silent, are in
``docs/rules/eagles-creek.md``.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from dataclasses import replace
from typing import Any

from game.hexgrid import Edge
from game.rules.course import CourseMap, Problem, Severity
from game.rules.eagles_creek import data
from game.rules.eagles_creek.bot import EaglesBot
from game.rules.eagles_creek.flight import tree_segments
from game.rules.eagles_creek.shape import ShapeRules, legal_next_segments, path_problem
from game.rules.eagles_creek.sheet import Sheet, make_sheet
from game.rules.eagles_creek.state import (
    DRAW,
    ELEVATION,
    GAME_ID,
    OVER,
    PHASES,
    PLAN,
    ROLL,
    EaglesAction,
    EaglesState,
    HoleCard,
    PlanAction,
    ShotLog,
    ShotRecord,
    draw_action,
    new_game,
    plan_action,
)
from game.rules.eagles_creek.summary import simulate_summary
from game.rules.protocol import RulesVersion
from game.rules.savecheck import strict_roundtrip

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

_SHEETS: OrderedDict[str, Sheet] = OrderedDict()
_LAST_SHEET: list[tuple[CourseMap | None, Sheet | None]] = [(None, None)]
"""The last course model asked for by identity, and its sheet."""


def sheet_for(course: CourseMap | None, course_json: dict[str, Any] | None = None) -> Sheet:
    """The playable sheet of a course (the same object for the same course, so analyses are shared).

    Give the course model, its JSON, or both. Raises ValueError naming the
    first problem when the course cannot be played.
    """
    if course_json is None:
        assert course is not None
        last_course, last_sheet = _LAST_SHEET[0]
        if last_course is course and last_sheet is not None:  # the same course object again (every new game on it): skip the JSON key
            return last_sheet
        made = sheet_for(course, course.to_json())
        _LAST_SHEET[0] = (course, made)
        return made
    key = json.dumps(course_json, sort_keys=True)
    known = _SHEETS.get(key)
    if known is not None:
        _SHEETS.move_to_end(key)
        return known
    if course is None:
        course = CourseMap.from_json(course_json)
    sheet, problems = make_sheet(course)
    if sheet is None:
        first = next(p for p in problems if p.severity == Severity.ERROR)
        raise ValueError(first.line_text(course.source))
    _SHEETS[key] = sheet
    while len(_SHEETS) > 8:
        _SHEETS.popitem(last=False)
    return sheet


def validate_course(course: CourseMap) -> list[Problem]:
    """What keeps a course from being an Eagle's Creek sheet (errors) or from every variant (warnings)."""
    sheet, problems = make_sheet(course)
    if sheet is not None:
        for variant in (6, 3):
            if not any(h.two_dice == (variant == 3) for h in sheet.holes.values()):
                problems.append(
                    Problem(Severity.WARNING, f"the {variant}-hole game cannot be played: {data.VARIANTS[variant]} — there are none", code="sheet.variant")
                )
    return problems


def parse_variant(value: Any) -> int:
    """The variant option (9, 6 or 3, as int or str) as an int; ValueError otherwise."""
    try:
        variant = int(str(value).strip())
    except ValueError:
        variant = 0
    if variant not in data.VARIANTS:
        raise ValueError(f"Eagle's Creek variant must be 9, 6 or 3 holes, not {value!r}")
    return variant


def parse_max_strokes(value: Any) -> int:
    """The max_strokes option: 0 (no limit) or a whole number from 2 to 99; ValueError otherwise."""
    try:
        n = int(str(value).strip())
    except ValueError:
        n = -1
    if isinstance(value, bool) or not (n == 0 or 2 <= n <= data.MAX_STROKES_LIMIT):
        raise ValueError(f"max_strokes must be 0 (no limit) or a whole number from 2 to {data.MAX_STROKES_LIMIT}, not {value!r}")
    return n


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


def from_json(d: dict[str, Any]) -> EaglesState:
    """Rebuild a saved game exactly as :meth:`EaglesState.to_json` wrote it; StateFormatError otherwise."""
    return strict_roundtrip(_from_json, d, GAME_ID, "Eagle's Creek")


def _from_json(d: dict[str, Any]) -> EaglesState:
    course_json = d["course"]
    sheet = sheet_for(None, course_json)
    options = d["options"]
    cards_json = d["cards"]
    players = len(cards_json)
    if players < 1:
        raise ValueError("no players")
    seed = d["seed"]
    if not isinstance(seed, int):
        raise ValueError("the seed must be a whole number")
    state = new_game(sheet, players, seed, parse_variant(options["variant"]), parse_max_strokes(options["max_strokes"]))
    cards = tuple(tuple(HoleCard.from_json(c) for c in row) for row in cards_json)
    if any(len(row) != len(state.holes) for row in cards):
        raise ValueError("every player needs one card per hole in play")
    shots_json = d["shots"]
    if len(shots_json) != players:
        raise ValueError("one list of shots per player")
    shots = tuple(ShotLog(ShotRecord.from_json(s) for s in row) for row in shots_json)
    phase = d["phase"]
    if phase not in PHASES:
        raise ValueError(f"unknown phase {phase!r}")
    dice = d["dice"]
    if dice is not None:
        dice = tuple(int(x) for x in dice)
        if len(dice) != 3 or not all(1 <= x <= 6 for x in dice):
            raise ValueError(f"bad dice {dice!r}")
    turn, active, rnd = int(d["turn"]), int(d["active"]), int(d["round"])
    if not 0 <= active < players or rnd < 1:
        raise ValueError("bad round or active player")
    state = replace(state, cards=cards, shots=shots, round=rnd, active=active, phase=phase, dice=dice, turn=turn)
    if phase in (PLAN, DRAW, ELEVATION):
        if dice is None or not 0 <= turn < players or state.finished(turn):
            raise ValueError("a shot needs dice and a player with holes left")
    elif dice is not None or turn != -1:
        raise ValueError(f"no dice or player on turn in phase {phase}")
    if phase == OVER and not all(state.finished(p) for p in range(players)):
        raise ValueError("the game is marked over but holes are left")
    if phase == ROLL and all(state.finished(p) for p in range(players)):
        raise ValueError("every hole is finished but the game is not over")
    plan_json, drawn_json = d["plan"], d["drawn"]
    if phase in (DRAW, ELEVATION):
        plan = PlanAction(*plan_json)
        if plan not in replace(state, phase=PLAN).plans():
            raise ValueError(f"the plan {plan_json!r} is not legal here")
        state = replace(state, plan=plan)
        drawn: tuple[Edge, ...] = ()
        for e in drawn_json:
            edge = Edge.from_json(e)
            if edge not in replace(state, phase=DRAW, drawn=drawn).next_segments():
                raise ValueError(f"the drawn segment {e!r} is not legal")
            drawn += (edge,)
        state = replace(state, drawn=drawn)
        path, rules = state.path, state.shape_rules
        assert path is not None and rules is not None
        if any(sheet.terrain(c) is None for c in path.cells[:-1]):
            raise ValueError("the drawing goes on after leaving the sheet")
        complete = len(drawn) == rules.length or (bool(drawn) and sheet.terrain(path.cells[-1]) is None)
        trees = bool(tree_segments(sheet, path.cells)) and sheet.tables.can_clear_trees(plan.club)
        if (phase == DRAW and complete) or (phase == ELEVATION and not (complete and trees)):
            raise ValueError("the drawing and the phase disagree")
    elif plan_json is not None or drawn_json:
        raise ValueError(f"no shot is being drawn in phase {phase}")
    return state


def make_bot(player: int, seed: int, level: str = "normal") -> EaglesBot:
    """The computer player for seat ``player`` (levels: easy, normal, hard)."""
    return EaglesBot(player, seed, level)


def rules_for_plan(state: EaglesState, plan: PlanAction) -> ShapeRules:
    """The shape rules a plan would give, for screens previewing a choice."""
    lie = state.lie_of(state.turn, plan.hole)
    return state.shape_rules_for(lie, plan.club, plan.accuracy, plan.length)

