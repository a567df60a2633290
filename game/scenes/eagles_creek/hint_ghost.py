"""Eagle's Creek's hint on the sheet: the whole shot the computer would draw, from the ball, and its club in the tray."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.match.hint import Hint
from game.render import ghost
from game.rules.eagles_creek.state import PlanAction

if TYPE_CHECKING:
    from game.scenes.eagles_creek.play import EaglesGame


def draw(game: EaglesGame, surface: pygame.Surface, hint: Hint) -> pygame.Rect | None:
    """The hinted shot as a dashed ghost line from the ball's side through every segment's exit side, tagged at its end."""
    state = game.table.state
    view = game.view
    s = game.table.scale
    a = hint.action
    if isinstance(a, tuple) and a[0] == "plan":
        plan = PlanAction(*a)
    elif state.plan is not None:
        plan = state.plan
    else:
        return None
    path = list(hint.advice.shows)
    if not path:
        return None
    start = state.ball_side(hint.seat, plan.hole)
    sides = [start, *path]
    points = [view.to_screen(*view.layout.edge_midpoint(e)) for e in sides]
    clip = surface.get_clip()
    surface.set_clip(view.rect)
    ghost.path(surface, points, s)
    where = ghost.tag_beyond(surface, points[-1], points[-2], f"hint · {plan.club}", s).union(ghost.around(points, s))
    surface.set_clip(clip)
    chooser = game.chooser
    tray = getattr(chooser, "tray", None) if chooser is not None else None
    if isinstance(a, tuple) and a[0] == "plan" and tray is not None and plan.club in tray.club_rects:
        words = [w for rects in tray.club_words.values() for w in rects] + list(tray.slot_rects)  # its own words, its neighbours', the dice slots'
        ghost.box(surface, tray.club_rects[plan.club], s, avoid=[game.table.instruction_box(), *words])
    return where
