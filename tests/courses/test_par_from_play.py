"""Issue #29 point 6: par from play, kept for the course lists and written into the map as Tiled would."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from game import catalog, cli, paths
from game.courses import load_course
from game.courses.parwrite import with_map_par, with_object_par
from game.match import par as par_module
from game.match.par import STRONGEST, ParError, measure
from game.match.parstore import ParStore, course_key
from tests.user_folder import own_user_folder  # noqa: F401  (a fixture)

LEVELS = paths.levels_dir()
COURSE = LEVELS / "carom" / "course_1.tmx"
HOLE = LEVELS / "rollinone" / "hole-1-opening-drive.tmx"
SHEET = LEVELS / "eagles_creek" / "eagles_creek.tmx"
TILED_ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}


def copy_into(folder: Path, source: Path) -> Path:
    """A copy of a shipped course in the player's courses folder (where its tilesets are found by name)."""
    target = folder / source.name
    shutil.copy(source, target)
    return target


def test_the_strongest_computer_is_each_engines_last_level():
    import game.rules.carom.bot as carom_bot
    import game.rules.eagles_creek.bot as eagles_bot
    import game.rules.rollinone.bot as rollinone_bot

    assert STRONGEST == {"carom": carom_bot.LEVELS[-1], "eagles_creek": list(eagles_bot.LEVEL_NOISE)[-1], "rollinone": rollinone_bot.LEVELS[-1]}


@pytest.mark.parametrize("path", [COURSE, HOLE], ids=lambda p: p.name)
def test_the_same_games_and_seed_give_the_same_figures(path):
    course = load_course(path)
    first = measure(course, 12, seed=5)
    again = measure(load_course(path), 12, seed=5)
    assert first == again
    assert first.total.games == 12 and first.total.mean > 0 and first.total.spread >= 0
    assert first.total.suggested == int(first.total.mean + 0.5)


def test_an_eagles_creek_sheet_is_measured_hole_by_hole():
    report = measure(load_course(SHEET), 6, seed=2)
    holes = report.figures[1:]
    assert [f.hole for f in holes] == list(range(1, 10))
    assert all(f.object_id is not None and f.games == 6 for f in holes)
    assert abs(sum(f.mean for f in holes) - report.total.mean) < 1e-9, "the round is the sum of its holes"


def test_boards_have_no_par_to_measure():
    with pytest.raises(ParError, match="course board has no par"):
        measure(load_course(LEVELS / "rollinone" / "board-02-pond.tmx"), 5)


def test_check_par_prints_and_stores_the_figures_and_the_list_shows_them_without_playing(own_user_folder, capsys, monkeypatch):  # noqa: F811
    mine = copy_into(paths.user_courses_dir(), COURSE)
    assert cli.main(["check", "--par", "10", "--seed", "4", str(mine)]) == 0
    out = capsys.readouterr().out
    (line,) = [li for li in out.splitlines() if ": par: " in li]
    figure = measure(load_course(mine), 10, seed=4).total
    assert line == f"{mine}: par: {figure.label}: 10 games: {figure.plays()} strokes; suggested par {figure.suggested} (the map says 3)"

    def no_games(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise AssertionError("a course list never plays games")

    monkeypatch.setattr(par_module, "measure", no_games)
    from game.scenes.carom.courses import course_choices

    (listed,) = [c for c in course_choices() if c.path == mine]
    assert listed.note == f"par 3 · plays {figure.mean:.1f} ± {figure.spread:.1f}"
    shipped = [c for c in course_choices() if not c.user]
    assert shipped[0].note == listed.note, "the same course, wherever it lies, has the same figures"
    second = load_course(LEVELS / "carom" / "course_2.tmx")
    assert shipped[1].note == f"par {second.props['par']}", "a course not measured shows the map's par alone"


def test_check_par_json_carries_the_figures(own_user_folder, capsys):  # noqa: F811
    folder = paths.user_courses_dir()
    board = copy_into(folder, LEVELS / "rollinone" / "board-02-pond.tmx")
    hole = copy_into(folder, HOLE)
    assert cli.main(["check", "--json", "--par", "8", str(hole), str(board)]) == 0
    data = json.loads(capsys.readouterr().out)
    measured, skipped = data["par"]
    assert measured["file"] == str(hole) and measured["games"] == 8 and measured["reason"] is None
    assert measured["note"] == f"par 3 · plays {measured['mean']:.1f} ± {measured['spread']:.1f}"
    assert skipped["file"] == str(board) and skipped["mean"] is None and "board has no par" in skipped["reason"]
    assert set(measured) == set(skipped)


def test_write_par_writes_the_suggestion_and_keeps_the_figures(own_user_folder, capsys):  # noqa: F811
    mine = copy_into(paths.user_courses_dir(), HOLE)
    before = load_course(mine)
    assert cli.main(["check", "--write-par", "--par", "8", str(mine)]) == 0
    out = capsys.readouterr().out
    after = load_course(mine)
    suggested = measure(before, 8).total.suggested
    assert after.props["par"] == suggested
    assert (f"wrote par {suggested} into the file" in out) == (suggested != before.props["par"])
    assert course_key(after) == course_key(before), "the store still knows the course"
    assert ParStore.default().get(after) is not None
    assert cli.main(["check", str(mine)]) == 0


def test_write_par_on_an_eagles_creek_sheet_writes_each_flag(own_user_folder, capsys):  # noqa: F811
    mine = copy_into(paths.user_courses_dir(), SHEET)
    assert cli.main(["check", "--write-par", "--par", "4", str(mine)]) == 0
    course = load_course(mine)
    flags = {o.props["hole"]: o.props.get("par") for o in course.objects if o.kind.value == "flag"}
    assert all(isinstance(p, int) and p >= 1 for p in flags.values()), flags
    assert "par" not in course.props


# ---------------------------------------------------------------------------- the way Tiled writes it
def test_par_goes_in_name_order_with_tileds_indent():
    text = (LEVELS / "templates" / "new-carom-course.tmx").read_text(encoding="utf-8")
    written = with_map_par(text, 5)
    assert written == text.replace('<property name="par" type="int" value="4"/>', '<property name="par" type="int" value="5"/>')
    bare = text.replace('  <property name="par" type="int" value="4"/>\n', "")
    assert with_map_par(bare, 4) == text
    nothing = re.sub(r" <properties>.*?</properties>\n", "", text, flags=re.DOTALL)
    assert ' <properties>\n  <property name="par" type="int" value="2"/>\n </properties>\n <tileset' in with_map_par(nothing, 2)


def test_an_objects_par_opens_a_self_closing_object_as_tiled_does():
    text = '<map>\n <objectgroup id="2" name="objects">\n  <object id="7" name="Hole 1" type="flag" x="1" y="2"/>\n </objectgroup>\n</map>\n'
    assert with_object_par(text, 7, 3) == (
        '<map>\n <objectgroup id="2" name="objects">\n  <object id="7" name="Hole 1" type="flag" x="1" y="2">\n'
        '   <properties>\n    <property name="par" type="int" value="3"/>\n   </properties>\n  </object>\n </objectgroup>\n</map>\n'
    )


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("tiled") is None, reason="Tiled is not installed")
@pytest.mark.parametrize("source", [COURSE, HOLE, SHEET, LEVELS / "templates" / "new-carom-course.tmx"], ids=lambda p: p.name)
def test_real_tiled_opens_the_written_par_and_saves_it_unchanged(tmp_path, source):
    """Tiled saves a map; par is written into it; Tiled opens that and saves exactly the same file again."""
    levels = tmp_path / "levels"
    shutil.copytree(LEVELS, levels, ignore=shutil.ignore_patterns("*.png"))
    shutil.copytree(LEVELS / "tilesets", levels / "tilesets", dirs_exist_ok=True)
    original = levels / source.relative_to(LEVELS)
    tiled_saved = original.with_name("tiled.tmx")
    subprocess.run(["tiled", "--export-map", "tmx", str(original), str(tiled_saved)], env=TILED_ENV, check=True, capture_output=True, timeout=60)
    course = load_course(tiled_saved)
    text = tiled_saved.read_text(encoding="utf-8")
    if course.game.value == "eagles_creek":
        for o in course.objects:
            if o.kind.value == "flag":
                text = with_object_par(text, o.id, 3 + o.id % 3)
    else:
        text = with_map_par(text, 7)
    ours = tiled_saved.with_name("ours.tmx")
    ours.write_text(text, encoding="utf-8")
    again = tiled_saved.with_name("again.tmx")
    subprocess.run(["tiled", "--export-map", "tmx", str(ours), str(again)], env=TILED_ENV, check=True, capture_output=True, timeout=60)
    assert again.read_text(encoding="utf-8") == text
    assert catalog.load_course(course.game.value, ours) is not None
