"""The end of a round: hands are shown now, each player's pile plus hand is counted, totals add up.

Everything on this card comes from the engine's ``RoundScored`` event, which
the rules make public (the round is over, so the hands are turned face up):
each pile as the round ended, whatever the table shows behind the card.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.match.record import SeatEntry
from game.render import drawing, pieces
from game.rules.rollecate import cards
from game.rules.rollecate.events import RoundScored
from game.scenes.base import Scene
from game.scenes.rollecate import faces
from game.ui import text
from game.ui.theme import BASE_SIZES, PALETTE, px
from game.ui.widgets import Button, FocusGroup
from game.ui.words import plural

if TYPE_CHECKING:
    from game.app import App


class RoundOver(Scene):
    """Round results over the table; Continue (its button or Enter) goes on, Esc opens the menu over them."""

    transparent = True

    def __init__(
        self,
        app: App,
        seats: Sequence[SeatEntry],
        event: RoundScored,
        rounds: int,
        lost: bool,
        on_close: Callable[[], None],
        on_menu: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(app)
        self.seats = list(seats)
        self.event = event
        self.piles = [list(p) for p in event.piles]
        self.rounds = rounds
        self.lost = lost
        self.on_close = on_close
        self.on_menu = on_menu
        self.button = Button("Continue", self.close)
        self.group = FocusGroup([self.button])
        self.panel = pygame.Rect(0, 0, 1, 1)
        self.rows: list[pygame.Rect] = []
        self.resize(app.size)

    def close(self) -> None:
        """Leave the results and let the table go on."""
        self.app.stack.pop()
        self.on_close()

    def resize(self, size: tuple[int, int]) -> None:
        s = self.app.scale
        self.group.set_scale(s)
        w, h = size
        self.panel = pygame.Rect(0, 0, min(w - px(40, s), px(1100, s)), min(h - px(40, s), px(140, s) + len(self.seats) * px(112, s)))
        self.panel.center = (w // 2, h // 2)
        bw, bh = px(220, s), px(52, s)
        self.button.rect = pygame.Rect(self.panel.centerx - bw // 2, self.panel.bottom - bh - px(14, s), bw, bh)
        top = self.panel.y + px(86, s)
        row_h = (self.button.rect.y - px(10, s) - top) // max(1, len(self.seats))
        self.rows = [pygame.Rect(self.panel.x + px(20, s), top + i * row_h, self.panel.w - px(40, s), row_h - px(6, s)) for i in range(len(self.seats))]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.close()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_PAUSE) and self.on_menu is not None:
            self.on_menu()  # as on the hand-over: Esc is answered at once, and the results stay up beneath the menu
            return True
        self.group.handle_event(event)  # only Continue (or Enter) goes on: a stray click leaves the results up
        return True

    def draw(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        e = self.event
        drawing.dim(surface, 130)
        drawing.card(surface, self.panel, radius=px(16, s), lift=px(10, s))
        head = f"Round {e.round + 1} of {self.rounds} is over" if self.rounds > 1 else "The round is over"
        if self.lost:
            head = "Derailed once too often: the game is lost"
        img = text.render(head, "bold", text.fit_size(head, "bold", px(BASE_SIZES["heading"], s), self.panel.w - px(40, s)), PALETTE.ink)
        surface.blit(img, img.get_rect(midtop=(self.panel.centerx, self.panel.y + px(14, s))))
        sub = "Hands are shown now: pile plus hand are penalty points. Fewest wins; a tie goes to fewer cards."
        simg = text.render(sub, "body", text.fit_size(sub, "body", px(18, s), self.panel.w - px(40, s)), PALETTE.ink_soft)
        surface.blit(simg, simg.get_rect(midtop=(self.panel.centerx, self.panel.y + px(56, s))))
        points, counted, hands, totals = e.points, e.cards, e.hands, e.totals
        for seat, entry in enumerate(self.seats):
            r = self.rows[seat]
            pygame.draw.rect(surface, PALETTE.paper_shade, r, border_radius=px(10, s))
            _, color, stripe = pieces.ball_style(entry.style)
            br = min(px(16, s), r.h // 3)
            pieces.draw_ball(surface, (r.x + px(10, s) + br, r.y + px(8, s) + br), br, color, str(seat + 1), stripe=stripe)
            name = text.render(entry.name, "bold", px(20, s), PALETTE.ink)
            surface.blit(name, (r.x + px(18, s) + 2 * br, r.y + px(6, s)))
            summary = f"{plural(points[seat], 'point')} · {plural(counted[seat], 'card')}" + (f" · total {totals[seat]}" if self.rounds > 1 else "")
            sm = text.render(summary, "ui", px(18, s), PALETTE.accent)
            surface.blit(sm, (r.x + px(18, s) + 2 * br, r.y + px(8, s) + name.get_height()))
            cw = max(8, min(px(40, s), (r.h - px(26, s)) // 2))
            x = r.x + px(330, s)
            x = self._cards(surface, "pile", self.piles[seat] if seat < len(self.piles) else [], x, r, cw, s)
            self._cards(surface, "hand", list(hands[seat]), x + px(20, s), r, cw, s)
        self.group.draw(surface)

    def _cards(self, surface: pygame.Surface, label: str, shown: list[str], x: int, r: pygame.Rect, cw: int, s: float) -> int:
        lab = text.render(f"{label}: {plural(cards.points(shown), 'point')}" if shown else f"{label}: empty", "body", px(16, s), PALETTE.ink_soft)
        surface.blit(lab, (x, r.y + px(2, s)))
        step = min(cw + px(4, s), px(330, s) // max(1, len(shown)))
        for i, card in enumerate(shown):
            faces.blit_card(surface, card, (x + cw // 2 + i * step, r.bottom - cw - px(4, s)), cw)
        return x + max(lab.get_width(), len(shown) * step + cw // 2)

    def layout_rects(self) -> list[tuple[str, pygame.Rect]]:
        return [(f"row {i}", r) for i, r in enumerate(self.rows)] + [("continue", self.button.rect)]
