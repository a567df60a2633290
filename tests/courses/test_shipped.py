"""Everything under levels/: every map loads and passes `check`, real Tiled exports it, every reference exists.

The folder is iterated, so courses added by any game's generator are covered
without touching this file. The Tiled tests run Debian's Tiled 1.8 (installed
by .ci/run) and skip only where it is missing.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest

from game import paths
from game.courses import course_files, load_report
from game.courses.validate import check_course
from game.courses.vocabulary import BOARD_KINDS, FLAT_SHAPES
from game.rules.course import GameKind, ObjectKind, Severity, Terrain

LEVELS = paths.levels_dir()
MAPS = course_files(LEVELS)
TEMPLATES = sorted((LEVELS / "templates").glob("*.tx"))
STARTERS = sorted((LEVELS / "templates").glob("*.tmx"))
TILESETS = sorted((LEVELS / "tilesets").glob("*.tsx"))
TILED = shutil.which("tiled")
needs_tiled = pytest.mark.skipif(TILED is None, reason="Debian's tiled package is not installed")


def rel(p: Path) -> str:
    return str(p.relative_to(LEVELS))


@pytest.mark.parametrize("path", MAPS, ids=rel)
def test_every_shipped_map_loads_and_passes_check(path):
    report = load_report(path)
    problems = [*report.warnings, *check_course(report.course)]
    assert [p.line(rel(path)) for p in problems if p.severity == Severity.ERROR] == []
    assert all(f.resolve().is_relative_to(LEVELS.resolve()) for f in report.files)


@pytest.mark.parametrize("path", STARTERS, ids=rel)
def test_starter_maps_load(path):
    report = load_report(path)
    assert report.course.terrain and report.warnings == ()


@pytest.mark.parametrize("path", TEMPLATES, ids=rel)
def test_every_template_places_a_known_piece(tmp_path, path):
    root = ET.parse(path).getroot()
    obj = root.find("object")
    assert obj is not None and ObjectKind(obj.get("type"))
    ts = root.find("tileset")
    if ts is not None:
        assert (path.parent / ts.get("source")).is_file()


def test_the_project_offers_the_vocabulary_as_drop_downs():
    project = json.loads((LEVELS / "rollinone.tiled-project").read_text(encoding="utf-8"))
    enums = {t["name"]: t["values"] for t in project["propertyTypes"] if t["type"] == "enum"}
    assert enums["Terrain"] == [t.value for t in Terrain]
    assert enums["Game"] == [g.value for g in GameKind]
    assert enums["FlatShape"] == list(FLAT_SHAPES)
    assert enums["Board"] == list(BOARD_KINDS)
    classes = {t["name"] for t in project["propertyTypes"] if t["type"] == "class"}
    assert classes == {k.value for k in ObjectKind}
    assert project["folders"] == ["."]


def test_the_project_loads_its_tiled_extension_from_a_folder_that_exists():
    project = json.loads((LEVELS / "rollinone.tiled-project").read_text(encoding="utf-8"))
    extensions = LEVELS / project["extensionsPath"]
    assert sorted(p.name for p in extensions.glob("*.js")) == ["rollinone.js"], "Tiled loads every script in the folder"
    text = (extensions / "rollinone.js").read_text(encoding="utf-8")
    for action in ("RollInOneCheckCourse", "RollInOnePlayCourse", "RollInOneMeasurePar"):
        assert f'"{action}"' in text


def test_terrain_tilesets_keep_ids_sizes_and_property():
    for name, size in (("terrain-pointy.tsx", ("62", "72")), ("terrain-flat.tsx", ("72", "62"))):
        root = ET.parse(LEVELS / "tilesets" / name).getroot()
        assert (root.get("tilewidth"), root.get("tileheight")) == size
        values = [t.find("properties/property").get("value") for t in root.findall("tile")]
        assert values == [t.value for t in Terrain]


def test_generated_files_are_up_to_date():
    """The committed project and templates are what the generator writes."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_tiled_project", LEVELS.parent / "build_scripts" / "make_tiled_project.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    assert json.loads((LEVELS / "rollinone.tiled-project").read_text()) == module.project()
    for name, text in {**module.templates(), **module.starters()}.items():
        assert (LEVELS / "templates" / name).read_text(encoding="utf-8") == text, name


# ---------------------------------------------------------------------------- real Tiled
def tiled(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_RUNTIME_DIR": os.environ.get("XDG_RUNTIME_DIR", "/tmp")}
    return subprocess.run([TILED, *args], capture_output=True, text=True, env=env, timeout=120, cwd=cwd)


def references(path: Path, seen: set[Path] | None = None) -> set[Path]:
    """Every file a map, tileset or template names, followed through tilesets and templates."""
    seen = seen if seen is not None else set()
    root = ET.parse(path).getroot()
    found: set[Path] = set()
    for elem in root.iter():
        for attr in ("source", "template"):
            ref = elem.get(attr)
            if ref and elem.tag in ("tileset", "image", "object"):
                target = (path.parent / ref).resolve()
                found.add(target)
                if target.suffix in (".tsx", ".tx") and target.is_file() and target not in seen:
                    seen.add(target)
                    found |= references(target, seen)
    return found


@pytest.mark.slow
@needs_tiled
@pytest.mark.parametrize("path", MAPS + STARTERS, ids=rel)
def test_every_shipped_map_exports_through_real_tiled(tmp_path, path):
    out = tmp_path / "out.json"
    result = tiled("--export-map", "json", str(path), str(out), cwd=path.parent)
    assert result.returncode == 0, result.stderr
    data = json.loads(out.read_text())
    assert data["orientation"] == "hexagonal" and data["layers"]
    # Tiled exits 0 even when a tileset is missing, so check every reference ourselves
    missing = sorted(str(p) for p in references(path) if not p.is_file())
    assert missing == []


@pytest.mark.slow
@needs_tiled
@pytest.mark.parametrize("path", TILESETS, ids=rel)
def test_every_tileset_exports_through_real_tiled(tmp_path, path):
    result = tiled("--export-tileset", "json", str(path), str(tmp_path / "out.json"), cwd=path.parent)
    assert result.returncode == 0, result.stderr
    assert json.loads((tmp_path / "out.json").read_text())["tilecount"] > 0
    assert all(p.is_file() for p in references(path))


@pytest.mark.slow
@needs_tiled
def test_template_instances_load_as_real_tiled_detaches_them(tmp_path):
    """Place every template in a starter map, let Tiled 1.8 detach them, and compare what the loader reads."""
    from game.courses.tmxwrite import layout_for
    from game.hexgrid import Stagger

    levels = tmp_path / "levels"
    shutil.copytree(LEVELS / "tilesets", levels / "tilesets")
    shutil.copytree(LEVELS / "templates", levels / "templates")
    (levels / "mine").mkdir()
    lay = layout_for(Stagger("y", "odd"))
    placed = []
    for i, template in enumerate(sorted(t.name for t in TEMPLATES if "flat" not in t.name or "obstacle" in t.name)):
        col, row = 1 + (i % 4) * 3, 1 + (i // 4) * 3
        x, y = lay.cell_origin(col, row) if template == "carom-tee.tx" else lay.cell_center(col, row)
        placed.append(f'  <object id="{i + 1}" template="../templates/{template}" x="{x:g}" y="{y:g}"/>')
    starter = (LEVELS / "templates" / "new-carom-course.tmx").read_text()
    # the starter's own pieces make way for one of every template
    text, n = re.subn(r'<objectgroup id="2" name="objects"(/>|>.*?</objectgroup>)', lambda m: '<objectgroup id="2" name="objects">\n' + "\n".join(placed) + "\n </objectgroup>", starter, flags=re.S)
    assert n == 1
    mine = levels / "mine" / "all.tmx"
    mine.write_text(re.sub(r'nextobjectid="\d+"', f'nextobjectid="{len(placed) + 1}"', text))
    detached = levels / "mine" / "detached.tmx"
    result = tiled("--export-map", "tmx", "--detach-templates", "--embed-tilesets", str(mine), str(detached), cwd=mine.parent)
    assert result.returncode == 0, result.stderr
    assert "template=" not in detached.read_text()

    def seen(path: Path) -> list[tuple]:  # type: ignore[type-arg]
        course = load_report(path).course
        return [(o.id, o.kind, o.cells, o.name, dict(o.props)) for o in course.objects]

    assert seen(mine) == seen(detached)
    assert len(seen(mine)) == len(placed)
