"""Course loading is sped up (issue #17) without changing a single loaded course.

Every map under levels/ (starter templates included) and the map saved by a
real Tiled is loaded, and a hash of everything the loader returns is compared
with the value recorded before the speed work: the model's exact ``repr``
(terrain in its insertion order, cells in order, property values with their
Python types), the warnings and the files read. ``test_tiled_view`` pins the
JSON a save would hold; this pins the exact objects.

When a map or the loader is *meant* to change, re-record with
``python -m tests.courses.test_load_exact`` and say why in the commit.
"""

from __future__ import annotations

import hashlib
import json
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from game import paths
from game.courses import course_files, load_report
from game.rules.course import Terrain

LEVELS = paths.levels_dir()
HERE = Path(__file__).parent
FIXTURE = HERE / "data" / "loaded_course_hashes.json"
MAPS = [*course_files(LEVELS), *sorted((LEVELS / "templates").glob("*.tmx")), *sorted(p for p in (HERE / "data").glob("*/*.tmx") if p.parent.name != "tiled-examples")]


def key(path: Path) -> str:
    """The map's name in the fixture: relative to levels/ or to this folder."""
    return (path.relative_to(LEVELS) if path.is_relative_to(LEVELS) else path.relative_to(HERE)).as_posix()


def shown(path: Path) -> str:
    """A file the loader read, named the same on every machine."""
    resolved = path.resolve()
    for base in (LEVELS.resolve(), HERE.resolve()):
        if resolved.is_relative_to(base):
            return resolved.relative_to(base).as_posix()
    return resolved.name


def fingerprint(path: Path) -> str:
    """A hash of the loaded course's repr, its terrain order, warnings and files."""
    report = load_report(path)
    course = replace(report.course, source="")
    parts = [
        repr(course),
        repr(list(course.terrain.items())),
        repr([(o.id, type(o.id), [(k, type(v).__name__, v) for k, v in o.props.items()]) for o in course.objects]),
        repr([(k, type(v).__name__) for k, v in course.props.items()]),
        repr(report.warnings),
        repr(sorted(shown(f) for f in report.files)),
    ]
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:24]


@pytest.mark.parametrize("path", MAPS, ids=key)
def test_every_map_loads_to_exactly_the_recorded_course(path):
    recorded = json.loads(FIXTURE.read_text(encoding="utf-8"))
    assert fingerprint(path) == recorded[key(path)], "the loaded course changed; if meant, re-record (see the docstring)"


def test_every_terrain_value_is_true_as_the_loader_assumes():
    # the loader keeps a cell's terrain by its truth (None is a cell without terrain)
    assert all(bool(t) for t in Terrain)


def test_the_fixture_covers_every_map():
    assert sorted(json.loads(FIXTURE.read_text(encoding="utf-8"))) == sorted(key(p) for p in MAPS)


if __name__ == "__main__":
    FIXTURE.write_text(json.dumps({key(p): fingerprint(p) for p in MAPS}, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"recorded {len(MAPS)} maps in {FIXTURE}", file=sys.stderr)
