"""Read the pre-pass's plain map exactly as pytmx reads it, without pytmx.

The pre-pass (:mod:`game.courses.prepare`) has already read, checked and
decoded everything, so handing its plain map to ``pytmx.TiledMap.parse_xml``
only converted it a second time (it re-parsed every layer's CSV and mapped
each tile id), at more cost than the whole rest of a load. This module takes
from the plain map just what the loader used from pytmx, with pytmx's own
conversions: property values typed by their ``type`` (an untyped empty value
becomes None), object attributes as numbers or text, polygon points moved to
the object's position, and a tile id's properties those of the last ``<tile>``
element of any tileset that names it. ``tests/courses/test_plainmap.py`` holds
the result side by side with pytmx's on every course the tests load.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any
from xml.etree import ElementTree as ET

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


def _bool(value: str) -> bool:
    """pytmx's ``convert_to_bool``."""
    text = str(value).strip()
    if not text:
        return False
    first = text.lower()[0]
    if first in ("1", "y", "t"):
        return True
    if first in ("-", "0", "n", "f"):
        return False
    raise ValueError(f'cannot parse "{first}" as bool')


_PROPERTY_TYPES: dict[str, Any] = {"bool": _bool, "color": str, "file": str, "float": float, "int": int, "object": int, "string": str, "enum": str}
"""pytmx's casts by property type (the pre-pass never writes ``class``)."""


def properties(owner: ET.Element) -> dict[str, Any]:
    """pytmx's ``parse_properties``: the owner's properties, typed."""
    found: dict[str, Any] = {}
    for block in owner.findall("properties"):
        for prop in block.findall("property"):
            name = prop.get("name")
            kind = prop.get("type")
            if kind is None:
                found[name] = prop.get("value") or prop.text  # type: ignore[index]
            else:
                found[name] = _PROPERTY_TYPES[kind](prop.get("value"))  # type: ignore[index]
    return found


def _number(elem: ET.Element, name: str) -> float:
    """An attribute pytmx reads as a float, 0 when absent."""
    text = elem.get(name)
    return 0 if text is None else float(text)


def _object(elem: ET.Element) -> PlainObject:
    x, y = _number(elem, "x"), _number(elem, "y")
    read: tuple[tuple[float, ...], ...] = ()
    for tag in ("polygon", "polyline"):  # as in pytmx, a polyline wins over a polygon
        shape = elem.find(tag)
        if shape is not None:
            read = tuple(tuple(map(float, item.split(","))) for item in shape.get("points", "").split())
    points = [(px + x, py + y) for px, py in read] if read else None
    return PlainObject(
        id=int(elem.get("id", 0)),
        name=elem.get("name"),
        type=elem.get("type"),
        x=x,
        y=y,
        width=_number(elem, "width"),
        height=_number(elem, "height"),
        rotation=_number(elem, "rotation"),
        rio_shape=elem.get("rio_shape", "point"),
        points=points,
        properties=properties(elem),
    )


def read_plain(prepared: Prepared) -> PlainMap:
    """The plain map's size, properties, tile layers, tile properties and objects."""
    root = prepared.root
    tile_properties: dict[int, dict[str, Any]] = {}
    for tileset in root.iter("tileset"):
        firstgid = int(tileset.get("firstgid", ""))
        for tile in tileset.iter("tile"):
            tile_properties[int(tile.get("id", "")) + firstgid] = properties(tile)
    objects = [_object(o) for group in root.iter("objectgroup") for o in group.findall("object")]
    return PlainMap(
        width=int(float(root.get("width", 0))),
        height=int(float(root.get("height", 0))),
        properties=properties(root),
        tile_layers=prepared.tile_layers,
        tile_properties=tile_properties,
        objects=objects,
    )
