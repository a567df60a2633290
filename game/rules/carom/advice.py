"""Carom Golf's hint in words and numbers, from the computer player's own look-ahead (pure).

Expected strokes come from :class:`.bot.Lookahead`: every die face of the
card, each stroke played exactly, the course's expected-strokes table for what
is left. The die is weighed by its odds, never by the face still to come.
"""

from __future__ import annotations

from typing import Any

from game.hexgrid import Hex
from game.rules.advice import Advice, margin_words
from game.rules.carom import data
from game.rules.carom.bot import CaromBot, Lookahead
from game.rules.carom.state import AIM, CARD, PLACE, STRIKE, TEE, CaromState
from game.rules.carom.values import course_values

POINTY = ("right", "up-right", "up-left", "left", "down-left", "down-right")
"""Directions 0..5 on a course of pointy-top hexes, as they look on screen."""
FLAT = ("down-right", "up-right", "up", "up-left", "down-left", "down")
"""Directions 0..5 on a course of flat-top hexes."""


def direction_words(state: CaromState, d: int) -> str:
    """A direction as it looks on screen ("up-right")."""
    return (POINTY if state.board.course.grid.stagger.pointy else FLAT)[d % 6]


def card_words(card: str) -> str:
    """"card +5", "no card"."""
    c = data.CARD_BY_ID.get(card)
    if c is None:
        return f"card {card}"
    return "no card" if c.op == "none" else f"card {c.label}"


def face_directions(look: Lookahead, card: str) -> list[tuple[int, int]]:
    """(die face, direction it would strike in) for each face of ``card``, as the bot picks after the roll."""
    c = data.CARD_BY_ID[card]
    out = []
    for f, _ in look.die:
        m = c.impulses(f)
        out.append((f, min(look.choice(m), key=lambda d: look.score(m, d))))
    return out


def advise(state: CaromState, seat: int, action: Any, bot: CaromBot) -> Advice:
    """The hint for ``action``, chosen by ``bot`` for ``seat``."""
    so_far = state.counters[seat]

    def to_go(total: float) -> tuple[str, str]:
        return ("Expected strokes to hole out", f"{max(0.0, total - so_far):.1f}")

    phase = state.phase
    if phase in (TEE, PLACE):
        h = Hex(action[1], action[2])
        v = course_values(state.board, state.direction_first)[state.board.cell(h)]
        where = "tee hex" if phase == TEE else "spot"
        return Advice(
            f"Put your ball on the {where} {'marked' if phase == TEE else 'shown'}",
            (("Expected strokes to hole out", f"{v:.1f}"),),
            f"The {where} with the best line to the hole.",
        )
    look = Lookahead(state, bot.style)
    if phase == CARD:
        card = action[1]
        own, harm = look.card_parts(card)
        faces = face_directions(look, card)
        dirs = sorted({d for _, d in faces}, key=lambda d: [x for _, x in faces].index(d))
        aim = " or ".join(direction_words(state, d) for d in dirs[:3])
        others = sorted((look.card_parts(c.id)[0], c.id) for c in data.CHOICES if c.id != card and ("card", c.id) in state.card_actions())
        why = f"Then strike {aim} by the die"
        if others:
            why += "; " + margin_words(others[0][0] - own, "strokes", card_words(others[0][1]))
        return Advice(f"Play {card_words(card)}", _figures(to_go(own), harm), why + ".", tuple(faces))
    if phase == AIM:
        card, d = action[1], action[2]
        own = sum(p * look.parts(data.CARD_BY_ID[card].impulses(f), d)[0] for f, p in look.die)
        harm = sum(p * look.parts(data.CARD_BY_ID[card].impulses(f), d)[1] for f, p in look.die)
        return Advice(f"Play {card_words(card)} and aim {direction_words(state, d)}", _figures(to_go(own), harm),
                      "The best average over the six faces of the die.")
    if phase == STRIKE:
        d = action[1]
        m = state.impulses()
        own, harm = look.parts(m, d)
        directions = sorted((look.parts(m, x)[0], x) for x in look.dirs if x != d)
        why = f"{m} impulses {direction_words(state, d)}"
        if directions:
            why += "; " + margin_words(directions[0][0] - own, "strokes", direction_words(state, directions[0][1]))
        return Advice(f"Strike {direction_words(state, d)}", _figures(to_go(own), harm), why + ".")
    return Advice(str(action), (), "The only move now.")


def _figures(first: tuple[str, str], harm: float) -> tuple[tuple[str, str], ...]:
    if harm > 0.05:
        return (first, ("Strokes it costs the others", f"{harm:.1f}"))
    return (first,)
