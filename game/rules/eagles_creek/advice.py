"""Eagle's Creek's hint in words and numbers, from the computer player's own search (pure).

The split of the dice and the club are the bot's plan; the shot is the best
path it found for that plan (:func:`.bot.best_shot`), judged by the sheet's
expected strokes to finish the hole (:mod:`.values`). Only the dice on the
table are used: the next rounds' dice are not rolled yet.
"""

from __future__ import annotations

from typing import Any

from game.rules.advice import Advice, margin_words
from game.rules.eagles_creek.bot import EaglesBot, best_shot
from game.rules.eagles_creek.state import DRAW, PLAN, EaglesState, PlanAction
from game.rules.eagles_creek.values import hole_values


def plan_words(plan: PlanAction, dice: tuple[int, ...] = ()) -> str:
    """"Hole 3 (die 3) · accuracy 2 · strength 5 · iron, 4 segments": the split of the dice and the club."""
    rest = list(dice)
    for used in (plan.accuracy, plan.strength):
        if used in rest:
            rest.remove(used)
    hole_die = f" (die {rest[0]})" if len(rest) == 1 else ""
    return f"Hole {plan.hole}{hole_die} · accuracy {plan.accuracy} · strength {plan.strength} · {plan.club}, {plan.length} segments"


def _short(plan: PlanAction) -> str:
    return f"hole {plan.hole} with the {plan.club} (accuracy {plan.accuracy}, strength {plan.strength})"


def advise(state: EaglesState, seat: int, action: Any, bot: EaglesBot) -> Advice:
    """The hint for ``action``, chosen by ``bot`` for ``seat``."""
    if state.phase == PLAN and isinstance(action, tuple) and action[0] == "plan":
        plan = PlanAction(*action)
        after, path = best_shot(state, plan)
        now = hole_values(state.sheet, plan.hole).value(state.ball_side(seat, plan.hole), state.lie_of(seat, plan.hole))
        why = "The best use of these dice"
        best_other: tuple[float, PlanAction] | None = None
        for other in state.plans():
            if (other.hole, other.accuracy, other.strength, other.club) == (plan.hole, plan.accuracy, plan.strength, plan.club):
                continue
            o_now = hole_values(state.sheet, other.hole).value(state.ball_side(seat, other.hole), state.lie_of(seat, other.hole))
            gain = o_now - best_shot(state, other)[0]
            if best_other is None or gain > best_other[0]:
                best_other = (gain, other)
        if best_other is not None:
            why += "; " + margin_words((now - after) - best_other[0], "strokes", _short(best_other[1]))
        figures = (("Expected strokes to hole out", f"{after:.1f}"),)
        return Advice(plan_words(plan, state.dice or ()), figures, why + ".", tuple(path))
    if state.phase == DRAW and state.plan is not None:
        after, path = best_shot(state, state.plan)
        done = len(state.drawn)
        return Advice(
            f"Draw segment {done + 1} of {len(path)} as shown",
            (("Expected strokes to hole out", f"{after:.1f}"),),
            "It follows the best line the computer finds for this club and these dice.",
            tuple(path),
        )
    return Advice(str(action), (), "The only move now.")
