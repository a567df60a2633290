"""A modal question over the current screen: the overlay every confirmation uses."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.render import drawing
from game.scenes.base import Scene
from game.ui import text
from game.ui.theme import BASE_SIZES, PALETTE, px
from game.ui.widgets import Button, FocusGroup, ReleaseClicks, clicked_outside

if TYPE_CHECKING:
    from game.app import App


class ConfirmDialog(Scene):
    """Ask a yes/no question; Esc or a click outside means no."""

    transparent = True

    def __init__(
        self,
        app: App,
        question: str,
        on_yes: Callable[[], None],
        *,
        yes: str = "Yes",
        no: str = "No",
        detail: str = "",
    ) -> None:
        super().__init__(app)
        self.question = question
        self.detail = detail
        self.on_yes = on_yes
        self.no_button = Button(no, self._no)
        self.yes_button = Button(yes, self._yes)
        self.group = FocusGroup([self.no_button, self.yes_button])
        self.outside: ReleaseClicks[bool] = ReleaseClicks()
        """A click pressed and released outside the card closes it."""
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.resize(app.size)

    def _yes(self) -> None:
        self.app.stack.pop()
        self.on_yes()

    def _no(self) -> None:
        self.app.stack.pop()

    def resize(self, size: tuple[int, int]) -> None:
        s = self.app.scale
        self.group.set_scale(s)
        w, h = px(600, s), px(260, s)
        self.panel = pygame.Rect(0, 0, w, h)
        self.panel.center = (size[0] // 2, size[1] // 2)
        bw, bh = px(220, s), px(58, s)
        gap = px(24, s)
        y = self.panel.bottom - px(28, s) - bh
        self.no_button.rect = pygame.Rect(self.panel.centerx - gap // 2 - bw, y, bw, bh)
        self.yes_button.rect = pygame.Rect(self.panel.centerx + gap // 2, y, bw, bh)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._no()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.group.move(1)
            return True
        if self.group.handle_event(event):
            return True
        if clicked_outside(self.outside, event, self.panel):
            self._no()
        return True  # modal: nothing reaches the scene below

    def draw(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        drawing.dim(surface)
        drawing.card(surface, self.panel, radius=px(16, s), lift=px(10, s))
        size = text.fit_size(self.question, "heading", px(BASE_SIZES["heading"], s), self.panel.w - px(48, s))
        q = text.render(self.question, "heading", size, PALETTE.ink)
        surface.blit(q, q.get_rect(midtop=(self.panel.centerx, self.panel.y + px(34, s))))
        if self.detail:
            dsize = px(BASE_SIZES["body"], s)
            for i, line in enumerate(text.wrap(self.detail, "body", dsize, self.panel.w - px(60, s))[:2]):
                img = text.render(line, "body", dsize, PALETTE.ink_soft)
                surface.blit(img, img.get_rect(midtop=(self.panel.centerx, self.panel.y + px(90 + 28 * i, s))))
        self.group.draw(surface)

    def layout_rects(self) -> list[tuple[str, pygame.Rect]]:
        return [("no", self.no_button.rect), ("yes", self.yes_button.rect)]
