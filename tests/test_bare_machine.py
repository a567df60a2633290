"""No display, no sound card, no file manager: one line each, or silence, and never an invisible game."""

import os
import subprocess
import sys
import time

import pytest

from game import desktop

LINUX = sys.platform.startswith("linux")


def run_game(env_changes, *args, drop=(), timeout=120):
    env = {k: v for k, v in os.environ.items() if k not in drop}
    env.update(env_changes)
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True, env=env, timeout=timeout)


@pytest.mark.skipif(not LINUX, reason="only Linux can be started without a desktop session from a test")
def test_without_a_display_the_game_says_so_in_one_line_and_exits_1(tmp_path):
    started = time.monotonic()
    proc = run_game(
        {"ROLLINONE_USER_DIR": str(tmp_path), "SDL_AUDIODRIVER": "dummy"},
        drop=("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"),
        timeout=60,
    )
    assert proc.returncode == 1
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("rollinone: error: no display"), proc.stderr
    assert "--smoke" in lines[0]
    assert time.monotonic() - started < 30  # it did not run invisibly


@pytest.mark.skipif(not LINUX, reason="SDL falls back to drawing off screen only where no desktop runs")
def test_smoke_runs_keep_working_without_a_display(tmp_path):
    proc = run_game({"ROLLINONE_USER_DIR": str(tmp_path)}, "--smoke", "3", drop=("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "SDL_AUDIODRIVER"))
    assert proc.returncode == 0, proc.stderr
    assert "rendered 3 frames" in proc.stdout


@pytest.mark.skipif(not LINUX, reason="ALSA is Linux's sound layer")
def test_a_machine_without_sound_starts_silently(tmp_path):
    # forcing SDL's ALSA back-end: where no sound card exists it prints a page of errors unless silenced
    proc = run_game({"ROLLINONE_USER_DIR": str(tmp_path), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "alsa"}, "--smoke", "3")
    assert proc.returncode == 0
    assert proc.stderr == ""


def test_the_sound_layer_reports_no_device_instead_of_failing(monkeypatch):
    import pygame

    from game.audio import Sounds

    def no_device(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sounds = Sounds(0.8)
    assert sounds.enabled is False
    sounds.play("place")  # a no-op, not an error


def fake_opener(folder, exit_code):
    """An ``xdg-open`` that complains on both streams and fails, as the real one does with no file manager."""
    script = folder / "xdg-open"
    script.write_text(f"#!/bin/sh\necho $$ > '{folder}/pid'\necho 'xdg-open: no method available for opening' >&2\necho noise\nexit {exit_code}\n")
    script.chmod(0o755)
    return script


@pytest.mark.skipif(sys.platform == "win32", reason="Windows opens folders through the shell, without a child process")
def test_a_failed_folder_open_says_where_the_folder_is_quietly_and_reaps_its_child(tmp_path, monkeypatch, capfd):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    fake_opener(bin_dir, 3)
    monkeypatch.setenv("PATH", str(bin_dir))
    monkeypatch.setattr(sys, "platform", "linux")
    folder = tmp_path / "my courses"
    folder.mkdir()
    said = []
    thread = desktop.open_folder(folder, said.append)
    thread.join(10)
    assert said == [f"Could not open the file manager; your courses folder is {folder}"]
    out, err = capfd.readouterr()
    assert "xdg-open" not in out + err and "noise" not in out + err
    # the opener was waited for: no defunct child is left behind (a zombie keeps its /proc entry)
    pid = int((bin_dir / "pid").read_text())
    if os.path.isdir("/proc/self"):
        assert not os.path.exists(f"/proc/{pid}")


def test_no_file_manager_at_all_says_where_the_folder_is(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setattr(sys, "platform", "linux")
    said = []
    assert desktop.open_folder(tmp_path, said.append) is None
    assert said == [f"No file manager could be started; your courses folder is {tmp_path}"]


def test_a_folder_that_does_not_exist_is_named(tmp_path):
    said = []
    desktop.open_folder(tmp_path / "never made", said.append)
    assert said and str(tmp_path / "never made") in said[0]


def test_a_message_from_another_thread_reaches_the_player():
    import threading

    import pygame

    from game.app import App

    app = App(persist_settings=False, headless=True)
    try:
        thread = threading.Thread(target=desktop.post_notice, args=("from elsewhere",))
        thread.start()
        thread.join()
        app._frame(1 / 60)
        assert [t.message for t in app.toasts] == ["from elsewhere"]
    finally:
        pygame.display.quit()
