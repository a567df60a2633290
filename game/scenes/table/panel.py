"""The parts of the table every game shares on screen: the side panel of seats and the strip's chrome."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game.render import drawing, seat_marks
from game.ui import text
from game.ui.theme import BASE_SIZES, LOOK, PALETTE, px, readable
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
        self.name_size = self.note_size = 0
        self.note_rows = 1
        self._most_lines = self.NOTE_LINES
        """Lines under the names the rows were laid out for (the longest note's, at most NOTE_LINES)."""
        self._scale = 1.0
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
        n = max(1, len(self.table.seats))
        self.name_size, self.note_size, self._scale = px(BASE_SIZES["body"], s), px(BASE_SIZES["small"] - 2, s), s
        self._most_lines = self.NOTE_LINES
        least = self._least_row(s)
        if self.lines_wanted() > self.FEW_LINES and extra_h > bottom - top - px(8, s) - n * least:
            self._most_lines = self.FEW_LINES  # the game's corner keeps its room: a note's third line only where there is room to spare
            least = self._least_row(s)
        extra_h = min(extra_h, max(0, bottom - top - px(8, s) - n * least))  # every seat keeps its name and note, readable
        if extra_h:
            self.extra = pygame.Rect(rect.x + pad, bottom - extra_h, rect.w - 2 * pad, extra_h)
            bottom = self.extra.y - px(8, s)
        else:
            self.extra = pygame.Rect(rect.x + pad, bottom, rect.w - 2 * pad, 0)
        avail = (bottom - top) // n
        name, note = self.name_size, self.note_size
        self.note_rows = self.lines_wanted()
        while self._row_need(name, note, s) > avail and name > readable(s) + 2:  # many seats: smaller type, never under the readable size
            name, note = name - 1, max(readable(s), note - 1)
        self.name_size, self.note_size = name, note
        self.row_h = max(px(20, s), min(self._row_need(name, note, s), avail))  # the name and its note's lines where there is room
        self.rows = [pygame.Rect(rect.x + pad, top + i * self.row_h, rect.w - 2 * pad, self.row_h - px(3, s)) for i in range(len(self.table.seats))]
        self._key = None

    NOTE_LINES = 3
    """Lines a seat's note may take under its name (a long note wraps rather than shrinking out of sight; the third
    one for large text beside the Hint button, when the game's corner of the panel keeps its room)."""
    FEW_LINES = 2
    """Lines a note may take when the panel has no room to spare (a longer note is cut, at the readable size)."""

    def _least_row(self, s: float) -> int:
        """The least height of a seat's row: its name and its note's lines at the readable size."""
        return text.font("ui", readable(s) + 2).get_linesize() + self.lines_wanted() * text.font("body", readable(s)).get_linesize() + px(6, s)

    def _row_need(self, name: int, note: int, s: float) -> int:
        return text.font("ui", name).get_linesize() + self.note_rows * text.font("body", note).get_linesize() + px(6, s)

    def _note(self, seat: int, room: int) -> tuple[str, str, str]:
        """A seat's score, what stands beside its name (a computer's mark, where it fits) and its note."""
        p = self.table.seats[seat]
        score, note = self.table.game.seat_line(seat)
        mark = computer_mark(p.level, p.name) if p.computer else ""
        if mark and text.size_of(p.name, "ui", self.name_size)[0] + text.size_of(f"  {mark}", "body", self.note_size)[0] > room:
            mark, note = "", " · ".join(w for w in (mark, note) if w)
        return score, mark, note

    def _room(self, score: str, seat: int | None = None) -> int:
        """How wide a row's name and note may be beside the ball and the score (the ball at its largest), and beside
        the Hint button in the row of the person on turn (when the turn moves, needs_layout sees the lines change)."""
        s = self._scale
        br = px(19 * LOOK.text_scale, s)
        t = self.table
        hint = t.hints.button_width(s) + px(6, s) if seat is not None and seat == t.hints.button_row() else 0
        return self.rect.w - 2 * px(14, s) - px(14, s) - 2 * br - px(18, s) - text.size_of(score or " ", "bold", int(self.name_size * 1.2))[0] - hint

    def lines_wanted(self) -> int:
        """Lines the longest note takes under its name at the layout's sizes (1 to NOTE_LINES)."""
        s = self._scale
        most = 1
        for seat in range(len(self.table.seats)):
            room = self._room(self.table.game.seat_line(seat)[0], seat)
            _, _, note = self._note(seat, room)
            one_line = text.size_of(note, "body", max(readable(s), px(13, s)))[0] <= room  # a little smaller on one line, rather than two
            most = max(most, 1 if one_line else _count_lines(note, self.note_size, room, LOOK.version))
        return min(self._most_lines, most)

    def needs_layout(self) -> bool:
        """The notes now take another number of lines than the rows were laid out for (call ``layout`` again)."""
        return bool(self.rows) and not self.table.log_panel.open and self.lines_wanted() != self.note_rows

    def note_lines(self, note: str, room: int, height: int, s: float) -> tuple[int, list[str]]:
        """A seat's note wrapped between its parts (" · ") into ``height`` pixels ``room`` wide: its size and lines.

        It shrinks to the readable size before it is cut, and is cut only when even that does not fit."""
        size = self.note_size
        while True:
            lines = text.wrap_items(note.split(" · "), "body", size, room)
            fits = max(1, height // text.font("body", size).get_linesize())
            if len(lines) <= fits or size <= readable(s):
                break
            size -= 1
        if len(lines) > fits:
            lines = lines[:fits]
            lines[-1] = text.shorten(lines[-1] + " …", "body", size, room)
        return size, lines

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
        small_size = text.fit_size(small_line or " ", "ui", small_size, self.head.w, readable(s))  # large text: smaller, before it is cut
        small = text.render(text.shorten(small_line or " ", "ui", small_size, self.head.w), "ui", small_size, PALETTE.ink_soft)
        surface.blit(small, self.head.topleft)
        nsize = text.fit_size(big_line, "heading", px(30, s), t.log_panel.button.rect.x - px(8, s) - self.head.x)  # the log's button beside it
        surface.blit(text.render(big_line, "heading", nsize, PALETTE.ink), (self.head.x, self.head.y + small.get_height()))
        t.log_panel.paint_button(surface)
        if t.log_panel.open:
            t.log_panel.paint(surface)
            return
        fsize = self.name_size
        for seat, (p, r) in enumerate(zip(t.seats, self.rows)):
            score = t.game.seat_line(seat)[0]
            if seat == on_turn:
                pygame.draw.rect(surface, PALETTE.paper_shade, r, border_radius=px(8, s))
                pygame.draw.rect(surface, PALETTE.gold, r, max(1, px(2, s)), border_radius=px(8, s))
            br = max(4, min(int(r.h * 0.36), px(19 * LOOK.text_scale, s)))
            seat_marks.draw(surface, (r.x + px(6, s) + br, r.centery), br, seat, p.style)
            cimg = text.render(score or " ", "bold", int(fsize * 1.2), PALETTE.accent)
            hint_room = t.hints.button_width(s) + px(6, s) if t.hints.button_row() == seat else 0  # the Hint button's place
            crect = cimg.get_rect(midright=(r.right - px(10, s) - hint_room, r.centery))
            surface.blit(cimg, crect)
            x = r.x + px(14, s) + 2 * br
            room = crect.left - x - px(8, s)
            _, mark, note = self._note(seat, min(room, self._room(score, seat)))
            label = p.name
            lsize = text.fit_size(label, "ui", fsize, room, readable(s))
            limg = text.render(text.shorten(label, "ui", lsize, room), "ui", lsize, PALETTE.ink)
            name_h = text.font("ui", lsize).get_linesize()
            if mark:  # "computer" beside the name, in the note's ink: the note below keeps its line for the game's words
                mimg = text.render(mark, "body", self.note_size, PALETTE.ink_soft)
                mark_at = (x + limg.get_width() + text.size_of("  ", "body", self.note_size)[0], 0)
            nsize, lines = self.note_lines(note, room, r.h - name_h, s) if note else (self.note_size, [])
            step = text.font("body", nsize).get_linesize()
            top = r.centery - (name_h + step * len(lines)) // 2
            surface.blit(limg, (x, top))
            if mark:
                surface.blit(mimg, mimg.get_rect(bottomleft=(mark_at[0], top + limg.get_height() - limg.get_height() // 6)))
            for i, line in enumerate(lines):  # never under the score
                surface.blit(text.render(line, "body", nsize, PALETTE.ink_soft), (x, top + name_h + i * step))


@lru_cache(maxsize=512)
def _count_lines(note: str, size: int, room: int, look: int = 0) -> int:
    """Lines a seat's note takes wrapped between its parts (cached: asked every frame)."""
    return len(text.wrap_items(note.split(" · "), "body", size, room)) if note else 0


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


def instruction_box(rect: pygame.Rect, message: str, scale: float) -> pygame.Rect:
    """Where :func:`draw_instruction` draws the words of ``message`` (what a label drawn later must keep clear of)."""
    return _instruction(rect, message, scale)[1]


def _instruction(rect: pygame.Rect, message: str, scale: float) -> tuple[pygame.Surface, pygame.Rect]:
    size = text.fit_size(message, "ui", px(BASE_SIZES["ui"] - 4, scale), rect.w)
    img = text.render(message, "ui", size, PALETTE.ink)
    return img, img.get_rect(midleft=rect.midleft)
