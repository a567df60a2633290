"""Carom Golf's events turned into beats on the ball timeline: the screen animates nothing else.

Every movement comes from an engine event (:mod:`game.rules.carom.events`);
this module only decides how each one looks and sounds, by the event's class
(a ``match`` over the event union ending in ``assert_never``: an event with no
picture that is not named silent is a type error). A long stroke's
airborne steps are gathered into one arc that lands where the engine says.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import assert_never, cast

from game.hexgrid import Hex
from game.render import ball_timeline
from game.render.dice import SETTLE_TIME, DiceTray
from game.rules.carom import events as E
from game.rules.course import CourseMap, ObjectKind, Terrain
from game.rules.protocol import Event
from game.scenes.carom.scores import limit_words
from game.ui.theme import PALETTE

STOP_WORDS = {
    "dense_grass": "dense grass: stop",
    "puddle": "puddle: stop",
    "mushroom": "too weak for the mushroom",
    "loop": "stuck in a loop: stop",
}
"""Labels shown where a ball stops for a reason a newcomer might not guess."""
TOO_LOW_LABELS = {"start": "too close to fly over", "landing": "too close to T"}
"""Labels on a high obstacle a long stroke cannot clear (event ``TooLow``)."""


class Hooks:
    """What the scene wants told while beats play (counters, penalties, the current ball)."""

    def __init__(
        self,
        *,
        stroke: Callable[[int, int], None] = lambda player, counter: None,
        penalty: Callable[[int, int, int, str], None] = lambda player, points, counter, reason: None,
        holed: Callable[[int, int], None] = lambda player, score: None,
        limit: Callable[[int, int], None] = lambda player, score: None,
        landed: Callable[[bool], None] = lambda seen: None,
    ) -> None:
        self.stroke = stroke
        self.penalty = penalty
        self.holed = holed
        self.limit = limit
        self.landed = landed
        """The die has landed (True) or was skipped to its face (False)."""


class DieLanding(ball_timeline.Beat):
    """The strike waits for the die thrown in the strip's tray (it is thrown at once, when the roll is shown)."""

    duration = 0.0

    def __init__(self, dice: DiceTray, landed: Callable[[bool], None]) -> None:
        self.dice, self.landed = dice, landed

    def holds(self, tl: ball_timeline.Timeline) -> bool:
        return self.dice.rolling

    def end(self, tl: ball_timeline.Timeline) -> None:
        seen = not self.dice.rolling
        self.dice.skip()
        self.landed(seen)


def _struck(hooks: Hooks, player: int, stroke: int, impulses: int) -> ball_timeline.Call:
    """A beat that counts the stroke and shows the impulses it starts with."""

    def run(tl: ball_timeline.Timeline) -> None:
        hooks.stroke(player, stroke)
        tl.counter = (player, impulses)

    return ball_timeline.Call(run)


def _landing(cell: Hex) -> ball_timeline.Call:
    """A beat that marks where a flying ball will come down."""

    def run(tl: ball_timeline.Timeline) -> None:
        tl.landing = cell

    return ball_timeline.Call(run)


def _counter(ball: int, remaining: int) -> ball_timeline.Call:
    """A beat that sets the remaining-impulse counter of ``ball``."""

    def run(tl: ball_timeline.Timeline) -> None:
        tl.counter = (ball, remaining)

    return ball_timeline.Call(run)


def _penalty(hooks: Hooks, player: int, points: int, counter: int, reason: str) -> ball_timeline.Call:
    """A beat that tells the scene a penalty was charged."""
    return ball_timeline.Call(lambda tl: hooks.penalty(player, points, counter, reason))


def _holed(hooks: Hooks, ball: int, score: int) -> ball_timeline.Call:
    """A beat that tells the scene a ball went in."""
    return ball_timeline.Call(lambda tl: hooks.holed(ball, score))


def _picked_up(ball: int) -> ball_timeline.Call:
    """A beat that takes a ball off the course (it reached the stroke limit)."""

    def run(tl: ball_timeline.Timeline) -> None:
        b = tl.ball(ball)
        b.visible, b.cell, b.trail = False, None, []

    return ball_timeline.Call(run)


def _limit(hooks: Hooks, ball: int, score: int) -> ball_timeline.Call:
    """A beat that tells the scene a ball was picked up at the stroke limit."""
    return ball_timeline.Call(lambda tl: hooks.limit(ball, score))


def _mushroom_id(course: CourseMap, at: Hex) -> int | None:
    for obj in course.objects:
        if obj.kind == ObjectKind.MUSHROOM and at in obj.cells:
            return obj.id
    return None


def beats_for(events: Sequence[Event], course: CourseMap, hooks: Hooks, where: Callable[[int], Hex | None], dice: DiceTray | None = None) -> list[ball_timeline.Beat]:
    """The beats that show ``events`` (one action's worth) on ``course``.

    ``where(ball)`` is the ball's cell before these events (for a sink that
    starts from rest); ``dice`` is the tray with its die, thrown when a roll is shown.
    """
    beats: list[ball_timeline.Beat] = []
    flying: dict[int, list[Hex]] = {}
    remaining: dict[int, list[int]] = {}
    last: dict[int, Hex | None] = {}

    def at(ball: int) -> Hex | None:
        return last.get(ball, where(ball))

    def land(ball: int) -> None:
        cells = flying.pop(ball, None)
        if cells and len(cells) > 1:
            beats.append(ball_timeline.Fly(ball, cells, remaining.pop(ball, None)))

    for e in cast("Sequence[E.CaromEvent]", events):
        match e:
            case E.TeedUp():
                beats.append(ball_timeline.Place(e.player, e.at))
                last[e.player] = e.at
            case E.Struck():
                beats.append(_struck(hooks, e.player, e.stroke, e.impulses))
                beats.append(ball_timeline.Call(lambda tl: tl.clear_trails()))
                last[e.player] = e.start
            case E.TookOff():
                flying[e.ball] = [e.start]
                remaining[e.ball] = []
                beats.append(_landing(e.landing))
            case E.TooLow():
                beats.append(ball_timeline.Say(e.obstacle, TOO_LOW_LABELS.get(e.near, "too close"), PALETTE.cream_text))
            case E.Step():
                if e.airborne and e.ball in flying:
                    flying[e.ball].append(e.to)
                    remaining[e.ball].append(e.remaining)
                else:
                    land(e.ball)
                    style = "slide" if e.sliding else _step_style(course.terrain_at(e.start))
                    beats.append(ball_timeline.Roll(e.ball, e.start, e.to, e.remaining, style))
                last[e.ball] = e.to
            case E.Landed():
                land(e.ball)
                last[e.ball] = e.at
            case E.Bounced():
                land(e.ball)
                beats.append(ball_timeline.Bounce(e.ball, e.at, e.obstacle, e.remaining))
                last[e.ball] = e.at
            case E.Collided():
                land(e.ball)
                beats.append(ball_timeline.Collide(e.ball, e.target, e.impulses))
                beats.append(ball_timeline.Say(e.target_at, f"carom · {e.impulses}", PALETTE.gold))
                last[e.ball] = e.at
            case E.MushroomKnocked():
                land(e.ball)
                oid = _mushroom_id(course, e.mushroom)
                if oid is not None:
                    beats.append(ball_timeline.Knock(oid, e.mushroom))
                beats.append(ball_timeline.Say(e.mushroom, "mushroom -3"))
                beats.append(_counter(e.ball, e.remaining))
            case E.HolePassed():
                land(e.ball)
                beats.append(ball_timeline.Say(e.at, "over the lip -1", PALETTE.cream_text))
                beats.append(_counter(e.ball, e.remaining))
            case E.Holed():
                land(e.ball)
                beats.append(ball_timeline.Drop(e.ball, e.at))
                beats.append(ball_timeline.Say(e.at, f"in the hole! {e.score}", PALETTE.gold))
                beats.append(_holed(hooks, e.ball, e.score))
                last[e.ball] = None
            case E.DroppedInMoleHole():
                land(e.ball)
                beats.append(ball_timeline.Drop(e.ball, e.at))
                beats.append(ball_timeline.Say(e.at, "into the mole hole", PALETTE.cream_text))
                last[e.ball] = None
            case E.Sank():
                land(e.ball)
                frm = at(e.ball) or e.at
                beats.append(ball_timeline.Splash(e.ball, frm, e.at, "water"))
                beats.append(ball_timeline.Say(e.at, "in the water", PALETTE.cream_text))
                last[e.ball] = None
            case E.WentOut():
                land(e.ball)
                beats.append(ball_timeline.Splash(e.ball, e.at, e.towards, "out"))
                beats.append(ball_timeline.Say(e.at, "out!", PALETTE.cream_text))
                last[e.ball] = None
            case E.Stopped():
                land(e.ball)
                if e.reason in STOP_WORDS:
                    beats.append(ball_timeline.Say(e.at, STOP_WORDS[e.reason], PALETTE.cream_text))
                last[e.ball] = e.at
            case E.PenaltyCharged():
                spot = at(e.player)
                label = f"+{e.points} penalty"
                if spot is not None:
                    beats.append(ball_timeline.Say(spot, label, (250, 140, 120)))
                beats.append(_penalty(hooks, e.player, e.points, e.counter, e.reason))
                beats.append(ball_timeline.Wait(0.25))
            case E.BallPlaced():
                land(e.ball)
                beats.append(ball_timeline.Place(e.ball, e.at))
                last[e.ball] = e.at
            case E.Retired():
                spot = at(e.player)
                if spot is not None:
                    beats.append(ball_timeline.Say(spot, limit_words(e.score), PALETTE.cream_text))
                beats.append(_picked_up(e.player))
                beats.append(_limit(hooks, e.player, e.score))
                last[e.player] = None
            case E.DieRolled():
                if dice is not None:  # the die tumbles in the strip's tray; then its face is read a moment
                    beats.append(DieLanding(dice, hooks.landed))
                    beats.append(ball_timeline.Wait(SETTLE_TIME))
            case E.CourseStarted() | E.CardChosen() | E.Aimed() | E.CourseFinished() | E.GameOver():
                pass  # silent on the board: the strip shows the card chosen and the aim, the scorecard the results
            case _:
                assert_never(e)
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


def path_of(events: Sequence[Event], ball: int | None = None) -> list[tuple[int, Hex, Hex, bool]]:
    """Every step in ``events`` as (ball, from, to, airborne), in order (the path preview)."""
    out = []
    for e in events:
        if isinstance(e, E.Step) and (ball is None or e.ball == ball):
            out.append((e.ball, e.start, e.to, e.airborne))
    return out


def end_marks(events: Sequence[Event]) -> list[tuple[str, Hex]]:
    """Where a previewed stroke ends badly or well: ('hole'|'mole'|'water'|'out'|'stop'|'carom', cell)."""
    marks: list[tuple[str, Hex]] = []
    for e in events:
        if isinstance(e, E.Holed):
            marks.append(("hole", e.at))
        elif isinstance(e, E.DroppedInMoleHole):
            marks.append(("mole", e.at))
        elif isinstance(e, E.Sank):
            marks.append(("water", e.at))
        elif isinstance(e, E.WentOut):
            marks.append(("out", e.towards))
        elif isinstance(e, E.Collided):
            marks.append(("carom", e.target_at))
        elif isinstance(e, E.Stopped):
            marks.append(("stop", e.at))
        elif isinstance(e, E.TookOff):
            marks.append(("landing", e.landing))
        elif isinstance(e, E.TooLow):
            marks.append(("too_low", e.obstacle))
    return marks
