"""The draw pile, the box, and each player's mat: hand as card backs with a count, penalty pile face up.

Everything here is public: a hand is only ever a number of backs, and a
penalty pile shows its top card, its points and its cards.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.match.record import SeatEntry
from game.render import drawing
from game.scenes.rollecate import faces
from game.scenes.rollecate.figures import seat_figures
from game.scenes.rollecate.geometry import Point
from game.scenes.rollecate.layout import BoardLayout
from game.scenes.rollecate.model import ShownTable
from game.ui import text
from game.ui.theme import PALETTE, px, readable
from game.ui.words import plural


def _label(surface: pygame.Surface, line: str, role: str, size: int, color: tuple[int, int, int], at: tuple[int, int], width: int, anchor: str = "midtop", least: int = 10) -> pygame.Rect:
    """``line`` at ``size``, smaller where it must be to fit ``width`` (cut with "…" only when even ``least`` is too wide)."""
    width = max(10, width)
    size = text.fit_size(line, role, size, width, min(size, least))
    line = text.shorten(line, role, size, width)
    img = text.render(line, role, size, color)
    r = img.get_rect(**{anchor: at})
    surface.blit(img, r)
    return r


def draw_piles(surface: pygame.Surface, lay: BoardLayout, shown: ShownTable) -> list[pygame.Rect]:
    """The draw pile (backs, with the count) and the box (count only); where their two labels went."""
    s = lay.scale
    pile = lay.draw_pile
    if shown.draw_count:
        depth = min(4, shown.draw_count)
        for k in range(depth - 1, -1, -1):
            faces.blit_card(surface, None, (pile.centerx + k * px(2, s), pile.centery - k * px(2, s)), pile.w)
    else:
        pygame.draw.rect(surface, (80, 52, 32), pile, px(2, s), border_radius=px(6, s))
    half = lay.piles.w // 2 - px(8, s)  # each label in its half of the row, a gap between them
    labels = [_label(surface, f"draw pile {shown.draw_count}", "bold", px(17, s), PALETTE.ink, (pile.centerx, pile.bottom + px(4, s)), half, least=readable(s))]
    box = lay.box
    drawing.card(surface, box, radius=px(6, s), fill=(150, 112, 70), border=(96, 66, 40), lift=px(3, s), textured=False)
    inner = box.inflate(-px(10, s), -px(10, s))
    pygame.draw.rect(surface, (110, 78, 48), inner, border_radius=px(4, s))
    _label(surface, str(shown.box_count), "bold", px(28, s), PALETTE.cream_text, inner.center, inner.w, "center")
    labels.append(_label(surface, "box (unseen)", "bold", px(17, s), PALETTE.ink, (box.centerx, pile.bottom + px(4, s)), half, least=readable(s)))
    return labels


def pile_spot(lay: BoardLayout, seat: int) -> Point:
    """Where a seat's penalty pile lies."""
    if seat >= len(lay.mats):
        return lay.extra.center
    mat = lay.mats[seat]
    return (mat.right - lay.mat_card_w * 0.75 - px(6, lay.scale), mat.centery)


def backs_spot(lay: BoardLayout, seat: int) -> Point:
    """Where a seat's hand (as backs) lies on its mat."""
    if seat >= len(lay.mats):
        return lay.extra.center
    mat = lay.mats[seat]
    return (mat.x + lay.mat_card_w * 1.3 + px(6, lay.scale), mat.centery)


def mat_lines(shown: ShownTable, seat: int, name: str, limit: int | None) -> list[str]:
    """The words on a player's mat: the pile's points and cards, the hand, pairs gone, derailments."""
    fig = seat_figures(shown, seat)
    lines = [f"{seat + 1} · {name}: pile {fig.pile_points}", f"{plural(fig.pile_cards, 'card')} · hand {fig.hand}"]
    if fig.pairs:
        lines.append(f"{plural(fig.pairs, 'pair')} gone")
    if limit is not None:
        lines.append(f"derailed {fig.derailments} of {limit}")
    elif fig.derailments:
        lines.append(f"derailed {fig.derailments}×")
    return lines


def draw_mats(surface: pygame.Surface, lay: BoardLayout, shown: ShownTable, seats: Sequence[SeatEntry], on_turn: int | None, limit: int | None) -> list[list[pygame.Rect]]:
    """One mat per player: name, hand backs and count, penalty pile with its top card, points and cards; where each mat's lines went."""
    s = lay.scale
    drawn: list[list[pygame.Rect]] = []
    for seat, mat in enumerate(lay.mats):
        turn = seat == on_turn
        drawing.card(surface, mat, radius=px(10, s), lift=px(6 if turn else 3, s), border=PALETTE.accent if turn else PALETTE.paper_shade, border_width=px(3 if turn else 2, s))
        entry = seats[seat] if seat < len(seats) else SeatEntry(f"Player {seat + 1}", seat)
        w = lay.mat_card_w
        # the hand: backs fanned, and how many
        n = seat_figures(shown, seat).hand
        bx, by = backs_spot(lay, seat)
        fan = min(n, 5)
        for k in range(fan):
            faces.blit_card(surface, None, (bx - w * 0.6 + k * w * 0.3, by), w, angle=(fan / 2 - k) * 6)
        badge = text.render(str(n), "bold", px(18, s), PALETTE.cream_text)
        spot = badge.get_rect(center=(round(bx + w * 0.35), round(by + w * 0.55))).inflate(px(12, s), px(4, s))
        pygame.draw.rect(surface, PALETTE.ink, spot, border_radius=spot.h // 2)
        surface.blit(badge, badge.get_rect(center=spot.center))
        # the penalty pile: top card face up
        pile = shown.piles[seat] if seat < len(shown.piles) else []
        px_, py_ = pile_spot(lay, seat)
        if pile:
            for k in range(min(3, len(pile)) - 1, 0, -1):
                faces.blit_card(surface, pile[-1 - k], (px_ + k * px(2, s), py_ - k * px(2, s)), w)
            faces.blit_card(surface, pile[-1], (px_, py_), w)
        else:
            empty = pygame.Rect(0, 0, w, 2 * w)
            empty.center = (round(px_), round(py_))
            pygame.draw.rect(surface, PALETTE.paper_shade, empty, px(2, s), border_radius=px(5, s))
        lines = mat_lines(shown, seat, entry.name, limit)
        avail = int(px_ - w * 0.6 - (bx + w * 0.9)) - px(6, s)
        size = px(16, s)
        while len(lines) * text.font("body", size).get_linesize() > mat.h - px(6, s) and size > readable(s):
            size -= 1  # large text: every line a little smaller, rather than the last ones left out
        lh = text.font("body", size).get_linesize()
        shown_lines = lines[: max(1, (mat.h - px(6, s)) // lh)]
        top = mat.centery - len(shown_lines) * lh // 2
        mid_x = (bx + w * 0.9 + px_ - w * 0.6) / 2
        drawn.append([])
        for i, line in enumerate(shown_lines):
            at = (round(mid_x), top + i * lh)
            drawn[-1].append(_label(surface, line, "bold" if i == 0 else "body", size, PALETTE.ink if i == 0 else PALETTE.ink_soft, at, max(20, avail), least=readable(s)))
    return drawn
