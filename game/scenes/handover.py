"""Handing the table to the next player: a modal card between people, a banner for every turn."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.render import drawing, seat_marks
from game.scenes.base import Scene
from game.ui import text
from game.ui.theme import BASE_SIZES, PALETTE, px
from game.ui.widgets import Button, FocusGroup
from game.ui.words import pass_to

if TYPE_CHECKING:
    from game.app import App


class HandOver(Scene):
    """'Pass to Ada': waits until the next person is at the controls (Enter or a click)."""

    transparent = True

    def __init__(self, app: App, name: str, seat: int, style: int, on_ready: Callable[[], None], detail: str = "") -> None:
        super().__init__(app)
        self.name, self.seat, self.style = name, seat, style
        self.detail = detail
        self.on_ready = on_ready
        self.ready = Button("I'm ready", self._ready)
        self.group = FocusGroup([self.ready])
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.resize(app.size)

    def _ready(self) -> None:
        self.app.stack.pop()
        self.on_ready()

    def resize(self, size: tuple[int, int]) -> None:
        s = self.app.scale
        self.group.set_scale(s)
        self.panel = pygame.Rect(0, 0, min(px(560, s), size[0] - px(40, s)), px(300, s))
        self.panel.center = (size[0] // 2, size[1] // 2)
        bw, bh = px(240, s), px(58, s)
        self.ready.rect = pygame.Rect(self.panel.centerx - bw // 2, self.panel.bottom - px(26, s) - bh, bw, bh)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return False  # the game below opens its pause menu
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._ready()
            return True
        self.group.handle_event(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        drawing.dim(surface, 120)
        drawing.card(surface, self.panel, radius=px(16, s), lift=px(10, s))
        head = pass_to(self.name)
        size = text.fit_size(head, "heading", px(BASE_SIZES["heading"] * 1.1, s), self.panel.w - px(140, s))
        img = text.render(head, "heading", size, PALETTE.ink)
        r = img.get_rect(midtop=(self.panel.centerx + px(30, s), self.panel.y + px(40, s)))
        surface.blit(img, r)
        seat_marks.draw(surface, (r.left - px(40, s), r.centery), px(26, s), self.seat, self.style)
        if self.detail:
            dsize = px(BASE_SIZES["body"], s)
            for i, line in enumerate(text.wrap(self.detail, "body", dsize, self.panel.w - px(60, s))[:2]):
                d = text.render(line, "body", dsize, PALETTE.ink_soft)
                surface.blit(d, d.get_rect(midtop=(self.panel.centerx, r.bottom + px(18 + 28 * i, s))))
        self.group.draw(surface)

    def layout_rects(self) -> list[tuple[str, pygame.Rect]]:
        return [("ready", self.ready.rect)]


def slid_banner(rect: pygame.Rect, progress: float) -> pygame.Rect:
    """Where the turn banner is drawn when it has slid in ``progress`` (0..1) of the way."""
    return rect.move(0, int((1 - min(1.0, progress)) * -rect.h * 1.5))


def draw_turn_banner(surface: pygame.Surface, rect: pygame.Rect, name: str, seat: int, style: int, line: str, scale: float, progress: float = 1.0) -> None:
    """A strip saying whose turn it is; ``progress`` (0..1) slides it in."""
    s = scale
    r = slid_banner(rect, progress)
    drawing.card(surface, r, radius=r.h // 2, lift=px(6, s), border=PALETTE.gold, keep=True)  # every frame while it slides
    br = int(r.h * 0.34)
    seat_marks.draw(surface, (r.x + r.h // 2 + px(4, s), r.centery), br, seat, style)
    x = r.x + r.h + px(8, s)
    size = text.fit_size(name + "  " + line, "ui", int(r.h * 0.42), r.right - x - px(20, s))
    img = text.render(name + ":", "bold", size, PALETTE.ink)
    surface.blit(img, img.get_rect(midleft=(x, r.centery)))
    rest = text.render(line, "ui", size, PALETTE.ink_soft)
    surface.blit(rest, rest.get_rect(midleft=(x + img.get_width() + px(10, s), r.centery)))
