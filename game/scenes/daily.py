"""The challenge of the day on screen: a page with each game's challenge and how today's try stands.

Choosing a game starts its challenge on the table (:func:`start_daily`): the
counted try if it has not started yet, the counted try carried on if it was
left unfinished, a practice try otherwise (said in one line as it starts).
``rollinone daily GAME`` starts the same way, straight from the command line.
"""

from __future__ import annotations

from datetime import date
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game import catalog
from game.match import daily
from game.match.record import SeatEntry
from game.render import drawing
from game.scenes import common
from game.scenes.base import Scene
from game.ui import text
from game.ui.controls import hint
from game.ui.theme import BASE_SIZES, PALETTE, px
from game.ui.widgets import Button, FocusGroup
from game.ui.words import amount

if TYPE_CHECKING:
    from game.app import App

DEFAULT_NAME = "You"
"""The name of a lone player who has never set up a game (words.is_you speaks to it as a person)."""


def seat_for(app: App, game: str, name: str | None = None) -> SeatEntry:
    """The one seat of a challenge: the first person of the game's last set-up (their name and look), else "You"."""
    from game.scenes.setup_saved import saved_name

    saved = app.settings.extra.get(f"{game}_setup", {})
    players = saved.get("players") if isinstance(saved, dict) else None
    first = next((p for p in players if isinstance(p, dict) and p.get("computer") is not True), None) if isinstance(players, list) else None
    style = first.get("style") if first is not None else 0
    style = style if isinstance(style, int) and not isinstance(style, bool) and 0 <= style < 64 else 0
    if game == "eagles_creek":
        from game.render import seat_marks

        style = seat_marks.ink_style(style)  # Eagle's Creek seats write with inks
    chosen = name if name is not None else saved_name(first.get("name")) if first is not None else None
    return SeatEntry(chosen or DEFAULT_NAME, style)


def status_line(state: daily.TryState) -> str:
    """How a day's try stands, in one line."""
    if state.unfinished is not None:
        return "Your try is under way: carry on where you left it."
    if state.result is not None:
        r = state.result
        par = f" (par {r.par:g})" if r.par is not None else ""
        return f"Counted: {amount(r.score, r.unit)}{par} · play again as practice."
    if state.started:
        return "Your counted try has been played · play again as practice."
    return "Not played yet: this try counts in the clubhouse."


def start_daily(app: App, game: str, day: date | None = None, name: str | None = None) -> bool:
    """Open a challenge on the table (replacing the top scene): the counted try, the unfinished one, or practice. False with one line when not."""
    from game.match import records
    from game.scenes.saved_games import open_saved
    from game.scenes.table import open_record

    day = day or date.today()
    try:
        daily.check_day(day)
        made = daily.challenge(game, day)
    except daily.DailyError as exc:
        app.notify(str(exc))
        return False
    state = daily.try_state(game, day)
    if state.unfinished is not None and state.unfinished.record is not None:
        app.notify(f"Carrying on with your try at {made.title}.")
        return open_saved(app, state.unfinished.record, replay=False)
    record = made.record([seat_for(app, game, name)], practice=state.started)
    if state.started:
        app.notify(f"{made.title}: a practice try (the day's counted try stands).")
    else:
        app.notify(f"{made.title}: this try counts in the clubhouse.")
        if app.persist_settings:  # a smoke run uses no try
            problem = records.mark_try(game, day.isoformat())
            if problem:
                app.notify(problem)
    return open_record(app, record)


class DailyScene(Scene):
    """Today's challenge of each game: what it is and how your try stands; Enter plays."""

    def __init__(self, app: App, day: date | None = None) -> None:
        super().__init__(app)
        self.day = day or date.today()
        self.heading = f"Challenge of the day · {daily.day_title(self.day)}"
        self.buttons: list[Button] = []
        for game in daily.GAMES:
            try:
                made = daily.challenge(game, self.day)
                par = f" · par {made.par}" if made.par is not None else ""
                label, detail = made.title + par, status_line(daily.try_state(game, self.day))
                enabled = catalog.playable_on_screen(game)
            except daily.DailyError as exc:
                label, detail, enabled = catalog.info(game).title, str(exc), False
            button = Button(label, partial(self.play, game), detail=detail)
            button.enabled = enabled
            self.buttons.append(button)
        self.back = Button("Back", self.app.stack.pop)
        self.group: FocusGroup[Button] = FocusGroup([*self.buttons, self.back])
        self.note_rect = pygame.Rect(0, 0, 0, 0)
        self.resize(app.size)

    def play(self, game: str) -> None:
        """Start that game's challenge."""
        start_daily(self.app, game, self.day)

    def resize(self, size: tuple[int, int]) -> None:
        s = self.app.scale
        self.group.set_scale(s)
        w, h = size
        top = common.heading_rect(size, self.heading, s).bottom + px(14, s)
        width = min(px(820, s), w - px(60, s))
        x = w // 2 - width // 2
        self.note_rect = pygame.Rect(px(30, s), top, w - px(60, s), text.font("body", px(BASE_SIZES["small"], s)).get_linesize() * 2)
        y = self.note_rect.bottom + px(10, s)
        back_h, gap = px(56, s), px(12, s)
        room = h - common.hint_room(s) - px(16, s) - back_h - gap - y
        card_h = max(px(56, s), min(px(84, s), (room - 3 * gap) // 4))
        for b in self.buttons:
            b.rect = pygame.Rect(x, y, width, card_h)
            y += card_h + gap
        self.back.rect = pygame.Rect(w // 2 - px(110, s), y + px(4, s), px(220, s), back_h)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if common.is_back(event):
            self.app.stack.pop()
            return True
        return self.group.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        drawing.table(surface, s)
        common.heading(surface, self.heading, s)
        note = "The same course and dice on every machine today, made from the date. The first try counts in the clubhouse; more tries are practice."
        size = px(BASE_SIZES["small"], s)
        y = self.note_rect.y
        for line in text.wrap(note, "body", size, self.note_rect.w)[:2]:
            img = text.render(line, "body", size, PALETTE.cream_text)
            surface.blit(img, img.get_rect(midtop=(self.note_rect.centerx, y)))
            y += img.get_height()
        self.group.draw(surface)
        common.hint(surface, f"{hint('up', 'down')} choose   {hint('confirm')} play   {hint('back')} back", s)

    def layout_rects(self) -> list[tuple[str, pygame.Rect]]:
        return [(b.label, b.rect) for b in self.group.widgets] + [("note", self.note_rect)]


class DailyLaunch(Scene):
    """Starts a challenge straight away with the title beneath it (``rollinone daily GAME``)."""

    def __init__(self, app: App, game: str, day: date, name: str | None = None) -> None:
        super().__init__(app)
        self.game, self.day, self.name = game, day, name
        self.started = False

    def enter(self) -> None:
        if self.started:
            return
        self.started = True
        from game.scenes.title import TitleScene

        self.app.stack.reset(TitleScene(self.app))
        start_daily(self.app, self.game, self.day, self.name)
