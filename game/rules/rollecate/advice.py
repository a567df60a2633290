"""Rollecate's hint in words and numbers, from the computer player's own plans (pure).

The numbers are the bot's: the chance that the ride derails and the penalty
points it expects to add to the pile (:func:`.bot.options`), all read from
the seat's view, so no other hand and no card still to be drawn is used.
"""

from __future__ import annotations

from typing import Any

from game.rules.advice import Advice, margin_words
from game.rules.rollecate import actions, cards
from game.rules.rollecate.bot import Plan, RollecateBot, options
from game.rules.rollecate.state import RollecateState

_SHAPES = {"S": "straight", "L": "left curve", "R": "right curve"}


def card_words(card: str) -> str:
    """"left curve 3", "chaos 4"."""
    if cards.is_chaos(card):
        return f"chaos {cards.number(card)}"
    return f"{_SHAPES.get(cards.shape(card), 'track')} {cards.number(card)}"


def move_words(action: Any) -> str:
    """A move in words ("Lay left curve 3, turning left", "Pass")."""
    name, args = actions.parse(action)
    if name == "pass":
        return "Pass: roll no dice this turn"
    if name == "roll":
        return "Stop laying and roll the dice"
    if name == "chaos":
        return f"Discard the {card_words(str(args[0]))} onto your penalty pile"
    if name == "track":
        card, turn = str(args[0]), str(args[1])
        return f"Lay {card_words(card)}" + ("" if turn == "straight" else f", turning {turn}")
    if name == "penalty":
        return f"Put a {args[0]} on your penalty pile next"
    return str(action)


def _figures(plan: Plan) -> tuple[tuple[str, str], ...]:
    return (
        ("Chance of derailing", f"{plan.derail * 100:.0f}%"),
        ("Expected penalty points", f"{plan.penalty:.1f}"),
    )


def advise(state: RollecateState, seat: int, action: Any, bot: RollecateBot) -> Advice:
    """The hint for ``action``, chosen by ``bot`` for ``seat`` (read from the seat's view only)."""
    view = state.view(seat)
    move = move_words(action)
    if view.phase == actions.SETUP_LAY:
        return Advice(move, (), "It leaves the railway's end the most room for the cards to come.")
    if view.phase == actions.PENALTY:
        taken = cards.points(view.pending)
        return Advice(move, (("Penalty points taken", str(taken)),), "In this order the cards you take cancel the most points on your pile.")
    plans = options(view, bot.weights)
    mine = [p for p in plans if p.action == action]
    if not mine:
        return Advice(move, (), "The only sensible move now.")
    plan = min(mine, key=lambda p: p.score)
    others = sorted((p for p in plans if p.action != action), key=lambda p: p.score)
    why = _reason(plan)
    if others:
        why += "; " + margin_words(others[0].score - plan.score, "points", move_words(others[0].action).lower())
    return Advice(move, _figures(plan), why + ".")


def _reason(plan: Plan) -> str:
    """What the plan is after, in a few words."""
    if plan.action == actions.PASS:
        return "Rolling now risks more than it saves"
    if isinstance(plan.action, tuple) and plan.action[0] == "chaos":
        return "The chaos card costs less on your pile than in your hand"
    if plan.cards > 1:
        return f"{plan.cards} cards laid keep the locomotive far from the end"
    if plan.derail < 0.2:
        return "The locomotive has room to run"
    return "The best of the risky rides on offer"
