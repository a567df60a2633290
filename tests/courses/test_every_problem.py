"""Issue #29 point 3: every problem of a course at once, each once, each with its place and its fix."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from game import cli, paths
from game.commands.check import check_file
from game.courses.gate import examine
from tests.courses.tmxkit import carom_objects, center, map_xml, point, write_kit

LEVELS = paths.levels_dir()


def problems(path: Path) -> list[tuple[str, str, str]]:
    """(severity, where, message) of every problem ``check`` reports for a file."""
    return [(f.problem.severity.value, f.problem.where, f.problem.message) for f in check_file(path)]


def test_an_unknown_type_does_not_hide_a_missing_tee(tmp_path):
    objects = '  <object id="1" name="banner" type="banner" x="40" y="40"><point/></object>\n' + point(2, "hole", 5, 1)
    path = write_kit(tmp_path, map_xml(objects=objects))
    found = problems(path)
    assert ("error", "object 1 'banner'", "unknown object type 'banner' (known: tee, hole, flag, green, flat_obstacle, stump, rock, mushroom, mole_hole)") in found
    assert ("error", "", "the course has no tee") in found


def test_every_error_has_a_fix_and_says_it_on_its_line(tmp_path):
    objects = carom_objects() + point(3, "rock", 5, 1) + '  <object id="4" name="x" type="mystery" x="40" y="40"><point/></object>\n'
    path = write_kit(tmp_path, map_xml(objects=objects, rows=["FFFFFFF", "FRFDFFF", "FFWWFFF", "FFFFFFF", "FFFFFFF"], props='<property name="game" value="carom"/><property name="par" value="four"/>'))
    found = check_file(path)
    assert len([f for f in found if f.severity == "error"]) >= 4
    for f in found:
        assert f.problem.fix, f.line()
        assert f.line().endswith(f.problem.fix) or f.problem.fix in f.problem.message


def test_a_problem_about_an_object_names_its_cell_too(tmp_path):
    objects = carom_objects().replace(point(2, "hole", 5, 1), point(2, "hole", 3, 1, name="hole"))  # onto the dense grass
    path = write_kit(tmp_path, map_xml(objects=objects))
    (stand,) = [f.problem for f in check_file(path) if f.problem.code == "object.in-water"]
    assert stand.object_id == 2 and stand.object_name == "hole" and stand.cell == (3, 1)
    assert "cell 3,1" in stand.message


def test_a_missing_map_property_says_where_to_add_it(tmp_path):
    hole = LEVELS / "rollinone" / "hole-1-opening-drive.tmx"
    path = tmp_path / "hole.tmx"
    path.write_text(re.sub(r'\s*<property name="par"[^>]*/>', "", hole.read_text(encoding="utf-8")), encoding="utf-8")
    (par,) = [f for f in check_file(path) if f.problem.code == "prop.missing:par"]
    assert par.problem.where == "map property" and "Map > Map Properties" in par.problem.fix
    assert par.problem.line is not None and "<properties>" in path.read_text(encoding="utf-8").splitlines()[par.problem.line - 1]


# ---------------------------------------------------------------------------- duplicates go
def eagles_sheet(tmp_path: Path, edit) -> Path:  # type: ignore[no-untyped-def]
    text = (LEVELS / "eagles_creek" / "eagles_creek.tmx").read_text(encoding="utf-8")
    path = tmp_path / "sheet.tmx"
    shutil.copy(LEVELS / "eagles_creek" / "eagles_creek.tmx", path)
    path.write_text(edit(text), encoding="utf-8")
    return path


def object_block(text: str, name: str) -> re.Match[str]:
    found = re.search(rf'<object\b[^>]*name="{name}"[^>]*>.*?</object>\n', text, re.DOTALL)
    assert found is not None
    return found


def test_a_flag_without_its_tee_is_reported_once(tmp_path):
    path = eagles_sheet(tmp_path, lambda t: t.replace(object_block(t, "Tee 2").group(0), ""))
    found = [p for p in problems(path) if "no tee" in p[2]]
    assert found == [("error", "object 4 'Hole 2'", "hole 2 has a flag but no tee")]


def test_a_bad_dice_property_gives_no_false_flagless_tee(tmp_path):
    def bad_dice(text: str) -> str:
        block = object_block(text, "Hole 2").group(0)
        return text.replace(block, re.sub(r'(name="dice" value=")[^"]*"', r'\g<1>7"', block))

    path = eagles_sheet(tmp_path, bad_dice)
    found = problems(path)
    assert [p for p in found if p[0] == "error"] == [("error", "object 4 'Hole 2'", "dice '7' must be die values 1 to 6 separated by commas")]


@pytest.mark.parametrize("game", ["carom", "rollinone"])
def test_no_tee_is_said_in_one_wording(tmp_path, game):
    if game == "carom":
        path = write_kit(tmp_path, map_xml(objects=point(2, "hole", 5, 1)))
    else:
        text = (LEVELS / "rollinone" / "tee.tmx").read_text(encoding="utf-8")
        path = tmp_path / "tee.tmx"
        path.write_text(re.sub(r"<object\b.*?</object>\n", "", text, flags=re.DOTALL), encoding="utf-8")
    tee_lines = [p for p in problems(path) if "tee" in p[2]]
    assert len(tee_lines) == 1, tee_lines


# ---------------------------------------------------------------------------- the map and its tileset
def test_a_tile_size_unlike_the_tilesets_is_reported(tmp_path):
    text = map_xml(objects=carom_objects()).replace('tilewidth="62" tileheight="72"', 'tilewidth="64" tileheight="64"', 1)
    path = write_kit(tmp_path, text)
    (size,) = [f.problem for f in check_file(path) if f.problem.code == "map.tile-size"]
    assert size.severity.value == "warning"
    assert "64×64" in size.message and "62×72" in size.message and "Tile Width" in size.fix


def test_the_matching_tile_size_says_nothing(tmp_path):
    path = write_kit(tmp_path, map_xml(objects=carom_objects()))
    assert [f.problem.code for f in check_file(path)] == []


# ---------------------------------------------------------------------------- the guide's formula
@pytest.mark.parametrize(("column", "row"), [(1, 5), (1, 8), (2, 2), (5, 3), (9, 6), (12, 9), (0, 0), (3, 1)])
def test_the_guides_tee_formula_works_with_the_starters_tee(tmp_path, column, row):
    """docs/editing-courses.md: X = column × 62 (+ 31 on odd rows), Y = row × 54 puts the starter's tee on six cells."""
    guide = (Path(__file__).parents[2] / "docs" / "editing-courses.md").read_text(encoding="utf-8")
    assert "X = column × 62 (+ 31 on odd rows), Y = row × 54" in guide
    starter = (LEVELS / "templates" / "new-carom-course.tmx").read_text(encoding="utf-8")
    x, y = column * 62 + (31 if row % 2 else 0), row * 54
    moved = re.sub(r'(<object id="1" name="tee" type="tee") x="[^"]*" y="[^"]*"', rf'\1 x="{x}" y="{y}"', starter)
    assert f'type="tee" x="{x}" y="{y}"' in moved
    courses = tmp_path / "levels" / "carom"
    shutil.copytree(LEVELS / "tilesets", tmp_path / "levels" / "tilesets")
    courses.mkdir(parents=True)
    path = courses / "mine.tmx"
    path.write_text(moved, encoding="utf-8")
    verdict = examine(path, "carom")
    assert verdict.playable, [p.text() for p in verdict.errors]
    (tee,) = [o for o in verdict.course.objects if o.kind.value == "tee"]  # type: ignore[union-attr]
    stagger = verdict.course.grid.stagger  # type: ignore[union-attr]
    cells = sorted(stagger.to_offset(h)[::-1] for h in tee.cells)
    assert len(cells) == 6 and {r for r, _ in cells} == {row, row + 1}
    assert (row, column) in cells, "the corner's own cell is the tee's first"


def test_json_and_lines_carry_the_same(tmp_path, capsys):
    objects = '  <object id="1" name="banner" type="banner" x="40" y="40"><point/></object>\n' + point(2, "hole", 5, 1)
    path = write_kit(tmp_path, map_xml(objects=objects))
    cli.main(["check", str(path)])
    lines = capsys.readouterr().out.splitlines()
    cli.main(["check", "--json", str(path)])
    data = json.loads(capsys.readouterr().out)
    assert len(lines) == len(data["problems"]) == 2
    for line, p in zip(lines, data["problems"]):
        assert line.startswith(f"{p['file']}: {p['severity']}: ")
        assert p["message"] in line and p["fix"] in line
    assert center(5, 1)  # the kit's hole stands on a cell centre
