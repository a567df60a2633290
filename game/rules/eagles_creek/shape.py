"""The shape of a shot: segments from hex side to hex side, and which paths are legal.

A segment crosses one hex, entering through one side and leaving through
another. Seen from the way the ball travels, the exit side is one of five::

              curl L   bend L
                 \\ ___ /
                  /   \\
       curl L -- |     | -- straight      (the ball enters from the left side)
                  \\___/
                 /     \\
             curl R    bend R

* straight: the opposite side (turn 0);
* bend: one of the two sides next to the opposite one, a 60-degree turn (turn +1 left, -1 right);
* curl: one of the two sides next to the entry side, a 120-degree hook (turn +2 left, -2 right).

A path (the drawn line of one shot) is legal when it has exactly the length
asked for, as many curls as the deviation asks (a putt may add one), at most
two bends that turn the same way (no S), at least one bend when it is longer
than one segment and not all curls, and never crosses itself: it never uses a
hex side twice (the side it started from included) and no two of its segments
in the same hex cross (their sides alternate around the hex).

Shapes do not depend on the terrain, so every legal shape of a given length
and curl count is enumerated once and kept (:func:`shapes`); a shape is the
tuple of its turns. Drawing one segment at a time only ever offers a segment
that some legal complete shape continues (:func:`next_turns`).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from game.hexgrid import Edge, Hex, opposite

STRAIGHT = 0
BEND_LEFT, BEND_RIGHT = 1, -1
CURL_LEFT, CURL_RIGHT = 2, -2
TURNS: tuple[int, ...] = (STRAIGHT, BEND_LEFT, BEND_RIGHT, CURL_LEFT, CURL_RIGHT)
"""Every segment kind as its turn, in the order the engine offers them."""

MAX_BENDS = 2


def kind_of(turn: int) -> str:
    """``"straight"``, ``"bend"`` or ``"curl"``."""
    return ("straight", "bend", "curl")[abs(turn)]


class ShapeRules(NamedTuple):
    """What a shot's path must look like: its length and how many curls it carries."""

    length: int
    """Segments to draw."""
    curls_min: int
    """Curls the deviation asks for."""
    curls_max: int
    """Curls allowed (one more than asked for a putt)."""


def completable(rules: ShapeRules, done: int, curls: int, bends: int) -> bool:
    """True when the counts of a partial path can still end in a legal path (geometry aside)."""
    left = rules.length - done
    for extra_curls in range(max(0, rules.curls_min - curls), min(rules.curls_max - curls, left) + 1):
        total_curls = curls + extra_curls
        needs_bend = rules.length > 1 and total_curls < rules.length and bends == 0
        if needs_bend and left - extra_curls < 1:
            continue
        return True
    return False


def chords_cross(a: int, b: int, c: int, d: int) -> bool:
    """True when the segment between sides a-b and the one between c-d of the same hex cross.

    The four sides are distinct; two chords of a hexagon cross when their ends alternate around it.
    """
    span = (b - a) % 6
    return (0 < (c - a) % 6 < span) != (0 < (d - a) % 6 < span)


class Trace(NamedTuple):
    """A path followed on the grid: the hexes it crosses and where it heads."""

    cells: tuple[Hex, ...]
    """The hex each segment crosses, in order."""
    turns: tuple[int, ...]
    """Each segment's turn (see :data:`TURNS`)."""
    heading: int
    """The direction the ball leaves the last segment in (the first hex's entry heading if empty)."""
    crossed: bool
    """True when the path crosses itself."""


def first_headings(start: Edge) -> tuple[tuple[Hex, int], tuple[Hex, int]]:
    """The two ways a path can leave its start side: (first hex, heading into it)."""
    a, b = start.hexes()
    return (b, start.side), (a, opposite(start.side))


def trace(start: Edge, exits: Sequence[Edge]) -> Trace:
    """Follow a path given as the side each segment leaves by; ValueError if they do not chain."""
    cells: list[Hex] = []
    turns: list[int] = []
    used = {start}
    chords: dict[Hex, list[tuple[int, int]]] = {}
    crossed = False
    heading = -1
    cell: Hex | None = None
    for i, exit_side in enumerate(exits):
        if i == 0:
            if exit_side == start:
                raise ValueError("segment 1 leaves by the side it entered")
            for first, h0 in first_headings(start):
                if first in exit_side.hexes():
                    cell, heading = first, h0
                    break
            else:
                raise ValueError(f"segment 1 must leave a hex next to the start side {tuple(start)}, not {tuple(exit_side)}")
        else:
            assert cell is not None
            cell = cell.neighbor(heading)
        assert cell is not None
        if cell not in exit_side.hexes():
            raise ValueError(f"segment {i + 1} must leave hex {tuple(cell)} by one of its sides, not {tuple(exit_side)}")
        out = exit_side.direction_from(cell)
        turn = (out - heading) % 6
        turn = turn - 6 if turn > 3 else turn
        if turn == 3:
            raise ValueError(f"segment {i + 1} leaves hex {tuple(cell)} by the side it entered")
        entry = opposite(heading)
        for a, b in chords.get(cell, ()):
            if chords_cross(a, b, entry, out):
                crossed = True
        if exit_side in used:
            crossed = True
        used.add(exit_side)
        chords.setdefault(cell, []).append((entry, out))
        cells.append(cell)
        turns.append(turn)
        heading = out
    if not exits:
        heading = first_headings(start)[0][1]
    return Trace(tuple(cells), tuple(turns), heading, crossed)


def extend_trace(start: Edge, drawn: Sequence[Edge], path: Trace, exit_side: Edge) -> Trace:
    """``trace(start, (*drawn, exit_side))``, given ``path == trace(start, drawn)`` (one segment's work, not the whole line)."""
    n = len(drawn)
    if n == 0:
        return trace(start, (exit_side,))
    heading = path.heading
    cell = path.cells[-1].neighbor(heading)
    if cell not in exit_side.hexes():
        raise ValueError(f"segment {n + 1} must leave hex {tuple(cell)} by one of its sides, not {tuple(exit_side)}")
    out = exit_side.direction_from(cell)
    turn = (out - heading) % 6
    turn = turn - 6 if turn > 3 else turn
    if turn == 3:
        raise ValueError(f"segment {n + 1} leaves hex {tuple(cell)} by the side it entered")
    crossed = path.crossed or exit_side == start or exit_side in drawn
    if not crossed and cell in path.cells:
        entry = opposite(heading)
        h = (heading - sum(path.turns)) % 6  # the heading into the first hex
        for c, t in zip(path.cells, path.turns):
            h_out = (h + t) % 6
            if c == cell and chords_cross(opposite(h), h_out, entry, out):
                crossed = True
                break
            h = h_out
    return Trace((*path.cells, cell), (*path.turns, turn), out, crossed)


def shape_problem(rules: ShapeRules, turns: Sequence[int], crossed: bool = False) -> str | None:
    """Why a complete path of these turns is not legal, in words; None when it is."""
    n = len(turns)
    if n != rules.length:
        return f"the shot must have {rules.length} segment(s), not {n}"
    curls = sum(1 for t in turns if abs(t) == 2)
    bends = [t for t in turns if abs(t) == 1]
    if not rules.curls_min <= curls <= rules.curls_max:
        want = str(rules.curls_min) if rules.curls_min == rules.curls_max else f"{rules.curls_min} to {rules.curls_max}"
        return f"the shot must have {want} curl(s), not {curls}"
    if len(bends) > MAX_BENDS:
        return f"a shot may bend at most {MAX_BENDS} times, not {len(bends)}"
    if len(bends) == 2 and bends[0] != bends[1]:
        return "two bends must turn the same way (no S)"
    if n > 1 and curls < n and not bends:
        return "a shot longer than one segment needs at least one bend"
    if crossed:
        return "a shot may not cross itself"
    return None


_ROW = 4096
_STEP = tuple(dq * _ROW + dr for dq, dr in ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)))
"""Axial steps as offsets of cells packed as ``q * _ROW + r`` (fast arithmetic for enumeration)."""


def _side_key(cell: int, direction: int) -> int:
    """A hex side as one int, the same from both of its hexes."""
    if direction < 3:
        return cell * 8 + direction
    return (cell + _STEP[direction]) * 8 + direction - 3


class _Walker:
    """Depth-first enumeration of legal shapes in a frame where the first hex is the origin, heading 0."""

    def __init__(self, rules: ShapeRules, first_only: bool = False) -> None:
        self.rules = rules
        self.first_only = first_only
        self.found: list[tuple[int, ...]] = []
        self.used: set[int] = {_side_key(0, 3)}
        self.chords: dict[int, list[tuple[int, int]]] = {}

    def run(self) -> list[tuple[int, ...]]:
        """Every legal shape, in the engine's offering order."""
        # Shapes come in mirror pairs (every turn negated): walk only those whose first turn
        # is straight or to the left, mirror them, and sort into the engine's offering order.
        self._step(0, 0, [], 0, 0, 0)
        mirrored = [tuple(-t for t in shape) for shape in self.found if any(shape)]
        return sorted(self.found + mirrored, key=lambda shape: [TURNS.index(t) for t in shape])

    def _step(self, cell: int, heading: int, turns: list[int], curls: int, bends: int, sign: int) -> None:
        rules = self.rules
        if len(turns) == rules.length:
            self.found.append(tuple(turns))
            return
        entry = (heading + 3) % 6
        here = self.chords.setdefault(cell, [])
        for t in TURNS:
            if self.first_only and self.found:
                return
            if t < 0 and not any(turns):
                continue  # the mirror image of a shape walked from the left turn
            c = curls + (abs(t) == 2)
            b = bends + (abs(t) == 1)
            if c > rules.curls_max or b > MAX_BENDS or (abs(t) == 1 and sign and t != sign):
                continue
            if not completable(rules, len(turns) + 1, c, b):
                continue
            out = (heading + t) % 6
            side = _side_key(cell, out)
            if side in self.used or any(chords_cross(x, y, entry, out) for x, y in here):
                continue
            self.used.add(side)
            here.append((entry, out))
            turns.append(t)
            self._step(cell + _STEP[out], out, turns, c, b, t if abs(t) == 1 else sign)
            turns.pop()
            here.pop()
            self.used.discard(side)


@lru_cache(maxsize=256)
def shapes(rules: ShapeRules) -> tuple[tuple[int, ...], ...]:
    """Every legal shape (tuple of turns) for these rules, in a fixed order."""
    if rules.length < 1 or rules.curls_min > rules.curls_max:
        return ()
    return tuple(_Walker(rules).run())


@lru_cache(maxsize=256)
def has_shape(rules: ShapeRules) -> bool:
    """True when at least one legal shape exists (cheaper than listing them all)."""
    if rules.length < 1 or rules.curls_min > rules.curls_max:
        return False
    walker = _Walker(rules, first_only=True)
    walker._step(0, 0, [], 0, 0, 0)
    return bool(walker.found)


@lru_cache(maxsize=256)
def _prefix_table(rules: ShapeRules) -> dict[tuple[int, ...], tuple[int, ...]]:
    table: dict[tuple[int, ...], list[int]] = {}
    for shape in shapes(rules):
        for i in range(len(shape)):
            nxt = table.setdefault(shape[:i], [])
            if shape[i] not in nxt:
                nxt.append(shape[i])
    return {k: tuple(sorted(v, key=TURNS.index)) for k, v in table.items()}


def next_turns(rules: ShapeRules, prefix: Sequence[int]) -> tuple[int, ...]:
    """The turns that continue ``prefix`` towards at least one legal complete shape."""
    return _prefix_table(rules).get(tuple(prefix), ())


def exit_side(cell: Hex, heading: int, turn: int) -> Edge:
    """The side a segment with ``turn`` leaves ``cell`` by, entering it heading ``heading``."""
    return cell.edge((heading + turn) % 6)


def follow(start: Edge, heading: int, turns: Sequence[int]) -> tuple[list[Hex], list[Edge]]:
    """The hexes and exit sides of a line leaving ``start`` heading ``heading`` with these turns."""
    first = next(cell for cell, h in first_headings(start) if h == heading)
    cells, exits = [], []
    cell, h = first, heading
    for i, t in enumerate(turns):
        if i:
            cell = cell.neighbor(h)
        h = (h + t) % 6
        cells.append(cell)
        exits.append(cell.edge(h))
    return cells, exits


def legal_next_segments(start: Edge, drawn: Sequence[Edge], rules: ShapeRules, path: Trace | None = None) -> list[Edge]:
    """The sides the next segment may leave by, after the segments ``drawn`` (their exit sides).

    Only segments that some legal complete path continues are offered, so a
    player drawing one segment at a time can never paint themselves into a corner.
    ``path`` is ``trace(start, drawn)`` when the caller has it already.
    """
    if len(drawn) >= rules.length:
        return []
    if not drawn:
        return [exit_side(cell, h0, t) for cell, h0 in first_headings(start) for t in next_turns(rules, ())]
    if path is None:
        path = trace(start, drawn)
    if path.crossed:
        return []
    cell = path.cells[-1].neighbor(path.heading)
    return [exit_side(cell, path.heading, t) for t in next_turns(rules, path.turns)]


def path_problem(start: Edge, exits: Sequence[Edge], rules: ShapeRules) -> str | None:
    """Why a complete path (its exit sides) is not legal from ``start``, or None when it is."""
    try:
        path = trace(start, exits)
    except ValueError as exc:
        return str(exc)
    return shape_problem(rules, path.turns, path.crossed)
