"""Drive the installed ``rollinone`` in a real X window, the way a person does, and read what it shows.

An X server without a screen (Debian's ``xvfb``) runs at 1280×720; the game
starts on it from the entry point installed next to ``sys.executable``, with a
fresh user folder; ``xdotool`` moves the real pointer and presses real keys;
ImageMagick's ``import`` takes screenshots, read by region with pygame (no
other dependency). A :class:`Mirror` runs the same screens headless at the
same size: their ``layout_rects()`` say where to click (so the tests follow
layout changes), and their pictures, pixel for pixel the window's, say what
the window must show.

Every wait polls a condition until it holds or a few seconds pass, then fails
with what it waited for (and keeps the last screenshot): nothing here hangs.

    python tests/xwin/harness.py wm-delete WINDOW   (with DISPLAY set)

sends the window manager's close request (see :func:`send_wm_delete`).
"""

from __future__ import annotations

import io
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import pygame

if TYPE_CHECKING:
    from game.app import App

SIZE = (1280, 720)
"""The X screen and the game's window: the design size, so the headless layout is the real one."""
DISPLAYS = range(91, 95)
"""X display numbers this harness may take (others on the machine use other numbers)."""
TOOLS = {"Xvfb": "xvfb", "xdotool": "xdotool", "import": "imagemagick"}
"""Commands the harness runs, and the Debian package of each (.ci/run installs them as root)."""
WAIT = 8.0
"""The longest any wait for the game lasts before the test fails (a busy two-core machine included)."""
SHOWN_AT_ONCE = 1.5
"""How soon a screen an input opened must be on the window.

Not a speed figure: a correct loop draws the new screen in its next frame
(tens of milliseconds); a loop that rests on a stale picture shows it only
when its safety net wakes it (``game.app.MAX_REST``, 2 s). The bound sits
between the two, far from both.
"""
QUIET = 0.3
"""Seconds the game's main thread must sleep, untouched, to count as resting (:meth:`Game.wait_idle`)."""
HOLD = 0.1
"""Seconds a person's click keeps the button down: long enough that the game sees the press and the release in different frames."""
T = TypeVar("T")
Rect = tuple[int, int, int, int]


# --------------------------------------------------------------------------- tools
def missing_tools() -> list[str]:
    """The Debian packages whose commands are not on PATH."""
    return sorted({pkg for cmd, pkg in TOOLS.items() if shutil.which(cmd) is None})


def skip_reason() -> str | None:
    """Why real-window tests cannot run here (one line), or None."""
    missing = missing_tools()
    if missing:
        return f"real-window tests need Debian's {', '.join(missing)} (.ci/run installs them as root)"
    return None


def entry_point() -> Path:
    """The installed ``rollinone`` script (the one a player starts), beside this interpreter."""
    return Path(sys.executable).with_name("rollinone.exe" if sys.platform == "win32" else "rollinone")


def poll(check: Callable[[], T | None], what: str, timeout: float = WAIT, interval: float = 0.05) -> T:
    """``check()`` again and again until it gives something true; fail saying ``what`` when ``timeout`` passes."""
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() >= deadline:
            raise AssertionError(f"waited {timeout:.1f} s for {what}")
        time.sleep(interval)


# --------------------------------------------------------------------------- the X server
class XServer:
    """An Xvfb display of its own, 1280×720×24, with no window manager."""

    def __init__(self) -> None:
        self.process: subprocess.Popen[bytes] | None = None
        self.display = ""
        for number in DISPLAYS:
            if Path(f"/tmp/.X{number}-lock").exists() or Path(f"/tmp/.X11-unix/X{number}").exists():
                continue  # someone else's
            process = subprocess.Popen(
                ["Xvfb", f":{number}", "-screen", "0", f"{SIZE[0]}x{SIZE[1]}x24", "-ac", "-nolisten", "tcp", "-noreset"],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            self.process, self.display = process, f":{number}"
            try:
                poll(lambda p=process: p.poll() is not None or self._answers(), f"Xvfb on {self.display}", timeout=5.0, interval=0.1)
            except AssertionError:
                self.stop()
                continue
            if process.poll() is None:
                return
            self.process = None  # taken meanwhile: try the next number
        raise RuntimeError(f"no free X display among :{DISPLAYS.start}..:{DISPLAYS.stop - 1}")

    def _answers(self) -> bool:
        return self.run(["xdotool", "getdisplaygeometry"], check=False).returncode == 0

    @property
    def env(self) -> dict[str, str]:
        """The environment of a program that draws on this display."""
        env = {k: v for k, v in os.environ.items() if k not in ("WAYLAND_DISPLAY", "XAUTHORITY")}
        env["DISPLAY"] = self.display
        return env

    def run(self, argv: Sequence[str], check: bool = True, timeout: float = 10.0) -> subprocess.CompletedProcess[bytes]:
        """Run an X tool (xdotool, import) against this display."""
        return subprocess.run(list(argv), env=self.env, capture_output=True, check=check, timeout=timeout)

    def xdotool(self, *args: str) -> str:
        """One xdotool command; its output."""
        return self.run(["xdotool", *args]).stdout.decode().strip()

    def screenshot(self) -> pygame.Surface:
        """The whole screen now (ImageMagick's ``import``, as an uncompressed BMP for speed)."""
        data = self.run(["import", "-window", "root", "bmp:-"]).stdout
        return pygame.image.load(io.BytesIO(data), "screen.bmp")

    def stop(self) -> None:
        """End the X server."""
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(5)
        self.process = None


# --------------------------------------------------------------------------- screenshots
class Shot:
    """One screenshot of the game's window, read by region (rectangles in window pixels)."""

    def __init__(self, surface: pygame.Surface) -> None:
        self.surface = surface

    def _rect(self, rect: Rect | pygame.Rect | None) -> pygame.Rect:
        return self.surface.get_rect() if rect is None else pygame.Rect(rect).clip(self.surface.get_rect())

    def mean(self, rect: Rect | pygame.Rect | None = None) -> tuple[int, int, int]:
        """The mean colour of a region."""
        r, g, b, *_ = pygame.transform.average_color(self.surface, self._rect(rect))
        return int(r), int(g), int(b)

    def brightness(self, rect: Rect | pygame.Rect | None = None) -> float:
        """The mean of the three channels (0 black, 255 white)."""
        return sum(self.mean(rect)) / 3

    def difference(self, other: Shot, rect: Rect | pygame.Rect | None = None) -> float:
        """The share of the region's pixels that differ between the two shots (0: the same, 1: all changed)."""
        r = self._rect(rect)
        if r.w == 0 or r.h == 0:
            return 0.0
        a, b = self.surface.subsurface(r), other.surface.subsurface(r)
        up = a.copy()
        up.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)  # max(a - b, 0) per channel
        down = b.copy()
        down.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
        up.blit(down, (0, 0), special_flags=pygame.BLEND_RGB_ADD)  # |a - b|
        same = pygame.mask.from_threshold(up, (0, 0, 0, 255), (1, 1, 1, 255))
        return 1.0 - same.count() / (r.w * r.h)

    def same(self, other: Shot, rect: Rect | pygame.Rect | None = None) -> bool:
        """True when the region is pixel for pixel the same in both shots."""
        return self.difference(other, rect) == 0.0

    def save(self, path: Path) -> Path:
        """Keep the shot as a PNG (for a failing test's report)."""
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.surface, str(path))
        return path


# --------------------------------------------------------------------------- the game
class Game:
    """The installed ``rollinone`` running on an :class:`XServer`, with a user folder of its own."""

    def __init__(
        self,
        x: XServer,
        args: Sequence[str] = (),
        *,
        user_dir: Path | None = None,
        settings: dict[str, Any] | None = None,
        shots_dir: Path | None = None,
    ) -> None:
        """Start ``rollinone ARGS`` (``settings``: entries written to its settings file first) and wait for its window."""
        self.x = x
        self.args = list(args)
        self._own_dir = None if user_dir is not None else Path(tempfile.mkdtemp(prefix="rollinone-xwin-"))
        self.user_dir = user_dir if user_dir is not None else (self._own_dir or Path()) / "user"
        self.user_dir.mkdir(parents=True, exist_ok=True)
        if settings:
            (self.user_dir / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
        self.shots_dir = shots_dir or self.user_dir.parent / "shots"
        self.log_path = self.user_dir.parent / f"{self.user_dir.name}.log"
        self._log = self.log_path.open("wb")
        env = x.env
        env.update(
            SDL_VIDEODRIVER="x11",
            SDL_AUDIODRIVER="dummy",
            ROLLINONE_USER_DIR=str(self.user_dir),
            PYGAME_HIDE_SUPPORT_PROMPT="1",
        )
        self.process = subprocess.Popen([str(entry_point()), *self.args], env=env, stdout=self._log, stderr=subprocess.STDOUT)
        self.window = ""
        self.origin = (0, 0)
        try:
            self.window = poll(self._find_window, "the game's window (xdotool search --class rollinone)")
            geometry = dict(line.split("=", 1) for line in x.xdotool("getwindowgeometry", "--shell", self.window).splitlines() if "=" in line)
            self.origin = (int(geometry.get("X", 0)), int(geometry.get("Y", 0)))
            self.wait_drawn()
        except BaseException:
            self.stop()
            raise

    def _find_window(self) -> str | None:
        if self.process.poll() is not None:
            raise AssertionError(f"rollinone {' '.join(self.args)} ended at start (exit {self.process.returncode}): {self.log()}")
        found = self.x.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.process.pid), "--class", "rollinone"], check=False)
        ids = found.stdout.decode().split()
        return ids[0] if ids else None

    def log(self) -> str:
        """What the game printed so far."""
        self._log.flush()
        return self.log_path.read_text(encoding="utf-8", errors="replace")[-3000:]

    # input ------------------------------------------------------------------------------------
    def _at(self, pos: tuple[int, int]) -> list[str]:
        return [str(self.origin[0] + int(pos[0])), str(self.origin[1] + int(pos[1]))]

    def move(self, pos: tuple[int, int]) -> None:
        """Move the real pointer to window pixel ``pos``."""
        self.x.xdotool("mousemove", *self._at(pos))

    def click(self, pos: tuple[int, int], settle: float = 0.3, hold: float = HOLD) -> None:
        """Point at ``pos``, let the game see the pointer there (``settle`` s), then press, hold, release: a person's click."""
        self.move(pos)
        time.sleep(settle)  # as a person does: the pointer rests on the button before the click
        self.click_here(hold)

    def click_here(self, hold: float = HOLD) -> None:
        """Press the left button where the pointer is, hold it ``hold`` s, release it."""
        self.press()
        time.sleep(hold)
        self.release()

    def tap(self, pos: tuple[int, int], settle: float = 0.3) -> None:
        """Like :meth:`click`, but press and release at once (``xdotool click``: a touchpad tap, a quick finger)."""
        self.move(pos)
        time.sleep(settle)
        self.x.xdotool("click", "1")

    def press(self, button: int = 1) -> None:
        """Press a mouse button where the pointer is (and keep it down)."""
        self.x.xdotool("mousedown", str(button))

    def release(self, button: int = 1) -> None:
        """Release a mouse button where the pointer is."""
        self.x.xdotool("mouseup", str(button))

    def key(self, *keys: str) -> None:
        """Real key presses, one after another (xdotool names: Escape, Tab, Return, ctrl+z, m ...)."""
        for k in keys:
            self.x.xdotool("key", "--clearmodifiers", k)

    def close_window(self) -> None:
        """Ask the game to close its window, as a window manager's close button does (WM_DELETE_WINDOW)."""
        subprocess.run([sys.executable, __file__, "wm-delete", self.window], env=self.x.env, check=True, timeout=10, capture_output=True)

    def terminate(self) -> None:
        """Send SIGTERM (a logout, ``kill``, a service manager stopping the game)."""
        self.process.send_signal(signal.SIGTERM)

    # looking ----------------------------------------------------------------------------------
    def shot(self) -> Shot:
        """A screenshot of the game's window."""
        screen = self.x.screenshot()
        area = pygame.Rect(self.origin, SIZE).clip(screen.get_rect())
        return Shot(screen.subsurface(area).copy())

    def wait_shot(self, check: Callable[[Shot], bool], what: str, timeout: float = WAIT) -> Shot:
        """Take screenshots until ``check`` holds for one; fail saying ``what`` (keeping the last shot) when ``timeout`` passes."""
        last: list[Shot] = []

        def look() -> Shot | None:
            if self.process.poll() is not None:
                raise AssertionError(f"the game ended (exit {self.process.returncode}) while waiting for {what}: {self.log()}")
            s = self.shot()
            last[:] = [s]
            return s if check(s) else None

        try:
            return poll(look, what, timeout, interval=0.0)
        except AssertionError as exc:
            if last:
                kept = last[0].save(self.shots_dir / f"last-{int(time.time() * 1000)}.png")
                raise AssertionError(f"{exc} (last screenshot: {kept})") from None
            raise

    def wait_shows(self, expected: Shot, rect: Rect | pygame.Rect | None, what: str, timeout: float = WAIT) -> Shot:
        """Wait until the window shows, in ``rect``, exactly what ``expected`` shows there."""
        return self.wait_shot(lambda s: s.same(expected, rect), what, timeout)

    def shows_at_once(self, expected: Shot, rect: Rect | pygame.Rect | None, what: str) -> Shot:
        """Assert the window shows ``expected`` in ``rect`` within :data:`SHOWN_AT_ONCE`, the pointer left still.

        On failure the message says whether (and when) the picture came later.
        """
        start = time.monotonic()
        try:
            return self.wait_shows(expected, rect, what, timeout=SHOWN_AT_ONCE)
        except AssertionError as first:
            try:
                self.wait_shows(expected, rect, what, timeout=WAIT)
                later = f"it came {time.monotonic() - start:.1f} s after the input, with nothing else done"
            except AssertionError:
                later = f"it did not come within {WAIT:.0f} s"
            raise AssertionError(f"{first}; {later}") from None

    def wait_drawn(self) -> Shot:
        """Wait for the first picture (a new X window is black until the game draws)."""
        return self.wait_shot(lambda s: s.brightness() > 20, "the first picture")

    def wait_idle(self, quiet: float = QUIET, timeout: float = WAIT) -> None:
        """Wait until the game's main thread has slept, untouched, for ``quiet`` seconds.

        Then every input sent so far has been handled and nothing moves: a
        frame to draw, an event to read or a turn to play would have woken it
        (and waiting for a busy machine's processor counts too: the thread
        would be runnable, not asleep). Read from ``/proc`` (Linux, as Xvfb
        is); elsewhere it just waits ``quiet`` seconds.
        """
        task = Path(f"/proc/{self.process.pid}/task/{self.process.pid}")
        if not task.exists():
            time.sleep(quiet)
            return

        def sample() -> tuple[str, str] | None:
            try:
                state = (task / "stat").read_text().rsplit(")", 1)[1].split()[0]
                return (task / "schedstat").read_text(), state
            except (OSError, IndexError):
                return None  # ended: the caller's next look says so

        last: list[tuple[str, str]] = []
        since = [time.monotonic()]

        def idle() -> bool:
            now = sample()
            if now is None:
                return True
            if now[1] not in ("S", "D") or [now] != last:  # running, runnable, or it ran since the last look
                last[:], since[0] = [now], time.monotonic()
                return False
            return time.monotonic() - since[0] >= quiet

        poll(idle, f"the game to handle its input and rest ({quiet:.1f} s without running)", timeout, interval=0.05)

    def wait_still(self, rect: Rect | pygame.Rect | None = None, timeout: float = WAIT) -> Shot:
        """Wait until the game has handled every input and rests (:meth:`wait_idle`); then its picture, which stays."""
        deadline = time.monotonic() + timeout
        while True:
            self.wait_idle(timeout=max(0.1, deadline - time.monotonic()))
            first = self.shot()
            if self.shot().same(first, rect):
                return first
            if time.monotonic() >= deadline:
                raise AssertionError(f"waited {timeout:.1f} s for the window to stop changing")

    def wait_exit(self, timeout: float = WAIT) -> int | None:
        """The exit code once the game has ended, or None if it still runs after ``timeout`` seconds."""
        try:
            return self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            return None

    # the user folder --------------------------------------------------------------------------
    def saves(self) -> list[Path]:
        """The saved games (``saves/*.json``, not their older copies)."""
        return sorted((self.user_dir / "saves").glob("*.json"))

    def replays(self) -> list[Path]:
        """The finished games kept as replays (``replays/*.json``)."""
        return sorted((self.user_dir / "replays").glob("*.json"))

    def record(self) -> Any:
        """The one saved game, read by the game's own reader (a MatchRecord)."""
        from game.match.saves import read_record

        saved = self.saves()
        assert len(saved) == 1, f"expected one saved game, found {[p.name for p in saved]}"
        return read_record(saved[0])

    def settings(self) -> dict[str, Any]:
        """The settings file as written (empty when there is none yet)."""
        path = self.user_dir / "settings.json"
        return json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}

    def stop(self) -> None:
        """Kill the game (a test that wanted it to end by itself has already looked) and close its log.

        The user folder goes too, unless it was given.
        """
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(5)
        self._log.close()
        if self._own_dir is not None:
            shutil.rmtree(self._own_dir, ignore_errors=True)


# --------------------------------------------------------------------------- the game's own screens, headless
@contextmanager
def headless_app(user_dir: Path | None = None) -> Iterator[App]:
    """An App at 1280×720 without a window, reading the settings and saves in ``user_dir`` (a fresh folder when None).

    It writes nothing (no settings, no saves).
    """
    from game import paths
    from game.app import App

    caches = (paths.user_dir, paths.user_dir_problem, paths.saves_problem)
    saved = os.environ.get("ROLLINONE_USER_DIR")
    with tempfile.TemporaryDirectory(prefix="rollinone-mirror-") as fresh:
        os.environ["ROLLINONE_USER_DIR"] = str(user_dir or fresh)
        for cached in caches:
            cached.cache_clear()
        try:
            yield App(size=SIZE, persist_settings=False, headless=True, load_settings=True)
        finally:
            pygame.display.quit()
            if saved is None:
                os.environ.pop("ROLLINONE_USER_DIR", None)
            else:
                os.environ["ROLLINONE_USER_DIR"] = saved
            for cached in caches:
                cached.cache_clear()


Layout = dict[str, pygame.Rect]


def layout_of(scene: Any) -> Layout:
    """A scene's ``layout_rects()`` by name, plus ``panel`` (an overlay's card) where the scene has one."""
    out = {name: pygame.Rect(r) for name, r in scene.layout_rects()}
    panel = getattr(scene, "panel", None)
    if isinstance(panel, pygame.Rect) and "panel" not in out:
        out["panel"] = pygame.Rect(panel)
    return out


class Mirror:
    """The same game, headless at 1280×720, given the same input: where its buttons are and what the window should show.

    A headless frame draws exactly the pixels the window gets (same code, same
    fonts), so a still screen of the mirror is a reference picture for the
    real window. Close it (or use it as a context manager) before the next one:
    pygame has one display.
    """

    def __init__(self, make: Callable[[App], Any], user_dir: Path | None = None) -> None:
        self._context = headless_app(user_dir)
        self.app = self._context.__enter__()
        try:
            self.app.stack.push(make(self.app))
            self.app.stack.apply_pending()
            self.frames(2)
        except BaseException:
            self.close()
            raise

    def __enter__(self) -> Mirror:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Close the headless display."""
        self._context.__exit__(None, None, None)

    @property
    def top(self) -> Any:
        """The scene on top."""
        return self.app.stack.top

    def layout(self) -> Layout:
        """The top scene's rectangles (:func:`layout_of`)."""
        return layout_of(self.top)

    def frames(self, n: int = 1) -> None:
        """Run ``n`` frames of the real loop body (1/60 s each)."""
        for _ in range(n):
            self.app._frame(1 / 60)

    def run_until(self, done: Callable[[Mirror], bool], what: str, seconds: float = 120.0) -> None:
        """Run frames until ``done(self)`` (at most ``seconds`` of game time), then one more so the picture is drawn."""
        for _ in range(int(seconds * 60)):
            if done(self):
                self.frames(1)
                return
            self.frames(1)
        raise AssertionError(f"the headless game never reached {what}")

    def settle(self, seconds: float = 20.0) -> None:
        """Run frames until the screen is still: the loop would rest (nothing animates now) and no message shows."""
        self.run_until(lambda m: m.app.idle_wait() != 0 and not m.app.toasts, "a still screen", seconds)

    def click(self, pos: tuple[int, int]) -> None:
        """A left click at ``pos`` (moved there, pressed, released), then two frames (the change and its picture)."""
        post = pygame.event.post
        post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.frames(2)

    def key(self, key: int, mod: int = 0, unicode: str = "") -> None:
        """A key press and release, then two frames."""
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, scancode=0))
        self.frames(2)

    def shot(self) -> Shot:
        """The picture of the last frame."""
        return Shot(self.app.surface.copy())


def title(app: App) -> Any:
    """What a plain ``rollinone`` opens: the title screen."""
    from game.scenes.title import TitleScene

    return TitleScene(app)


def play(args: Sequence[str]) -> Callable[[App], Any]:
    """What ``rollinone play ...`` opens (``args`` must give ``--seed``, so both games deal the same)."""
    from game.cli_args import build_parser
    from game.commands.play import _setup_module, build_result
    from game.scenes.table.scene import TableScene

    parsed = build_parser().parse_args(["play", *args])
    if parsed.seed is None:
        raise ValueError("give --seed: the window and the mirror must deal the same cards")
    record = _setup_module(parsed.game).record_for(build_result(parsed), seed=parsed.seed)
    return lambda app: TableScene(app, record)


# --------------------------------------------------------------------------- the close request, as a window manager sends it
def send_wm_delete(window: int) -> None:
    """Send ``window`` a WM_PROTOCOLS / WM_DELETE_WINDOW client message (on ``$DISPLAY``), through Xlib.

    With no window manager running, this is what its close button does:
    SDL turns it into a window-close event and then SDL_QUIT. (``xdotool
    windowclose`` destroys the window instead, and SDL dies of a BadWindow
    error; ``windowkill`` kills the client: neither asks the game.) Run in a
    child process, so that an X error, which Xlib answers by exiting, cannot
    end the test run.
    """
    import ctypes
    import ctypes.util

    x11 = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XInternAtom.restype = ctypes.c_ulong
    x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    x11.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long, ctypes.c_void_p]
    x11.XFlush.argtypes = [ctypes.c_void_p]
    x11.XCloseDisplay.argtypes = [ctypes.c_void_p]

    class ClientMessage(ctypes.Structure):
        _fields_ = [
            ("type", ctypes.c_int),
            ("serial", ctypes.c_ulong),
            ("send_event", ctypes.c_int),
            ("display", ctypes.c_void_p),
            ("window", ctypes.c_ulong),
            ("message_type", ctypes.c_ulong),
            ("format", ctypes.c_int),
            ("data", ctypes.c_long * 5),
        ]

    class XEvent(ctypes.Union):
        _fields_ = [("xclient", ClientMessage), ("pad", ctypes.c_long * 24)]  # XEvent is 24 longs

    display = x11.XOpenDisplay(None)
    if not display:
        raise SystemExit(f"cannot open display {os.environ.get('DISPLAY')!r}")
    event = XEvent()
    event.xclient.type = 33  # ClientMessage
    event.xclient.display = display
    event.xclient.window = window
    event.xclient.message_type = x11.XInternAtom(display, b"WM_PROTOCOLS", 0)
    event.xclient.format = 32
    event.xclient.data[0] = x11.XInternAtom(display, b"WM_DELETE_WINDOW", 0)
    event.xclient.data[1] = 0  # CurrentTime
    if not x11.XSendEvent(display, window, 0, 0, ctypes.byref(event)):
        raise SystemExit("XSendEvent failed")
    x11.XFlush(display)
    x11.XCloseDisplay(display)


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "wm-delete":
        send_wm_delete(int(sys.argv[2], 0))
    else:
        raise SystemExit(__doc__)
