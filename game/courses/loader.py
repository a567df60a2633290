"""Read a Tiled .tmx course into the pure :class:`~game.rules.course.CourseMap`.

pytmx parses the file; this module turns what it found into our model at once
and nothing else in the game touches pytmx. Every failure becomes a
:class:`CourseError` whose message is one line naming the file and the problem.

Terrain comes from the ``terrain`` property of the tiles in the map's tile
layers (the top-most layer with a terrain tile wins on each cell; tiles
without the property are decoration). Objects are typed by Tiled 1.8's
``type`` or Tiled 1.9+'s ``class`` attribute; the cells an object covers are:

* a point object: the cell under it (and ``edge``: the hex side nearest to it);
* a tile object: the cell under the centre of its image;
* a polyline: the cells under its vertices and the straight hex lines between them;
* a rectangle, ellipse or polygon: the cells whose centres it contains.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from game.hexgrid import Hex, Stagger, hex_lerp_line
from game.render.hexlayout import TiledHexLayout
from game.rules.course import CourseMap, CourseObject, GameKind, Grid, ObjectKind, Terrain


class CourseError(Exception):
    """A course file that cannot be loaded; ``str()`` is one line for the player."""

    def __init__(self, path: str | Path, message: str, where: str = "") -> None:
        super().__init__(message)
        self.path = str(path)
        self.message = message
        self.where = where

    def __str__(self) -> str:
        return ": ".join(p for p in (self.path, "error", self.where, self.message) if p)


def _pytmx():  # type: ignore[no-untyped-def]
    import logging

    import pytmx

    logging.getLogger("pytmx").setLevel(logging.CRITICAL)  # its warnings would duplicate our messages
    return pytmx


def load_course(path: str | Path) -> CourseMap:
    """Load one course file."""
    path = Path(path)
    if not path.is_file():
        raise CourseError(path, "file not found" if not path.exists() else "not a file")
    pytmx = _pytmx()
    try:
        tm = pytmx.TiledMap(str(path))
    except CourseError:
        raise
    except Exception as exc:  # pytmx raises many kinds of errors on bad input
        raise CourseError(path, f"not a readable Tiled map ({_describe(exc)})") from None
    return _to_course(tm, path)


def _describe(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def _to_course(tm: Any, path: Path) -> CourseMap:
    if tm.orientation != "hexagonal":
        raise CourseError(path, f"the map is {tm.orientation}; courses must be hexagonal maps")
    axis = getattr(tm, "staggeraxis", None) or "y"
    index = getattr(tm, "staggerindex", None) or "odd"
    try:
        stagger = Stagger(axis, index)
    except ValueError as exc:
        raise CourseError(path, str(exc)) from None
    side = int(getattr(tm, "hexsidelength", 0) or 0)
    grid = Grid(int(tm.width), int(tm.height), stagger, int(tm.tilewidth), int(tm.tileheight), side)
    layout = TiledHexLayout(grid.tile_width, grid.tile_height, grid.hex_side_length, stagger)

    props = dict(tm.properties)
    game_value = props.pop("game", None)
    try:
        game = GameKind(str(game_value))
    except ValueError:
        known = ", ".join(g.value for g in GameKind)
        raise CourseError(path, f"map property 'game' must be one of {known}, not {game_value!r}") from None
    name = str(props.pop("name", "") or path.stem.replace("_", " "))

    terrain = _terrain(tm, stagger, path)
    objects = tuple(_object(o, layout, stagger, path) for o in tm.objects if _kind_name(o))
    return CourseMap(name=name, game=game, grid=grid, terrain=terrain, objects=objects, props=props, source=str(path))


def _terrain(tm: Any, stagger: Stagger, path: Path) -> dict[Hex, Terrain]:
    pytmx = _pytmx()
    terrain: dict[Hex, Terrain] = {}
    for layer in tm.visible_layers:
        if not isinstance(layer, pytmx.TiledTileLayer):
            continue
        for col, row, gid in layer.iter_data():
            if not gid:
                continue
            tile_props = tm.get_tile_properties_by_gid(gid) or {}
            value = tile_props.get("terrain")
            if value is None:
                continue
            try:
                terrain[stagger.to_axial(col, row)] = Terrain(str(value))
            except ValueError:
                known = ", ".join(t.value for t in Terrain)
                raise CourseError(path, f"unknown terrain {value!r} (known: {known})", f"cell {col},{row}") from None
    return terrain


def _kind_name(obj: Any) -> str | None:
    kind = getattr(obj, "type", None) or getattr(obj, "class", None) or getattr(obj, "class_", None)
    return str(kind) if kind else None


def _object(obj: Any, layout: TiledHexLayout, stagger: Stagger, path: Path) -> CourseObject:
    kind_name = _kind_name(obj) or ""
    label = f"object {obj.id} {obj.name!r}" if obj.name else f"object {obj.id}"
    try:
        kind = ObjectKind(kind_name)
    except ValueError:
        known = ", ".join(k.value for k in ObjectKind)
        raise CourseError(path, f"unknown object type {kind_name!r} (known: {known})", label) from None
    edge = None
    points = getattr(obj, "points", None)
    if obj.gid:  # tile object: Tiled anchors it at its bottom-left corner
        cells = (layout.pixel_to_hex(obj.x + obj.width / 2, obj.y - obj.height / 2),)
    elif points and not getattr(obj, "closed", True):
        vertex_cells = [layout.pixel_to_hex(x, y) for x, y in points]
        cells_list: list[Hex] = []
        for a, b in zip(vertex_cells, vertex_cells[1:]):
            for h in hex_lerp_line(a, b):
                if h not in cells_list:
                    cells_list.append(h)
        cells = tuple(cells_list or vertex_cells[:1])
    elif points or (obj.width and obj.height):
        cells = _cells_inside(obj, layout, stagger, points)
    else:
        cells = (layout.pixel_to_hex(obj.x, obj.y),)
        edge = layout.nearest_edge(obj.x, obj.y)
    if not cells:
        raise CourseError(path, "the object covers no cell centre", label)
    props = {k: v for k, v in obj.properties.items()}
    return CourseObject(id=int(obj.id), kind=kind, cells=cells, edge=edge, name=obj.name or "", props=props)


def _cells_inside(obj: Any, layout: TiledHexLayout, stagger: Stagger, points: Any) -> tuple[Hex, ...]:
    if points:
        poly = [(float(x), float(y)) for x, y in points]
        contains = lambda x, y: _in_polygon(x, y, poly)  # noqa: E731
        xs, ys = [p[0] for p in poly], [p[1] for p in poly]
        box = (min(xs), min(ys), max(xs), max(ys))
    elif getattr(obj, "ellipse", False):
        cx, cy, rx, ry = obj.x + obj.width / 2, obj.y + obj.height / 2, obj.width / 2, obj.height / 2
        contains = lambda x, y: ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1  # noqa: E731
        box = (obj.x, obj.y, obj.x + obj.width, obj.y + obj.height)
    else:
        poly = [(obj.x, obj.y), (obj.x + obj.width, obj.y), (obj.x + obj.width, obj.y + obj.height), (obj.x, obj.y + obj.height)]
        if obj.rotation:
            poly = _rotated(poly, obj.x, obj.y, obj.rotation)
        contains = lambda x, y: _in_polygon(x, y, poly)  # noqa: E731
        xs, ys = [p[0] for p in poly], [p[1] for p in poly]
        box = (min(xs), min(ys), max(xs), max(ys))
    # candidate cells: those under a grid of sample points over the bounding box
    step = max(4.0, min(layout.tile_width, layout.tile_height) / 3)
    candidates: set[Hex] = set()
    y = box[1]
    while y <= box[3] + step:
        x = box[0]
        while x <= box[2] + step:
            candidates.add(layout.pixel_to_hex(x, y))
            x += step
        y += step
    inside = [h for h in candidates if contains(*layout.center(h))]
    return tuple(sorted(inside, key=lambda h: (stagger.to_offset(h)[1], stagger.to_offset(h)[0])))


def _rotated(poly: list[tuple[float, float]], ox: float, oy: float, degrees: float) -> list[tuple[float, float]]:
    a = math.radians(degrees)
    c, s = math.cos(a), math.sin(a)
    return [(ox + (x - ox) * c - (y - oy) * s, oy + (x - ox) * s + (y - oy) * c) for x, y in poly]


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
