"""Opening a folder and printing from the windowed bundle, on each system (the platform faked where it can be)."""

import io
import os
import subprocess
import sys

import pytest

from game import cli, desktop


def test_windows_opens_the_folder_through_the_shell(tmp_path, monkeypatch):
    opened = []
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(os, "startfile", opened.append, raising=False)
    said = []
    assert desktop.open_folder(tmp_path, said.append, what="the folder of saves and courses") is None  # no child to wait for
    assert opened == [tmp_path] and said == []


def test_a_windows_shell_failure_says_where_the_folder_is(tmp_path, monkeypatch):
    def refuse(folder):
        raise OSError(1155, "No application is associated", str(folder), 1155)

    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(os, "startfile", refuse, raising=False)
    said = []
    desktop.open_folder(tmp_path, said.append, what="the folder of saves and courses")
    assert said == [f"Could not open the file manager (No application is associated); the folder of saves and courses is {tmp_path}"]


def test_macos_opens_folders_with_open(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "platform", "darwin")
    assert desktop.opener_command(tmp_path) == ["open", str(tmp_path)]


def test_no_console_to_borrow_off_windows_or_with_streams(monkeypatch):
    assert desktop.attach_parent_console() is False  # this system, with its streams
    monkeypatch.setattr(sys, "platform", "win32")
    assert desktop.attach_parent_console() is False  # streams exist (a pipe, a file): nothing to borrow


def test_a_windowed_program_without_streams_still_answers(monkeypatch):
    """A windowed bundle started by a double-click has no stdout or stderr: printing must not fail."""
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    with pytest.raises(SystemExit) as done:
        cli.main(["--version"])
    assert done.value.code == 0


def test_a_message_the_output_code_page_cannot_show_does_not_end_the_program(monkeypatch):
    """Windows writes to pipes and files in cp1252, which has no arrows."""
    out = io.TextIOWrapper(io.BytesIO(), encoding="cp1252")
    monkeypatch.setattr(sys, "stdout", out)
    cli._guard_streams()
    print("press → to go on")
    out.flush()
    assert out.buffer.getvalue() == b"press ? to go on\n"


@pytest.mark.skipif(sys.platform != "win32", reason="the ANSI code page of pipes is Windows'")
def test_the_check_command_prints_through_a_pipe_on_windows():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    proc = subprocess.run([sys.executable, "-m", "game", "check", "levels"], capture_output=True, timeout=300, cwd=root)
    assert proc.returncode == 0 and b"Traceback" not in proc.stderr, proc.stderr[-2000:]
