"""`rollinone check PATH…`: one line per problem, exit 1 on errors, --json for tools, never a traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import cli
from tests.courses.tmxkit import carom_objects, map_xml, write_kit

ROOT = Path(__file__).resolve().parents[2]


def run_check(capsys, *args: str) -> tuple[int, str, str]:  # type: ignore[no-untyped-def]
    code = cli.main(["check", *args])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_good_course_exits_zero(tmp_path, capsys):
    path = write_kit(tmp_path, map_xml(objects=carom_objects()))
    code, out, err = run_check(capsys, str(path))
    assert code == 0 and out == "" and "checked 1 course file: 0 errors, 0 warnings" in err


def test_errors_print_file_severity_where_message_and_exit_one(tmp_path, capsys):
    objects = carom_objects() + '  <object id="9" name="extra" type="tee" x="40" y="40"><point/></object>\n'
    path = write_kit(tmp_path, map_xml(objects=objects))
    code, out, _ = run_check(capsys, str(path))
    assert code == 1
    assert f"{path}: error: object 9 'extra': the course has 2 tees; Carom Golf has one" in out.splitlines()


def test_warnings_alone_exit_zero(tmp_path, capsys):
    objects = carom_objects() + '  <object id="9" name="note" x="40" y="40"><point/></object>\n'
    path = write_kit(tmp_path, map_xml(objects=objects))
    code, out, _ = run_check(capsys, str(path))
    assert code == 0 and f"{path}: warning: object 9 'note': has no type" in out


def test_folders_are_searched_recursively_skipping_templates_and_tilesets(tmp_path, capsys):
    good = map_xml(objects=carom_objects())
    write_kit(tmp_path / "a", good, "one.tmx")
    write_kit(tmp_path / "a" / "b", good.replace("hexagonal", "orthogonal"), "two.tmx")
    write_kit(tmp_path / "templates", "<broken", "skip.tmx")
    write_kit(tmp_path / "tilesets", "<broken", "skip.tmx")
    code, out, err = run_check(capsys, str(tmp_path))
    assert code == 1
    assert out.splitlines() == [f"{tmp_path / 'a' / 'b' / 'two.tmx'}: error: the map orientation is orthogonal; courses must be hexagonal maps (Map > Map Properties > Orientation)"]
    assert "checked 2 course files" in err


def test_json_output_for_tools(tmp_path, capsys):
    path = write_kit(tmp_path, map_xml(objects=""))
    code, out, _ = run_check(capsys, "--json", str(path))
    data = json.loads(out)
    assert code == 1 and data["files"] == 1 and data["errors"] == 2
    assert {"file": str(path), "severity": "error", "where": "", "message": "the course has no hole; place a hole object (template hole)"} in data["problems"]


def test_missing_and_unreadable_paths(tmp_path, capsys):
    locked = tmp_path / "locked"
    locked.mkdir()
    write_kit(locked, map_xml(objects=carom_objects()))
    os.chmod(locked, 0)
    try:
        code, out, _ = run_check(capsys, str(tmp_path / "nope.tmx"), str(locked), str(locked / "course.tmx"))
    finally:
        os.chmod(locked, 0o755)
    assert code == 1
    lines = out.splitlines()
    assert lines[0] == f"{tmp_path / 'nope.tmx'}: error: no such file or folder"
    if hasattr(os, "geteuid") and os.geteuid() != 0:  # root reads everything (and Windows ignores chmod); the rest must still be one line each
        assert any("cannot" in line for line in lines[1:])
    assert "Traceback" not in out


def test_hostile_corpus_in_one_run_never_shows_a_traceback(tmp_path):
    """Run the real command in a subprocess over a folder of broken files."""
    cases = {
        "malformed.tmx": "<map",
        "doctype.tmx": '<?xml version="1.0"?><!DOCTYPE map [<!ENTITY a "b">]><map/>',
        "zstd.tmx": map_xml(data='<data encoding="base64" compression="zstd">KLUv/SAEIQAAAAAA</data>'),
        "ortho.tmx": map_xml(orientation="orthogonal"),
        "empty.tmx": "",
        "binary.tmx": "\x00\x01\x02",
    }
    for name, text in cases.items():
        write_kit(tmp_path, text, name)
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "PYTHONPATH": str(ROOT)}
    result = subprocess.run([sys.executable, "-m", "game", "check", str(tmp_path)], capture_output=True, text=True, env=env, timeout=120, cwd=ROOT)
    assert result.returncode == 1
    assert "Traceback" not in result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == len(cases) and all(": error: " in line for line in lines)


@pytest.mark.parametrize("flag", ["--no-warnings"])
def test_no_warnings_hides_warnings(tmp_path, capsys, flag):
    objects = carom_objects() + '  <object id="9" name="note" x="40" y="40"><point/></object>\n'
    path = write_kit(tmp_path, map_xml(objects=objects))
    code, out, _ = run_check(capsys, flag, str(path))
    assert code == 0 and out == ""
