"""Carom Golf's events turned into ball-flight beats: the screen animates nothing else.

Every movement comes from an engine event (:mod:`game.rules.carom.events`);
this module only decides how each one looks and sounds. A long stroke's
airborne steps are gathered into one arc that lands where the engine says.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.hexgrid import Hex
from game.render import flight
from game.rules.course import CourseMap, ObjectKind, Terrain
from game.ui.theme import PALETTE

STOP_WORDS = {
    "dense_grass": "dense grass: stop",
    "puddle": "puddle: stop",
    "mushroom": "too weak for the mushroom",
    "loop": "stuck in a loop: stop",
}
"""Labels shown where a ball stops for a reason a newcomer might not guess."""


class Hooks:
    """What the scene wants told while beats play (counters, penalties, the current ball)."""

    def __init__(
        self,
        *,
        stroke: Callable[[int, int], None] = lambda player, counter: None,
        penalty: Callable[[int, int, int, str], None] = lambda player, points, counter, reason: None,
        holed: Callable[[int, int], None] = lambda player, score: None,
    ) -> None:
        self.stroke = stroke
        self.penalty = penalty
        self.holed = holed


def _kind(event: Any) -> str:
    return type(event).__name__


def _mushroom_id(course: CourseMap, at: Hex) -> int | None:
    for obj in course.objects:
        if obj.kind == ObjectKind.MUSHROOM and at in obj.cells:
            return obj.id
    return None


def beats_for(events: Sequence[Any], course: CourseMap, hooks: Hooks, where: Callable[[int], Hex | None]) -> list[flight.Beat]:
    """The beats that show ``events`` (one action's worth) on ``course``.

    ``where(ball)`` is the ball's cell before these events (for a sink that
    starts from rest).
    """
    beats: list[flight.Beat] = []
    flying: dict[int, list[Hex]] = {}
    remaining: dict[int, list[int]] = {}
    last: dict[int, Hex | None] = {}

    def at(ball: int) -> Hex | None:
        return last.get(ball, where(ball))

    def land(ball: int) -> None:
        cells = flying.pop(ball, None)
        if cells and len(cells) > 1:
            beats.append(flight.Fly(ball, cells, remaining.pop(ball, None)))

    for e in events:
        k = _kind(e)
        if k == "TeedUp":
            beats.append(flight.Place(e.player, e.at))
            last[e.player] = e.at
        elif k == "Struck":
            beats.append(flight.Call(lambda tl, p=e.player, c=e.stroke, n=e.impulses: (hooks.stroke(p, c), setattr(tl, "counter", (p, n)))))
            beats.append(flight.Call(lambda tl: tl.clear_trails()))
            last[e.player] = e.start
        elif k == "TookOff":
            flying[e.ball] = [e.start]
            remaining[e.ball] = []
            beats.append(flight.Call(lambda tl, h=e.landing: setattr(tl, "landing", h)))
        elif k == "Step":
            if e.airborne and e.ball in flying:
                flying[e.ball].append(e.to)
                remaining[e.ball].append(e.remaining)
            else:
                land(e.ball)
                style = "slide" if e.sliding else _step_style(course.terrain_at(e.start))
                beats.append(flight.Roll(e.ball, e.start, e.to, e.remaining, style))
            last[e.ball] = e.to
        elif k == "Landed":
            land(e.ball)
            last[e.ball] = e.at
        elif k == "Bounced":
            land(e.ball)
            beats.append(flight.Bounce(e.ball, e.at, e.obstacle, e.remaining))
            last[e.ball] = e.at
        elif k == "Collided":
            land(e.ball)
            beats.append(flight.Collide(e.ball, e.target, e.impulses))
            beats.append(flight.Say(e.target_at, f"carom · {e.impulses}", PALETTE.gold))
            last[e.ball] = e.at
        elif k == "MushroomKnocked":
            land(e.ball)
            oid = _mushroom_id(course, e.mushroom)
            if oid is not None:
                beats.append(flight.Knock(oid, e.mushroom))
            beats.append(flight.Say(e.mushroom, "mushroom -3"))
            beats.append(flight.Call(lambda tl, b=e.ball, n=e.remaining: setattr(tl, "counter", (b, n))))
        elif k == "HolePassed":
            land(e.ball)
            beats.append(flight.Say(e.at, "over the lip -1", PALETTE.cream_text))
            beats.append(flight.Call(lambda tl, b=e.ball, n=e.remaining: setattr(tl, "counter", (b, n))))
        elif k == "Holed":
            land(e.ball)
            beats.append(flight.Drop(e.ball, e.at))
            beats.append(flight.Say(e.at, f"in the hole! {e.score}", PALETTE.gold))
            beats.append(flight.Call(lambda tl, b=e.ball, sc=e.score: hooks.holed(b, sc)))
            last[e.ball] = None
        elif k == "DroppedInMoleHole":
            land(e.ball)
            beats.append(flight.Drop(e.ball, e.at))
            beats.append(flight.Say(e.at, "into the mole hole", PALETTE.cream_text))
            last[e.ball] = None
        elif k == "Sank":
            land(e.ball)
            frm = at(e.ball) or e.at
            beats.append(flight.Splash(e.ball, frm, e.at, "water"))
            last[e.ball] = None
        elif k == "WentOut":
            land(e.ball)
            beats.append(flight.Splash(e.ball, e.at, e.towards, "out"))
            beats.append(flight.Say(e.at, "out!", PALETTE.cream_text))
            last[e.ball] = None
        elif k == "Stopped":
            land(e.ball)
            if e.reason in STOP_WORDS:
                beats.append(flight.Say(e.at, STOP_WORDS[e.reason], PALETTE.cream_text))
            last[e.ball] = e.at
        elif k == "PenaltyCharged":
            spot = at(e.player)
            label = f"+{e.points} penalty"
            if spot is not None:
                beats.append(flight.Say(spot, label, (250, 140, 120)))
            beats.append(flight.Call(lambda tl, p=e.player, pts=e.points, c=e.counter, r=e.reason: hooks.penalty(p, pts, c, r)))
            beats.append(flight.Wait(0.25))
        elif k == "BallPlaced":
            land(e.ball)
            beats.append(flight.Place(e.ball, e.at))
            last[e.ball] = e.at
        elif k == "Retired":
            spot = at(e.player)
            if spot is not None:
                beats.append(flight.Say(spot, f"{e.score}: picked up", PALETTE.cream_text))
            last[e.player] = None
    for ball in list(flying):
        land(ball)
    return beats


def _step_style(t: Terrain | None) -> str:
    if t == Terrain.SAND:
        return "sand"
    if t == Terrain.PUDDLE:
        return "wade"
    if t == Terrain.ICE:
        return "slide"
    return "roll"


def path_of(events: Sequence[Any], ball: int | None = None) -> list[tuple[int, Hex, Hex, bool]]:
    """Every step in ``events`` as (ball, from, to, airborne), in order (the path preview)."""
    out = []
    for e in events:
        if _kind(e) == "Step" and (ball is None or e.ball == ball):
            out.append((e.ball, e.start, e.to, bool(getattr(e, "airborne", False))))
    return out


def end_marks(events: Sequence[Any]) -> list[tuple[str, Hex]]:
    """Where a previewed stroke ends badly or well: ('hole'|'mole'|'water'|'out'|'stop'|'carom', cell)."""
    marks: list[tuple[str, Hex]] = []
    for e in events:
        k = _kind(e)
        if k == "Holed":
            marks.append(("hole", e.at))
        elif k == "DroppedInMoleHole":
            marks.append(("mole", e.at))
        elif k == "Sank":
            marks.append(("water", e.at))
        elif k == "WentOut":
            marks.append(("out", e.towards))
        elif k == "Collided":
            marks.append(("carom", e.target_at))
        elif k == "Stopped":
            marks.append(("stop", e.at))
        elif k == "TookOff":
            marks.append(("landing", e.landing))
    return marks
