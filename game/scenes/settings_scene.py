"""Settings: fullscreen, window size, sound volume, animation speed, text size, contrast, controls. Saved at once.

The last row shows the folder that keeps saved games, replays and the player's
own courses, and opens it in the file manager.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import desktop, paths
from game import settings as settings_mod
from game.render import drawing
from game.scenes import common
from game.scenes.base import Scene
from game.ui.controls import hint
from game.ui.theme import px
from game.ui.widgets import Button, Choice, FocusGroup, Slider, Toggle

if TYPE_CHECKING:
    from game.app import App

SPEED_NAMES = list(settings_mod.ANIMATION_SPEEDS)
TEXT_NAMES = list(settings_mod.TEXT_SIZES)
FIT_SCREEN = "Fit the screen"
"""The window-size choice that leaves the size to the desktop the game opens on."""


class SettingsScene(Scene):
    """Change and save the settings; Esc or Back returns."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        st = app.settings
        sizes = [f"{w} × {h}" for w, h in settings_mod.WINDOW_SIZES] + [FIT_SCREEN]
        current = tuple(st.window_size)
        if not st.window_chosen:
            size_index = len(settings_mod.WINDOW_SIZES)  # nobody chose: the window fits the screen
        else:
            size_index = settings_mod.WINDOW_SIZES.index(current) if current in settings_mod.WINDOW_SIZES else 1
        self.fullscreen = Toggle(f"Fullscreen ({hint('fullscreen')})", st.fullscreen, self._set_fullscreen)
        self.window = Choice("Window size", sizes, size_index, self._set_size)
        self.volume = Slider("Sound volume", st.volume, self._set_volume)
        speed_index = SPEED_NAMES.index(st.animation_speed) if st.animation_speed in SPEED_NAMES else 1
        self.speed = Choice("Animation speed", [n.capitalize() for n in SPEED_NAMES], speed_index, self._set_speed)
        text_index = TEXT_NAMES.index(st.text_size) if st.text_size in TEXT_NAMES else 0
        self.text_size = Choice("Text size", [n.capitalize() for n in TEXT_NAMES], text_index, self._set_text_size)
        self.contrast = Toggle("High contrast", st.high_contrast, self._set_contrast)
        self.controls = Button("Controls: keys and controllers", self._open_controls)
        self.user_folder = Button("Open the folder of saves and own courses", self._open_user_folder, detail=str(paths.user_dir()))
        self.back = Button("Back", self.app.stack.pop)
        self.group = FocusGroup(
            [self.fullscreen, self.window, self.volume, self.speed, self.text_size, self.contrast, self.controls, self.user_folder, self.back]
        )
        self.resize(app.size)

    def _set_fullscreen(self, on: bool) -> None:
        self.app.set_fullscreen(on)

    def _set_size(self, index: int) -> None:
        if index >= len(settings_mod.WINDOW_SIZES):
            self.app.fit_window_to_desktop()
        else:
            self.app.set_window_size(settings_mod.WINDOW_SIZES[index])
        self.fullscreen.value = False

    def _set_volume(self, value: float) -> None:
        self.app.settings.volume = value
        self.app.save_settings()
        self.app.sounds.play("click")

    def _set_speed(self, index: int) -> None:
        self.app.settings.animation_speed = SPEED_NAMES[index]
        self.app.save_settings()

    def _set_text_size(self, index: int) -> None:
        self.app.settings.text_size = TEXT_NAMES[index]
        self.app.apply_look()
        self.app.save_settings()

    def _set_contrast(self, on: bool) -> None:
        self.app.settings.high_contrast = on
        self.app.apply_look()
        self.app.save_settings()

    def _open_controls(self) -> None:
        from game.scenes.controls_scene import ControlsScene

        self.app.stack.push(ControlsScene(self.app))

    def _open_user_folder(self) -> None:
        folder = paths.user_dir()
        paths.user_courses_dir()  # made now, so the player sees where courses go
        self.app.notify(f"Saves and own courses: {folder}")
        desktop.open_folder(folder, what="the folder of saves and own courses")  # a failure comes back as a second line

    def resize(self, size: tuple[int, int]) -> None:
        s = self.app.scale
        self.group.set_scale(s)
        w = min(px(640, s), size[0] - px(60, s))
        x = size[0] // 2 - w // 2
        top = common.heading_rect(size, "Settings", s).bottom + px(24, s)
        rows = len(self.group.widgets)
        room = size[1] - top - px(56, s)  # the hint line stays clear
        gap = px(10, s)
        row_h = max(px(36, s), min(px(62, s), (room - px(12, s)) // rows - gap))
        for i, widget in enumerate(self.group.widgets[:-1]):
            widget.rect = pygame.Rect(x, top + i * (row_h + gap), w, row_h)
        bw = px(220, s)
        self.back.rect = pygame.Rect(size[0] // 2 - bw // 2, top + (rows - 1) * (row_h + gap) + px(12, s), bw, row_h)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if common.is_back(event):
            self.app.stack.pop()
            return True
        return self.group.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        drawing.table(surface, s)
        common.heading(surface, "Settings", s)
        self.group.draw(surface)
        h = hint
        common.hint(
            surface, f"{h('up', 'down')} choose   {h('left', 'right')} change   {h('confirm')} toggle   {h('back')} back   {h('fullscreen')} fullscreen", s
        )

    def layout_rects(self) -> list[tuple[str, pygame.Rect]]:
        return [(getattr(w, "label", "?"), w.rect) for w in self.group.widgets] + [
            ("heading", common.heading_rect(self.app.size, "Settings", self.app.scale))
        ]
