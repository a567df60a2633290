"""The hand of the person at the screen, and the taken penalty cards waiting to be laid.

Only :attr:`ShownTable.hand` is drawn, which holds the viewer's own cards
(from their view) and nothing when nobody may look. Cards that can be played
now stand a little higher; the one in focus is outlined; a card just drawn
carries a "new" tag.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.rules.rollecate import cards
from game.scenes.rollecate import faces
from game.scenes.rollecate.geometry import Point
from game.scenes.rollecate.layout import BoardLayout
from game.scenes.rollecate.model import ShownTable
from game.ui import text
from game.ui.theme import PALETTE, px
from game.ui.words import plural, possessive


def card_spots(area: pygame.Rect, n: int, card_w: int, scale: float, top_pad: int) -> list[Point]:
    """Centres of ``n`` cards in a row inside ``area`` (overlapping when there are many)."""
    if n <= 0:
        return []
    gap = px(10, scale)
    step = min(card_w + gap, (area.w - card_w - 2 * gap) / max(1, n - 1)) if n > 1 else 0
    y = area.y + top_pad + card_w * 1.05
    x0 = area.x + gap + card_w / 2 + px(6, scale)
    return [(x0 + i * step, y) for i in range(n)]


class HandTray:
    """Draws the viewer's hand and the waiting penalty cards; remembers where each card is."""

    def __init__(self) -> None:
        self.hand_rects: list[pygame.Rect] = []
        self.pending_rects: list[pygame.Rect] = []
        self.focus_hand: int | None = None
        self.focus_pending: int | None = None
        self.playable: set[int] = set()
        """Indexes of hand cards that may be used now."""
        self.selected: int | None = None
        """The hand card being placed."""
        self.hidden_hand: set[int] = set()
        """Hand indexes not drawn (flying)."""
        self.drag: tuple[int, Point] | None = None
        """A waiting penalty card being dragged: its index and where the pointer is."""

    def hand_spot(self, lay: BoardLayout, index: int, n: int) -> Point:
        """Where hand card ``index`` of ``n`` lies."""
        spots = card_spots(lay.hand, n, lay.card_w, lay.scale, px(30, lay.scale))
        return spots[min(index, len(spots) - 1)] if spots else lay.hand.center

    def pending_spot(self, lay: BoardLayout, index: int, n: int) -> Point:
        """Where waiting penalty card ``index`` of ``n`` lies."""
        spots = card_spots(lay.side, n, lay.card_w, lay.scale, px(30, lay.scale))
        return spots[min(index, len(spots) - 1)] if spots else lay.side.center

    def draw_hand(self, surface: pygame.Surface, lay: BoardLayout, shown: ShownTable, name: str, may_choose: bool) -> None:
        """The viewer's hand in the tray (or why it is hidden)."""
        s = lay.scale
        area = lay.hand
        pygame.draw.rect(surface, (72, 46, 28), area, border_radius=px(12, s))
        if shown.viewer is None:
            msg = "Hands stay hidden until the next player takes the screen."
            img = text.render(msg, "ui", text.fit_size(msg, "ui", px(20, s), area.w - px(20, s)), PALETTE.cream_text)
            surface.blit(img, img.get_rect(center=area.center))
            self.hand_rects = []
            return
        title = f"{possessive(name)} hand: {plural(len(shown.hand), 'card')}, {plural(cards.points(shown.hand), 'point')}"
        img = text.render(title, "bold", text.fit_size(title, "bold", px(18, s), area.w // 2), PALETTE.cream_text)
        surface.blit(img, img.get_rect(topright=(area.right - px(12, s), area.y + px(6, s))))  # clear of lifted cards
        spots = card_spots(area, len(shown.hand), lay.card_w, s, px(30, s))
        self.hand_rects = []
        for i, (card, (x, y)) in enumerate(zip(shown.hand, spots)):
            lift = px(10, s) if (may_choose and i in self.playable) else 0
            if i == self.selected:
                lift = px(22, s)
            r = pygame.Rect(0, 0, lay.card_w, lay.card_w * 2)
            r.center = (round(x), round(y - lift))
            self.hand_rects.append(r)
            if i in self.hidden_hand:
                continue
            faces.blit_card(surface, card, r.center, lay.card_w)
            if may_choose and i not in self.playable:
                veil = pygame.Surface(r.size, pygame.SRCALPHA)
                veil.fill((40, 24, 12, 90))
                surface.blit(veil, r)
            if card == shown.new_card and i == max(j for j, c in enumerate(shown.hand) if c == card):
                self._tag(surface, r, "new", PALETTE.gold, s)
            if i == self.focus_hand and may_choose:
                pygame.draw.rect(surface, PALETTE.accent, r.inflate(px(8, s), px(8, s)), px(4, s), border_radius=px(8, s))

    def draw_pending(self, surface: pygame.Surface, lay: BoardLayout, shown: ShownTable, top: str | None, who: str, may_choose: bool, title: str = "") -> None:
        """The taken penalty cards, face up, with a mark on those that cancel the top of the pile."""
        s = lay.scale
        area = lay.side
        self.pending_rects = []
        if not shown.pending:
            return
        pygame.draw.rect(surface, (72, 46, 28), area, border_radius=px(12, s))
        title = title or f"{who}: lay these on the penalty pile" + (f" (top card {cards.number(top)})" if top else " (empty)")
        img = text.render(title, "bold", text.fit_size(title, "bold", px(18, s), area.w - px(20, s)), PALETTE.cream_text)
        surface.blit(img, (area.x + px(12, s), area.y + px(6, s)))
        spots = card_spots(area, len(shown.pending), lay.card_w, s, px(30, s))
        for i, (card, (x, y)) in enumerate(zip(shown.pending, spots)):
            r = pygame.Rect(0, 0, lay.card_w, lay.card_w * 2)
            r.center = (round(x), round(y))
            self.pending_rects.append(r)
            if self.drag is not None and self.drag[0] == i:
                continue
            faces.blit_card(surface, card, r.center, lay.card_w)
            if top is not None and cards.number(card) == cards.number(top):
                self._tag(surface, r, "pair!", PALETTE.green, s)
            if i == self.focus_pending and may_choose:
                pygame.draw.rect(surface, PALETTE.accent, r.inflate(px(8, s), px(8, s)), px(4, s), border_radius=px(8, s))
        if self.drag is not None and self.drag[0] < len(shown.pending):
            faces.blit_card(surface, shown.pending[self.drag[0]], self.drag[1], lay.card_w, angle=-6)

    @staticmethod
    def _tag(surface: pygame.Surface, r: pygame.Rect, label: str, color: tuple[int, int, int], s: float, below: bool = False) -> None:
        img = text.render(label, "bold", px(15, s), PALETTE.cream_text)
        at = (r.centerx, r.bottom - img.get_height() - px(2, s)) if below else (r.centerx, r.y - px(2, s))
        tag = img.get_rect(midtop=at).inflate(px(10, s), px(2, s))
        pygame.draw.rect(surface, color, tag, border_radius=tag.h // 2)
        surface.blit(img, img.get_rect(center=tag.center))

    @staticmethod
    def index_at(rects: Sequence[pygame.Rect], pos: tuple[int, int]) -> int | None:
        """The topmost card under the pointer."""
        for i in range(len(rects) - 1, -1, -1):
            if rects[i].collidepoint(pos):
                return i
        return None
