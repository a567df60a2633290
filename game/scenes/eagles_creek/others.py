"""The others' sheets, large: what the side panel's thumbnail opens on a click (issue #26, point 4).

Every other player's lines on one sheet, each in its own ink and pattern, with
a legend; a legend entry shows that player's sheet alone (and again everyone).
Esc, Enter, the Close button or a click outside the card closes it; the click
that closes it never lands on the table beneath (the scene stack gates it).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.render import drawing, seat_inks
from game.rules.eagles_creek.state import EaglesState
from game.scenes.base import Scene
from game.scenes.eagles_creek import marks
from game.scenes.eagles_creek.sheet_view import SheetView
from game.ui import text
from game.ui.theme import PALETTE, px
from game.ui.widgets import Button, FocusGroup, ReleaseClicks, clicked_outside

if TYPE_CHECKING:
    from game.app import App


class OthersOverlay(Scene):
    """The other players' sheets over the table, large."""

    transparent = True

    def __init__(self, app: App, state: EaglesState, seats: Sequence[int], names: Callable[[int], str], inks: Callable[[int], int]) -> None:
        super().__init__(app)
        self.state = state
        self.seats = list(seats)
        self.names = names
        self.inks = inks
        self.only: int | None = None
        """One seat shown alone (None: all of them)."""
        self.view = SheetView(state.sheet, state.holes)
        self.button = Button("Close", self.close)
        self.group = FocusGroup([self.button])
        self.outside: ReleaseClicks[bool] = ReleaseClicks()
        self.legend_clicks: ReleaseClicks[int] = ReleaseClicks()
        self.card = pygame.Rect(0, 0, 0, 0)
        self.legend: list[tuple[int, pygame.Rect]] = []
        self._picture: pygame.Surface | None = None
        self._key: object = None
        self.resize(app.size)

    def close(self) -> None:
        """Back to the table."""
        self.app.stack.pop()

    def resize(self, size: tuple[int, int]) -> None:
        s = self.app.scale
        w, h = size
        self.card = pygame.Rect(px(30, s), px(24, s), w - px(60, s), h - px(48, s))
        pad = px(16, s)
        title_h = px(40, s)
        legend_w = max(px(200, s), self.card.w // 5)
        sheet = pygame.Rect(self.card.x + pad, self.card.y + pad + title_h, self.card.w - 3 * pad - legend_w, self.card.h - 2 * pad - title_h)
        self.view.set_rect(sheet, s)
        self.view.fit()
        x = sheet.right + pad
        row = px(40, s)
        self.legend = [(seat, pygame.Rect(x, sheet.y + i * (row + px(6, s)), legend_w, row)) for i, seat in enumerate(self.seats)]
        self.button.rect = pygame.Rect(x, self.card.bottom - pad - px(52, s), legend_w, px(52, s))
        self.group.set_scale(s)
        self._key = None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.close()
            return True
        if self.group.handle_event(event):
            return True
        used, seat = self.legend_clicks.handle(event, self._legend_at)
        if seat is not None:
            self.only = None if self.only == seat else seat
            self._key = None
        if used:
            return True
        if self.view.handle_event(event):  # zoom and pan the large sheet
            self._key = None
            return True
        if clicked_outside(self.outside, event, self.card):
            self.close()
        return True

    def _legend_at(self, pos: tuple[int, int]) -> int | None:
        return next((seat for seat, r in self.legend if r.collidepoint(pos)), None)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        drawing.dim(surface, 150)
        drawing.card(surface, self.card, radius=px(16, s), lift=px(10, s))
        title = "The others' sheets" if self.only is None else f"{self.names(self.only)}'s sheet"
        img = text.render(title, "heading", text.fit_size(title, "heading", px(30, s), self.card.w - px(40, s)), PALETTE.ink)
        surface.blit(img, (self.card.x + px(16, s), self.card.y + px(12, s)))
        key = (self.view.layer_key(), self.only, surface.get_size())
        if key != self._key or self._picture is None:
            layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self.view.draw_board(layer)
            for seat in self.seats:
                if self.only is None or seat == self.only:
                    marks.draw_marks(layer, self.view, self.state, seat, self.inks(seat))
            self._picture = layer.subsurface(self.view.rect).copy()
            self._key = key
        surface.blit(self._picture, self.view.rect)
        for seat, r in self.legend:
            chosen = self.only == seat
            drawing.card(surface, r, radius=px(8, s), lift=px(2, s), border=PALETTE.accent if chosen else PALETTE.paper_shade, border_width=px(3 if chosen else 2, s))
            seat_inks.swatch(surface, pygame.Rect(r.x + px(8, s), r.y + px(6, s), px(56, s), r.h - px(12, s)), self.inks(seat), str(seat + 1))
            name = self.names(seat)
            li = text.render(name, "ui", text.fit_size(name, "ui", px(18, s), r.w - px(90, s)), PALETTE.ink)
            surface.blit(li, li.get_rect(midleft=(r.x + px(84, s), r.centery)))
        self.group.draw(surface)

    def layout_rects(self) -> list[tuple[str, pygame.Rect]]:
        return [("card", self.card), ("sheet", self.view.rect), ("Close", self.button.rect), *((f"seat {seat}", r) for seat, r in self.legend)]
