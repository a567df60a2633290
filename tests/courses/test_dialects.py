"""Maps as Tiled 1.8, 1.9, 1.10 and 1.11 save them: every layer format, tileset kind, object typing and template."""

from __future__ import annotations

import pytest

from game.courses import load_course, load_report
from game.hexgrid import Stagger
from game.rules.course import ObjectKind, Terrain
from tests.courses.tmxkit import (
    LETTERS,
    ROWS,
    TEE_CELLS,
    carom_objects,
    center,
    data_xml,
    gids,
    map_xml,
    point,
    terrain_tileset_xml,
    write_kit,
)

STAGGER = Stagger("y", "odd")
WIDTH = len(ROWS[0])
# (map version, tiledversion, attribute that types objects): what each Tiled release writes
DIALECTS = [
    ("1.8", "1.8.2", "type"),
    ("1.9", "1.9.2", "class"),
    ("1.10", "1.10.2", "class"),
    ("1.10", "1.11.0", "class"),
]
FORMATS = [("csv", ""), ("xml", ""), ("base64", ""), ("base64", "zlib"), ("base64", "gzip")]


def expected_terrain() -> dict:
    return {STAGGER.to_axial(c, r): LETTERS[ch] for r, line in enumerate(ROWS) for c, ch in enumerate(line) if LETTERS[ch]}


def offsets(cells) -> set:  # type: ignore[no-untyped-def]
    return {STAGGER.to_offset(h) for h in cells}


@pytest.mark.parametrize("version,tiledversion,attr", DIALECTS, ids=[d[1] for d in DIALECTS])
@pytest.mark.parametrize("encoding,compression", FORMATS, ids=[f"{e}-{c or 'plain'}" for e, c in FORMATS])
@pytest.mark.parametrize("embedded", [False, True], ids=["external", "embedded"])
def test_every_dialect_format_and_tileset_kind_loads_the_same_course(tmp_path, version, tiledversion, attr, encoding, compression, embedded):
    tilesets = terrain_tileset_xml(embedded_firstgid=1) if embedded else ' <tileset firstgid="1" source="terrain.tsx"/>\n'
    text = map_xml(
        version=version,
        tiledversion=tiledversion,
        tilesets=tilesets,
        data=data_xml(gids(ROWS), WIDTH, encoding, compression),
        objects=carom_objects(attr),
        map_class="" if attr == "type" else "course",
    )
    tsx = terrain_tileset_xml(version=version, tiledversion=tiledversion)
    course = load_course(write_kit(tmp_path, text, tileset="" if embedded else tsx))
    assert dict(course.terrain) == expected_terrain()
    kinds = {o.kind: o for o in course.objects}
    assert offsets(kinds[ObjectKind.TEE].cells) == set(TEE_CELLS)
    assert offsets(kinds[ObjectKind.HOLE].cells) == {(5, 1)}


def test_tiles_after_a_second_tileset_use_its_firstgid(tmp_path):
    # decoration tileset first (no terrain property), terrain tileset second
    deco = ' <tileset firstgid="1" name="deco" tilewidth="62" tileheight="72" tilecount="4" columns="4"><image source="terrain-pointy.png" width="248" height="72"/></tileset>\n'
    tilesets = deco + ' <tileset firstgid="5" source="terrain.tsx"/>\n'
    ids = gids(ROWS, firstgid=5)
    decoration = data_xml([1] * len(ids), WIDTH)
    text = map_xml(tilesets=tilesets, data=data_xml(ids, WIDTH), objects=carom_objects(), extra_layers=f' <layer id="3" name="deco" width="{WIDTH}" height="5">{decoration}</layer>\n')
    course = load_course(write_kit(tmp_path, text))
    # the decoration layer on top has no terrain property, so the terrain below stays
    assert dict(course.terrain) == expected_terrain()


def test_top_layer_terrain_wins(tmp_path):
    top = data_xml([1 + list(Terrain).index(Terrain.SAND)] + [0] * (WIDTH * 5 - 1), WIDTH)
    text = map_xml(objects=carom_objects(), extra_layers=f' <layer id="3" name="sand" width="{WIDTH}" height="5">{top}</layer>\n')
    course = load_course(write_kit(tmp_path, text))
    assert course.terrain[STAGGER.to_axial(0, 0)] == Terrain.SAND
    assert course.terrain[STAGGER.to_axial(1, 0)] == Terrain.FAIRWAY


def test_flip_and_hex_rotation_flags_keep_the_terrain(tmp_path):
    ids = gids(ROWS)
    ids[0] |= 0x80000000 | 0x10000000  # flipped horizontally, rotated 120° (Tiled's hex flag)
    course = load_course(write_kit(tmp_path, map_xml(data=data_xml(ids, WIDTH, "base64", "zlib"), objects=carom_objects())))
    assert course.terrain[STAGGER.to_axial(0, 0)] == Terrain.FAIRWAY


def test_hidden_layers_and_groups_are_ignored_with_a_warning(tmp_path):
    sand = data_xml([1 + list(Terrain).index(Terrain.SAND)] * (WIDTH * 5), WIDTH)
    extra = (
        f' <layer id="3" name="draft" width="{WIDTH}" height="5" visible="0">{sand}</layer>\n'
        f' <group id="4" name="old" visible="0"><layer id="5" name="inner" width="{WIDTH}" height="5">{sand}</layer></group>\n'
        f' <group id="6" name="shown"><objectgroup id="7" name="more">{point(9, "rock", 0, 0)}</objectgroup></group>\n'
    )
    report = load_report(write_kit(tmp_path, map_xml(objects=carom_objects(), extra_layers=extra)))
    assert dict(report.course.terrain) == expected_terrain()
    assert ObjectKind.ROCK in [o.kind for o in report.course.objects]  # layers inside visible groups count
    where = {w.where for w in report.warnings}
    assert {"layer 'draft'", "group 'old'"} <= where


def test_objects_without_a_type_are_ignored_with_a_warning(tmp_path):
    objects = carom_objects() + '  <object id="9" name="note" x="10" y="10"><point/></object>\n'
    report = load_report(write_kit(tmp_path, map_xml(objects=objects)))
    assert len(report.course.objects) == 2
    assert any("no type" in w.message and w.where == "object 9 'note'" for w in report.warnings)


def test_class_valued_properties_of_tiled_19_are_ignored_with_a_warning(tmp_path):
    props = '<property name="game" value="carom"/><property name="look" type="class" propertytype="Look"><properties><property name="tint" value="red"/></properties></property>'
    report = load_report(write_kit(tmp_path, map_xml(version="1.9", tiledversion="1.9.2", props=props, objects=carom_objects("class"))))
    assert "look" not in report.course.props
    assert any("'look'" in w.message for w in report.warnings)


def test_typed_properties_arrive_typed(tmp_path):
    props = (
        '<property name="game" value="carom"/><property name="par" type="int" value="4"/>'
        '<property name="windy" type="bool" value="true"/><property name="speed" type="float" value="1.5"/>'
        '<property name="note">two\nlines</property><property name="look" propertytype="FlatShape" value="arc"/>'
    )
    course = load_course(write_kit(tmp_path, map_xml(props=props, objects=carom_objects())))
    assert course.props == {"par": 4, "windy": True, "speed": 1.5, "note": "two\nlines", "look": "arc"}


# ---------------------------------------------------------------------------- shapes
def test_ellipse_covers_the_cells_whose_centres_it_contains(tmp_path):
    (x0, y0), (x1, _) = center(2, 3), center(3, 3)
    # an ellipse around the centres of cells 2,3 and 3,3 only (pytmx alone would read it as a box)
    objects = f'  <object id="5" type="tee" x="{x0 - 20:g}" y="{y0 - 20:g}" width="{x1 - x0 + 40:g}" height="40"><ellipse/></object>\n'
    course = load_course(write_kit(tmp_path, map_xml(objects=objects)))
    assert offsets(course.objects[0].cells) == {(2, 3), (3, 3)}


def test_rotated_rectangle_turns_about_its_top_left(tmp_path):
    x, y = center(1, 0)
    # a thin box along the row from cell 1,0, turned 90° clockwise: it now runs straight down the map
    objects = f'  <object id="5" type="flat_obstacle" x="{x + 5:g}" y="{y - 5:g}" width="120" height="10" rotation="90"/>\n'
    course = load_course(write_kit(tmp_path, map_xml(objects=objects)))
    assert offsets(course.objects[0].cells) == {(1, 0), (1, 2)}


def test_polyline_covers_the_cells_between_its_vertices(tmp_path):
    (ax, ay), (bx, by) = center(1, 0), center(4, 0)
    objects = f'  <object id="5" type="flat_obstacle" x="{ax:g}" y="{ay:g}"><properties><property name="shape" value="bar"/></properties><polyline points="0,0 {bx - ax:g},{by - ay:g}"/></object>\n'
    course = load_course(write_kit(tmp_path, map_xml(objects=objects)))
    assert [STAGGER.to_offset(h) for h in course.objects[0].cells] == [(1, 0), (2, 0), (3, 0), (4, 0)]
    assert course.objects[0].props == {"shape": "bar"}


def test_point_on_a_hex_side_gives_the_side(tmp_path):
    (ax, ay), (bx, by) = center(2, 3), center(3, 3)
    objects = f'  <object id="5" type="tee" x="{(ax + bx) / 2:g}" y="{(ay + by) / 2:g}"><point/></object>\n'
    course = load_course(write_kit(tmp_path, map_xml(objects=objects)))
    assert set(course.objects[0].edge.hexes()) == {STAGGER.to_axial(2, 3), STAGGER.to_axial(3, 3)}


# ---------------------------------------------------------------------------- tile objects and templates
OBJECTS_TSX = """<?xml version="1.0" encoding="UTF-8"?>
<tileset version="{version}" tiledversion="{tiledversion}" name="objects" tilewidth="48" tileheight="48" tilecount="2" columns="2"{align}>
 <image source="objects.png" width="96" height="48"/>
 <tile id="0" {attr}="stump"/>
 <tile id="1" {attr}="rock">
  <properties><property name="heavy" type="bool" value="true"/></properties>
 </tile>
</tileset>
"""


def objects_tsx(version: str = "1.8", tiledversion: str = "1.8.2", attr: str = "type", align: str = "center") -> str:
    extra = f' objectalignment="{align}"' if align else ""
    return OBJECTS_TSX.format(version=version, tiledversion=tiledversion, attr=attr, align=extra)


@pytest.mark.parametrize("align,dx,dy", [("center", 0, 0), ("", 24, -24), ("bottomleft", 24, -24), ("topleft", 24, 24), ("bottom", 0, -24)])
def test_tile_object_stands_on_the_cell_under_its_image_centre(tmp_path, align, dx, dy):
    (tmp_path / "objects.tsx").write_text(objects_tsx(align=align))
    x, y = center(4, 2)
    tilesets = ' <tileset firstgid="1" source="terrain.tsx"/>\n <tileset firstgid="11" source="objects.tsx"/>\n'
    objects = f'  <object id="5" gid="11" x="{x - dx:g}" y="{y - dy:g}" width="48" height="48"/>\n'
    course = load_course(write_kit(tmp_path, map_xml(tilesets=tilesets, objects=objects)))
    (stump,) = course.objects
    assert stump.kind == ObjectKind.STUMP  # typed by its tile, as Tiled shows it
    assert offsets(stump.cells) == {(4, 2)}
    # like a point object, a picture also names the hex side nearest its centre (an Eagle's Creek tee may be one)
    point = load_course(write_kit(tmp_path, map_xml(objects=f'  <object id="5" type="stump" x="{x:g}" y="{y:g}"><point/></object>\n')))
    assert stump.edge == point.objects[0].edge is not None


def test_tile_object_takes_its_tile_properties_under_its_own(tmp_path):
    (tmp_path / "objects.tsx").write_text(objects_tsx())
    x, y = center(4, 2)
    tilesets = ' <tileset firstgid="1" source="terrain.tsx"/>\n <tileset firstgid="11" source="objects.tsx"/>\n'
    objects = f'  <object id="5" gid="12" x="{x:g}" y="{y:g}" width="48" height="48"><properties><property name="note" value="mine"/></properties></object>\n'
    course = load_course(write_kit(tmp_path, map_xml(tilesets=tilesets, objects=objects)))
    assert course.objects[0].kind == ObjectKind.ROCK
    assert course.objects[0].props == {"heavy": True, "note": "mine"}


TEMPLATE = """<?xml version="1.0" encoding="UTF-8"?>
<template>
 <tileset firstgid="1" source="../objects.tsx"/>
 <object name="rock" {attr}="rock" gid="2" width="48" height="48">
  <properties><property name="size" type="int" value="1"/><property name="colour" value="grey"/></properties>
 </object>
</template>
"""


@pytest.mark.parametrize("version,tiledversion,attr", DIALECTS, ids=[d[1] for d in DIALECTS])
@pytest.mark.parametrize("map_has_tileset", [True, False], ids=["map-lists-tileset", "template-only-tileset"])
def test_template_instances_take_the_template_and_override_it(tmp_path, version, tiledversion, attr, map_has_tileset):
    (tmp_path / "objects.tsx").write_text(objects_tsx(version, tiledversion, attr))
    (tmp_path / "templates").mkdir()
    (tmp_path / "templates" / "rock.tx").write_text(TEMPLATE.format(attr=attr))
    tilesets = ' <tileset firstgid="1" source="terrain.tsx"/>\n'
    if map_has_tileset:
        tilesets += ' <tileset firstgid="20" source="objects.tsx"/>\n'
    (x1, y1), (x2, y2) = center(4, 2), center(6, 4)
    objects = (
        f'  <object id="5" template="templates/rock.tx" x="{x1:g}" y="{y1:g}"/>\n'
        f'  <object id="6" template="templates/rock.tx" name="big" x="{x2:g}" y="{y2:g}"><properties><property name="size" type="int" value="3"/></properties></object>\n'
    )
    report = load_report(write_kit(tmp_path, map_xml(version=version, tiledversion=tiledversion, tilesets=tilesets, objects=objects)))
    first, second = report.course.objects
    assert first.kind == second.kind == ObjectKind.ROCK
    assert first.name == "rock" and second.name == "big"
    assert offsets(first.cells) == {(4, 2)} and offsets(second.cells) == {(6, 4)}
    assert first.props == {"heavy": True, "size": 1, "colour": "grey"}
    assert second.props == {"heavy": True, "size": 3, "colour": "grey"}
    assert tmp_path / "templates" / "rock.tx" in report.files and tmp_path / "objects.tsx" in report.files


def test_shape_templates_keep_their_shape(tmp_path):
    (tmp_path / "tee.tx").write_text('<?xml version="1.0"?>\n<template>\n <object type="tee" width="0" height="0">\n  <polygon points="20,10 190,10 190,116 20,116"/>\n </object>\n</template>\n')
    # the polygon's origin snapped to the top-left of the bounding box of cell 0,3 (a staggered row)
    objects = '  <object id="5" template="tee.tx" x="31" y="162"/>\n'
    course = load_course(write_kit(tmp_path, map_xml(objects=objects)))
    assert len(course.objects[0].cells) == 6
