"""The pause menu every game opens with Esc: resume, the game's rules, settings, mute, quit to the title."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.render import drawing
from game.scenes.base import Scene
from game.ui import text
from game.ui.theme import BASE_SIZES, PALETTE, px
from game.ui.widgets import Button, FocusGroup, ReleaseClicks, clicked_outside

if TYPE_CHECKING:
    from game.app import App


class PauseMenu(Scene):
    """An overlay over the game; Esc (or Resume) returns to it."""

    transparent = True

    def __init__(
        self,
        app: App,
        game_id: str,
        title: str,
        *,
        game_running: Callable[[], bool] = lambda: True,
        record: Any = None,
    ) -> None:
        super().__init__(app)
        self.record = record
        """The match on the table (kept by autosave: quitting loses nothing)."""
        self.game_id = game_id
        self.title = title
        self.game_running = game_running
        self.resume = Button("Resume", self.app.stack.pop)
        self.rules = Button("How to play", self.open_rules, detail="the rules, with pictures")
        self.settings = Button("Settings", self.open_settings, detail="sound, animation speed, window")
        self.sound = Button(self._sound_label(), self.toggle_sound, detail=self._sound_detail())
        self.quit = Button("Quit to title", self.ask_quit)
        self.share = Button("Save replay as…", self.save_replay, detail="the game so far, as one file")
        extra = [self.share] if record is not None else []
        self.group = FocusGroup([self.resume, self.rules, self.settings, self.sound, *extra, self.quit])
        self.outside: ReleaseClicks[bool] = ReleaseClicks()
        """A click pressed and released outside the card closes it."""
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.heading_rect = pygame.Rect(0, 0, 0, 0)
        self.resize(app.size)

    def open_rules(self) -> None:
        """Show this game's rules page."""
        from game.scenes.rules_scene import RulesScene

        self.app.stack.push(RulesScene(self.app, self.game_id))

    def open_settings(self) -> None:
        """Show the Settings screen."""
        from game.scenes.settings_scene import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def _sound_label(self) -> str:
        return "Turn sound on" if self.app.settings.muted else "Mute sound"

    @staticmethod
    def _sound_detail() -> str:
        from game.ui import controls

        return f"or press {controls.hint('mute')} anywhere"

    def toggle_sound(self) -> None:
        """Mute, or bring the sound back."""
        self.app.toggle_mute()

    def draw_labels(self) -> None:
        """Keep the sound entry's words true (M may have been pressed while the menu is open)."""
        self.sound.label = self._sound_label()

    def save_replay(self) -> None:
        """Write the game so far as one replay file to share."""
        from game.scenes.save_replay import save_replay_as

        save_replay_as(self.app, self.record)

    def ask_quit(self) -> None:
        """Leave for the title screen, asking first while a game is under way."""
        if not self.game_running():
            self.to_title()
            return
        from game.scenes.dialog import ConfirmDialog

        self.app.stack.push(
            ConfirmDialog(
                self.app,
                "Quit this game?",
                self.to_title,
                yes="Quit to title",
                no="Keep playing",
                detail="It is saved: Continue on the title screen brings it back."
                if self.record is not None
                else "The game in progress will be lost.",
            )
        )

    def to_title(self) -> None:
        """Go back to the title screen."""
        from game.scenes.title import TitleScene

        self.app.stack.reset(TitleScene(self.app))

    def resize(self, size: tuple[int, int]) -> None:
        s = self.app.scale
        self.group.set_scale(s)
        w = min(px(460, s), size[0] - px(40, s))
        bh, gap = px(66, s), px(14, s)
        head = px(70, s)
        n = len(self.group.widgets)
        bh = min(bh, (size[1] - px(40, s) - head - (n - 1) * gap - px(40, s)) // n)  # six entries still fit at 1024x600
        h = head + n * bh + (n - 1) * gap + px(40, s)
        self.panel = pygame.Rect(0, 0, w, h)
        self.panel.center = (size[0] // 2, size[1] // 2)
        self.heading_rect = pygame.Rect(self.panel.x + px(20, s), self.panel.y + px(16, s), w - px(40, s), head - px(20, s))
        y = self.panel.y + head
        for b in self.group.widgets:
            b.rect = pygame.Rect(self.panel.x + px(24, s), y, w - px(48, s), bh)
            y += bh + gap

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_p, pygame.K_PAUSE):
            self.app.stack.pop()
            return True
        if self.group.handle_event(event):
            return True
        if clicked_outside(self.outside, event, self.panel):
            self.app.stack.pop()
        return True  # modal

    def draw(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        drawing.dim(surface, 150)
        drawing.card(surface, self.panel, radius=px(16, s), lift=px(10, s))
        label = f"{self.title}: paused"
        size = text.fit_size(label, "heading", px(BASE_SIZES["heading"], s), self.heading_rect.w)
        img = text.render(label, "heading", size, PALETTE.ink)
        surface.blit(img, img.get_rect(center=self.heading_rect.center))
        self.draw_labels()
        self.group.draw(surface)

    def layout_rects(self) -> list[tuple[str, pygame.Rect]]:
        return [("heading", self.heading_rect)] + [(b.label, b.rect) for b in self.group.widgets]
