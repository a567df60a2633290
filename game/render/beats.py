"""The beats a ball timeline plays: roll, fly, bounce, collide, splash, drop, place, knock, say, call, wait.

Each beat moves balls (in map pixels) or adds a short-lived effect on the
:class:`~game.render.ball_timeline.Timeline` that plays it; the timeline draws them.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.hexgrid import Hex
from game.render import timeline
from game.ui.theme import PALETTE, Color

if TYPE_CHECKING:  # the timeline plays these beats; they only name its class
    from game.render.ball_timeline import Timeline

Point = tuple[float, float]

BASE_STEP = 0.16
"""Seconds per hex of rolling at normal animation speed."""
LABEL_RISE = 1.0
"""Seconds a label takes to rise from its cell (at normal speed); then it stays until the timeline clears it."""


@dataclass
class BallState:
    """Where a ball is while beats move it."""

    cell: Hex | None
    """Resting cell (None while moving, or when off the board)."""
    pos: Point = (0.0, 0.0)
    """Ground position in map pixels while moving."""
    height: float = 0.0
    """Height above ground, in cells."""
    alpha: int = 255
    scale: float = 1.0
    visible: bool = True
    trail: list[Point] = field(default_factory=list)
    """Map points this ball passed during the current stroke."""


@dataclass
class Effect:
    """A short-lived picture (splash rings, a dust puff, a spark), or a label that stays until cleared."""

    kind: str
    pos: Point
    age: float = 0.0
    life: float = 0.8
    """Seconds it lasts (labels: infinite, they leave with :meth:`Timeline.clear_labels`)."""
    label: str = ""
    color: Color = (255, 255, 255)
    stack: int = 0
    """Labels only: how many lines above the first one this one is drawn."""

    @property
    def moving(self) -> bool:
        """True while it still changes on screen (a label until it has risen)."""
        return self.age < (LABEL_RISE if self.kind == "label" else self.life)

    def rise(self) -> float:
        """Labels: how far it has risen, 0..1."""
        return min(1.0, self.age / LABEL_RISE)


class Beat(timeline.Beat["Timeline"]):
    """One piece of motion with a duration, played by the ball :class:`~game.render.ball_timeline.Timeline`."""


def _lerp(a: Point, b: Point, t: float) -> Point:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def _smooth(t: float) -> float:
    return t * t * (3 - 2 * t)


class Roll(Beat):
    """The ball moves one hex along the ground; ``style`` is roll, slide (ice), sand or wade (puddle)."""

    TIMES = {"roll": 1.0, "slide": 0.55, "sand": 1.6, "wade": 2.0, "knock": 3.0, "roll_on": 2.2}
    """Time per hex by style, in BASE_STEP: a knock and a fairway roll-on go slowly enough to follow by eye."""

    def __init__(self, key: Hashable, a: Hex, b: Hex, remaining: int | None, style: str = "roll") -> None:
        self.key, self.a, self.b, self.remaining, self.style = key, a, b, remaining, style
        self.duration = BASE_STEP * self.TIMES.get(style, 1.0)

    def start(self, tl: Timeline) -> None:
        ball = tl.ball(self.key)
        ball.cell = None
        ball.pos = tl.center(self.a)
        ball.height = 0.0
        if not ball.trail:
            ball.trail.append(ball.pos)
        tl.moving = self.key
        if self.style == "sand":
            tl.effects.append(Effect("dust", tl.center(self.a), life=0.5))
        elif self.style == "wade":
            tl.effects.append(Effect("ripple", tl.center(self.a), life=0.6))
        elif self.style == "roll_on":
            tl.effects.append(Effect("grass", tl.center(self.a), life=0.6))

    def at(self, tl: Timeline, t: float) -> None:
        ball = tl.ball(self.key)
        f = t if self.style == "slide" else _smooth(t) * 0.3 + t * 0.7
        ball.pos = _lerp(tl.center(self.a), tl.center(self.b), f)

    def end(self, tl: Timeline) -> None:
        ball = tl.ball(self.key)
        ball.pos = tl.center(self.b)
        ball.trail.append(ball.pos)
        ball.cell = self.b
        if self.remaining is not None:
            tl.counter = (self.key, self.remaining)


class Fly(Beat):
    """A long stroke's flight: over ``cells`` (start first) in one arc, landing on the last one."""

    sound = "whoosh"

    def __init__(self, key: Hashable, cells: Sequence[Hex], remaining: Sequence[int] | None = None) -> None:
        self.key, self.cells = key, list(cells)
        self.remaining = list(remaining) if remaining is not None else None
        steps = max(1, len(self.cells) - 1)
        self.duration = BASE_STEP * (0.55 * steps + 2.0)
        self.peak = min(1.1, 0.4 + steps * 0.04)
        """Highest point, in cells."""

    def start(self, tl: Timeline) -> None:
        ball = tl.ball(self.key)
        ball.cell = None
        ball.pos = tl.center(self.cells[0])
        if not ball.trail:
            ball.trail.append(ball.pos)
        tl.moving = self.key
        tl.landing = self.cells[-1]

    def _point(self, tl: Timeline, f: float) -> Point:
        n = len(self.cells) - 1
        x = f * n
        i = min(n - 1, int(x)) if n > 0 else 0
        if n == 0:
            return tl.center(self.cells[0])
        return _lerp(tl.center(self.cells[i]), tl.center(self.cells[i + 1]), x - i)

    def at(self, tl: Timeline, t: float) -> None:
        ball = tl.ball(self.key)
        f = t
        ball.pos = self._point(tl, f)
        ball.height = 4 * self.peak * f * (1 - f)
        if self.remaining:
            n = len(self.remaining)
            tl.counter = (self.key, self.remaining[min(n - 1, int(f * n))])

    def end(self, tl: Timeline) -> None:
        ball = tl.ball(self.key)
        ball.pos = tl.center(self.cells[-1])
        ball.height = 0.0
        ball.trail.append(ball.pos)
        ball.cell = self.cells[-1]
        tl.landing = None
        tl.effects.append(Effect("thud", ball.pos, life=0.45))
        if self.remaining:
            tl.counter = (self.key, self.remaining[-1])


class AirHop(Beat):
    """A ball already in flight carried over ``cells`` (start first), one arc a space, staying up in the air.

    It starts at whatever height the ball has (0: it lifts off its space) and
    ends ``end_height`` cells up (0: it comes down on the last space); ``peak``
    is how far each arc rises above the straight line between the two heights.
    Unlike :class:`Fly` it marks no landing: a ball in the air has not landed yet.
    """

    sound = "whoosh"

    def __init__(self, key: Hashable, cells: Sequence[Hex], end_height: float, peak: float = 0.2) -> None:
        self.key, self.cells, self.end_height, self.peak = key, list(cells), end_height, peak
        steps = max(1, len(self.cells) - 1)
        self.duration = BASE_STEP * (2.2 + 1.6 * (steps - 1))
        self.start_height = 0.0

    def start(self, tl: Timeline) -> None:
        ball = tl.ball(self.key)
        ball.visible = True
        self.start_height = ball.height
        ball.cell = None
        ball.pos = tl.center(self.cells[0])
        if not ball.trail:
            ball.trail.append(ball.pos)
        tl.moving = self.key

    def at(self, tl: Timeline, t: float) -> None:
        ball = tl.ball(self.key)
        n = max(1, len(self.cells) - 1)
        x = _smooth(t) * n if n == 1 else t * n
        i = min(n - 1, int(x))
        f = x - i
        if len(self.cells) > 1:
            ball.pos = _lerp(tl.center(self.cells[i]), tl.center(self.cells[i + 1]), f)
        line = self.start_height + (self.end_height - self.start_height) * t
        ball.height = line + 4 * self.peak * f * (1 - f)

    def end(self, tl: Timeline) -> None:
        ball = tl.ball(self.key)
        ball.pos = tl.center(self.cells[-1])
        ball.height = self.end_height
        ball.trail.append(ball.pos)
        ball.cell = self.cells[-1] if self.end_height <= 0 else None


LAND_EFFECTS = {"sand": ("sand", 0.9), "trees": ("leaves", 1.1), "fairway": ("grass", 0.6), "water": ("", 0.0)}
"""The ground effect of a ball coming down, by terrain name: (effect kind, seconds); anything else thuds."""
LAND_SOUNDS = {"trees": "hit", "sand": "drop", "water": None}
"""The sound of a ball coming down, by terrain name (anything else: place)."""


class Land(Beat):
    """A ball comes down on ``at`` from the height it has, and the ground shows it: sand puffs, trees clatter, grass flattens."""

    def __init__(self, key: Hashable, at: Hex, terrain: str = "") -> None:
        self.key, self.at_cell, self.terrain = key, at, terrain
        self.duration = BASE_STEP * 2.4
        self.sound = LAND_SOUNDS.get(terrain, "place")
        self.start_height = 0.0

    def start(self, tl: Timeline) -> None:
        ball = tl.ball(self.key)
        ball.visible = True
        self.start_height = ball.height
        ball.cell = None
        ball.pos = tl.center(self.at_cell)
        tl.moving = self.key
        if self.start_height <= 0.05:
            self.duration = BASE_STEP * 1.2  # already down (a high shot's arc ends on the ground): just the ground's answer

    def at(self, tl: Timeline, t: float) -> None:
        ball = tl.ball(self.key)
        fall = min(1.0, t * 1.6)
        ball.height = self.start_height * (1 - fall * fall)
        if self.terrain == "trees" and fall >= 1.0:  # rattles down through the branches
            ball.pos = (tl.center(self.at_cell)[0] + math.sin(t * 40) * 2.0 * (1 - t), tl.center(self.at_cell)[1])

    def end(self, tl: Timeline) -> None:
        ball = tl.ball(self.key)
        ball.height = 0.0
        ball.pos = tl.center(self.at_cell)
        ball.cell = self.at_cell
        if tl.counter is not None and tl.counter[0] == self.key:
            tl.counter = None  # a ball on the ground has no number to beat
        kind, life = LAND_EFFECTS.get(self.terrain, ("thud", 0.45))
        if kind:
            tl.effects.append(Effect(kind, ball.pos, life=life))


class Bounce(Beat):
    """The ball runs into something at the side of ``at`` facing ``toward`` and comes back."""

    sound = "bounce"

    def __init__(self, key: Hashable, at: Hex, toward: Hex, remaining: int | None = None) -> None:
        self.key, self.at_cell, self.toward, self.remaining = key, at, toward, remaining
        self.duration = BASE_STEP * 1.2

    def start(self, tl: Timeline) -> None:
        tl.ball(self.key).cell = None
        tl.moving = self.key

    def at(self, tl: Timeline, t: float) -> None:
        a, b = tl.center(self.at_cell), tl.center(self.toward)
        reach = 0.32 * (1 - abs(2 * t - 1))
        tl.ball(self.key).pos = _lerp(a, b, reach)

    def end(self, tl: Timeline) -> None:
        ball = tl.ball(self.key)
        ball.pos = tl.center(self.at_cell)
        ball.cell = self.at_cell
        a, b = tl.center(self.at_cell), tl.center(self.toward)
        tl.effects.append(Effect("spark", _lerp(a, b, 0.45), life=0.35))
        if self.remaining is not None:
            tl.counter = (self.key, self.remaining)


class Collide(Beat):
    """Ball ``key`` hits ball ``other``, which takes over the motion."""

    sound = "hit"

    def __init__(self, key: Hashable, other: Hashable, remaining: int | None = None) -> None:
        self.key, self.other, self.remaining = key, other, remaining
        self.duration = BASE_STEP * 0.8

    def start(self, tl: Timeline) -> None:
        a = tl.ball(self.key)
        b = tl.ball(self.other)
        pa = tl.center(a.cell) if a.cell is not None else a.pos
        pb = tl.center(b.cell) if b.cell is not None else b.pos
        tl.effects.append(Effect("spark", _lerp(pa, pb, 0.5), life=0.4))
        tl.effects.append(Effect("flash", pb, life=0.5))
        tl.moving = self.other

    def end(self, tl: Timeline) -> None:
        tl.moving = self.other
        if self.remaining is not None:
            tl.counter = (self.other, self.remaining)


class Splash(Beat):
    """The ball goes into deep water (``style="water"``) or off the course (``"out"``) at ``at``."""

    def __init__(self, key: Hashable, frm: Hex, at: Hex, style: str = "water") -> None:
        self.key, self.frm, self.at_cell, self.style = key, frm, at, style
        self.duration = BASE_STEP * 4
        self.sound = "splash" if style == "water" else "drop"

    def start(self, tl: Timeline) -> None:
        ball = tl.ball(self.key)
        ball.cell = None
        tl.moving = self.key

    def at(self, tl: Timeline, t: float) -> None:
        ball = tl.ball(self.key)
        a, b = tl.center(self.frm), tl.center(self.at_cell)
        reach = min(1.0, t * 2.5) * (1.0 if self.style == "water" else 0.75)
        ball.pos = _lerp(a, b, reach)
        sink = max(0.0, t * 2.5 - 1) / 1.5
        ball.scale = 1 - 0.5 * sink
        ball.alpha = int(255 * (1 - sink))
        if self.style == "out":
            ball.height = -0.3 * sink

    def end(self, tl: Timeline) -> None:
        ball = tl.ball(self.key)
        ball.visible = False
        ball.cell = None
        ball.scale, ball.alpha, ball.height = 1.0, 255, 0.0
        ball.pos = _lerp(tl.center(self.frm), tl.center(self.at_cell), 0.75 if self.style == "out" else 1.0)
        if self.style == "water":
            tl.effects.append(Effect("splash", tl.center(self.at_cell), life=0.9))


class Drop(Beat):
    """The ball falls into the hole (or the mole hole) at ``at``."""

    sound = "drop"

    def __init__(self, key: Hashable, at: Hex) -> None:
        self.key, self.at_cell = key, at
        self.duration = BASE_STEP * 3

    def start(self, tl: Timeline) -> None:
        ball = tl.ball(self.key)
        if ball.cell is not None:
            ball.pos = tl.center(ball.cell)
        ball.cell = None
        tl.moving = self.key

    def at(self, tl: Timeline, t: float) -> None:
        ball = tl.ball(self.key)
        ball.pos = _lerp(ball.pos, tl.center(self.at_cell), min(1.0, t * 3))
        ball.scale = 1 - 0.7 * _smooth(t)
        ball.alpha = int(255 * (1 - t * t))

    def end(self, tl: Timeline) -> None:
        ball = tl.ball(self.key)
        ball.visible = False
        ball.scale, ball.alpha = 1.0, 255
        ball.cell = None


class Place(Beat):
    """The ball is put (back) on ``at``: it drops a little onto the cell."""

    sound = "place"

    def __init__(self, key: Hashable, at: Hex) -> None:
        self.key, self.at_cell = key, at
        self.duration = BASE_STEP * 2.5

    def start(self, tl: Timeline) -> None:
        ball = tl.ball(self.key)
        ball.visible = True
        ball.cell = None
        ball.pos = tl.center(self.at_cell)
        ball.trail = []

    def at(self, tl: Timeline, t: float) -> None:
        ball = tl.ball(self.key)
        ball.height = 0.9 * (1 - t) ** 2
        ball.alpha = int(255 * min(1.0, t * 3))

    def end(self, tl: Timeline) -> None:
        ball = tl.ball(self.key)
        ball.height, ball.alpha = 0.0, 255
        ball.cell = self.at_cell


class Knock(Beat):
    """A piece (a mushroom) is knocked down and taken off the board."""

    sound = "hit"

    def __init__(self, object_id: int, at: Hex) -> None:
        self.object_id, self.at_cell = object_id, at
        self.duration = BASE_STEP * 2.5

    def start(self, tl: Timeline) -> None:
        tl.hidden.add(self.object_id)
        tl.effects.append(Effect("mushroom", tl.center(self.at_cell), life=self.duration / max(0.01, 1.0) + 0.6))


class Say(Beat):
    """A short label rising from a cell ("+2 penalty", "-1 at the hole"); it stays until the timeline's labels are cleared.

    An outcome must stay readable until the next person acts (UX.md, "Let the
    table breathe"): the screen clears the labels when the next decision is
    shown, never on a timer.
    """

    def __init__(self, at: Hex, label: str, color: Color = PALETTE.gold, hold: float = 0.0) -> None:
        self.at_cell, self.label, self.color = at, label, color
        self.duration = hold

    def start(self, tl: Timeline) -> None:
        x, y = tl.center(self.at_cell)
        near = [e for e in tl.effects if e.kind == "label" and abs(e.pos[0] - x) < 120 and abs(e.pos[1] - y) < 120]
        # labels close together stack upwards instead of printing over each other
        tl.effects.append(Effect("label", (x, y), life=math.inf, label=self.label, color=self.color, stack=len(near)))


class Call(Beat):
    """Run a function at this point of the timeline (update a score, change a counter)."""

    duration = 0.0

    def __init__(self, fn: Callable[[Timeline], None]) -> None:
        self.fn = fn

    def end(self, tl: Timeline) -> None:
        self.fn(tl)


class Wait(Beat):
    """Nothing moves for a moment."""

    def __init__(self, seconds: float) -> None:
        self.duration = seconds
