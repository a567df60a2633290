"""Carom Golf's hint on the board: the tee hex or spot, or the direction(s) the card would be struck in."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.hexgrid import Hex
from game.match.hint import Hint
from game.render import ghost

if TYPE_CHECKING:
    from game.scenes.carom.play import CaromGame


def draw(game: CaromGame, surface: pygame.Surface, hint: Hint) -> pygame.Rect | None:
    """The hinted move as a ghost: the cell to put the ball on, or an arrow per direction with the die faces it is for."""
    view = game.view
    s = game.table.scale
    a = hint.action
    clip = surface.get_clip()
    surface.set_clip(view.rect)
    try:
        if isinstance(a, tuple) and a[0] in ("tee", "place"):
            h = Hex(a[1], a[2])
            poly = view.hex_polygon(h)
            ghost.veil(surface, poly, 110)
            ghost.outline(surface, poly, s)
            x, y = view.hex_center(h)
            return ghost.tag(surface, (x, y - view.cell_size * 0.9), "hint", s).unionall([ghost.around(poly, s)])
        ball = game.ball_cell()
        if ball is None or not isinstance(a, tuple):
            return None
        if a[0] in ("card", "aim"):
            _card(game, surface, a[1])
        if a[0] == "card":  # the direction comes after the roll: one arrow per direction, with its faces
            faces = hint.advice.shows  # (die face, direction) pairs
            by_dir: dict[int, list[int]] = {}
            for f, d in faces:
                by_dir.setdefault(d, []).append(f)
            arrows = [(d, "any die" if len(by_dir) == 1 else "die " + ",".join(str(f) for f in fs)) for d, fs in by_dir.items()]
        elif a[0] == "aim":
            arrows = [(a[2], "hint")]
        elif a[0] == "strike":
            arrows = [(a[1], "hint")]
        else:
            return None
        x0, y0 = view.hex_center(ball)
        cs = view.cell_size
        where = ghost.around([(x0, y0)], s)
        for d, words in arrows:
            x1, y1 = view.hex_center(ball.neighbor(d))
            dx, dy = x1 - x0, y1 - y0
            start = (x0 + dx * 0.5, y0 + dy * 0.5)
            tip = (x0 + dx * 2.4, y0 + dy * 2.4)
            ghost.arrow(surface, start, tip, s, max(3, round(cs * 0.1)))
            where.union_ip(ghost.tag_beyond(surface, tip, (x0, y0), words, s).union(ghost.around([tip], s)))
        return where
    finally:
        surface.set_clip(clip)


def _card(game: CaromGame, surface: pygame.Surface, card: str) -> None:
    """A ghost frame round the hinted card in the strip."""
    i = game.hand.index_of(card)
    if 0 <= i < len(game.hand.rects):
        surface.set_clip(None)
        words = [w for rects in game.hand.words.values() for w in rects]  # its own words and its neighbours'
        ghost.box(surface, game.hand.rects[i], game.table.scale, avoid=[game.table.instruction_box(), *words])
        surface.set_clip(game.view.rect)
