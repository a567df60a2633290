"""What came of the last action, kept in the side panel while a person decides.

An outcome stays readable until the next person acts (docs: UX.md, "Let the
table breathe"), but a message card over the board would hide the spaces the
person is choosing among. While a person may act, a game draws its last
messages here instead: small paper cards in the side panel's free room under
the seats. When they do not fit there (many seats, large text), the game keeps
them where they were, and so while the game log is open: it takes the seats'
rows and that room, and nothing is drawn over it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.render import drawing
from game.ui import text
from game.ui.theme import BASE_SIZES, PALETTE, px

if TYPE_CHECKING:
    from game.scenes.table.scene import TableScene

Note = tuple[str, str]
"""(line, detail): a message's words."""


def room(table: TableScene) -> pygame.Rect:
    """The side panel's free room: under the last seat's row, above the game's own area (none while the game log fills the panel)."""
    panel = table.panel
    s = table.scale
    if not panel.rows or table.log_panel.open:
        return pygame.Rect(0, 0, 0, 0)
    last = panel.rows[-1]
    top = last.bottom + px(8, s)
    return pygame.Rect(last.x, top, last.w, max(0, panel.extra.y - px(8, s) - top))


def _parts(note: Note, width: int, scale: float, compact: bool = False) -> tuple[int, int, list[str], list[str], int]:
    """(line size, detail size, line's lines, detail's lines, height) of one card ``width`` wide; ``compact``: one line each."""
    line, detail = note
    s = scale
    inner = width - px(16, s)
    lsize = px(BASE_SIZES["small"] + 1, s)
    dsize = px(BASE_SIZES["small"] - 2, s)
    if compact:
        lsize = text.fit_size(line, "bold", lsize, inner, minimum=px(12, s))
        heads = [text.shorten(line, "bold", lsize, inner)]
        lines = [text.shorten(detail, "body", dsize, inner)] if detail else []
    else:
        heads = text.wrap(line, "bold", lsize, inner)[:3]
        lines = text.wrap(detail, "body", dsize, inner)[:3] if detail else []
    height = len(heads) * text.font("bold", lsize).get_linesize() + len(lines) * text.font("body", dsize).get_linesize() + px(14, s)
    return lsize, dsize, heads, lines, height


def place(table: TableScene, notes: Sequence[Note]) -> list[pygame.Rect] | None:
    """Where each note's card goes in the panel's room, top first (in full, else a line each); None when they do not fit."""
    area = room(table)
    s = table.scale
    for compact in (False, True):
        out: list[pygame.Rect] = []
        y = area.y
        for note in notes:
            h = _parts(note, area.w, s, compact)[4]
            if y + h > area.bottom:
                break
            out.append(pygame.Rect(area.x, y, area.w, h))
            y += h + px(6, s)
        else:
            return out
    return None


def draw(surface: pygame.Surface, rects: Sequence[pygame.Rect], notes: Sequence[Note], scale: float) -> None:
    """The notes on small paper cards edged in gold, at the places :func:`place` gave."""
    s = scale
    for rect, note in zip(rects, notes):
        full = _parts(note, rect.w, s)
        lsize, dsize, heads, lines, _ = full if full[4] <= rect.h else _parts(note, rect.w, s, compact=True)
        drawing.card(surface, rect, radius=px(10, s), lift=px(3, s), border=PALETTE.gold, border_width=px(2, s))
        y = rect.y + px(6, s)
        for head in heads:
            surface.blit(text.render(head, "bold", lsize, PALETTE.ink), (rect.x + px(8, s), y))
            y += text.font("bold", lsize).get_linesize()
        for wline in lines:
            surface.blit(text.render(wline, "body", dsize, PALETTE.ink_soft), (rect.x + px(8, s), y))
            y += text.font("body", dsize).get_linesize()
