"""Bouncing on the hex grid: which way a ball leaves an obstacle it runs into.

The ball always travels through hex centres, so it meets an obstacle hex
``c`` coming from the neighbouring hex ``p = c - d`` and aimed at the centre
of ``c``. It never enters ``c``: it turns on ``p`` and rolls on from there.

A flat obstacle is a thin piece lying along the chain of its hexes' centres:

* a *round* piece (one hex; tree stumps and rocks too) is a disc around the
  centre: the ball hits it dead on and comes straight **back**;
* a *bar* is straight between its end hexes with rounded ends: a ball
  meeting a long side is **mirrored** off it (turned by 120°); a ball running
  into a rounded end (moving towards the bar's body) comes **back**;
* an *arc* bends 60° at each inner hex; there the piece runs along the
  bisector of its two halves, so a ball meeting it square on comes **back**
  and a ball meeting it at 30° **glances** off, sliding along the curve and
  leaving turned by 60°. Its straight inner parts and ends act like a bar's.

``docs/rules/carom-golf.md`` draws every case.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import permutations

from game.hexgrid import Hex, turn_amount

BACK = "back"
MIRROR = "mirror"
GLANCE = "glance"

Response = tuple[int, str]
"""Outgoing direction and how the ball bounced."""


def chain_order(cells: Sequence[Hex]) -> list[Hex] | None:
    """The cells ordered as a chain of neighbours (as a polyline through their centres), or None."""
    cells = list(dict.fromkeys(cells))
    if len(cells) <= 1:
        return cells
    if len(cells) > 6:
        return None  # flat obstacles are at most four hexes; do not search big sets
    for order in permutations(cells):
        if all(a.distance(b) == 1 for a, b in zip(order, order[1:])):
            return list(order) if order[0] == _first(order) else list(reversed(order))
    return None


def _first(order: Sequence[Hex]) -> Hex:
    # a stable choice of which end comes first, so equal sets give equal chains
    return min(order[0], order[-1])


def disc() -> tuple[Response, ...]:
    """A round piece: every ball comes straight back."""
    return tuple(((d + 3) % 6, BACK) for d in range(6))


def mirror(axis2: int, d: int) -> int:
    """Direction ``d`` reflected off a line at ``axis2`` × 30° (so ``axis2 = 2a`` is along direction ``a``)."""
    return (axis2 - d) % 6


def _classify(d: int, out: int) -> str:
    if out == (d + 3) % 6:
        return BACK
    return GLANCE if abs(turn_amount(d, out)) == 1 else MIRROR


def chain_responses(chain: Sequence[Hex], i: int) -> tuple[Response | None, ...]:
    """For a ball arriving in each direction 0..5 at hex ``chain[i]``: how it bounces (None: cannot arrive so)."""
    if len(chain) == 1:
        return disc()
    c = chain[i]
    neighbours = [chain[j] for j in (i - 1, i + 1) if 0 <= j < len(chain)]
    towards = [c.direction_to(n) for n in neighbours]
    out: list[Response | None] = []
    for d in range(6):
        p = c.neighbor((d + 3) % 6)  # where the ball comes from
        if p in chain:
            out.append(None)
            continue
        if len(neighbours) == 1:
            a = towards[0]
            assert a is not None
            if abs(turn_amount(a, d)) <= 1:
                out.append(((d + 3) % 6, BACK))  # into the rounded end
            else:
                new = mirror(2 * a, d)
                out.append((new, _classify(d, new)))  # along the side next to the end
            continue
        u, v = towards  # to the previous and the next hex
        assert u is not None and v is not None
        axis2 = ((u + 3) + v) % 6  # the two travel directions' bisector, doubled
        new = mirror(axis2, d)
        out.append((new, _classify(d, new)))
    return tuple(out)


def is_straight(chain: Sequence[Hex]) -> bool:
    """True when the chain runs in one direction (a bar)."""
    if len(chain) < 2:
        return False
    d0 = chain[0].direction_to(chain[1])
    return all(a.direction_to(b) == d0 for a, b in zip(chain, chain[1:]))


def bends(chain: Sequence[Hex]) -> list[int]:
    """The turn (in 60° steps, signed) at each inner hex of the chain."""
    dirs = [a.direction_to(b) for a, b in zip(chain, chain[1:])]
    return [turn_amount(x, y) for x, y in zip(dirs, dirs[1:]) if x is not None and y is not None]


def infer_shape(chain: Sequence[Hex]) -> str:
    """``round`` for one hex, ``bar`` for a straight chain, ``arc`` for a bent one."""
    if len(chain) == 1:
        return "round"
    return "bar" if is_straight(chain) else "arc"
