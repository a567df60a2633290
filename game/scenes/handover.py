"""Handing the table to the next player: a modal card between people, a banner for every turn."""

from __future__ import annotations

from collections.abc import Callable
from time import monotonic
from typing import TYPE_CHECKING

import pygame

from game.render import drawing, seat_marks
from game.scenes.base import Scene
from game.ui import text
from game.ui.controls import hint, menu_hint
from game.ui.theme import BASE_SIZES, PALETTE, px
from game.ui.widgets import Button, FocusGroup
from game.ui.words import object_name, pass_to, possessive

if TYPE_CHECKING:
    from game.app import App


ARM_SECONDS = 0.5
"""How long the card takes no confirm after it comes up, and after any key or click given meanwhile: an Enter, a
click or a controller's A given in the rhythm of the moves before (Enter, Enter: roll on, skip, roll on) must not
take the card away and show the next person's hand; only a press after a pause does."""


class HandOver(Scene):
    """'Pass to Ada': waits until the next person is at the controls.

    Only its own confirm takes it away — its button, Enter, a controller's A —
    never a click elsewhere, so a stray click cannot show the next hand. The
    scores and the menu stay reachable from it (they show nothing hidden), and
    while it is up the person who just moved may still take back a move that
    revealed nothing (*Undo my move*).
    """

    transparent = True

    def __init__(
        self,
        app: App,
        name: str,
        seat: int,
        style: int,
        on_ready: Callable[[], None],
        detail: str = "",
        *,
        on_undo: Callable[[], None] | None = None,
        on_scores: Callable[[], None] | None = None,
        on_menu: Callable[[], None] | None = None,
        undo_by: str = "",
    ) -> None:
        super().__init__(app)
        self.name, self.seat, self.style = name, seat, style
        self.detail = detail
        self.on_ready = on_ready
        self.on_undo = on_undo
        self.on_scores = on_scores
        self.on_menu = on_menu
        self.ready = Button("I'm ready", self._ready)
        self.scores = Button("Scores", self._scores, detail=hint("scorecard"), size_role="small")
        self.menu = Button("Menu", self._menu, detail=menu_hint(), size_role="small")
        self.undo = Button(f"Undo {possessive(undo_by, start=False) if undo_by else 'my'} move", self._undo, detail=hint("undo"), size_role="small")
        small = [b for b, there in ((self.undo, on_undo), (self.scores, on_scores), (self.menu, on_menu)) if there is not None]
        self.group = FocusGroup([self.ready, *small])
        self.group.focus(self.ready)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.resize(app.size)
        self.shown_at = monotonic()
        self.age = 0.0
        """Seconds of frames since it came up (the wall clock counts too: a resting loop runs no frames)."""

    @property
    def armed(self) -> bool:
        """True once its confirm is taken (see :data:`ARM_SECONDS`)."""
        return self.age >= ARM_SECONDS or monotonic() - self.shown_at >= ARM_SECONDS

    def update(self, dt: float) -> None:
        self.age += dt

    def wake_in(self) -> float | None:
        """Still: nothing on the card moves (arming needs no frame, the wall clock counts while the loop rests)."""
        return None

    def enter(self) -> None:
        """Shown again (back from the scores or the menu): the focus is on the card's own confirm."""
        self.group.focus(self.ready)

    def _ready(self) -> None:
        self.app.stack.pop()
        self.on_ready()

    def _undo(self) -> None:
        if self.on_undo is not None:
            self.app.stack.pop()
            self.on_undo()

    def _scores(self) -> None:
        if self.on_scores is not None:
            self.on_scores()

    def _menu(self) -> None:
        if self.on_menu is not None:
            self.on_menu()

    def resize(self, size: tuple[int, int]) -> None:
        s = self.app.scale
        self.group.set_scale(s)
        self.panel = pygame.Rect(0, 0, min(px(600, s), size[0] - px(40, s)), px(340, s))
        self.panel.center = (size[0] // 2, size[1] // 2)
        bw, bh = px(240, s), px(58, s)
        small = [w for w in self.group.widgets if w is not self.ready]
        row_h = px(48, s) if small else 0
        self.ready.rect = pygame.Rect(self.panel.centerx - bw // 2, self.panel.bottom - px(22, s) - row_h - px(12, s) - bh, bw, bh)
        if small:
            gap = px(10, s)
            sw = min(px(190, s), (self.panel.w - px(40, s) - gap * (len(small) - 1)) // len(small))
            x = self.panel.centerx - (sw * len(small) + gap * (len(small) - 1)) // 2
            for w in small:
                w.rect = pygame.Rect(x, self.panel.bottom - px(22, s) - row_h, sw, row_h)
                x += sw + gap

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_PAUSE):
                self._menu()
                return True
            if event.key == pygame.K_TAB:
                self._scores()
                return True
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                if self.on_undo is not None:
                    self._undo()
                else:
                    self.app.notify(f"Nothing to undo: the table is being passed to {object_name(self.name)}.")
                return True
        if not self.armed and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.shown_at, self.age = monotonic(), 0.0  # still pressing on from before: the card waits for a pause
            return True  # too soon to be meant for this card: swallowed, and its release acts on nothing
        self.group.handle_event(event)
        return True  # modal: nothing below sees a click, and only the buttons here act

    def draw(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        self.scores.detail, self.menu.detail, self.undo.detail = hint("scorecard"), menu_hint(), hint("undo")
        drawing.dim(surface, 120)
        drawing.card(surface, self.panel, radius=px(16, s), lift=px(10, s))
        head = pass_to(self.name)
        size = text.fit_size(head, "heading", px(BASE_SIZES["heading"] * 1.1, s), self.panel.w - px(140, s))
        img = text.render(head, "heading", size, PALETTE.ink)
        r = img.get_rect(midtop=(self.panel.centerx + px(30, s), self.panel.y + px(34, s)))
        surface.blit(img, r)
        seat_marks.draw(surface, (r.left - px(40, s), r.centery), px(26, s), self.seat, self.style)
        if self.detail:
            dsize = px(BASE_SIZES["body"], s)
            for i, line in enumerate(text.wrap(self.detail, "body", dsize, self.panel.w - px(60, s))[:2]):
                d = text.render(line, "body", dsize, PALETTE.ink_soft)
                surface.blit(d, d.get_rect(midtop=(self.panel.centerx, r.bottom + px(14 + 28 * i, s))))
        self.group.draw(surface)

    def layout_rects(self) -> list[tuple[str, pygame.Rect]]:
        names = {self.ready: "ready", self.undo: "undo", self.scores: "scores", self.menu: "menu"}
        return [(names[w], w.rect) for w in self.group.widgets]


def slid_banner(rect: pygame.Rect, progress: float) -> pygame.Rect:
    """Where the turn banner is drawn when it has slid in ``progress`` (0..1) of the way."""
    return rect.move(0, int((1 - min(1.0, progress)) * -rect.h * 1.5))


def draw_turn_banner(surface: pygame.Surface, rect: pygame.Rect, name: str, seat: int, style: int, line: str, scale: float, progress: float = 1.0) -> None:
    """A strip saying whose turn it is; ``progress`` (0..1) slides it in."""
    s = scale
    r = slid_banner(rect, progress)
    drawing.card(surface, r, radius=r.h // 2, lift=px(6, s), border=PALETTE.gold, keep=True)  # every frame while it slides
    br = int(r.h * 0.34)
    seat_marks.draw(surface, (r.x + r.h // 2 + px(4, s), r.centery), br, seat, style)
    x = r.x + r.h + px(8, s)
    size = text.fit_size(name + "  " + line, "ui", int(r.h * 0.42), r.right - x - px(20, s))
    img = text.render(name + ":", "bold", size, PALETTE.ink)
    surface.blit(img, img.get_rect(midleft=(x, r.centery)))
    rest = text.render(line, "ui", size, PALETTE.ink_soft)
    surface.blit(rest, rest.get_rect(midleft=(x + img.get_width() + px(10, s), r.centery)))
