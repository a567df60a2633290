"""``rollinone play``: straight into a game, headless with --smoke; every mistake is one line."""

import pygame
import pytest

from tests.test_cli import run


def test_play_renders_a_computer_game_and_saves_the_last_frame(tmp_path):
    shot = tmp_path / "game.png"
    proc = run("play", "carom", "--players", "2", "--computer", "2", "--mode", "carom", "--seed", "3", "--smoke", "240", "--screenshot", str(shot))
    assert proc.returncode == 0, proc.stderr
    assert "rendered 240 frames" in proc.stdout
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1280, 720)
    greens = sum(1 for x in range(100, 900, 20) for y in range(150, 500, 20) if image.get_at((x, y))[1] > image.get_at((x, y))[0] + 30)
    assert greens > 50, "the course is on screen"


def test_play_takes_a_course_file(tmp_path):
    from game.courses.tmxwrite import ObjectSpec, write_course
    from tests.screens.support import LEGEND, ROWS, cell

    objects = [
        ObjectSpec("tee", [cell(1, 1), cell(2, 1), cell(1, 2), cell(2, 2), cell(1, 3), cell(2, 3)]),
        ObjectSpec("hole", [cell(14, 2)]),
    ]
    path = write_course(tmp_path / "mine.tmx", game="carom", name="Mine", rows=list(ROWS), legend=LEGEND, objects=objects)
    proc = run("play", "carom", "--players", "1", "--computer", "1", "--course", str(path), "--smoke", "30")
    assert proc.returncode == 0, proc.stderr


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (["play", "chess"], "unknown game"),
        (["play", "carom", "--option", "nope"], "--option must be one of"),
        (["play", "rollecate", "--rounds", "9"], "rounds must be one of"),
        (["play", "rollecate", "--choice", "speed=3"], "has no choice 'speed'"),
        (["play", "rollecate", "--mode", "carom"], "has no modes"),
        (["play", "carom", "--players", "13"], "1 to 12 players"),
        (["play", "carom", "--computer", "5"], "--computer must be between"),
        (["play", "carom", "--mode", "golf"], "--mode must be basic or carom"),
        (["play", "carom", "--level", "godlike"], "--level must be one of"),
        (["play", "carom", "--course", "/no/such.tmx", "--smoke", "2"], "file not found"),
        (["play", "carom", "--screenshot", "x.png"], "needs --smoke"),
    ],
)
def test_play_mistakes_get_one_clear_line(args, fragment):
    proc = run(*args)
    assert proc.returncode != 0
    err = proc.stderr.strip()
    assert fragment in err, err
    assert len(err.splitlines()) == 1, err
    assert "Traceback" not in err


def test_play_starts_roll_in_one_with_its_way_to_play_and_options(tmp_path):
    shot = tmp_path / "rio.png"
    # 20 s at 60 frames a second: the roll-off's dice and the golfers dealt are each read before the computers go on
    proc = run(
        "play", "rollinone", "--players", "2", "--computer", "2", "--variant", "quick", "--option", "play_mean",
        "--choice", "golfers=shared2", "--seed", "3", "--smoke", "1200", "--screenshot", str(shot),
    )
    assert proc.returncode == 0, proc.stderr
    image = pygame.image.load(str(shot))
    greens = sum(1 for x in range(100, 900, 20) for y in range(100, 450, 20) if image.get_at((x, y))[1] > image.get_at((x, y))[0] + 30)
    assert greens > 30, "the ready-made hole is on screen"


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (["play", "rollinone", "--variant", "golf"], "--mode must be full, quick, solo, survival, campaign or bumper_game"),
        (["play", "rollinone", "--players", "2", "--variant", "solo"], "is for one player"),
        (["play", "rollinone", "--option", "mulligans"], "--option must be one of"),
        (["play", "rollinone", "--choice", "golfers=all"], "golfers must be one of dealt"),
        (["play", "rollinone", "--players", "6"], "1 to 5 players"),
    ],
)
def test_roll_in_one_play_mistakes_get_one_clear_line(args, fragment):
    proc = run(*args)
    assert proc.returncode != 0
    err = proc.stderr.strip()
    assert fragment in err, err
    assert len(err.splitlines()) == 1, err
