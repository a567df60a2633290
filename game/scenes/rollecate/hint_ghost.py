"""Rollecate's hint on the table: the track card laid where the computer would lay it, as a ghost."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.match.hint import Hint
from game.render import ghost
from game.rules.rollecate import railway
from game.scenes.rollecate import geometry
from game.ui.theme import px

if TYPE_CHECKING:
    from game.scenes.rollecate.play import RollecateGame


def draw(game: RollecateGame, surface: pygame.Surface, hint: Hint) -> pygame.Rect | None:
    """A track card's place at the railway's end (dashed frame, its rail, a tag); other moves need no ghost."""
    a = hint.action
    if isinstance(a, tuple) and a[0] in ("track", "chaos"):
        _frame_in_hand(game, surface, a[1])
    if not (isinstance(a, tuple) and a[0] == "track"):
        return None
    rail = game.stage.shown.rail
    laid = railway.fits(rail, a[1], a[2])
    if laid is None:
        return None
    view = game.stage.rail_view
    s = game.table.scale
    rect = view.card_rect(laid)
    corners = [rect.topleft, rect.topright, rect.bottomright, rect.bottomleft]
    clip = surface.get_clip()
    surface.set_clip(view.rect)
    ghost.veil(surface, corners, 120)
    ghost.outline(surface, corners, s)
    points = [view.to_screen(p) for p in geometry.path_of(laid)]
    ghost.path(surface, points, s)
    words = "hint" if a[2] == "straight" else f"hint · turn {a[2]}"
    where = ghost.tag(surface, (rect.centerx, rect.top - px(14, s)), words, s).union(rect)
    surface.set_clip(clip)
    return where


def _frame_in_hand(game: RollecateGame, surface: pygame.Surface, card: str) -> None:
    """A ghost frame round the hinted card in the hand (the person's own, on screen already)."""
    shown = game.stage.shown
    rects = game.stage.tray.hand_rects
    for i, c in enumerate(shown.hand):
        if c == card and i < len(rects):
            tray = game.stage.tray
            words = [corner for r in rects for corner in badge_corners(r)]  # each card's number, in two of its corners
            ghost.box(surface, rects[i], game.table.scale, avoid=[game.table.instruction_box(), tray.title_rect, *words])
            return


def badge_corners(card: pygame.Rect) -> list[pygame.Rect]:
    """The four corners of a hand card where its number may be printed (faces.paint_track: two of them)."""
    side = round(card.w * 0.5)
    return [pygame.Rect(x, y, side, side) for x in (card.left, card.right - side) for y in (card.top, card.bottom - side)]
