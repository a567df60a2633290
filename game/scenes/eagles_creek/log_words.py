"""Eagle's Creek's words for the game log (pure: no pygame; see :mod:`game.match.gamelog`).

Each round's roll is a line, and each shot is one line that grows from the
plan to where the ball rests: "Cleo · hole 2 · Wood from the tee, 7 segments
(accuracy 4, strength 4) · rests on the fairway · stroke 1".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.match.gamelog import SEP, Line, LogContext
from game.rules.eagles_creek import events as E
from game.rules.eagles_creek.state import EaglesState
from game.rules.protocol import Event
from game.scenes.log_words import game_over
from game.ui.words import object_name, plural, subject

CLUB_NAMES = {"wood": "Wood", "iron": "Iron", "wedge": "Wedge", "putter": "Putter"}
LIE_WORDS = {"tee": "on the tee", "fairway": "on the fairway", "rough": "in the rough", "bunker": "in a bunker", "green": "on the green"}


def lie_words(lie: str) -> str:
    """Where a ball lies, in words ("in the rough")."""
    return LIE_WORDS.get(lie, f"on the {lie}")


def _segments(indices: Sequence[int]) -> str:
    """"segment 3", "segments 3 and 4", "segments 2, 3 and 5"."""
    words = [str(i) for i in indices]
    if len(words) == 1:
        return f"segment {words[0]}"
    return "segments " + ", ".join(words[:-1]) + " and " + words[-1]


def log_lines(before: EaglesState, action: Any, events: Sequence[Event], after: EaglesState, log: LogContext) -> list[Line]:
    """The lines of one Eagle's Creek action."""
    out: list[Line] = []

    def shot(player: int, text: str, sep: str = SEP, tag: str = "") -> None:
        group = ("shot", before.round, player)  # a player's one shot of the round (the round moves on after the last shot)
        out.append(log.grow(group, text, seat=player, sep=sep, head=log.name(player) + SEP, tag=tag))

    for e in events:
        if isinstance(e, E.DiceRolled):
            dice = ", ".join(str(d) for d in e.dice)
            out.append(Line(f"Round {e.round}{SEP}{subject(log.name(e.active), 'roll')} {dice}", e.active))
        elif isinstance(e, E.ShotPlanned):
            curls = f", {plural(e.curls_min, 'curl')}" if e.curls_min == e.curls_max and e.curls_min else ""
            if e.curls_min != e.curls_max:
                curls = f", {e.curls_min}–{e.curls_max} curls"
            club = CLUB_NAMES.get(e.club, e.club)
            where = lie_words(e.lie).split(" ", 1)[1]  # "the rough", "a bunker"
            plan = f"accuracy {e.accuracy}, strength {e.strength}: {plural(e.length, 'segment')}{curls}"
            shot(e.player, f"hole {e.hole}{SEP}{club} from {where} ({plan})")
        elif isinstance(e, E.SegmentDrawn):
            if not e.on_sheet:
                shot(e.player, f"segment {e.index} leaves the sheet")
            # the other segments are the line on the sheet; the log tells where it ends
        elif isinstance(e, E.ElevationRolled):
            flies = f"{_segments(e.elevated)} {'flies' if len(e.elevated) == 1 else 'fly'} high" if e.elevated else "every segment stays low"
            shot(e.player, f"elevation die {e.face}: {flies}")
        elif isinstance(e, E.TreeStop):
            shot(e.player, f"segment {e.index} meets a tree: the ball stops")
        elif isinstance(e, E.LeftSheet):
            shot(e.player, "off the sheet: the line is erased, shot again from the start")
        elif isinstance(e, E.BallInWater):
            shot(e.player, "in the water: placed on the side before it")
        elif isinstance(e, E.StoppedShort):
            shot(e.player, f"stops short of the {'bunker' if e.terrain in ('bunker', 'sand') else e.terrain}")
        elif isinstance(e, E.BallAtRest):
            strokes = log.prior(("shot", before.round, e.player))
            after_strokes = f" after {plural(int(strokes.tag), 'stroke')}" if strokes is not None and strokes.tag.isdigit() else ""
            shot(e.player, ("rests on the flag" if e.on_flag else f"rests {lie_words(e.lie)}") + after_strokes)
        elif isinstance(e, E.StrokesAdded):
            if e.reason == "shot":
                shot(e.player, "", tag=str(e.total))  # said with where the ball rests
            elif e.reason == "flag":
                shot(e.player, f"+{plural(e.strokes, 'stroke')} to hole out", sep=", ", tag=str(e.total))
            else:
                why = "water" if e.reason == "water" else "off the sheet"
                shot(e.player, f"+{plural(e.strokes, 'penalty stroke')} ({why})", sep=", ", tag=str(e.total))
        elif isinstance(e, E.HoleFinished):
            who = log.name(e.player)
            done = f"{subject(who, 'pick up')} hole {e.hole} at" if e.picked_up else f"{subject(who, 'finish')} hole {e.hole} in"
            out.append(Line(f"{done} {plural(e.strokes, 'stroke')}", e.player))
        elif isinstance(e, E.HoleUnlocked):
            out.append(Line(f"Hole {e.hole} is open for {object_name(log.name(e.player))}", e.player))
        elif isinstance(e, E.GameFinished):
            best = e.totals[e.winners[0]] if e.winners else None
            out.append(Line(game_over([log.name(w) for w in e.winners], best, "stroke")))
    return out
