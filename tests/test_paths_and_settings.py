"""Data lookup in all three ways the game runs, and settings kept safely in the user folder."""

import json

from game import paths
from game import settings as settings_mod


def test_data_is_found_in_the_checkout():
    root = paths.data_root()
    assert (root / "assets" / "fonts").is_dir()
    assert (root / "levels").is_dir()


def test_data_override_and_installed_layout_take_precedence(tmp_path, monkeypatch):
    (tmp_path / "assets").mkdir()
    (tmp_path / "levels").mkdir()
    monkeypatch.setenv("ROLLINONE_DATA", str(tmp_path))
    paths.data_root.cache_clear()
    try:
        assert paths.data_root() == tmp_path
        assert paths.level("x.tmx") == tmp_path / "levels" / "x.tmx"
    finally:
        monkeypatch.delenv("ROLLINONE_DATA")
        paths.data_root.cache_clear()


def test_bundle_folder_is_searched_first(tmp_path, monkeypatch):
    import sys

    (tmp_path / "assets").mkdir()
    (tmp_path / "levels").mkdir()
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    paths.data_root.cache_clear()
    try:
        assert paths.data_root() == tmp_path
    finally:
        paths.data_root.cache_clear()


def test_user_files_live_in_the_user_folder_not_next_to_the_program():
    user = paths.user_dir()
    assert paths.settings_file().parent == user
    assert paths.saves_dir().parent == user
    assert paths.user_courses_dir().parent == user
    assert not str(user).startswith(str(paths.data_root()))


def test_pref_path_comes_from_sdl(monkeypatch):
    import pygame

    calls = []
    monkeypatch.delenv("ROLLINONE_USER_DIR")
    monkeypatch.setattr(pygame.system, "get_pref_path", lambda org, app: calls.append((org, app)) or str(paths.data_root() / "build" / "pref"))
    paths.user_dir.cache_clear()
    try:
        paths.user_dir()
    finally:
        paths.user_dir.cache_clear()
    assert calls == [("RollInOne", "rollinone")]


def test_settings_round_trip(tmp_path):
    path = tmp_path / "settings.json"
    s = settings_mod.Settings(fullscreen=True, window_size=(1600, 900), volume=0.3, animation_speed="fast")
    assert settings_mod.save(s, path) is None
    loaded, message = settings_mod.load(path)
    assert message is None
    assert loaded == s


def test_missing_settings_give_defaults(tmp_path):
    loaded, message = settings_mod.load(tmp_path / "none.json")
    assert loaded == settings_mod.Settings() and message is None


def test_corrupt_settings_are_kept_aside_and_defaults_used(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("{not json", encoding="utf-8")
    loaded, message = settings_mod.load(path)
    assert loaded == settings_mod.Settings()
    assert "damaged" in message and "\n" not in message
    assert (tmp_path / "settings.json.bad").read_text(encoding="utf-8") == "{not json"


def test_wrong_values_fall_back_one_by_one(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"volume": "loud", "window_size": [1024, 600], "animation_speed": "warp", "fullscreen": 1}))
    loaded, message = settings_mod.load(path)
    assert loaded.window_size == (1024, 600)
    assert loaded.volume == settings_mod.Settings().volume
    assert loaded.animation_speed == "normal"
    assert loaded.fullscreen is False
    # the player is told once, in one line, which entries were replaced, and the file is kept
    assert "volume" in message and "animation speed" in message and "fullscreen" in message and "\n" not in message
    assert "window" not in message
    assert json.loads((tmp_path / "settings.json.bad").read_text())["volume"] == "loud"
