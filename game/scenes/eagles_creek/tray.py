"""The dice tray: the three shared dice dropped on Hole, Accuracy and Strength, the clubs, and Draw.

Mouse: drag a die onto another slot (or click one die, then another) to swap
them; click a club; click Draw. Keys: ←/→ move between slots, clubs and
Draw (so do the previous/next choice, [ ] or LB/RB); ↑/↓ on a slot put
another die there; Enter on the Hole slot steps through the holes that die
may choose, on a club picks it, on Draw starts drawing; Draw the shot (G, a
controller's X) starts drawing from anywhere in the tray. Keys are read as
actions (:func:`game.ui.controls.is_action`). Each slot says at once what its
die means.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from game.render import dice, drawing, pieces
from game.rules.eagles_creek import data
from game.scenes.eagles_creek.allocation import SLOT_TITLES, SLOTS, Allocation
from game.ui import text
from game.ui.controls import is_action
from game.ui.theme import PALETTE, px

CLUB_NAMES = {"wood": "Wood", "iron": "Iron", "wedge": "Wedge", "putter": "Putter"}
GO = "go"
SHORT = "short"


class Tray:
    """Draws an :class:`Allocation` and turns mouse and keys into changes to it."""

    def __init__(self, alloc: Allocation, on_go: Callable[[], None], notify: Callable[[str], None]) -> None:
        self.alloc = alloc
        self.on_go = on_go
        self.notify = notify
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.scale = 1.0
        self.slot_rects: list[pygame.Rect] = []
        self.die_rects: list[pygame.Rect] = []
        self.club_rects: dict[str, pygame.Rect] = {}
        self.club_words: dict[str, list[pygame.Rect]] = {}
        """Where each club button's words were drawn last (a hint's tag keeps clear of them)."""
        self.short_rect = pygame.Rect(0, 0, 0, 0)
        self.go_rect = pygame.Rect(0, 0, 0, 0)
        self.focus: int | str = 0
        """A slot index, a club name, SHORT or GO."""
        self.picked: int | None = None
        """A slot whose die was clicked (the next click on a die swaps them)."""
        self.dragging: int | None = None
        self.drag_pos: tuple[int, int] = (0, 0)
        self.press_pos: tuple[int, int] | None = None
        self.hidden_dice = False
        """True while the roll animation shows the dice instead."""

    # layout -----------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect, scale: float) -> None:
        """Fit the tray into ``rect``."""
        self.rect, self.scale = pygame.Rect(rect), scale
        gap = px(8, scale)
        go_w = max(px(120, scale), rect.w // 9)
        clubs_w = max(px(220, scale), int(rect.w * 0.26))
        slots_w = rect.w - go_w - clubs_w - 2 * gap
        sw = (slots_w - 2 * gap) // 3
        self.slot_rects = [pygame.Rect(rect.x + i * (sw + gap), rect.y, sw, rect.h) for i in range(3)]
        d = self.die_size()
        self.die_rects = [pygame.Rect(r.x + px(10, scale), r.y + (r.h - d) // 2 + px(6, scale), d, d) for r in self.slot_rects]
        cx = rect.x + slots_w + gap
        cw = (clubs_w - gap) // 2
        ch = (rect.h - gap) // 2
        self.club_rects = {club: pygame.Rect(cx + (i % 2) * (cw + gap), rect.y + (i // 2) * (ch + gap), cw, ch) for i, club in enumerate(data.CLUBS)}
        self.go_rect = pygame.Rect(rect.right - go_w, rect.y, go_w, rect.h)
        self.short_rect = pygame.Rect(self.go_rect.x, self.go_rect.bottom - rect.h // 3, go_w, rect.h // 3)
        if self._short_offered():
            self.go_rect = pygame.Rect(rect.right - go_w, rect.y, go_w, rect.h - rect.h // 3 - gap)

    def die_size(self) -> int:
        """Pixel size of a die in a slot."""
        return max(px(26, self.scale), dice.die_size(self.rect, self.scale))  # the shared tray's size (render/dice.py)

    def _short_offered(self) -> bool:
        return self.alloc.club == "putter" and self.alloc.club_info("putter").length - data.PUTT_SHORTER >= 1

    def focus_order(self) -> list[int | str]:
        """Keyboard order of the tray's parts."""
        order: list[int | str] = [0, 1, 2, *data.CLUBS]
        if self._short_offered():
            order.append(SHORT)
        order.append(GO)
        return order

    # input ---------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Mouse and keys for the tray; True when used."""
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, r in enumerate(self.slot_rects):
                if r.collidepoint(event.pos):
                    self.dragging, self.drag_pos, self.press_pos = i, event.pos, event.pos
                    self.focus = i
                    return True
            for club, r in self.club_rects.items():
                if r.collidepoint(event.pos):
                    self.focus = club
                    self._choose_club(club)
                    return True
            if self._short_offered() and self.short_rect.collidepoint(event.pos):
                self.focus = SHORT
                self.alloc.short_putt = not self.alloc.short_putt
                return True
            if self.go_rect.collidepoint(event.pos):
                self.focus = GO
                self.go()
                return True
            return False
        if event.type == pygame.MOUSEMOTION and self.dragging is not None:
            self.drag_pos = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging is not None:
            source, self.dragging = self.dragging, None
            target = next((i for i, r in enumerate(self.slot_rects) if r.collidepoint(event.pos)), None)
            moved = self.press_pos is not None and abs(event.pos[0] - self.press_pos[0]) + abs(event.pos[1] - self.press_pos[1]) > px(8, self.scale)
            if target is None:
                return True
            if moved and target != source:
                self.alloc.swap(source, target)
                self.picked = None
            elif self.picked is not None and self.picked != target:
                self.alloc.swap(self.picked, target)
                self.picked = None
            elif target == 0 and self.picked is None and len(self.alloc.lit_holes()) > 1 and not moved:
                self.alloc.next_hole()
            else:
                self.picked = None if self.picked == target else target
            return True
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        """A key or controller button, by the actions it stands for."""
        act = partial(is_action, event)
        order = self.focus_order()
        if self.focus not in order:
            self.focus = 0
        i = order.index(self.focus)
        if act("left", "right", "previous", "next"):
            self.focus = order[(i + (1 if act("right", "next") else -1)) % len(order)]
            return True
        if act("up", "down") and isinstance(self.focus, int):
            self.alloc.cycle(self.focus, 1 if act("up") else -1)
            return True
        if act("up", "down") and self.focus in data.CLUBS:
            clubs = list(data.CLUBS)
            j = clubs.index(str(self.focus))
            self.focus = clubs[(j + (2 if act("down") else -2)) % 4]
            return True
        if act("confirm"):
            if self.focus == 0:
                self.alloc.next_hole()
            elif isinstance(self.focus, int):
                self.alloc.cycle(self.focus, 1)
            elif self.focus in data.CLUBS:
                self._choose_club(str(self.focus))
            elif self.focus == SHORT:
                self.alloc.short_putt = not self.alloc.short_putt
            else:
                self.go()
            return True
        if act("draw"):  # straight to drawing, from anywhere in the tray
            self.go()
            return True
        return False

    def _choose_club(self, club: str) -> None:
        if not self.alloc.choose_club(club):
            self.notify(self.alloc.club_refusal(club))
        elif self._short_offered():
            self.layout(self.rect, self.scale)

    def go(self) -> None:
        """Start drawing, or say in one line why not yet."""
        problem = self.alloc.problem()
        if problem:
            self.notify(problem)
            return
        self.on_go()

    # drawing ---------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, keys_shown: bool = True) -> None:
        """The slots with their dice and meanings, the clubs and the Draw button."""
        s = self.scale
        alloc = self.alloc
        for i, (slot, r) in enumerate(zip(SLOTS, self.slot_rects)):
            focused = keys_shown and self.focus == i
            drawing.card(surface, r, radius=px(10, s), lift=px(3, s), border=PALETTE.accent if focused or self.picked == i else PALETTE.paper_shade, border_width=px(3 if focused else 2, s))
            title = SLOT_TITLES[slot]
            tx = self.die_rects[i].right + px(10, s)
            tw = r.right - tx - px(8, s)
            img = text.render(title, "heading", text.fit_size(title, "heading", px(22, s), tw), PALETTE.ink)
            surface.blit(img, (tx, r.y + px(6, s)))
            summary = alloc.summary(slot)
            y = r.y + px(8, s) + img.get_height()
            size, lines = text.fit_lines(summary, "body", px(16, s), tw, r.bottom - px(6, s) - y)  # stays on its card at any text size
            for line in lines:
                li = text.render(line, "body", size, PALETTE.ink_soft if slot != "hole" or alloc.lit_holes() else PALETTE.accent)
                surface.blit(li, (tx, y))
                y += text.font("body", size).get_linesize()
            if not self.hidden_dice and self.dragging != i:
                pieces.draw_die(surface, self.die_rects[i].center, self.die_size(), alloc.value(slot), angle=0)
        for club, r in self.club_rects.items():
            info = alloc.club_info(club)
            chosen = alloc.club == club
            focused = keys_shown and self.focus == club
            drawing.card(
                surface, r, radius=px(8, s), lift=px(2, s),
                fill=(236, 222, 160) if chosen else PALETTE.paper,
                border=PALETTE.accent if focused else (PALETTE.green if chosen else PALETTE.paper_shade),
                border_width=px(3 if focused or chosen else 2, s),
            )
            ink = PALETTE.ink if info.allowed else PALETTE.disabled
            name = CLUB_NAMES[club] + (f" · {info.length}" if info.allowed else "")
            img = text.render(name, "ui", text.fit_size(name, "ui", px(18, s), r.w - px(12, s)), ink)
            self.club_words[club] = [surface.blit(img, img.get_rect(midtop=(r.centerx, r.y + px(3, s))))]
            note = (f"{info.curls} curl{'s' if info.curls != 1 else ''}" if club != "putter" else "curl optional") if info.allowed else info.reason
            ni = text.render(note, "body", text.fit_size(note, "body", px(14, s), r.w - px(10, s)), PALETTE.ink_soft if info.allowed else PALETTE.disabled)
            self.club_words[club].append(surface.blit(ni, ni.get_rect(midbottom=(r.centerx, r.bottom - px(3, s)))))
        if self._short_offered():
            label = f"Putt {alloc.club_info('putter').length - data.PUTT_SHORTER}" if alloc.short_putt else f"Putt {alloc.club_info('putter').length}"
            focused = keys_shown and self.focus == SHORT
            drawing.card(surface, self.short_rect, radius=px(8, s), lift=px(2, s), border=PALETTE.accent if focused else PALETTE.paper_shade, border_width=px(3 if focused else 2, s))
            label = f"◀ {label} ▶"
            img = text.render(label, "ui", text.fit_size(label, "ui", px(16, s), self.short_rect.w - px(8, s)), PALETTE.ink)
            surface.blit(img, img.get_rect(center=self.short_rect.center))
        ready = not alloc.problem()
        focused = keys_shown and self.focus == GO
        drawing.card(surface, self.go_rect, radius=px(10, s), lift=px(4, s), fill=PALETTE.green if ready else PALETTE.paper_shade, border=PALETTE.accent if focused else PALETTE.paper_shade, border_width=px(3 if focused else 2, s), textured=False)
        label = "Draw ▶"
        img = text.render(label, "heading", text.fit_size(label, "heading", px(24, s), self.go_rect.w - px(10, s)), PALETTE.cream_text if ready else PALETTE.disabled)
        surface.blit(img, img.get_rect(center=self.go_rect.center))
        if self.dragging is not None and not self.hidden_dice:
            pieces.draw_die(surface, self.drag_pos, self.die_size(), alloc.value(SLOTS[self.dragging]), height=px(8, s))
