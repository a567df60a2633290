"""Issue #29 point 4: real maps from (older) Tiled, from Tiled's own examples.

Each example (``tests/courses/data/tiled-examples/``, with Tiled's licence files
beside them) is refused by ``rollinone check`` with exit 1 and one true line:
it is not a course, and the line says what makes one. Given a ``game``
property, the older ones show that a plain DOCTYPE line is read and that a
tileset without ``tilecount`` is measured from its image.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from game import cli
from game.commands.check import check_file

EXAMPLES = Path(__file__).parent / "data" / "tiled-examples"
MAPS = sorted(EXAMPLES.rglob("*.tmx"))


def test_the_examples_are_here_with_their_licence():
    assert len(MAPS) >= 10
    assert {"COPYING", "LICENSE.GPL", "LICENSE.BSD", "README.md"} <= {p.name for p in EXAMPLES.iterdir()}


@pytest.mark.parametrize("path", MAPS, ids=lambda p: p.relative_to(EXAMPLES).as_posix())
def test_each_example_is_refused_in_one_true_line(path, capsys):
    code = cli.main(["check", str(path)])
    out = capsys.readouterr()
    assert code == 1 and "Traceback" not in out.out + out.err
    (line,) = out.out.splitlines()
    assert line.startswith(f"{path}: error: not a course: no 'game' map property")
    orientation = re.search(r'orientation="([^"]*)"', path.read_text(encoding="utf-8"))
    assert orientation is not None
    said = f", and its orientation is {orientation.group(1)}."
    assert (said in line) == (orientation.group(1) != "hexagonal"), "the orientation is named exactly when it is wrong"
    assert "A course is a hexagonal Tiled map whose map property 'game' is carom, eagles_creek or rollinone" in line


def with_game(path: Path, folder: Path) -> Path:
    """A copy of an example (and its tilesets) with the map property game = carom."""
    for other in path.parent.glob("*.tsx"):
        shutil.copy(other, folder / other.name)
    text = path.read_text(encoding="utf-8")
    prop = '<property name="game" value="carom"/>'
    if "<properties>" in text.split("<tileset", 1)[0]:
        text = text.replace("<properties>", f"<properties>\n  {prop}", 1)
    else:
        text = re.sub(r"(<map\b[^>]*>)", rf"\1\n <properties>\n  {prop}\n </properties>", text, count=1)
    copy = folder / path.name
    copy.write_text(text, encoding="utf-8")
    return copy


@pytest.mark.parametrize("name", ["desert-1.0-doctype.tmx", "isometric_grass_and_water-1.0-doctype.tmx", "sewer_automap/rule_001.tmx"])
def test_a_plain_doctype_line_of_older_tiled_is_read(tmp_path, name):
    path = with_game(EXAMPLES / name, tmp_path)
    assert "<!DOCTYPE map SYSTEM" in path.read_text(encoding="utf-8")
    (problem,) = [f.problem for f in check_file(path)]
    assert problem.code == "map.orientation", "read past the DOCTYPE, to what is really wrong"


def test_a_tileset_without_tilecount_is_measured_from_its_image(tmp_path):
    """hexagonal-mini's tileset (18×18 tiles of a 106×72 image: 5 × 4) names no tilecount; its tile 15 is one of them."""
    import xml.etree.ElementTree as ET

    from game.courses.layerdata import decode

    source = (EXAMPLES / "hexagonal-mini.tmx").read_text(encoding="utf-8")
    root = ET.fromstring(source)
    data = root.find("layer/data")
    assert "tilecount" not in source and "<tile " not in source and data is not None
    assert 15 <= max(decode(data, 20, 20, EXAMPLES, "")) <= 20, "without the image's measure its tileset would hold no tile"
    path = with_game(EXAMPLES / "hexagonal-mini.tmx", tmp_path)
    codes = [f.problem.code for f in check_file(path)]
    assert "tile.unknown" not in codes
    assert codes[:2] == ["image.missing", "cells.none"], "a hexagonal map of other tiles (their picture not copied): it has no course cells"


def test_a_tileset_without_tilecount_or_image_size_is_measured_from_the_png(tmp_path):
    import pygame

    from tests.courses.tmxkit import carom_objects, map_xml, terrain_tileset_xml, write_kit

    tsx = terrain_tileset_xml()
    tsx = re.sub(r' tilecount="\d+"', "", tsx)
    tsx = re.sub(r'(<image source="terrain-pointy.png") width="\d+" height="\d+"', r"\1", tsx)
    tsx = re.sub(r' <tile id="9">.*?</tile>\n', "", tsx, flags=re.DOTALL)  # the last tile has no properties now
    image = pygame.Surface((62 * 10, 72))
    write_kit(tmp_path, "", "unused.tmx", tileset=tsx)
    pygame.image.save(image, str(tmp_path / "terrain-pointy.png"))
    rows = ["FFFFFFF", "FFFDFFF", "FFWWFFF", "FFFFFFF", "FFFFFFF"]
    text = map_xml(objects=carom_objects(), rows=rows).replace(",1,", ",10,", 1)  # a tile of the last column: decoration
    path = tmp_path / "course.tmx"
    path.write_text(text, encoding="utf-8")
    assert [f.line() for f in check_file(path) if f.severity == "error"] == []
