"""The game log on the table: a toggle of the side panel that lists every action and outcome in words.

The log itself is :class:`~game.match.gamelog.GameLog` (pure); this is its
place on screen. The *Log* button at the top of the side panel (or L, the
``log`` action in Settings → Controls) swaps the panel's seats and the game's
corner for the log, newest line last; the wheel over it, Page Up / Page Down
and Home / End scroll it. A line only one seat may read (a card drawn into a
hand) is shown only to the person at the screen (``TableGame.viewer``, the
table's viewer unless the game is stricter); everyone else, and the replay
viewer, reads its public words.

The log is written only while it is open, and an action's line only once its
animation is over: a roll is not written before its die has landed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.match.gamelog import GameLog, Shown
from game.render import seat_marks
from game.scenes.log_words import game_log
from game.ui import text
from game.ui.controls import hint
from game.ui.theme import BASE_SIZES, LOOK, PALETTE, px
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.scenes.table.scene import TableScene

SCROLL_KEYS = (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END)
WHEEL_ROWS = 3
"""Rows one notch of the mouse wheel scrolls."""


class LogPanel:
    """The log's button, its place in the side panel, its scroll position and its picture."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.log: GameLog = game_log(table.record.game, [s.name for s in table.record.seats])
        self.open = False
        self.scroll = 0
        """Rows hidden below the panel's bottom (0: the newest line is the last one shown)."""
        self.button = Button("Log · L", self.toggle, size_role="small")
        self.rect = pygame.Rect(0, 0, 0, 0)
        """Where the lines go while the log is open (the seats' rows and the game's corner)."""
        self.scale = 1.0
        self._pointer: tuple[int, int] | None = None
        """Where the mouse pointer last moved to (the wheel scrolls the log when it is over it)."""
        self._armed = False
        """The button was pressed and not released yet (a button acts on the release over it)."""
        self._wrapped: dict[str, list[str]] = {}
        self._wrap_key: object = None
        self._rows: list[tuple[int | None, str, bool, bool]] = []
        self._rows_key: object = None

    # ------------------------------------------------------------------ layout
    def button_width(self, scale: float) -> int:
        """Room the button takes at the right of the panel's title (wider with larger text)."""
        return px(84 * LOOK.text_scale, scale)

    def layout(self, beside: pygame.Rect, body: pygame.Rect, scale: float) -> None:
        """The button at the right of ``beside`` (the panel's big title), the lines in ``body``."""
        self.scale = scale
        self.button.rect = pygame.Rect(beside.right - self.button_width(scale), beside.y, self.button_width(scale), beside.h)
        self.button.scale = scale
        self.rect = pygame.Rect(body)
        self._rows_key = None

    # ------------------------------------------------------------------ the match
    def follow(self) -> None:
        """While the log is open: bring it up to the action on the board (the one being shown waits for its animation)."""
        if not self.open:
            return  # nothing to read: no work (opening the log catches up at once, a few milliseconds a hundred actions)
        t = self.table
        s = t.session
        ply = s.ply
        if ply and t.game.busy() and not self.log.covers(s.states, ply):
            ply -= 1  # the log never tells what the board has not shown yet (and keeps what it told)
        rows = len(self.rows()) if self.scroll else 0
        if self.log.follow(s.states, s.record.actions, ply) and self.scroll:
            self.scroll = max(0, self.scroll + len(self.rows()) - rows)  # reading back: the view stays where it was

    def viewer(self) -> int | None:
        """Whose private lines may be shown: the game's say (``TableGame.viewer``, the table's viewer unless the game is stricter)."""
        return self.table.game.viewer()

    def lines(self) -> list[Shown]:
        """The lines as the person at the screen may read them."""
        return self.log.lines(self.viewer())

    # ------------------------------------------------------------------ input
    def toggle(self) -> None:
        """Open or close the log in the side panel."""
        self.open = not self.open
        self.scroll = 0
        self.button.selected = self.open
        self.follow()
        self.table.redraw.invalidate()  # the panel's parts are other parts now: all of it is drawn again

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The button (pressed and released over it), L, and scrolling while the log is open."""
        b = self.button
        if event.type == pygame.MOUSEMOTION:
            b.focused = b.rect.collidepoint(event.pos)
            self._pointer = event.pos
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if b.rect.collidepoint(event.pos):
                self._armed = True
                return True
            return self.open and self.rect.collidepoint(event.pos)  # the log covers the game's corner: nothing beneath
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            armed, self._armed = self._armed, False
            if armed and b.rect.collidepoint(event.pos):
                self.toggle()
                return True
            return armed or (self.open and self.rect.collidepoint(event.pos))
        if event.type == pygame.MOUSEWHEEL and self.open and self.rect.collidepoint(self._pointer or pygame.mouse.get_pos()):
            self.scroll_by(event.y * WHEEL_ROWS)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_l and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
                self.toggle()
                return True
            if self.open and event.key in SCROLL_KEYS:
                page = max(1, self.visible_rows() - 1)
                steps = {pygame.K_PAGEUP: page, pygame.K_PAGEDOWN: -page, pygame.K_HOME: len(self.rows()), pygame.K_END: -len(self.rows())}
                self.scroll_by(steps[event.key])
                return True
        return False

    def scroll_by(self, rows: int) -> None:
        """Scroll back (positive) or forward (negative) by ``rows``, within the log."""
        self.scroll = max(0, min(self.scroll + rows, max(0, len(self.rows()) - self.visible_rows())))

    # ------------------------------------------------------------------ drawing
    def _font_size(self) -> int:
        return px(BASE_SIZES["small"], self.scale)

    def row_height(self) -> int:
        """Height of one row of text."""
        return text.font("body", self._font_size()).get_linesize()

    def visible_rows(self) -> int:
        """About how many rows fit in the panel (lines take a little room between them too)."""
        return max(1, self.rect.h // max(1, self.row_height() + self.gap() // 2))

    def _indent(self) -> int:
        """Where the words start: after the seat's mark and the bar that marks private words."""
        return int(self.row_height() * 0.75) + px(11, self.scale)

    def rows(self) -> list[tuple[int | None, str, bool, bool]]:
        """Every row of the wrapped lines, oldest first: (seat, words, first row of its line, private)."""
        width = self.rect.w - self._indent() - px(6, self.scale)
        wrap_key = (width, self._font_size(), LOOK.version)
        if wrap_key != self._wrap_key:
            self._wrapped, self._wrap_key = {}, wrap_key
        lines = self.lines()
        key = (wrap_key, self.log.version, self.viewer())
        if key == self._rows_key:
            return self._rows
        rows: list[tuple[int | None, str, bool, bool]] = []
        for line in lines:
            wrapped = self._wrapped.get(line.text)
            if wrapped is None:
                wrapped = self._wrapped[line.text] = text.wrap(line.text, "body", self._font_size(), max(20, width))
            for i, part in enumerate(wrapped):
                rows.append((line.seat, part, i == 0, line.private))
        self._rows, self._rows_key = rows, key
        return rows

    def key(self) -> object:
        """Changes whenever :meth:`paint` would draw something else."""
        return (self.open, tuple(self.rect), self.log.version, self.viewer(), self.scroll, self.scale, LOOK.version)

    def button_key(self) -> object:
        """Changes whenever the button would look different."""
        b = self.button
        return (b.label, b.detail, b.focused, b.selected, tuple(b.rect), b.scale)

    def refresh_hint(self) -> None:
        """The key written on the button: the player's own."""
        self.button.label = f"Log · {hint('log')}"

    def paint_button(self, surface: pygame.Surface) -> None:
        """The Log button."""
        self.button.draw(surface)

    def gap(self) -> int:
        """Space above each line (between one line and the next)."""
        return px(4, self.scale)

    def paint(self, surface: pygame.Surface) -> None:
        """The lines that fit, newest at the bottom, with a scroll bar when there are more (nothing outside the log's room)."""
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip))
        try:
            self._paint(surface)
        finally:
            surface.set_clip(clip)

    def _paint(self, surface: pygame.Surface) -> None:
        s = self.scale
        rows = self.rows()
        rh, gap = self.row_height(), self.gap()
        size = self._font_size()
        if not rows:
            img = text.render("Nothing has happened yet.", "body", size, PALETTE.ink_soft)
            surface.blit(img, img.get_rect(midtop=(self.rect.centerx, self.rect.y + rh)))
            return
        end = len(rows) - min(self.scroll, max(0, len(rows) - self.visible_rows()))
        shown: list[tuple[int, tuple[int | None, str, bool, bool]]] = []
        y = self.rect.bottom
        for row in reversed(rows[:end]):  # from the newest shown up, as many as fit whole
            top = y - rh - (gap if row[2] else 0)
            if top < self.rect.y:
                break
            shown.append((top + (gap if row[2] else 0), row))
            y = top
        if not shown or shown[-1][0] > self.rect.y + 2 * rh:  # room above the oldest line shown: say what this is
            cap = text.render("Game log · newest last", "ui", size, PALETTE.ink_soft)
            surface.blit(cap, (self.rect.x, self.rect.y))
        indent = self._indent()
        players = self.table.seats
        radius = max(4, int(rh * 0.34))
        mark_x = self.rect.x + radius + px(1, s)
        for top, (seat, words, first, private) in shown:
            if private:  # words the others do not read: a gold bar beside them
                pygame.draw.rect(surface, PALETTE.gold, pygame.Rect(self.rect.x + indent - px(6, s), top + px(2, s), px(3, s), rh - px(4, s)))
            if first and seat is not None and 0 <= seat < len(players):
                seat_marks.draw(surface, (mark_x, top + rh // 2), radius, seat, players[seat].style)
            elif first:  # the table's own line (a hole or a round scored): a small dot
                pygame.draw.circle(surface, PALETTE.ink_soft, (mark_x, top + rh // 2), max(2, radius // 3))
            surface.blit(text.render(words, "body", size, PALETTE.ink), (self.rect.x + indent, top))
        n = self.visible_rows()
        if len(rows) > n:  # a thin bar: how much there is, and where the view is
            track = pygame.Rect(self.rect.right - px(4, s), self.rect.y, px(3, s), self.rect.h)
            pygame.draw.rect(surface, PALETTE.paper_shade, track, border_radius=track.w // 2)
            h = max(px(12, s), track.h * n // len(rows))
            top = track.y + (track.h - h) * max(0, end - n) // max(1, len(rows) - n)
            pygame.draw.rect(surface, PALETTE.ink_soft, pygame.Rect(track.x, top, track.w, h), border_radius=track.w // 2)
