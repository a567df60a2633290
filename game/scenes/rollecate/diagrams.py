"""Pictures for the Rollecate rules page, drawn by the game itself.

Each function has the rich-text diagram signature ``fn(surface, rect, scale)``
and is referenced from ``assets/rules/rollecate.md`` with a line such as
``::diagram game.scenes.rollecate.diagrams:track_cards 200``. The railways are
laid with the engine's own placement rules, so every picture shows cards the
way the table lays them.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.render import pieces
from game.rules.rollecate import railway
from game.rules.rollecate.railway import RailCard
from game.scenes.rollecate import dice_tray, faces, geometry
from game.scenes.rollecate.geometry import Point
from game.ui import text
from game.ui.theme import PALETTE, px

_ = dice_tray  # registers the locomotive die face


def _lay(spec: Sequence[tuple[str, str]]) -> list[RailCard]:
    rail: list[RailCard] = []
    for card, turn in spec:
        laid = railway.fits(rail, card, turn)
        assert laid is not None
        rail.append(laid)
    return rail


def _caption(surface: pygame.Surface, line: str, at: Point, scale: float, color: tuple[int, int, int] = PALETTE.ink, width: int = 400) -> None:
    size = text.fit_size(line, "ui", px(17, scale), px(width, scale))
    img = text.render(line, "ui", size, color)
    surface.blit(img, img.get_rect(midtop=(round(at[0]), round(at[1]))))


def _railway(surface: pygame.Surface, area: pygame.Rect, rail: Sequence[RailCard], loco: int | None = None, extra: Sequence[railway.Cell] = ()) -> tuple[Point, float]:
    """Draw a railway fitted in ``area``; returns (origin, unit) of the drawing."""
    x, y, w, h = geometry.bounds(rail, extra)
    unit = min(area.w / (w + 0.4), area.h / (h + 0.4))
    origin = (area.centerx - (x + w / 2) * unit, area.centery - (y + h / 2) * unit)
    for r in rail:
        faces.paint_track(surface, r.card, r.cells, r.heading_in, r.heading_out, origin, unit, lift=max(1, round(unit * 0.05)))
    if loco is not None:
        point, heading = geometry.loco_spot(rail[loco])
        faces.draw_locomotive(surface, (origin[0] + point[0] * unit, origin[1] + point[1] * unit), heading, unit * 0.95)
    return origin, unit


def _cross(surface: pygame.Surface, center: Point, size: float, ok: bool) -> None:
    c = (round(center[0]), round(center[1]))
    r = max(6, int(size))
    pygame.draw.circle(surface, PALETTE.green if ok else PALETTE.accent, c, r)
    w = max(2, r // 4)
    if ok:
        pygame.draw.lines(surface, PALETTE.cream_text, False, [(c[0] - r * 0.5, c[1]), (c[0] - r * 0.1, c[1] + r * 0.45), (c[0] + r * 0.55, c[1] - r * 0.45)], w)
    else:
        pygame.draw.line(surface, PALETTE.cream_text, (c[0] - r * 0.45, c[1] - r * 0.45), (c[0] + r * 0.45, c[1] + r * 0.45), w)
        pygame.draw.line(surface, PALETTE.cream_text, (c[0] - r * 0.45, c[1] + r * 0.45), (c[0] + r * 0.45, c[1] - r * 0.45), w)


def track_cards(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """The three rail shapes in the hand, and a railway where their rails join card to card."""
    hand_w = min(rect.h // 3, px(60, scale))
    for i, (card, name) in enumerate((("2S", "straight"), ("1L", "curve to the left"), ("3R", "curve to the right"))):
        cx = rect.x + hand_w + i * hand_w * 2.3
        faces.blit_card(surface, card, (cx, rect.y + hand_w * 1.1), hand_w)
        _caption(surface, name, (cx, rect.y + hand_w * 2.25), scale, width=120)
    area = pygame.Rect(rect.x + int(hand_w * 6.8), rect.y, rect.right - rect.x - int(hand_w * 6.8), rect.h - px(24, scale))
    rail = _lay([("2S", "straight"), ("1L", "left"), ("4L", "right"), ("3R", "right"), ("2S", "straight")])
    _railway(surface, area, rail)
    _caption(surface, "A left curve turns wide to the left, or tight to the right", (area.centerx, area.bottom + px(4, scale)), scale, width=460)


def number_rule(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """After a 1, a 3 may not follow; a 1, 2 or 4 may."""
    half = rect.w // 2
    rail = _lay([("2S", "straight"), ("1S", "straight")])
    for k, (card, ok) in enumerate((("3S", False), ("4S", True))):
        area = pygame.Rect(rect.x + k * half, rect.y, half - px(10, scale), rect.h - px(26, scale))
        laid = railway.fits(rail, card, "straight")
        assert laid is not None
        origin, unit = _railway(surface, area, [*rail, laid])
        x, y, w, h = geometry.card_box(laid.cells)
        _cross(surface, (origin[0] + (x + w / 2) * unit, origin[1] + (y + h) * unit + unit * 0.1), unit * 0.3, ok)
        line = "a 3 never follows a 1" if not ok else "a 4 may follow a 1"
        _caption(surface, line, (area.centerx, area.bottom + px(4, scale)), scale, PALETTE.accent if not ok else PALETTE.green, width=300)


def loco_and_dice(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """Two 2s laid make four dice; three locomotives rolled, two cards ahead: one step short, it derails."""
    area = pygame.Rect(rect.x, rect.y + int(rect.h * 0.3), int(rect.w * 0.6), int(rect.h * 0.7) - px(26, scale))
    rail = _lay([("1S", "straight"), ("3S", "straight"), ("2S", "straight"), ("2S", "straight"), ("4R", "left")])
    origin, unit = _railway(surface, area, rail, loco=2)
    last = rail[-1]
    end = geometry.path_of(last)[-1]
    d = railway.DIRECTIONS[last.heading_out]
    beyond = (origin[0] + (end[0] + d[0] * 0.7) * unit, origin[1] + (end[1] + d[1] * 0.7) * unit)
    faces.draw_locomotive(surface, beyond, 0.0, unit * 0.8, tilt=0.8, alpha=150)
    size = min(px(52, scale), rect.h // 3)
    for i, face in enumerate(("loco", "loco", "blank", "loco")):
        pieces.draw_die(surface, (rect.x + rect.w * 0.66 + i * size * 1.25, rect.y + rect.h * 0.35), size, face, angle=(i - 1.5) * 7, body=dice_tray.DIE_BODY)
    _caption(surface, "4 dice, 3 locomotives", (rect.x + rect.w * 0.66 + size * 1.9, rect.y + rect.h * 0.35 + size), scale, width=260)
    _caption(surface, "2 cards ahead, 3 to ride: one step short, it derails (1 penalty card)", (rect.centerx, rect.bottom - px(22, scale)), scale, width=600)


def penalty_cards(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """Penalty cards come off the start of the railway, never the locomotive's card, onto your pile."""
    area = pygame.Rect(rect.x, rect.y + int(rect.h * 0.45), int(rect.w * 0.7), int(rect.h * 0.55) - px(26, scale))
    rail = _lay([("3S", "straight"), ("1S", "straight"), ("2S", "straight"), ("4S", "straight"), ("2L", "left")])
    origin, unit = _railway(surface, area, rail, loco=2)
    w = max(10, int(min(unit * 0.9, rect.h * 0.2)))
    pile = (rect.x + rect.w * 0.86, rect.y + rect.h * 0.42)
    for k, r in enumerate(rail[:2]):
        x, y, cw, ch = geometry.card_box(r.cells)
        box = pygame.Rect(round(origin[0] + x * unit), round(origin[1] + y * unit), round(cw * unit), round(ch * unit))
        veil = pygame.Surface(box.size, pygame.SRCALPHA)
        veil.fill((244, 234, 210, 170))
        surface.blit(veil, box)
        start = box.center
        mid = (start[0] + (pile[0] - start[0]) * (0.3 + 0.25 * k), rect.y + w * 1.05)
        pygame.draw.line(surface, PALETTE.ink_soft, start, (mid[0], mid[1] + w * 0.9), max(1, px(2, scale)))
        faces.blit_card(surface, r.card, mid, w, angle=-8 + 10 * k)
        _caption(surface, f"{k + 1}.", (mid[0] - w, mid[1] - w * 0.3), scale, width=40)
    faces.blit_card(surface, "4L", pile, w)
    _caption(surface, "your pile", (pile[0], pile[1] + w * 1.1), scale, width=140)
    _caption(surface, "a derailment two steps short: the first two cards; the locomotive's card always stays", (rect.centerx, rect.bottom - px(22, scale)), scale, width=660)


def pair_cancel(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """A card laid on a top card of the same number: both leave the game."""
    w = min(rect.h // 3, px(56, scale))
    y = rect.y + w * 1.2
    x = rect.x + w
    for k, card in enumerate(("2S", "3L")):
        faces.blit_card(surface, card, (x + k * 6, y - k * 6), w)
    _caption(surface, "your pile: top card 3", (x, y + w * 1.15), scale, width=200)
    faces.blit_card(surface, "3R", (x + w * 3, y), w, angle=-12)
    _caption(surface, "lay a 3 …", (x + w * 3, y + w * 1.15), scale, width=140)
    faces.blit_card(surface, "C3", (x + w * 5.2, y), w, angle=8)
    _caption(surface, "… or chaos 3", (x + w * 5.2, y + w * 1.15), scale, width=140)
    box = pygame.Rect(0, 0, int(w * 1.6), int(w * 1.3))
    box.center = (round(x + w * 8.2), round(y))
    pygame.draw.rect(surface, (150, 112, 70), box, border_radius=px(6, scale))
    pygame.draw.rect(surface, (110, 78, 48), box.inflate(-px(8, scale), -px(8, scale)), border_radius=px(4, scale))
    _caption(surface, "both 3s go to the box: −6", (box.centerx, y + w * 1.15), scale, PALETTE.green, width=240)
    pygame.draw.line(surface, PALETTE.green, (x + w * 6.1, y), (box.left - px(6, scale), y), max(2, px(3, scale)))


def chaos_cards(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """The five chaos cards: a number and no rail."""
    w = min(rect.h // 2 - px(8, scale), px(60, scale))
    for i, card in enumerate(("C1", "C2", "C3", "C4", "C4")):
        faces.blit_card(surface, card, (rect.x + w + i * w * 1.45, rect.y + w * 1.05), w)
    line = "never laid in the railway; discard one onto your pile instead of a turn's play"
    size = text.fit_size(line, "ui", px(17, scale), rect.w)
    surface.blit(text.render(line, "ui", size, PALETTE.ink), (rect.x + px(4, scale), rect.y + w * 2.2))
