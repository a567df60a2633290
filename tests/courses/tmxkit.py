"""Hand-written Tiled files for the course tests: maps in each Tiled dialect, tilesets, templates.

Everything here is written the way a given Tiled version saves it, so the
tests read files as players will get them, not as our own writer makes them.
"""

from __future__ import annotations

import base64
import gzip
import struct
import zlib
from collections.abc import Sequence
from pathlib import Path

from game.rules.course import Terrain

TERRAINS = list(Terrain)
# a Carom course: 7 wide, 5 high, pointy (staggeraxis y, odd); F fairway, D dense grass, W water
ROWS = [
    "FFFFFFF",
    "FFFDFFF",
    "FFWWFFF",
    "FFFFFFF",
    "FFFFFFF",
]
LETTERS = {"F": Terrain.FAIRWAY, "D": Terrain.DENSE_GRASS, "W": Terrain.WATER, "S": Terrain.SAND, "R": Terrain.ROUGH, "T": Terrain.TREES, "G": Terrain.GREEN, "I": Terrain.ICE, "P": Terrain.PUDDLE, ".": None}
TILE_W, TILE_H, SIDE = 62, 72, 36


def gids(rows: Sequence[str], firstgid: int = 1) -> list[int]:
    """Tile ids of text rows in the terrain tileset's order."""
    out = []
    for line in rows:
        for ch in line:
            t = LETTERS[ch]
            out.append(0 if t is None else firstgid + TERRAINS.index(t))
    return out


def data_xml(ids: Sequence[int], width: int, encoding: str = "csv", compression: str = "") -> str:
    """A ``<data>`` element in one of Tiled's layer formats."""
    if encoding == "csv":
        rows = [",".join(map(str, ids[i : i + width])) for i in range(0, len(ids), width)]
        return '<data encoding="csv">\n' + ",\n".join(rows) + "\n</data>"
    if encoding == "xml":
        return "<data>\n" + "".join(f'<tile gid="{g}"/>' if g else "<tile/>" for g in ids) + "\n</data>"
    raw = struct.pack(f"<{len(ids)}I", *ids)
    if compression == "zlib":
        raw = zlib.compress(raw)
    elif compression == "gzip":
        raw = gzip.compress(raw)
    comp = f' compression="{compression}"' if compression else ""
    return f'<data encoding="base64"{comp}>\n   {base64.b64encode(raw).decode()}\n  </data>'


def terrain_tileset_xml(version: str = "1.8", tiledversion: str = "1.8.2", image: str = "terrain-pointy.png", values: Sequence[str] | None = None, embedded_firstgid: int | None = None) -> str:
    """The terrain tileset (external .tsx when ``embedded_firstgid`` is None, else the embedded element)."""
    values = list(values or [t.value for t in TERRAINS])
    tiles = "".join(
        f' <tile id="{i}">\n  <properties>\n   <property name="terrain" propertytype="Terrain" value="{v}"/>\n  </properties>\n </tile>\n'
        for i, v in enumerate(values)
    )
    head = f'name="terrain" tilewidth="{TILE_W}" tileheight="{TILE_H}" tilecount="{len(values)}" columns="{len(values)}"'
    body = f' <image source="{image}" width="{TILE_W * len(values)}" height="{TILE_H}"/>\n{tiles}'
    if embedded_firstgid is not None:
        return f' <tileset firstgid="{embedded_firstgid}" {head}>\n{body} </tileset>\n'
    return f'<?xml version="1.0" encoding="UTF-8"?>\n<tileset version="{version}" tiledversion="{tiledversion}" {head}>\n{body}</tileset>\n'


def map_xml(
    *,
    version: str = "1.8",
    tiledversion: str = "1.8.2",
    rows: Sequence[str] = ROWS,
    props: str = '<property name="game" value="carom"/><property name="name" value="Kit"/>',
    tilesets: str = ' <tileset firstgid="1" source="terrain.tsx"/>\n',
    data: str | None = None,
    objects: str = "",
    orientation: str = "hexagonal",
    infinite: str = "0",
    width: int | None = None,
    height: int | None = None,
    stagger: tuple[str, str] = ("y", "odd"),
    extra_layers: str = "",
    map_class: str = "",
) -> str:
    """A map file as Tiled saves it (``version``/``tiledversion`` pick the dialect)."""
    width = width if width is not None else max(len(r) for r in rows)
    height = height if height is not None else len(rows)
    data = data if data is not None else data_xml(gids(rows), width)
    klass = f' class="{map_class}"' if map_class else ""
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<map version="{version}" tiledversion="{tiledversion}"{klass} orientation="{orientation}" renderorder="right-down" '
        f'width="{width}" height="{height}" tilewidth="{TILE_W}" tileheight="{TILE_H}" infinite="{infinite}" hexsidelength="{SIDE}" '
        f'staggeraxis="{stagger[0]}" staggerindex="{stagger[1]}" nextlayerid="3" nextobjectid="20">\n'
        f" <properties>{props}</properties>\n"
        f"{tilesets}"
        f' <layer id="1" name="terrain" width="{width}" height="{height}">\n  {data}\n </layer>\n'
        f"{extra_layers}"
        f' <objectgroup id="2" name="objects">\n{objects} </objectgroup>\n'
        "</map>\n"
    )


def center(col: int, row: int) -> tuple[float, float]:
    """Pixel centre of a cell of the kit's pointy odd map."""
    x = col * TILE_W + (TILE_W // 2 if row % 2 else 0)
    y = row * ((TILE_H - SIDE) // 2 + SIDE)
    return x + TILE_W / 2, y + TILE_H / 2


def point(oid: int, kind: str, col: int, row: int, attr: str = "type", props: str = "", name: str = "") -> str:
    """A point object at a cell's centre, typed with ``type`` (1.8) or ``class`` (1.9+)."""
    x, y = center(col, row)
    p = f"<properties>{props}</properties>" if props else ""
    return f'  <object id="{oid}" name="{name}" {attr}="{kind}" x="{x:g}" y="{y:g}">{p}<point/></object>\n'


def carom_objects(attr: str = "type") -> str:
    """A tee rectangle over cells (1..3, 3) and (1..3, 4), and the hole at (5, 1)."""
    # row 3 (staggered) has centres at x = 124, 186, 248 and row 4 at 93, 155, 217 (cols 1..3)
    tee = f'  <object id="1" name="tee" {attr}="tee" x="90" y="178" width="160" height="94"/>\n'
    return tee + point(2, "hole", 5, 1, attr)


TEE_CELLS = [(1, 3), (2, 3), (3, 3), (1, 4), (2, 4), (3, 4)]


def write_kit(folder: Path, text: str, name: str = "course.tmx", tileset: str | None = None) -> Path:
    """Write a map and (unless ``tileset`` is '') the terrain tileset beside it."""
    folder.mkdir(parents=True, exist_ok=True)
    if tileset != "":
        (folder / "terrain.tsx").write_text(tileset or terrain_tileset_xml(), encoding="utf-8")
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path
