"""The computer player's view of a shot: exact expected outcomes over the club dice.

A :class:`ShotModel` belongs to one layout, one player's targets (the greens
they still need) and that player's golfer abilities. It values a resting
ball by a quick estimate of the shots still needed (:meth:`rest`), and a shot
by walking every face of the club die with the probabilities the rules'
chance nodes give (:func:`~game.rules.rollinone.shot.roll_outcomes`),
following the same flight rules as :mod:`.flight`: numbers to beat, triangles
in trees, dots, curves (the best side is taken), sand, fairway roll-on, water,
out of bounds. Values are memoised, so later decisions on the same hole are
cheap. Collisions and handicap crossings are left out of the estimate.

Lower values are better: the expected shots still to play after this one,
plus :data:`PENALTY` per penalty token.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from game.hexgrid import Hex
from game.rules.course import Terrain
from game.rules.rollinone import data
from game.rules.rollinone.boards import Layout
from game.rules.rollinone.data import face_kind
from game.rules.rollinone.shot import roll_outcomes

PENALTY = 1.0
"""What a penalty token costs, in shots."""
SAND_COST = 0.35
"""Starting in sand loses the first roll of most clubs."""
TREES_COST = 0.25
"""Starting in trees makes triangles fail."""
OFF_LINE_COST = 0.2
"""A ball not on one of the six straight lines through the green needs a curve or an extra shot."""
MAX_DEPTH = 40
"""Rolls followed ahead before a flight is counted as down where it is."""
MIN_MASS = 0.004
"""Flights less likely than this are counted as down where they are."""


@cache
def open_distance(club: str) -> tuple[float, ...]:
    """Probability of each flight length (spaces moved) for a club on open rough, straight on."""
    faces = [(face_kind(f), p) for f, p in roll_outcomes(club)]
    memo: dict[tuple[int, int], dict[int, float]] = {}

    def go(last: int, depth: int) -> dict[int, float]:
        key = (last, depth)
        if key in memo:
            return memo[key]
        out: dict[int, float] = {}
        if depth > 30:
            return {0: 1.0}
        for (kind, value), p in faces:
            if kind == "number" and value <= last:
                out[0] = out.get(0, 0.0) + p
            elif kind in ("number", "tri", "curve"):
                for k, q in go(value if kind == "number" else last, depth + 1).items():
                    out[k + 1] = out.get(k + 1, 0.0) + p * q
            elif kind == "dots":
                out[value] = out.get(value, 0.0) + p
            else:  # dotted curve: two spaces
                out[2] = out.get(2, 0.0) + p
        memo[key] = out
        return out

    dist = go(0, 0)
    top = max(dist)
    return tuple(dist.get(k, 0.0) for k in range(top + 1))


@cache
def shots_to_hole(max_distance: int = 40) -> tuple[float, ...]:
    """Expected shots to stop exactly on the green from each distance, on open ground (1-D estimate)."""
    dists = [open_distance(c.id) for c in data.CLUBS]
    t = [0.0] + [1.0 + d / 4.0 for d in range(1, max_distance + 1)]
    for _ in range(40):
        for d in range(1, max_distance + 1):
            best = 1e9
            for dist in dists:
                v = 1.0
                for k, p in enumerate(dist):
                    if p:
                        v += p * t[min(max_distance, abs(d - k))]
                best = min(best, v)
            t[d] = best
    return tuple(t)


class ShotModel:
    """Expected outcomes of shots for one player on one layout."""

    def __init__(self, layout: Layout, targets: Iterable[Hex], golfers: frozenset[str], penalty: float = PENALTY) -> None:
        self.layout = layout
        self.penalty = penalty
        self.terrain = layout.terrain
        self.targets = frozenset(targets)
        self.golfers = golfers
        self.tie = "tie_breaker" in golfers
        self.lumberjack = "lumberjack" in golfers
        self.long = "long_hitter" in golfers
        self.straight = "straight_shooter" in golfers
        self.roll_on = 2 if "roller" in golfers else 1
        self.skipper = "skipper" in golfers
        self.deadeye = "deadeye" in golfers
        self.sand_free = "beach_bum" in golfers
        self.table = shots_to_hole()
        self._rest: dict[Hex, float] = {}
        self._next = {h: tuple(n if n in self.terrain else None for n in h.neighbors()) for h in self.terrain}
        self._moves: dict[tuple[Hex, int, int], tuple[Hex, bool]] = {}
        self._landings: dict[tuple[Hex, int, bool, bool], float] = {}
        self._flight: dict[tuple[str, Hex, int, int, bool, bool, bool], float] = {}
        self._depth = 0
        self._faces = {c.id: [(face_kind(f), p) for f, p in roll_outcomes(c.id)] for c in data.CLUBS}

    # --- resting balls ---------------------------------------------------------

    def rest(self, cell: Hex) -> float:
        """Estimated shots still needed from a ball resting on ``cell`` (0 on a target green)."""
        v = self._rest.get(cell)
        if v is not None:
            return v
        if cell in self.targets:
            v = 0.0
        elif not self.targets:
            v = 0.0
        else:
            best = 1e9
            for g in self.targets:
                d = cell.distance(g)
                x = self.table[min(d, len(self.table) - 1)]
                dq, dr = g.q - cell.q, g.r - cell.r
                if dq and dr and dq + dr:
                    x += OFF_LINE_COST
                best = min(best, x)
            t = self.terrain.get(cell)
            if t == Terrain.SAND and not self.sand_free:
                best += SAND_COST
            elif t == Terrain.TREES and not self.lumberjack:
                best += TREES_COST
            v = best
        self._rest[cell] = v
        return v

    def _step(self, cell: Hex, direction: int) -> Hex | None:
        return self._next[cell][direction % 6]

    def _move(self, cell: Hex, direction: int, steps: int) -> tuple[Hex, bool]:
        """Where ``steps`` spaces take the ball, and whether it flew out of bounds on the way."""
        key = (cell, direction, steps)
        got = self._moves.get(key)
        if got is not None:
            return got
        start = cell
        result = None
        for _ in range(steps):
            nxt = self._next[cell][direction]
            if nxt is None:
                result = (cell, True)
                break
            cell = nxt
        result = result or (cell, False)
        self._moves[(start, direction, steps)] = result
        return result

    def _dry_behind(self, cell: Hex, direction: int) -> Hex:
        """Where a ball in water is put back (the last dry space it passed, taken as straight behind)."""
        back = (direction + 3) % 6
        h = cell
        for _ in range(12):
            nxt = self._step(h, back)
            if nxt is None:
                break
            h = nxt
            if self.terrain.get(h) != Terrain.WATER:
                return h
        return cell

    def landing(self, cell: Hex, direction: int, dotted: bool = False, backspin: bool = False) -> float:
        """Value of a ball coming down on ``cell``, after fairway, water and greens."""
        key = (cell, direction, dotted, backspin)
        v = self._landings.get(key)
        if v is None:
            v = self._landings[key] = self._landing(cell, direction, dotted, backspin)
        return v

    def _landing(self, cell: Hex, direction: int, dotted: bool, backspin: bool) -> float:
        if cell in self.targets:
            return 0.0
        t = self.terrain.get(cell)
        if t == Terrain.FAIRWAY and not dotted and not backspin:
            for _ in range(self.roll_on):
                nxt = self._step(cell, direction)
                if nxt is None:
                    return self.rest(cell) + self.penalty
                cell = nxt
                if cell in self.targets:
                    return 0.0
                if self.terrain.get(cell) != Terrain.FAIRWAY:
                    break
            t = self.terrain.get(cell)
        if t == Terrain.WATER:
            if self.skipper:
                nxt = self._step(cell, direction)
                if nxt is not None and self.terrain.get(nxt) != Terrain.WATER:
                    return self.rest(nxt)
            return self.rest(self._dry_behind(cell, direction)) + self.penalty
        return self.rest(cell)

    # --- shots -----------------------------------------------------------------------

    def forget_flights(self) -> None:
        """Drop the memoised flights (their pruning depends on how they were first reached).

        Called at the start of every decision, so a decision depends only on the
        position, never on what was evaluated before.
        """
        self._flight.clear()

    def quick_swing(self, club: str, cell: Hex, direction: int) -> float:
        """A fast first estimate of a shot: the open-ground flight lengths laid along the line."""
        total = 0.0
        for k, p in enumerate(open_distance(club)):
            if p:
                end, out = self._move(cell, direction, k)
                total += p * (self.rest(end) + self.penalty if out else self.landing(end, direction))
        return total

    def swing(self, club: str, cell: Hex, direction: int) -> float:
        """Expected value of a shot started now with ``club`` towards ``direction``."""
        sand = self.terrain.get(cell) == Terrain.SAND and not self.sand_free
        total = 0.0
        for (kind, value), p in self._faces[club]:
            total += p * self._face(club, cell, direction, 0, kind, value, True, sand, False, False, self.long, p)
        return total

    def flight(self, club: str, cell: Hex, direction: int, last: int, tailwind: bool = False,
               backspin: bool = False, long_ready: bool = False, mass: float = 1.0) -> float:
        """Expected value of a ball in flight on ``cell``, before the next roll.

        ``mass`` is the chance of getting here; flights less likely than
        :data:`MIN_MASS`, or longer than :data:`MAX_DEPTH` rolls, are counted
        as coming down where they are.
        """
        key = (club, cell, direction, last, tailwind, backspin, long_ready)
        v = self._flight.get(key)
        if v is not None:
            return v
        if self._depth >= MAX_DEPTH or mass < MIN_MASS:
            return self.landing(cell, direction, False, backspin)
        # a loop of curves can come back to this very state: meanwhile count it as landing here
        self._flight[key] = self.landing(cell, direction, False, backspin)
        self._depth += 1
        total = 0.0
        for (kind, value), p in self._faces[club]:
            total += p * self._face(club, cell, direction, last, kind, value, False, False, tailwind, backspin,
                                    long_ready, mass * p)
        self._depth -= 1
        if self.deadeye and club == "putter":
            total = min(total, self.landing(cell, direction, False, backspin))
        self._flight[key] = total
        return total

    def face_value(self, club: str, cell: Hex, direction: int, last: int, face: str, first: bool, sand: bool,
                   tailwind: bool, backspin: bool, long_ready: bool) -> float:
        """Expected value once ``face`` counts in the given flight."""
        kind, value = face_kind(face)
        return self._face(club, cell, direction, last, kind, value, first, sand, tailwind, backspin, long_ready)

    def forced_value(self, club: str, cell: Hex, direction: int, last: int, tailwind: bool, backspin: bool,
                     long_ready: bool) -> float:
        """Follow Through: one space on (two with Tailwind), the number to beat unchanged."""
        end, out = self._move(cell, direction, 1 + tailwind)
        if out:
            return self.rest(end) + self.penalty
        return self.flight(club, end, direction, last, False, backspin, long_ready)

    def _face(self, club: str, cell: Hex, direction: int, last: int, kind: str, value: int, first: bool,
              sand: bool, tailwind: bool, backspin: bool, long_ready: bool, mass: float = 1.0) -> float:
        held = first and sand and kind in ("number", "tri", "curve")
        if kind == "number":
            if not (value > last or (self.tie and last > 0 and value == last)):
                return self.landing(cell, direction, False, backspin)
            if held:
                return self.flight(club, cell, direction, value, False, backspin, long_ready, mass)
            steps = 1 + tailwind + long_ready
            end, out = self._move(cell, direction, steps)
            if out:
                return self.rest(end) + self.penalty
            return self.flight(club, end, direction, value, False, backspin, False, mass)
        if held:
            return self.flight(club, cell, direction, last, False, backspin, long_ready, mass)
        if kind == "tri":
            if self.terrain.get(cell) == Terrain.TREES and not self.lumberjack:
                return self.landing(cell, direction, False, backspin)
            end, out = self._move(cell, direction, 1 + tailwind)
            if out:
                return self.rest(end) + self.penalty
            return self.flight(club, end, direction, last, False, backspin, long_ready, mass)
        if kind == "dots":
            end, out = self._move(cell, direction, value)
            if out:
                return self.rest(end) + self.penalty
            return self.landing(end, direction, True, backspin)
        if kind == "curve":
            return min(
                self.curve_value(club, cell, d, last, 1 + tailwind, backspin, long_ready, mass)
                for d in self.curve_directions(direction, first)
            )
        # dotted curve: one on, turn, one on, down
        mid, out = self._move(cell, direction, 1)
        if out:
            return self.rest(mid) + self.penalty
        return min(self.dturn_value(mid, d, backspin) for d in self.curve_directions(direction, False))

    def curve_directions(self, direction: int, first: bool) -> list[int]:
        """Where a curve may take the shot."""
        if first:
            return list(range(6))
        turns = (1, -1, 0) if self.straight else (1, -1)
        return [(direction + t) % 6 for t in turns]

    def curve_value(self, club: str, cell: Hex, direction: int, last: int, steps: int, backspin: bool,
                    long_ready: bool, mass: float = 1.0) -> float:
        """Value of taking a curve towards ``direction`` (the ball moves ``steps`` spaces that way)."""
        end, out = self._move(cell, direction, steps)
        if out:
            return self.rest(end) + self.penalty
        return self.flight(club, end, direction, last, False, backspin, long_ready, mass)

    def dturn_value(self, cell: Hex, direction: int, backspin: bool) -> float:
        """Value of the dotted curve's last space towards ``direction``, then landing."""
        end, out = self._move(cell, direction, 1)
        if out:
            return self.rest(end) + self.penalty
        return self.landing(end, direction, True, backspin)
