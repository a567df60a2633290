"""The scorecard overlay: one row per player, one column per course, and the totals.

Games fill a :class:`ScoreTable`; the overlay lays it out to fit any window
(12 players and many courses included) and closes with the key that opened
it, Esc, Enter or a click. At the end of a course it carries a Continue button.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.render import drawing, seat_marks
from game.scenes.base import Scene
from game.ui import text
from game.ui.theme import BASE_SIZES, PALETTE, px, readable
from game.ui.widgets import Button, FocusGroup, ReleaseClicks, clicked_outside

if TYPE_CHECKING:
    from game.app import App


@dataclass
class ScoreCell:
    """One course's score for one player: the number, and a small note (penalties, 'playing')."""

    main: str = ""
    note: str = ""


@dataclass
class ScoreRow:
    """A player's line."""

    seat: int
    name: str
    style: int
    cells: list[ScoreCell]
    total: str
    highlight: bool = False
    """The player on turn."""


@dataclass
class ScoreTable:
    """What the scorecard shows."""

    title: str
    columns: list[str]
    rows: list[ScoreRow]
    current: int | None = None
    """The column of the course being played."""
    footer: str = ""
    """A line under the table (how the score is counted)."""
    extra: list[str] = field(default_factory=list)


class ScorecardOverlay(Scene):
    """Shows a :class:`ScoreTable` over the game."""

    transparent = True

    def __init__(
        self,
        app: App,
        table: ScoreTable,
        *,
        close_keys: Sequence[int] = (pygame.K_TAB,),
        button: str = "Close",
        on_close: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(app)
        self.table = table
        self.close_keys = tuple(close_keys)
        self.on_close = on_close
        self.button = Button(button, self.close)
        self.group = FocusGroup([self.button])
        self.outside: ReleaseClicks[bool] = ReleaseClicks()
        """A click pressed and released outside the card closes it."""
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self.header_rect = pygame.Rect(0, 0, 0, 0)
        self.row_rects: list[pygame.Rect] = []
        self.col_x: list[tuple[int, int]] = []
        self.footer_rect = pygame.Rect(0, 0, 0, 0)
        self.resize(app.size)

    def close(self) -> None:
        """Back to the game (and whatever comes next)."""
        self.app.stack.pop()
        if self.on_close is not None:
            self.on_close()

    # layout -------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        s = self.app.scale
        self.group.set_scale(s)
        w, h = size
        n_rows = len(self.table.rows)
        n_cols = len(self.table.columns)
        margin = px(30, s)
        pad = px(22, s)
        title_h = px(50, s)
        button_h = px(52, s)
        widest = min(w - 2 * margin - 2 * pad, px(1180, s))  # the table's width with the tallest rows: the explanations wrap inside it
        cols_w = n_cols * max(px(44, s), min(px(104, s), (widest - px(46, s) - px(296, s)) // max(1, n_cols)))
        inner_w = min(w - 2 * margin, max(px(46, s) + px(296, s) + cols_w + 2 * pad, px(420, s))) - 2 * pad
        self.footer_size, self.footer_lines = self._lines([self.table.footer] if self.table.footer else [], inner_w, s)
        self.extra_size, self.extra_lines = self._lines(list(self.table.extra), inner_w, s)
        footer_h = len(self.footer_lines) * text.font("body", self.footer_size).get_linesize()
        extra_h = len(self.extra_lines) * text.font("body", self.extra_size).get_linesize()
        max_row = px(46, s)
        room = h - 2 * margin - 2 * pad - title_h - button_h - footer_h - extra_h - px(20, s)
        row_h = max(px(22, s), min(max_row, room // max(1, n_rows + 1)))
        self.row_h = row_h
        ball_w = row_h
        name_w = px(200, s)
        total_w = px(96, s)
        col_w = px(104, s)
        avail = min(w - 2 * margin - 2 * pad, px(1180, s)) - ball_w - name_w - total_w
        col_w = max(px(44, s), min(col_w, avail // max(1, n_cols)))
        self.fsize = max(readable(s), min(px(BASE_SIZES["body"], s), int(row_h * 0.56)))
        wanted = max((self._cell_width(c, self.fsize, s) for r in self.table.rows for c in r.cells), default=0)
        col_w = max(col_w, min(wanted, (w - 2 * margin - 2 * pad - ball_w - name_w - total_w) // max(1, n_cols)))  # a score and its note side by side, when the window has room
        table_w = ball_w + name_w + n_cols * col_w + total_w
        panel_w = max(table_w + 2 * pad, px(420, s))
        panel_h = 2 * pad + title_h + (n_rows + 1) * row_h + footer_h + extra_h + px(20, s) + button_h
        self.panel = pygame.Rect(0, 0, min(panel_w, w - 2 * margin), min(panel_h, h - 2 * margin))
        self.panel.center = (w // 2, h // 2)
        x0 = self.panel.centerx - table_w // 2
        self.title_rect = pygame.Rect(self.panel.x + pad, self.panel.y + pad, self.panel.w - 2 * pad, title_h - px(8, s))
        y = self.panel.y + pad + title_h
        self.header_rect = pygame.Rect(x0, y, table_w, row_h)
        self.col_x = [(x0, ball_w), (x0 + ball_w, name_w)]
        x = x0 + ball_w + name_w
        for _ in range(n_cols):
            self.col_x.append((x, col_w))
            x += col_w
        self.col_x.append((x, total_w))
        self.row_rects = [pygame.Rect(x0, y + (i + 1) * row_h, table_w, row_h) for i in range(n_rows)]
        y += (n_rows + 1) * row_h + px(8, s)
        self.footer_rect = pygame.Rect(self.panel.x + pad, y, self.panel.w - 2 * pad, footer_h)
        self.extra_rect = pygame.Rect(self.panel.x + pad, self.footer_rect.bottom, self.panel.w - 2 * pad, extra_h)
        bw = px(220, s)
        self.button.rect = pygame.Rect(self.panel.centerx - bw // 2, self.panel.bottom - pad - button_h + px(8, s), bw, button_h)

    # events ---------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and (event.key in self.close_keys or event.key in (pygame.K_ESCAPE,)):
            self.close()
            return True
        if self.group.handle_event(event):
            return True
        if clicked_outside(self.outside, event, self.panel):
            self.close()
        return True

    # drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        drawing.dim(surface, 150)
        drawing.card(surface, self.panel, radius=px(16, s), lift=px(10, s))
        size = text.fit_size(self.table.title, "heading", px(BASE_SIZES["heading"], s), self.title_rect.w)
        img = text.render(self.table.title, "heading", size, PALETTE.ink)
        surface.blit(img, img.get_rect(midtop=self.title_rect.midtop))
        fsize = self.fsize
        heads = ["", "Player", *self.table.columns, "Total"]
        for i, (label, (x, cw)) in enumerate(zip(heads, self.col_x)):
            if not label:
                continue
            role = "bold"
            fs = text.fit_size(label, role, fsize, cw - px(8, s))
            img = text.render(label, role, fs, PALETTE.ink)
            r = img.get_rect(midleft=(x + px(6, s), self.header_rect.centery)) if i == 1 else img.get_rect(center=(x + cw // 2, self.header_rect.centery))
            surface.blit(img, r)
        pygame.draw.line(surface, PALETTE.ink_soft, self.header_rect.bottomleft, self.header_rect.bottomright, max(1, px(2, s)))
        for k, (row, rect) in enumerate(zip(self.table.rows, self.row_rects)):
            if row.highlight:
                pygame.draw.rect(surface, (*PALETTE.paper_shade,), rect, border_radius=px(6, s))
            elif k % 2:
                band = pygame.Surface(rect.size, pygame.SRCALPHA)
                band.fill((*PALETTE.paper_shade, 90))
                surface.blit(band, rect)
            x, cw = self.col_x[0]
            seat_marks.draw(surface, (x + cw / 2, rect.centery), max(4, int(self.row_h * 0.34)), row.seat, row.style)
            x, cw = self.col_x[1]
            fs = text.fit_size(row.name, "ui", fsize, cw - px(10, s))
            surface.blit(text.render(row.name, "ui", fs, PALETTE.ink), text.render(row.name, "ui", fs, PALETTE.ink).get_rect(midleft=(x + px(6, s), rect.centery)))
            for cell, (x, cw) in zip(row.cells, self.col_x[2:-1]):
                self._cell(surface, cell, pygame.Rect(x, rect.y, cw, rect.h), fsize, s)
            x, cw = self.col_x[-1]
            img = text.render(row.total, "bold", fsize, PALETTE.accent)
            surface.blit(img, img.get_rect(center=(x + cw // 2, rect.centery)))
        if self.table.current is not None and 0 <= self.table.current < len(self.table.columns):
            x, cw = self.col_x[2 + self.table.current]  # the course in play, framed over the rows
            frame = pygame.Rect(x + 2, self.header_rect.y, cw - 4, self.header_rect.h + len(self.row_rects) * self.row_h)
            pygame.draw.rect(surface, PALETTE.gold, frame, border_radius=px(6, s), width=max(2, px(3, s)))
        for lines, size, rect, ink in ((self.footer_lines, self.footer_size, self.footer_rect, PALETTE.ink_soft), (self.extra_lines, self.extra_size, self.extra_rect, PALETTE.ink)):
            step = text.font("body", size).get_linesize()
            for i, line in enumerate(lines):  # the footer centred; the lines that explain the scores (how a hole's score came about) from the left
                img = text.render(line, "body", size, ink)
                at = (rect.centerx, rect.y + i * step + step // 2)
                surface.blit(img, img.get_rect(center=at) if rect is self.footer_rect else img.get_rect(midleft=(rect.x, at[1])))
        self.group.draw(surface)

    @staticmethod
    def _lines(paragraphs: list[str], width: int, s: float) -> tuple[int, list[str]]:
        """Each paragraph on one line where it fits at a slightly smaller size, else wrapped at a readable one."""
        least = px(BASE_SIZES["small"] - 3, s)
        sizes = [text.fit_size(p, "body", px(BASE_SIZES["small"], s), width, least) for p in paragraphs]
        if all(text.size_of(p, "body", z)[0] <= width for p, z in zip(paragraphs, sizes)):
            return min(sizes, default=least), list(paragraphs)
        size = max(readable(s), px(BASE_SIZES["small"] - 2, s))
        return size, [line for p in paragraphs for line in text.wrap(p, "body", size, width)]

    @staticmethod
    def _cell_parts(cell: ScoreCell, fsize: int, s: float, room: int | None = None) -> tuple[int, int]:
        """(note size, width) of a cell: the note a little smaller than the score, smaller still (never under the
        readable size) to fit ``room``; a width over ``room`` means the note does not fit beside the score."""
        main_w = text.size_of(cell.main, "ui", fsize)[0] if cell.main else 0
        nsize = max(readable(s), int(fsize * 0.7))
        if not cell.note:
            return nsize, main_w
        gap = px(3, s) if cell.main else 0
        if room is not None:
            nsize = text.fit_size(cell.note, "body", nsize, room - main_w - gap, readable(s))
        return nsize, main_w + gap + text.size_of(cell.note, "body", nsize)[0]

    def _cell_width(self, cell: ScoreCell, fsize: int, s: float) -> int:
        """The column width a cell wants: its score and note side by side, clear of the frame round the course in play."""
        return self._cell_parts(cell, fsize, s)[1] + px(28, s) if (cell.main or cell.note) else 0

    def _cell(self, surface: pygame.Surface, cell: ScoreCell, rect: pygame.Rect, fsize: int, s: float) -> None:
        if not cell.main and not cell.note:
            return
        room = rect.w - px(16, s)  # inside the frame round the course in play
        nsize, w = self._cell_parts(cell, fsize, s, room)
        main = text.render(cell.main, "ui", fsize, PALETTE.ink) if cell.main else None
        note = text.render(cell.note, "body", nsize, PALETTE.ink_soft) if cell.note else None
        if w > room and note is not None and main is not None:
            note = None  # not even at the readable size: the score alone, never a cut note
            w = main.get_width()
        x = rect.centerx - w // 2
        if main is not None:
            surface.blit(main, main.get_rect(midleft=(x, rect.centery)))
            x += main.get_width() + px(3, s)
        if note is not None:
            surface.blit(note, note.get_rect(midleft=(x, rect.centery + px(2, s))))

    def layout_rects(self) -> list[tuple[str, pygame.Rect]]:
        out = [("title", self.title_rect), ("header", self.header_rect), ("button", self.button.rect)]
        out += [(f"row {i}", r) for i, r in enumerate(self.row_rects)]
        if self.footer_rect.h:
            out.append(("footer", self.footer_rect))
        if self.table.extra:
            out.append(("extra", self.extra_rect))
        return out
