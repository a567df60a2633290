"""The window, the main loop and what every scene shares (settings, sounds, messages).

The loop is: post scripted input (smoke runs) → route events (window-level keys
first, then the top scene) → update → draw → flip → apply queued scene
changes. An unexpected error inside a scene never shows a traceback: it is
written to the log file, the player sees one line, and the game returns to the
title screen.

When nothing moves (the top scene's :meth:`~game.scenes.base.Scene.wake_in`
says so and no message is fading) the loop draws nothing and sleeps
(:mod:`game.rest`) until input arrives or the scene's next change is due,
so a game left waiting for a player costs next to no CPU.
"""

from __future__ import annotations

import os
import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

import pygame

from game import APP_NAME, desktop, paths
from game import settings as settings_mod
from game.audio import Sounds
from game.scenes.base import Scene, SceneStack
from game.smoke import ScriptedInput
from game.ui import controls, look
from game.ui.input_layer import InputLayer
from game.ui.notices import draw_muted_icon, muted_icon_rect, toast_image
from game.ui.theme import PALETTE, px, scale_for

MIN_SIZE = (800, 480)
HEADLESS_MAX_SIZE = (3840, 2160)
"""Without a display there is nothing to fit a window to: sizes from the settings stop here."""
MAX_REST = 2.0
"""Even when nothing moves, the loop looks around this often (a cheap safety net)."""
REST_POLL = 0.008
"""Where SDL cannot sleep until input (see :mod:`game.rest`), input is looked for this often."""
OFFSCREEN_DRIVERS = ("offscreen", "dummy")
WINDOW_CLASS_ENV = {"SDL_VIDEO_X11_WMCLASS": "rollinone", "SDL_VIDEO_WAYLAND_WMCLASS": "rollinone", "SDL_APP_NAME": APP_NAME}
"""The window's class / app id (matches assets/linux/rollinone.desktop) and the name SDL gives the system."""


class NoDisplayError(RuntimeError):
    """No window can be opened here (no desktop session); ``str()`` is one line."""


TOAST_FADE = 0.5
"""Seconds a message takes to fade out."""


@dataclass
class Toast:
    """A one-line message shown for a few seconds at the bottom of the window."""

    message: str
    remaining: float = 4.0


class App:
    """The running game: one window, one scene stack."""

    def __init__(
        self,
        *,
        size: tuple[int, int] | None = None,
        persist_settings: bool = True,
        headless: bool = False,
        load_settings: bool | None = None,
    ) -> None:
        """``load_settings`` defaults to ``persist_settings``; smoke runs read the settings but never write them."""
        self.persist_settings = persist_settings
        self.headless = headless
        self.may_rest = True
        """Sleep when nothing moves (benchmarks turn it off to measure the old always-drawing loop)."""
        self._said: set[str] = set()
        uses_user_dir = persist_settings if load_settings is None else load_settings
        loaded = settings_mod.read(paths.settings_file()) if uses_user_dir else settings_mod.Loaded(settings_mod.Settings())
        self.settings = loaded.settings
        self.settings_writable = loaded.may_save
        """False when the settings file was neither read nor kept aside: writing it would lose it (saves still work)."""
        for name, value in WINDOW_CLASS_ENV.items():
            os.environ.setdefault(name, value)  # the taskbar groups the window under the .desktop file's name
        with desktop.quiet_stderr():  # SDL's probes of absent display servers print to the terminal
            pygame.display.init()
        if not headless:
            problem = display_problem()
            if problem:
                pygame.display.quit()
                raise NoDisplayError(problem)
        fill_desktop = False
        if size is not None:
            self.settings.window_size = size  # asked for this run (--size): the choice kept in Settings stays as it was
        elif self.settings.window_chosen:
            self.settings.window_size = fit_to_display(self.settings.window_size, headless)
        else:
            self.settings.window_size = desktop_size(headless)
            fill_desktop = not headless
        pygame.font.init()
        pygame.key.set_repeat()  # off: held keys repeat in the input layer, marked as repeats (game.ui.input_layer)
        pygame.display.set_caption(APP_NAME)
        set_window_icon()
        self.surface = self._open_window()
        if fill_desktop and not self.settings.fullscreen:
            maximize_window()  # a window manager then fits it to the desktop's free area, title bar and taskbar kept
        self.sounds = Sounds(self.settings.volume)
        self.sounds.set_muted(self.settings.muted)
        self.stack = SceneStack()
        self.input = self._open_input()
        self._after_first_frame: list[Callable[[], None]] = [self.input.start_devices]
        self.apply_look()
        self.toasts: list[Toast] = []
        self._shown_alone: Scene | None = None
        """The scene drawn alone in the last frame (None: an overlay was up, or nothing was drawn yet)."""
        self._marks: list[pygame.Rect] = []
        """Where the app drew its messages and the muted mark in the last frame."""
        self._exposed = False
        self._unshown = False
        """Something changed after the last picture was drawn (a scene, a message): draw once more before resting."""
        self._frame_due = 0.0
        """When the next animating frame is due (time.perf_counter)."""
        self.running = True
        self.frame = 0
        self.frame_times: list[float] = []
        for message in startup_messages(loaded.message, uses_user_dir):
            self.notify_once(message)
        if loaded.repaired and self.persist_settings and self.settings_writable:
            self.save_settings()  # the bad entries are replaced on disk too, so the message comes once

    # window ---------------------------------------------------------------------
    def _open_window(self) -> pygame.Surface:
        flags = pygame.RESIZABLE
        if self.settings.fullscreen and not self.headless:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        w, h = self.settings.window_size
        return pygame.display.set_mode((max(MIN_SIZE[0], w), max(MIN_SIZE[1], h)), flags)

    @property
    def size(self) -> tuple[int, int]:
        """The window size in pixels."""
        return self.surface.get_size()

    @property
    def scale(self) -> float:
        """The UI scale for the current window (1.0 at 1280×720)."""
        return scale_for(self.size)

    def set_fullscreen(self, on: bool) -> None:
        """Switch between fullscreen and a window."""
        self.settings.fullscreen = on
        self.surface = self._open_window()
        self.stack.resize(self.size)
        self._keep_focus()
        self.save_settings()

    def set_window_size(self, size: tuple[int, int]) -> None:
        """Resize the window (leaves fullscreen); never larger than the display."""
        self.settings.window_size = fit_to_display(size, self.headless)
        self.settings.window_chosen = True
        self.settings.fullscreen = False
        self.surface = self._open_window()
        self.stack.resize(self.size)
        self._keep_focus()
        self.save_settings()

    def fit_window_to_desktop(self) -> None:
        """Forget the chosen window size: the window takes the desktop's size now and at every start (leaves fullscreen)."""
        self.settings.window_size = desktop_size(self.headless)
        self.settings.window_chosen = False
        self.settings.fullscreen = False
        self.surface = self._open_window()
        if not self.headless:
            maximize_window()
        self.stack.resize(self.size)
        self._keep_focus()
        self.save_settings()

    def _keep_focus(self) -> None:
        """After the window changed under a still pointer, hovering must not move the keyboard focus."""
        group = getattr(self.stack.top, "group", None)
        if group is not None and hasattr(group, "hold_hover"):
            group.hold_hover()

    def _resized(self, size: tuple[int, int]) -> None:
        w, h = max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1])
        if self.headless or (w, h) != tuple(size):
            self.surface = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        else:
            current = pygame.display.get_surface()
            # the window already has this size; a lost display surface is opened again rather than kept as None
            self.surface = current if current is not None else pygame.display.set_mode((w, h), pygame.RESIZABLE)
        if not self.settings.fullscreen:
            self.settings.window_size = (w, h)
        self.stack.resize(self.size)

    def _open_input(self) -> InputLayer:
        """Keys and game controllers as the player's intentions (remapping, hot-plug; game.ui.input_layer)."""
        return InputLayer(self)

    def apply_look(self) -> None:
        """Use the high-contrast and text-size settings on every screen (game.ui.look)."""
        if look.apply(self.settings.high_contrast, self.settings.text_size):
            self.stack.resize(self.size)

    # shared services ------------------------------------------------------------
    def save_settings(self) -> None:
        """Write settings to the preference folder (not in smoke runs)."""
        self.sounds.volume = self.settings.volume
        if self.persist_settings and self.settings_writable:
            if paths.user_dir_problem():
                return  # already said at start: settings cannot be kept this time
            problem = settings_mod.save(self.settings, paths.settings_file())
            if problem:
                self.notify_once(problem)

    def toggle_mute(self) -> None:
        """Sound off, or on again (the input layer's Mute action, the pause menu); kept in the settings."""
        self.settings.muted = not self.settings.muted
        self.sounds.set_muted(self.settings.muted)
        self.save_settings()
        self.notify(f"Sound off ({controls.hint('mute')} turns it back on)." if self.settings.muted else "Sound on.")

    def notify(self, message: str) -> None:
        """Show a one-line message to the player."""
        self.toasts = [t for t in self.toasts if t.message != message][-2:] + [Toast(message)]
        if self.headless:  # no one sees the window: scripts and smoke runs read the line instead
            print(f"message: {message}", flush=True)

    def notify_once(self, message: str) -> None:
        """Show a message only the first time it comes up in this run (a failing disk must not nag)."""
        if message not in self._said:
            self._said.add(message)
            self.notify(message)

    def quit(self) -> None:
        """Leave the main loop at the end of this frame."""
        self.running = False

    def after_first_frame(self, job: Callable[[], None]) -> None:
        """Do ``job`` once the first frame is on screen (as the second begins): what the first picture does not need waits."""
        self._after_first_frame.append(job)

    # loop -------------------------------------------------------------------------
    def run(
        self,
        first_scene: Scene,
        *,
        frames: int | None = None,
        script: ScriptedInput | None = None,
        screenshot: Path | None = None,
    ) -> None:
        """Run until quit, or for ``frames`` frames (headless smoke runs use a fixed 60 Hz step)."""
        self.stack.push(first_scene)
        self.stack.apply_pending()
        clock = pygame.time.Clock()
        fixed_dt = 1 / 60
        rate = display_rate()
        while self.running and (frames is None or self.frame < frames):
            if self.frame and self._after_first_frame:
                jobs, self._after_first_frame = self._after_first_frame, []
                for job in jobs:
                    job()
            woken: list[pygame.event.Event] = []
            if frames is not None:
                dt = fixed_dt  # smoke runs: a fixed step, never resting, so scripts land on their frames
            else:
                woken, dt = self._wait_for_change(clock, rate)
            start = time.perf_counter()
            if script is not None:
                script.post_due(self.frame, self.size)
            self._guarded(partial(self._frame, dt, woken), fatal=frames is not None)
            self.frame += 1
            if frames is not None:  # smoke runs report them; a long evening must not pile them up
                self.frame_times.append(time.perf_counter() - start)
        if screenshot is not None:
            screenshot.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(self.surface, str(screenshot))

    # resting ----------------------------------------------------------------------
    def idle_wait(self) -> float | None:
        """Seconds until the screen changes by itself: 0 when something animates, None when only input changes it."""
        top = self.stack.top
        if not self.may_rest or top is None or self.stack.has_pending() or self._unshown:
            return 0.0
        waits = [top.wake_in(), self.input.wake_in()]  # a held controller direction repeats
        for toast in self.toasts:
            waits.append(max(0.0, toast.remaining - TOAST_FADE))  # the fade-out animates
        known = [w for w in waits if w is not None]
        return max(0.0, min(known)) if known else None

    def _wait_for_change(self, clock: pygame.time.Clock, rate: int) -> tuple[list[pygame.event.Event], float]:
        """Pace an animating frame at the display's rate, or sleep until input or the next change is due.

        Returns the events that woke the loop (to be handled first) and the frame's dt.
        """
        from game import rest  # here: ctypes and the SDL look-up are not needed before the first rest

        wait = self.idle_wait()
        if wait == 0:
            # animating: wait for the next frame's time, but a key or click wakes the loop at once and its frame
            # runs now (it waited up to a whole frame before); the pointer's moves alone wait for the frame's time
            events: list[pygame.event.Event] = []
            while True:
                events += rest.sleep_until_input(max(0.0, self._frame_due - time.perf_counter()), min(REST_POLL, 0.5 / rate))
                if time.perf_counter() >= self._frame_due or any(e.type != pygame.MOUSEMOTION for e in events):
                    break
            self._frame_due = time.perf_counter() + 1 / rate
            return events, min(0.1, clock.tick() / 1000)
        timeout = MAX_REST if wait is None else min(MAX_REST, wait)

        events = rest.sleep_until_input(timeout, min(REST_POLL, 0.5 / rate))
        elapsed = clock.tick() / 1000  # no delay: the sleep was the pause
        if not events:
            return [], min(elapsed, timeout + 0.05)  # a due change: its timers advance by the time slept
        # input: start whatever it triggers from a normal first step, not from the length of the rest
        return events, min(elapsed, 1 / rate)

    def _frame(self, dt: float, woken: list[pygame.event.Event] | None = None) -> None:
        """One frame: every event (each meeting the screen the one before it left), update, draw.

        Scene changes are carried out after each event and before drawing, so
        the picture sent to the window always shows the screen that is on top;
        whatever is shown was drawn before the loop may rest.
        """
        for event in self.input.pump([*(woken or ()), *pygame.event.get()], dt):
            self._route(event)
            self.stack.apply_pending()
            if not self.running:
                return
        self.stack.update(dt)
        self.stack.apply_pending()
        self._update_toasts(dt)
        if not len(self.stack):
            self.running = False
            return
        shown = (self.stack.changes, len(self.toasts))
        self._draw()
        self.stack.apply_pending()  # a change asked for while drawing is drawn in the next frame, before any rest
        self._unshown = shown != (self.stack.changes, len(self.toasts))

    def _draw(self) -> None:
        """Draw the visible scenes and the app's own marks; send the window what changed.

        A scene shown alone may draw only what changed (``Scene.drawn_rects``):
        it is told first what the app drew over it in the last frame, or that
        anything may have changed (another scene was shown, the window was
        uncovered).
        """
        visible = self.stack.visible()
        alone = visible[0] if len(visible) == 1 else None
        if alone is not None:
            alone.damage(None if alone is not self._shown_alone or self._exposed else self._marks)
        self._shown_alone, self._exposed = alone, False
        self.stack.draw(self.surface)
        marks: list[pygame.Rect] = []
        if self.settings.muted:
            draw_muted_icon(self.surface, self.scale)
            marks.append(muted_icon_rect(self.surface.get_size(), self.scale))
        marks += self._draw_toasts(self.surface)
        rects = alone.drawn_rects() if alone is not None else None
        if rects is None:
            pygame.display.flip()
        else:
            pygame.display.update(rects + marks + self._marks)
        self._marks = marks

    def _route(self, event: pygame.event.Event) -> None:
        if event.type == desktop.NOTICE:  # a line from another thread (a folder that would not open)
            self.notify(str(getattr(event, "message", "")))
            return
        if event.type == pygame.QUIT:  # the window's close button, or SIGTERM (SDL turns it into QUIT)
            self.stack.handle_event(event)  # a scene may keep what it must (every move is saved already)
            self.quit()  # ... but never keeps the app open: no dialog, hand-over or menu holds it
            return
        if event.type in (pygame.VIDEOEXPOSE, pygame.WINDOWEXPOSED):
            self._exposed = True  # the system may have lost the window's picture: send all of it
        if event.type == pygame.VIDEORESIZE:
            self._resized(event.size)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.settings.fullscreen)
            return
        self.stack.handle_event(event)

    def _guarded(self, step: Callable[[], object], fatal: bool) -> None:
        try:
            step()
        except Exception as exc:  # a scene bug must not put a traceback in front of a player
            where = _log_error(exc)
            if fatal:
                raise
            self.notify(f"Something went wrong ({type(exc).__name__}: {exc}). Details: {where}")
            from game.scenes.title import TitleScene

            self.stack.reset(TitleScene(self))
            self.stack.apply_pending()

    # messages ---------------------------------------------------------------------
    def _update_toasts(self, dt: float) -> None:
        for t in self.toasts:
            t.remaining -= dt
        self.toasts = [t for t in self.toasts if t.remaining > 0]

    def _draw_toasts(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Draw the messages; where they went."""
        s = self.scale
        drawn: list[pygame.Rect] = []
        top = self.stack.top
        area = top.message_area() if top is not None else None  # a strip that keeps clear of buttons and hints
        if area is None:
            area = pygame.Rect(px(40, s), 0, surface.get_width() - px(80, s), surface.get_height() - px(24, s))
        y = area.bottom
        for toast in reversed(self.toasts):
            img = toast_image(toast.message, s, max(1, area.w - px(36, s)))
            box = img.get_rect()
            box.inflate_ip(px(36, s), px(18, s))
            box.midbottom = (area.centerx, y)
            alpha = int(235 * min(1.0, toast.remaining / TOAST_FADE))
            panel = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(panel, (*PALETTE.ink, alpha), panel.get_rect(), border_radius=box.h // 2)
            surface.blit(panel, box.topleft)
            img.set_alpha(alpha)
            surface.blit(img, img.get_rect(center=box.center))
            drawn.append(box)
            y = box.top - px(8, s)
        return drawn


def set_window_icon() -> bool:
    """Give the window the app's icon (assets/icon/rollinone.png); False, and no fuss, when it cannot be read."""
    try:
        pygame.display.set_icon(pygame.image.load(str(paths.asset("icon", "rollinone.png"))))
    except (pygame.error, OSError, FileNotFoundError):
        return False
    return True


def _log_error(exc: BaseException) -> str:
    """Append the full traceback to the log file; return where it went."""
    try:
        path = paths.log_file()
        with path.open("a", encoding="utf-8") as fh:
            fh.write(time.strftime("%Y-%m-%d %H:%M:%S ") + "".join(traceback.format_exception(exc)) + "\n")
        return str(path)
    except OSError:
        return "no log file available"


def startup_messages(settings_message: str | None, uses_user_dir: bool) -> list[str]:
    """What the player is told once at start: a repaired settings file, a preference folder that cannot be written."""
    out = [settings_message] if settings_message else []
    if uses_user_dir:
        problem = paths.user_dir_problem()
        saves = paths.saves_problem()
        if problem:
            out.append(f"Settings and saved games cannot be kept: {problem}.")
        elif saves:
            out.append(f"Games cannot be saved: {saves}.")
    return out


def display_problem() -> str | None:
    """Why no window can be shown here (one line), or None; call after ``pygame.display.init()``.

    Where no desktop is running SDL falls back to drawing off screen: the game
    would run invisibly until killed. A driver chosen on purpose with
    ``SDL_VIDEODRIVER`` (tests, benchmarks) is respected.
    """
    try:
        driver = pygame.display.get_driver()
    except pygame.error as exc:
        return f"no display can be opened ({exc})"
    wanted = os.environ.get("SDL_VIDEODRIVER", "").strip().lower()
    if driver in OFFSCREEN_DRIVERS and driver not in wanted.split(","):
        where = "DISPLAY and WAYLAND_DISPLAY are not set" if sys.platform.startswith("linux") else "no desktop session"
        return f"no display to open a window on ({where}); start it from a desktop, or test it with --smoke N"
    return None


def fit_to_display(size: tuple[int, int], headless: bool) -> tuple[int, int]:
    """A window size that fits on the largest display (or a sane maximum without one), never below MIN_SIZE."""
    limit = HEADLESS_MAX_SIZE
    if not headless:
        try:
            desktops = pygame.display.get_desktop_sizes()
        except pygame.error:
            desktops = []
        if desktops:
            limit = max(desktops, key=lambda d: d[0] * d[1])
    w = max(MIN_SIZE[0], min(int(size[0]), limit[0]))
    h = max(MIN_SIZE[1], min(int(size[1]), limit[1]))
    return w, h


def desktop_size(headless: bool) -> tuple[int, int]:
    """The size of the desktop the window opens on (the first display), for a window nobody chose a size for.

    Headless, or where it cannot be told, the designed 1280×720."""
    sizes: list[tuple[int, int]] = []
    if not headless:
        try:
            sizes = list(pygame.display.get_desktop_sizes())
        except pygame.error:
            sizes = []
    if not sizes:
        return (1280, 720)
    return fit_to_display(sizes[0], headless)


def maximize_window() -> None:
    """Ask the window manager to maximize the window (nothing happens where there is none, or it refuses)."""
    try:
        pygame.Window.from_display_module().maximize()
    except (pygame.error, AttributeError):
        pass


def display_rate() -> int:
    """The display's refresh rate in Hz (60 when it cannot be told), so animations run at its pace."""
    try:
        rates = [r for r in pygame.display.get_desktop_refresh_rates() if 24 <= r <= 360]
    except (pygame.error, AttributeError):
        rates = []
    return max(rates) if rates else 60


def headless_env() -> None:
    """Select SDL's dummy video and audio drivers (for smoke runs and tests)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
