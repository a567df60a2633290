"""The loader's reading of a plain map (pytmx without the tile layers, grids from the pre-pass) equals pytmx reading all of it."""

from __future__ import annotations

import copy
import logging
from pathlib import Path
from typing import Any
from xml.etree import ElementTree as ET

import pytest

from game import paths
from game.courses import course_files
from game.courses.plainmap import PlainMap, read_plain
from game.courses.prepare import Prepared, prepare
from game.rules.course import Terrain
from tests.courses.tmxkit import carom_objects, map_xml, terrain_tileset_xml, write_kit

pytmx = pytest.importorskip("pytmx")
logging.getLogger("pytmx").setLevel(logging.CRITICAL)

ODD_PROPS = (
    '<property name="game" value="carom"/><property name="name" value="Odd"/>'
    '<property name="empty" value=""/><property name="typed_empty" type="string" value=""/>'
    '<property name="flag" type="bool" value="true"/><property name="off" type="bool" value="0"/>'
    '<property name="ratio" type="float" value="2.50"/><property name="count" type="int" value=" 7"/>'
    '<property name="target" type="object" value="3"/><property name="tint" type="color" value="#ff00ff00"/>'
    '<property name="ref" type="file" value="a/b.png"/><property name="count" type="int" value="8"/>'
)
SHAPES = (
    '  <object id="3" name="pond" type="stump" x="100.5" y="120" width="90" height="60" rotation="15"><ellipse/></object>\n'
    '  <object id="4" name="bar" type="flat_obstacle" x="300" y="200" rotation="-0"><polygon points="0,0 80,0 80,40.25 0,40"/></object>\n'
    '  <object id="5" type="rock" x="400" y="100"><polyline points="0,0 60,30 120,0"/></object>\n'
    '  <object id="6" name="" type="rock" x="200" y="300" width="0" height="0"><properties><property name="n" type="int" value="2"/></properties></object>\n'
)
# a second tileset that overlaps the first's ids: the later <tile> wins, as in pytmx
OVERLAP = (
    ' <tileset firstgid="1" source="terrain.tsx"/>\n'
    ' <tileset firstgid="3" name="over" tilewidth="62" tileheight="72" tilecount="2" columns="2">\n'
    '  <tile id="0"><properties><property name="terrain" value="water"/></properties></tile>\n'
    '  <tile id="1"><properties><property name="other" value="x"/></properties></tile>\n'
    " </tileset>\n"
)


def pytmx_view(tm: Any) -> dict[str, Any]:
    """What the loader used to take from pytmx."""
    layers = []
    for layer in tm.layers:
        if isinstance(layer, pytmx.TiledTileLayer):
            cells = [(tm.get_tile_properties_by_gid(gid) or {}).get("terrain") for row in layer.data for gid in row]
            layers.append((str(layer.name), cells))
    objects = []
    for o in tm.objects:
        shape = getattr(o, "rio_shape", "point")
        points = [tuple(map(float, p)) for p in o.points] if shape in ("polygon", "polyline") else None
        size = (float(o.width or 0), float(o.height or 0)) if points is None else None
        objects.append((int(o.id), o.name, o.type, float(o.x), float(o.y), size, float(o.rotation or 0), shape, points, dict(o.properties)))
    return {"size": (int(tm.width), int(tm.height)), "props": dict(tm.properties), "layers": layers, "objects": objects}


def plain_view(plain: PlainMap) -> dict[str, Any]:
    """The same, from our reader."""
    layers = [(name, [(plain.tile_properties.get(g) or {}).get("terrain") for g in gids]) for name, gids in plain.tile_layers]
    objects = []
    for o in plain.objects:
        points = o.points if o.rio_shape in ("polygon", "polyline") else None
        size = (float(o.width or 0), float(o.height or 0)) if points is None else None
        objects.append((o.id, o.name, o.type, float(o.x), float(o.y), size, float(o.rotation or 0), o.rio_shape, points, dict(o.properties)))
    return {"size": (plain.width, plain.height), "props": dict(plain.properties), "layers": layers, "objects": objects}


def whole_plain_map(prepared: Prepared) -> ET.Element:
    """The plain map with its tile layers written back in as CSV: what pytmx would read if handed everything."""
    whole = copy.deepcopy(prepared.root)
    width, height = whole.get("width", "0"), whole.get("height", "0")
    for name, gids in prepared.tile_layers:
        layer = ET.SubElement(whole, "layer", {"name": name, "width": width, "height": height})
        ET.SubElement(layer, "data", {"encoding": "csv"}).text = ",".join(map(str, gids))
    return whole


def assert_read_as_pytmx_reads(path: Path) -> None:
    prepared = prepare(path)
    tm = pytmx.TiledMap(allow_duplicate_names=True)
    tm.filename = str(path)
    tm.parse_xml(whole_plain_map(prepared))
    ours, theirs = plain_view(read_plain(prepared)), pytmx_view(tm)
    assert ours == theirs
    for (_, _, _, _, _, _, rotation, *_), o in zip(ours["objects"], tm.objects, strict=True):  # even the sign of a zero angle
        assert str(rotation) == str(float(o.rotation or 0))


def shipped() -> list[Path]:
    levels = paths.levels_dir()
    return course_files(levels) + sorted((levels / "templates").glob("*.tmx"))


@pytest.mark.parametrize("path", shipped(), ids=lambda p: p.name)
def test_plain_map_of_every_shipped_course_reads_as_pytmx_reads_it(path: Path) -> None:
    assert_read_as_pytmx_reads(path)


def test_plain_map_with_every_property_type_and_shape_reads_as_pytmx_reads_it(tmp_path: Path) -> None:
    text = map_xml(props=ODD_PROPS, objects=carom_objects() + SHAPES)
    assert_read_as_pytmx_reads(write_kit(tmp_path, text))


def test_plain_map_with_overlapping_tilesets_gives_a_tile_id_the_last_tiles_properties(tmp_path: Path) -> None:
    path = write_kit(tmp_path, map_xml(tilesets=OVERLAP, rows=["FRST", "TSRF"]), tileset=terrain_tileset_xml())
    assert_read_as_pytmx_reads(path)
    plain = read_plain(prepare(path))
    assert plain.tile_properties[3]["terrain"] == "water" and plain.tile_properties[4]["other"] == "x"
    assert "terrain" not in plain.tile_properties[4]


# the later tileset's tile 1 (id 4) has no properties: in pytmx it still hides the trees tile 4 of the first
OVERLAP_BARE = OVERLAP.replace('  <tile id="1"><properties><property name="other" value="x"/></properties></tile>\n', '  <tile id="1"/>\n')


def test_overlapping_tilesets_keep_their_bare_tiles_which_hide_an_earlier_tiles_terrain(tmp_path: Path) -> None:
    path = write_kit(tmp_path, map_xml(tilesets=OVERLAP_BARE, rows=["FRST", "TSRF"]), tileset=terrain_tileset_xml())
    assert_read_as_pytmx_reads(path)
    layers = plain_view(read_plain(prepare(path)))["layers"]
    assert layers == pytmx_view(pytmx.TiledMap(str(path)))["layers"]
    assert layers[0][1] == ["fairway", "rough", "water", None, None, "water", "rough", "fairway"]


def test_without_overlaps_bare_tiles_are_left_out_and_terrain_is_as_pytmx_reads_the_file(tmp_path: Path) -> None:
    bare = ' <tileset firstgid="20" name="bare" tilewidth="62" tileheight="72" tilecount="3" columns="3"><tile id="0"/><tile id="1" type="x"/></tileset>\n'
    path = write_kit(tmp_path, map_xml(tilesets=' <tileset firstgid="1" source="terrain.tsx"/>\n' + bare, rows=["FRST", "TSRF"]), tileset=terrain_tileset_xml())
    prepared = prepare(path)
    assert [len(ts) for ts in prepared.root.iter("tileset")] == [len(Terrain), 0]
    assert plain_view(read_plain(prepared))["layers"] == pytmx_view(pytmx.TiledMap(str(path)))["layers"]
