"""The pieces placed on a printed course: tee rectangle, hole and flag, obstacles.

Each function draws one :class:`~game.rules.course.CourseObject` through a
:class:`CellGeometry` (where a cell is on screen and how big), so the same art
serves the board view, course thumbnails and the rules-page diagrams.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Protocol

import pygame

from game.hexgrid import Hex
from game.render.pieces import _shadow_ellipse
from game.render.terrain import shade
from game.rules.course import CourseObject, ObjectKind
from game.ui import text
from game.ui.theme import Color

Point = tuple[float, float]

PLASTIC: Color = (240, 242, 238)
"""Flat obstacles are white plastic."""
FLAG_RED: Color = (204, 52, 40)


class CellGeometry(Protocol):
    """Where cells are on screen."""

    def hex_center(self, h: Hex) -> Point:
        """Screen centre of a cell."""
        ...

    def hex_polygon(self, h: Hex) -> list[Point]:
        """Screen outline of a cell."""
        ...

    @property
    def cell_size(self) -> float:
        """A cell's smaller dimension on screen, pixels."""
        ...


def _toward(p: Point, c: Point, f: float) -> Point:
    return (c[0] + (p[0] - c[0]) * f, c[1] + (p[1] - c[1]) * f)


def _shared_edge(geo: CellGeometry, a: Hex, b: Hex) -> tuple[Point, Point]:
    """The two screen corners of cell ``a`` that lie on the side it shares with ``b``."""
    ca, cb = geo.hex_center(a), geo.hex_center(b)
    mid = ((ca[0] + cb[0]) / 2, (ca[1] + cb[1]) / 2)
    corners = sorted(geo.hex_polygon(a), key=lambda p: (p[0] - mid[0]) ** 2 + (p[1] - mid[1]) ** 2)
    return corners[0], corners[1]


def outline_edges(geo: CellGeometry, cells: Sequence[Hex]) -> list[tuple[Point, Point]]:
    """The outer sides of a group of cells (sides not shared with another member)."""
    members = set(cells)
    out = []
    for h in cells:
        for n in h.neighbors():
            if n not in members:
                out.append(_shared_edge(geo, h, n))
    return out


def _slab(surface: pygame.Surface, geo: CellGeometry, cells: Sequence[Hex], top: Color, inset: float) -> None:
    """A shape covering ``cells``, each cell shrunk by ``inset`` and joined to its neighbours in the group."""
    members = set(cells)
    for h in cells:
        c = geo.hex_center(h)
        pygame.draw.polygon(surface, top, [_toward(p, c, 1 - inset) for p in geo.hex_polygon(h)])
        for n in h.neighbors():
            if n in members and n > h:
                p1, p2 = _shared_edge(geo, h, n)
                cn = geo.hex_center(n)
                q1, q2 = _shared_edge(geo, n, h)
                a = [_toward(p1, c, 1 - inset), _toward(p2, c, 1 - inset)]
                b = sorted([_toward(q1, cn, 1 - inset), _toward(q2, cn, 1 - inset)], key=lambda q: (q[0] - a[1][0]) ** 2 + (q[1] - a[1][1]) ** 2)
                pygame.draw.polygon(surface, top, [a[0], a[1], b[0], b[1]])


def _local_layer(geo: CellGeometry, cells: Sequence[Hex], pad: float) -> tuple[pygame.Surface, _Shifted]:
    """A transparent surface just big enough for ``cells`` (plus ``pad``), and a geometry drawing into it."""
    pts = [p for h in cells for p in geo.hex_polygon(h)]
    x0, y0 = min(p[0] for p in pts) - pad, min(p[1] for p in pts) - pad
    x1, y1 = max(p[0] for p in pts) + pad, max(p[1] for p in pts) + pad
    layer = pygame.Surface((max(1, int(x1 - x0) + 2), max(1, int(y1 - y0) + 2)), pygame.SRCALPHA)
    return layer, _Shifted(geo, (-int(x0), -int(y0)))


def draw_tee(surface: pygame.Surface, geo: CellGeometry, obj: CourseObject) -> None:
    """The flexible tee rectangle: a light band around its cells, with tee pegs."""
    s = geo.cell_size
    veil, local = _local_layer(geo, obj.cells, 2)
    for h in obj.cells:
        c = local.hex_center(h)
        pygame.draw.polygon(veil, (255, 252, 230, 46), [_toward(p, c, 0.98) for p in local.hex_polygon(h)])
    surface.blit(veil, (-local.offset[0], -local.offset[1]))
    width = max(2, round(s * 0.07))
    for a, b in outline_edges(geo, obj.cells):
        pygame.draw.line(surface, (252, 250, 238), a, b, width)
    for h in obj.cells:  # a small peg on every tee cell, so each one reads as a place to start
        cx, cy = geo.hex_center(h)
        r = max(2, s * 0.06)
        pygame.draw.circle(surface, (90, 70, 50), (cx + r * 0.4, cy + r * 0.5), r)
        pygame.draw.circle(surface, (252, 250, 238), (cx, cy), r)


def draw_hole(surface: pygame.Surface, geo: CellGeometry, obj: CourseObject, *, flag: bool = True, label: str = "") -> None:
    """The hole (a dark cup with a lip) and its flag."""
    s = geo.cell_size
    cx, cy = geo.hex_center(obj.cell)
    r = s * 0.27
    pygame.draw.circle(surface, (238, 236, 226), (cx, cy), r * 1.18)
    pygame.draw.circle(surface, (26, 22, 18), (cx, cy), r)
    pygame.draw.circle(surface, (64, 56, 46), (cx, cy - r * 0.18), r * 0.72, max(1, round(r * 0.12)))
    if flag:
        draw_flag(surface, (cx, cy), s, FLAG_RED, label)


def draw_flag(surface: pygame.Surface, foot: Point, s: float, color: Color, label: str = "") -> None:
    """A flag on a pole standing at ``foot`` (its shadow falls to the lower right)."""
    fx, fy = foot
    pole_h = s * 1.25
    w = max(2, round(s * 0.05))
    # the shadow falls along the ground to the lower right, short and faint
    shadow = pygame.Surface((int(s * 1.2) + 8, int(s * 0.6) + 8), pygame.SRCALPHA)
    tip = (4 + s * 0.75, 4 + s * 0.3)
    pygame.draw.line(shadow, (20, 10, 4, 60), (4, 4), tip, w)
    surface.blit(shadow, (fx - 4, fy - 4))
    top = (fx, fy - pole_h)
    pygame.draw.line(surface, (90, 80, 70), (fx + 1, fy), (top[0] + 1, top[1]), w)
    pygame.draw.line(surface, (246, 244, 236), (fx, fy), top, w)
    cloth = [top, (fx + s * 0.62, fy - pole_h + s * 0.2), (fx, fy - pole_h + s * 0.42)]
    pygame.draw.polygon(surface, color, cloth)
    pygame.draw.polygon(surface, shade(color, 0.7), cloth, max(1, w // 2))
    if label:
        size = max(8, int(s * 0.24))
        img = text.render(label, "bold", size, (250, 246, 236))
        surface.blit(img, img.get_rect(center=(fx + s * 0.2, fy - pole_h + s * 0.2)))


def chain(cells: Sequence[Hex]) -> list[Hex]:
    """The cells of a flat obstacle in order along the piece (neighbour to neighbour)."""
    cells = list(dict.fromkeys(cells))
    if len(cells) <= 2 or all(a.distance(b) == 1 for a, b in zip(cells, cells[1:])):
        return cells
    if len(cells) <= 6:
        from itertools import permutations

        for order in permutations(cells):
            if all(a.distance(b) == 1 for a, b in zip(order, order[1:])):
                return list(order)
    return cells


def _smooth(points: list[Point], rounds: int = 3) -> list[Point]:
    """Chaikin's corner cutting: an arc piece bends smoothly through its cells."""
    for _ in range(rounds):
        out = [points[0]]
        for (x0, y0), (x1, y1) in zip(points, points[1:]):
            out.append((x0 * 0.75 + x1 * 0.25, y0 * 0.75 + y1 * 0.25))
            out.append((x0 * 0.25 + x1 * 0.75, y0 * 0.25 + y1 * 0.75))
        out.append(points[-1])
        points = out
    return points


def _capsule(surface: pygame.Surface, pts: Sequence[Point], width: float, color: Color | tuple[int, int, int, int]) -> None:
    """A thick stroke with round ends and joints along ``pts``."""
    r = width / 2
    for a, b in zip(pts, pts[1:]):
        pygame.draw.line(surface, color, a, b, max(1, round(width)))
    for p in pts:
        pygame.draw.circle(surface, color, p, r)


def flat_shape(obj: CourseObject) -> str:
    """``bar``, ``round`` or ``arc``: the property if set, else what the cells look like."""
    shape = str(obj.props.get("shape", "") or "")
    if shape in ("bar", "round", "arc"):
        return shape
    cells = chain(obj.cells)
    if len(cells) == 1:
        return "round"
    dirs = {a.direction_to(b) for a, b in zip(cells, cells[1:])}
    return "bar" if len(dirs) == 1 else "arc"


def draw_flat_obstacle(surface: pygame.Surface, geo: CellGeometry, obj: CourseObject) -> None:
    """A thin white plastic piece lying along its cells' centres (a bar, a disc or an arc), raised with a shadow.

    The ball meets it on the hex before, so the piece is drawn the way it bounces:
    straight along a bar, round on a disc, curving through an arc.
    """
    s = geo.cell_size
    cells = chain(obj.cells)
    shape = flat_shape(obj)
    pts = [geo.hex_center(h) for h in cells]
    if shape == "arc" and len(pts) > 2:
        pts = _smooth(pts)
    width = s * (0.8 if shape == "round" else 0.42)
    # the hexes the piece stands on: a faint grey wash, so it reads as taking those hexes
    wash, local = _local_layer(geo, cells, 2)
    for h in cells:
        c = local.hex_center(h)
        pygame.draw.polygon(wash, (70, 76, 70, 40), [_toward(p, c, 0.96) for p in local.hex_polygon(h)])
    surface.blit(wash, (-local.offset[0], -local.offset[1]))
    shadow, local = _local_layer(geo, cells, s * 0.4)
    off = (-local.offset[0], -local.offset[1])
    lp = [(x - off[0] + s * 0.05, y - off[1] + s * 0.09) for x, y in pts]
    _capsule(shadow, lp, width, (20, 12, 6, 100))
    surface.blit(shadow, off)
    _capsule(surface, pts, width, shade(PLASTIC, 0.72))
    _capsule(surface, [(x - s * 0.015, y - s * 0.03) for x, y in pts], width * 0.86, PLASTIC)
    if shape == "round":  # a flat plate, not a ball: a moulded rim and no highlight spot
        for x, y in pts:
            pygame.draw.circle(surface, shade(PLASTIC, 0.82), (x - s * 0.015, y - s * 0.03), width * 0.3, max(1, round(s * 0.03)))
            pygame.draw.circle(surface, shade(PLASTIC, 0.88), (x - s * 0.015, y - s * 0.03), width * 0.15)
    else:
        gloss = [(x - s * 0.04, y - s * 0.08) for x, y in pts]
        _capsule(surface, gloss, width * 0.22, (255, 255, 255))


def _centroid(geo: CellGeometry, cells: Sequence[Hex]) -> Point:
    pts = [geo.hex_center(h) for h in cells]
    return sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts)


class _Shifted:
    """A geometry moved by a screen offset (for shadows)."""

    def __init__(self, geo: CellGeometry, offset: Point) -> None:
        self.geo, self.offset = geo, offset

    def hex_center(self, h: Hex) -> Point:
        x, y = self.geo.hex_center(h)
        return x + self.offset[0], y + self.offset[1]

    def hex_polygon(self, h: Hex) -> list[Point]:
        return [(x + self.offset[0], y + self.offset[1]) for x, y in self.geo.hex_polygon(h)]

    @property
    def cell_size(self) -> float:
        return self.geo.cell_size


def _ground_shadow(surface: pygame.Surface, c: Point, w: float, h: float, s: float) -> None:
    img = _shadow_ellipse(max(2, int(w)), max(2, int(h)), 120)
    surface.blit(img, img.get_rect(center=(c[0] + s * 0.08, c[1] + s * 0.12)))


def draw_stump(surface: pygame.Surface, center: Point, s: float) -> None:
    """A tree stump seen from above: bark ring, pale wood with growth rings."""
    cx, cy = center
    r = s * 0.36
    _ground_shadow(surface, (cx, cy), r * 2.3, r * 1.6, s)
    pygame.draw.circle(surface, (84, 56, 34), (cx, cy + r * 0.12), r)
    pygame.draw.circle(surface, (110, 74, 44), (cx, cy), r)
    pygame.draw.circle(surface, (214, 178, 124), (cx, cy), r * 0.8)
    for k in (0.6, 0.4, 0.2):
        pygame.draw.circle(surface, (176, 134, 84), (cx + r * 0.05, cy), r * k, max(1, round(s * 0.02)))
    pygame.draw.line(surface, (150, 110, 70), (cx, cy), (cx + r * 0.7, cy - r * 0.25), max(1, round(s * 0.02)))


def draw_rock(surface: pygame.Surface, center: Point, s: float) -> None:
    """A grey stone with a lit face."""
    cx, cy = center
    r = s * 0.38
    _ground_shadow(surface, (cx, cy), r * 2.3, r * 1.5, s)
    angles = (200, 250, 300, 350, 35, 90, 140)
    radii = (0.92, 1.0, 0.86, 1.0, 0.9, 0.82, 0.95)
    pts = [(cx + math.cos(math.radians(a)) * r * k, cy + math.sin(math.radians(a)) * r * k * 0.85) for a, k in zip(angles, radii)]
    pygame.draw.polygon(surface, (98, 98, 102), [(x, y + r * 0.12) for x, y in pts])
    pygame.draw.polygon(surface, (140, 140, 146), pts)
    lit = [_toward(p, (cx - r * 0.25, cy - r * 0.3), 0.55) for p in pts]
    pygame.draw.polygon(surface, (176, 176, 182), lit)
    pygame.draw.polygon(surface, (80, 80, 86), pts, max(1, round(s * 0.02)))


def draw_mushroom(surface: pygame.Surface, center: Point, s: float, *, tilt: float = 0.0, alpha: int = 255) -> None:
    """A red-capped mushroom; ``tilt`` (0..1) lays it over when it is knocked down."""
    cx, cy = center
    r = s * 0.34
    size = int(r * 3.2)
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pygame.draw.ellipse(img, (238, 230, 210), pygame.Rect(c - r * 0.35, c - r * 0.1, r * 0.7, r * 0.95))
    cap = pygame.Rect(c - r, c - r * 0.85, r * 2, r * 1.5)
    pygame.draw.ellipse(img, (150, 30, 26), cap.move(0, r * 0.08))
    pygame.draw.ellipse(img, (214, 52, 42), cap)
    for dx, dy, k in ((-0.45, -0.35, 0.2), (0.35, -0.45, 0.16), (0.05, -0.05, 0.22), (0.55, 0.05, 0.13), (-0.6, 0.1, 0.12)):
        pygame.draw.circle(img, (250, 246, 236), (c + dx * r, c + dy * r * 0.8 - r * 0.1), r * k)
    if tilt:
        img = pygame.transform.rotozoom(img, -80 * tilt, 1.0)
    if alpha < 255:
        img.set_alpha(alpha)
    if tilt < 0.5:
        _ground_shadow(surface, (cx, cy), r * 2.2, r * 1.3, s)
    surface.blit(img, img.get_rect(center=(cx + tilt * r * 0.6, cy + tilt * r * 0.3)))


def draw_mole_hole(surface: pygame.Surface, center: Point, s: float) -> None:
    """A mound of dug earth around a dark burrow."""
    cx, cy = center
    r = s * 0.38
    _ground_shadow(surface, (cx, cy), r * 2.2, r * 1.4, s)
    pygame.draw.ellipse(surface, (112, 78, 50), pygame.Rect(cx - r, cy - r * 0.75, r * 2, r * 1.6))
    pygame.draw.ellipse(surface, (140, 100, 66), pygame.Rect(cx - r * 0.85, cy - r * 0.78, r * 1.7, r * 1.3))
    for dx, dy in ((-0.6, -0.2), (0.5, -0.4), (0.6, 0.3), (-0.4, 0.45)):
        pygame.draw.circle(surface, (96, 66, 42), (cx + dx * r, cy + dy * r), r * 0.12)
    pygame.draw.ellipse(surface, (30, 22, 16), pygame.Rect(cx - r * 0.42, cy - r * 0.3, r * 0.84, r * 0.6))


def draw_green_token(surface: pygame.Surface, geo: CellGeometry, obj: CourseObject) -> None:
    """Roll in One's green token: a paler round patch with a fringe."""
    for h in obj.cells:
        cx, cy = geo.hex_center(h)
        r = geo.cell_size * 0.42
        pygame.draw.circle(surface, (120, 180, 86), (cx, cy), r)
        pygame.draw.circle(surface, (164, 214, 120), (cx, cy), r * 0.85)


SINGLE_CELL: dict[ObjectKind, Callable[[pygame.Surface, Point, float], None]] = {
    ObjectKind.STUMP: draw_stump,
    ObjectKind.ROCK: draw_rock,
    ObjectKind.MUSHROOM: draw_mushroom,
    ObjectKind.MOLE_HOLE: draw_mole_hole,
}
"""Pieces drawn on each cell they cover."""

DRAW_ORDER: tuple[ObjectKind, ...] = (
    ObjectKind.GREEN,
    ObjectKind.TEE,
    ObjectKind.FLAT_OBSTACLE,
    ObjectKind.MOLE_HOLE,
    ObjectKind.HOLE,
    ObjectKind.STUMP,
    ObjectKind.ROCK,
    ObjectKind.MUSHROOM,
    ObjectKind.FLAG,
)
"""Flat things first, tall things last."""


def draw_object(surface: pygame.Surface, geo: CellGeometry, obj: CourseObject, *, flag: bool = True) -> None:
    """Draw any course object."""
    s = geo.cell_size
    if obj.kind in SINGLE_CELL:
        for h in obj.cells:
            SINGLE_CELL[obj.kind](surface, geo.hex_center(h), s)
    elif obj.kind == ObjectKind.TEE:
        draw_tee(surface, geo, obj)
    elif obj.kind == ObjectKind.HOLE:
        draw_hole(surface, geo, obj, flag=flag)
    elif obj.kind == ObjectKind.FLAT_OBSTACLE:
        draw_flat_obstacle(surface, geo, obj)
    elif obj.kind == ObjectKind.FLAG:
        label = str(obj.props.get("hole", obj.props.get("number", "")) or "")
        draw_flag(surface, geo.hex_center(obj.cell), s, FLAG_RED, label)
    elif obj.kind == ObjectKind.GREEN:
        draw_green_token(surface, geo, obj)


def sort_objects(objects: Sequence[CourseObject]) -> list[CourseObject]:
    """Objects in drawing order (flat first), then top to bottom on screen."""
    order = {k: i for i, k in enumerate(DRAW_ORDER)}
    return sorted(objects, key=lambda o: (order.get(o.kind, 99), o.cell.r, o.cell.q))
