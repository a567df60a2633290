"""The Rules pages: one page per game, in the project's own words, scrollable."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game import catalog, paths
from game.render import drawing
from game.scenes import common
from game.scenes.base import Scene
from game.scenes.title import GAME_ORDER
from game.ui import richtext
from game.ui.controls import hint, last_device
from game.ui.theme import PALETTE, px
from game.ui.widgets import Button, FocusGroup

if TYPE_CHECKING:
    from game.app import App


def page_source(game_id: str) -> str:
    """The rules page text of a game (assets/rules/<id>.md)."""
    path = paths.asset("rules", f"{game_id}.md")
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return f"# {catalog.info(game_id).title}\n\nThe rules page for this game is missing from this installation."


class RulesScene(Scene):
    """Tabs for the four games; ←/→ switch page, ↑/↓ scroll, Esc back."""

    def __init__(self, app: App, game_id: str = GAME_ORDER[0]) -> None:
        super().__init__(app)
        self.page = GAME_ORDER.index(game_id) if game_id in GAME_ORDER else 0
        self.tabs = [Button(catalog.info(g).title, partial(self.show, i), size_role="small") for i, g in enumerate(GAME_ORDER)]
        self.back = Button("Back", self.app.stack.pop, size_role="small")
        self.group = FocusGroup([*self.tabs, self.back])
        self.group.focus(self.tabs[self.page])
        self.scroll = 0
        self.blocks: list[richtext.Block] = []
        self.content_h = 0
        self.paper = pygame.Rect(0, 0, 0, 0)
        self.area = pygame.Rect(0, 0, 0, 0)
        self.resize(app.size)

    def show(self, index: int) -> None:
        """Open page ``index``."""
        self.page = index % len(GAME_ORDER)
        self.group.focus(self.tabs[self.page])
        self.scroll = 0
        self._layout_page()

    def _layout_page(self) -> None:
        source = page_source(GAME_ORDER[self.page])
        self.blocks, self.content_h = richtext.layout(source, self.area.w, self.app.scale)

    def resize(self, size: tuple[int, int]) -> None:
        s = self.app.scale
        self.group.set_scale(s)
        margin = px(36, s)
        tab_h, gap = px(48, s), px(10, s)
        back_w = px(150, s)
        tab_w = (size[0] - 2 * margin - back_w - 4 * gap) // 4
        for i, tab in enumerate(self.tabs):
            tab.rect = pygame.Rect(margin + i * (tab_w + gap), margin, tab_w, tab_h)
        self.back.rect = pygame.Rect(size[0] - margin - back_w, margin, back_w, tab_h)
        hint_h = max(px(40, s), common.hint_room(s))
        self.paper = pygame.Rect(margin, margin + tab_h + px(20, s), size[0] - 2 * margin, size[1] - 2 * margin - tab_h - px(20, s) - hint_h + margin)
        width = min(self.paper.w - px(60, s), px(900, s))
        self.area = pygame.Rect(self.paper.centerx - width // 2, self.paper.y + px(24, s), width, self.paper.h - px(48, s))
        self._layout_page()
        self._clamp()

    def _clamp(self) -> None:
        self.scroll = max(0, min(self.scroll, self.content_h - self.area.h))

    def scroll_by(self, dy: int) -> None:
        """Scroll the page by ``dy`` pixels (positive is down)."""
        self.scroll += dy
        self._clamp()

    def handle_event(self, event: pygame.event.Event) -> bool:
        s = self.app.scale
        if event.type == pygame.KEYDOWN:
            if common.is_back(event):
                self.app.stack.pop()
                return True
            if event.key == pygame.K_RIGHT:
                self.show(self.page + 1)
                return True
            if event.key == pygame.K_LEFT:
                self.show(self.page - 1)
                return True
            steps = {pygame.K_DOWN: 60, pygame.K_UP: -60, pygame.K_PAGEDOWN: self.area.h // max(s, 0.1), pygame.K_PAGEUP: -self.area.h // max(s, 0.1)}
            if event.key in steps:
                self.scroll_by(px(steps[event.key], s))
                return True
            if event.key == pygame.K_HOME:
                self.scroll = 0
                return True
            if event.key == pygame.K_END:
                self.scroll = self.content_h
                self._clamp()
                return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * px(60, s))
            return True
        return self.group.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        surface.blit(self._background(surface.get_size(), s), (0, 0))
        for i, tab in enumerate(self.tabs):
            tab.selected = i == self.page
        self.group.draw(surface)
        richtext.draw(surface, self.blocks, self.area, self.scroll, s)
        if self.content_h > self.area.h:
            track = pygame.Rect(self.paper.right - px(16, s), self.area.y, px(6, s), self.area.h)
            pygame.draw.rect(surface, PALETTE.paper_shade, track, border_radius=track.w // 2)
            frac = self.area.h / self.content_h
            thumb = track.copy()
            thumb.h = max(px(24, s), int(track.h * frac))
            thumb.y = track.y + int((track.h - thumb.h) * self.scroll / max(1, self.content_h - self.area.h))
            pygame.draw.rect(surface, PALETTE.ink_soft, thumb, border_radius=track.w // 2)
        common.hint(surface, f"{hint('left', 'right')} game   {hint('up', 'down')}{' PgUp PgDn' if last_device() == 'keys' else ''} scroll   {hint('back')} back", s)

    def _background(self, size: tuple[int, int], s: float) -> pygame.Surface:
        """The table and the blank page, drawn once per layout."""
        key = (size, s, tuple(self.paper))
        if getattr(self, "_background_key", None) != key:
            base = pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
            drawing.table(base, s)
            drawing.card(base, self.paper, radius=px(14, s), lift=px(8, s))
            self._background_surface, self._background_key = base, key
        return self._background_surface

    def layout_rects(self) -> list[tuple[str, pygame.Rect]]:
        return [(w.label, w.rect) for w in self.group.widgets] + [("page", self.paper)]


