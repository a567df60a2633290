"""How many strokes a ball still needs on a hole, estimated once per hole for the computer player.

The estimate works in "shots to go". A ball in hex c with lie L can reach,
in one good shot, any hex within ``reach(L)`` hexes (the best club's
distance at a good strength die, less what bends and the lie's typical curls
cost). Layer 1 is every hex from which the flag is within reach; layer k+1
every hex within reach of a dry hex of layer k. Within a layer, being farther
from the next layer costs a little, and finishing from off the green costs
the expected extra stroke at the flag. Tree hexes count double in these
distances (most segments fly too low for them); water in between is ignored,
since only where a shot ends matters: the exact shot in hand is evaluated
path by path.
"""

from __future__ import annotations

from collections.abc import Sequence
from statistics import fmean

from game.hexgrid import Edge, Hex
from game.rules.course import Terrain
from game.rules.eagles_creek import data
from game.rules.eagles_creek.sheet import Hole, Sheet
from game.rules.eagles_creek.tables import Tables

FAR = 99
MAX_LAYERS = 20
GOOD_STRENGTH = 5
"""The strength die a player can usually spare for distance (three dice to choose from)."""
PUTT_FINISH = 0.25
"""Expected strokes lost putting out from the green (a putt does not always drop)."""
WITHIN_LAYER = 0.35
"""Cost of being at the far edge of a layer rather than right at the next one."""
TREE_COST = 2
"""Distance counted for crossing a tree hex (most segments fly too low to clear one)."""


def reach(tables: Tables, lie: str) -> float:
    """Hexes one good shot covers from a lie."""
    best = 0
    for club in ("wood", "iron", "wedge"):
        if lie in data.CLUB_LIES[club]:
            best = max(best, tables.shot_length(club, GOOD_STRENGTH, lie))
    typical_curls = fmean(tables.deviation[data.DEVIATION_ROW[lie]])
    return max(1.0, best - 0.5 - 0.5 * typical_curls)


def finish_cost(lie: str) -> float:
    """Expected strokes beyond the shot that ends on the flag, from a lie."""
    if lie == "green":
        return PUTT_FINISH
    return data.FLAG_EXTRA_STROKES * (5 / 6)


def side(h: Hex, direction: int) -> Edge:
    """The side of ``h`` facing ``direction`` (a fast :meth:`Hex.edge`)."""
    if direction < 3:
        return Edge(h.q, h.r, direction)
    dq, dr = STEPS[direction]
    return Edge(h.q + dq, h.r + dr, direction - 3)


STEPS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


class SheetGrid:
    """The sheet's hexes as indexed lists, shared by every hole's estimate."""

    def __init__(self, sheet: Sheet) -> None:
        self.cells = sorted(sheet.course.terrain)
        self.index = {h: i for i, h in enumerate(self.cells)}
        self.neighbours = [
            [j for j in (self.index.get(Hex(h.q + dq, h.r + dr)) for dq, dr in STEPS) if j is not None]
            for h in self.cells
        ]
        terrains = [sheet.terrain(h) for h in self.cells]
        self.dry = [t != Terrain.WATER for t in terrains]
        # a low shot cannot go through a tree: count a tree hex as two hexes of distance
        self.cost = [TREE_COST if t == Terrain.TREES else 1 for t in terrains]
        self.lie = [data.TERRAIN_LIE.get(t, "fairway") if t is not None else "fairway" for t in terrains]


def sheet_grid(sheet: Sheet) -> SheetGrid:
    """The indexed grid of a sheet, built once."""
    grid = sheet.cache.get("grid")
    if grid is None:
        grid = sheet.cache["grid"] = SheetGrid(sheet)
    return grid


class HoleValues:
    """Expected strokes to finish one hole from any side of the sheet (a heuristic)."""

    def __init__(self, sheet: Sheet, hole: Hole) -> None:
        self.sheet = sheet
        self.hole = hole
        self.reach = {lie: reach(sheet.tables, lie) for lie in data.LIES}
        grid = sheet_grid(sheet)
        self.index = grid.index
        cell_reach = [self.reach[lie] for lie in grid.lie]
        flag = hole.flag
        self.layers: list[list[int]] = [_spread([grid.index[flag]], grid.neighbours, grid.cost)]
        layer = [1 if d <= r else 0 for d, r in zip(self.layers[0], cell_reach)]
        k = 1
        while k < MAX_LAYERS and not all(layer):
            sources = [i for i, lay in enumerate(layer) if lay and grid.dry[i]]
            dist = _spread(sources, grid.neighbours, grid.cost)
            self.layers.append(dist)
            k += 1
            grown = False
            for i, d in enumerate(dist):
                if not layer[i] and d <= cell_reach[i]:
                    layer[i] = k
                    grown = True
            if not grown:
                break
        self.by_lie = {lie: self._cell_values(lie) for lie in data.LIES}

    def _cell_values(self, lie: str) -> list[float]:
        r = self.reach[lie]
        fallback = float(len(self.layers) + 2)
        out = [fallback] * len(self.layers[0])
        todo: Sequence[int] = range(len(out))
        for k, dist in enumerate(self.layers):
            base = k + 1 + (finish_cost(lie) if k == 0 else 0.0)
            left = []
            for i in todo:
                d = dist[i]
                if d <= r:
                    out[i] = base + WITHIN_LAYER * d / r
                else:
                    left.append(i)
            todo = left
        return out

    def value(self, side: Edge, lie: str) -> float:
        """Estimated strokes still needed from a ball on ``side`` lying ``lie``."""
        values = self.by_lie[lie]
        i = self.index.get(Hex(side.q, side.r))
        dq, dr = STEPS[side.side]
        j = self.index.get(Hex(side.q + dq, side.r + dr))
        if i is None:
            return values[j] if j is not None else float(FAR)
        return values[i] if j is None else min(values[i], values[j])


def _spread(sources: list[int], neighbours: list[list[int]], cost: list[int], limit: int = 12) -> list[int]:
    """Distances from the sources, entering hex j costing ``cost[j]`` (a bucket-queue Dijkstra)."""
    dist = [FAR] * len(cost)
    buckets: list[list[int]] = [[] for _ in range(limit + 1)]
    for s in sources:
        dist[s] = 0
    buckets[0] = list(sources)
    for d, bucket in enumerate(buckets):
        for i in bucket:
            if dist[i] != d:
                continue
            for j in neighbours[i]:
                nd = d + cost[j]
                if nd < dist[j] and nd <= limit:
                    dist[j] = nd
                    buckets[nd].append(j)
    return dist


def hole_values(sheet: Sheet, number: int) -> HoleValues:
    """The estimate for a hole, computed once per sheet."""
    key = f"values:{number}"
    values = sheet.cache.get(key)
    if values is None:
        values = HoleValues(sheet, sheet.holes[number])
        sheet.cache[key] = values
    return values
