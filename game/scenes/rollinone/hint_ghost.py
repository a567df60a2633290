"""Roll in One's hint on the board: the aimed line of the shot (as far as the club usually flies), or the curve."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.hexgrid import Hex
from game.match.hint import Hint
from game.render import ghost
from game.rules.rollinone.actions import Curve, PlaceGreen, Swing
from game.rules.rollinone.advice import club_title
from game.rules.rollinone.boards import Placement, placed_cells
from game.ui.theme import px

if TYPE_CHECKING:
    from game.scenes.rollinone.play import RollInOneGame


def draw(game: RollInOneGame, surface: pygame.Surface, hint: Hint) -> pygame.Rect | None:
    """The aimed line from the ball (a shot) or from the ball in flight (a curve), with a tag naming it."""
    state = game.table.state
    view = game.view
    s = game.table.scale
    a = hint.action
    if isinstance(a, (Placement, PlaceGreen)):
        return _design(game, surface, a)
    if isinstance(a, Swing):
        start = state.players[hint.seat].ball
        steps = int(hint.advice.shows[0]) if hint.advice.shows else 3
        words = f"hint · {club_title(a.club)}"
    elif isinstance(a, Curve) and state.flight is not None:
        start, steps, words = state.flight.cell, 2, "hint · curve"
    else:
        return None
    if start is None:
        return None
    cells = [start]
    for _ in range(steps):
        cells.append(cells[-1].neighbor(a.direction))
    points = [view.hex_center(h) for h in cells]
    clip = surface.get_clip()
    surface.set_clip(view.rect)
    ghost.path(surface, points, s)
    ghost.outline(surface, view.hex_polygon(cells[-1]), s)
    where = ghost.tag_beyond(surface, points[-1], points[0], words, s).unionall([ghost.around(points, s)])
    surface.set_clip(clip)
    slot = game.tray.slots.get(a.club) if isinstance(a, Swing) else None
    if slot is not None:  # the club's die in the strip, framed too
        printed = [w for rects in game.tray.slot_words.values() for w in rects]  # its own words and its neighbours'
        ghost.box(surface, slot, s, avoid=[game.table.instruction_box(), *printed])
    return where


def _design(game: RollInOneGame, surface: pygame.Surface, a: Placement | PlaceGreen) -> pygame.Rect | None:
    """Where the board (every space it would cover) or the green would go, washed pale and outlined, tagged."""
    state = game.table.state
    view = game.view
    s = game.table.scale
    if isinstance(a, Placement):
        cells = list(placed_cells(state.boards, a))
        words = f"hint · {state.boards.boards[a.board].name}"
    else:
        cells = [Hex(a.q, a.r)]
        words = "hint · the green"
    polygons = [view.hex_polygon(h) for h in cells]
    clip = surface.get_clip()
    surface.set_clip(view.rect)
    for poly in polygons:
        ghost.veil(surface, poly, 70)
        ghost.outline(surface, poly, s)
    points = [p for poly in polygons for p in poly]
    where = ghost.around(points, s)
    top = min(points, key=lambda p: p[1])
    where.union_ip(ghost.tag(surface, (sum(p[0] for p in points) / len(points), top[1] - px(14, s)), words, s))
    surface.set_clip(clip)
    return where
