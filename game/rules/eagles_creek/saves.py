"""Reading a saved game of Eagle's Creek back: exactly what :meth:`EaglesState.to_json` writes, with fields that fit together."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.hexgrid import Edge
from game.rules.eagles_creek.flight import tree_segments
from game.rules.eagles_creek.options import parse_max_strokes, parse_variant
from game.rules.eagles_creek.sheet import sheet_for
from game.rules.eagles_creek.state import (
    DRAW,
    ELEVATION,
    GAME_ID,
    OVER,
    PHASES,
    PLAN,
    ROLL,
    EaglesState,
    HoleCard,
    PlanAction,
    ShotLog,
    ShotRecord,
    new_game,
)
from game.rules.savecheck import strict_roundtrip


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
