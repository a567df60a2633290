"""The clubhouse: everyone's records, per game and per course or hole, each with a chart of the last 20 results.

Names are listed on the left as they were typed, the most recently played
first; moving along them shows each one's records. A tab per game; a row per
course, hole or way to play with games played, wins, best and average, and the
last 20 results drawn in the game's own look (``game.render.chart``), the par as
a band. *Merge into…* makes the chosen name one with another (Cleo and cleo):
choose the name to join on the left, then confirm. The records come from
``game.match.records``; a problem with their file is said in one line.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game import catalog
from game.match import records
from game.match.daily import DailyError, day_title, parse_day
from game.match.records import KeyStats, Records
from game.match.results import DAILY_KEY
from game.render import chart, drawing
from game.scenes import common
from game.scenes.base import Scene
from game.ui import text
from game.ui.controls import hint
from game.ui.theme import BASE_SIZES, LOOK, PALETTE, px
from game.ui.widgets import Button, FocusGroup, Widget
from game.ui.words import plural, possessive

if TYPE_CHECKING:
    from game.app import App
    from game.match.record import MatchRecord

GAME_ORDER = ("rollinone", "eagles_creek", "carom", "rollecate")
EMPTY = "No records yet. Every finished game adds each person's results here, per course or hole; computer players keep none."


def figures(k: KeyStats) -> str:
    """"5 played · 2 won · best 3 · average 4.2 strokes · par 4" (wins only where others played)."""
    played = plural(k.played, "day") if k.key == DAILY_KEY else f"{k.played} played"
    parts = [played]
    if k.against == k.played:
        parts.append(f"{k.wins} won")
    elif k.against:
        parts.append(f"{k.wins} of {k.against} won against others")
    parts += [f"best {k.best:g}", f"average {k.average:.1f} {k.unit}"]
    if k.par is not None and k.key != DAILY_KEY:
        parts.append(f"par {k.par:g}")
    return " · ".join(parts)


def heading_of(k: KeyStats) -> str:
    """The row's title: the course or hole; for the challenge of the day, the newest day's course too."""
    if k.key == DAILY_KEY and k.last:
        newest = k.last[-1]
        try:
            day = day_title(parse_day(newest.day))
        except DailyError:
            day = newest.day
        return f"{DAILY_KEY} · last: {day}, {newest.detail}" if newest.detail else DAILY_KEY
    return k.key


class KeyRow(Widget):
    """One course, hole or way to play: its figures on the left, the chart of the last results on the right."""

    def __init__(self, stats: KeyStats) -> None:
        super().__init__()
        self.stats = stats

    def chart_rect(self) -> pygame.Rect:
        """Where the chart is drawn."""
        s = self.scale
        pad = px(10, s)
        lift = px(2, s) if self.focused else 0
        w = min(int(self.rect.w * 0.42), px(360, s))
        return pygame.Rect(self.rect.right - pad - w, self.rect.y + pad - lift, w, self.rect.h - 2 * pad)

    def draw(self, surface: pygame.Surface) -> None:
        self._frame(surface)
        s = self.scale
        box = self.chart_rect()
        pad = px(16, s)
        x = self.rect.x + pad
        width = box.x - pad - x
        title = heading_of(self.stats)
        tsize = text.fit_size(title, "ui", px(BASE_SIZES["ui"] - 2, s), width)
        timg = text.render(text.shorten(title, "ui", tsize, width), "ui", tsize, PALETTE.ink)
        line = figures(self.stats)
        lsize = text.fit_size(line, "body", px(BASE_SIZES["small"], s), width)
        limg = text.render(text.shorten(line, "body", lsize, width), "body", lsize, PALETTE.ink_soft)
        top = box.centery - (timg.get_height() + limg.get_height()) // 2
        surface.blit(timg, (x, top))
        surface.blit(limg, (x, top + timg.get_height()))
        chart.draw(surface, box, [(r.score, r.par) for r in self.stats.last], self.stats.game, s)


class ClubhouseScene(Scene):
    """Names on the left, a tab per game, a row per course or hole with its chart; Merge into…, Back."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.records: Records = records.load()
        self.people: list[str] = self.records.people()
        self.name: str | None = self.people[0] if self.people else None
        self.game = GAME_ORDER[0]
        self.merging: str | None = None
        """The name being merged into another (chosen next on the left), or None."""
        self.name_buttons = [Button(n, partial(self.choose_name, n), size_role="small") for n in self.people]
        self.tabs = {g: Button(catalog.info(g).title, partial(self.show_game, g), size_role="small") for g in GAME_ORDER}
        self.merge_button = Button("Merge into…", self.start_merge, detail="make two names one", size_role="small")
        self.back = Button("Back", self.leave, size_role="small")
        self.rows: list[KeyRow] = []
        self.first_name = 0
        self.first_row = 0
        self.visible_names = 1
        self.visible_rows = 1
        self.names_rect = pygame.Rect(0, 0, 0, 0)
        self.rows_rect = pygame.Rect(0, 0, 0, 0)
        self.group: FocusGroup[Widget] = FocusGroup([])
        if self.name is not None:
            self.game = self._first_game(self.name)
        self._rebuild(focus_name=True)

    # data ---------------------------------------------------------------------------
    def enter(self) -> None:
        for line in records.take_notices():
            self.app.notify(line)

    def _first_game(self, name: str) -> str:
        played = self.records.stats(name)
        return next((g for g in GAME_ORDER if g in played), GAME_ORDER[0])

    def _rebuild(self, *, focus_name: bool = False) -> None:
        stats = self.records.stats(self.name).get(self.game, []) if self.name is not None else []
        self.rows = [KeyRow(k) for k in stats]
        played = self.records.stats(self.name) if self.name is not None else {}
        for g, tab in self.tabs.items():
            tab.selected = g == self.game
            tab.greyed = g not in played
            tab.detail = ""
        for b in self.name_buttons:
            b.selected = b.label == self.name
        focused = self.group.focused
        widgets: list[Widget] = [*self.name_buttons, *self.tabs.values(), *self.rows, self.merge_button, self.back]
        self.merge_button.enabled = len(self.people) > 1
        self.group = FocusGroup(widgets)
        if focus_name and self.name_buttons:
            self.group.focus(self.name_buttons[self.people.index(self.name)] if self.name in self.people else self.name_buttons[0])
        elif focused in widgets and focused is not None:
            self.group.focus(focused)
        elif not self.name_buttons:
            self.group.focus(self.back)
        self.first_row = 0
        self.resize(self.app.size)

    # actions ------------------------------------------------------------------------
    def choose_name(self, name: str) -> None:
        """Show ``name``'s records (or, while merging, merge into ``name`` after asking)."""
        if self.merging is not None:
            self._ask_merge(self.merging, name)
            return
        if name != self.name:
            self.name = name
            self.game = self.game if self.game in self.records.stats(name) else self._first_game(name)
            self._rebuild()

    def show_game(self, game: str) -> None:
        """Show the records of another game."""
        if game != self.game:
            self.game = game
            self._rebuild()
            self.group.focus(self.tabs[game])

    def start_merge(self) -> None:
        """Merge the chosen name into another: the next name chosen on the left."""
        if self.name is None or len(self.people) < 2:
            self.app.notify("There is no other name to merge with.")
            return
        self.merging = self.name
        others = [b for b in self.name_buttons if b.label != self.name]
        self.group.focus(others[0])
        self.resize(self.app.size)

    def _ask_merge(self, name: str, into: str) -> None:
        from game.scenes.dialog import ConfirmDialog

        self.merging = None
        if name == into:
            self.app.notify("Choose another name to merge with.")
            return
        question = f"Merge {name} into {into}?"
        detail = f"{name}'s results count as {into}'s from now on, in every game; {into} is the name shown."
        self.app.stack.push(ConfirmDialog(self.app, question, partial(self._merge, name, into), yes="Merge", no="Keep apart", detail=detail))

    def _merge(self, name: str, into: str) -> None:
        problem = records.merge_names(name, into)
        self.records = records.load()
        if problem:  # not kept on disk: still merged for this visit
            self.records.merge(name, into)
            self.app.notify(problem)
        self.people = self.records.people()
        self.name_buttons = [Button(n, partial(self.choose_name, n), size_role="small") for n in self.people]
        self.name = self.records.canonical(into)
        self.app.notify(f"{name} and {into} are one name now.")
        self._rebuild(focus_name=True)

    def leave(self) -> None:
        """Back to the title (or, while merging, stop merging)."""
        if self.merging is not None:
            self.merging = None
            self.resize(self.app.size)
            return
        self.app.stack.pop()

    # layout -------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        s = self.app.scale
        self.group.set_scale(s)
        w, h = size
        margin, gap = px(30, s), px(10, s)
        top = common.heading_rect(size, "Clubhouse", s).bottom + px(16, s)
        bottom_h = px(56, s)
        bottom = h - common.hint_room(s) - px(10, s) - bottom_h - gap
        left_w = min(px(300, s), w // 4)
        self.names_rect = pygame.Rect(margin, top, left_w, bottom - top)
        name_h = px(48 * LOOK.text_scale, s)
        self.visible_names = max(1, (self.names_rect.h + gap) // (name_h + gap))
        self._scroll_names()
        for i, b in enumerate(self.name_buttons):
            k = i - self.first_name
            b.rect = pygame.Rect(margin, top + k * (name_h + gap), left_w, name_h) if 0 <= k < self.visible_names else pygame.Rect(0, 0, 0, 0)
        x = margin + left_w + px(24, s)
        right_w = w - margin - x
        tab_h = px(48 * LOOK.text_scale, s)
        tab_w = (right_w - 3 * gap) // 4
        for i, tab in enumerate(self.tabs.values()):
            tab.rect = pygame.Rect(x + i * (tab_w + gap), top, tab_w, tab_h)
        self.rows_rect = pygame.Rect(x, top + tab_h + px(14, s), right_w, bottom - top - tab_h - px(14, s))
        row_h = px(92 * LOOK.text_scale, s)
        self.visible_rows = max(1, (self.rows_rect.h + gap) // (row_h + gap))
        self._scroll_rows()
        for i, row in enumerate(self.rows):
            k = i - self.first_row
            row.rect = pygame.Rect(x, self.rows_rect.y + k * (row_h + gap), right_w, row_h) if 0 <= k < self.visible_rows else pygame.Rect(0, 0, 0, 0)
        bw = px(240, s)
        self.back.rect = pygame.Rect(w - margin - bw, bottom + gap, bw, bottom_h)
        self.merge_button.rect = pygame.Rect(margin, bottom + gap, left_w, bottom_h)

    def _scroll_names(self) -> None:
        focused = self.group.focused
        if focused in self.name_buttons:
            i = self.name_buttons.index(focused)  # type: ignore[arg-type]  # a Button, found just above
            self.first_name = min(max(self.first_name, i - self.visible_names + 1), i)
        self.first_name = max(0, min(self.first_name, max(0, len(self.name_buttons) - self.visible_names)))

    def _scroll_rows(self) -> None:
        focused = self.group.focused
        if isinstance(focused, KeyRow) and focused in self.rows:
            i = self.rows.index(focused)
            self.first_row = min(max(self.first_row, i - self.visible_rows + 1), i)
        self.first_row = max(0, min(self.first_row, max(0, len(self.rows) - self.visible_rows)))

    # input --------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if common.is_back(event):
                self.leave()
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.group.focused in self.tabs.values():
                step = 1 if event.key == pygame.K_RIGHT else -1
                self.show_game(GAME_ORDER[(GAME_ORDER.index(self.game) + step) % len(GAME_ORDER)])
                return True
            if event.key == pygame.K_RIGHT and self.group.focused in self.name_buttons:
                self.group.focus(self.tabs[self.game])
                return True
            if event.key == pygame.K_LEFT and self.name_buttons and self.group.focused not in self.name_buttons:
                self.group.focus(self.name_buttons[self.people.index(self.name)] if self.name in self.people else self.name_buttons[0])
                self.resize(self.app.size)
                return True
            if event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
                self.first_row += self.visible_rows if event.key == pygame.K_PAGEDOWN else -self.visible_rows
                self.resize(self.app.size)
                return True
        if event.type == pygame.MOUSEWHEEL:
            pos = pygame.mouse.get_pos()
            if self.rows_rect.collidepoint(pos):
                self.first_row -= event.y
            elif self.names_rect.collidepoint(pos):
                self.first_name -= event.y
            self.resize(self.app.size)
            return True
        used = self.group.handle_event(event)
        if used and event.type == pygame.KEYDOWN:
            focused = self.group.focused
            if self.merging is None and isinstance(focused, Button) and focused in self.name_buttons:
                self.choose_name(focused.label)  # moving along the names shows each one's records
            self.resize(self.app.size)
        return used

    # drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        drawing.table(surface, s)
        common.heading(surface, "Clubhouse", s)
        for widget in sorted((w for w in self.group.widgets if w.rect.w), key=lambda w: w.focused):
            widget.draw(surface)
        message = ""
        if not self.people:
            message = EMPTY
        elif not self.rows:
            message = f"No {catalog.info(self.game).title} results for {self.name} yet."
        if message:
            size = px(BASE_SIZES["body"], s)
            area = self.rows_rect if self.people else pygame.Rect(self.names_rect.x, self.names_rect.y, self.rows_rect.right - self.names_rect.x, self.names_rect.h)
            for i, line in enumerate(text.wrap(message, "body", size, area.w - px(40, s))[:3]):
                img = text.render(line, "body", size, PALETTE.cream_text)
                surface.blit(img, img.get_rect(midtop=(area.centerx, area.y + px(30, s) + i * img.get_height())))
        self._more(surface, self.rows, self.first_row, self.visible_rows, self.rows_rect, s)
        if self.merging is not None:
            common.hint(surface, f"Merge {self.merging} into which name? Choose it on the left ({hint('confirm')}) · {hint('back')} cancel", s)
        else:
            common.hint(surface, f"{hint('up', 'down')} choose   {hint('left', 'right')} names / games   {hint('confirm')} show   {hint('back')} back", s)

    def _more(self, surface: pygame.Surface, items: Sequence[object], first: int, visible: int, rect: pygame.Rect, s: float) -> None:
        if len(items) > visible:
            more = f"{first + 1}–{min(len(items), first + visible)} of {len(items)} (wheel, Page Down)"
            img = text.render(more, "body", px(BASE_SIZES["small"], s), PALETTE.cream_text)
            surface.blit(img, img.get_rect(topright=(rect.right, rect.bottom + px(2, s))))

    def layout_rects(self) -> list[tuple[str, pygame.Rect]]:
        out: list[tuple[str, pygame.Rect]] = [(f"name {b.label}", b.rect) for b in self.name_buttons if b.rect.w]
        out += [(f"tab {g}", t.rect) for g, t in self.tabs.items()]
        out += [(f"row {r.stats.key}", r.rect) for r in self.rows if r.rect.w]
        out += [("merge", self.merge_button.rect), ("back", self.back.rect)]
        return out


def ranking_notes(record: MatchRecord | None) -> list[str]:
    """Lines for the final ranking: new personal bests ("New personal best on Duck Pond!") and how a challenge of the day counted."""
    from game.match.results import counted_try, where

    if record is None:
        return []
    people = [s.name for s in record.seats if not s.computer]
    out = []
    for r in records.news_for(record):
        if len(people) == 1:
            out.append(f"New personal best {where(r)}!")
        else:
            out.append(f"{possessive(r.name)} new personal best {where(r)}!")
    day = record.info.get("daily")
    if isinstance(day, str) and day and people:
        try:
            title = day_title(parse_day(day[:10]))
        except DailyError:
            return out
        if counted_try(record):
            out.append(f"{possessive(people[0])} try at the challenge of {title} counts in the clubhouse.")
        else:
            out.append(f"A practice try at the challenge of {title}: it counts nowhere.")
    return out
