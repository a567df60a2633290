"""Drive real Tiled under Xvfb: start it on a copy of the project, press keys, read the screen.

Used by the Tiled extension's tests. Tiled 1.8 opens a project named on its
command line only when the project's session file exists, and runs a project's
scripts only once the project is trusted (its *Enable Extensions* button, kept
in Tiled's settings as ``Scripting/EnabledProjects``): ``TiledGui`` writes both
into a throw-away home folder, so the user's own Tiled settings are never read.
What the extension tells Tiled it also writes to ``$ROLLINONE_TILED_TRACE``
(one JSON line each), which the tests read beside the screenshots.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

DISPLAYS = range(96, 100)
SIZE = (1600, 1000)
TOOLS = {"tiled": "Debian's tiled", "Xvfb": "Xvfb", "xdotool": "xdotool", "import": "imagemagick's import"}

# the Issues panel's row colours in Tiled 1.8's default style: background, and the line under each row
ERROR_ROW = ((242, 210, 219), (233, 184, 194))
WARNING_ROW = ((242, 239, 210), (226, 219, 184))


def missing_tools() -> str | None:
    """Why real Tiled cannot be driven here, or None."""
    missing = [what for tool, what in TOOLS.items() if shutil.which(tool) is None]
    return f"needs {', '.join(missing)} (not installed)" if missing else None


def wait_for(what: str, found: Callable[[], object], timeout: float = 15.0) -> object:
    """Poll until ``found()`` gives something true; fail saying what never came."""
    end = time.monotonic() + timeout
    while True:
        value = found()
        if value:
            return value
        if time.monotonic() > end:
            raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}")
        time.sleep(0.1)


class TiledGui:
    """One Tiled on its own X display, with the project in ``levels`` and ``map_file`` open."""

    def __init__(self, levels: Path, map_file: Path, env: dict[str, str], home: Path) -> None:
        self.levels, self.map_file, self.home = levels, map_file, home
        self.trace_file = home / "trace.jsonl"
        self.display = ""
        self.xvfb: subprocess.Popen[bytes] | None = None
        self.tiled: subprocess.Popen[bytes] | None = None
        self.window = ""
        self._env = env

    # ---------------------------------------------------------------- start and stop
    def start(self) -> TiledGui:
        self._start_xvfb()
        project = self.levels / "rollinone.tiled-project"
        session = {"project": project.name, "openFiles": [self.map_file.relative_to(self.levels).as_posix()]}
        session["activeFile"] = session["openFiles"][0]
        (self.levels / "rollinone.tiled-session").write_text(json.dumps(session), encoding="utf-8")
        conf = self.home / ".config" / "mapeditor.org" / "tiled.conf"
        conf.parent.mkdir(parents=True, exist_ok=True)
        conf.write_text(f"[Scripting]\nEnabledProjects={project}\n", encoding="utf-8")
        self.home.chmod(0o700)
        env = {
            **self._env, "DISPLAY": self.display, "HOME": str(self.home), "XDG_CONFIG_HOME": str(self.home / ".config"),
            "XDG_DATA_HOME": str(self.home / ".local" / "share"), "XDG_RUNTIME_DIR": str(self.home),
            "ROLLINONE_TILED_TRACE": str(self.trace_file), "QT_QPA_PLATFORM": "xcb",
        }
        with open(self.home / "tiled-output.txt", "wb") as output:
            self.tiled = subprocess.Popen(["tiled", "--new-instance", str(project), str(self.map_file)], env=env, cwd=self.home, stdout=output, stderr=output)
        title = f"{self.map_file.name} (rollinone)"
        self.window = str(wait_for(f"Tiled's window '{title}'", lambda: self._search(title), timeout=30))
        self.xdotool("windowmove", self.window, "0", "0")
        self.xdotool("windowsize", self.window, str(SIZE[0]), str(SIZE[1]))
        return self

    def _start_xvfb(self) -> None:
        for n in DISPLAYS:
            if Path(f"/tmp/.X{n}-lock").exists() or Path(f"/tmp/.X11-unix/X{n}").exists():
                continue
            self.xvfb = subprocess.Popen(
                ["Xvfb", f":{n}", "-screen", "0", f"{SIZE[0]}x{SIZE[1]}x24", "-nolisten", "tcp"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
            )
            try:
                wait_for(f"Xvfb :{n}", lambda n=n: Path(f"/tmp/.X11-unix/X{n}").exists() or self.xvfb.poll() is not None, timeout=10)  # type: ignore[union-attr]
            except AssertionError:
                self.xvfb.kill()
                raise
            if self.xvfb.poll() is None:
                self.display = f":{n}"
                return
        raise AssertionError(f"no free X display among :{DISPLAYS.start}..:{DISPLAYS.stop - 1}")

    def stop(self) -> None:
        for proc in (self.tiled, self.xvfb):
            if proc is not None and proc.poll() is None:
                proc.terminate()
                try:
                    proc.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait()

    # ---------------------------------------------------------------- input
    def xdotool(self, *args: str) -> str:
        out = subprocess.run(["xdotool", *args], env={**os.environ, "DISPLAY": self.display}, capture_output=True, text=True, timeout=20)
        return out.stdout.strip()

    def _search(self, title: str) -> str:
        """The first window whose name holds ``title`` (plain text, not a pattern)."""
        found = self.xdotool("search", "--name", re.escape(title)).split()
        return found[0] if found else ""

    def window_names(self) -> list[str]:
        return [n for n in self.xdotool("search", "--name", ".", "getwindowname", "%@").splitlines() if n]

    def key(self, *keys: str, window: str | None = None) -> None:
        """Press keys in Tiled's main window (or another of its windows, e.g. a dialog)."""
        target = window or self.window
        self.xdotool("windowfocus", "--sync", target)
        self.xdotool("key", "--delay", "60", *keys)

    def click(self, x: int, y: int, times: int = 1) -> None:
        self.xdotool("mousemove", "--sync", str(x), str(y))
        self.xdotool("click", "--repeat", str(times), "--delay", "80", "1")

    # ---------------------------------------------------------------- output
    def trace(self) -> list[dict]:
        if not self.trace_file.exists():
            return []
        return [json.loads(line) for line in self.trace_file.read_text(encoding="utf-8").splitlines() if line.strip()]

    def wait_trace(self, what: str, predicate: Callable[[dict], bool], after: int = 0, timeout: float = 20.0) -> dict:
        """The first trace entry from index ``after`` on that matches."""
        def found() -> dict | None:
            return next((e for e in self.trace()[after:] if predicate(e)), None)

        return wait_for(what, found, timeout)  # type: ignore[return-value]

    def change_extensions(self, change: Callable[[], object]) -> None:
        """Make a change in the extensions folder and wait for Tiled to load the extension again.

        Tiled reloads a project's scripts whenever a file is added to or removed from their folder.
        """
        mark = len(self.trace())
        change()
        self.wait_trace("the extension to load again", lambda e: e["event"] == "loaded", after=mark, timeout=10)

    def screenshot(self, path: Path) -> Path:
        subprocess.run(["import", "-window", "root", str(path)], env={**os.environ, "DISPLAY": self.display}, check=True, timeout=30)
        return path


def load_image(path: Path):  # -> pygame.Surface
    import pygame

    return pygame.image.load(str(path))


def _close(colour: tuple[int, ...], target: tuple[int, int, int], tolerance: int = 6) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(colour, target))


def issue_rows(image, x: int) -> list[tuple[str, int]]:  # image: pygame.Surface
    """The Issues panel's rows crossing column ``x``, top to bottom: ("error"|"warning", y of the row's middle).

    A row is a band of its background colour ended by its one-pixel line in the darker tone.
    """
    rows: list[tuple[str, int]] = []
    run_kind, run_start = "", 0
    for y in range(image.get_height()):
        colour = tuple(image.get_at((x, y)))[:3]
        kind = "error" if _close(colour, ERROR_ROW[0]) else "warning" if _close(colour, WARNING_ROW[0]) else ""
        line = "error" if _close(colour, ERROR_ROW[1]) else "warning" if _close(colour, WARNING_ROW[1]) else ""
        if kind:
            if kind != run_kind:
                run_kind, run_start = kind, y
            continue
        if line and line == run_kind and y - run_start >= 12:
            rows.append((line, (run_start + y) // 2))
        run_kind = ""
    return rows


def find_colour(image, box: tuple[int, int, int, int], test: Callable[[tuple[int, ...]], bool]) -> tuple[int, int] | None:
    """The first pixel in box (x0, y0, x1, y1) whose colour passes ``test``."""
    x0, y0, x1, y1 = box
    for y in range(y0, y1):
        for x in range(x0, x1):
            if test(tuple(image.get_at((x, y)))[:3]):
                return x, y
    return None
