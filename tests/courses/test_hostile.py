"""Hostile and broken course files: each gives one clear line naming the file and the problem.

Never a traceback, a hang or a crash: the loader raises CourseError, and
`rollinone check` prints one line per problem and exits 1.
"""

from __future__ import annotations

import base64
import gzip
import os
import struct
import zlib
from pathlib import Path

import pytest

from game.courses import CourseError, load_course
from game.courses.safexml import MAX_DEPTH, MAX_FILE_BYTES
from tests.courses.tmxkit import ROWS, carom_objects, data_xml, gids, map_xml, terrain_tileset_xml, write_kit

WIDTH, HEIGHT = len(ROWS[0]), len(ROWS)


def assert_one_line_error(path: Path, *needles: str) -> CourseError:
    """Loading ``path`` raises a one-line CourseError naming the file and saying each needle."""
    with pytest.raises(CourseError) as info:
        load_course(path)
    text = str(info.value)
    assert "\n" not in text and "Traceback" not in text
    assert text.startswith(str(path)), text
    for needle in needles:
        assert needle in text, text
    return info.value


def good(tmp_path: Path, **kwargs) -> str:  # type: ignore[no-untyped-def]
    kwargs.setdefault("objects", carom_objects())
    return map_xml(**kwargs)


def test_kit_course_is_fine(tmp_path):
    course = load_course(write_kit(tmp_path, good(tmp_path)))
    assert len(course.terrain) == WIDTH * HEIGHT


# ---------------------------------------------------------------------------- XML level
def test_malformed_xml_names_line_and_column(tmp_path):
    path = write_kit(tmp_path, good(tmp_path).replace("</map>", "</mapp>"))
    assert_one_line_error(path, "malformed XML", "line")


def test_truncated_file_is_malformed(tmp_path):
    text = good(tmp_path)
    path = write_kit(tmp_path, text[: len(text) // 2])
    assert_one_line_error(path, "malformed XML")


def test_empty_file(tmp_path):
    path = write_kit(tmp_path, "")
    assert_one_line_error(path, "malformed XML")


BILLION_LAUGHS = """<?xml version="1.0"?>
<!DOCTYPE map [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
 <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
 <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
 <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
 <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
 <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
]>
<map orientation="hexagonal" width="1" height="1" tilewidth="62" tileheight="72"><properties><property name="name" value="&lol9;"/></properties></map>
"""


def test_billion_laughs_is_refused_before_parsing(tmp_path):
    path = write_kit(tmp_path, BILLION_LAUGHS)
    assert_one_line_error(path, "DOCTYPE")


def test_external_entity_is_refused(tmp_path):
    text = good(tmp_path).replace('<?xml version="1.0" encoding="UTF-8"?>\n', '<?xml version="1.0"?>\n<!DOCTYPE map [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n')
    text = text.replace('value="Kit"', 'value="&x;"')
    assert_one_line_error(write_kit(tmp_path, text), "DOCTYPE")


def test_entity_in_an_external_tileset_is_refused(tmp_path):
    tsx = terrain_tileset_xml().replace("<tileset ", '<!DOCTYPE t [<!ENTITY a "b">]>\n<tileset ', 1)
    path = write_kit(tmp_path, good(tmp_path), tileset=tsx)
    assert_one_line_error(path, "DOCTYPE")


def test_utf16_file_cannot_smuggle_a_doctype(tmp_path):
    path = tmp_path / "c.tmx"
    path.write_bytes(BILLION_LAUGHS.replace('<?xml version="1.0"?>', '<?xml version="1.0" encoding="UTF-16"?>').encode("utf-16"))
    assert_one_line_error(path, "not UTF-8")


def test_bytes_that_are_not_utf8(tmp_path):
    path = tmp_path / "c.tmx"
    path.write_bytes(good(tmp_path).encode().replace(b"Kit", b"K\xffit"))
    (tmp_path / "terrain.tsx").write_text(terrain_tileset_xml())
    assert_one_line_error(path, "not UTF-8")


def test_deep_nesting_is_stopped(tmp_path):
    deep = "<properties>" * (MAX_DEPTH + 5) + "</properties>" * (MAX_DEPTH + 5)
    text = good(tmp_path).replace(" <properties>", " " + deep + "<properties>", 1)
    assert_one_line_error(write_kit(tmp_path, text), "nested more than")


def test_huge_file_is_not_read(tmp_path):
    path = tmp_path / "c.tmx"
    with path.open("wb") as f:
        f.truncate(MAX_FILE_BYTES + 10)
    assert_one_line_error(path, "at most 8 MB")


def test_a_tileset_file_given_as_a_course(tmp_path):
    path = tmp_path / "t.tsx"
    path.write_text(terrain_tileset_xml())
    assert_one_line_error(path, "this is a Tiled tileset file, not a map")


def test_folder_given_as_a_course(tmp_path):
    assert_one_line_error(tmp_path, "is a folder")


# ---------------------------------------------------------------------------- layer data
def bomb_data(compression: str, size: int = 20_000_000) -> str:
    raw = bytes(size)
    packed = zlib.compress(raw, 9) if compression == "zlib" else gzip.compress(raw, 9)
    return f'<data encoding="base64" compression="{compression}">{base64.b64encode(packed).decode()}</data>'


@pytest.mark.parametrize("compression", ["zlib", "gzip"])
def test_compression_bomb_is_stopped_after_one_layer_of_bytes(tmp_path, compression):
    path = write_kit(tmp_path, good(tmp_path, data=bomb_data(compression)))
    assert_one_line_error(path, "compression bomb", "layer 'terrain'")


@pytest.mark.parametrize("compression", ["zlib", "gzip"])
def test_damaged_compressed_data(tmp_path, compression):
    data = data_xml(gids(ROWS), WIDTH, "base64", compression)
    start = data.index(">") + 1
    body = base64.b64decode(data[start : data.index("<", start)].strip())
    broken = base64.b64encode(body[:6] + bytes(len(body) - 6)).decode()
    path = write_kit(tmp_path, good(tmp_path, data=f'<data encoding="base64" compression="{compression}">{broken}</data>'))
    assert_one_line_error(path, compression)


def test_zstd_layer_says_how_to_resave(tmp_path):
    path = write_kit(tmp_path, good(tmp_path, data='<data encoding="base64" compression="zstd">KLUv/SAEIQAAAAAA</data>'))
    assert_one_line_error(path, "zstd", "Tile Layer Format", "CSV")


def test_damaged_base64(tmp_path):
    path = write_kit(tmp_path, good(tmp_path, data='<data encoding="base64">not*base64!</data>'))
    assert_one_line_error(path, "base64 data is damaged")


def test_layer_with_too_few_tiles(tmp_path):
    path = write_kit(tmp_path, good(tmp_path, data='<data encoding="csv">1,1,1</data>'))
    assert_one_line_error(path, "holds 3 tiles but the map has 35 cells")


def test_csv_with_garbage(tmp_path):
    ids = ",".join(["1"] * (WIDTH * HEIGHT - 1) + ["x"])
    path = write_kit(tmp_path, good(tmp_path, data=f'<data encoding="csv">{ids}</data>'))
    assert_one_line_error(path, "is not a number")


def test_tile_of_no_tileset_names_the_cell(tmp_path):
    ids = gids(ROWS)
    ids[WIDTH + 2] = 500
    path = write_kit(tmp_path, good(tmp_path, data=data_xml(ids, WIDTH)))
    assert_one_line_error(path, "tile id 500 belongs to no tileset", "cell 2,1")


def test_infinite_map(tmp_path):
    data = '<data encoding="csv"><chunk x="0" y="0" width="16" height="16">1</chunk></data>'
    path = write_kit(tmp_path, good(tmp_path, infinite="1", data=data))
    assert_one_line_error(path, "infinite", "untick")


def test_infinite_chunks_in_a_finite_map(tmp_path):
    data = '<data encoding="csv"><chunk x="0" y="0" width="16" height="16">1</chunk></data>'
    path = write_kit(tmp_path, good(tmp_path, data=data))
    assert_one_line_error(path, "chunks")


# ---------------------------------------------------------------------------- map attributes
@pytest.mark.parametrize("orientation", ["orthogonal", "isometric", "staggered"])
def test_non_hexagonal_orientation(tmp_path, orientation):
    path = write_kit(tmp_path, good(tmp_path, orientation=orientation))
    assert_one_line_error(path, f"orientation is {orientation}", "hexagonal")


@pytest.mark.parametrize("size", [(201, 5), (5, 1000)])
def test_absurd_size(tmp_path, size):
    w, h = size
    path = write_kit(tmp_path, good(tmp_path, width=w, height=h, data='<data encoding="csv">0</data>'))
    assert_one_line_error(path, f"{w}×{h} cells", "at most 200×200")


def test_size_that_is_not_a_number(tmp_path):
    text = good(tmp_path).replace('width="7" height="5" tilewidth', 'width="1e99" height="5" tilewidth', 1)
    assert_one_line_error(write_kit(tmp_path, text), "not a whole number")


def test_unknown_stagger_axis(tmp_path):
    path = write_kit(tmp_path, good(tmp_path, stagger=("z", "odd")))
    assert_one_line_error(path, "stagger axis")


def test_unknown_terrain_value_names_the_cell(tmp_path):
    tsx = terrain_tileset_xml().replace('value="water"', 'value="lava"')
    path = write_kit(tmp_path, good(tmp_path), tileset=tsx)
    assert_one_line_error(path, "unknown terrain 'lava'", "cell 2,2")


def test_missing_game_property(tmp_path):
    path = write_kit(tmp_path, good(tmp_path, props='<property name="name" value="x"/>'))
    assert_one_line_error(path, "'game' is missing", "Map Properties")


def test_bad_int_property(tmp_path):
    props = '<property name="game" value="carom"/><property name="par" type="int" value="four"/>'
    path = write_kit(tmp_path, good(tmp_path, props=props))
    assert_one_line_error(path, "property 'par'", "not a whole number")


# ---------------------------------------------------------------------------- references
@pytest.mark.parametrize("source", ["../../../../../../etc/passwd.tsx", "/etc/hostname"])
def test_tileset_path_leaving_the_course_folder(tmp_path, source):
    path = write_kit(tmp_path / "deep", good(tmp_path, tilesets=f' <tileset firstgid="1" source="{source}"/>\n'))
    assert_one_line_error(path, "lies outside the course's folder")


def test_image_path_leaving_the_course_folder(tmp_path):
    embedded = terrain_tileset_xml(image="../../../../secret.png", embedded_firstgid=1)
    path = write_kit(tmp_path / "deep", good(tmp_path, tilesets=embedded), tileset="")
    assert_one_line_error(path, "image", "lies outside the course's folder")


def test_symlink_out_of_the_folder_is_refused(tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "real.tsx").write_text(terrain_tileset_xml())
    course_dir = tmp_path / "course"
    path = write_kit(course_dir, good(tmp_path, tilesets=' <tileset firstgid="1" source="link.tsx"/>\n'), tileset="")
    try:
        os.symlink(outside / "real.tsx", course_dir / "link.tsx")
    except OSError as exc:  # Windows lets only administrators and developer mode make links
        pytest.skip(f"cannot make a symbolic link here ({exc})")
    assert_one_line_error(path, "lies outside the course's folder")


def test_missing_tileset_file(tmp_path):
    path = write_kit(tmp_path, good(tmp_path, tilesets=' <tileset firstgid="1" source="gone.tsx"/>\n'), tileset="")
    assert_one_line_error(path, "tileset 'gone.tsx' is missing")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_tileset_that_is_a_pipe_does_not_hang(tmp_path):
    path = write_kit(tmp_path, good(tmp_path, tilesets=' <tileset firstgid="1" source="pipe.tsx"/>\n'), tileset="")
    os.mkfifo(tmp_path / "pipe.tsx")
    assert_one_line_error(path, "not a regular file")


def test_missing_template_file(tmp_path):
    objects = '  <object id="1" template="templates/gone.tx" x="10" y="10"/>\n'
    path = write_kit(tmp_path, good(tmp_path, objects=objects))
    assert_one_line_error(path, "template 'templates/gone.tx' is missing", "object 1")


def test_template_leaving_the_folder(tmp_path):
    objects = '  <object id="1" template="../../../../../../tmp/evil.tx" x="10" y="10"/>\n'
    path = write_kit(tmp_path / "deep", good(tmp_path, objects=objects))
    assert_one_line_error(path, "lies outside the course's folder", "object 1")


def test_template_that_uses_a_template(tmp_path):
    (tmp_path / "t.tx").write_text('<?xml version="1.0"?><template><object template="t.tx" type="rock"><point/></object></template>')
    objects = '  <object id="1" template="t.tx" x="100" y="100"/>\n'
    path = write_kit(tmp_path, good(tmp_path, objects=objects))
    assert_one_line_error(path, "itself a template instance")


# ---------------------------------------------------------------------------- objects
def test_object_far_outside_the_map(tmp_path):
    objects = '  <object id="7" name="stray" type="rock" x="99999" y="50"><point/></object>\n'
    path = write_kit(tmp_path, good(tmp_path, objects=carom_objects() + objects))
    assert_one_line_error(path, "lies outside the map", "object 7 'stray'")


def test_huge_rectangle_is_refused_quickly(tmp_path):
    objects = '  <object id="7" type="tee" x="-5000000" y="-5000000" width="9000000" height="9000000"/>\n'
    path = write_kit(tmp_path, good(tmp_path, objects=objects))
    assert_one_line_error(path, "lies outside the map")


def test_coordinates_that_are_not_numbers(tmp_path):
    objects = '  <object id="7" type="rock" x="nan" y="50"><point/></object>\n'
    path = write_kit(tmp_path, good(tmp_path, objects=objects))
    assert_one_line_error(path, "x=nan", "object 7")


def test_too_many_points(tmp_path):
    pts = " ".join(f"{i % 50},{i % 7}" for i in range(1500))
    objects = f'  <object id="7" type="flat_obstacle" x="100" y="100"><polyline points="{pts}"/></object>\n'
    path = write_kit(tmp_path, good(tmp_path, objects=objects))
    assert_one_line_error(path, "more than 1000 points")


def test_duplicate_object_ids(tmp_path):
    objects = carom_objects() + '  <object id="2" type="rock" x="100" y="100"><point/></object>\n'
    path = write_kit(tmp_path, good(tmp_path, objects=objects))
    assert_one_line_error(path, "two objects have id 2")


def test_unknown_object_type_lists_the_known_ones(tmp_path):
    objects = '  <object id="3" name="s" type="stumpp" x="100" y="100"><point/></object>\n'
    path = write_kit(tmp_path, good(tmp_path, objects=carom_objects() + objects))
    assert_one_line_error(path, "unknown object type 'stumpp'", "stump", "object 3 's'")


def test_object_covering_no_cell(tmp_path):
    objects = '  <object id="3" type="flat_obstacle" x="100" y="100" width="2" height="2"/>\n'
    path = write_kit(tmp_path, good(tmp_path, objects=objects))
    assert_one_line_error(path, "covers no cell centre")


def test_newlines_in_names_stay_on_one_line(tmp_path):
    objects = '  <object id="3" name="a&#10;b" type="stumpp" x="100" y="100"><point/></object>\n'
    path = write_kit(tmp_path, good(tmp_path, objects=objects))
    error = assert_one_line_error(path, "'a b'")
    assert "\n" not in error.where


def test_raw_struct_is_little_endian_as_tiled_writes_it(tmp_path):
    # a base64 layer written by hand, byte by byte, decodes to the same terrain as CSV
    raw = b"".join(struct.pack("<I", g) for g in gids(ROWS))
    data = f'<data encoding="base64">{base64.b64encode(raw).decode()}</data>'
    a = load_course(write_kit(tmp_path / "a", good(tmp_path, data=data)))
    b = load_course(write_kit(tmp_path / "b", good(tmp_path)))
    assert a.terrain == b.terrain
