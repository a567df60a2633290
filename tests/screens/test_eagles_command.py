"""``rollinone play eagles_creek``: straight into a game, headless with --smoke; mistakes are one line."""

import pygame
import pytest

from tests.test_cli import run


def test_play_eagles_creek_renders_a_computer_game(tmp_path):
    shot = tmp_path / "eagles.png"
    proc = run("play", "eagles_creek", "--players", "3", "--computer", "3", "--holes", "3", "--seed", "5", "--smoke", "150", "--screenshot", str(shot))
    assert proc.returncode == 0, proc.stderr
    assert "rendered 150 frames" in proc.stdout
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1280, 720)
    greens = sum(1 for x in range(120, 840, 20) for y in range(140, 520, 20) if image.get_at((x, y))[1] > image.get_at((x, y))[0] + 30)
    assert greens > 50, "the sheet is on screen"


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (["play", "eagles_creek", "--holes", "5"], "--holes must be 9, 6 or 3"),
        (["play", "eagles_creek", "--players", "9"], "1 to 8 players"),
        (["play", "eagles_creek", "--level", "godlike"], "--level must be one of easy, normal, hard"),
        (["play", "eagles_creek", "--holes", "6", "--mode", "3"], "not both"),
    ],
)
def test_eagles_creek_play_mistakes_get_one_clear_line(args, fragment):
    proc = run(*args)
    assert proc.returncode != 0
    err = proc.stderr.strip()
    assert fragment in err, err
    assert len(err.splitlines()) == 1 and "Traceback" not in err
