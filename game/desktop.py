"""The desktop around the game: showing a folder in the file manager, keeping C libraries quiet, a console on Windows.

The file manager is started by the platform's own opener (``xdg-open`` on
Linux, ``open`` on macOS, the shell on Windows) in a background thread that
waits for it, so the game never blocks on it, never leaves a defunct child
process behind, and never lets the opener's error messages reach the terminal.
When it fails, the player is told in one line where the folder is.

The Windows bundle is a windowed program (no console window opens with it), so
Windows gives it no output streams when it is started from a terminal;
:func:`attach_parent_console` borrows the terminal's, so that ``rollinone.exe
--version`` or ``check`` print there.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame

NOTICE = pygame.event.custom_type()
"""An event with a ``message``: a line for the player from another thread (the app shows it as a toast)."""

LINUX_OPENERS = ("xdg-open", "gio", "kde-open", "exo-open")


def post_notice(message: str) -> None:
    """Put a one-line message in front of the player from any thread (dropped if the game has closed)."""
    try:
        pygame.event.post(pygame.event.Event(NOTICE, message=message))
    except pygame.error:
        pass


def opener_command(folder: Path) -> list[str] | None:
    """The command that shows ``folder`` in the file manager here, or None when there is none."""
    if sys.platform == "darwin":
        return ["open", str(folder)]
    for name in LINUX_OPENERS:
        found = shutil.which(name)
        if found:
            return [found, "open", str(folder)] if name == "gio" else [found, str(folder)]
    return None


def open_folder(folder: Path, on_failure: Callable[[str], None] = post_notice, what: str = "your courses folder") -> threading.Thread | None:
    """Show ``folder`` in the file manager; if that fails, ``on_failure`` gets one line saying where it is.

    ``what`` names the folder in that line. Returns the background thread that
    waits for the opener (None when nothing was started).
    """
    where = f"{what} is {folder}"
    if not folder.is_dir():
        on_failure(f"The folder could not be created; {where}")
        return None
    if sys.platform == "win32":
        try:
            os.startfile(folder)  # type: ignore[attr-defined]  # the shell opens Explorer; no child process here
        except OSError as exc:
            on_failure(f"Could not open the file manager ({exc.strerror or exc}); {where}")
        return None
    command = opener_command(folder)
    if command is None:
        on_failure(f"No file manager could be started; {where}")
        return None
    thread = threading.Thread(target=_run, args=(command, where, on_failure), name="open-folder", daemon=True)
    thread.start()
    return thread


def _run(command: list[str], where: str, on_failure: Callable[[str], None]) -> None:
    """Run the opener to its end (reaping it), quietly; report a failure."""
    import subprocess  # here: a launch never needs it (it costs a few ms before the first frame)

    try:
        done = subprocess.run(
            command,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,  # a file manager it starts outlives the game, and Ctrl+C in our terminal
            check=False,
        )
    except (OSError, subprocess.SubprocessError) as exc:
        on_failure(f"Could not open the file manager ({getattr(exc, 'strerror', None) or type(exc).__name__}); {where}")
        return
    if done.returncode != 0:
        on_failure(f"Could not open the file manager; {where}")


@contextlib.contextmanager
def quiet_stderr() -> Iterator[None]:
    """Silence what C libraries print straight to the error stream (ALSA's pages about missing sound cards)."""
    try:
        if sys.stderr is not None:
            sys.stderr.flush()
        devnull = os.open(os.devnull, os.O_WRONLY)
    except (OSError, ValueError):
        yield
        return
    try:
        saved = os.dup(2)
    except OSError:  # no error stream at all (a windowed bundle): nothing to hide
        os.close(devnull)
        yield
        return
    try:
        os.dup2(devnull, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(devnull)


def attach_parent_console() -> bool:
    """Windows: when this windowed program has no output streams, write to the console of the terminal that started it.

    True when ``sys.stdout`` and ``sys.stderr`` were pointed at that console;
    False elsewhere, when the streams exist (redirected to a file or a pipe),
    or when the program was not started from a terminal (a double-click).
    """
    if sys.platform != "win32" or (sys.stdout is not None and sys.stderr is not None):
        return False
    import ctypes

    try:
        if not ctypes.WinDLL("kernel32").AttachConsole(-1):  # ATTACH_PARENT_PROCESS
            return False
        if sys.stdout is None:
            sys.stdout = open("CONOUT$", "w", encoding="utf-8")  # noqa: SIM115  # lives as long as the program
        if sys.stderr is None:
            sys.stderr = open("CONOUT$", "w", encoding="utf-8")  # noqa: SIM115
    except (OSError, AttributeError, ValueError):
        return False
    return True
