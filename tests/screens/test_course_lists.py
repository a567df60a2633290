"""Issue #29 points 2 and 7: the set-up's course lists, Roll in One's boards and holes, and where courses live."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import cli, paths
from game.courses.gate import examine
from tests.user_folder import own_user_folder  # noqa: F401  (a fixture)

LEVELS = paths.levels_dir()
ROOT = Path(__file__).resolve().parents[2]


def copy_as(source: Path, name: str, title: str | None = None) -> Path:
    """A shipped course copied into the player's folder, optionally renamed inside."""
    target = paths.user_courses_dir() / name
    text = source.read_text(encoding="utf-8")
    if title is not None:
        text = re.sub(r'(<property name="name" value=")[^"]*"', rf'\g<1>{title}"', text, count=1)
    target.write_text(text, encoding="utf-8")
    return target


def test_roll_in_one_lists_the_shipped_set_and_the_players_boards_and_holes(own_user_folder):  # noqa: F811
    from game.scenes.rollinone.setup import SHIPPED_LABEL, spec

    hole = copy_as(LEVELS / "rollinone" / "hole-2-over-the-creek.tmx", "my-hole.tmx", "Creekside")
    board = copy_as(LEVELS / "rollinone" / "board-05-creek.tmx", "my-board.tmx", "Brook")
    copy_as(LEVELS / "carom" / "course_1.tmx", "not-mine.tmx")  # a Carom course: not Roll in One's to list
    s = spec()
    assert s.user_folder == paths.user_courses_dir()
    choices = s.courses()  # type: ignore[misc]
    assert [c.label for c in choices] == [SHIPPED_LABEL, "Brook (yours)", "Creekside (yours)"]
    shipped, mine_board, mine_hole = choices
    assert isinstance(shipped.course, tuple) and len(shipped.course) == 16 and shipped.picture is not None
    assert mine_board.user and mine_board.path == board and mine_board.note == "course board" and not mine_board.error
    assert mine_hole.user and mine_hole.path == hole and mine_hole.note == "par 4" and not mine_hole.error


def test_a_players_hole_and_board_start_a_game(own_user_folder):  # noqa: F811
    from game.match.session import MatchSession
    from game.scenes.common_setup import PlayerSpec, SetupResult
    from game.scenes.rollinone import setup

    copy_as(LEVELS / "rollinone" / "hole-2-over-the-creek.tmx", "my-hole.tmx", "Creekside")
    copy_as(LEVELS / "rollinone" / "board-05-creek.tmx", "my-board.tmx", "Brook")
    _, board, hole = setup.course_choices()
    players = [PlayerSpec("Ada", 0, True)]
    quick = MatchSession(setup.record_for(SetupResult(players, "quick", [hole]), seed=1)).state
    assert [b.name for b in quick.boards.holes] == ["Creekside"], "quick play plays the player's hole alone"
    full = MatchSession(setup.record_for(SetupResult(players * 2, "full", [board]), seed=1)).state
    names = [b.name for b in full.boards.boards]
    assert "Brook" in names and full.boards.tee_board is not None, "the player's board joins the shipped ones to design holes"


def test_painting_green_or_tee_under_a_boards_green_or_tee_is_looks_only(tmp_path):
    from game.courses import load_course
    from game.rules.course import Terrain
    from game.rules.rollinone.boards import board_from_course

    hole = load_course(LEVELS / "rollinone" / "hole-1-opening-drive.tmx")
    tee = next(o for o in hole.objects if o.kind.value == "tee")
    green = next(o for o in hole.objects if o.kind.value == "green")
    text = (LEVELS / "rollinone" / "hole-1-opening-drive.tmx").read_text(encoding="utf-8")
    stagger = hole.grid.stagger
    data = re.search(r'<data encoding="csv">\n(.*?)</data>', text, re.DOTALL)
    assert data is not None
    rows = [r.rstrip(",").split(",") for r in data.group(1).strip().splitlines()]
    for obj, terrain in ((tee, Terrain.TEE), (green, Terrain.GREEN)):
        col, row = stagger.to_offset(obj.cell)
        rows[row][col] = str(1 + list(Terrain).index(terrain))
    body = ",\n".join(",".join(r) for r in rows) + "\n"
    shutil.copytree(LEVELS / "tilesets", tmp_path / "levels" / "tilesets")
    (tmp_path / "levels" / "rollinone").mkdir(parents=True)
    path = tmp_path / "levels" / "rollinone" / "painted.tmx"
    path.write_text(text[: data.start(1)] + body + text[data.end(1) :], encoding="utf-8")
    verdict = examine(path, "rollinone")
    assert verdict.playable, [p.text() for p in verdict.errors]
    painted = verdict.course
    assert painted is not None and painted.terrain[tee.cell] == Terrain.TEE and painted.terrain[green.cell] == Terrain.GREEN
    board = board_from_course(0, painted)
    assert board.cells[tee.cell] == board.cells[green.cell] == Terrain.FAIRWAY, "looks only: they play as fairway"


def test_two_courses_with_one_name_show_their_file_names(own_user_folder):  # noqa: F811
    from game.scenes.carom.courses import course_choices

    copy_as(LEVELS / "carom" / "course_2.tmx", "a.tmx", "Twin")
    copy_as(LEVELS / "carom" / "course_3.tmx", "b.tmx", "Twin")
    mine = [c.label for c in course_choices() if c.user]
    assert mine == ["Twin (yours) · a.tmx", "Twin (yours) · b.tmx"]


@pytest.mark.parametrize("what", ["file", "folder"])
def test_play_rollinone_with_a_course_file_or_folder(own_user_folder, tmp_path, what):  # noqa: F811
    if what == "file":
        course = copy_as(LEVELS / "rollinone" / "hole-3-dogleg-in-the-woods.tmx", "mine.tmx", "Mine")
    else:
        course = tmp_path / "boards"
        shutil.copytree(LEVELS / "rollinone", course)
    shot = tmp_path / "shot.png"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    args = ["play", "rollinone", "--players", "1", "--computer", "1", "--course", str(course), "--smoke", "20", "--screenshot", str(shot)]
    result = subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True, env=env, cwd=ROOT, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "played without a course" not in result.stdout + result.stderr and shot.is_file()


def test_play_chooses_quick_play_for_ready_made_holes(own_user_folder):  # noqa: F811
    from game.cli_args import build_parser
    from game.commands.play import build_result

    hole = copy_as(LEVELS / "rollinone" / "hole-3-dogleg-in-the-woods.tmx", "mine.tmx", "Mine")
    result = build_result(build_parser().parse_args(["play", "rollinone", "--players", "1", "--course", str(hole)]))
    assert result.mode == "quick" and result.courses[0].course.name == "Mine"
    board = copy_as(LEVELS / "rollinone" / "board-02-pond.tmx", "board.tmx")
    result = build_result(build_parser().parse_args(["play", "rollinone", "--players", "2", "--course", str(board)]))
    assert result.mode == "full"


def test_courses_where_and_levels_say_where_courses_live(own_user_folder, capsys):  # noqa: F811
    assert cli.main(["courses", "--where"]) == 0
    assert capsys.readouterr().out.strip() == str(paths.user_courses_dir())
    assert cli.main(["courses", "--levels"]) == 0
    assert capsys.readouterr().out.strip() == str(paths.levels_dir())
    copy_as(LEVELS / "carom" / "course_1.tmx", "good.tmx", "Good")
    (paths.user_courses_dir() / "bad.tmx").write_text("<map", encoding="utf-8")
    assert cli.main(["courses"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"your courses folder: {paths.user_courses_dir()}"
    assert out[1].startswith("  bad.tmx: ?: bad: refused: malformed XML")
    assert out[2] == "  good.tmx: carom: Good: plays"


def test_the_course_list_has_a_button_for_the_courses_folder(own_user_folder):  # noqa: F811
    from game.app import App
    from game.scenes.rollinone.setup import setup_scene

    app = App(size=(1280, 720), persist_settings=False, headless=True)
    try:
        scene = setup_scene(app)
        assert scene.folder_button is not None
        scene.open_folder()
        assert app.toasts[-1].message == f"Put .tmx courses in {paths.user_courses_dir()}"
    finally:
        pygame.display.quit()
