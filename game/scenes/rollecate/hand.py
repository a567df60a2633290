"""The hand of the person at the screen, and the taken penalty cards waiting to be laid.

Only :attr:`ShownTable.hand` is drawn, which holds the viewer's own cards
(from their view) and nothing when nobody may look. Cards that can be played
now stand a little higher; the one in focus is outlined; a card just drawn
carries a "new" tag (on the part of it that shows).

A hand can grow to the whole deck (when the railway has shrunk to the
locomotive's card everyone passes for free), so cards alike lie in one stack
with their count ("×3"): the deck has sixteen kinds, so a hand never shows more
than sixteen stacks. A row that would hide more than half of a card shrinks its
cards instead, so each card's number (printed in a corner of its left half)
always shows. Above the cards is a row for the hand's title, which lifted cards
never reach.
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

TITLE_ROW = 26
"""Design pixels above the cards for the title of the hand or of the waiting cards."""
LIFT = 8
"""Design pixels a card that may be used now stands higher."""
SELECTED_LIFT = 16
"""Design pixels the card being placed stands higher."""
SHOWN_SHARE = 0.5
"""Of a card covered by the next one, at least this share of its width shows (its number is in the left half)."""


def card_spots(area: pygame.Rect, n: int, card_w: int, scale: float, top_pad: int) -> list[Point]:
    """Centres of ``n`` cards ``card_w`` wide in a row inside ``area`` (overlapping when there are many)."""
    if n <= 0:
        return []
    gap = px(10, scale)
    step = min(card_w + gap, (area.w - card_w - 2 * gap) / max(1, n - 1)) if n > 1 else 0
    y = area.y + top_pad + card_w * 1.05
    x0 = area.x + gap + card_w / 2 + px(6, scale)
    return [(x0 + i * step, y) for i in range(n)]


def row_width(area: pygame.Rect, n: int, scale: float) -> int:
    """The width of ``n`` cards in a row in ``area``: as tall as the area allows, narrower once they would hide more than half of each other."""
    gap = px(10, scale)
    tall = int((area.h - px(TITLE_ROW + SELECTED_LIFT, scale) - px(4, scale)) / 2.05)
    room = area.w - 2 * gap - px(6, scale)
    wide = int(room / (SHOWN_SHARE * max(0, n - 1) + 1))
    return max(10, min(tall, wide, px(80, scale)))


def slots_of(hand: Sequence[str]) -> list[list[int]]:
    """The hand's stacks: the indexes of each kind of card, in the hand's order of first appearance."""
    where: dict[str, list[int]] = {}
    for i, card in enumerate(hand):
        where.setdefault(card, []).append(i)
    return list(where.values())


class HandTray:
    """Draws the viewer's hand and the waiting penalty cards; remembers where each card is."""

    def __init__(self) -> None:
        self.slot_rects: list[pygame.Rect] = []
        """One rectangle per stack of the hand, left to right."""
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        """Where the hand's title was drawn last (empty: none)."""
        self.slots: list[list[int]] = []
        """The hand indexes in each stack."""
        self.pending_rects: list[pygame.Rect] = []
        self.focus_hand: int | None = None
        """The hand index (first of its stack) in focus."""
        self.focus_pending: int | None = None
        self.playable: set[int] = set()
        """Indexes of hand cards that may be used now."""
        self.selected: int | None = None
        """The hand card being placed (first index of its stack)."""
        self.hidden_hand: set[int] = set()
        """Hand indexes not drawn (flying)."""
        self.drag: tuple[int, Point] | None = None
        """A waiting penalty card being dragged: its index and where the pointer is."""
        self.hand_w = 40
        """The width the hand's cards were drawn at last."""

    @property
    def hand_rects(self) -> list[pygame.Rect]:
        """Per hand index, the rectangle of the stack holding it."""
        out: dict[int, pygame.Rect] = {}
        for slot, rect in zip(self.slots, self.slot_rects):
            for i in slot:
                out[i] = rect
        return [out[i] for i in sorted(out)]

    def hand_index_at(self, pos: tuple[int, int]) -> int | None:
        """The hand index (first of its stack) of the topmost stack under the pointer."""
        k = self.index_at(self.slot_rects, pos)
        return self.slots[k][0] if k is not None and k < len(self.slots) else None

    def hand_spot(self, lay: BoardLayout, hand: Sequence[str], card: str) -> Point:
        """Where ``card`` lies (or would lie, once added) in ``hand``."""
        shown = list(hand) if card in hand else list(cards.sort_cards([*hand, card]))
        slots = slots_of(shown)
        k = next(k for k, slot in enumerate(slots) if shown[slot[0]] == card)
        w = row_width(lay.hand, len(slots), lay.scale)
        spots = card_spots(lay.hand, len(slots), w, lay.scale, px(TITLE_ROW + SELECTED_LIFT, lay.scale))
        return spots[k]

    def pending_spot(self, lay: BoardLayout, index: int, n: int) -> Point:
        """Where waiting penalty card ``index`` of ``n`` lies."""
        w = self.pending_w(lay, n)
        spots = card_spots(lay.side, n, w, lay.scale, px(TITLE_ROW, lay.scale))
        return spots[min(index, len(spots) - 1)] if spots else lay.side.center

    @staticmethod
    def pending_w(lay: BoardLayout, n: int) -> int:
        """The width of the waiting cards: the hand's, narrower when many wait."""
        return min(lay.card_w, row_width(lay.side, n, lay.scale))

    def draw_hand(self, surface: pygame.Surface, lay: BoardLayout, shown: ShownTable, name: str, may_choose: bool) -> None:
        """The viewer's hand in the tray (or why it is hidden)."""
        s = lay.scale
        area = lay.hand
        pygame.draw.rect(surface, (72, 46, 28), area, border_radius=px(12, s))
        self.slots, self.slot_rects = [], []
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        if shown.viewer is None:
            msg = "Hands stay hidden until the next player takes the screen."
            img = text.render(msg, "ui", text.fit_size(msg, "ui", px(20, s), area.w - px(20, s)), PALETTE.cream_text)
            surface.blit(img, img.get_rect(center=area.center))
            return
        title = f"{possessive(name)} hand: {plural(len(shown.hand), 'card')}, {plural(cards.points(shown.hand), 'point')}"
        img = text.render(title, "bold", text.fit_size(title, "bold", px(18, s), area.w - px(24, s)), PALETTE.cream_text)
        self.title_rect = img.get_rect(midleft=(area.x + px(12, s), area.y + px(TITLE_ROW, s) // 2 + px(2, s)))
        surface.blit(img, self.title_rect)
        self.slots = slots_of(shown.hand)
        w = self.hand_w = row_width(area, len(self.slots), s)
        spots = card_spots(area, len(self.slots), w, s, px(TITLE_ROW + SELECTED_LIFT, s))
        step = spots[1][0] - spots[0][0] if len(spots) > 1 else w
        new_at = max((i for i, c in enumerate(shown.hand) if c == shown.new_card), default=None)
        marks: list[tuple[pygame.Rect, list[int], int]] = []
        for slot, (x, y) in zip(self.slots, spots):
            first = slot[0]
            card = shown.hand[first]
            lift = px(LIFT, s) if (may_choose and first in self.playable) else 0
            if first == self.selected:
                lift = px(SELECTED_LIFT, s)
            r = pygame.Rect(0, 0, w, w * 2)
            r.center = (round(x), round(y - lift))
            self.slot_rects.append(r)
            alike = [i for i in slot if i not in self.hidden_hand]
            if not alike:
                continue
            if len(alike) > 1:  # a stack: the edge of the card beneath shows
                faces.blit_card(surface, card, (r.centerx + px(3, s), r.centery - px(3, s)), w)
            faces.blit_card(surface, card, r.center, w)
            if may_choose and first not in self.playable:
                veil = pygame.Surface(r.size, pygame.SRCALPHA)
                veil.fill((40, 24, 12, 90))
                surface.blit(veil, r)
            marks.append((r, slot, len(alike)))
        shows = min(w, int(step))
        for r, slot, alike_n in marks:  # after every card, so the next stack never hides them
            if alike_n > 1:
                self._count(surface, r, alike_n, shows, s)
            if new_at is not None and new_at in slot:
                self._mid_tag(surface, r, "new", PALETTE.gold, PALETTE.ink, shows, s)
            if slot[0] == self.focus_hand and may_choose:
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
        surface.blit(img, img.get_rect(midleft=(area.x + px(12, s), area.y + px(TITLE_ROW, s) // 2 + px(2, s))))
        w = self.pending_w(lay, len(shown.pending))
        spots = card_spots(area, len(shown.pending), w, s, px(TITLE_ROW, s))
        shows = min(w, int(spots[1][0] - spots[0][0])) if len(spots) > 1 else w
        pairs: list[pygame.Rect] = []
        for i, (card, (x, y)) in enumerate(zip(shown.pending, spots)):
            r = pygame.Rect(0, 0, w, w * 2)
            r.center = (round(x), round(y))
            self.pending_rects.append(r)
            if self.drag is not None and self.drag[0] == i:
                continue
            faces.blit_card(surface, card, r.center, w)
            if top is not None and cards.number(card) == cards.number(top):
                pairs.append(r)
        for r in pairs:  # after every card, so the next one never hides them
            self._mid_tag(surface, r, "pair!", PALETTE.green, PALETTE.cream_text, shows, s)
        dragged = self.drag[0] if self.drag is not None else None
        if self.focus_pending is not None and self.focus_pending < len(self.pending_rects) and self.focus_pending != dragged and may_choose:
            r = self.pending_rects[self.focus_pending]
            pygame.draw.rect(surface, PALETTE.accent, r.inflate(px(8, s), px(8, s)), px(4, s), border_radius=px(8, s))
        if self.drag is not None and self.drag[0] < len(shown.pending):
            faces.blit_card(surface, shown.pending[self.drag[0]], self.drag[1], w, angle=-6)

    @staticmethod
    def _mid_tag(surface: pygame.Surface, r: pygame.Rect, label: str, color: tuple[int, int, int], ink: tuple[int, int, int], shows: int, s: float) -> None:
        """A tag ('new', 'pair!') on the part of a card that shows, below its top corner (where a number may be)."""
        img = text.render(label, "bold", px(14, s), ink)
        tag = img.get_rect().inflate(px(8, s), px(2, s))
        tag.center = (r.x + max(tag.w // 2, shows // 2), r.y + round(r.h * 0.32))
        pygame.draw.rect(surface, color, tag, border_radius=tag.h // 2)
        surface.blit(img, img.get_rect(center=tag.center))

    @staticmethod
    def _count(surface: pygame.Surface, r: pygame.Rect, n: int, shows: int, s: float) -> None:
        """How many cards a stack holds, on the part of its top card that shows."""
        img = text.render(f"×{n}", "bold", px(16, s), PALETTE.cream_text)
        pill = img.get_rect().inflate(px(8, s), px(2, s))
        pill.center = (r.x + max(pill.w // 2, shows // 2), r.centery)
        pygame.draw.rect(surface, PALETTE.ink, pill, border_radius=pill.h // 2)
        surface.blit(img, img.get_rect(center=pill.center))

    @staticmethod
    def index_at(rects: Sequence[pygame.Rect], pos: tuple[int, int]) -> int | None:
        """The topmost card under the pointer."""
        for i in range(len(rects) - 1, -1, -1):
            if rects[i].collidepoint(pos):
                return i
        return None
