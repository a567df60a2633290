"""Hex-grid geometry in axial coordinates (pure: no pygame, no pytmx).

All game maths uses axial coordinates ``Hex(q, r)`` with the implicit cube
coordinate ``s = -q - r``. Offset coordinates exist only at the edge, where a
Tiled map stores its cells in staggered rows or columns (see
:class:`Stagger`).

Directions are numbered 0..5 counter-clockwise *as seen on screen* (y down)::

    index  axial step   pointy-top (Tiled staggeraxis="y")   flat-top (staggeraxis="x")
    0      (+1,  0)     east                                  south-east
    1      (+1, -1)     north-east                            north-east
    2      ( 0, -1)     north-west                            north
    3      (-1,  0)     west                                  north-west
    4      (-1, +1)     south-west                            south-west
    5      ( 0, +1)     south-east                            south

so ``d + 1`` is a 60° turn to the left and ``d + 3`` is the opposite direction
whatever the orientation. The rules never need to know the orientation.

A hex *side* is shared by two cells. :class:`Edge` names it once, canonically,
so that "the side between a and b" and "the side between b and a" are equal.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Literal, NamedTuple

__all__ = [
    "Hex",
    "Edge",
    "Stagger",
    "DIRECTIONS",
    "ORIGIN",
    "opposite",
    "turn",
    "turn_amount",
    "hex_round",
    "hex_lerp_line",
]


_hex = tuple.__new__
"""What ``Hex(q, r)`` does, without the Python-level call of a named tuple's ``__new__`` (the rules make millions)."""


class Hex(NamedTuple):
    """A cell in axial coordinates."""

    q: int
    """Column-like axis (cube x)."""
    r: int
    """Row-like axis (cube z)."""

    @property
    def s(self) -> int:
        """The third cube coordinate, ``-q - r``."""
        return -self.q - self.r

    def add(self, other: Hex) -> Hex:
        """Vector sum."""
        return Hex(self.q + other.q, self.r + other.r)

    def sub(self, other: Hex) -> Hex:
        """Vector difference ``self - other``."""
        return Hex(self.q - other.q, self.r - other.r)

    def scale(self, k: int) -> Hex:
        """This vector times ``k``."""
        return Hex(self.q * k, self.r * k)

    def neighbor(self, direction: int) -> Hex:
        """The adjacent cell in ``direction`` (0..5)."""
        dq, dr = _STEPS[direction % 6]
        return _hex(Hex, (self[0] + dq, self[1] + dr))

    def neighbors(self) -> tuple[Hex, ...]:
        """The six adjacent cells, in direction order."""
        q, r = self
        return (
            _hex(Hex, (q + 1, r)),
            _hex(Hex, (q + 1, r - 1)),
            _hex(Hex, (q, r - 1)),
            _hex(Hex, (q - 1, r)),
            _hex(Hex, (q - 1, r + 1)),
            _hex(Hex, (q, r + 1)),
        )

    def distance(self, other: Hex) -> int:
        """Number of steps between two cells."""
        dq = self.q - other.q
        dr = self.r - other.r
        return (abs(dq) + abs(dr) + abs(dq + dr)) // 2

    def length(self) -> int:
        """Distance from the origin."""
        return (abs(self.q) + abs(self.r) + abs(self.q + self.r)) // 2

    def ray(self, direction: int, steps: int) -> list[Hex]:
        """The ``steps`` cells met walking straight from here (excluding here)."""
        dq, dr = _STEPS[direction % 6]
        return [Hex(self.q + dq * i, self.r + dr * i) for i in range(1, steps + 1)]

    def direction_to(self, other: Hex) -> int | None:
        """The direction from here to ``other`` if it lies on a straight line, else None."""
        if other == self:
            return None
        dq, dr = other.q - self.q, other.r - self.r
        n = self.distance(other)
        if dq % n or dr % n:
            return None
        return _STEP_INDEX.get((dq // n, dr // n))

    def rotate(self, steps: int, center: Hex | None = None) -> Hex:
        """Rotate about ``center`` (default the origin) by ``steps`` × 60° counter-clockwise."""
        c = center or ORIGIN
        x, z = self.q - c.q, self.r - c.r
        y = -x - z
        for _ in range(steps % 6):
            # one step left (counter-clockwise on screen) in cube coordinates
            x, y, z = -y, -z, -x
        return Hex(x + c.q, z + c.r)

    def ring(self, radius: int) -> list[Hex]:
        """The cells at exactly ``radius`` steps, in a fixed walking order."""
        if radius == 0:
            return [self]
        cells = []
        h = self.add(_STEP_HEX[4].scale(radius))
        for d in range(6):
            for _ in range(radius):
                cells.append(h)
                h = h.neighbor(d)
        return cells

    def spiral(self, radius: int) -> list[Hex]:
        """This cell, then every ring out to ``radius``."""
        out = [self]
        for k in range(1, radius + 1):
            out.extend(self.ring(k))
        return out

    def edge(self, direction: int) -> Edge:
        """The side of this cell that faces ``direction``."""
        d = direction % 6
        if d < 3:  # stored against this cell
            return _hex(Edge, (self[0], self[1], d))
        dq, dr = _STEPS[d]  # stored against the neighbour, facing back
        return _hex(Edge, (self[0] + dq, self[1] + dr, d - 3))

    def edges(self) -> tuple[Edge, ...]:
        """The six sides of this cell, in direction order."""
        return tuple(self.edge(d) for d in range(6))

    def to_json(self) -> list[int]:
        """``[q, r]``."""
        return [self.q, self.r]

    @classmethod
    def from_json(cls, data: object) -> Hex:
        """Inverse of :meth:`to_json`."""
        pair: Any = data  # a JSON pair: unpacking and int() refuse anything else at run time
        q, r = pair
        return cls(int(q), int(r))


_STEPS: tuple[tuple[int, int], ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
_STEP_HEX: tuple[Hex, ...] = tuple(Hex(q, r) for q, r in _STEPS)
_STEP_INDEX: dict[tuple[int, int], int] = {step: i for i, step in enumerate(_STEPS)}

DIRECTIONS: tuple[Hex, ...] = _STEP_HEX
"""The six unit steps, indexed by direction."""

ORIGIN = Hex(0, 0)


def opposite(direction: int) -> int:
    """The direction pointing the other way."""
    return (direction + 3) % 6


def turn(direction: int, steps: int) -> int:
    """``direction`` turned by ``steps`` × 60° (positive = left / counter-clockwise)."""
    return (direction + steps) % 6


def turn_amount(start: int, end: int) -> int:
    """The signed turn from ``start`` to ``end`` in 60° steps, in -2..3 (3 = reversal)."""
    t = (end - start) % 6
    return t - 6 if t > 3 else t


def hex_round(q: float, r: float) -> Hex:
    """The cell containing fractional axial coordinates."""
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return Hex(int(rq), int(rr))


def hex_lerp_line(a: Hex, b: Hex) -> list[Hex]:
    """Cells on the straight drawn line from ``a`` to ``b`` (inclusive), any angle."""
    n = a.distance(b)
    if n == 0:
        return [a]
    # nudge off exact cell borders so ties always break the same way
    aq, ar = a.q + 1e-6, a.r + 1e-6
    bq, br = b.q + 1e-6, b.r + 1e-6
    return [hex_round(aq + (bq - aq) * i / n, ar + (br - ar) * i / n) for i in range(n + 1)]


class Edge(NamedTuple):
    """A hex side, stored once: the side of ``Hex(q, r)`` facing direction ``side`` (0, 1 or 2)."""

    q: int
    r: int
    side: int
    """0, 1 or 2: the direction from the owning cell across this side."""

    @classmethod
    def between(cls, a: Hex, b: Hex) -> Edge:
        """The side shared by two adjacent cells."""
        d = a.direction_to(b)
        if d is None or a.distance(b) != 1:
            raise ValueError(f"{a} and {b} are not adjacent")
        if d < 3:
            return cls(a.q, a.r, d)
        return cls(b.q, b.r, d - 3)

    @property
    def owner(self) -> Hex:
        """The cell this side is stored against."""
        return Hex(self.q, self.r)

    def hexes(self) -> tuple[Hex, Hex]:
        """The two cells that share this side."""
        q, r, side = self
        dq, dr = _STEPS[side % 6]
        return _hex(Hex, (q, r)), _hex(Hex, (q + dq, r + dr))

    def direction_from(self, h: Hex) -> int:
        """The direction, seen from ``h`` (one of the two cells), in which this side lies."""
        q, r, side = self
        if h == (q, r):
            return side
        dq, dr = _STEPS[side % 6]
        if h == (q + dq, r + dr):
            return side + 3
        raise ValueError(f"{h} does not touch {self}")

    def other(self, h: Hex) -> Hex:
        """The cell across this side from ``h``."""
        a, b = self.hexes()
        if h == a:
            return b
        if h == b:
            return a
        raise ValueError(f"{h} does not touch {self}")

    def to_json(self) -> list[int]:
        """``[q, r, side]``."""
        return [self.q, self.r, self.side]

    @classmethod
    def from_json(cls, data: object) -> Edge:
        """Inverse of :meth:`to_json`."""
        triple: Any = data  # a JSON triple: unpacking and int() refuse anything else at run time
        q, r, side = triple
        if side not in (0, 1, 2):
            raise ValueError(f"edge side must be 0, 1 or 2, not {side!r}")
        return cls(int(q), int(r), int(side))


StaggerAxis = Literal["x", "y"]
StaggerIndex = Literal["odd", "even"]


@dataclass(frozen=True)
class Stagger:
    """A Tiled hex map's offset layout: which axis is staggered and which index is shifted.

    ``axis="y"`` staggers rows (pointy-top hexes); ``axis="x"`` staggers columns
    (flat-top hexes). With ``index="odd"`` the odd rows/columns are pushed half a
    cell right/down; with ``"even"`` the even ones are.
    """

    axis: StaggerAxis = "y"
    index: StaggerIndex = "odd"

    def __post_init__(self) -> None:
        if self.axis not in ("x", "y"):
            raise ValueError(f"stagger axis must be 'x' or 'y', not {self.axis!r}")
        if self.index not in ("odd", "even"):
            raise ValueError(f"stagger index must be 'odd' or 'even', not {self.index!r}")

    @property
    def pointy(self) -> bool:
        """True when hexes have a vertex at the top (rows are staggered)."""
        return self.axis == "y"

    def to_axial(self, col: int, row: int) -> Hex:
        """Tiled cell (column, row) to axial."""
        shift_odd = self.index == "odd"
        if self.axis == "y":
            parity = row & 1
            q = col - (row - parity) // 2 if shift_odd else col - (row + parity) // 2
            return Hex(q, row)
        parity = col & 1
        r = row - (col - parity) // 2 if shift_odd else row - (col + parity) // 2
        return Hex(col, r)

    def to_offset(self, h: Hex) -> tuple[int, int]:
        """Axial to Tiled cell (column, row)."""
        shift_odd = self.index == "odd"
        if self.axis == "y":
            parity = h.r & 1
            col = h.q + (h.r - parity) // 2 if shift_odd else h.q + (h.r + parity) // 2
            return col, h.r
        parity = h.q & 1
        row = h.r + (h.q - parity) // 2 if shift_odd else h.r + (h.q + parity) // 2
        return h.q, row

    def cells(self, width: int, height: int) -> Iterator[tuple[int, int, Hex]]:
        """Every (column, row, hex) of a ``width`` × ``height`` map, row by row."""
        for row in range(height):
            for col in range(width):
                yield col, row, self.to_axial(col, row)
