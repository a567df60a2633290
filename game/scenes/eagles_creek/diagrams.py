"""Pictures for the Eagle's Creek rules page, drawn by the game itself.

Each function has the rich-text diagram signature ``fn(surface, rect, scale)``
and is named in ``assets/rules/eagles_creek.md`` (``::diagram
game.scenes.eagles_creek.diagrams:segments 200``). The lines are not drawn by
hand: each is a shape the engine checks (:func:`shape_problem`) and flies
over a small sheet built in code (:func:`fly`), so "allowed", "stops at the
tree" or "in the water" is what the rules really say. Pictures are cached per
size.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

from game.hexgrid import Edge, Hex, Stagger
from game.render.boardview import BoardView
from game.rules.course import CourseMap, GameKind, Terrain, course_from_rows
from game.rules.eagles_creek.flight import OFF_SHEET, WATER, fly
from game.rules.eagles_creek.shape import ShapeRules, follow, shape_problem
from game.rules.eagles_creek.sheet import Sheet
from game.rules.eagles_creek.tables import DEFAULT_TABLES
from game.scenes.eagles_creek import ink_lines, printed_tables
from game.ui import text
from game.ui.theme import PALETTE, Color, px

ST = Stagger("y", "odd")
LEGEND = {".": Terrain.FAIRWAY, "t": Terrain.TREES, "~": Terrain.WATER, "g": Terrain.GREEN, "s": Terrain.SAND, "r": Terrain.ROUGH}
OK: Color = (70, 128, 62)
NO: Color = (178, 64, 44)


def _course(rows: Sequence[str]) -> CourseMap:
    return course_from_rows(rows, LEGEND, name="picture", game=GameKind.EAGLES_CREEK, stagger=ST)


def _start(col: int, row: int) -> tuple[Edge, int]:
    """The west side of a cell, and the heading into it (east)."""
    cell = ST.to_axial(col, row)
    return cell.edge(3), 0


def _panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    scale: float,
    rows: Sequence[str],
    turns: Sequence[int],
    caption: str,
    *,
    start: tuple[int, int] = (0, 1),
    verdict: bool | None = None,
    upto: int | None = None,
    ghost: bool = False,
) -> tuple[BoardView, list[Hex], list[Edge]]:
    """One small sheet with a line on it and a caption underneath."""
    cap_h = px(44, scale)
    area = pygame.Rect(rect.x, rect.y, rect.w, rect.h - cap_h)
    view = BoardView(_course(rows))
    view.set_rect(area, scale)
    view.fit()
    view.paint(surface)
    edge, heading = _start(*start)
    cells, exits = follow(edge, heading, list(turns))
    pts = ink_lines.path_points(view.layout, edge, exits, upto)
    ink_lines.draw_rest_mark(surface, view, edge, 0)
    ink_lines.draw_line(surface, view, pts, 0, alpha=110 if ghost else 255)
    color = PALETTE.ink if verdict is None else (OK if verdict else NO)
    mark = "" if verdict is None else ("Allowed: " if verdict else "Not allowed: ")
    size = text.fit_size(mark + caption, "ui", px(18, scale), rect.w - px(6, scale))
    lines = text.wrap(mark + caption, "ui", px(17, scale), rect.w - px(6, scale)) if size < px(15, scale) else [mark + caption]
    y = area.bottom + px(4, scale)
    for line in lines[:2]:
        img = text.render(line, "ui", min(size, px(17, scale)) if len(lines) > 1 else size, color)
        surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
        y += img.get_height()
    return view, cells, exits


def _row(rect: pygame.Rect, n: int, gap: int) -> list[pygame.Rect]:
    w = (rect.w - gap * (n - 1)) // n
    return [pygame.Rect(rect.x + i * (w + gap), rect.y, w, rect.h) for i in range(n)]


@lru_cache(maxsize=16)
def _cached(name: str, size: tuple[int, int], scale: float) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    DRAWERS[name](surf, surf.get_rect(), scale)
    return surf


def _blit(name: str, surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    try:
        surface.blit(_cached(name, rect.size, round(scale, 3)), rect.topleft)
    except (ValueError, KeyError, pygame.error) as exc:  # a picture that cannot be drawn says so, the page still opens
        img = text.render(f"(picture unavailable: {exc})", "body", px(16, scale), PALETTE.ink_soft)
        surface.blit(img, rect.topleft)


# --------------------------------------------------------------------------- the pictures
def _segments(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    rows = ("...", "...", "...")
    cells = _row(rect, 3, px(16, scale))
    for r, turns, cap in zip(cells, ((0,), (1,), (2,)), ("straight: out the far side", "bend: a gentle turn", "curl: a sharp hook")):
        _panel(surface, r, scale, rows, turns, cap, start=(0, 1))


def _bends(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    rows = (".......", ".......", ".......", ".......", ".......", ".......")
    left, right = _row(rect, 2, px(20, scale))
    rules = ShapeRules(5, 0, 0)
    good, bad = (0, 1, 0, 1, 0), (0, 1, 0, -1, 0)
    ok = shape_problem(rules, good) is None
    _panel(surface, left, scale, rows, good, "two bends toward one point", start=(0, 4), verdict=ok)
    why = shape_problem(rules, bad)
    _panel(surface, right, scale, rows, bad, "an S: the bends turn opposite ways", start=(0, 3), verdict=why is None)


def _tables(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    printed_tables.draw_all(surface, rect.inflate(-px(4, scale), -px(4, scale)), DEFAULT_TABLES)


def _tree(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    rows = ("........", "...t....", "........")
    turns = (0, 0, 0, 0, 0, 1)
    left, right = _row(rect, 2, px(20, scale))
    course = _course(rows)
    sheet = Sheet(course, {}, DEFAULT_TABLES)
    edge, heading = _start(0, 1)
    cells, exits = follow(edge, heading, list(turns))
    for r, club in ((left, "wood"), (right, "iron")):
        high = DEFAULT_TABLES.elevated(club, 1)
        flight = fly(sheet, edge, cells, exits, high)
        tree_at = next(i for i, c in enumerate(cells, 1) if course.terrain.get(c) == Terrain.TREES)
        cleared = flight.result != "tree"
        cap = f"{club.title()}, die 1: {'-'.join(map(str, sorted(high)))} fly high, tree on {tree_at}: " + ("clears it" if cleared else "stops past it")
        _panel(surface, r, scale, rows, turns, cap, upto=flight.flown)


def _water_and_edge(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    left, right = _row(rect, 2, px(20, scale))
    rows = ("........", "....~~~.", "........")
    course = _course(rows)
    sheet = Sheet(course, {}, DEFAULT_TABLES)
    edge, heading = _start(0, 1)
    turns = (0, 0, 0, 0, 0, 1)
    cells, exits = follow(edge, heading, list(turns))
    flight = fly(sheet, edge, cells, exits, frozenset())
    assert flight.result == WATER
    view, _, _ = _panel(surface, left, scale, rows, turns, "ends in water: +1 stroke, a dot where the water began")
    ink_lines.draw_dot(surface, view, view.layout.edge_midpoint(flight.end), 0)
    x, y = view.layout.edge_midpoint(flight.end)
    ink_lines.draw_cross(surface, view, (x + 14, y - 14), 0)
    rows2 = ("......", "......", "......")
    course2 = _course(rows2)
    sheet2 = Sheet(course2, {}, DEFAULT_TABLES)
    turns2 = (0, 0, 0, 0, 0, 0, 0)
    cells2, exits2 = follow(edge, heading, list(turns2))
    flight2 = fly(sheet2, edge, cells2, exits2, frozenset())
    assert flight2.result == OFF_SHEET
    view2, _, _ = _panel(surface, right, scale, rows2, turns2[: flight2.flown or 6], "off the sheet: erased, +1 stroke, play again", ghost=True)
    x, y = view2.layout.edge_midpoint(edge)
    ink_lines.draw_cross(surface, view2, (x + 10, y - 16), 0)


DRAWERS = {"segments": _segments, "bends": _bends, "tables": _tables, "tree": _tree, "water": _water_and_edge}


def segments(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """A straight segment, a bend and a curl, each from the side marked on the left."""
    _blit("segments", surface, rect, scale)


def bends(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """Two bends toward one point (allowed) and an S (not allowed), as the engine judges them."""
    _blit("bends", surface, rect, scale)


def tables(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """The three tables as printed on the sheet."""
    _blit("tables", surface, rect, scale)


def tree(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """One line over a tree: a wood clears it, an iron stops past it (same elevation die)."""
    _blit("tree", surface, rect, scale)


def water(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """A line ending in water, and one running off the sheet."""
    _blit("water", surface, rect, scale)
