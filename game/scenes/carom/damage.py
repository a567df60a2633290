"""Where Carom Golf's board drawing went in a frame, so the table redraws only that (see table/redraw.py).

Every rectangle is a little larger than what it covers: too large only costs
time, too small would leave a trail on the screen.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.hexgrid import Hex
from game.scenes.carom.board import t_tag
from game.scenes.table.redraw import card_reach
from game.ui.theme import px

if TYPE_CHECKING:
    from game.render.ball_timeline import BallState
    from game.scenes.carom.play import CaromGame

Point = tuple[float, float]


def _around(out: list[pygame.Rect], p: Point, r: float) -> None:
    """A square of half-side ``r`` (plus a margin) around ``p``."""
    rr = int(r) + 3
    out.append(pygame.Rect(int(p[0]) - rr, int(p[1]) - rr, 2 * rr + 2, 2 * rr + 2))


def _cells(out: list[pygame.Rect], game: CaromGame, cells: Sequence[Hex], margin: int) -> None:
    for h in cells:
        pts = game.view.hex_polygon(h)
        xs, ys = [x for x, _ in pts], [y for _, y in pts]
        left, top = int(min(xs)) - margin - 2, int(min(ys)) - margin - 2
        out.append(pygame.Rect(left, top, int(max(xs)) + margin + 3 - left, int(max(ys)) + margin + 3 - top))


def board_rects(game: CaromGame) -> list[pygame.Rect]:
    """What ``draw_board`` may have drawn this frame: choices, trails, effects, balls, the counter, the hover."""
    view = game.view
    s = view.cell_size
    scale = game.table.scale
    out: list[pygame.Rect] = []
    state = game.state
    if game.tl.done and not game.dice.rolling and state.current_player >= 0:
        if state.phase in ("tee", "place"):
            _cells(out, game, game.legal_cells(), max(2, px(3, scale)))
        elif state.phase in ("strike", "aim") and game.aim_dir is not None:
            ball = game.ball_cell()
            if ball is not None:
                _around(out, view.hex_center(ball), s * 1.35 + max(3, round(s * 0.12)) + 2)
                if state.phase == "strike" and game.show_path:
                    marks = game.preview_marks()
                    for _, p in marks.ground:
                        _around(out, p, s * 0.085 + 3)
                    w = int(max(3, round(s * 0.11))) + 4
                    for (x0, y0), (x1, y1) in zip(marks.flight, marks.flight[1:]):
                        left, top = int(min(x0, x1)) - w, int(min(y0, y1)) - w
                        out.append(pygame.Rect(left, top, int(max(x0, x1)) + w + 2 - left, int(max(y0, y1)) + w + 2 - top))
                    for _, cell in marks.ends:
                        _around(out, view.hex_center(cell), s * 0.5 + max(2, round(s * 0.06)))
                    for cell in marks.too_low:
                        _around(out, view.hex_center(cell), s * 0.46 + max(2, round(s * 0.08)) + 2)
                    if marks.landing is not None:
                        _around(out, view.hex_center(marks.landing), s * 0.36 + max(2, round(s * 0.06)) + 3)
                        out.append(t_tag(marks.landing, view.hex_center, s).inflate(8, 8))
    _timeline(out, game, s, scale)
    sprites = game.tl.sprites(game._style)
    for (x, y), r in view.ball_screen_pos(sprites).values():
        # the ring (1.35 r and its width), the ball (r), its shadow (to 1.3 r right, 1.0 r down)
        _around(out, (x, y), 1.6 * max(2, round(r)) + 2)
    for sp in sprites:  # a flying ball is drawn above its ground point
        if sp.height > 0:
            (x, y), r = view.ball_screen_pos([sp])[sp.key]
            lift = sp.height * s
            _around(out, (x, y - lift), 1.5 * r + 2)
    if view.hover is not None:
        _cells(out, game, [view.hover], max(2, px(3, view.scale)))
    out = [r.clip(view.rect) for r in out]  # all of the above is drawn clipped to the board
    _counter(out, game, s, scale)  # the bubble is not: near the edge it goes past the board
    return [r for r in out if r.w > 0 and r.h > 0]


def label_rects(game: CaromGame) -> list[pygame.Rect]:
    """Where ``draw_overlay`` drew its label this frame (over the strip and the panel, where it goes)."""
    if game.tooltip_box is None:
        return []
    reach = card_reach(px(4, game.view.scale))
    return [game.tooltip_box.inflate(2 * reach, 2 * reach)]


def _timeline(out: list[pygame.Rect], game: CaromGame, s: float, scale: float) -> None:
    """Trails, flying balls' shadows, the landing mark and the effects (ball_timeline.Timeline.draw_under/draw_over)."""
    view, tl = game.view, game.tl
    dot = max(2, s * 0.06) + 2
    balls: dict[Hashable, BallState] = tl.balls
    for b in balls.values():
        pts = [view.to_screen(*p) for p in b.trail]
        if b.cell is None and b.visible and pts:
            pts.append(view.to_screen(*b.pos))
        for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
            left, top = int(min(x0, x1) - dot) - 2, int(min(y0, y1) - dot) - 2
            out.append(pygame.Rect(left, top, int(max(x0, x1) + dot) + 3 - left, int(max(y0, y1) + dot) + 3 - top))
        if b.visible and b.height > 0.05:
            gx, gy = view.to_screen(*b.pos)
            _around(out, (gx, gy + s * 0.1), s * 0.62 * (1 + b.height * 0.25))
    if tl.landing is not None:
        _around(out, view.hex_center(tl.landing), s * 0.36 + max(2, round(s * 0.05)))
    for _, r in tl.label_places(view, scale):
        out.append(r.inflate(8, 8).move(1, 1))
    for e in tl.effects:
        if e.kind != "label":
            _around(out, view.to_screen(*e.pos), s * 1.3)


def _counter(out: list[pygame.Rect], game: CaromGame, s: float, scale: float) -> None:
    """The bubble with the moving ball's remaining impulses."""
    tl, view = game.tl, game.view
    if tl.done or tl.counter is None:
        return
    b = tl.balls.get(tl.counter[0])
    if b is None or not b.visible:
        return
    pos = view.to_screen(*b.pos) if b.cell is None else view.hex_center(b.cell)
    r = max(px(13, scale), int(s * 0.26))
    _around(out, (pos[0] + s * 0.42, pos[1] - s * 0.42 - b.height * s), r + 2)


def board_key(game: CaromGame) -> object:
    """Everything ``draw_board`` shows, while nothing animates (None while a ball flies, an effect plays or the die rolls)."""
    tl, view, state = game.tl, game.view, game.state
    if not tl.done or tl.settling:
        return None
    balls = tuple(
        (k, b.cell, b.pos, b.visible, b.height, b.alpha, b.scale, tuple(b.trail), game._style(k)) for k, b in tl.balls.items()
    )
    choices = (state.phase, state.current_player, state.turn, game.table.ply, game.table.may_act(), game.select_cell, game.select_index, game.aim_dir, game.show_path)
    labels = tuple((e.label, e.pos, e.stack, e.color) for e in tl.effects if e.kind == "label")  # risen: they stay until the next decision
    return (balls, labels, tl.landing, tl.counter, choices, game.dice.rolling, view.hover, view._dragging, view.scale, view.layer_key(), game.course_shown)


def strip_change(game: CaromGame, old: object, new: object) -> list[pygame.Rect] | None:
    """Where the strip differs between two of its keys (``play.strip_key``), for the chosen card and its die.

    Between two such looks with the same card only the tray and the words can
    differ; between such a look and an empty strip, only what that look draws.
    """
    if not (isinstance(old, tuple) and isinstance(new, tuple)):
        return None
    if old[:1] == new[:1] == ("roll",):
        if old[1] != new[1] or old[4:7] != new[4:7]:
            return None  # another card, or another layout
        if _roll_shown(old) == _roll_shown(new):
            return []  # e.g. the die starts rolling: the strip's tray is empty before and after (the rolling die is drawn over it)
        m = px(4, game.table.scale)  # the words' glyphs may reach a little past their box
        return [pygame.Rect(old[5]).inflate(2 * m, 2 * m), pygame.Rect(old[6]).inflate(2 * m, 2 * m)]
    for a, b in ((old, new), (new, old)):
        if a[:1] == ("roll",) and b == ("nothing",):
            return _roll_areas(a, game.table.scale)
    return None


def _roll_areas(key: tuple[Any, ...], scale: float) -> list[pygame.Rect]:
    """Where a look of the chosen card and its die draws (board.py ``_draw_roll``): the card and its shadow, the tray, the words."""
    m = px(4, scale)
    out = [pygame.Rect(key[5]).inflate(2 * m, 2 * m)]  # the tray, always drawn
    if key[1] is not None:
        reach = card_reach(px(6, scale))
        out.append(pygame.Rect(key[4]).inflate(2 * reach, 2 * reach))
    if _roll_shown(key) is not None:
        out.append(pygame.Rect(key[6]).inflate(2 * m, 2 * m))
    return out


def _roll_shown(key: tuple[object, ...]) -> object:
    """The landed die and the roll's words (the long-stroke note too), as ``draw_strip`` paints them (None: neither)."""
    rolled, die = key[2], key[3]
    return None if rolled is None or (isinstance(die, tuple) and die[:1] == ("rolling",)) else (rolled, die, key[7:])
