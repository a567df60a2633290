"""The eight stroke cards (and 'no card') laid out as a hand, each showing its number key, formula and range,
and the hand's main action beside it: the button that rolls the die for the card chosen."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame

from game.render import drawing, pieces
from game.ui import text
from game.ui.theme import BASE_SIZES, LOOK, PALETTE, px, readable
from game.ui.widgets import Button
from game.ui.words import plural

ROLL_LABEL = "Roll the die"
"""The hand's main action: it plays the chosen card and throws the die (the only way the die is thrown)."""


def card_range(card: Any, faces: Sequence[int]) -> tuple[int, int]:
    """The fewest and most impulses a card can give with this die."""
    values = [card.impulses(f) for f in faces]
    return min(values), max(values)


@dataclass(frozen=True)
class CardFace:
    """Where the parts of one card are drawn, in screen pixels: none of them overlaps another."""

    number: pygame.Rect
    """The number key that chooses it, small in the top left corner."""
    die: pygame.Rect
    """The last stroke's die, when it was played with this card: the top right corner."""
    label: pygame.Rect
    """Where the formula's picture goes (its letters are ``ink``)."""
    ink: pygame.Rect
    """The formula's letters, large, between the corners and above the range."""
    range: pygame.Rect
    """The fewest to most impulses, small at the bottom."""
    label_size: int
    range_size: int
    number_size: int


@lru_cache(maxsize=256)
def _face(label: str, rng: str, number: str, w: int, h: int, s: float, version: int) -> CardFace:
    """A card's parts at the origin (``version``: the look's, so a new text size lays them out again)."""
    pad = px(5, s)
    corner = max(10, int(h * 0.22))
    nsize = text.fit_height("bold", px(BASE_SIZES["small"], s), corner, minimum=min(readable(s), 8))
    nw, nh = text.size_of(number, "bold", nsize)
    number_rect = pygame.Rect(pad + px(3, s), pad, nw, nh)
    die = pygame.Rect(w - pad - corner, pad, corner, corner)
    rsize = text.fit_size(rng, "body", max(9, int(h * 0.2)), w - px(8, s), minimum=7)
    rw, rh = text.size_of(rng, "body", rsize)
    range_rect = pygame.Rect(0, 0, rw, rh)
    range_rect.midbottom = (w // 2, h - px(4, s))
    size = text.fit_size(label, "title", int(h * 0.42), w - px(12, s), minimum=6)
    while True:
        img = text.render(label, "title", size, PALETTE.ink)
        ink = img.get_bounding_rect()  # the letters themselves, not the font's line: they are what must stay clear
        # a narrow label may reach up between the corners; a wide one sits below them; neither touches a corner
        for top in (pad, max(number_rect.bottom, die.bottom) + px(2, s)):
            ink.center = (w // 2, (top + range_rect.y) // 2)
            clear = not any(ink.colliderect(r) for r in (number_rect, die, range_rect)) and ink.y >= 0
            if clear:
                break
        if clear or size <= 6:
            break
        size -= 1
    at = img.get_bounding_rect()
    label_rect = pygame.Rect(ink.x - at.x, ink.y - at.y, img.get_width(), img.get_height())
    return CardFace(number_rect, die, label_rect, ink, range_rect, size, rsize, nsize)


class CardHand:
    """Nine choices in a row, then the button that rolls the die for the chosen one.

    Choosing (a click, ←→, a number key) only lifts a card; the die is thrown by
    a confirm: Enter, a second click on the lifted card, or the button.
    """

    def __init__(self, cards: Sequence[Any], faces: Sequence[int]) -> None:
        self.cards = list(cards)
        self.faces = list(faces)
        self.rects: list[pygame.Rect] = []
        self.words: dict[int, list[pygame.Rect]] = {}
        """Where each card's words (formula, range, number) were drawn last (a hint's tag keeps clear of them)."""
        self.focus = 0
        self.hover: int | None = None
        self.chosen: int | None = None
        """A card picked (lifted and framed): the one the die is rolled for."""
        self.last: tuple[int, int] | None = None
        """(card, die face) of the stroke just played: its die is shown on that card until the next decision."""
        self.enabled = True
        self.scale = 1.0
        self.roll = Button(ROLL_LABEL, lambda: None, detail="Enter", size_role="small")
        """The hand's main action (``roll.on_press`` is the game's), at the row's right end, drawn as the one in focus."""
        self.roll_shown = False
        """The button is there now (a person chooses the card of a stroke played at once)."""

    def index_of(self, card_id: str) -> int:
        """Position of a card by its id."""
        for i, c in enumerate(self.cards):
            if c.id == card_id:
                return i
        return 0

    def pointed(self) -> int:
        """The card a confirm plays: the one chosen, else the one in focus."""
        return self.focus if self.chosen is None else self.chosen

    def name(self, i: int) -> str:
        """A card as the button and the lines name it: "no card", "+5"."""
        c = self.cards[i]
        return "no card" if c.op == "none" else c.label

    def layout(self, area: pygame.Rect, scale: float) -> None:
        """Lay the cards side by side in ``area``, and the roll button at its right end."""
        self.scale = scale
        n = len(self.cards)
        gap = px(8, scale)
        bw = min(px(150 * max(1.0, LOOK.text_scale * 0.9), scale), area.w // 4)
        row = pygame.Rect(area.x, area.y, area.w - bw - 2 * gap, area.h)
        w = min(px(104, scale), (row.w - (n - 1) * gap) // n)
        h = min(area.h, int(w * 1.05))
        x0 = row.centerx - (n * w + (n - 1) * gap) // 2
        self.rects = [pygame.Rect(x0 + i * (w + gap), area.bottom - h, w, h) for i in range(n)]
        self.words = {}
        bh = min(h, px(64 * max(1.0, LOOK.text_scale * 0.9), scale))
        self.roll.rect = pygame.Rect(area.right - bw, area.bottom - h + (h - bh) // 2, bw, bh)
        self.roll.scale = scale

    def warm(self) -> None:
        """Size and render every card's text and build every card shadow now, at layout, not in the hand's first frame.

        At 4K the first picture of the hand otherwise spends ~20 ms loading
        font sizes, measuring labels and blurring shadows. Drawing on a 1x1
        surface fills the same caches the real drawing reads (text.fit_size,
        text.render, drawing's shadows and paper) and changes nothing shown.
        """
        scratch = pygame.Surface((1, 1))
        kept = (self.focus, self.hover, self.chosen, self.enabled, self.roll_shown, self.roll.detail)
        try:
            self.hover, self.chosen, self.enabled, self.roll_shown = None, None, False, False
            self.draw(scratch)  # resting cards, dark ink
            self.enabled = True
            self.draw(scratch)  # one lifted (focused) card
            self.enabled, self.roll_shown = False, True
            for i in range(len(self.cards)):  # each card chosen (accent ink), the others dimmed, the button naming it
                self.chosen = i
                self.roll.detail = self.roll_detail("Enter")
                self.draw(scratch, dim_others=True)
        finally:
            self.focus, self.hover, self.chosen, self.enabled, self.roll_shown, self.roll.detail = kept

    def roll_detail(self, confirm: str) -> str:
        """The button's second line: the card it rolls for and the key that presses it ("+5 · Enter")."""
        return f"{self.name(self.pointed())} · {confirm}"

    def at(self, pos: tuple[int, int]) -> int | None:
        """The card under a screen position."""
        for i, r in enumerate(self.rects):
            if r.collidepoint(pos):
                return i
        return None

    def on_roll(self, pos: tuple[int, int]) -> bool:
        """True when ``pos`` is on the roll button, while it is shown."""
        return self.roll_shown and self.roll.rect.collidepoint(pos)

    def describe(self, i: int) -> str:
        """The card in words: its number key, formula and what it gives."""
        c = self.cards[i]
        lo, hi = card_range(c, self.faces)
        what = "the roll as it is" if c.op == "none" else f"the roll {c.label}"
        return f"{i + 1} · {'No card' if c.op == 'none' else 'Card ' + c.label}: {what}, {lo} to {plural(hi, 'impulse')}"

    def face(self, i: int, rect: pygame.Rect | None = None) -> CardFace:
        """Where card ``i``'s parts go on screen (in ``rect``, or its place in the row)."""
        r = self.rects[i] if rect is None else rect
        c = self.cards[i]
        lo, hi = card_range(c, self.faces)
        f = _face("none" if c.op == "none" else c.label, f"{lo}–{hi}", str(i + 1), r.w, r.h, self.scale, LOOK.version)
        at = r.topleft
        return CardFace(f.number.move(at), f.die.move(at), f.label.move(at), f.ink.move(at), f.range.move(at), f.label_size, f.range_size, f.number_size)

    def draw(self, surface: pygame.Surface, *, dim_others: bool = False) -> None:
        """Each card: lifted when focused or chosen, its number key and the last die in its corners, its formula large
        and its range small; then the roll button, when shown."""
        s = self.scale
        for i, (c, r) in enumerate(zip(self.cards, self.rects)):
            chosen = self.chosen == i
            lit = self.enabled and (self.hover == i or self.focus == i)
            lift = px(14, s) if chosen else px(6, s) if lit else 0
            rect = r.move(0, -lift)
            border = PALETTE.accent if chosen else PALETTE.gold if lit else PALETTE.paper_shade
            drawing.card(surface, rect, radius=px(10, s), lift=px(4, s) + lift // 2, border=border, border_width=px(3 if chosen or lit else 2, s), keep=True)
            f = self.face(i, rect)
            label = "none" if c.op == "none" else c.label
            ink = PALETTE.ink if not (dim_others and not chosen) else PALETTE.disabled
            lo, hi = card_range(c, self.faces)
            self.words[i] = [
                surface.blit(text.render(label, "title", f.label_size, PALETTE.accent if chosen else ink), f.label),
                surface.blit(text.render(f"{lo}–{hi}", "body", f.range_size, PALETTE.ink_soft), f.range),
                surface.blit(text.render(str(i + 1), "bold", f.number_size, PALETTE.ink_soft), f.number),
            ]
            if self.last is not None and self.last[0] == i:
                # the last stroke's die stays readable on its card until someone acts, in its own corner
                die = pieces.die_face(f.die.w, self.last[1])
                surface.blit(die, die.get_rect(center=f.die.center))
        if self.roll_shown:
            self.roll.focused = True  # the main action: Enter presses it, so it is drawn as the one in focus
            self.roll.draw(surface)

