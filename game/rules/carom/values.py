"""The computer player's map of a course: expected strokes to hole out from every hex.

Built once per course (and kept on its :class:`~game.rules.carom.board.Board`):

1. For every hex and direction, one walk of the ball's path with unlimited
   impulses tells where a stroke of *any* strength 1..36 ends and what it
   costs (the ball follows the same path whatever its strength; only where
   it stops changes). Long strokes reuse the walk from their landing hex.
2. Value iteration on those outcomes: the expected strokes from a hex is one
   stroke plus the best card's average, over the die, of the best direction's
   result (or, in the "direction before the roll" variant, the best card and
   direction's average).

This is a model of a lone ball: other balls are ignored (the computer player
simulates its actual strokes exactly; the table only judges where they end).
"""

from __future__ import annotations

from collections import deque
from operator import add, itemgetter

from game.rules.carom import data
from game.rules.carom.board import BOUNCY, DENSE, HOLE, MOLE_HOLE, MUSHROOM, PUDDLE, WATER, Board
from game.rules.carom.stroke import _COST

MAX_IMPULSES = max(c.impulses(f) for c in data.CHOICES for f in data.DIE_FACES)
IMPULSE_VALUES: tuple[int, ...] = tuple(sorted({c.impulses(f) for c in data.CHOICES for f in data.DIE_FACES}))
"""Every strength a stroke can have."""
FLIGHT_VALUES: tuple[int, ...] = tuple(m for m in IMPULSE_VALUES if m >= data.LONG_STROKE)
LONGEST_FLIGHT = max(FLIGHT_VALUES) - data.ROLL_STEPS
SWEEPS = 20
"""At most this many value-iteration sweeps (the first in order of walking distance from the hole,
the next ones best value first)."""
TOLERANCE = 0.02
"""A hex is swept again only while a hex it depends on changes by more than this."""
WALK_PER_STROKE = 4
"""The starting guess: one stroke per this many hexes of walking distance (cautious)."""

Outcome = tuple[int, int]
"""(cell where the ball ends, penalty points). The hole's cell means holed."""


def _ground_walk(b: Board, c: int, d: int) -> list[Outcome]:
    """Outcome of a ground stroke from ``c`` in ``d`` for every strength 0..MAX_IMPULSES."""
    top = MAX_IMPULSES
    out: list[Outcome] = []  # out[m] for the strengths settled so far

    def rest_spot(path: list[int]) -> int:
        """The last hex of the path where a ball can lie (out or sunk: put back there)."""
        for x in reversed(path):
            if b.restable[x]:
                return x
        return path[0]

    nb, terrain, thing = b.neighbours, b.terrain, b.thing
    p, acc = c, 0
    path = [c]
    seen: set[tuple[int, int]] = set()
    end: Outcome | None = None  # what every strength not settled yet comes to
    while len(out) <= top:
        cost = _COST[terrain[p]]
        if cost:
            k = min(acc + cost - 1, top) + 1 - len(out)
            if k > 0:
                out.extend([(p, 0)] * k)  # too weak for the next step: stops here
                if len(out) > top:
                    break
        q = nb[p][d]
        if q < 0:
            end = (rest_spot(path), data.PENALTY_OUT)
            break
        if terrain[q] == DENSE:
            end = (p, 0)
            break
        th = thing[q]
        if th == BOUNCY:
            if (p, d) in seen:
                end = (p, 0)
                break
            seen.add((p, d))
            d = b.bounce[q][d][0]  # type: ignore[index]  # a bouncy cell always has a response per direction (Board builds them); no check in this hot loop
            continue
        if th == MUSHROOM:
            k = min(acc + data.MUSHROOM_COST + max(cost, 1) - 1, top) + 1 - len(out)
            if k > 0:
                out.extend([(p, 0)] * k)
            acc += data.MUSHROOM_COST
        acc += cost
        if cost:
            seen.clear()
        from_puddle = terrain[p] == PUDDLE
        p = q
        path.append(q)
        if not cost:
            if (p, d) in seen:
                end = (p, 0)
                break
            seen.add((p, d))
        if terrain[q] == WATER:
            end = (rest_spot(path[:-1]), data.PENALTY_POND)
            break
        if th == HOLE or th == MOLE_HOLE:
            k = min(acc + data.HOLE_LIP, top) + 1 - len(out)
            if k > 0:
                out.extend([(q, 0)] * k)  # drops: the hole's (or mole hole's) cell stands for that
            acc += data.HOLE_LIP
        if terrain[q] == PUDDLE and not from_puddle:
            end = (q, 0)
            break
    if end is not None and len(out) <= top:
        out.extend([end] * (top + 1 - len(out)))
    return out[: top + 1]


def _flights(b: Board, ground: dict[tuple[int, int], list[Outcome]], c: int, d: int) -> dict[int, Outcome]:
    """Outcomes of the long strokes from ``c`` in ``d`` that take off (by strength)."""
    nb = b.neighbours
    x = c
    for _ in range(data.CLEARANCE):
        x = nb[x][d]
        if x < 0:
            break
        if b.high[x]:
            return {}  # too close to clear: these strokes roll, as the ground walk says
    ray = [c]  # the hexes under the flight, up to the first off the course
    land = [0]  # land[i]: index of the last hex up to i a ball may come down on
    x = c
    for i in range(1, LONGEST_FLIGHT + 1):
        x = nb[x][d]
        if x < 0:
            break
        ray.append(x)
        blocked = b.terrain[x] == DENSE or b.thing[x] in (BOUNCY, MUSHROOM)
        land.append(land[-1] if blocked else i)
    high = b.high
    found: dict[int, Outcome] = {}
    for m in FLIGHT_VALUES:
        t = m - data.ROLL_STEPS
        target = t
        last = min(t, len(ray) - 1)
        for i in range(max(1, t - data.CLEARANCE), last + 1):
            if high[ray[i]]:
                target = i - 1  # too low by now to clear it: come down before it
                break
        else:
            if len(ray) <= t:
                found[m] = (c, data.PENALTY_OUT)  # flown out: played again from where it was struck
                continue
        k = land[target]
        here = ray[k]
        left = m - k
        if b.terrain[here] == WATER:
            found[m] = (c, data.PENALTY_POND)  # came down in a pond: the same
            continue
        if b.thing[here] in (HOLE, MOLE_HOLE):
            if left <= data.HOLE_LIP:
                found[m] = (here, 0)
                continue
            left -= data.HOLE_LIP
        if b.terrain[here] == PUDDLE:
            found[m] = (here, 0)
            continue
        end, penalty = _walk(b, ground, here, d)[left]
        if penalty and end == here and not b.restable[here]:
            end = c  # out or sunk straight after rolling over the hole it landed on: back to the start
        found[m] = (end, penalty)
    return found


def _walk(b: Board, ground: dict[tuple[int, int], list[Outcome]], c: int, d: int) -> list[Outcome]:
    key = (c, d)
    w = ground.get(key)
    if w is None:
        w = ground[key] = _ground_walk(b, c, d)
    return w


def outcomes(b: Board) -> dict[int, list[list[Outcome]]]:
    """For each hex a ball can lie on: per direction, the outcome per strength (0..MAX_IMPULSES)."""
    cached = b.value_cache.get("outcomes")
    if isinstance(cached, dict):  # the cache holds what this function stored under its key
        return cached
    ground: dict[tuple[int, int], list[Outcome]] = {}
    table: dict[int, list[list[Outcome]]] = {}
    for c in range(len(b.cells)):
        if not b.restable[c]:
            continue
        per_dir = []
        for d in range(6):
            walk = list(_walk(b, ground, c, d))
            for m, f in _flights(b, ground, c, d).items():
                walk[m] = f
            per_dir.append(walk)
        table[c] = per_dir
    b.value_cache["outcomes"] = table
    return table


def _walking_distance(b: Board) -> dict[int, int]:
    """Steps from the hole to each hex, walking round ponds and dense grass."""
    start = b.hole
    dist = {start: 0}
    queue = deque([start])
    while queue:
        c = queue.popleft()
        for n in b.neighbours[c]:
            if n >= 0 and n not in dist and b.terrain[n] not in (WATER, DENSE):
                dist[n] = dist[c] + 1
                queue.append(n)
    return dist


def allowed_dirs(b: Board, c: int) -> list[int]:
    """Directions a ball on ``c`` may be struck in."""
    dirs = [d for d in range(6) if not b.blocks_direction(c, d)]
    return dirs or list(range(6))


def course_values(b: Board, direction_first: bool = False) -> list[float]:
    """Expected strokes (plus penalties) to hole out from each hex; the hole is 0."""
    key = "values-df" if direction_first else "values"
    cached = b.value_cache.get(key)
    if isinstance(cached, list):  # the cache holds what this function stored under its key
        return cached
    table = outcomes(b)
    n = len(b.cells)
    # start from a cautious guess (walking round what blocks the ball), so the
    # sweeps only ever find better ways and a few of them are enough
    walk = _walking_distance(b)
    far = max(walk.values(), default=0) + 1
    v = [min(1 + walk.get(c, far) / WALK_PER_STROKE, float(data.MAX_STROKES)) for c in range(n)]
    v[b.hole] = 0.0
    moles = [c for c in range(n) if b.thing[c] == MOLE_HOLE]
    mole_spots = {m: [x for x in b.neighbours[m] if x >= 0 and b.restable[x]] for m in moles}
    order = sorted(table, key=lambda c: (walk.get(c, far), c))
    index = {m: i for i, m in enumerate(IMPULSE_VALUES)}
    cards = [itemgetter(*(index[c.impulses(f)] for f in data.DIE_FACES)) for c in data.CHOICES]
    p = 1 / len(data.DIE_FACES)
    cap = float(data.MAX_STROKES)
    # per cell and allowed direction: the end cell and the penalty for each strength
    # (lists walked with map() so the sweeps run at C speed)
    rows: dict[int, list[tuple[list[int], list[int] | None]]] = {}
    for c in order:
        per_dir = []
        for d in allowed_dirs(b, c):
            outs = [table[c][d][m] for m in IMPULSE_VALUES]
            penalties = [pen for _, pen in outs]
            per_dir.append(([end for end, _ in outs], penalties if any(penalties) else None))
        rows[c] = per_dir
    # who depends on whom: a hex needs sweeping again only when a hex its strokes end on changed
    needed_by: dict[int, list[int]] = {}
    for c in order:
        for end in {e for ends, _ in rows[c] for e in ends}:
            needed_by.setdefault(end, []).append(c)
    dirty = set(order)
    for sweep in range(SWEEPS):
        if not dirty:
            break
        if sweep:
            order.sort(key=v.__getitem__)  # best first: values flow outwards from the hole in one sweep
        for m in moles:
            new = data.PENALTY_MOLE_HOLE + (min(v[x] for x in mole_spots[m]) if mole_spots[m] else 10.0)
            if abs(new - v[m]) > TOLERANCE:
                dirty.update(needed_by.get(m, ()))
            v[m] = new
        get = v.__getitem__
        for c in order:
            if c not in dirty:
                continue
            dirty.discard(c)
            vals = []
            for ends, pens in rows[c]:
                vs = list(map(get, ends))
                vals.append(list(map(add, vs, pens)) if pens else vs)
            if direction_first:
                best = min([sum(card(vs)) for vs in vals for card in cards])
            else:
                per_m = list(map(min, *vals)) if len(vals) > 1 else vals[0]
                best = min([sum(card(per_m)) for card in cards])
            new = min(1 + best * p, cap)
            if abs(new - v[c]) > TOLERANCE:
                dirty.update(needed_by.get(c, ()))
            v[c] = new
    b.value_cache[key] = v
    return v
