"""A player's pen marks on their sheet: past lines, where each ball lies, water dots and penalty crosses.

Everything is read from the engine's record of shots (``state.shots``), so a
loaded game, an undo or a replay jump redraws the sheet exactly.
"""

from __future__ import annotations

import pygame

from game.hexgrid import Edge
from game.render.boardview import BoardView
from game.rules.eagles_creek.flight import OFF_SHEET, WATER
from game.rules.eagles_creek.state import DRAW, ELEVATION, EaglesState, ShotRecord
from game.scenes.eagles_creek import ink_lines

_POINTS: dict[tuple[object, ...], list[tuple[float, float]]] = {}


def shot_points(view: BoardView, record: ShotRecord, salt: int, whole: bool = False) -> list[tuple[float, float]]:
    """The drawn part of a recorded line (all of it with ``whole``: as declared); map pixels, cached."""
    key = (view.layout, record.start, record.heading, record.turns, None if whole else record.flown, salt)
    pts = _POINTS.get(key)
    if pts is None:
        if len(_POINTS) > 4000:
            _POINTS.clear()
        pts = _POINTS[key] = ink_lines.path_points(view.layout, record.start, record.exits, None if whole else record.flown, salt)
    return pts


def draw_marks(surface: pygame.Surface, view: BoardView, state: EaglesState, seat: int, ink: int, *, declared_last: bool = False, balls: bool = True) -> None:
    """Every mark of ``seat`` in ink ``ink`` on the sheet (``declared_last``: the newest line as drawn before its die roll)."""
    shots = state.shots[seat]
    crosses: dict[Edge, int] = {}
    for i, rec in enumerate(shots):
        if rec.hole not in state.holes:
            continue
        last = i == len(shots) - 1
        whole = declared_last and last
        ink_lines.draw_line(surface, view, shot_points(view, rec, i, whole), ink)
        if whole:
            continue
        if rec.result == WATER:
            ink_lines.draw_dot(surface, view, view.layout.edge_midpoint(rec.end), ink)
        if rec.result in (WATER, OFF_SHEET):
            where = rec.end if rec.result == WATER else rec.start
            k = crosses.get(where, 0)
            crosses[where] = k + 1
            x, y = view.layout.edge_midpoint(where)
            ink_lines.draw_cross(surface, view, (x + view.course.grid.tile_width * 0.25, y - view.course.grid.tile_height * 0.22), ink, k)
        if rec.holed and rec.strokes > _strokes_before(shots, i) + 1:
            # the flag's extra stroke (accuracy not a 6): a cross beside the flag
            flag = state.hole(rec.hole).flag
            x, y = view.layout.center(flag)
            ink_lines.draw_cross(surface, view, (x + view.course.grid.tile_width * 0.35, y + view.course.grid.tile_height * 0.2), ink)
    if balls:
        for n in state.holes:
            card = state.card(seat, n)
            if card.ball is not None and not card.done:
                ink_lines.draw_rest_mark(surface, view, card.ball, ink, str(seat + 1))


def draw_current(surface: pygame.Surface, view: BoardView, state: EaglesState, seat: int, ink: int) -> None:
    """The line being drawn into the game right now (a computer's, or a person's confirmed shot being played)."""
    if state.phase in (DRAW, ELEVATION) and state.turn == seat and state.shot_start is not None and state.drawn:
        salt = len(state.shots[seat])
        ink_lines.draw_line(surface, view, ink_lines.path_points(view.layout, state.shot_start, state.drawn, salt=salt), ink)


def _strokes_before(shots: tuple[ShotRecord, ...], i: int) -> int:
    """The hole's strokes before shot ``i``."""
    hole = shots[i].hole
    for rec in reversed(shots[:i]):
        if rec.hole == hole:
            return rec.strokes
    return 0
