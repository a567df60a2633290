"""Settings: fullscreen, window size, sound volume, animation speed. Saved as JSON at once."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import settings as settings_mod
from game.render import drawing
from game.scenes import common
from game.scenes.base import Scene
from game.ui.theme import px
from game.ui.widgets import Button, Choice, FocusGroup, Slider, Toggle

if TYPE_CHECKING:
    from game.app import App

SPEED_NAMES = list(settings_mod.ANIMATION_SPEEDS)


class SettingsScene(Scene):
    """Change and save the settings; Esc or Back returns."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        st = app.settings
        sizes = [f"{w} × {h}" for w, h in settings_mod.WINDOW_SIZES]
        current = tuple(st.window_size)
        size_index = settings_mod.WINDOW_SIZES.index(current) if current in settings_mod.WINDOW_SIZES else 1
        self.fullscreen = Toggle("Fullscreen (F11)", st.fullscreen, self._set_fullscreen)
        self.window = Choice("Window size", sizes, size_index, self._set_size)
        self.volume = Slider("Sound volume", st.volume, self._set_volume)
        speed_index = SPEED_NAMES.index(st.animation_speed) if st.animation_speed in SPEED_NAMES else 1
        self.speed = Choice("Animation speed", [n.capitalize() for n in SPEED_NAMES], speed_index, self._set_speed)
        self.back = Button("Back", self.app.stack.pop)
        self.group = FocusGroup([self.fullscreen, self.window, self.volume, self.speed, self.back])
        self.resize(app.size)

    def _set_fullscreen(self, on: bool) -> None:
        self.app.set_fullscreen(on)

    def _set_size(self, index: int) -> None:
        self.app.set_window_size(settings_mod.WINDOW_SIZES[index])
        self.fullscreen.value = False

    def _set_volume(self, value: float) -> None:
        self.app.settings.volume = value
        self.app.save_settings()
        self.app.sounds.play("click")

    def _set_speed(self, index: int) -> None:
        self.app.settings.animation_speed = SPEED_NAMES[index]
        self.app.save_settings()

    def resize(self, size: tuple[int, int]) -> None:
        s = self.app.scale
        self.group.set_scale(s)
        w = min(px(640, s), size[0] - px(60, s))
        x = size[0] // 2 - w // 2
        top = common.heading_rect(size, "Settings", s).bottom + px(30, s)
        row_h, gap = px(62, s), px(14, s)
        for i, widget in enumerate(self.group.widgets[:-1]):
            widget.rect = pygame.Rect(x, top + i * (row_h + gap), w, row_h)
        bw = px(220, s)
        self.back.rect = pygame.Rect(size[0] // 2 - bw // 2, top + 4 * (row_h + gap) + px(16, s), bw, row_h)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.app.stack.pop()
            return True
        return self.group.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        drawing.table(surface, s)
        common.heading(surface, "Settings", s)
        self.group.draw(surface)
        common.hint(surface, "↑↓ choose   ←→ change   Enter toggle   Esc back   F11 fullscreen", s)

    def layout_rects(self) -> list[tuple[str, pygame.Rect]]:
        return [(getattr(w, "label", "?"), w.rect) for w in self.group.widgets] + [
            ("heading", common.heading_rect(self.app.size, "Settings", self.app.scale))
        ]
