"""A damaged settings file never stops the game: defaults for what is wrong, the rest kept, said once, nothing lost."""

import json
import os
import subprocess
import sys

import pygame
import pytest

from game import settings as settings_mod
from game.app import App, fit_to_display

DEFAULTS = settings_mod.Settings()
GOOD = {"fullscreen": False, "window_size": [1600, 900], "volume": 0.25, "animation_speed": "brisk"}


def smoke(user_dir, *args, frames="3"):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "ROLLINONE_USER_DIR": str(user_dir)}
    return subprocess.run([sys.executable, "-m", "game", "--smoke", frames, *args], capture_output=True, text=True, env=env, timeout=300)


def messages(proc):
    return [line for line in proc.stdout.splitlines() if line.startswith("message: ")]


# ---------------------------------------------------------------- the file as a whole

UNREADABLE = {
    "random bytes": bytes(range(256)) * 3,
    "truncated json": b'{"volume": 0.3, "window_si',
    "nested very deeply": b'{"extra": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
    "not an object": b"[1, 2, 3]",
    "huge number": b'{"volume": 1' + b"0" * 5000 + b"}",
    "far too large": b'{"extra": {"x": "' + b"a" * 2_000_000 + b'"}}',
}


@pytest.mark.parametrize("content", UNREADABLE.values(), ids=UNREADABLE.keys())
def test_an_unreadable_settings_file_is_moved_aside_and_defaults_used(tmp_path, content):
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    loaded = settings_mod.read(path)
    assert loaded.settings == DEFAULTS
    assert "kept it as settings.json.bad" in loaded.message and "\n" not in loaded.message
    assert not path.exists()
    assert (tmp_path / "settings.json.bad").read_bytes() == content


def test_an_earlier_bad_copy_is_never_overwritten(tmp_path):
    path = tmp_path / "settings.json"
    (tmp_path / "settings.json.bad").write_bytes(b"first")
    path.write_bytes(b"second \xff")
    loaded = settings_mod.read(path)
    assert "settings.json.bad2" in loaded.message
    assert (tmp_path / "settings.json.bad").read_bytes() == b"first"
    assert (tmp_path / "settings.json.bad2").read_bytes() == b"second \xff"


ENCODINGS = {"utf-8 with a byte-order mark": "utf-8-sig", "utf-16 (BOM)": "utf-16", "utf-16-le without BOM": "utf-16-le", "utf-32 (BOM)": "utf-32"}


@pytest.mark.parametrize("encoding", ENCODINGS.values(), ids=ENCODINGS.keys())
def test_settings_saved_by_an_editor_in_another_unicode_encoding_are_read(tmp_path, encoding):
    path = tmp_path / "settings.json"
    path.write_bytes(json.dumps(GOOD).encode(encoding))
    loaded = settings_mod.read(path)
    assert loaded.message is None
    assert loaded.settings.volume == 0.25 and loaded.settings.window_size == (1600, 900)
    assert loaded.settings.animation_speed == "brisk"


# ---------------------------------------------------------------- entry by entry

ABSURD = {
    "volume Infinity": ('{"volume": Infinity}', "volume"),
    "volume -Infinity": ('{"volume": -Infinity}', "volume"),
    "volume NaN": ('{"volume": NaN}', "volume"),
    "volume 1e308": ('{"volume": 1e308}', "volume"),
    "volume 1e999": ('{"volume": 1e999}', "volume"),
    "volume as text": ('{"volume": "loud"}', "volume"),
    "window of text": ('{"window_size": "big"}', "window size"),
    "window of three": ('{"window_size": [1, 2, 3]}', "window size"),
    "window negative": ('{"window_size": [-1280, 720]}', "window size"),
    "window Infinity": ('{"window_size": [Infinity, 720]}', "window size"),
    "window of booleans": ('{"window_size": [true, true]}', "window size"),
    "speed as a list": ('{"animation_speed": ["fast"]}', "animation speed"),
    "speed as a dict": ('{"animation_speed": {"a": 1}}', "animation speed"),
    "fullscreen as a number": ('{"fullscreen": 1}', "fullscreen"),
    "extra as a list": ('{"extra": [1, 2]}', "extra"),
}


@pytest.mark.parametrize(("entry", "named"), ABSURD.values(), ids=ABSURD.keys())
def test_a_bad_entry_gets_its_default_and_the_good_ones_are_kept(tmp_path, entry, named):
    path = tmp_path / "settings.json"
    good = {k: v for k, v in GOOD.items() if k.replace("_", " ") != named}
    text = json.dumps(good)[:-1] + ", " + entry[1:]
    path.write_text(text, encoding="utf-8")
    loaded = settings_mod.read(path)
    for key, value in good.items():
        assert getattr(loaded.settings, key) == (tuple(value) if isinstance(value, list) else value)
    key = named.replace(" ", "_")
    assert getattr(loaded.settings, key) == getattr(DEFAULTS, key)
    assert named in loaded.message and "\n" not in loaded.message
    assert loaded.repaired
    assert (tmp_path / "settings.json.bad").read_text(encoding="utf-8") == text  # what the player wrote is kept


def test_an_infinity_inside_a_saved_set_up_becomes_null_and_the_rest_is_kept(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"extra": {"carom_setup": {"mode": "carom", "players": [{"style": Infinity}]}, "other": 1}}')
    loaded = settings_mod.read(path)
    assert loaded.settings.extra == {"carom_setup": {"mode": "carom", "players": [{"style": None}]}, "other": 1}
    assert "carom setup" in loaded.message
    assert settings_mod.save(loaded.settings, path) is None  # writable again: no infinities left


def test_a_huge_window_is_accepted_then_fitted_to_the_display(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"window_size": [19999, 19999]}')
    loaded = settings_mod.read(path)
    assert loaded.message is None  # a window larger than this display is not damage (another monitor)
    assert loaded.settings.window_size == (16384, 16384)
    assert fit_to_display(loaded.settings.window_size, headless=True) == (3840, 2160)


def test_the_window_opens_no_larger_than_the_display(tmp_path, monkeypatch):
    monkeypatch.setenv("ROLLINONE_USER_DIR", str(tmp_path))
    from game import paths

    paths.user_dir.cache_clear()
    try:
        (tmp_path / "settings.json").write_text('{"window_size": [19999, 19999]}')
        app = App(persist_settings=False, load_settings=True)  # a real (not headless) start, on SDL's dummy display
        desktop = pygame.display.get_desktop_sizes()[0]
        assert app.size == desktop
        app.set_window_size((19999, 19999))
        assert app.size == desktop
    finally:
        pygame.display.quit()
        paths.user_dir.cache_clear()


def test_a_repaired_file_is_written_back_so_the_message_comes_once(tmp_path, monkeypatch):
    monkeypatch.setenv("ROLLINONE_USER_DIR", str(tmp_path))
    from game import paths

    paths.user_dir.cache_clear()
    try:
        (tmp_path / "settings.json").write_text('{"volume": 1e308, "animation_speed": "fast"}')
        first = App(headless=True)
        assert [t.message for t in first.toasts if "volume" in t.message]
        pygame.display.quit()
        second = App(headless=True)
        assert second.toasts == []
        assert second.settings.animation_speed == "fast"
        pygame.display.quit()
    finally:
        paths.user_dir.cache_clear()


# ---------------------------------------------------------------- through the real program

PROGRAM_CASES = {
    "random bytes": (bytes(range(256)), "damaged"),
    "utf-16 from an editor": (json.dumps(GOOD).encode("utf-16"), None),
    "deep nesting": (b"[" * 200_000, "damaged"),
    "absurd values": (b'{"window_size": [19999, 19999], "volume": 1e308, "animation_speed": Infinity, "fullscreen": "yes"}', "could not be used"),
}


@pytest.mark.parametrize(("content", "said"), PROGRAM_CASES.values(), ids=PROGRAM_CASES.keys())
def test_the_game_starts_with_any_settings_file_and_says_so_once(tmp_path, content, said):
    (tmp_path / "settings.json").write_bytes(content)
    proc = smoke(tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr + proc.stdout
    lines = messages(proc)
    if said is None:
        assert lines == []
    else:
        assert len(lines) == 1 and said in lines[0], proc.stdout
        kept = (tmp_path / "settings.json.bad").read_bytes()
        assert kept == content  # nothing the player had is lost
