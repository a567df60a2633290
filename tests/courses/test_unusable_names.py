"""Course files naming over-long or unusable files are refused with the usual one-line course error, everywhere."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import cli, paths
from game.courses import CourseError, load_course
from game.courses.watch import CourseWatcher
from tests.courses.test_watch import Clock, save
from tests.courses.tmxkit import carom_objects, map_xml, point, write_kit

LONG = "a" * 300  # longer than any file system allows for one name
DEEP = "/".join(["b" * 200] * 30)  # longer than any file system allows for a path


def with_tileset(source: str) -> str:
    return map_xml(tilesets=f' <tileset firstgid="1" source="{source}"/>\n', objects=carom_objects())


def with_template(template: str) -> str:
    return map_xml(objects=carom_objects() + f'  <object id="9" template="{template}" x="10" y="10"/>\n')


UNUSABLE = {
    "tileset name too long": (with_tileset(LONG + ".tsx"), "the tileset"),
    "tileset path too long": (with_tileset(DEEP + "/t.tsx"), "the tileset"),
    "template name too long": (with_template(LONG + ".tx"), "the template"),
    "template path too long": (with_template(DEEP + "/t.tx"), "the template"),
}


@pytest.mark.parametrize(("text", "what"), UNUSABLE.values(), ids=UNUSABLE.keys())
def test_an_unusable_referenced_name_is_a_course_error(tmp_path, text, what):
    path = write_kit(tmp_path, text)
    with pytest.raises(CourseError) as caught:
        load_course(path)
    line = str(caught.value)
    assert line.startswith(f"{path}: error: ") and what in line and "not a usable file name" in line
    assert "\n" not in line and len(line) < 400  # the 6000-character name is shortened


@pytest.mark.parametrize(("text", "what"), UNUSABLE.values(), ids=UNUSABLE.keys())
def test_check_prints_the_course_error(tmp_path, capsys, text, what):
    path = write_kit(tmp_path, text)
    code = cli.main(["check", str(path)])
    out = capsys.readouterr().out.strip().splitlines()
    assert code == 1
    assert len(out) == 1 and what in out[0] and "not a usable file name" in out[0]
    assert "could not be read (OSError" not in out[0]  # a course error, not the catch-all


def test_a_course_whose_own_name_is_too_long_is_a_course_error(tmp_path):
    with pytest.raises(CourseError, match="cannot read the course file .File name too long"):
        load_course(tmp_path / (LONG + ".tmx"))


def test_one_bad_course_in_the_players_folder_hides_no_other(tmp_path, monkeypatch):
    from game.scenes.carom import courses as carom_courses

    user = tmp_path / "user"
    monkeypatch.setenv("ROLLINONE_USER_DIR", str(user))
    paths.user_dir.cache_clear()
    try:
        folder = paths.user_courses_dir()
        write_kit(folder, with_tileset(LONG + ".tsx"), "a_broken.tmx")
        write_kit(folder, map_xml(objects=carom_objects()), "b_good.tmx")
        mine = [c for c in carom_courses.course_choices() if c.user]
    finally:
        paths.user_dir.cache_clear()
    assert [c.path.name for c in mine] == ["a_broken.tmx", "b_good.tmx"]
    assert mine[0].course is None and "not a usable file name" in mine[0].error
    assert mine[1].course is not None and mine[1].error == ""


def test_a_loader_bug_refuses_one_course_and_the_list_still_opens(tmp_path, monkeypatch):
    from game.courses import loader
    from game.scenes import course_list

    def explode(path):
        raise KeyError("surprise")

    monkeypatch.setattr(loader, "load_report", explode)
    path = write_kit(tmp_path, map_xml(objects=carom_objects()), "odd.tmx")
    course, error = course_list.load_cached("carom", path)
    assert course is None and error.startswith(f"{path}: error: could not be read (KeyError")


def test_hot_reload_refuses_a_save_naming_an_unusable_tileset(tmp_path):
    course = write_kit(tmp_path, map_xml(objects=carom_objects()))
    clock = Clock()
    watcher = CourseWatcher(course, clock=clock, settle=0.1)
    save(course, with_tileset(LONG + ".tsx"), 1)
    assert watcher.poll() is None
    clock.now += 1
    found = watcher.poll()
    assert isinstance(found, CourseError) and "not a usable file name" in str(found)
    assert watcher.course.name == "Kit"  # the last good course is kept


def run(*args):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True, env=env, timeout=300)


def test_simulate_and_play_give_the_same_line_for_a_file_that_is_not_a_course(tmp_path):
    path = tmp_path / "notes.tmx"
    path.write_text("shopping list: eggs, milk")
    log = paths.log_file()
    before = log.read_text() if log.exists() else ""
    sim = run("simulate", "carom", "--course", str(path), "--games", "1")
    play = run("play", "carom", "--course", str(path), "--smoke", "2")
    assert sim.returncode == play.returncode == 1
    assert sim.stderr == play.stderr
    assert sim.stderr.startswith(f"rollinone: error: {path}: error: ") and sim.stderr.count("\n") == 1
    after = log.read_text() if log.exists() else ""
    assert after == before  # a player's mistake, not a crash: no traceback in the log


def many_problems(tmp_path: Path, n: int) -> Path:
    untyped = "".join(point(100 + i, "", 1, 1) for i in range(n))
    return write_kit(tmp_path, map_xml(objects=carom_objects() + untyped), "many.tmx")


def test_check_prints_the_first_20_problems_of_a_file_and_counts_the_rest(tmp_path, capsys):
    path = many_problems(tmp_path, 33)
    other = write_kit(tmp_path / "other", map_xml(objects=carom_objects() + point(90, "", 1, 1)), "other.tmx")
    code = cli.main(["check", str(path), str(other)])
    out = capsys.readouterr()
    lines = out.out.strip().splitlines()
    assert code == 0
    assert len(lines) == 20 + 1 + 1
    assert all(line.startswith(f"{path}: warning: ") for line in lines[:20])
    assert lines[20] == f"{path}: note: 13 more problems not shown (--json lists them all)"
    assert lines[21].startswith(f"{other}: warning: ")
    assert "33 warnings" not in out.err and "34 warnings" in out.err  # the summary still counts them all


def test_check_json_lists_every_problem(tmp_path, capsys):
    import json

    path = many_problems(tmp_path, 33)
    cli.main(["check", "--json", str(path)])
    assert len(json.loads(capsys.readouterr().out)["problems"]) == 33
