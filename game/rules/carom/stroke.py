"""The stroke resolver: where a struck ball (and every ball it caroms into) ends up.

Pure and fast: it works on cell numbers of a :class:`~game.rules.carom.board.Board`
and records events only when asked, so the computer player can try many
strokes. The rules it applies, in the order they are checked on each step:

1. The step's cost depends on the hex the ball leaves: fairway 1, sand 2,
   puddle 3, ice 0. With fewer impulses left than that, the ball stops.
2. Off the course: the ball is out (penalty), and put back where it left.
3. Dense grass: the ball stops before it.
4. A flat obstacle, stump or rock: the ball bounces and rolls on (free).
5. Another ball: a carom; this ball stops and passes on all its impulses.
6. A standing mushroom: knocked over for 3 impulses if the ball then still
   has at least one impulse and enough for the step, else the ball stops
   before it.
7. The step is paid and taken. Arriving in a pond: sinks (penalty, put back).
   On the hole or a mole hole: drops with 0 or 1 impulse left, else loses
   one and rolls on. On the first hex of a puddle: stops.

A ball that comes to rest over the hole (or a mole hole) drops in.

Long strokes (20+ impulses) fly first: see :meth:`_Stroke.flight`.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.hexgrid import DIRECTIONS, Hex
from game.rules.carom import data
from game.rules.carom.board import (
    BOUNCY,
    DENSE,
    FAIRWAY,
    HOLE,
    ICE,
    MOLE_HOLE,
    MUSHROOM,
    PUDDLE,
    SAND,
    WATER,
    Board,
)
from game.rules.carom.events import (
    BallPlaced,
    Bounced,
    CaromEvent,
    Collided,
    DroppedInMoleHole,
    Holed,
    HolePassed,
    Landed,
    MushroomKnocked,
    PenaltyCharged,
    Sank,
    Step,
    Stopped,
    TookOff,
    TooLow,
    WentOut,
)

STEP_COST = {
    FAIRWAY: 1,
    SAND: data.STEP_COST_SAND,
    PUDDLE: data.STEP_COST_PUDDLE,
    ICE: data.STEP_COST_ICE,
}
_COST = [STEP_COST.get(t, 1) for t in range(6)]

MAX_MOVES = 100_000
"""Belt and braces: no stroke has anywhere near this many moves."""

_LoopKey = tuple[int, int, int, int, tuple[int, ...]]
"""A free move as the loop check remembers it: ball, cell, direction, impulses left, every ball's cell."""


@dataclass
class StrokeResult:
    """Where every ball is after a stroke, and what it cost whom."""

    positions: list[int]
    """Cell number per ball, -1 when off the course (not teed, holed, in a mole hole)."""
    counters: list[int]
    """Each player's counter after penalties."""
    holed: list[int]
    """Balls that dropped into the hole, in order."""
    mole: dict[int, int]
    """Balls that dropped into a mole hole (to be placed by their owners), with the mole hole's cell."""
    knocked: frozenset[int]
    """Object ids of the mushrooms knocked over so far on this course."""
    penalties: list[int]
    """Penalty points charged to each player in this stroke."""


class _Stroke:
    """One stroke's working state."""

    def __init__(
        self,
        board: Board,
        positions: list[int],
        counters: list[int],
        knocked: frozenset[int],
        events: list[CaromEvent] | None,
    ) -> None:
        self.b = board
        self.pos = list(positions)
        self.cnt = list(counters)
        self.occ: dict[int, list[int]] = {}
        for ball, c in enumerate(self.pos):
            if c >= 0:
                self.occ.setdefault(c, []).append(ball)
        self.knocked = set(knocked)
        self.ev = events
        self.holed: list[int] = []
        self.mole: dict[int, int] = {}
        self.penalties = [0] * len(positions)

    # ---- bookkeeping -------------------------------------------------
    def _move(self, ball: int, frm: int, to: int) -> None:
        here = self.occ[frm]
        here.remove(ball)
        if not here:
            del self.occ[frm]
        if to >= 0:
            self.occ.setdefault(to, []).append(ball)
        self.pos[ball] = to

    def _penalty(self, ball: int, points: int, reason: str) -> None:
        self.cnt[ball] += points
        self.penalties[ball] += points
        if self.ev is not None:
            self.ev.append(PenaltyCharged(ball, points, reason, self.cnt[ball]))

    def _place_back(self, ball: int, path: list[int], reason: str) -> None:
        """Put a ball that went out or sank on the last hex of its path where it can lie."""
        spot = path[0]
        for c in reversed(path):
            if self.b.restable[c] and c not in self.occ:
                spot = c
                break
        self.pos[ball] = spot
        self.occ.setdefault(spot, []).append(ball)
        if self.ev is not None:
            self.ev.append(BallPlaced(ball, self.b.cells[spot], reason))

    def _stop(self, ball: int, at: int, reason: str, n: int) -> None:
        if self.b.thing[at] in (HOLE, MOLE_HOLE):
            self._drop(ball, at)  # nothing holds a ball up over a hole: it drops in
            return
        if self.ev is not None:
            self.ev.append(Stopped(ball, self.b.cells[at], reason, n))

    def _out(self, ball: int, at: int, d: int, path: list[int]) -> None:
        self._move(ball, at, -1)
        if self.ev is not None:
            h = self.b.cells[at]
            self.ev.append(WentOut(ball, h, h.neighbor(d)))
        self._penalty(ball, data.PENALTY_OUT, "out")
        self._place_back(ball, path, "out")

    def _sink(self, ball: int, at: int, path: list[int]) -> None:
        self._move(ball, at, -1)
        if self.ev is not None:
            self.ev.append(Sank(ball, self.b.cells[at]))
        self._penalty(ball, data.PENALTY_POND, "pond")
        self._place_back(ball, path[:-1] or path, "pond")

    def _drop(self, ball: int, at: int) -> None:
        self._move(ball, at, -1)
        if self.b.thing[at] == HOLE:
            self.holed.append(ball)
            if self.ev is not None:
                self.ev.append(Holed(ball, self.b.cells[at], min(self.cnt[ball], data.MAX_STROKES)))
        else:
            self.mole[ball] = at
            if self.ev is not None:
                self.ev.append(DroppedInMoleHole(ball, self.b.cells[at]))
            self._penalty(ball, data.PENALTY_MOLE_HOLE, "mole_hole")

    def _high(self, c: int, ball: int) -> bool:
        """A stump, rock, standing mushroom or another ball: something a flying ball must clear."""
        b = self.b
        if b.high[c] and not (b.thing[c] == MUSHROOM and b.object_id[c] in self.knocked):
            return True
        return c in self.occ

    def _landable(self, c: int) -> bool:
        b = self.b
        t = b.thing[c]
        if b.terrain[c] == DENSE or t == BOUNCY:
            return False
        if t == MUSHROOM and b.object_id[c] not in self.knocked:
            return False
        return c not in self.occ

    # ---- a whole stroke ---------------------------------------------
    def strike(self, ball: int, d: int, n: int) -> None:
        """Resolve a stroke of ``n`` impulses in direction ``d`` by ``ball``."""
        start = self.pos[ball]
        if n >= data.LONG_STROKE:
            blocker = self._take_off_blocker(start, d, ball)
            if blocker < 0:
                landing = self.flight(ball, start, d, n)
                if landing is None:
                    return
                ball, c, n, path = landing
                self.roll(ball, c, d, n, path)
                return
            if self.ev is not None:
                self.ev.append(TooLow(ball, self.b.cells[blocker], "start"))
        self.roll(ball, start, d, n, [start])

    def _take_off_blocker(self, start: int, d: int, ball: int) -> int:
        """The high obstacle too close to the start for a long stroke to clear (its cell), or -1."""
        c = start
        nb = self.b.neighbours
        for _ in range(data.CLEARANCE):
            c = nb[c][d]
            if c < 0:
                return -1
            if self._high(c, ball):
                return c  # too close: the ball leaves the ground but not enough to clear it
        return -1

    def flight(self, ball: int, start: int, d: int, n: int) -> tuple[int, int, int, list[int]] | None:
        """Phase I of a long stroke: fly to T, or come down short of something in the way.

        Returns the ball, its cell and impulses after landing, and its path, or
        None when the flight ended the stroke (out, sunk, dropped, stopped).
        A flight that goes out or comes down in a pond puts the ball back where
        it was struck: it never touched the hexes it flew over.
        """
        b = self.b
        nb = b.neighbours
        t = n - data.ROLL_STEPS
        if self.ev is not None:
            s = b.cells[start]
            dq, dr = DIRECTIONS[d]
            self.ev.append(TookOff(ball, s, d, Hex(s.q + dq * t, s.r + dr * t), n))
        path = [start]
        c = start
        target = t
        out = False
        blocker = -1
        for i in range(1, t + 1):
            c = nb[c][d]
            if c < 0:
                out = True
                break
            if self._high(c, ball) and t - i <= data.CLEARANCE:
                target = i - 1  # too low by now to clear it: come down before it
                blocker = c
                break
            path.append(c)
        if out:
            self._air_steps(ball, path, d, n)
            last = path[-1]
            if last != start:
                self._move(ball, start, last)
            self._out(ball, last, d, [start])
            return None
        k = min(target, len(path) - 1)
        while k > 0 and not self._landable(path[k]):
            k -= 1  # cannot come down on dense grass, an obstacle or a ball: a hex short
        path = path[: k + 1]
        n = self._air_steps(ball, path, d, n)
        here = path[-1]
        if here != start:
            self._move(ball, start, here)
        if self.ev is not None:
            if blocker >= 0:
                self.ev.append(TooLow(ball, b.cells[blocker], "landing"))
            self.ev.append(Landed(ball, b.cells[here], n))
        path = [start, here] if here != start else [start]  # what it touched: put back there, never where it flew
        left = self._arrive(ball, here, n, False, path)
        if left is None:
            return None
        return ball, here, left, path

    def _air_steps(self, ball: int, path: list[int], d: int, n: int) -> int:
        if self.ev is not None:
            cells = self.b.cells
            for a, c in zip(path, path[1:]):
                n -= 1
                self.ev.append(Step(ball, cells[a], cells[c], d, n, airborne=True))
            return n
        return n - (len(path) - 1)

    def _arrive(self, ball: int, c: int, n: int, from_puddle: bool, path: list[int]) -> int | None:
        """What the hex a ball has just reached does to it: None if its motion ended there."""
        b = self.b
        t = b.terrain[c]
        if t == WATER:
            self._sink(ball, c, path)
            return None
        thing = b.thing[c]
        if thing == HOLE or thing == MOLE_HOLE:
            if n <= data.HOLE_LIP:
                self._drop(ball, c)
                return None
            n -= data.HOLE_LIP
            if self.ev is not None:
                self.ev.append(HolePassed(ball, b.cells[c], n, thing == MOLE_HOLE))
        if t == PUDDLE and not from_puddle:
            self._stop(ball, c, "puddle", n)
            return None
        return n

    def roll(self, ball: int, p: int, d: int, n: int, path: list[int]) -> None:
        """Roll on the ground from ``p`` in direction ``d`` until every moving ball has stopped."""
        b = self.b
        nb = b.neighbours
        terrain = b.terrain
        thing = b.thing
        occ = self.occ
        ev = self.ev
        cells = b.cells
        seen: set[_LoopKey] | None = None
        for _ in range(MAX_MOVES):
            tp = terrain[p]
            cost = _COST[tp]
            if n < cost:
                self._stop(ball, p, "spent", n)
                return
            q = nb[p][d]
            if q < 0:
                self._out(ball, p, d, path)
                return
            if terrain[q] == DENSE:
                self._stop(ball, p, "dense_grass", n)
                return
            th = thing[q]
            if th == BOUNCY:
                if seen is None:
                    seen = set()
                if self._looping(seen, ball, p, d, n):
                    self._stop(ball, p, "loop", n)
                    return
                new_d, how = b.bounce[q][d]  # type: ignore[index, misc]  # a bouncy cell always has a response per direction (Board builds them); no check in this hot loop
                if ev is not None:
                    ev.append(Bounced(ball, cells[p], cells[q], b.obstacle_kind[q], d, new_d, how, n))
                d = new_d
                continue
            if q in occ:
                if n == 0:
                    self._stop(ball, p, "spent", n)
                    return
                if seen is None:
                    seen = set()
                if self._looping(seen, ball, p, d, n):
                    self._stop(ball, p, "loop", n)
                    return
                target = min(occ[q])
                if ev is not None:
                    ev.append(Collided(ball, cells[p], target, cells[q], d, n))
                if thing[p] == HOLE or thing[p] == MOLE_HOLE:
                    self._drop(ball, p)  # the hitter stopped over a hole
                ball = target
                p = q
                path = [q]
                continue
            if th == MUSHROOM and b.object_id[q] not in self.knocked:
                if n < data.MUSHROOM_COST + max(cost, 1):  # it must keep at least one impulse to go on
                    self._stop(ball, p, "mushroom", n)
                    return
                n -= data.MUSHROOM_COST
                self.knocked.add(b.object_id[q])
                seen = None
                if ev is not None:
                    ev.append(MushroomKnocked(ball, cells[p], cells[q], n))
            n -= cost
            self._move(ball, p, q)
            if ev is not None:
                ev.append(Step(ball, cells[p], cells[q], d, n, sliding=cost == 0))
            if cost:
                seen = None
            else:
                if seen is None:
                    seen = set()
                if self._looping(seen, ball, q, d, n):
                    self._stop(ball, q, "loop", n)
                    return
            path.append(q)
            left = self._arrive(ball, q, n, tp == PUDDLE, path)
            if left is None:
                return
            if left != n:
                seen = None
            n = left
            p = q
        self._stop(ball, p, "loop", n)

    def _looping(self, seen: set[_LoopKey], ball: int, p: int, d: int, n: int) -> bool:
        """True when this free move repeats one already made since the last impulse was spent."""
        key = (ball, p, d, n, tuple(self.pos))
        if key in seen:
            return True
        seen.add(key)
        return False

    def result(self) -> StrokeResult:
        """The outcome."""
        return StrokeResult(self.pos, self.cnt, self.holed, self.mole, frozenset(self.knocked), self.penalties)


def play_stroke(
    board: Board,
    positions: list[int],
    counters: list[int],
    ball: int,
    direction: int,
    impulses: int,
    knocked: frozenset[int] = frozenset(),
    events: list[CaromEvent] | None = None,
) -> StrokeResult:
    """Resolve one stroke; append its events to ``events`` when given."""
    s = _Stroke(board, positions, counters, knocked, events)
    s.strike(ball, direction, impulses)
    return s.result()
