"""The end of a game: the final ranking, with Back to title, Rematch and Save replay as….

Under the places, the clubhouse's news: a new personal best ("New personal best
on Duck Pond!") and how a challenge of the day counted (game.scenes.clubhouse).

The ranking is never skipped by accident: the focus starts on *Back to title*
(Rematch is a choice of its own, never the default), and a key that was already
down when the ranking appeared (the Enter that closed the last results, held
and repeating) does nothing here: the scene stack gives a key's repeats only to
the screen it was pressed on (game.scenes.base).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.render import drawing, seat_marks
from game.scenes import common
from game.scenes.base import Scene
from game.ui import text
from game.ui.controls import hint
from game.ui.theme import BASE_SIZES, PALETTE, px
from game.ui.widgets import Button, FocusGroup
from game.ui.words import amount

if TYPE_CHECKING:
    from game.app import App

MEDALS = ((222, 168, 64), (188, 190, 196), (196, 128, 72))
"""Gold, silver, bronze."""


@dataclass
class RankEntry:
    """One player's result."""

    seat: int
    name: str
    style: int
    score: float
    detail: str = ""
    """A short breakdown (per course)."""
    tiebreak: float = 0.0
    """Orders equal scores (lower first; Rollecate: fewer cards); equal scores share a place only if this is equal too."""


def places(entries: Sequence[RankEntry], lower_is_better: bool = True) -> list[tuple[int, RankEntry]]:
    """Entries in ranking order with their place; equal scores share a place (1, 2, 2, 4)."""
    ordered = sorted(entries, key=lambda e: (e.score if lower_is_better else -e.score, e.tiebreak, e.seat))
    out: list[tuple[int, RankEntry]] = []
    for i, e in enumerate(ordered):
        same = out and out[-1][1].score == e.score and out[-1][1].tiebreak == e.tiebreak
        place = out[-1][0] if same else i + 1
        out.append((place, e))
    return out


class RankingScene(Scene):
    """Who won, who came next; Back to title (focused first), Rematch (the same table again), Save replay as…."""

    def __init__(
        self,
        app: App,
        title: str,
        entries: Sequence[RankEntry],
        *,
        on_rematch: Callable[[], None],
        lower_is_better: bool = True,
        score_label: str = "strokes",
        rematch_detail: str = "same players and courses",
        record: Any = None,
        winners: Collection[int] | None = None,
    ) -> None:
        super().__init__(app)
        self.record = record
        """The finished match (offered as a replay file to share)."""
        self.title = title
        self.ranked = places(entries, lower_is_better)
        self.winners = set(winners) if winners is not None else {e.seat for place, e in self.ranked if place == 1}
        """Seats marked as winners (a lost solo game has none, though someone is ranked first)."""
        self.score_label = score_label
        self.back = Button("Back to title", self._once(self.to_title))
        self.rematch = Button("Rematch", self._once(on_rematch), detail=rematch_detail)
        self.share = Button("Save replay as…", self.save_replay, detail="one file to send a friend")
        self.group = FocusGroup([self.back, self.rematch] + ([self.share] if record is not None else []))
        self.left = False
        """Back to title or Rematch was chosen: nothing more is taken (a repeat must not start two games)."""
        self.time = 0.0
        self.heading = pygame.Rect(0, 0, 0, 0)
        self.rows: list[pygame.Rect] = []
        from game.scenes.clubhouse import ranking_notes

        self.notes = ranking_notes(record)
        """The clubhouse's news of this game, one line each."""
        self.notes_rect = pygame.Rect(0, 0, 0, 0)
        self.resize(app.size)

    def _once(self, action: Callable[[], None]) -> Callable[[], None]:
        def leave() -> None:
            if not self.left:
                self.left = True
                action()

        return leave

    def save_replay(self) -> None:
        """Write the game as one replay file."""
        from game.scenes.save_replay import save_replay_as

        save_replay_as(self.app, self.record)

    def to_title(self) -> None:
        """Leave for the title screen."""
        from game.scenes.title import TitleScene

        self.app.stack.reset(TitleScene(self.app))

    def resize(self, size: tuple[int, int]) -> None:
        s = self.app.scale
        self.group.set_scale(s)
        w, h = size
        self.heading = common.heading_rect(size, self.title, s)
        top = self.heading.bottom + px(16, s)
        button_h = px(58, s)
        note_h = text.font("heading", px(BASE_SIZES["ui"], s)).get_linesize()
        notes_h = len(self.notes) * note_h + (px(12, s) if self.notes else 0)
        bottom = h - px(40, s) - button_h - px(20, s) - notes_h
        n = len(self.ranked)
        row_h = max(px(26, s), min(px(64, s), (bottom - top) // max(1, n) - px(6, s)))
        gap = min(px(8, s), max(2, (bottom - top - n * row_h) // max(1, n)))
        width = min(px(820, s), w - px(60, s))
        x = w // 2 - width // 2
        self.rows = [pygame.Rect(x, top + i * (row_h + gap), width, row_h) for i in range(n)]
        buttons = self.group.widgets
        gap = px(20, s)
        bw = min(px(260, s), (w - px(40, s) - gap * (len(buttons) - 1)) // len(buttons))
        self.notes_rect = pygame.Rect(x, (self.rows[-1].bottom if self.rows else top) + px(12, s), width, notes_h)
        by = (self.notes_rect.bottom if self.notes else self.rows[-1].bottom if self.rows else top) + px(20, s)
        by = min(by, h - px(40, s) - button_h)
        left = w // 2 - (len(buttons) * bw + (len(buttons) - 1) * gap) // 2
        for i, b in enumerate(buttons):
            b.rect = pygame.Rect(left + i * (bw + gap), by, bw, button_h)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.left:
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.group.move(1 if event.key == pygame.K_RIGHT else -1)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back.activate()
            return True
        return self.group.handle_event(event)

    def update(self, dt: float) -> None:
        self.time += dt

    def wake_in(self) -> float | None:
        settled = self.time * 4 - (len(self.ranked) - 1) * 0.35 >= 1.0  # the last row has slid in
        return None if settled else 0.0

    def draw(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        drawing.table(surface, s)
        common.heading(surface, self.title, s)
        for i, ((place, e), rect) in enumerate(zip(self.ranked, self.rows)):
            appear = min(1.0, max(0.0, self.time * 4 - i * 0.35))
            if appear <= 0:
                continue
            r = rect.move(0, int((1 - appear) * px(30, s)))
            drawing.card(surface, r, radius=px(12, s), lift=px(8 if place == 1 else 4, s), border=MEDALS[0] if place == 1 else PALETTE.paper_shade)
            self._row(surface, r, place, e, s)
        y = self.notes_rect.y
        for line in self.notes:
            size = text.fit_size(line, "heading", px(BASE_SIZES["ui"], s), self.notes_rect.w)
            img = text.render(line, "heading", size, PALETTE.gold)
            surface.blit(img, img.get_rect(midtop=(self.notes_rect.centerx, y)))
            y += text.font("heading", px(BASE_SIZES["ui"], s)).get_linesize()
        self.group.draw(surface)
        common.hint(surface, f"{hint('left', 'right')} choose   {hint('confirm')} confirm   {hint('back')} title", s)

    def _row(self, surface: pygame.Surface, r: pygame.Rect, place: int, e: RankEntry, s: float) -> None:
        fsize = max(10, min(px(BASE_SIZES["ui"], s), int(r.h * 0.5)))
        badge_r = int(r.h * 0.36)
        bc = (r.x + px(14, s) + badge_r, r.centery)
        color = MEDALS[place - 1] if place <= 3 else PALETTE.paper_shade
        pygame.draw.circle(surface, color, bc, badge_r)
        pygame.draw.circle(surface, PALETTE.ink_soft, bc, badge_r, max(1, px(2, s)))
        num = text.render(str(place), "bold", fsize, PALETTE.ink)
        surface.blit(num, num.get_rect(center=bc))

        ball_c = (bc[0] + badge_r + px(14, s) + badge_r, r.centery)
        seat_marks.draw(surface, ball_c, badge_r, e.seat, e.style)
        x = ball_c[0] + badge_r + px(16, s)
        score = amount(e.score, self.score_label)
        simg = text.render(score, "bold", fsize, PALETTE.accent)
        srect = simg.get_rect(midright=(r.right - px(18, s), r.centery))
        surface.blit(simg, srect)
        room = srect.left - x - px(12, s)
        name = e.name + (" — winner" if e.seat in self.winners else "")
        nimg = text.render(name, "ui", text.fit_size(name, "ui", fsize, room), PALETTE.ink)
        if e.detail and r.h >= px(50, s):
            dsize = text.fit_size(e.detail, "body", max(9, int(fsize * 0.66)), room)
            dimg = text.render(e.detail, "body", dsize, PALETTE.ink_soft)
            top = r.centery - (nimg.get_height() + dimg.get_height()) // 2
            surface.blit(nimg, (x, top))
            surface.blit(dimg, (x, top + nimg.get_height()))
        else:
            surface.blit(nimg, nimg.get_rect(midleft=(x, r.centery)))

    def layout_rects(self) -> list[tuple[str, pygame.Rect]]:
        notes = [("notes", self.notes_rect)] if self.notes else []
        return [("heading", self.heading), ("back", self.back.rect), ("rematch", self.rematch.rect), *notes] + [
            (f"row {i}", r) for i, r in enumerate(self.rows)
        ]
