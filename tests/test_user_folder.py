"""A read-only or missing preference folder never stops a screen: the game runs, says once why nothing is kept."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import paths
from game import settings as settings_mod

CACHED = (paths.user_dir, paths.user_dir_problem, paths.saves_problem)


def run_game(user_dir, *args):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "ROLLINONE_USER_DIR": str(user_dir)}
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True, env=env, timeout=300)


def messages(proc):
    return [line for line in proc.stdout.splitlines() if line.startswith("message: ")]


@pytest.fixture
def user_dir_at(monkeypatch):
    """Point the user folder somewhere for one test (paths caches the folder and its problems)."""

    def point(path):
        monkeypatch.setenv("ROLLINONE_USER_DIR", str(path))
        for cached in CACHED:
            cached.cache_clear()
        return path

    yield point
    monkeypatch.undo()
    for cached in CACHED:
        cached.cache_clear()


@pytest.fixture
def read_only_folder(tmp_path):
    """An existing folder no file can be created in (root ignores permissions, so it gets /proc on Linux)."""
    if sys.platform == "win32":
        pytest.skip("Windows keeps folder permissions in ACLs: chmod cannot make a folder read-only")
    if os.geteuid() != 0:
        folder = tmp_path / "locked"
        folder.mkdir()
        folder.chmod(0o555)
        yield folder
        folder.chmod(0o755)
    elif sys.platform.startswith("linux"):
        yield Path("/proc")
    else:
        pytest.skip("needs a folder root cannot write")


def test_a_user_folder_that_cannot_be_created_is_reported_not_raised(tmp_path, user_dir_at):
    blocker = tmp_path / "a-file"
    blocker.write_text("in the way")
    user = user_dir_at(blocker / "prefs")
    assert paths.user_dir() == user
    assert paths.user_courses_dir() == user / "courses"  # a path, not an exception
    assert paths.saves_dir() == user / "saves"
    problem = paths.user_dir_problem()
    assert str(user) in problem and "cannot be created" in problem and "\n" not in problem
    assert paths.saves_problem() == problem


def test_a_read_only_user_folder_is_reported(read_only_folder, user_dir_at):
    user_dir_at(read_only_folder)
    problem = paths.user_dir_problem()
    assert problem is not None and str(read_only_folder) in problem


def test_saves_alone_can_be_blocked(tmp_path, user_dir_at):
    user = user_dir_at(tmp_path / "prefs")
    user.mkdir()
    (user / "saves").write_text("a file where the folder should be")
    assert paths.user_dir_problem() is None
    assert "is a file, not a folder" in paths.saves_problem()


def test_a_damaged_file_that_cannot_be_moved_aside_is_not_said_to_be(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    path.write_bytes(b"\xff\xfe garbage")

    def refuse(self, target):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "replace", refuse)
    loaded = settings_mod.read(path)
    assert "kept" not in loaded.message and "could not be moved aside" in loaded.message
    assert loaded.may_save is False  # the game must not write over what it could neither read nor keep
    assert path.read_bytes() == b"\xff\xfe garbage"


def test_an_unreadable_settings_file_is_never_overwritten(tmp_path, user_dir_at):
    from game.app import App

    user = user_dir_at(tmp_path / "prefs")
    (user / "settings.json").mkdir(parents=True)  # a folder where the file should be: cannot be read
    app = App(headless=True)
    assert any("Could not read the settings file" in t.message for t in app.toasts)
    app.settings.volume = 0.1
    app.save_settings()  # must not try to replace what it could not read
    assert (user / "settings.json").is_dir() and not (user / "settings.json.tmp").exists()
    import pygame

    pygame.display.quit()


@pytest.mark.parametrize("case", ["cannot be created", "read-only"])
def test_the_game_and_carom_set_up_open_without_a_usable_user_folder(tmp_path, read_only_folder, case):
    if case == "cannot be created":
        (tmp_path / "a-file").write_text("in the way")
        user = tmp_path / "a-file" / "prefs"
    else:
        user = read_only_folder
    # 150 frames: the tour goes through Settings and Rules and opens Carom Golf's set-up (frame 120)
    proc = run_game(user, "--smoke", "150")
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stdout + proc.stderr
    said = messages(proc)
    about_folder = [m for m in said if "cannot be kept" in m]
    assert len(about_folder) == 1, said  # once, however often settings change on the tour
    assert str(user) in about_folder[0]


def test_the_game_says_once_that_games_cannot_be_saved(tmp_path):
    (tmp_path / "saves").write_text("a file where the folder should be")
    proc = run_game(tmp_path, "--smoke", "3")
    assert proc.returncode == 0, proc.stderr
    assert messages(proc) == [f"message: Games cannot be saved: {tmp_path / 'saves'} is a file, not a folder."]
