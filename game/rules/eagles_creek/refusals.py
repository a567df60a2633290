"""Why a choice is not allowed, in words that name the rule (issue #26, point 3).

The engine only ever offers legal choices; a screen that lets a person point
at anything asks here why the thing pointed at is refused: a segment (a bend
or a curl still owed, no S, a line that would cross itself ...), a hole (locked
until a one-die hole on its label is done, finished, not on any die), a die on
Hole, a club from this lie. Every answer is one sentence and names its rule;
"" means the choice is allowed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.hexgrid import Edge, opposite
from game.rules.eagles_creek import data
from game.rules.eagles_creek.planning import openers
from game.rules.eagles_creek.shape import MAX_BENDS, ShapeRules, completable, extend_trace, first_headings, next_turns, trace

if TYPE_CHECKING:  # refusals read the state; the state never needs them
    from game.rules.eagles_creek.state import EaglesState

LIE_WORDS = {"tee": "on the tee", "fairway": "on the fairway", "rough": "in the rough", "bunker": "in a bunker", "green": "on the green"}
"""Where a ball lies, in words."""
CLUB_RULES = {
    "wood": "woods are played only from the tee or the fairway",
    "putter": "the putter is played only on the green",
}
"""The rule that keeps a club from a lie."""


def _n(count: int, word: str) -> str:
    """'1 curl', '2 curls'."""
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def segment_refusal(start: Edge, drawn: Sequence[Edge], rules: ShapeRules, edge: Edge) -> str:
    """Why the next segment may not end on ``edge`` ("" when it may): the rule it breaks, in one sentence."""
    n = len(drawn)
    if n >= rules.length:
        return f"The line is finished: it has its {_n(rules.length, 'segment')}."
    if n == 0:
        if edge == start:
            return "A segment leaves its hex by another side than the one the ball lies on."
        ways = [(cell, h) for cell, h in first_headings(start) if cell in edge.hexes()]
        if not ways:
            return "A segment crosses one hex from the side the ball lies on: pick a side of one of its two hexes."
        cell, heading = ways[0]
        path = trace(start, ())
        turns: tuple[int, ...] = ()
    else:
        path = trace(start, drawn)
        if path.crossed:  # cannot happen for a line drawn through the engine's offers
            return "A line may not cross itself."
        heading = path.heading
        cell = path.cells[-1].neighbor(heading)
        turns = path.turns
        if cell not in edge.hexes():
            return "A segment crosses one hex from the side the line ends on: pick a side of the next hex."
    out = edge.direction_from(cell)
    if out == opposite(heading):
        return "A segment leaves its hex by another side than the one it came in by."
    turn = (out - heading) % 6
    turn = turn - 6 if turn > 3 else turn
    if turn in next_turns(rules, turns):
        return ""
    # the rules in the order a player thinks of them: crossing, curls, bends, then what is still owed
    if edge == start or edge in drawn or extend_trace(start, drawn, path, edge).crossed:
        return "A line may not cross itself."
    curls = sum(1 for t in turns if abs(t) == 2)
    bends = [t for t in turns if abs(t) == 1]
    if abs(turn) == 2 and curls + 1 > rules.curls_max:
        if rules.curls_max == 0:
            return "No curl here: the accuracy die asks for none from this lie."
        if rules.curls_max > rules.curls_min:
            return f"A putt may carry one curl more than asked, no more: {_n(rules.curls_max, 'curl')} at most."
        return f"The accuracy die asks for exactly {_n(rules.curls_min, 'curl')}, and the line has them."
    if abs(turn) == 1 and len(bends) >= MAX_BENDS:
        return f"A line bends at most {MAX_BENDS} times."
    if abs(turn) == 1 and bends and bends[0] != turn:
        return "Both bends must turn the same way (no S)."
    curls_after = curls + (abs(turn) == 2)
    bends_after = len(bends) + (abs(turn) == 1)
    if not completable(rules, n + 1, curls_after, bends_after):
        left = rules.length - n - 1
        if max(0, rules.curls_min - curls_after) > left:
            return f"{_n(rules.curls_min - curls, 'curl')} still owed and only {_n(left + 1, 'segment')} left: this segment must curl."
        return "A bend is still owed (a line longer than one segment bends once or twice): this segment must bend."
    return f"From there no legal line of {_n(rules.length, 'segment')} can be finished without crossing itself."


def hole_refusal(state: EaglesState, player: int, number: int) -> str:
    """Why no die of this round's roll may choose hole ``number`` for ``player`` ("" when one may)."""
    if number not in state.holes:
        return f"Hole {number} is not played in the {state.variant}-hole game ({data.VARIANTS[state.variant]})."
    card = state.card(player, number)
    if card.done:
        return f"Hole {number} is finished ({_n(card.strokes, 'stroke')})."
    assert state.dice is not None
    if state.free_choice(player):
        return ""  # no die selects a hole: any unfinished hole may be played
    hole = state.hole(number)
    if not state.is_open(player, number):
        return f"Hole {number} opens once {_holes_or(state, number)} is done."
    if not set(hole.dice) & set(state.dice):
        need = " or a ".join(map(str, hole.dice))
        return f"Hole {number} is chosen with a {need}, and no die of this roll shows one."
    return ""


def _holes_or(state: EaglesState, number: int) -> str:
    """'hole 1 or 2': the one-die holes whose finish opens a two-dice hole."""
    opened_by = openers(state.sheet, state.holes)[number] or ()
    names = [str(state.holes[i]) for i in opened_by]
    if not names:
        return "a one-die hole on its label"
    return "hole " + (names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1])


def die_refusal(state: EaglesState, player: int, die: int) -> str:
    """Why a die on Hole chooses no hole for ``player`` ("" when it chooses one): each hole on its label and its rule."""
    if state.free_choice(player) or state.selectable(player, die):
        return ""
    reasons = []
    for number in state.holes:
        hole = state.hole(number)
        if die not in hole.dice:
            continue
        if state.card(player, number).done:
            reasons.append(f"hole {number} is finished")
        elif not state.is_open(player, number):
            reasons.append(f"hole {number} opens once {_holes_or(state, number)} is done")
    if not reasons:
        return f"A {die} chooses no hole: no hole in play carries it on its label."
    return f"A {die} chooses no hole now: {' and '.join(reasons)}."


def club_refusal(lie: str, club: str) -> str:
    """Why ``club`` may not be played from ``lie`` ("" when it may)."""
    if lie in data.CLUB_LIES[club]:
        return ""
    rule = CLUB_RULES.get(club, f"the {club} is not played from here")
    return f"{rule[0].upper()}{rule[1:]}, and the ball lies {LIE_WORDS.get(lie, lie)}."
