"""The Eagle's Creek computer player: splits the dice and draws the shot that saves the most strokes.

For every legal plan (hole, accuracy die, strength die, club, length) it finds
the best path and scores it as the expected strokes to finish that hole after
the shot (this shot and its penalties included, see :mod:`.values` for the
estimate of what is left). The plan that lowers the player's expected total
the most wins; the path is then drawn segment by segment.

Path search is fast because shapes do not depend on the sheet: for each
length and curl count every legal shape is enumerated once (:mod:`.shape`)
and grouped by its last segment, which alone decides where a clean shot ends.
Groups are ranked by that end, and only the best groups' shapes are checked
for trees and the edge of the sheet on the way (branch and bound). Results
are cached per sheet, position and plan, so players sharing a tee share the work.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from game.hexgrid import Edge, Hex, opposite
from game.rules.course import Terrain
from game.rules.eagles_creek import data
from game.rules.eagles_creek.flight import OFF_SHEET, WATER, fly
from game.rules.eagles_creek.shape import ShapeRules, first_headings, follow, shapes
from game.rules.eagles_creek.sheet import Hole, Sheet
from game.rules.eagles_creek.state import DRAW, PLAN, EaglesAction, EaglesState, PlanAction, draw_action
from game.rules.eagles_creek.values import STEPS, hole_values, side

ROW = 4096
"""Cells are packed as ``q * ROW + r`` so that a shape's offsets add to a start cell in one step."""

PLAIN, ROUGH, SAND, TREES, WATER_CODE = 0, 1, 2, 3, 4
_CODES = {Terrain.ROUGH: ROUGH, Terrain.SAND: SAND, Terrain.TREES: TREES, Terrain.WATER: WATER_CODE}

MAX_DIRTY_CHECKS = 40
"""Paths through trees or off the sheet evaluated exactly per search, at most (the rest are skipped)."""

MAX_CACHED_SHOTS = 20_000
"""Best shots remembered per sheet (position and plan) before the memory is wiped."""

LEVEL_NOISE = {"easy": 0.8, "normal": 0.0, "hard": 0.0}
"""Random error added to each plan's value, by level (easy players misjudge)."""
LEVELS = tuple(LEVEL_NOISE)
"""The computer's strengths, weakest first (the hint asks the last)."""

TIE = 0.02
"""Plans this close to the best count as equally good; the bot picks one with its own generator."""


def pack(h: Hex) -> int:
    """A cell as one int."""
    return h.q * ROW + h.r


@dataclass(frozen=True)
class Bank:
    """Every legal shape for one set of rules, turned to one start heading."""

    offsets: tuple[tuple[int, ...], ...]
    """Packed cell offsets from the first hex, per shape."""
    groups: tuple[tuple[Hex, int, int, tuple[int, ...]], ...]
    """(last hex offset, heading into it, heading out of it, shape indices), one per distinct last segment."""
    turns: tuple[tuple[int, ...], ...]


_STEP = tuple(dq * ROW + dr for dq, dr in STEPS)


def unpack(k: int) -> Hex:
    """Inverse of :func:`pack`."""
    q = (k + ROW // 2) // ROW
    return Hex(q, k - q * ROW)


@lru_cache(maxsize=512)
def shape_bank(rules: ShapeRules, heading: int) -> Bank:
    """Every legal shape for ``rules`` started heading ``heading``, grouped by its last segment (computed once)."""
    all_shapes = shapes(rules)
    offsets = []
    groups: dict[tuple[int, int, int], list[int]] = {}
    for index, turns in enumerate(all_shapes):
        cell, h, h_in = 0, heading, heading
        cells = []
        for i, t in enumerate(turns):
            if i:
                cell += _STEP[h]
            cells.append(cell)
            h_in, h = h, (h + t) % 6
        offsets.append(tuple(cells))
        groups.setdefault((cell, h_in, h), []).append(index)
    return Bank(
        tuple(offsets),
        tuple((unpack(c), hi, ho, tuple(ix)) for (c, hi, ho), ix in groups.items()),
        all_shapes,
    )


def walk(first: Hex, heading: int, turns: tuple[int, ...]) -> tuple[list[Hex], list[Edge]]:
    """The hexes and exit sides of a shape started into ``first`` heading ``heading``."""
    start = first.edge(opposite(heading))
    return follow(start, heading, turns)


class Searcher:
    """Finds the best path for one shot (a hole, a start side and a plan) on one sheet."""

    def __init__(self, sheet: Sheet, hole: Hole, start: Edge, lie: str, club: str, holes_out_clean: bool) -> None:
        self.sheet = sheet
        self.hole = hole
        self.start = start
        self.values = hole_values(sheet, hole.number)
        self.codes = _codes(sheet)
        self.club = club
        self.finish = 1.0 if holes_out_clean else 1.0 + data.FLAG_EXTRA_STROKES
        self.stay = 1 + data.OFF_SHEET_PENALTY + self.values.value(start, lie)
        self.ends: dict[tuple[int, int, int], float] = sheet.cache.setdefault(
            f"ends:{hole.number}:{self.finish}", {}
        )

    def after(self, side: Edge, shots: float) -> float:
        """Expected strokes from now when the ball comes to rest on ``side`` after ``shots`` strokes."""
        flag = self.hole.flag
        if (side.q == flag.q and side.r == flag.r) or (
            side.q + STEPS[side.side][0] == flag.q and side.r + STEPS[side.side][1] == flag.r
        ):
            return shots - 1 + self.finish  # on the flag
        return shots + self.values.value(side, self.sheet.lie(side, self.hole))

    def clean_end(self, last: Hex, h_in: int, h_out: int) -> float:
        """Expected strokes when a path with this last segment meets nothing on the way."""
        key = (pack(last), h_in, h_out)
        v = self.ends.get(key)
        if v is None:
            code = self.codes.get(key[0])
            if code is None:
                return self.stay  # depends on where the shot started: not cached
            if code == WATER_CODE:
                v = self.after(side(last, opposite(h_in)), 1 + data.WATER_PENALTY)
            elif code in (ROUGH, SAND):
                v = self.after(side(last, opposite(h_in)), 1)
            else:
                v = self.after(side(last, h_out), 1)
            self.ends[key] = v
        return v

    def exact(self, first: Hex, heading: int, turns: tuple[int, ...]) -> float:
        """Expected strokes of one path, trees (over the elevation die) and water drops included."""
        cells, exits = walk(first, heading, turns)
        tables = self.sheet.tables
        faces = range(1, 7) if tables.can_clear_trees(self.club) else (None,)
        total = 0.0
        for face in faces:
            elevated = tables.elevated(self.club, face) if face else frozenset()
            flight = fly(self.sheet, self.start, cells, exits, elevated)
            if flight.result == OFF_SHEET:
                total += self.stay
            elif flight.result == WATER:
                total += self.after(flight.end, 1 + flight.penalty)
            else:
                total += self.after(flight.end, 1)
        return total / len(faces)

    def is_clean(self, base: int, offsets: tuple[int, ...]) -> bool:
        """True when a line (its packed cells from ``base``) meets nothing before its last segment: its end alone decides."""
        codes = self.codes
        last = len(offsets) - 1
        for i, o in enumerate(offsets):
            code = codes.get(base + o)
            if code is None or (code == TREES and i < last) or (code == WATER_CODE and i == last):
                return False
        return True

    def search(self, rules: ShapeRules, only: tuple[int, tuple[int, ...]] | None = None) -> tuple[float, Hex, int, tuple[int, ...]]:
        """The best (expected strokes, first hex, heading, turns); ``only`` keeps a heading and turn prefix."""
        ranked = []
        for first, heading in first_headings(self.start):
            if only is not None and heading != only[0]:
                continue
            bank = shape_bank(rules, heading)
            base = pack(first)
            for end, h_in, h_out, members in bank.groups:
                ranked.append((self.clean_end(Hex(first.q + end.q, first.r + end.r), h_in, h_out), heading, first, base, bank, members))
        ranked.sort(key=lambda g: (g[0], g[1]))
        best: tuple[float, Hex, int, tuple[int, ...]] | None = None
        dirty_checks = 0
        codes = self.codes
        for value, heading, first, base, bank, members in ranked:
            if best is not None and value >= best[0]:
                break
            for index in members:
                turns = bank.turns[index]
                if only is not None and turns[: len(only[1])] != only[1]:
                    continue
                offs = bank.offsets[index]
                clean = True
                last = len(offs) - 1
                for i, o in enumerate(offs):
                    code = codes.get(base + o)
                    if code is None or (code == TREES and i < last) or (code == WATER_CODE and i == last):
                        clean = False
                        break
                if clean:
                    if best is None or value < best[0]:
                        best = (value, first, heading, turns)
                    break
                if dirty_checks >= MAX_DIRTY_CHECKS and best is not None:
                    continue
                dirty_checks += 1
                v = self.exact(first, heading, turns)
                if best is None or v < best[0]:
                    best = (v, first, heading, turns)
        assert best is not None, "a plan always has at least one legal shape"
        return best


def _codes(sheet: Sheet) -> dict[int, int]:
    codes = sheet.cache.get("codes")
    if codes is None:
        codes = {pack(h): _CODES.get(t, PLAIN) for h, t in sheet.course.terrain.items()}
        sheet.cache["codes"] = codes
    return codes


def best_shot(state: EaglesState, plan: PlanAction) -> tuple[float, list[Edge]]:
    """Expected strokes to finish the hole after the best path for ``plan``, and that path's exit sides."""
    sheet = state.sheet
    hole = sheet.holes[plan.hole]
    start = state.ball_side(state.turn, plan.hole)
    lie = state.lie_of(state.turn, plan.hole)
    rules = state.shape_rules_for(lie, plan.club, plan.accuracy, plan.length)
    clean = plan.club == "putter" or plan.accuracy == data.EXACT_FINISH_ACCURACY
    cache: dict[tuple[Any, ...], tuple[float, list[Edge]]] = sheet.cache.setdefault("best", {})
    key = (plan.hole, start, rules, plan.club, clean)
    hit = cache.get(key)
    if hit is None:
        value, first, heading, turns = Searcher(sheet, hole, start, lie, plan.club, clean).search(rules)
        hit = (value, walk(first, heading, turns)[1])
        if len(cache) >= MAX_CACHED_SHOTS:
            cache.clear()  # long simulations visit ever new positions: start afresh rather than grow
        cache[key] = hit
    return hit[0], list(hit[1])


class EaglesBot:
    """A seeded computer player (pure: no screen, no global randomness)."""

    def __init__(self, player: int, seed: int, level: str = "normal") -> None:
        if level not in LEVEL_NOISE:
            raise ValueError(f"Eagle's Creek computer levels are {', '.join(LEVEL_NOISE)}, not {level!r}")
        self.player = player
        self.level = level
        self.rng = random.Random(seed)

    def choose(self, state: EaglesState) -> EaglesAction:
        """The plan or the next segment for the player on turn."""
        if state.phase == PLAN:
            return self.choose_plan(state)
        if state.phase == DRAW:
            return self.next_segment(state)
        return state.legal_actions()[0]

    def choose_plan(self, state: EaglesState) -> PlanAction:
        """The plan that lowers the expected total the most (near-ties broken by the bot's own dice)."""
        noise = LEVEL_NOISE[self.level]
        scored: list[tuple[float, PlanAction]] = []
        now: dict[int, float] = {}
        for plan in state.plans():
            if plan.hole not in now:
                now[plan.hole] = hole_values(state.sheet, plan.hole).value(
                    state.ball_side(state.turn, plan.hole), state.lie_of(state.turn, plan.hole)
                )
            after, _ = best_shot(state, plan)
            gain = now[plan.hole] - after
            if noise:
                gain += self.rng.uniform(-noise, noise)
            scored.append((gain, plan))
        top = max(g for g, _ in scored)
        near = [plan for g, plan in scored if g >= top - TIE]
        return near[self.rng.randrange(len(near))]

    def next_segment(self, state: EaglesState) -> EaglesAction:
        """The next segment of the best path for the plan being drawn."""
        assert state.plan is not None
        legal = state.legal_actions()
        _, path = best_shot(state, state.plan)
        n = len(state.drawn)
        if list(state.drawn) == path[:n] and n < len(path) and draw_action(path[n]) in legal:
            return draw_action(path[n])
        return self._repair(state, legal)

    def _repair(self, state: EaglesState, legal: list[EaglesAction]) -> EaglesAction:
        """The best continuation of a path someone else began (e.g. a loaded save)."""
        assert state.plan is not None and state.path is not None and state.shape_rules is not None
        if not state.drawn:
            return legal[0]
        start = state.ball_side(state.turn, state.plan.hole)
        lie = state.lie_of(state.turn, state.plan.hole)
        clean = state.plan.club == "putter" or state.plan.accuracy == data.EXACT_FINISH_ACCURACY
        searcher = Searcher(state.sheet, state.hole(state.plan.hole), start, lie, state.plan.club, clean)
        heading = next(h for c, h in first_headings(start) if c == state.path.cells[0])
        _, first, h0, turns = searcher.search(state.shape_rules, (heading, state.path.turns))
        exits = walk(first, h0, turns)[1]
        action = draw_action(exits[len(state.drawn)])
        return action if action in legal else legal[0]
