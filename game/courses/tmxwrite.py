"""Write a course as a Tiled .tmx file (used by the scripts that generate shipped courses and by tests).

The map uses the shipped terrain tileset (``levels/tilesets/terrain-*.tsx``,
referenced by a relative path) and Tiled 1.8's object ``type`` attribute, so
Tiled 1.8 and every newer version open it. Objects are written so that the
loader finds exactly the cells they were given:

* one cell: a tile object from the objects tileset (``levels/tilesets/objects.tsx``,
  centre-anchored) at the cell's centre, so Tiled and ``tmxrasterizer`` show the piece;
* one hex side (``edge``): the same, centred on the side's midpoint (an Eagle's Creek tee);
* a chain of neighbouring cells: a polyline through their centres;
* any other set of cells: a rectangle around their centres (checked to cover
  exactly those cells, else an error).
"""

from __future__ import annotations

import os
import posixpath
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from xml.sax.saxutils import quoteattr

from game import paths
from game.hexgrid import Edge, Hex, Stagger
from game.render.hexlayout import TiledHexLayout
from game.rules.course import GameKind, PropValue, Terrain

TILE_POINTY = (62, 72, 36)
"""tilewidth, tileheight, hexsidelength of shipped pointy-top maps (staggeraxis y)."""
TILE_FLAT = (72, 62, 36)
"""The same for flat-top maps (staggeraxis x)."""
TERRAIN_ORDER: tuple[Terrain, ...] = tuple(Terrain)
"""Tile ids in the terrain tilesets follow this order."""
OBJECT_TILE_IDS = {
    "hole": 0,
    "flag": 1,
    "green": 2,
    "tee": 3,
    "stump": 4,
    "rock": 5,
    "mushroom": 6,
    "mole_hole": 7,
    "flat_obstacle": 8,
}
"""Tile ids of the pieces' pictures in tilesets/objects.tsx (a one-cell flat obstacle is the round one)."""
OBJECT_TILE_SIZE = 56
"""The pictures' size in pixels (objects.tsx)."""
OBJECTS_FIRSTGID = len(TERRAIN_ORDER) + 1
"""Written maps list the terrain tileset first, then the objects tileset."""


@dataclass
class ObjectSpec:
    """An object to write."""

    kind: str
    cells: Sequence[Hex] = ()
    name: str = ""
    props: Mapping[str, PropValue] = field(default_factory=dict)
    edge: Edge | None = None
    """Place the object on this hex side instead (Eagle's Creek tees)."""


def layout_for(stagger: Stagger) -> TiledHexLayout:
    """The pixel layout of shipped maps with this stagger."""
    w, h, side = TILE_POINTY if stagger.pointy else TILE_FLAT
    return TiledHexLayout(w, h, side, stagger)


def _prop_xml(props: Mapping[str, PropValue], indent: str) -> str:
    if not props:
        return ""
    lines = [f"{indent}<properties>"]
    for key, value in props.items():
        if isinstance(value, bool):
            lines.append(f'{indent} <property name={quoteattr(key)} type="bool" value="{str(value).lower()}"/>')
        elif isinstance(value, int):
            lines.append(f'{indent} <property name={quoteattr(key)} type="int" value="{value}"/>')
        elif isinstance(value, float):
            lines.append(f'{indent} <property name={quoteattr(key)} type="float" value="{value}"/>')
        else:
            lines.append(f"{indent} <property name={quoteattr(key)} value={quoteattr(str(value))}/>")
    lines.append(f"{indent}</properties>")
    return "\n".join(lines) + "\n"


def _is_chain(cells: Sequence[Hex]) -> bool:
    return len(set(cells)) == len(cells) and all(a.distance(b) == 1 for a, b in zip(cells, cells[1:]))


def _object_xml(oid: int, spec: ObjectSpec, lay: TiledHexLayout) -> str:
    head = f'  <object id="{oid}" name={quoteattr(spec.name)} type={quoteattr(spec.kind)}'
    props = _prop_xml(spec.props, "   ")
    cells = list(spec.cells)
    if spec.edge is None and not cells:
        raise ValueError(f"object {spec.kind!r} has no cells")
    if spec.edge is not None or len(cells) == 1:
        x, y = lay.edge_midpoint(spec.edge) if spec.edge is not None else lay.center(cells[0])
        gid = OBJECTS_FIRSTGID + OBJECT_TILE_IDS[spec.kind]
        size = OBJECT_TILE_SIZE
        return f'{head} gid="{gid}" x="{x:g}" y="{y:g}" width="{size}" height="{size}">\n{props}  </object>\n'
    centres = [lay.center(h) for h in cells]
    if _is_chain(cells):
        x0, y0 = centres[0]
        pts = " ".join(f"{x - x0:g},{y - y0:g}" for x, y in centres)
        return f'{head} x="{x0:g}" y="{y0:g}">\n{props}   <polyline points="{pts}"/>\n  </object>\n'
    xs, ys = [c[0] for c in centres], [c[1] for c in centres]
    mx, my = lay.tile_width * 0.3, lay.tile_height * 0.2
    x0, y0, x1, y1 = min(xs) - mx, min(ys) - my, max(xs) + mx, max(ys) + my
    covered = {
        h
        for h in _cells_near(cells, 3)
        if x0 <= lay.center(h)[0] <= x1 and y0 <= lay.center(h)[1] <= y1
    }
    if covered != set(cells):
        raise ValueError(f"object {spec.kind!r}: its cells are not a rectangle or a chain; split it up")
    return f'{head} x="{x0:g}" y="{y0:g}" width="{x1 - x0:g}" height="{y1 - y0:g}">\n{props}  </object>\n'


def _cells_near(cells: Iterable[Hex], radius: int) -> set[Hex]:
    out: set[Hex] = set()
    for h in cells:
        out.update(h.spiral(radius))
    return out


def tmx_text(
    *,
    game: GameKind | str,
    name: str,
    rows: Sequence[str],
    legend: Mapping[str, Terrain | None],
    objects: Sequence[ObjectSpec] = (),
    props: Mapping[str, PropValue] | None = None,
    stagger: Stagger = Stagger("y", "odd"),
    tileset_source: str,
) -> str:
    """The .tmx text of a course drawn as text rows (one character per Tiled cell)."""
    width = max(len(r) for r in rows)
    height = len(rows)
    w, h, side = TILE_POINTY if stagger.pointy else TILE_FLAT
    lay = layout_for(stagger)
    gids = []
    for row, line in enumerate(rows):
        out_row = []
        for col in range(width):
            ch = line[col] if col < len(line) else " "
            terrain = legend.get(ch) if ch != " " else None
            if ch not in legend and ch != " ":
                raise ValueError(f"character {ch!r} at column {col}, row {row} is not in the legend")
            out_row.append(str(TERRAIN_ORDER.index(terrain) + 1) if terrain is not None else "0")
        gids.append(",".join(out_row))
    map_props = {"game": GameKind(game).value, "name": name, **(props or {})}
    objects_xml = "".join(_object_xml(i + 1, spec, lay) for i, spec in enumerate(objects))
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<map version="1.8" tiledversion="1.8.2" orientation="hexagonal" renderorder="right-down" '
        f'width="{width}" height="{height}" tilewidth="{w}" tileheight="{h}" infinite="0" hexsidelength="{side}" '
        f'staggeraxis="{stagger.axis}" staggerindex="{stagger.index}" nextlayerid="3" nextobjectid="{len(objects) + 1}">\n'
        + _prop_xml(map_props, " ")
        + f' <tileset firstgid="1" source={quoteattr(tileset_source)}/>\n'
        + f' <tileset firstgid="{OBJECTS_FIRSTGID}" source={quoteattr(posixpath.join(posixpath.dirname(tileset_source), "objects.tsx"))}/>\n'
        + f' <layer id="1" name="terrain" width="{width}" height="{height}">\n  <data encoding="csv">\n'
        + ",\n".join(gids)
        + "\n</data>\n </layer>\n"
        + ' <objectgroup id="2" name="objects">\n'
        + objects_xml
        + " </objectgroup>\n</map>\n"
    )


def write_course(path: str | Path, **kwargs: Any) -> Path:
    """Write a course file (see :func:`tmx_text`) that refers to the shipped terrain tileset."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    stagger = kwargs.get("stagger", Stagger("y", "odd"))
    tileset = paths.level("tilesets", "terrain-pointy.tsx" if stagger.pointy else "terrain-flat.tsx")
    rel = os.path.relpath(tileset, path.parent).replace(os.sep, "/")
    path.write_text(tmx_text(tileset_source=rel, **kwargs), encoding="utf-8")
    return path
