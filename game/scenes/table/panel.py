"""The parts of the table every game shares on screen: the side panel of seats and the strip's chrome."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.render import drawing, seat_marks
from game.ui import text
from game.ui.theme import BASE_SIZES, LOOK, PALETTE, px
from game.ui.words import computer_mark

if TYPE_CHECKING:
    from game.scenes.table.scene import TableScene


class SidePanel:
    """Heading (with the game log's button), one row per seat (ball, number, name, score, note) and the
    game's extra area, or the game log in their place; the buttons."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.head = pygame.Rect(0, 0, 0, 0)
        self.rows: list[pygame.Rect] = []
        self.extra = pygame.Rect(0, 0, 0, 0)
        self.row_h = 0
        self._key: object = None
        self._canvas: pygame.Surface | None = None
        self._surface: pygame.Surface | None = None

    def layout(self, rect: pygame.Rect, buttons_top: int, extra_h: int, scale: float) -> None:
        """Place the heading, the seat rows and the extra area above ``buttons_top``."""
        s = scale
        self.rect = rect
        pad = px(14, s)
        log = self.table.log_panel
        small_h = text.font("ui", px(BASE_SIZES["small"], s)).get_linesize()
        head_h = small_h + text.font("heading", px(30, s)).get_linesize()
        self.head = pygame.Rect(rect.x + pad, rect.y + pad, rect.w - 2 * pad, max(px(58, s), head_h))  # grows with the text size
        top = self.head.bottom + px(8, s)
        bottom = buttons_top - px(10, s)
        beside_title = pygame.Rect(self.head.x, self.head.y + small_h, self.head.w, self.head.h - small_h)
        log.layout(beside_title, pygame.Rect(rect.x + pad, top, rect.w - 2 * pad, bottom - top), s)  # open, the log takes it all
        if extra_h:
            self.extra = pygame.Rect(rect.x + pad, bottom - extra_h, rect.w - 2 * pad, extra_h)
            bottom = self.extra.y - px(8, s)
        else:
            self.extra = pygame.Rect(rect.x + pad, bottom, rect.w - 2 * pad, 0)
        n = max(1, len(self.table.seats))
        self.row_h = max(px(20, s), min(px(52 * LOOK.text_scale, s), (bottom - top) // n))  # larger text, taller rows where there is room
        self.rows = [pygame.Rect(rect.x + pad, top + i * self.row_h, rect.w - 2 * pad, self.row_h - px(3, s)) for i in range(len(self.table.seats))]
        self._key = None

    def head_rects(self) -> list[tuple[str, pygame.Rect]]:
        """The heading's two lines: the small one across the panel, the title beside the game log's button."""
        button = self.table.log_panel.button.rect
        small = pygame.Rect(self.head.x, self.head.y, self.head.w, button.y - self.head.y)
        title = pygame.Rect(self.head.x, button.y, button.x - px(4, self.table.app.scale) - self.head.x, self.head.bottom - button.y)
        return [("panel head", small), ("panel title", title)]

    def state_key(self) -> object:
        """Changes whenever the panel (without the game's extra area) would show something else."""
        t = self.table
        game = t.game
        log = t.log_panel
        return (
            tuple(self.rect),
            game.panel_heading(),
            () if log.open else tuple((game.seat_line(i), t.hints.row_key(i)) for i in range(len(t.seats))),
            t.shown_seat(),
            LOOK.version,
            log.key(),
            log.button_key(),
        )

    def middle(self) -> list[pygame.Rect]:
        """The bands between the heading and the buttons: a seat's row each, or the log while it is open."""
        if self.table.log_panel.open:
            return [pygame.Rect(self.table.log_panel.rect)]
        return [pygame.Rect(r.x, r.y, r.w, self.row_h) for r in self.rows]

    def band_keys(self) -> list[object]:
        """Keys of the heading and of each seat's row: each changes when that part would look different."""
        t = self.table
        game = t.game
        on_turn = t.shown_seat()
        log = t.log_panel
        keys: list[object] = [(tuple(self.rect), tuple(self.head), game.panel_heading(), LOOK.version, log.button_key())]
        if log.open:
            return [*keys, log.key()]
        keys += [(tuple(r), game.seat_line(i), on_turn == i, self.row_h, LOOK.version, t.hints.row_key(i)) for i, r in enumerate(self.rows)]
        return keys

    def paint(self, surface: pygame.Surface, scale: float) -> None:
        """Paint the panel over the empty card on ``surface`` (no cache: the caller keeps the picture)."""
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip))
        self._paint(surface, scale, self.table.shown_seat())
        surface.set_clip(clip)

    def draw(self, surface: pygame.Surface, scale: float) -> None:
        """Draw the panel, repainting only when what it shows changed."""
        t = self.table
        game = t.game
        on_turn = t.shown_seat()
        key = self.state_key()
        if key != self._key or self._surface is None:
            canvas = self._canvas
            if canvas is None or canvas.get_size() != self.rect.bottomright:
                canvas = self._canvas = pygame.Surface(self.rect.bottomright)
            canvas.blit(surface, self.rect.topleft, self.rect)
            self._paint(canvas, scale, on_turn)
            self._surface = canvas.subsurface(self.rect).copy()
            self._key = key
        surface.blit(self._surface, self.rect.topleft)
        if self.extra.h and not t.log_panel.open:
            game.draw_panel_extra(surface, self.extra)

    def _paint(self, surface: pygame.Surface, s: float, on_turn: int | None) -> None:
        t = self.table
        small_line, big_line = t.game.panel_heading()
        small_size = px(BASE_SIZES["small"], s)
        small = text.render(text.shorten(small_line or " ", "ui", small_size, self.head.w), "ui", small_size, PALETTE.ink_soft)
        surface.blit(small, self.head.topleft)
        nsize = text.fit_size(big_line, "heading", px(30, s), t.log_panel.button.rect.x - px(8, s) - self.head.x)  # the log's button beside it
        surface.blit(text.render(big_line, "heading", nsize, PALETTE.ink), (self.head.x, self.head.y + small.get_height()))
        t.log_panel.paint_button(surface)
        if t.log_panel.open:
            t.log_panel.paint(surface)
            return
        fsize = max(10, min(px(BASE_SIZES["body"], s), int(self.row_h * 0.5)))
        for seat, (p, r) in enumerate(zip(t.seats, self.rows)):
            if seat == on_turn:
                pygame.draw.rect(surface, PALETTE.paper_shade, r, border_radius=px(8, s))
                pygame.draw.rect(surface, PALETTE.gold, r, max(1, px(2, s)), border_radius=px(8, s))
            br = max(4, int(r.h * 0.36))
            seat_marks.draw(surface, (r.x + px(6, s) + br, r.centery), br, seat, p.style)
            score, note = t.game.seat_line(seat)
            cimg = text.render(score or " ", "bold", int(fsize * 1.2), PALETTE.accent)
            hint_room = t.hints.button_width(s) + px(6, s) if t.hints.button_row() == seat else 0  # the Hint button's place
            crect = cimg.get_rect(midright=(r.right - px(10, s) - hint_room, r.centery))
            surface.blit(cimg, crect)
            x = r.x + px(14, s) + 2 * br
            room = crect.left - x - px(8, s)
            label = p.name
            lsize = text.fit_size(label, "ui", fsize, room)
            limg = text.render(text.shorten(label, "ui", lsize, room), "ui", lsize, PALETTE.ink)
            if p.computer:
                note = " · ".join(w for w in (computer_mark(p.level, p.name), note) if w)
            nsize = text.fit_size(note or " ", "body", max(9, int(fsize * 0.75)), room)
            nimg = text.render(text.shorten(note or " ", "body", nsize, room), "body", nsize, PALETTE.ink_soft)  # never under the score
            if note and r.h >= limg.get_height() + nimg.get_height() - px(4, s):  # two lines only where they fit
                top = r.centery - (limg.get_height() + nimg.get_height()) // 2
                surface.blit(limg, (x, top))
                surface.blit(nimg, (x, top + limg.get_height()))
            else:
                surface.blit(limg, limg.get_rect(midleft=(x, r.centery)))


def draw_chrome(surface: pygame.Surface, panel: pygame.Rect, strip: pygame.Rect, scale: float) -> None:
    """The table top with the empty panel and strip cards."""
    drawing.table(surface, scale)
    drawing.card(surface, panel, radius=px(14, scale), lift=px(6, scale))
    drawing.card(surface, strip, radius=px(14, scale), lift=px(6, scale))


def draw_instruction(surface: pygame.Surface, rect: pygame.Rect, message: str, scale: float) -> None:
    """The one-line instruction at the top of the strip."""
    img, at = _instruction(rect, message, scale)
    surface.blit(img, at)


def instruction_bottom(rect: pygame.Rect, message: str, scale: float) -> int:
    """How far down :func:`draw_instruction` draws (large text may reach below ``rect``)."""
    return _instruction(rect, message, scale)[1].bottom


def _instruction(rect: pygame.Rect, message: str, scale: float) -> tuple[pygame.Surface, pygame.Rect]:
    size = text.fit_size(message, "ui", px(BASE_SIZES["ui"] - 4, scale), rect.w)
    img = text.render(message, "ui", size, PALETTE.ink)
    return img, img.get_rect(midleft=rect.midleft)
