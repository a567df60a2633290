"""A saved set-up with bad values (edited by hand, Infinity, huge numbers, wrong types) falls back entry by entry."""

import json
import os
import subprocess
import sys

import pygame
import pytest

from game.render import pieces
from tests.screens.test_setup_screen import app, open_setup  # noqa: F401  (the fixture)

BAD_ENTRIES = {
    "players not a list": {"players": "four"},
    "players of wrong types": {"players": [1, None, "x", [2]]},
    "huge style": {"players": [{"name": "Ann", "style": 10**300}, {"name": "Bo", "style": -7}]},
    "infinite styles": {"players": [{"name": "Ann", "style": float("inf")}, {"name": "Bo", "style": float("nan")}, {"name": "Cy", "style": 1e308}]},
    "styles of wrong types": {"players": [{"name": "Ann", "style": None}, {"name": "Bo", "style": "3"}, {"name": "Cy", "style": 2.5}]},
    "names of wrong types": {"players": [{"name": ["Ann"]}, {"name": {"x": 1}}, {"name": 5}]},
    "names with control characters": {"players": [{"name": "A\x00n\nn"}, {"name": "\x1b[31m"}]},
    "computer not a boolean": {"players": [{"name": "Ann", "computer": "yes"}, {"name": "Bo", "computer": 1}]},
    "level of wrong type": {"players": [{"name": "Ann", "level": {"a": 1}}, {"name": "Bo", "level": None}]},
    "mode of wrong type": {"mode": ["carom"]},
    "options of wrong types": {"options": {"direction_first": "yes", "show_path": None}},
    "options not a dict": {"options": [True]},
    "courses of wrong types": {"courses": [None, 3, {"a": 1}, ["/courses/1.tmx"]]},
    "courses not a list": {"courses": "/courses/1.tmx"},
    "set-up not a dict": "everything",
}


@pytest.mark.parametrize("saved", BAD_ENTRIES.values(), ids=BAD_ENTRIES.keys())
def test_a_bad_saved_entry_gets_its_default_and_the_screen_opens(app, saved):  # noqa: F811
    app.settings.extra["carom_setup"] = saved
    scene, started = open_setup(app)
    for p in scene.players:
        assert isinstance(p.name, str) and p.name.isprintable() and 0 < len(p.name) <= 16
        assert 0 <= p.style < pieces.BALL_STYLE_COUNT
        assert isinstance(p.computer, bool) and p.level in ("easy", "normal", "hard")
    assert len({p.style for p in scene.players}) == len(scene.players)
    assert all(isinstance(v, bool) for v in scene.options.values())
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    app._frame(1 / 60)
    assert len(started) == 1  # Enter still starts a game


def test_the_good_entries_of_a_damaged_set_up_are_kept(app):  # noqa: F811
    app.settings.extra["carom_setup"] = {
        "players": [{"name": "Ann", "style": 3, "computer": False, "level": "hard"}, {"name": 7, "style": None, "computer": True, "level": "easy"}],
        "mode": "carom",
        "options": {"direction_first": True, "show_path": "maybe"},
        "courses": ["/courses/2.tmx", None],
    }
    scene, _ = open_setup(app)
    ann, second = scene.players
    assert (ann.name, ann.style, ann.computer) == ("Ann", 3, False)
    assert second.computer is True and second.level == "easy" and second.name == "Ben"  # the bad name only
    assert scene.mode_index == 1
    assert scene.options == {"direction_first": True, "show_path": True, "hints": True}
    assert scene.selected == [2]


def test_a_saved_set_up_with_infinity_in_the_settings_file_opens_through_the_real_program(tmp_path):
    saved = '{"carom_setup": {"players": [{"name": "Ann", "style": Infinity}, {"name": "Bo", "style": 1e308, "computer": true}], "mode": NaN, "options": {"show_path": -Infinity}}}'
    (tmp_path / "settings.json").write_text('{"extra": ' + saved + "}")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "ROLLINONE_USER_DIR": str(tmp_path)}
    # 150 frames: the tour opens Carom Golf's set-up at frame 120 and starts a game at 144
    proc = subprocess.run([sys.executable, "-m", "game", "--smoke", "150"], capture_output=True, text=True, env=env, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stdout + proc.stderr
    kept = json.loads((tmp_path / "settings.json.bad").read_text().replace("-Infinity", "null").replace("Infinity", "null").replace("NaN", "null"))
    assert kept["extra"]["carom_setup"]["players"][0]["name"] == "Ann"
