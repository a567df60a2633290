"""The eight stroke cards (and 'no card') laid out as a hand, each showing its formula and range."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.render import drawing, pieces
from game.ui import text
from game.ui.theme import PALETTE, px
from game.ui.words import plural


def card_range(card: Any, faces: Sequence[int]) -> tuple[int, int]:
    """The fewest and most impulses a card can give with this die."""
    values = [card.impulses(f) for f in faces]
    return min(values), max(values)


class CardHand:
    """Nine choices in a row: click or ←→ and Enter. Cards are the engine's, shown as they are."""

    def __init__(self, cards: Sequence[Any], faces: Sequence[int]) -> None:
        self.cards = list(cards)
        self.faces = list(faces)
        self.rects: list[pygame.Rect] = []
        self.focus = 0
        self.hover: int | None = None
        self.chosen: int | None = None
        """A card picked (lifted and framed)."""
        self.last: tuple[int, int] | None = None
        """(card, die face) of the stroke just played: its die is shown on that card until the next decision."""
        self.enabled = True
        self.scale = 1.0

    def index_of(self, card_id: str) -> int:
        """Position of a card by its id."""
        for i, c in enumerate(self.cards):
            if c.id == card_id:
                return i
        return 0

    def layout(self, area: pygame.Rect, scale: float) -> None:
        """Lay the cards side by side in ``area``."""
        self.scale = scale
        n = len(self.cards)
        gap = px(8, scale)
        w = min(px(104, scale), (area.w - (n - 1) * gap) // n)
        h = min(area.h, int(w * 1.05))
        x0 = area.centerx - (n * w + (n - 1) * gap) // 2
        self.rects = [pygame.Rect(x0 + i * (w + gap), area.bottom - h, w, h) for i in range(n)]

    def warm(self) -> None:
        """Size and render every card's text and build every card shadow now, at layout, not in the hand's first frame.

        At 4K the first picture of the hand otherwise spends ~20 ms loading
        font sizes, measuring labels and blurring shadows. Drawing on a 1x1
        surface fills the same caches the real drawing reads (text.fit_size,
        text.render, drawing's shadows and paper) and changes nothing shown.
        """
        scratch = pygame.Surface((1, 1))
        kept = (self.focus, self.hover, self.chosen, self.enabled)
        try:
            self.hover, self.chosen, self.enabled = None, None, False
            self.draw(scratch)  # resting cards, dark ink
            self.enabled = True
            self.draw(scratch)  # one lifted (focused) card
            self.enabled = False
            for i in range(len(self.cards)):  # each card chosen (accent ink), the others dimmed
                self.chosen = i
                self.draw(scratch, dim_others=True)
        finally:
            self.focus, self.hover, self.chosen, self.enabled = kept

    def at(self, pos: tuple[int, int]) -> int | None:
        """The card under a screen position."""
        for i, r in enumerate(self.rects):
            if r.collidepoint(pos):
                return i
        return None

    def describe(self, i: int) -> str:
        """The card in words: formula and what it gives."""
        c = self.cards[i]
        lo, hi = card_range(c, self.faces)
        what = "the roll as it is" if c.op == "none" else f"the roll {c.label}"
        return f"{'No card' if c.op == 'none' else 'Card ' + c.label}: {what}, {lo} to {plural(hi, 'impulse')}"

    def draw(self, surface: pygame.Surface, *, dim_others: bool = False) -> None:
        """Each card: lifted when focused or chosen, its formula large and its range small."""
        s = self.scale
        for i, (c, r) in enumerate(zip(self.cards, self.rects)):
            chosen = self.chosen == i
            lit = self.enabled and (self.hover == i or self.focus == i)
            lift = px(14, s) if chosen else px(6, s) if lit else 0
            rect = r.move(0, -lift)
            border = PALETTE.accent if chosen else PALETTE.gold if lit else PALETTE.paper_shade
            drawing.card(surface, rect, radius=px(10, s), lift=px(4, s) + lift // 2, border=border, border_width=px(3 if chosen or lit else 2, s), keep=True)
            label = "none" if c.op == "none" else c.label
            size = text.fit_size(label, "title", int(rect.h * 0.42), rect.w - px(12, s))
            ink = PALETTE.ink if not (dim_others and not chosen) else PALETTE.disabled
            img = text.render(label, "title", size, PALETTE.accent if chosen else ink)
            surface.blit(img, img.get_rect(center=(rect.centerx, rect.y + rect.h * 0.42)))
            lo, hi = card_range(c, self.faces)
            rng = f"{lo}–{hi}"
            rsize = text.fit_size(rng, "body", max(9, int(rect.h * 0.2)), rect.w - px(8, s))
            rimg = text.render(rng, "body", rsize, PALETTE.ink_soft)
            surface.blit(rimg, rimg.get_rect(midbottom=(rect.centerx, rect.bottom - px(6, s))))
            if self.last is not None and self.last[0] == i:
                # the last stroke's die stays readable on its card until someone acts
                die = pieces.die_face(max(12, int(rect.w * 0.34)), self.last[1])
                surface.blit(die, die.get_rect(topright=(rect.right - px(4, s), rect.y + px(4, s))))
