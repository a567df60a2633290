"""Where the game keeps and finds files on Windows, macOS and Linux, with the platform faked where it can be.

The real Windows and macOS answers are checked by the same tests on the hosted
runners (``.github/workflows/tests.yml``); here the platform is faked.
"""

import sys
from pathlib import Path

import pytest

from game import paths


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A fake home folder (``Path.home`` everywhere: Windows reads USERPROFILE, not HOME)."""
    folder = tmp_path / "home"
    folder.mkdir()
    monkeypatch.setattr(Path, "home", classmethod(lambda cls: folder))
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    return folder


@pytest.mark.parametrize(
    "platform, env, expected",
    [
        ("win32", {"APPDATA": "{home}/AppData/Roaming"}, ("AppData", "Roaming", "RollInOne", "rollinone")),
        ("darwin", {}, ("Library", "Application Support", "RollInOne", "rollinone")),
        ("linux", {}, (".local", "share", "RollInOne", "rollinone")),
        ("linux", {"XDG_DATA_HOME": "{home}/data"}, ("data", "RollInOne", "rollinone")),
    ],
)
def test_the_preference_folder_without_sdl_is_where_sdl_would_put_it(home, monkeypatch, platform, env, expected):
    for name, value in env.items():
        monkeypatch.setenv(name, value.format(home=home))
    assert paths.fallback_pref_path(platform) == home.joinpath(*expected)


def test_linux_documents_follow_xdg_user_dirs(home):
    (home / "Dokumente").mkdir()
    (home / "Documents").mkdir()
    (home / ".config").mkdir()
    (home / ".config" / "user-dirs.dirs").write_text(
        '# written by xdg-user-dirs-update\nXDG_DESKTOP_DIR="$HOME/Schreibtisch"\nXDG_DOCUMENTS_DIR="$HOME/Dokumente"\n', encoding="utf-8"
    )
    assert paths.documents_dir("linux") == home / "Dokumente"


def test_linux_documents_set_to_the_home_folder_mean_none(home):
    (home / "Documents").mkdir()
    (home / ".config").mkdir()
    (home / ".config" / "user-dirs.dirs").write_text('XDG_DOCUMENTS_DIR="$HOME/"\n', encoding="utf-8")
    assert paths.documents_dir("linux") is None  # xdg-user-dirs' way of saying there is no such folder


def test_linux_documents_from_an_absolute_path_and_a_missing_file(home, tmp_path, monkeypatch):
    elsewhere = tmp_path / "Papers"
    elsewhere.mkdir()
    config = tmp_path / "config"
    config.mkdir()
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    assert paths.documents_dir("linux") is None  # no user-dirs.dirs and no ~/Documents
    (home / "Documents").mkdir()
    assert paths.documents_dir("linux") == home / "Documents"
    (config / "user-dirs.dirs").write_text(f'XDG_DOCUMENTS_DIR="{elsewhere.as_posix()}"\n', encoding="utf-8")
    if Path(elsewhere.as_posix()).is_absolute():
        assert paths.documents_dir("linux") == elsewhere


def test_macos_documents_are_in_the_home_folder(home):
    assert paths.documents_dir("darwin") is None
    (home / "Documents").mkdir()
    assert paths.documents_dir("darwin") == home / "Documents"


def test_windows_documents_come_from_the_known_folder(home, tmp_path, monkeypatch):
    onedrive = tmp_path / "OneDrive" / "Documents"
    onedrive.mkdir(parents=True)
    (home / "Documents").mkdir()
    monkeypatch.setattr(paths, "_windows_documents", lambda: onedrive)
    assert paths.documents_dir("win32") == onedrive  # moved by OneDrive: not ~/Documents
    monkeypatch.setattr(paths, "_windows_documents", lambda: None)
    assert paths.documents_dir("win32") == home / "Documents"  # the known folder could not be asked


@pytest.mark.skipif(sys.platform != "win32", reason="asks Windows for its Documents known folder")
def test_the_real_windows_documents_folder():
    found = paths._windows_documents()
    assert found is not None and found.is_dir()


def test_replays_are_saved_into_the_documents_folder(home, monkeypatch):
    from game.match import saves

    monkeypatch.delenv("ROLLINONE_EXPORT_DIR", raising=False)
    docs = home / "Mes documents"
    docs.mkdir()
    monkeypatch.setattr(paths, "documents_dir", lambda: docs)
    assert saves.export_folder() == docs / "Roll in One replays"
    monkeypatch.setattr(paths, "documents_dir", lambda: None)
    assert saves.export_folder() == home / "Roll in One replays"


def test_a_macos_app_finds_its_data_in_contents_resources(tmp_path, monkeypatch):
    app = tmp_path / "Roll in One.app" / "Contents"
    (app / "MacOS").mkdir(parents=True)
    (app / "Frameworks").mkdir()
    for folder in ("assets", "levels"):
        (app / "Resources" / folder).mkdir(parents=True)
    monkeypatch.setattr(sys, "platform", "darwin")
    monkeypatch.setattr(sys, "_MEIPASS", str(app / "Frameworks"), raising=False)
    monkeypatch.setattr(sys, "executable", str(app / "MacOS" / "rollinone"))
    monkeypatch.delenv("ROLLINONE_DATA", raising=False)
    monkeypatch.setattr(paths, "_PACKAGE_DIR", tmp_path / "nowhere" / "game")
    paths.data_root.cache_clear()
    try:
        assert paths.data_root() == (app / "Resources").resolve()
    finally:
        paths.data_root.cache_clear()
