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

from game.rules.carom import data
from game.rules.carom.board import BOUNCY, DENSE, HOLE, ICE, MOLE_HOLE, MUSHROOM, PUDDLE, WATER, Board
from game.rules.carom.stroke import _COST

MAX_IMPULSES = max(c.impulses(f) for c in data.CHOICES for f in data.DIE_FACES)
IMPULSE_VALUES: tuple[int, ...] = tuple(sorted({c.impulses(f) for c in data.CHOICES for f in data.DIE_FACES}))
"""Every strength a stroke can have."""
SWEEPS = 6
"""Value-iteration sweeps (in order of distance from the hole, so values spread fast)."""

Outcome = tuple[int, int]
"""(cell where the ball ends, penalty points). The hole's cell means holed."""


def _ground_walk(b: Board, c: int, d: int) -> list[Outcome]:
    """Outcome of a ground stroke from ``c`` in ``d`` for every strength 0..MAX_IMPULSES."""
    top = MAX_IMPULSES
    out: list[Outcome | None] = [None] * (top + 1)
    lo = 0  # strengths below lo are settled

    def settle(upto: int, cell: int, pen: int = 0) -> None:
        nonlocal lo
        hi = min(upto, top)
        for m in range(lo, hi + 1):
            out[m] = (cell, pen)
        lo = max(lo, hi + 1)

    def rest_spot(path: list[int]) -> int:
        for x in reversed(path):
            if b.restable[x]:
                return x
        return path[0]

    nb, terrain, thing = b.neighbours, b.terrain, b.thing
    p, acc = c, 0
    path = [c]
    seen: set[tuple[int, int]] = set()
    while lo <= top:
        cost = _COST[terrain[p]]
        if cost:
            settle(acc + cost - 1, p)  # too weak for the next step: stops here
            if lo > top:
                break
        q = nb[p][d]
        if q < 0:
            settle(top, rest_spot(path), data.PENALTY_OUT)
            break
        if terrain[q] == DENSE:
            settle(top, p)
            break
        th = thing[q]
        if th == BOUNCY:
            if (p, d) in seen:
                settle(top, p)
                break
            seen.add((p, d))
            d = b.bounce[q][d][0]  # type: ignore[index]
            continue
        if th == MUSHROOM:
            settle(acc + data.MUSHROOM_COST + max(cost, 1) - 1, p)
            acc += data.MUSHROOM_COST
        acc += cost
        if cost:
            seen.clear()
        from_puddle = terrain[p] == PUDDLE
        p = q
        path.append(q)
        if not cost and (p, d) in seen:
            settle(top, p)
            break
        if not cost:
            seen.add((p, d))
        if terrain[q] == WATER:
            settle(top, rest_spot(path[:-1]), data.PENALTY_POND)
            break
        if th == HOLE or th == MOLE_HOLE:
            settle(acc + data.HOLE_LIP, q)  # drops: the hole's (or mole hole's) cell
            acc += data.HOLE_LIP
        if terrain[q] == PUDDLE and not from_puddle:
            settle(top, q)
            break
    # a ball stopping over a hole drops in: the hole's cell stands for that already
    return [o if o is not None else (c, 0) for o in out]


def _flight(b: Board, ground: dict[tuple[int, int], list[Outcome]], c: int, d: int, m: int) -> Outcome | None:
    """Outcome of a long stroke (None: it cannot take off, so it rolls)."""
    nb = b.neighbours
    x = c
    for _ in range(data.CLEARANCE):
        x = nb[x][d]
        if x < 0:
            break
        if b.high[x]:
            return None
    t = m - data.ROLL_STEPS
    path = [c]
    x = c
    target = t
    for i in range(1, t + 1):
        x = nb[x][d]
        if x < 0:
            for y in reversed(path):
                if b.restable[y]:
                    return (y, data.PENALTY_OUT)
            return (c, data.PENALTY_OUT)
        if b.high[x] and t - i <= data.CLEARANCE:
            target = i - 1
            break
        path.append(x)
    k = min(target, len(path) - 1)
    while k > 0 and (b.terrain[path[k]] == DENSE or b.thing[path[k]] in (BOUNCY, MUSHROOM)):
        k -= 1
    here = path[k]
    left = m - k
    if b.terrain[here] == WATER:
        for y in reversed(path[:k]):
            if b.restable[y]:
                return (y, data.PENALTY_POND)
        return (c, data.PENALTY_POND)
    if b.thing[here] in (HOLE, MOLE_HOLE):
        if left <= data.HOLE_LIP:
            return (here, 0)
        left -= data.HOLE_LIP
    if b.terrain[here] == PUDDLE:
        return (here, 0)
    return _walk(b, ground, here, d)[min(left, MAX_IMPULSES)]


def _walk(b: Board, ground: dict[tuple[int, int], list[Outcome]], c: int, d: int) -> list[Outcome]:
    key = (c, d)
    w = ground.get(key)
    if w is None:
        w = ground[key] = _ground_walk(b, c, d)
    return w


def outcomes(b: Board) -> dict[int, list[list[Outcome]]]:
    """For each hex a ball can lie on: per direction, the outcome per strength (0..MAX_IMPULSES)."""
    cached = b.value_cache.get("outcomes")
    if cached is not None:
        return cached  # type: ignore[return-value]
    ground: dict[tuple[int, int], list[Outcome]] = {}
    table: dict[int, list[list[Outcome]]] = {}
    for c in range(len(b.cells)):
        if not b.restable[c]:
            continue
        per_dir = []
        for d in range(6):
            walk = list(_walk(b, ground, c, d))
            for m in range(data.LONG_STROKE, MAX_IMPULSES + 1):
                if m in IMPULSE_VALUES:
                    f = _flight(b, ground, c, d, m)
                    if f is not None:
                        walk[m] = f
            per_dir.append(walk)
        table[c] = per_dir
    b.value_cache["outcomes"] = table
    return table


def _order(b: Board) -> list[int]:
    """Cells by hex distance from the hole over the course (nearest first)."""
    start = b.hole
    dist = {start: 0}
    queue = deque([start])
    while queue:
        c = queue.popleft()
        for n in b.neighbours[c]:
            if n >= 0 and n not in dist and b.terrain[n] not in (WATER, DENSE):
                dist[n] = dist[c] + 1
                queue.append(n)
    return sorted(range(len(b.cells)), key=lambda c: (dist.get(c, 10**6), c))


def allowed_dirs(b: Board, c: int) -> list[int]:
    """Directions a ball on ``c`` may be struck in."""
    dirs = [d for d in range(6) if not b.blocks_direction(c, d)]
    return dirs or list(range(6))


def course_values(b: Board, direction_first: bool = False) -> list[float]:
    """Expected strokes (plus penalties) to hole out from each hex; the hole is 0."""
    key = "values-df" if direction_first else "values"
    cached = b.value_cache.get(key)
    if cached is not None:
        return cached  # type: ignore[return-value]
    table = outcomes(b)
    n = len(b.cells)
    v = [float(b.cells[c].distance(b.cells[b.hole])) / 6 + 1 for c in range(n)]
    v[b.hole] = 0.0
    moles = [c for c in range(n) if b.thing[c] == MOLE_HOLE]
    mole_spots = {m: [x for x in b.neighbours[m] if x >= 0 and b.restable[x]] for m in moles}
    order = [c for c in _order(b) if c in table]
    cards = [[c.impulses(f) for f in data.DIE_FACES] for c in data.CHOICES]
    p = 1 / len(data.DIE_FACES)
    dirs_of = {c: allowed_dirs(b, c) for c in order}
    for _ in range(SWEEPS):
        for m in moles:
            spots = mole_spots[m]
            v[m] = data.PENALTY_MOLE_HOLE + (min(v[x] for x in spots) if spots else 10.0)
        for c in order:
            per_dir = table[c]
            dirs = dirs_of[c]
            if direction_first:
                best = min(
                    sum(pen + v[end] for end, pen in (per_dir[d][m] for m in faces)) * p
                    for faces in cards
                    for d in dirs
                )
            else:
                best_m = {}
                for m in IMPULSE_VALUES:
                    best_m[m] = min(per_dir[d][m][1] + v[per_dir[d][m][0]] for d in dirs)
                best = min(sum(best_m[m] for m in faces) * p for faces in cards)
            v[c] = min(1 + best, float(data.MAX_STROKES))
    b.value_cache[key] = v
    return v
