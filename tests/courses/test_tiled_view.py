"""Issue #16 point 7: what a course designer sees in Tiled is what the game plays.

Shipped courses place their pieces as tile objects (Tiled and tmxrasterizer draw
them) and still load to exactly the CourseMap they loaded to before; the starter
templates are small valid courses; Tiled 1.8's Type field and 1.9+'s classes
offer the same object types. Where Debian's real Tiled is installed, it opens
and re-saves the courses and renders their pieces.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from game import paths
from game.courses import load_course
from game.rules.course import ObjectKind

LEVELS = paths.levels_dir()
FIXTURE = Path(__file__).parent / "data" / "shipped_course_maps.json"
TILED_ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
SHIPPED = sorted(p for p in LEVELS.glob("*/*.tmx") if p.parent.name != "templates")
TEMPLATES = sorted((LEVELS / "templates").glob("*.tmx"))


def course_json(path: Path) -> dict:
    data = load_course(path).to_json()
    data.pop("source", None)  # where the file was read from, not what it holds
    return data


def digest(data: dict) -> str:
    return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_shipped_courses_load_exactly_as_before_the_tile_objects(path):
    before = json.loads(FIXTURE.read_text(encoding="utf-8"))[path.relative_to(LEVELS).as_posix()]
    now = course_json(path)
    assert now["objects"] == before["objects"]
    assert digest(now) == before["sha256"], "terrain, grid, name or properties changed"


def test_the_fixture_covers_every_shipped_course():
    assert sorted(json.loads(FIXTURE.read_text(encoding="utf-8"))) == [p.relative_to(LEVELS).as_posix() for p in SHIPPED]


@pytest.mark.parametrize("path", SHIPPED + TEMPLATES, ids=lambda p: p.name)
def test_pieces_are_tile_objects_from_the_objects_tileset(path):
    root = ET.parse(path).getroot()
    sources = {ts.get("source", "").rsplit("/", 1)[-1]: int(ts.get("firstgid")) for ts in root.iter("tileset")}
    assert "objects.tsx" in sources
    for obj in root.iter("object"):
        multi_cell = obj.find("polyline") is not None or obj.find("polygon") is not None or (obj.get("width") and not obj.get("gid"))
        assert obj.find("point") is None, f"object {obj.get('id')} is a bare pin"
        if not multi_cell:
            assert int(obj.get("gid")) >= sources["objects.tsx"], f"object {obj.get('id')} shows no picture"


def test_the_templates_are_valid_courses():
    out = subprocess.run(
        [sys.executable, "-m", "game", "check", *map(str, TEMPLATES)], capture_output=True, text=True, timeout=120,
        env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"},
    )
    assert out.returncode == 0, out.stdout + out.stderr
    assert "0 errors" in out.stderr
    kinds = {p.name: [o.kind for o in load_course(p).objects] for p in TEMPLATES}
    assert sorted(kinds["new-carom-course.tmx"]) == sorted([ObjectKind.TEE, ObjectKind.HOLE])
    assert sorted(kinds["new-eagles-creek-sheet.tmx"]) == sorted([ObjectKind.TEE, ObjectKind.FLAG])
    assert len(load_course(LEVELS / "templates" / "new-rollinone-board.tmx").terrain) == 19


def test_tiled_18_types_and_19_classes_name_the_same_object_types():
    project = json.loads((LEVELS / "rollinone.tiled-project").read_text(encoding="utf-8"))
    types_file = LEVELS / project["objectTypesFile"]
    old = {t.get("name"): t.get("color") for t in ET.parse(types_file).getroot().iter("objecttype")}
    classes = {t["name"]: t["color"] for t in project["propertyTypes"] if t["type"] == "class"}
    assert set(old) == set(classes) == {k.value for k in ObjectKind}, "1.9+ merges the file into classes of the same names"
    assert all(classes[name] == "#ff" + colour[1:] for name, colour in old.items()), "and the same colours"


def _copy_levels(tmp_path: Path) -> Path:
    copy = tmp_path / "levels"
    shutil.copytree(LEVELS, copy)
    return copy


@pytest.mark.skipif(shutil.which("tiled") is None, reason="Tiled is not installed")
def test_tiled_re_saves_the_courses_without_changing_what_the_game_plays(tmp_path):
    copy = _copy_levels(tmp_path)
    for rel in ("carom/course_3.tmx", "eagles_creek/eagles_creek.tmx", "rollinone/hole-1-opening-drive.tmx", *(f"templates/{p.name}" for p in TEMPLATES)):
        saved = copy / rel
        subprocess.run(["tiled", "--export-map", "tmx", str(LEVELS / rel), str(saved)], env=TILED_ENV, check=True, capture_output=True, timeout=60)
        assert course_json(saved) == course_json(LEVELS / rel), rel


@pytest.mark.skipif(shutil.which("tmxrasterizer") is None, reason="tmxrasterizer is not installed")
def test_tmxrasterizer_draws_the_pieces(tmp_path):
    import pygame

    course = LEVELS / "carom" / "course_1.tmx"
    images = {}
    for name, extra in (("all", []), ("bare", ["--hide-layer", "objects"])):
        out = tmp_path / f"{name}.png"
        subprocess.run(["tmxrasterizer", *extra, str(course), str(out)], env=TILED_ENV, check=True, capture_output=True, timeout=60)
        images[name] = pygame.image.load(str(out))
    for obj in ET.parse(course).getroot().iter("object"):
        if obj.get("gid"):
            x, y = round(float(obj.get("x"))), round(float(obj.get("y")))
            differ = sum(images["all"].get_at((x + dx, y + dy)) != images["bare"].get_at((x + dx, y + dy)) for dx in range(-12, 13, 4) for dy in range(-12, 13, 4))
            assert differ > 10, f"object {obj.get('id')} ({obj.get('type')}) is not drawn"
