"""The three tables (distance, elevation, deviation) printed as on the paper sheet, with die faces as column heads.

Drawn on the sheet's corner, on the rules page and next to the dice tray. A
cell can be ringed (``marks``) to show which entry a choice reads, so a player
sees where a number comes from without doing the lookup.
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from game.render import pieces
from game.rules.eagles_creek import data
from game.rules.eagles_creek.tables import Tables
from game.ui import text
from game.ui.theme import Color

Mark = tuple[str, str, int]
"""(table, row, die face) of an entry to ring: ("distance", "wood", 4)."""

INK: Color = (52, 36, 26)
RULE: Color = (120, 96, 70)
RING: Color = (178, 64, 44)

ELEVATION_COLUMNS: tuple[tuple[str, tuple[int, ...]], ...] = (("1", (1,)), ("2-5", (2, 3, 4, 5)), ("6", (6,)))
"""The elevation table's printed columns (faces 2 to 5 share one)."""


def rows_of(tables: Tables, name: str) -> list[tuple[str, list[str]]]:
    """A table's printed rows: (row label, entries per column)."""
    if name == "distance":
        return [(club.upper(), [str(n) for n in tables.distance[club]]) for club in data.CLUBS]
    if name == "deviation":
        return [(row.upper(), [str(n) if n else "–" for n in tables.deviation[row]]) for row in data.DEVIATION]
    out = []
    for club in data.CLUBS:
        cells = []
        for _, faces in ELEVATION_COLUMNS:
            sets = {tuple(sorted(tables.elevation[club][f - 1])) for f in faces}
            if len(sets) == 1:
                segs = sets.pop()
                cells.append("".join(map(str, segs)) if segs else "NA")
            else:  # a course's own table may differ within 2-5: print every face
                cells.append("/".join("".join(map(str, sorted(tables.elevation[club][f - 1]))) or "–" for f in faces))
        out.append((club.upper(), cells))
    return out


def columns_of(name: str) -> list[tuple[str, tuple[int, ...]]]:
    """A table's column heads: (label, faces it covers)."""
    if name == "elevation":
        return list(ELEVATION_COLUMNS)
    return [(str(f), (f,)) for f in range(1, 7)]


TITLES = {"distance": "DISTANCE", "elevation": "ELEVATION", "deviation": "DEVIATION"}
NOTES = {"distance": "segments", "elevation": "segments over trees", "deviation": "curls"}


def draw_table(surface: pygame.Surface, rect: pygame.Rect, tables: Tables, name: str, marks: Iterable[Mark] = (), *, paper: bool = True) -> None:
    """One table filling ``rect``: a title row with die faces as heads, then one row per club or lie."""
    marks = [m for m in marks if m[0] == name]
    rows = rows_of(tables, name)
    cols = columns_of(name)
    n_rows = len(rows) + 1
    row_h = rect.h / n_rows
    label_w = rect.w * (0.36 if name != "elevation" else 0.34)
    col_w = (rect.w - label_w) / len(cols)
    if paper:
        pygame.draw.rect(surface, (250, 244, 226), rect)
    line = max(1, round(row_h / 22))
    pygame.draw.rect(surface, RULE, rect, line)
    size = max(6, int(row_h * 0.52))
    title = TITLES[name]
    img = text.render(title, "bold", text.fit_size(title, "bold", size, int(label_w * 0.94), minimum=5), INK)
    surface.blit(img, img.get_rect(midleft=(rect.x + row_h * 0.18, rect.y + row_h / 2)))
    die = max(6, int(min(row_h, col_w) * 0.78))
    for k, (label, faces) in enumerate(cols):
        cx = rect.x + label_w + (k + 0.5) * col_w
        cy = rect.y + row_h / 2
        if len(faces) == 1:
            face = pieces.die_face(die, faces[0])
            surface.blit(face, face.get_rect(center=(cx, cy)))
        else:
            img = text.render(label, "bold", text.fit_size(label, "bold", size, int(col_w * 0.9), minimum=5), INK)
            surface.blit(img, img.get_rect(center=(cx, cy)))
    for i, (label, cells) in enumerate(rows):
        y = rect.y + (i + 1) * row_h
        pygame.draw.line(surface, RULE, (rect.x, y), (rect.right - 1, y), line)
        img = text.render(label, "ui", text.fit_size(label, "ui", int(size * 0.9), int(label_w * 0.9), minimum=5), INK)
        surface.blit(img, img.get_rect(midleft=(rect.x + row_h * 0.18, y + row_h / 2)))
        row_key = data.CLUBS[i] if name != "deviation" else list(data.DEVIATION)[i]
        for k, cell in enumerate(cells):
            cx = rect.x + label_w + (k + 0.5) * col_w
            img = text.render(cell, "body", text.fit_size(cell, "body", size, int(col_w * 0.92), minimum=5), INK)
            surface.blit(img, img.get_rect(center=(cx, y + row_h / 2)))
            if any(m[1] == row_key and m[2] in cols[k][1] for m in marks):
                ring = pygame.Rect(0, 0, int(col_w * 0.9), int(row_h * 0.9))
                ring.center = (int(cx), int(y + row_h / 2))
                pygame.draw.ellipse(surface, RING, ring, max(2, line + 1))
    pygame.draw.line(surface, RULE, (rect.x + label_w, rect.y), (rect.x + label_w, rect.bottom - 1), line)


def draw_all(surface: pygame.Surface, rect: pygame.Rect, tables: Tables, marks: Iterable[Mark] = (), *, vertical: bool = False) -> None:
    """The three tables side by side (or stacked) in ``rect``."""
    marks = list(marks)
    gap = max(2, int(min(rect.w, rect.h) * 0.04))
    names = ("distance", "elevation", "deviation")
    if vertical:
        h = (rect.h - 2 * gap) // 3
        for i, name in enumerate(names):
            draw_table(surface, pygame.Rect(rect.x, rect.y + i * (h + gap), rect.w, h), tables, name, marks)
        return
    weights = (1.0, 0.72, 1.0)
    total = sum(weights)
    x = rect.x
    for name, wgt in zip(names, weights):
        w = int((rect.w - 2 * gap) * wgt / total)
        draw_table(surface, pygame.Rect(x, rect.y, w, rect.h), tables, name, marks)
        x += w + gap
