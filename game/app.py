"""The window, the main loop and what every scene shares (settings, sounds, messages).

The loop is: post scripted input (smoke runs) → route events (window-level keys
first, then the top scene) → update → draw → flip → apply queued scene
changes. An unexpected error inside a scene never shows a traceback: it is
written to the log file, the player sees one line, and the game returns to the
title screen.
"""

from __future__ import annotations

import logging
import os
import time
import traceback
from dataclasses import dataclass
from pathlib import Path

import pygame

from game import APP_NAME, paths
from game import settings as settings_mod
from game.audio import Sounds
from game.scenes.base import Scene, SceneStack
from game.smoke import ScriptedInput
from game.ui import look, text
from game.ui.input_layer import InputLayer
from game.ui.theme import PALETTE, px, scale_for

log = logging.getLogger("rollinone")

MIN_SIZE = (800, 480)


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
    ) -> None:
        self.persist_settings = persist_settings
        self.headless = headless
        self.settings, message = (
            settings_mod.load(paths.settings_file()) if persist_settings else (settings_mod.Settings(), None)
        )
        if size is not None:
            self.settings.window_size = size
        pygame.display.init()
        pygame.font.init()
        pygame.key.set_repeat(350, 40)
        pygame.display.set_caption(APP_NAME)
        self.surface = self._open_window()
        self.sounds = Sounds(self.settings.volume)
        self.stack = SceneStack()
        self.input = self._open_input()
        self.apply_look()
        self.toasts: list[Toast] = []
        self.running = True
        self.frame = 0
        self.frame_times: list[float] = []
        if message:
            self.notify(message)

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
        self.save_settings()

    def set_window_size(self, size: tuple[int, int]) -> None:
        """Resize the window (leaves fullscreen)."""
        self.settings.window_size = size
        self.settings.fullscreen = False
        self.surface = self._open_window()
        self.stack.resize(self.size)
        self.save_settings()

    def _resized(self, size: tuple[int, int]) -> None:
        w, h = max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1])
        if self.headless or (w, h) != tuple(size):
            self.surface = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        else:
            self.surface = pygame.display.get_surface()
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
        if self.persist_settings:
            problem = settings_mod.save(self.settings, paths.settings_file())
            if problem:
                self.notify(problem)

    def notify(self, message: str) -> None:
        """Show a one-line message to the player."""
        self.toasts = [t for t in self.toasts if t.message != message][-2:] + [Toast(message)]

    def quit(self) -> None:
        """Leave the main loop at the end of this frame."""
        self.running = False

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
        while self.running and (frames is None or self.frame < frames):
            start = time.perf_counter()
            if script is not None:
                script.post_due(self.frame, self.size)
            dt = fixed_dt if frames is not None else min(0.1, clock.tick(60) / 1000)
            self._guarded(lambda: self._frame(dt), fatal=frames is not None)
            self.frame += 1
            self.frame_times.append(time.perf_counter() - start)
        if screenshot is not None:
            screenshot.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(self.surface, str(screenshot))

    def _frame(self, dt: float) -> None:
        for event in self.input.pump(pygame.event.get(), dt):
            self._route(event)
        self.stack.update(dt)
        self._update_toasts(dt)
        self.stack.draw(self.surface)
        self._draw_toasts(self.surface)
        pygame.display.flip()
        self.stack.apply_pending()
        if not len(self.stack) and not self.stack.has_pending():
            self.running = False

    def _route(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            if not self.stack.handle_event(event):
                self.quit()
            return
        if event.type == pygame.VIDEORESIZE:
            self._resized(event.size)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.settings.fullscreen)
            return
        self.stack.handle_event(event)

    def _guarded(self, step, fatal: bool) -> None:  # type: ignore[no-untyped-def]
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

    def _draw_toasts(self, surface: pygame.Surface) -> None:
        s = self.scale
        y = surface.get_height() - px(24, s)
        for toast in reversed(self.toasts):
            size = text.fit_size(toast.message, "ui", px(22, s), surface.get_width() - px(80, s))
            img = text.render(toast.message, "ui", size, PALETTE.cream_text)
            box = img.get_rect()
            box.inflate_ip(px(36, s), px(18, s))
            box.midbottom = (surface.get_width() // 2, y)
            alpha = int(235 * min(1.0, toast.remaining / 0.5))
            panel = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(panel, (*PALETTE.ink, alpha), panel.get_rect(), border_radius=box.h // 2)
            surface.blit(panel, box.topleft)
            img.set_alpha(alpha)
            surface.blit(img, img.get_rect(center=box.center))
            y = box.top - px(8, s)


def _log_error(exc: BaseException) -> str:
    """Append the full traceback to the log file; return where it went."""
    try:
        path = paths.log_file()
        with path.open("a", encoding="utf-8") as fh:
            fh.write(time.strftime("%Y-%m-%d %H:%M:%S ") + "".join(traceback.format_exception(exc)) + "\n")
        return str(path)
    except OSError:
        return "no log file available"


def headless_env() -> None:
    """Select SDL's dummy video and audio drivers (for smoke runs and tests)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
