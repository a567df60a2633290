"""Shots by where they end: the legal lines of a plan found by their last side, best first (issue #26, point 1).

A person points at a hex side (or a hex) where the shot should end; the screen
asks :meth:`Planner.lines_to` for the legal lines of the plan's exact length
and curls that end there, or as near to it as any legal line ends, best first.
A line being drawn by hand is completed the same way: only lines that go on
from the segments drawn are offered.

"Best" is the computer player's valuation (:class:`.bot.Searcher`): the
strokes still expected on the hole after this shot, this one included. It
counts what a person reads off a line: how far from the flag and from what lie
it leaves the ball, the trees it crosses weighted by the chance of clearing
them, water and the sheet's edge on the way with their stroke. Each line also
carries those facts in plain terms (:class:`Reading`) for the screen to say.

Finding lines is cheap because shapes are grouped by their last segment
(:func:`.bot.shape_bank`): a group's end side is known without following its
lines, so a target costs one pass over the groups, and lines are followed
(and flown over every face of the fourth die) only for the nearest groups.
Everything is pure and deterministic; ties keep the engine's shape order.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.hexgrid import Edge, Hex
from game.rules.eagles_creek import data
from game.rules.eagles_creek.bot import TREES as TREE_CODE
from game.rules.eagles_creek.bot import Searcher, pack, shape_bank, walk
from game.rules.eagles_creek.flight import OFF_SHEET, TREE, WATER, fly, tree_segments
from game.rules.eagles_creek.shape import ShapeRules, first_headings, trace
from game.rules.eagles_creek.sheet import Hole, Sheet
from game.rules.eagles_creek.state import EaglesState, PlanAction
from game.rules.eagles_creek.values import side

Target = Edge | Hex
"""Where a person wants a shot to end: a hex side, or a hex (any of its sides)."""

NEAR = 1e-6
"""Ends this much nearer than another count as equally near."""


@dataclass(frozen=True)
class Reading:
    """What a line does on the sheet, in the terms a player reads it."""

    end: Edge
    """The side the line is drawn to."""
    rest: Edge
    """Where the ball lies after the shot when every tree it can clear is cleared (the start side again after leaving the sheet)."""
    result: str
    """How the shot ends then: rest, stopped (bunker or rough), tree (no face clears it), water or off_sheet."""
    cell: Hex | None
    """The hex concerned: the bunker or rough, the water, the tree, the first hex off the sheet."""
    lie: str
    """The lie at ``rest``."""
    to_flag: int
    """Hexes from ``rest`` to the flag's hex (0: the ball is on the flag)."""
    on_flag: bool
    trees: tuple[int, ...]
    """Segments crossing a tree hex (1 = the first)."""
    clear_faces: tuple[int, ...]
    """Faces of the fourth die that lift the ball over every one of them (none when the club cannot fly)."""
    tree_stop: Edge | None
    """Where the ball stops when the first tree is not cleared (None without trees)."""
    stop_to_flag: int | None
    """Hexes from ``tree_stop`` to the flag's hex."""
    penalty: int
    """Strokes added on top of the shot (water, off the sheet)."""
    flag_extra: int
    """Strokes added at the flag (a wood, iron or wedge without a 6 on accuracy)."""


@dataclass(frozen=True)
class Line:
    """One legal line of the plan, valued."""

    heading: int
    """The direction it leaves its start side in."""
    turns: tuple[int, ...]
    exits: tuple[Edge, ...]
    """The side each segment leaves by (what the draw actions name)."""
    expected: float
    """Strokes still expected on the hole after this shot, this one included (lower is better)."""
    reading: Reading


def midpoint(e: Edge) -> tuple[float, float]:
    """The middle of a hex side in axial coordinates (halfway between its two hexes)."""
    a, b = e.hexes()
    return ((a.q + b.q) / 2, (a.r + b.r) / 2)


def _distance(p: tuple[float, float], q: tuple[float, float]) -> float:
    dq, dr = p[0] - q[0], p[1] - q[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) / 2


def target_distance(end: Edge, target: Target) -> float:
    """How far a line ending on ``end`` ends from ``target``, in hexes (0: it ends there)."""
    if isinstance(target, Edge):
        return 0.0 if end == target else _distance(midpoint(end), midpoint(target))
    if target in end.hexes():
        return 0.0
    return _distance(midpoint(end), (target.q, target.r)) - 0.5


@dataclass(frozen=True)
class _Group:
    """The lines from one start heading that share their last segment."""

    heading: int
    first: Hex
    last: Hex
    h_in: int
    h_out: int
    end: Edge
    members: tuple[int, ...]
    """Indices into the heading's shape bank (only those that go on from the segments drawn)."""
    mid: tuple[float, float]
    """The middle of ``end`` in axial coordinates (for distances)."""


class Planner:
    """The legal lines of one plan from one ball, found by where they end."""

    def __init__(self, sheet: Sheet, hole: Hole, start: Edge, lie: str, club: str, accuracy: int, rules: ShapeRules) -> None:
        self.sheet = sheet
        self.hole = hole
        self.start = start
        self.lie = lie
        self.club = club
        self.accuracy = accuracy
        self.rules = rules
        holes_out_clean = club == "putter" or accuracy == data.EXACT_FINISH_ACCURACY
        self.searcher = Searcher(sheet, hole, start, lie, club, holes_out_clean)
        self._groups: dict[tuple[int | None, tuple[int, ...]], list[_Group]] = {}
        self._lines: dict[tuple[int, int], Line] = {}
        self._values: dict[tuple[int, int], tuple[float, int]] = {}

    @classmethod
    def for_plan(cls, state: EaglesState, plan: PlanAction, player: int | None = None) -> Planner:
        """The planner of ``plan`` for the player on turn (or ``player``) in ``state``."""
        seat = state.turn if player is None else player
        start = state.ball_side(seat, plan.hole)
        lie = state.lie_of(seat, plan.hole)
        rules = state.shape_rules_for(lie, plan.club, plan.accuracy, plan.length)
        return cls(state.sheet, state.hole(plan.hole), start, lie, plan.club, plan.accuracy, rules)

    # finding ------------------------------------------------------------------------------
    def groups(self, prefix: Sequence[Edge] = ()) -> list[_Group]:
        """Every group of lines that goes on from the segments ``prefix`` (their exit sides), kept per prefix."""
        path = trace(self.start, prefix) if prefix else None
        turns = path.turns if path is not None else ()
        only = _first_heading(self.start, path.cells[0]) if path is not None else None
        key = (only, turns)
        known = self._groups.get(key)
        if known is not None:
            return known
        out: list[_Group] = []
        k = len(turns)
        for first, heading in first_headings(self.start):
            if only is not None and heading != only:
                continue
            bank = shape_bank(self.rules, heading)
            for end, h_in, h_out, members in bank.groups:
                kept = tuple(i for i in members if bank.turns[i][:k] == turns) if k else members
                if kept:
                    last = Hex(first.q + end.q, first.r + end.r)
                    end_side = side(last, h_out)
                    out.append(_Group(heading, first, last, h_in, h_out, end_side, kept, midpoint(end_side)))
        self._groups[key] = out
        return out

    def lines_to(self, target: Target, prefix: Sequence[Edge] = (), limit: int = 3) -> list[Line]:
        """The lines ending on ``target`` (or nearest to it, if none does), best first, at most ``limit``.

        Groups are visited best first by the value of a line that meets nothing on the way (the
        computer's own search does the same): once ``limit`` lines are found, a group whose clean
        value is worse than all of them is not followed.
        """
        groups = self.groups(prefix)
        if not groups:
            return []
        near = _nearest(groups, target)
        clean = self.searcher.clean_end
        near.sort(key=lambda g: (clean(g.last, g.h_in, g.h_out), g.heading))
        found: list[tuple[float, int, int, tuple[int, ...], int]] = []
        for g in near:
            if len(found) >= limit and clean(g.last, g.h_in, g.h_out) > found[limit - 1][0] + NEAR:
                break
            turns_of = shape_bank(self.rules, g.heading).turns
            for i in g.members:
                expected, trees = self._value(g, i)
                found.append((round(expected, 9), trees, g.heading, turns_of[i], i))
            found.sort()
        return [self.line_of(heading, i) for _, _, heading, _, i in found[:limit]]

    def _value(self, g: _Group, index: int) -> tuple[float, int]:
        """(strokes expected, trees crossed) of one line of a group, without following it when nothing is on its way."""
        key = (g.heading, index)
        known = self._values.get(key)
        if known is None:
            bank = shape_bank(self.rules, g.heading)
            base = pack(g.first)
            offsets = bank.offsets[index]
            searcher = self.searcher
            trees = 0
            for o in offsets:
                code = searcher.codes.get(base + o)
                if code is None:
                    break
                trees += code == TREE_CODE
            if searcher.is_clean(base, offsets):
                known = (searcher.clean_end(g.last, g.h_in, g.h_out), trees)
            else:
                known = (searcher.exact(g.first, g.heading, bank.turns[index]), trees)
            self._values[key] = known
        return known

    def best(self, prefix: Sequence[Edge] = ()) -> Line | None:
        """The best line going on from ``prefix``: the one the computer player would draw (it aims at the flag)."""
        ranked = self.choices(prefix, 1)
        return ranked[0] if ranked else None

    def choices(self, prefix: Sequence[Edge] = (), limit: int = 6) -> list[Line]:
        """The best line to each of the best ``limit`` ends, best first: where the shot could go, for the keys."""
        groups = self.groups(prefix)
        if not groups:
            return []
        ranked = sorted(groups, key=lambda g: (self.searcher.clean_end(g.last, g.h_in, g.h_out), g.heading))
        best_per_end: dict[Edge, Line] = {}
        for g in ranked:
            bound = self.searcher.clean_end(g.last, g.h_in, g.h_out)
            if len(best_per_end) >= limit and bound >= sorted(ln.expected for ln in best_per_end.values())[limit - 1]:
                break  # no line of the groups left can be among the best ``limit`` (their clean value is their best)
            for i in g.members:
                line = self.line_of(g.heading, i)
                held = best_per_end.get(line.reading.end)
                if held is None or _rank(line) < _rank(held):
                    best_per_end[line.reading.end] = line
        return sorted(best_per_end.values(), key=_rank)[:limit]

    # one line ------------------------------------------------------------------------------
    def line_of(self, heading: int, index: int) -> Line:
        """The line of shape ``index`` of the bank for ``heading``, valued and read (kept)."""
        known = self._lines.get((heading, index))
        if known is not None:
            return known
        bank = shape_bank(self.rules, heading)
        turns = bank.turns[index]
        line = self.line(heading, turns)
        self._lines[(heading, index)] = line
        return line

    def line(self, heading: int, turns: Sequence[int]) -> Line:
        """Any line of this plan (its start heading and turns), valued and read."""
        turns = tuple(turns)
        first = next(c for c, h in first_headings(self.start) if h == heading)
        cells, exits = walk(first, heading, turns)
        offsets = tuple(pack(c) - pack(first) for c in cells)
        if self.searcher.is_clean(pack(first), offsets) and len(turns) == self.rules.length:
            last = cells[-1]
            h_in = (exits[-1].direction_from(last) - turns[-1]) % 6
            expected = self.searcher.clean_end(last, h_in, exits[-1].direction_from(last))
        else:
            expected = self.searcher.exact(first, heading, turns)
        return Line(heading, turns, tuple(exits), expected, self.read(cells, exits))

    def line_through(self, exits: Sequence[Edge]) -> Line:
        """The line drawn to these sides (a complete line of this plan)."""
        path = trace(self.start, exits)
        return self.line(_first_heading(self.start, path.cells[0]), path.turns)

    def read(self, cells: Sequence[Hex], exits: Sequence[Edge]) -> Reading:
        """The plain facts of a line: where it leaves the ball, the trees on the way, penalties."""
        sheet, hole, tables = self.sheet, self.hole, self.sheet.tables
        trees = tree_segments(sheet, cells)
        can_fly = tables.can_clear_trees(self.club)
        faces = tuple(f for f in range(1, 7) if can_fly and trees and set(trees) <= tables.elevated(self.club, f))
        every = frozenset(range(1, len(cells) + 1))
        flight = fly(sheet, self.start, cells, exits, every if faces else frozenset())
        stop = fly(sheet, self.start, cells, exits, frozenset()) if trees else None
        rest = flight.end
        on_flag = flight.result not in (WATER, OFF_SHEET) and sheet.on_flag(rest, hole)
        to_flag = 0 if on_flag else min(h.distance(hole.flag) for h in rest.hexes())
        extra = data.FLAG_EXTRA_STROKES if on_flag and self.club != "putter" and self.accuracy != data.EXACT_FINISH_ACCURACY else 0
        return Reading(
            end=exits[-1],
            rest=rest,
            result=flight.result,
            cell=flight.cell,
            lie=sheet.lie(rest, hole),
            to_flag=to_flag,
            on_flag=on_flag,
            trees=trees,
            clear_faces=faces,
            tree_stop=stop.end if stop is not None and stop.result == TREE else None,
            stop_to_flag=min(h.distance(hole.flag) for h in stop.end.hexes()) if stop is not None and stop.result == TREE else None,
            penalty=flight.penalty,
            flag_extra=extra,
        )


def _nearest(groups: list[_Group], target: Target) -> list[_Group]:
    """The groups whose lines end nearest ``target`` (on it when any does)."""
    if isinstance(target, Edge):
        tq, tr = midpoint(target)
        if any(g.end == target for g in groups):
            return [g for g in groups if g.end == target]
        offset = 0.0
    else:
        tq, tr = float(target.q), float(target.r)
        on = [g for g in groups if target in g.end.hexes()]
        if on:
            return on
        offset = 0.5
    best = float("inf")
    out: list[_Group] = []
    for g in groups:
        mq, mr = g.mid
        dq, dr = mq - tq, mr - tr
        d = (abs(dq) + abs(dr) + abs(dq + dr)) / 2 - offset
        if d < best - NEAR:
            best, out = d, [g]
        elif d <= best + NEAR:
            out.append(g)
    return out


def _first_heading(start: Edge, first: Hex) -> int:
    """The heading a line into ``first`` leaves ``start`` in."""
    return next(h for c, h in first_headings(start) if c == first)


def _rank(line: Line) -> tuple[float, int, int, tuple[int, ...]]:
    """Best first: fewest strokes expected, then fewer trees, then the engine's order."""
    return (round(line.expected, 9), len(line.reading.trees), line.heading, line.turns)

