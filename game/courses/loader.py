"""Read a Tiled .tmx course into the pure :class:`~game.rules.course.CourseMap`.

The pre-pass (:mod:`game.courses.prepare`) reads the file safely and makes it
plain; pytmx reads that plain map (:mod:`game.courses.plainmap`: its
properties, tilesets and objects, with the tile grids the pre-pass already
decoded) and this module turns what it found into our model at once. Every
failure becomes a :class:`CourseError` whose message is one line naming the
file and the problem.

Terrain comes from the ``terrain`` property of the tiles in the map's visible
tile layers (the top-most layer with a terrain tile wins on each cell; tiles
without the property are decoration). Objects are typed by Tiled 1.8's
``type`` or Tiled 1.9+'s ``class`` attribute; the cells an object covers are:

* a point object: the cell under it (and ``edge``: the hex side nearest to it);
* a tile object: the cell under the centre of its image (and ``edge``: the hex side nearest to that centre);
* a polyline: the cells under its vertices and the straight hex lines between them;
* a rectangle, ellipse or polygon: the cells whose centres it contains.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from operator import itemgetter
from pathlib import Path
from typing import Any, cast

from game.courses.errors import CourseError
from game.courses.plainmap import PlainMap, read_plain
from game.courses.prepare import Prepared, prepare
from game.hexgrid import Edge, Hex, Stagger, hex_lerp_line
from game.render.hexlayout import TiledHexLayout
from game.rules.course import CourseMap, CourseObject, GameKind, Grid, ObjectKind, Problem, Severity, Terrain

__all__ = ["CourseError", "LoadReport", "load_course", "load_report"]


@dataclass(frozen=True)
class LoadReport:
    """A loaded course with what the loader noticed on the way."""

    course: CourseMap
    """The course."""
    files: frozenset[Path] = field(default_factory=frozenset)
    """Every file read: the course and the tilesets and templates it uses."""
    warnings: tuple[Problem, ...] = ()
    """Things that load but look wrong (hidden layers, missing images, untyped objects)."""
    errors: tuple[Problem, ...] = ()
    """Errors that did not stop the reading (an unknown object type or terrain, an object off the map):
    the course is read without them, to find every other problem, but cannot be played."""


def load_course(path: str | Path) -> CourseMap:
    """Load one course file (:class:`CourseError` for its first error, even one the reading could pass over)."""
    report = load_report(path)
    if report.errors:
        first = report.errors[0]
        raise CourseError(path, first.message, first.where, code=first.code, fix=first.fix, cell=first.cell, object_id=first.object_id, object_name=first.object_name)
    return report.course


def load_report(path: str | Path) -> LoadReport:
    """Load one course file and say which files it used and what looked wrong."""
    path = Path(path)
    try:
        prepared = prepare(path)
    except CourseError:
        raise
    except RecursionError:
        raise CourseError(path, "the file is nested too deeply to read") from None
    except MemoryError:
        raise CourseError(path, "the file is too large to read") from None
    except (OSError, ValueError) as exc:  # every file-system error is a course error (names too long, devices ...)
        raise CourseError(path, f"cannot be read ({getattr(exc, 'strerror', None) or _describe(exc)})") from None
    try:
        plain = read_plain(prepared)
    except Exception as exc:  # the pre-pass should have caught everything; never let a traceback out
        raise CourseError(path, f"not a readable Tiled map ({_describe(exc)})") from None
    errors = list(prepared.errors)
    course = _to_course(plain, prepared, path, errors)
    return LoadReport(course, frozenset(prepared.files), tuple(prepared.warnings), tuple(errors))


def _describe(exc: BaseException) -> str:
    text = " ".join(str(exc).split())[:120]
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def _to_course(plain: PlainMap, prepared: Prepared, path: Path, errors: list[Problem]) -> CourseMap:
    layout = prepared.layout
    stagger = layout.stagger
    grid = Grid(plain.width, plain.height, stagger, layout.tile_width, layout.tile_height, layout.hex_side_length)
    props = dict(plain.properties)
    game_value = props.pop("game", None)
    try:
        game = GameKind(str(game_value))
    except ValueError:
        known = ", ".join(g.value for g in GameKind)
        if game_value is None:
            raise CourseError(path, f"the map property 'game' is missing; add it (one of {known}) in Map > Map Properties", code="not-a-course") from None
        raise CourseError(path, f"map property 'game' must be one of {known}, not {str(game_value)[:40]!r}", "map property", code="game.unknown") from None
    name = " ".join(str(props.pop("name", "") or path.stem.replace("_", " ")).split())
    terrain = _terrain(plain, grid, errors)
    objects = tuple(o for o in (_object(o, layout, grid, errors) for o in plain.objects) if o is not None)
    return CourseMap(name=name, game=game, grid=grid, terrain=terrain, objects=objects, props=props, source=str(path))


def _terrain(plain: PlainMap, grid: Grid, errors: list[Problem]) -> dict[Hex, Terrain]:
    """Terrain by cell. An unknown terrain value is an error (one per value), and its cells are read as
    fairway so that nothing standing on them is also called off the course."""
    terrain: dict[Hex, Terrain] = {}
    known_values = {t.value: t for t in Terrain}
    cache: dict[int, Terrain | None] = {0: None}
    width = grid.width
    cells = _cells_in_order(width, grid.height, grid.stagger)
    for layer_name, gids in plain.tile_layers:
        for gid in dict.fromkeys(gids):  # each new tile id once, in the order the cells first show it
            if gid in cache:
                continue
            value = (plain.tile_properties.get(gid) or {}).get("terrain")
            if value is None:
                cache[gid] = None  # decoration: a tile without terrain
            elif str(value) in known_values:
                cache[gid] = known_values[str(value)]
            else:
                known = ", ".join(known_values)
                col, row = gids.index(gid) % width, gids.index(gid) // width
                where = f"layer {str(layer_name)[:40]!r} cell {col},{row}"
                shown = str(value)[:40]
                if not any(p.code == "terrain.unknown" and p.message.startswith(f"unknown terrain {shown!r}") for p in errors):
                    errors.append(Problem(Severity.ERROR, f"unknown terrain {shown!r} (known: {known})", where, "terrain.unknown", cell=(col, row)))
                cache[gid] = Terrain.FAIRWAY
        # later layers overwrite earlier ones; a cell keeps the place it first got in the dict. Terrain
        # values are non-empty strings, so truth keeps exactly the cells with terrain (no Python step per cell)
        kept = filter(_SECOND, zip(cells, map(cache.__getitem__, gids)))
        terrain.update(cast("Iterator[tuple[Hex, Terrain]]", kept))  # filter keeps no None: said, not checked
    return terrain


_SECOND = itemgetter(1)


@lru_cache(maxsize=16)
def _cells_in_order(width: int, height: int, stagger: Stagger) -> tuple[Hex, ...]:
    """Every cell of a ``width`` × ``height`` map in Tiled's row-by-row order (courses of a kind share a size)."""
    return tuple(stagger.to_axial(col, row) for row in range(height) for col in range(width))


def _label(obj: Any) -> str:
    name = " ".join(str(obj.name or "").split())[:40]
    return f"object {obj.id} {name!r}" if name else f"object {obj.id}"


_OBJECT_KINDS = {k.value: k for k in ObjectKind}


def _object(obj: Any, layout: TiledHexLayout, grid: Grid, errors: list[Problem]) -> CourseObject | None:
    """The course object, or None (and an error in ``errors``) for one the game cannot use."""
    kind_name = str(obj.type or "")
    kind = _OBJECT_KINDS.get(kind_name)  # what ObjectKind(kind_name) finds, without the enum's call machinery
    if kind is None:
        known = ", ".join(k.value for k in ObjectKind)
        errors.append(Problem(Severity.ERROR, f"unknown object type {kind_name[:40]!r} (known: {known})", _label(obj), "object.type"))
        return None
    shape = getattr(obj, "rio_shape", "point")
    edge: Edge | None = None
    x, y, rotation = float(obj.x), float(obj.y), float(obj.rotation or 0)
    if shape in ("tile", "point"):  # a tile is like a point at the image's centre: it may mark a cell or a hex side
        cell, edge = layout.cell_and_nearest_edge(x, y)
        cells: tuple[Hex, ...] = (cell,)
    elif shape == "polyline":
        cells = _polyline_cells(_rotate(list(obj.points), x, y, rotation), layout)
    else:
        contains, box = _region(obj, shape, x, y, rotation)
        cells = _cells_inside(contains, box, layout, grid)
    if not cells:
        errors.append(Problem(Severity.ERROR, "the object covers no cell centre", _label(obj), "object.no-cell"))
        return None
    props = dict(obj.properties)
    return CourseObject(int(obj.id), kind, cells, edge, " ".join(str(obj.name or "").split()), props)


def _polyline_cells(points: list[tuple[float, float]], layout: TiledHexLayout) -> tuple[Hex, ...]:
    vertex_cells = [layout.pixel_to_hex(px, py) for px, py in points]
    found: dict[Hex, None] = {}
    for a, b in zip(vertex_cells, vertex_cells[1:]):
        for h in hex_lerp_line(a, b):
            found.setdefault(h, None)
    return tuple(found) or tuple(vertex_cells[:1])


Contains = Callable[[float, float], bool]


def _region(obj: Any, shape: str, x: float, y: float, rotation: float) -> tuple[Contains, tuple[float, float, float, float]]:
    """A containment test for a closed shape and its bounding box, in map pixels."""
    w, h = float(obj.width or 0), float(obj.height or 0)
    if shape == "ellipse":
        rx, ry = w / 2, h / 2
        a = math.radians(rotation)
        c, s = math.cos(a), math.sin(a)

        def in_ellipse(px: float, py: float) -> bool:
            if rx <= 0 or ry <= 0:
                return False
            dx, dy = px - x, py - y  # into the ellipse's own frame: undo the rotation about (x, y)
            u, v = dx * c + dy * s, -dx * s + dy * c
            return ((u - rx) / rx) ** 2 + ((v - ry) / ry) ** 2 <= 1

        corners = _rotate([(x, y), (x + w, y), (x + w, y + h), (x, y + h)], x, y, rotation)
        return in_ellipse, _bbox(corners)
    if shape == "polygon":
        poly = _rotate(list(obj.points), x, y, rotation)
    else:
        poly = _rotate([(x, y), (x + w, y), (x + w, y + h), (x, y + h)], x, y, rotation)
    return (lambda px, py: _in_polygon(px, py, poly)), _bbox(poly)


def _bbox(pts: list[tuple[float, float]]) -> tuple[float, float, float, float]:
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return min(xs), min(ys), max(xs), max(ys)


def _cells_inside(contains: Contains, box: tuple[float, float, float, float], layout: TiledHexLayout, grid: Grid) -> tuple[Hex, ...]:
    """Cells whose centres the shape contains, in Tiled's row order."""
    c0, r0 = layout.pixel_to_cell(box[0], box[1])
    c1, r1 = layout.pixel_to_cell(box[2], box[3])
    # one cell of slack around the box; the pre-pass keeps shapes near the map, so this stays small
    cols = range(max(min(c0, c1) - 1, -2), min(max(c0, c1) + 2, grid.width + 2))
    rows = range(max(min(r0, r1) - 1, -2), min(max(r0, r1) + 2, grid.height + 2))
    to_axial = grid.stagger.to_axial
    # a centre beyond the shape's box by more than rounding could reach is outside the shape: not asked
    x0, y0, x1, y1 = box[0] - _NEAR, box[1] - _NEAR, box[2] + _NEAR, box[3] + _NEAR
    cells = layout.cell_centers(cols, rows)
    found = [to_axial(col, row) for col, row, cx, cy in cells if x0 <= cx <= x1 and y0 <= cy <= y1 and contains(cx, cy)]
    return tuple(found)


_NEAR = 1e-6
"""Pixels: far beyond the rounding of a containment test on coordinates of at most 1e7 (the
pre-pass refuses larger), so a cell centre further than this outside a shape's box is outside it."""


def _rotate(pts: list[Any], ox: float, oy: float, degrees: float) -> list[tuple[float, float]]:
    if not degrees:
        return [(float(px), float(py)) for px, py in pts]
    a = math.radians(degrees)
    c, s = math.cos(a), math.sin(a)
    return [(ox + (px - ox) * c - (py - oy) * s, oy + (px - ox) * s + (py - oy) * c) for px, py in pts]


def _in_polygon(x: float, y: float, poly: list[tuple[float, float]]) -> bool:
    inside = False
    n = len(poly)
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        if (y1 > y) != (y2 > y):
            t = (y - y1) / (y2 - y1)
            if x < x1 + t * (x2 - x1):
                inside = not inside
    return inside
