"""pytmx reads the pre-pass's plain map; the tile grids come already decoded.

The pre-pass (:mod:`game.courses.prepare`) reads, checks and decodes every
tile layer itself (it must look at every cell to refuse a bad one), so pytmx
is handed the plain map, which holds no tile layers: it reads the map's size and
properties, the tilesets' tiles that have properties (all of them where
tilesets overlap), and the objects, with its own conversions, while the grids
are the pre-pass's decoded tile ids. Handing pytmx the layers too converted
every cell a second time (its per-cell tile id mapping), at more cost than the
whole rest of a load. ``tests/courses/test_plainmap.py`` holds the result side
by side with pytmx reading the whole plain map, layers and all, on every course
the tests load, and with pytmx reading the original file where tilesets overlap.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

from game.courses.prepare import Prepared

__all__ = ["PlainMap", "PlainObject", "read_plain"]


@dataclass
class PlainObject:
    """One object of the plain map, with the attributes pytmx's ``TiledObject`` gives it."""

    id: int
    name: str | None
    type: str | None
    x: float
    y: float
    width: float
    height: float
    rotation: float
    rio_shape: str
    points: list[tuple[float, float]] | None
    """Polygon or polyline vertices in map pixels (None for other shapes)."""
    properties: dict[str, Any] = field(default_factory=dict)


@dataclass
class PlainMap:
    """What the loader needs of a plain map."""

    width: int
    height: int
    properties: dict[str, Any]
    tile_layers: list[tuple[str, list[int]]]
    """(name, tile ids row by row) per tile layer, bottom first."""
    tile_properties: dict[int, dict[str, Any]]
    """Per tile id, its tile's properties (tile ids without a ``<tile>`` element are absent)."""
    objects: list[PlainObject]
    """Every object, layer by layer in file order."""


_PYTMX: Any = None


def _pytmx() -> Any:
    """pytmx, imported on first use (it is not needed to draw the title) and told to keep quiet."""
    global _PYTMX
    if _PYTMX is None:
        import pytmx

        logging.getLogger("pytmx").setLevel(logging.CRITICAL)  # its log lines would duplicate our messages
        _PYTMX = pytmx
    return _PYTMX


def _object(obj: Any) -> PlainObject:
    shape = getattr(obj, "rio_shape", "point")
    # pytmx's points are named (x, y) tuples of floats already, and its objects and their property
    # dicts are dropped with its map right after: both are handed on as they are, not copied
    points = obj.points if shape in ("polygon", "polyline") else None
    return PlainObject(
        int(obj.id), obj.name, obj.type, obj.x, obj.y, obj.width, obj.height, obj.rotation, shape, list(points) if points else None, obj.properties
    )


def read_plain(prepared: Prepared) -> PlainMap:
    """The plain map's size, properties, tile properties and objects as pytmx reads them, and its decoded tile layers."""
    tm = _pytmx().TiledMap(allow_duplicate_names=True)
    tm.parse_xml(prepared.root)
    tile_properties: dict[int, dict[str, Any]] = {}
    for tiled_gid, mapped in tm.gidmap.items():  # Tiled's tile id -> pytmx's own ids
        found = tm.tile_properties.get(mapped[0][0]) if mapped else None
        if found is not None:
            tile_properties[tiled_gid] = found
    return PlainMap(
        width=int(tm.width),
        height=int(tm.height),
        properties=dict(tm.properties),
        tile_layers=prepared.tile_layers,
        tile_properties=tile_properties,
        objects=[_object(o) for o in tm.objects],
    )
