"""Saved games and Replays: a list per tab with the game, course, players, moves, date and a picture.

Enter (or a click) opens the game on the table; the Delete button (or the
Delete key) removes it after a confirmation. A damaged file is listed with its
one-line reason and can be deleted; when an older version of it (a backup)
still loads, opening it carries on from that version as a new save. Up/Down move between
rows, Left/Right between a row and its Delete button (and between the tabs).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.match import saves
from game.match.record import MatchRecord, RecordError
from game.render import drawing, pieces
from game.scenes import common
from game.scenes.base import Scene
from game.ui import text
from game.ui.controls import hint, last_device
from game.ui.theme import BASE_SIZES, LOOK, PALETTE, px
from game.ui.widgets import Button, FocusGroup, Widget
from game.ui.words import subject

if TYPE_CHECKING:
    from game.app import App

TABS = ("saves", "replays")
TAB_TITLES = {"saves": "Saved games", "replays": "Replays"}
EMPTY = {
    "saves": "No saved games. Every game is saved after each move; an unfinished one waits here.",
    "replays": "No replays yet. Every finished game is kept here (the newest 50).",
}


def result_line(standing: saves.Standing) -> str:
    """A finished game in one line: "Cleo wins with 34 points · Ben: 40 · Ana (computer): 45"."""

    def amount(value: float) -> str:
        label = standing.label[:-1] if value == 1 and standing.label.endswith("s") else standing.label
        return f"{value:g} {label}".strip()

    everyone = [f"{name}: {value:g}" for name, value, _ in standing.ranked]  # a colon: "Computer 2: 20", not "Computer 2 20"
    if not standing.decided:
        return "Final scores · " + " · ".join(everyone)
    winners = [(name, value) for name, value, won in standing.ranked if won]
    rest = [f"{name}: {value:g}" for name, value, won in standing.ranked if not won]
    if len(standing.ranked) == 1:
        name, value, won = standing.ranked[0]
        return f"{name}: {amount(value)}" + ("" if won else " · lost")
    if not winners:
        return "Nobody wins · " + " · ".join(everyone)
    if len(winners) == 1:
        head = f"{subject(winners[0][0], 'win')} with {amount(winners[0][1])}"
    else:
        head = f"{' and '.join(name for name, _ in winners)} share the win with {amount(winners[0][1])}"
    return " · ".join([head, *rest])


def open_saved(app: App, record: MatchRecord, *, replay: bool) -> bool:
    """Open ``record`` on the table (live, or in the replay viewer); say in one line why not. True when opened."""
    try:
        record.states()  # every action must still play: a broken file stops here, not in the middle of the table
    except RecordError as exc:
        app.notify(f"This game cannot be opened: {exc}")
        return False
    from game.scenes.table import open_record

    return bool(open_record(app, record, replay=replay))


class LaunchScene(Scene):
    """Opens a record straight away with the title beneath it (``rollinone resume`` / ``replay``)."""

    def __init__(self, app: App, record: MatchRecord, *, replay: bool) -> None:
        super().__init__(app)
        self.record = record
        self.replay = replay
        self.started = False

    def enter(self) -> None:
        if self.started:
            return
        self.started = True
        from game.scenes.title import TitleScene

        self.app.stack.reset(TitleScene(self.app))
        open_saved(self.app, self.record, replay=self.replay)


class EntryRow(Widget):
    """One saved game or replay: picture, game, course · moves · date, players (or the damage)."""

    def __init__(self, entry: saves.SaveEntry, on_open: Callable[[saves.SaveEntry], None]) -> None:
        super().__init__()
        self.entry = entry
        self.on_open = on_open
        self._thumb: pygame.Surface | None = None
        self._thumb_size: tuple[int, int] = (0, 0)

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.on_open(self.entry)
            return True
        return False

    def click(self, pos: tuple[int, int]) -> bool:
        self.on_open(self.entry)
        return True

    def thumbnail(self, size: tuple[int, int]) -> pygame.Surface | None:
        """The saved picture scaled to ``size`` (None when there is none or it cannot be read)."""
        if self._thumb_size != size:
            self._thumb_size, self._thumb = size, None
            picture = self.entry.picture
            if picture is not None:
                try:
                    image = pygame.image.load(str(picture))
                    self._thumb = pygame.transform.smoothscale(image, size)
                except (pygame.error, OSError, ValueError):
                    self._thumb = None  # a damaged picture is just no picture
        return self._thumb

    def draw(self, surface: pygame.Surface) -> None:
        self._frame(surface)
        s = self.scale
        lift = px(2, s) if self.focused else 0
        pad = px(14, s)
        inner = self.rect.inflate(-2 * pad, -2 * pad).move(0, -lift)
        tw = int(inner.h * 16 / 9)
        thumb_rect = pygame.Rect(inner.x, inner.y, tw, inner.h)
        self._draw_picture(surface, thumb_rect)
        x = thumb_rect.right + pad
        width = inner.right - x
        e = self.entry
        title = e.game_title
        tsize = text.fit_size(title, "ui", px(BASE_SIZES["ui"], s), width)
        timg = text.render(title, "ui", tsize, PALETTE.accent if e.damaged else PALETTE.ink)
        surface.blit(timg, (x, inner.y))
        small = px(BASE_SIZES["small"], s)
        if e.damaged:  # the reason may be long: two wrapped lines rather than tiny type
            lines = [(line, small) for line in text.wrap(e.summary(), "body", small, width)[:2]]
        else:
            lines = [(line, text.fit_size(line, "body", small, width)) for line in self.lines()[1:]]
        y = inner.y + timg.get_height()
        for i, (line, size) in enumerate(lines):
            strong = i == 1 and e.standing is not None  # who won: the line a replay is looked up by
            img = text.render(text.shorten(line, "body", size, width), "body", size, PALETTE.ink if strong else PALETTE.ink_soft)
            surface.blit(img, (x, y))
            y += img.get_height()

    def lines(self) -> list[str]:
        """What the row says: the game; course, moves and date; who won with the scores (a replay) or the players."""
        e = self.entry
        if e.damaged:
            return [e.game_title, e.summary()]
        standing = e.standing
        return [e.game_title, e.summary(), result_line(standing) if standing is not None else e.players]

    def _draw_picture(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        s = self.scale
        thumb = self.thumbnail(rect.size) if not self.entry.damaged else None
        if thumb is not None:
            surface.blit(thumb, rect.topleft)
        else:
            pygame.draw.rect(surface, PALETTE.paper_shade, rect, border_radius=px(6, s))
            if self.entry.damaged:  # hatching and a "!" say damaged without relying on colour
                clip = surface.get_clip()
                surface.set_clip(rect.clip(clip) if clip else rect)
                for k in range(-rect.h, rect.w, px(12, s)):
                    pygame.draw.line(surface, PALETTE.disabled, (rect.x + k, rect.bottom), (rect.x + k + rect.h, rect.y), px(2, s))
                surface.set_clip(clip)
                mark = text.render("!", "title", px(48, s), PALETTE.accent)
                surface.blit(mark, mark.get_rect(center=rect.center))
            else:  # no picture yet: a die showing the moves played, so the row is not blank
                pieces.draw_die(surface, rect.center, int(rect.h * 0.5), self.entry.moves % 6 + 1, angle=-10)
        pygame.draw.rect(surface, PALETTE.ink_soft, rect, width=px(2, s), border_radius=px(6, s))


class SavedGamesScene(Scene):
    """The Saved games and Replays lists."""

    def __init__(self, app: App, tab: str = "saves") -> None:
        super().__init__(app)
        self.tab = tab if tab in TABS else "saves"
        self.tab_buttons = {t: Button(TAB_TITLES[t], partial(self.show, t)) for t in TABS}
        self.back = Button("Back", self.app.stack.pop)
        self.rows: list[EntryRow] = []
        self.deletes: list[Button] = []
        self.problem = ""
        self.first = 0
        """Index of the first row shown (the list scrolls)."""
        self.visible = 1
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.group: FocusGroup[Widget] = FocusGroup([])
        self.reload()

    # data ---------------------------------------------------------------------------
    def reload(self, keep_index: int | None = None) -> None:
        """Read the folder again (after a delete, or when coming back to this screen)."""
        self.problem = ""
        try:
            entries = saves.list_saves() if self.tab == "saves" else saves.list_replays()
        except saves.SaveError as exc:
            entries, self.problem = [], str(exc)
        self.rows = [EntryRow(e, self.open_entry) for e in entries]
        self.deletes = [Button("Delete", partial(self.ask_delete, e)) for e in entries]
        for t, b in self.tab_buttons.items():
            b.selected = t == self.tab
        widgets: list[Widget] = [*self.tab_buttons.values()]
        for row, delete in zip(self.rows, self.deletes):
            widgets += [row, delete]
        widgets.append(self.back)
        self.group = FocusGroup(widgets)
        if self.rows:
            self.group.focus(self.rows[min(keep_index or 0, len(self.rows) - 1)])
        else:
            self.group.focus(self.tab_buttons[self.tab])
        self.first = 0
        self.resize(self.app.size)

    def show(self, tab: str) -> None:
        """Switch to the Saved games or the Replays tab."""
        if tab != self.tab:
            self.tab = tab
            self.reload()
        self.group.focus(self.tab_buttons[tab])

    def enter(self) -> None:
        index = self._row_index()
        self.reload(index)

    # actions ------------------------------------------------------------------------
    def open_entry(self, entry: saves.SaveEntry) -> None:
        """Open a game on the table, or say why a damaged one cannot be."""
        if entry.record is None:
            older = entry.recovered()
            if older is not None:  # carries on as a new save; the damaged file stays as it is
                open_saved(self.app, older, replay=self.tab == "replays")
                return
            self.app.notify(f"This file cannot be opened ({entry.problem}); you can delete it.")
            return
        try:
            record = saves.read_record(entry.path)  # the newest version, not the one read when listing
        except RecordError as exc:
            self.app.notify(f"This file cannot be opened ({exc}).")
            self.reload(self._row_index())
            return
        open_saved(self.app, record, replay=self.tab == "replays")

    def ask_delete(self, entry: saves.SaveEntry) -> None:
        """Confirm, then delete."""
        from game.scenes.dialog import ConfirmDialog

        what = "replay" if self.tab == "replays" else "saved game"
        name = entry.game_title if not entry.damaged else "this damaged file"
        detail = entry.summary() if not entry.damaged else entry.path.name
        self.app.stack.push(ConfirmDialog(self.app, f"Delete {name}?", lambda: self.delete(entry), yes="Delete", no="Keep", detail=f"{what}: {detail}"))

    def delete(self, entry: saves.SaveEntry) -> None:
        """Delete without asking (the dialog asked)."""
        index = self._row_index()
        try:
            saves.delete(entry)
        except saves.SaveError as exc:
            self.app.notify(str(exc))
        self.reload(index)

    def _row_index(self) -> int | None:
        focused = self.group.focused
        if isinstance(focused, EntryRow) and focused in self.rows:
            return self.rows.index(focused)
        if isinstance(focused, Button) and focused in self.deletes:
            return self.deletes.index(focused)
        return None

    # layout -------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        s = self.app.scale
        self.group.set_scale(s)
        w, h = size
        width = min(px(1000, s), w - px(60, s))
        x = w // 2 - width // 2
        top = common.heading_rect(size, TAB_TITLES[self.tab], s).bottom + px(18, s)
        tab_w, tab_h, gap = px(240, s), px(54, s), px(14, s)
        for i, b in enumerate(self.tab_buttons.values()):
            b.rect = pygame.Rect(x + i * (tab_w + gap), top, tab_w, tab_h)
        back_h = px(56, s)
        bottom = h - px(48, s) - back_h - gap
        self.back.rect = pygame.Rect(w // 2 - px(110, s), bottom + gap, px(220, s), back_h)
        self.list_rect = pygame.Rect(x, top + tab_h + gap, width, bottom - top - tab_h - gap)
        row_h = px(104 * LOOK.text_scale, s)  # three lines of text: taller with the text-size setting
        self.visible = max(1, (self.list_rect.h + gap) // (row_h + gap))
        self._scroll_to_focus()
        del_w = px(150, s)
        for i, (row, delete) in enumerate(zip(self.rows, self.deletes)):
            k = i - self.first
            if 0 <= k < self.visible:
                y = self.list_rect.y + k * (row_h + gap)
                row.rect = pygame.Rect(x, y, width - del_w - gap, row_h)
                delete.rect = pygame.Rect(row.rect.right + gap, y, del_w, row_h)
            else:  # off the list: no rectangle, so the mouse cannot reach it
                row.rect = pygame.Rect(0, 0, 0, 0)
                delete.rect = pygame.Rect(0, 0, 0, 0)

    def _scroll_to_focus(self) -> None:
        index = self._row_index()
        if index is not None:
            if index < self.first:
                self.first = index
            elif index >= self.first + self.visible:
                self.first = index - self.visible + 1
        self.first = max(0, min(self.first, max(0, len(self.rows) - self.visible)))

    def _scroll(self, delta: int) -> None:
        self.first = max(0, min(self.first + delta, max(0, len(self.rows) - self.visible)))
        index = self._row_index()
        if index is not None and not self.first <= index < self.first + self.visible:
            self.group.focus(self.rows[min(max(index, self.first), self.first + self.visible - 1)])
        self.resize(self.app.size)

    # input --------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if self._key(event):
                self.resize(self.app.size)
                return True
        if event.type == pygame.MOUSEWHEEL and self.list_rect.collidepoint(pygame.mouse.get_pos()):
            self._scroll(-event.y)
            return True
        used = self.group.handle_event(event)
        if used and event.type == pygame.KEYDOWN:
            self.resize(self.app.size)
        return used

    def _key(self, event: pygame.event.Event) -> bool:
        key, focused = event.key, self.group.focused
        index = self._row_index()
        if common.is_back(event):
            self.app.stack.pop()
            return True
        if key == pygame.K_DELETE and index is not None:
            self.ask_delete(self.rows[index].entry)
            return True
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            if focused in self.tab_buttons.values():
                self.show(TABS[(TABS.index(self.tab) + (1 if key == pygame.K_RIGHT else -1)) % len(TABS)])
                return True
            if index is not None:
                self.group.focus(self.deletes[index] if key == pygame.K_RIGHT else self.rows[index])
                return True
        if key in (pygame.K_UP, pygame.K_DOWN) and index is not None:
            column = self.deletes if focused in self.deletes else self.rows
            step = 1 if key == pygame.K_DOWN else -1
            target = index + step
            if 0 <= target < len(self.rows):
                self.group.focus(column[target])
            elif target < 0:
                self.group.focus(self.tab_buttons[self.tab])
            else:
                self.group.focus(self.back)
            return True
        if key == pygame.K_UP and focused is self.back and self.rows:
            self.group.focus(self.rows[-1])
            return True
        if key == pygame.K_DOWN and focused in self.tab_buttons.values() and self.rows:
            self.group.focus(self.rows[self.first])
            return True
        if key == pygame.K_PAGEDOWN or key == pygame.K_PAGEUP:
            self._scroll(self.visible if key == pygame.K_PAGEDOWN else -self.visible)
            return True
        return False

    # drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        drawing.table(surface, s)
        common.heading(surface, TAB_TITLES[self.tab], s)
        shown = [w for w in self.group.widgets if w.rect.w]  # rows scrolled out of the list have no rectangle
        for widget in sorted(shown, key=lambda w: w.focused):  # the focused one last: its shadow on top
            widget.draw(surface)
        message = self.problem or (EMPTY[self.tab] if not self.rows else "")
        if message:
            size = px(BASE_SIZES["body"], s)
            for i, line in enumerate(text.wrap(message, "body", size, self.list_rect.w)[:3]):
                img = text.render(line, "body", size, PALETTE.cream_text)
                surface.blit(img, img.get_rect(midtop=(self.list_rect.centerx, self.list_rect.y + px(30, s) + i * img.get_height())))
        if len(self.rows) > self.visible:
            more = f"{self.first + 1}–{min(len(self.rows), self.first + self.visible)} of {len(self.rows)}"
            img = text.render(more, "body", px(BASE_SIZES["small"], s), PALETTE.cream_text)
            surface.blit(img, img.get_rect(bottomright=(self.list_rect.right, self.list_rect.y - px(4, s))))
        delete = "   Del delete" if last_device() == "keys" else ""  # a controller reaches Delete with →
        h = hint
        common.hint(surface, f"{h('up', 'down')} choose   {h('confirm')} open{delete}   {h('left', 'right')} tabs / Delete button   {h('back')} back", s)

    def layout_rects(self) -> list[tuple[str, pygame.Rect]]:
        out = [(b.label, b.rect) for b in self.tab_buttons.values()] + [("back", self.back.rect)]
        out += [(f"row {i}", r.rect) for i, r in enumerate(self.rows) if r.rect.w]
        out += [(f"delete {i}", d.rect) for i, d in enumerate(self.deletes) if d.rect.w]
        return out

