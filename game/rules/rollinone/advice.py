"""Roll in One's hint in words and numbers, from the computer player's shot model (pure).

Expected strokes to hole out are the shot model's (:mod:`.shotmodel`): every
face of the club die weighed by its odds, the rest of the hole estimated from
where the ball rests, a penalty token counted as a stroke. Only the seat's own
caddie cards are read; the die still to be rolled is never looked at.
"""

from __future__ import annotations

from typing import Any

from game.rules.advice import Advice, margin_words
from game.rules.rollinone import data
from game.rules.rollinone.actions import ACCEPT, END_TURN, FLY, JOIN, LAND, PASS, ROLL, SIT_OUT, STOP, Curve, PlaceGreen, PlayCard, Spend, Swing
from game.rules.rollinone.boards import Placement
from game.rules.rollinone.bot import SHORTLIST, RollBot
from game.rules.rollinone.shotmodel import open_distance
from game.rules.rollinone.state import RollState

DIRECTIONS = ("right", "up-right", "up-left", "left", "down-left", "down-right")
"""The six directions in words, as they look on the board (pointy-top hexes; as the shot chooser says them)."""

_WORDS = {
    ROLL: "Roll the die",
    ACCEPT: "Let the roll count",
    PASS: "Play no card on this shot",
    END_TURN: "End the turn",
    FLY: "Spend a point to fly over",
    STOP: "Stop at the edge",
    LAND: "Land the ball here",
    JOIN: "Join in: you may play a card on this shot",
    SIT_OUT: "Sit this shot out",
}


def club_title(club: str) -> str:
    """A club's name."""
    found = data.CLUB_BY_ID.get(club)
    return found.title if found is not None else club


def card_title(card: str) -> str:
    """A caddie card's name."""
    found = data.CARD_BY_ID.get(card)
    return found.title if found is not None else card


def move_words(action: Any) -> str:
    """A move in words ("Wood, up-right", "Play Mulligan")."""
    if isinstance(action, Swing):
        return f"{club_title(action.club)}, {DIRECTIONS[action.direction % 6]}"
    if isinstance(action, Curve):
        return f"Curve {DIRECTIONS[action.direction % 6]}"
    if isinstance(action, PlayCard):
        return f"Play {card_title(action.card)}"
    if isinstance(action, Spend):
        return f"Spend {abs(action.delta)} point{'s' if abs(action.delta) > 1 else ''} ({'+' if action.delta > 0 else '−'}{abs(action.delta)})"
    if isinstance(action, str) and action in _WORDS:
        return _WORDS[action]
    name = type(action).__name__
    return {"PlaceGreen": "Put the green here", "ChooseGolfer": "Take this golfer", "Bump": "Bump the ball"}.get(name, "Place the board here")


def _strokes(shots: float) -> tuple[tuple[str, str], ...]:
    return (("Expected strokes to hole out", f"{shots:.1f}"),)


def advise(state: RollState, seat: int, action: Any, bot: RollBot) -> Advice:
    """The hint for ``action``, chosen by ``bot`` for ``seat``."""
    move = move_words(action)
    if state.phase == "turn" and isinstance(action, Swing):
        return _swing(state, seat, action, bot)
    if state.phase == "design":
        if isinstance(action, Placement):
            move = f"Place the {state.boards.boards[action.board].name} board where it is marked"
        elif isinstance(action, PlaceGreen):
            move = "Put the green on the marked space"
        return Advice(move, (), "The computer leads the hole away from the tee and puts the green on open ground far from it.")
    f = state.flight
    if state.phase in ("curve", "dturn") and isinstance(action, Curve) and f is not None:
        m = bot.model(state, state.shooter)
        long_ready = m.long and not f.long_used
        if state.phase == "dturn":
            v = m.dturn_value(f.cell, action.direction, f.backspin)
        else:
            v = m.curve_value(f.club, f.cell, action.direction, f.last, f.steps, f.backspin, long_ready)
        return Advice(move, _strokes(v), "The curve that leaves the ball nearest the green, on the odds of the die.")
    if state.phase in ("rolled", "flight") and f is not None and state.layout is not None and state.layout.inside(f.cell):
        return _in_flight(state, seat, action, bot)
    layout, ball = state.layout, (state.players[seat].ball if 0 <= seat < state.num_players else None)
    if layout is not None and ball is not None and state.phase in ("turn", "rolled", "flight", "end", "bump"):
        rest = bot.model(state, seat).rest(ball)
        return Advice(move, _strokes(1 + rest if rest else 0.0), "Worth more to you now than the other choices.")
    return Advice(move, (), "The computer's choice here.")


def _swing(state: RollState, seat: int, action: Swing, bot: RollBot) -> Advice:
    """A shot: its expected strokes, how much better it is than the next shot, and (in ``shows``) its usual length in spaces."""
    m = bot.model(state, seat)
    ball = state.players[seat].ball
    assert ball is not None
    swings = [a for a in state.legal_actions() if isinstance(a, Swing)]
    screened = sorted((m.quick_swing(a.club, ball, a.direction), i, a) for i, a in enumerate(swings))
    scored = sorted((m.swing(a.club, ball, a.direction), i, a) for _, i, a in screened[:SHORTLIST])
    mine = next((v for v, _, a in scored if a == action), None)
    if mine is None:
        mine = m.swing(action.club, ball, action.direction)
    why = "Straight at the green" if m.rest(ball) <= 1.5 else "The best spot to play on from"
    others = [(v, a) for v, _, a in scored if a != action]
    if others:
        why += "; " + margin_words(others[0][0] - mine, "strokes", move_words(others[0][1]))
    reach = sum(k * p for k, p in enumerate(open_distance(action.club)))
    return Advice(move_words(action), _strokes(1 + mine), why + ".", (max(1, round(reach)),))


def _in_flight(state: RollState, seat: int, action: Any, bot: RollBot) -> Advice:
    """A card window during a shot: the shot's expected strokes with this choice, against letting it be."""
    legal = state.legal_actions()
    if state.phase == "rolled":
        base, options = bot.rolled_options(state, legal)
    else:
        base, options = bot.flight_options(state, legal)
    own = state.actor == state.shooter
    chosen = next((v for v, _, a in options if a == action), base)
    if own:
        if chosen == base:
            why = "No card or point here saves enough to be worth it"
        else:
            why = f"It saves {base - chosen:.2f} strokes on this shot"
        return Advice(move_words(action), _strokes(chosen), why + ".")
    if chosen == base:
        return Advice(move_words(action), (), "Nothing you hold costs them enough to spend it.")
    return Advice(move_words(action), (("Strokes it costs them", f"{chosen - base:.1f}"),), "It costs the shooter most.")
