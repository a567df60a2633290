"""The three tables on a card in the side panel, with the row and the column that apply now lit (issue #26, point 4).

At whole-sheet zoom the tables printed in the sheet's corner cannot be read,
so the panel shows them at a readable size: DISTANCE and ELEVATION side by side
(they share the clubs' rows), DEVIATION under them. While a shot is being
chosen the club's rows, the lie's row and the dice's columns are tinted and the
entries read are ringed: where a number in the tray comes from is in sight.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.render import drawing, pieces
from game.rules.eagles_creek import data
from game.rules.eagles_creek.tables import Tables
from game.scenes.eagles_creek.printed_tables import ELEVATION_COLUMNS, INK, RING, RULE, rows_of
from game.ui import text
from game.ui.theme import PALETTE, Color, px

ROWS = 11
"""Titles and faces over the clubs' four rows, then the deviation's faces over its four rows."""
ROW_H = 14
"""Design pixels of a row."""
TINT: Color = (240, 206, 120)
"""A lit row or column."""


@dataclass(frozen=True)
class Lit:
    """What applies now: a club, the strength and accuracy dice, the lie's deviation row, the fourth die."""

    club: str | None = None
    strength: int | None = None
    accuracy: int | None = None
    row: str | None = None
    """The deviation row read (tee, fairway, rough, bunker), None for a putt."""
    elevation: int | None = None
    notes: tuple[str, ...] = field(default=())
    """A few words beside the deviation table (a putt's choices, a chip from the green)."""
    fewer: int = 0
    """Segments taken off the distance read (a wood from the fairway)."""


def lit_for(club: str | None, strength: int | None, accuracy: int | None, lie: str | None, tables: Tables) -> Lit:
    """What a split reads in the tables: the club's rows, the dice's columns, the lie's deviation row, and why a number differs."""
    row = data.DEVIATION_ROW.get(lie or "") if club != "putter" else None
    notes: list[str] = []
    fewer = tables.wood_from_fairway if club == "wood" and lie == "fairway" else 0
    if fewer:
        notes.append(f"wood from the fairway: {fewer} fewer")
    if club == "putter":
        notes.append("putt: a curl and one segment fewer, by choice")
    elif lie == "green":
        notes.append("from the green: the fairway's row")
    return Lit(club, strength, accuracy, row, None, tuple(notes), fewer)


def card_height(scale: float) -> int:
    """The card's height: its rows and a margin."""
    return px(ROW_H * ROWS + 8, scale)


def draw_card(surface: pygame.Surface, rect: pygame.Rect, tables: Tables, lit: Lit | None, scale: float) -> None:
    """The three tables on a paper card filling ``rect``."""
    s = scale
    drawing.card(surface, rect, radius=px(8, s), lift=px(2, s), fill=(250, 244, 226), textured=False)
    inner = rect.inflate(-px(8, s), -px(8, s))
    row_h = px(ROW_H, s)
    label_w = int(inner.w * 0.24)
    gap = px(5, s)
    col_w = (inner.w - label_w - gap) / 9
    size = max(8, int(row_h * 0.72))
    die = max(7, int(min(row_h, col_w) * 0.86))
    lit = lit or Lit()
    x_dist = [inner.x + label_w + (k + 0.5) * col_w for k in range(6)]
    x_elev = [inner.x + label_w + gap + (6 + k + 0.5) * col_w for k in range(3)]
    dist_rows = dict(rows_of(tables, "distance"))
    elev_rows = dict(rows_of(tables, "elevation"))
    dev_rows = dict(rows_of(tables, "deviation"))

    def cell_rect(cx: float, y: int) -> pygame.Rect:
        r = pygame.Rect(0, 0, int(col_w), row_h)
        r.center = (int(cx), y + row_h // 2)
        return r

    def tint(r: pygame.Rect) -> None:
        pygame.draw.rect(surface, TINT, r)

    def put(words: str, role: str, cx: float, y: int, width: float, color: Color = INK) -> None:
        img = text.render(words, role, text.fit_size(words, role, size, int(width), minimum=7), color)
        surface.blit(img, img.get_rect(center=(int(cx), y + row_h // 2)))

    def faces(xs: list[float], y: int, cols: list[tuple[str, tuple[int, ...]]]) -> None:
        for cx, (label, fs) in zip(xs, cols):
            if len(fs) == 1:
                img = pieces.die_face(die, fs[0])
                surface.blit(img, img.get_rect(center=(int(cx), y + row_h // 2)))
            else:
                put(label, "bold", cx, y, col_w)

    def left(words: str, y: int, role: str = "ui") -> None:
        img = text.render(words, role, text.fit_size(words, role, size, label_w - px(4, s), minimum=7), INK)
        surface.blit(img, img.get_rect(midleft=(inner.x + px(2, s), y + row_h // 2)))

    y0 = inner.y
    # the lit bands first, under the print
    dist_col = lit.strength - 1 if lit.strength else None
    elev_col = next((k for k, (_, fs) in enumerate(ELEVATION_COLUMNS) if lit.elevation in fs), None) if lit.elevation else None
    club_row = data.CLUBS.index(lit.club) if lit.club in data.CLUBS else None
    dev_names = list(data.DEVIATION)
    dev_row = dev_names.index(lit.row) if lit.row in dev_names else None
    dev_col = lit.accuracy - 1 if lit.accuracy and dev_row is not None else None
    top_block = pygame.Rect(inner.x, y0 + 2 * row_h, inner.w, 4 * row_h)
    if club_row is not None:
        tint(pygame.Rect(inner.x, top_block.y + club_row * row_h, inner.w, row_h))
    if dist_col is not None:
        tint(pygame.Rect(int(x_dist[dist_col] - col_w / 2), y0 + row_h, int(col_w), 5 * row_h))
    if elev_col is not None:
        tint(pygame.Rect(int(x_elev[elev_col] - col_w / 2), y0 + row_h, int(col_w), 5 * row_h))
    y_dev = y0 + 6 * row_h
    if dev_row is not None:
        tint(pygame.Rect(inner.x, y_dev + (dev_row + 1) * row_h, label_w + int(6 * col_w), row_h))
    if dev_col is not None:
        tint(pygame.Rect(int(x_dist[dev_col] - col_w / 2), y_dev, int(col_w), 5 * row_h))
    # DISTANCE | ELEVATION
    put("DISTANCE · segments", "bold", (x_dist[0] + x_dist[-1]) / 2, y0, 6 * col_w)
    put("ELEVATION", "bold", x_elev[1], y0, 3 * col_w + gap)
    faces(x_dist, y0 + row_h, [(str(f), (f,)) for f in range(1, 7)])
    faces(x_elev, y0 + row_h, list(ELEVATION_COLUMNS))
    for i, club in enumerate(data.CLUBS):
        y = top_block.y + i * row_h
        left(club.upper(), y, "bold" if i == club_row else "ui")
        for k, v in enumerate(dist_rows[club.upper()]):
            put(v, "body", x_dist[k], y, col_w)
        for k, v in enumerate(elev_rows[club.upper()]):
            put(v, "body", x_elev[k], y, col_w)
    # DEVIATION
    left("DEVIATION", y_dev, "bold")
    faces(x_dist, y_dev, [(str(f), (f,)) for f in range(1, 7)])
    put("curls", "body", x_elev[1], y_dev, 3 * col_w)
    for i, name in enumerate(dev_names):
        y = y_dev + (i + 1) * row_h
        left(name.upper(), y, "bold" if i == dev_row else "ui")
        for k, v in enumerate(dev_rows[name.upper()]):
            put(v, "body", x_dist[k], y, col_w)
    # rules between the blocks, and the rings round the entries read
    line = max(1, px(1, s))
    pygame.draw.line(surface, RULE, (inner.x, y0 + 2 * row_h), (inner.right, y0 + 2 * row_h), line)
    pygame.draw.line(surface, RULE, (inner.x, y_dev), (inner.right, y_dev), line)
    pygame.draw.line(surface, RULE, (inner.x, y_dev + row_h), (inner.x + label_w + int(6 * col_w), y_dev + row_h), line)
    sep = int(inner.x + label_w + 6 * col_w + gap / 2)
    pygame.draw.line(surface, RULE, (sep, y0), (sep, y_dev), line)
    ring = max(2, px(2, s))
    if club_row is not None and dist_col is not None:
        pygame.draw.ellipse(surface, RING, cell_rect(x_dist[dist_col], top_block.y + club_row * row_h).inflate(2, 2), ring)
    if club_row is not None and elev_col is not None:
        pygame.draw.ellipse(surface, RING, cell_rect(x_elev[elev_col], top_block.y + club_row * row_h).inflate(2, 2), ring)
    if dev_row is not None and dev_col is not None:
        pygame.draw.ellipse(surface, RING, cell_rect(x_dist[dev_col], y_dev + (dev_row + 1) * row_h).inflate(2, 2), ring)
    if lit.notes:  # beside the deviation table, where the elevation's columns end
        corner = pygame.Rect(sep + px(3, s), y_dev + row_h + px(1, s), inner.right - sep - px(3, s), 4 * row_h - px(2, s))
        note_size, lines = text.fit_lines(" · ".join(lit.notes), "body", max(7, int(size * 0.85)), corner.w, corner.h, minimum=7)
        y = corner.y
        for words in lines:
            img = text.render(words, "body", note_size, PALETTE.accent)
            surface.blit(img, (corner.x, y))
            y += text.font("body", note_size).get_linesize()
