"""Drawing the Roll in One table each frame: the hole and its overlays, the balls, the strip, the banner.

Kept apart from the plug-in (``play.py``) so that the plug-in holds the
decisions about input and flow and this module only paints what it reads.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

from game.hexgrid import Hex
from game.render.balls import BallSprite
from game.rules.rollinone.actions import Bump, Curve
from game.rules.rollinone.fits import SETUP_PHASES
from game.scenes.rollinone import board as board_art
from game.scenes.rollinone import panel, reach
from game.scenes.table import outcome_note
from game.ui import text
from game.ui.theme import BASE_SIZES, PALETTE, px, readable

if TYPE_CHECKING:
    from game.scenes.rollinone.play import RollInOneGame


def draw(game: RollInOneGame, surface: pygame.Surface) -> None:
    """The board and everything on it."""
    view = game.view
    st = game.state
    view.draw_board(surface)
    cells, t = game.recent
    if cells and t > 0:
        view.draw_cells(surface, cells, PALETTE.gold, int(90 * t), outline=max(2, px(3, game.scale)))
    idle = not game.busy()
    actor = st.current_player
    human = actor >= 0 and not game.table.is_computer(actor)
    show = idle and actor >= 0 and (game.table.may_act() if human else game.computer_shown)  # a person's aim and odds wait until
    # the last outcome has been read and they hold the screen (never beside a computer's result, nor behind the hand-over)
    if show and st.phase == "design":
        game.design_tool.update_legal(st, game.legal())
        game.design_tool.draw_board(surface, st, view, lift=0.12 if not human else 0.06)
    if show and st.phase == "turn":
        _draw_aim(game, surface, odds=human)
    if show and st.phase in ("curve", "dturn"):
        _draw_curve(game, surface)
    if show and st.phase == "bump":
        targets = [ball.neighbor(a.direction) for a in game.legal() if isinstance(a, Bump) and (ball := st.players[a.player].ball) is not None]
        view.draw_cells(surface, targets, PALETTE.gold, 80, outline=max(2, px(2, game.scale)))
    game.tl.draw_under(surface, view, lambda key: game._style(key)[0])
    sprites = ball_sprites(game)
    if idle and 0 <= st.shooter < st.num_players:
        for sp in sprites:
            if sp.key == st.shooter:
                sp.ring = PALETTE.gold
    view.draw_balls(surface, sprites)
    _draw_to_beat(game, surface)
    boxes = ball_boxes(game, sprites)
    odds = odds_labels(game, list(boxes.values())) if show and st.phase == "turn" and human else []
    _draw_odds_labels(surface, game, odds)
    under = [sp for sp in sprites if boxes[sp.key].collidelist([box for _, box, _ in odds]) >= 0]
    if under:  # a chance with no free place left beside its space: the balls it touches are drawn over it again
        view.draw_balls(surface, under)
    over_board = game.banner is not None and docked_rect(game) is None
    under_turn = game.table.banner is not None
    keep_clear = banner_rect(view.rect, game.banner[0], game.banner[1], game.scale, under_turn) if game.banner and over_board else None
    mark = to_beat_mark(game)
    apart = [box for _, box, _ in odds] + ([mark[0]] if mark is not None else [])  # the last action's labels keep off these
    game.tl.draw_over(surface, view, game.scale, keep_clear, faded=game.table.may_act(), avoid=apart)
    if hover_shown(game):
        view.draw_hover(surface)
    cards = st.phase == "golfer_choose"
    want = view.rect.inflate(-px(40, game.scale), -px(120, game.scale)) if cards else None
    if want != game.bar.cards_rect:
        game.bar.cards_rect = want
        game.bar.layout(game.bar.rect, game.scale)
    game.bar.set(game._bar_options(), game._play)
    game.bar.draw(surface, enabled=game.table.may_act())
    if game.banner is not None and over_board:
        line, detail = game.banner
        banner_draw(surface, view.rect, line, detail, game.scale, under_turn)


def shown_cell(game: RollInOneGame, seat: int) -> Hex | None:
    """The space a seat's ball is shown on or over now (a ball in the air: the space under it; None: not on the board)."""
    b = game.tl.balls.get(seat)
    if b is None or not b.visible:
        return None
    if b.cell is not None:
        return b.cell
    return game.view.layout.pixel_to_hex(*b.pos)


def to_beat_mark(game: RollInOneGame) -> tuple[pygame.Rect, str, int] | None:
    """The mark beside a shot's ball with the number its next roll must beat: (box on screen, words, text size), or None."""
    counter = game.tl.counter
    if counter is None or not counter[1]:
        return None
    seat, number = counter
    b = game.tl.balls.get(seat)
    if b is None or not b.visible:
        return None
    view = game.view
    s = view.cell_size
    x, y = view.to_screen(*b.pos) if b.cell is None else view.hex_center(b.cell)
    lift = b.height * s
    words = f"to beat {number}"
    size = max(px(16, game.scale), int(s * 0.24))
    w, h = text.size_of(words, "bold", size)
    pad = px(5, game.scale)
    box = pygame.Rect(0, 0, w + 2 * pad, h + pad)
    box.midleft = (int(x + s * 0.36), int(y - lift - s * 0.22))
    box.clamp_ip(view.rect)
    return box, words, size


def _draw_to_beat(game: RollInOneGame, surface: pygame.Surface) -> None:
    """A chip beside the ball in flight with the number the next roll must beat, in the look of Carom's impulse bubble."""
    mark = to_beat_mark(game)
    if mark is None:
        return
    box, words, size = mark
    s = game.scale
    radius = box.h // 2
    pygame.draw.rect(surface, (30, 16, 8), box.move(px(2, s), px(2, s)), border_radius=radius)
    pygame.draw.rect(surface, PALETTE.ink, box, border_radius=radius)
    pygame.draw.rect(surface, PALETTE.gold, box, max(1, px(2, s)), border_radius=radius)
    img = text.render(words, "bold", size, PALETTE.cream_text)
    surface.blit(img, img.get_rect(center=box.center))


def draw_overlay(game: RollInOneGame, surface: pygame.Surface) -> None:
    """The message docked in the side panel; what the pointed space is (terrain and its rule, or out of bounds), over everything."""
    dock = docked_rect(game)
    if dock is not None and game.banner is not None:
        outcome_note.draw(surface, [dock], [game.banner], game.scale)
    if hover_shown(game):
        # kept over the board, clear of the choice buttons and the balls: never over the side panel's caddie cards or the dice
        view = game.view
        reach = int(view.cell_size * 0.6)
        cells = [c for seat in game.in_play() if (c := game.ball_of(seat)) is not None]
        balls = [pygame.Rect(int(x) - reach, int(y) - reach, 2 * reach, 2 * reach) for x, y in map(view.hex_center, cells)]
        odds = [box for _, box, _ in odds_labels(game)]  # the chances being weighed stay readable too
        view.draw_tooltip(surface, view.hover_lines(), avoid=[game.bar.rect, *balls, *odds], bounds=game.table.board_area)


def hover_shown(game: RollInOneGame) -> bool:
    """Whether the board says what the pointer is over: once a course board lies on the table (never over the bare
    table of the roll-off), when the pointer has moved over the board since the last action, and nothing moves."""
    view = game.view
    return view.hover is not None and game.pointer_moved and bool(view.course.terrain) and not game.busy() and game.state.phase != "design"


def docked_rect(game: RollInOneGame) -> pygame.Rect | None:
    """Where the message over the board goes while a person decides: the side panel's free room, so it stays
    readable until they act without hiding a space of the hole (None: it stays over the board)."""
    if game.banner is None or not (game.table.may_act() or game.table.banner is not None):
        return None  # over the board while a shot animates, unless the turn banner has the top of the board
    places = outcome_note.place(game.table, [game.banner])
    return places[0] if places else None


def _draw_aim(game: RollInOneGame, surface: pygame.Surface, odds: bool = True) -> None:
    """Six arrows round the ball (the aimed one strong) and, for a person, the chance of stopping at each space ahead
    (the spaces lit here; their numbers go over the balls, see :func:`odds_labels`)."""
    st = game.state
    view = game.view
    ball = st.players[st.actor].ball
    if ball is None:
        return
    for d in range(6):
        if d != game.aim:
            board_art.draw_arrow(surface, view, ball, d, PALETTE.cream_text, length=0.8, strong=False)
    board_art.draw_arrow(surface, view, ball, game.aim, PALETTE.gold)  # under the chances, which must stay readable
    if not odds:  # a computer's swing: the club and the arrow say enough, and no odds are worked out for it
        return
    clip = surface.get_clip()
    surface.set_clip(view.rect)
    for h, p, edge in aim_odds(game):
        view.draw_cells(surface, [h], PALETTE.accent if edge else PALETTE.gold, int(40 + 160 * min(1.0, p * 2.5)))
    surface.set_clip(clip)


def aim_odds(game: RollInOneGame) -> list[tuple[Hex, float, bool]]:
    """The spaces ahead of the aimed ball with the chance the shot stops there (True: beyond the edge, out)."""
    st = game.state
    ball = st.players[st.actor].ball
    layout = st.layout
    if ball is None:
        return []
    dist = reach.distances(game.club, game.lie(), st.golfers_of(st.actor))
    out: list[tuple[Hex, float, bool]] = []
    h = ball
    for k in range(1, min(len(dist), 12)):
        nxt = h.neighbor(game.aim)
        edge = layout is not None and not layout.inside(nxt)
        # a flight that leaves the boards stops at the edge with a penalty: that share shows on the last space
        p = sum(dist[k:]) if edge else dist[k]
        if edge and k == 1:
            break
        h = nxt  # the share that leaves the boards shows on the space beyond the edge, never over the last one's
        if p >= 0.01:
            out.append((h, p, edge))
        if edge:
            break
    return out


def ball_sprites(game: RollInOneGame) -> list[BallSprite]:
    """The balls as drawn now, those sharing a space piled (the tee's side by side)."""
    sprites = game.tl.sprites(game._style)
    layout = game.state.layout
    game.piles.mark(sprites, (layout.tee,) if layout is not None else ())
    return sprites


def ball_boxes(game: RollInOneGame, sprites: list[BallSprite] | None = None) -> dict[Hashable, pygame.Rect]:
    """The box on screen of each ball as drawn (spread or piled on a shared space, lifted in flight), ring included."""
    view = game.view
    sprites = ball_sprites(game) if sprites is None else sprites
    places = view.ball_screen_pos(sprites)
    out: dict[Hashable, pygame.Rect] = {}
    for sp in sprites:
        (x, y), r = places[sp.key]
        reach = r * 1.35 + 1  # the ring round the ball to play
        y -= sp.height * view.cell_size
        out[sp.key] = pygame.Rect(int(x - reach), int(y - reach), int(2 * reach) + 1, int(2 * reach) + 1)
    return out


def odds_labels(game: RollInOneGame, balls: list[pygame.Rect] | None = None) -> list[tuple[str, pygame.Rect, int]]:
    """The odds of the aimed shot as (words, box on screen, text size), each on or beside its space, apart from each
    other and off the balls as drawn (a pile's balls too): a label that would touch a ball or another label tries
    below, above, then to either side of its space; one with no place free of labels gives way (its space stays
    lit, the likeliest placed first); one left touching a ball has the ball drawn over it. Empty unless a person aims now.
    ``balls``: the balls' boxes when the caller has them already (:func:`ball_boxes`)."""
    st = game.state
    if not (st.phase == "turn" and not game.busy() and st.current_player >= 0 and not game.table.is_computer(st.current_player)):
        return []
    view = game.view
    s = view.cell_size
    size = max(readable(game.scale), int(s * 0.3))  # readable from the sofa however far the board is zoomed out
    balls = list(ball_boxes(game).values()) if balls is None else balls
    placed: list[tuple[str, pygame.Rect, int]] = []
    for h, p, edge in sorted(aim_odds(game), key=lambda o: -o[1]):  # the likeliest first: the least likely gives way
        words = f"{p:.0%} out" if edge else f"{p:.0%}"
        w, th = text.size_of(words, "bold", size)
        x, y = view.hex_center(h)
        offsets = [(0.0, s * 0.18), (0.0, s * 0.18 + th * 0.8), (0.0, s * 0.18 - th * 1.6)]
        offsets += [(dx * (w * 0.5 + s * 0.3), dy) for dx in (1, -1) for _, dy in offsets[:2]]
        tries = []
        for dx, dy in offsets:
            box = pygame.Rect(0, 0, w, th)
            box.center = (int(x + dx), int(y + dy))
            tries.append(box.clamp(view.rect.inflate(-4, -4)))  # "6% out" beyond the bottom edge stays in sight
        taken = [b for _, b, _ in placed]
        free = [b for b in tries if b.collidelist(taken) < 0]
        best = next((b for b in free if b.collidelist(balls) < 0), free[0] if free else None)
        if best is not None:
            placed.append((words, best, size))
    return placed


def _draw_odds_labels(surface: pygame.Surface, game: RollInOneGame, labels: list[tuple[str, pygame.Rect, int]]) -> None:
    clip = surface.get_clip()
    surface.set_clip(game.view.rect)
    for words, box, size in labels:
        surface.blit(text.render(words, "bold", size, PALETTE.cream_text), box.move(1, 1))
        surface.blit(text.render(words, "bold", size, PALETTE.ink), box)
    surface.set_clip(clip)


def _draw_curve(game: RollInOneGame, surface: pygame.Surface) -> None:
    """The spaces a curve may take, the one in focus brighter."""
    st = game.state
    f = st.flight
    if f is None:
        return
    dirs = [a.direction for a in game.legal() if isinstance(a, Curve)]
    cells = [f.cell.neighbor(d) for d in dirs]
    game.view.draw_cells(surface, cells, PALETTE.gold, 70, outline=max(2, px(2, game.scale)))
    if game.curve_pick in dirs:
        game.view.draw_cells(surface, [f.cell.neighbor(game.curve_pick)], PALETTE.cream_text, 130, outline=max(2, px(3, game.scale)))
        board_art.draw_arrow(surface, game.view, f.cell, game.curve_pick, PALETTE.gold)


def draw_strip(game: RollInOneGame, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The designer's tray of boards, or the club dice and the throw."""
    st = game.state
    s = game.scale
    area = game.strip_rect if getattr(game, "strip_rect", None) else rect
    human = st.current_player >= 0 and not game.table.is_computer(st.current_player)
    if st.phase == "design":
        left = pygame.Rect(area.x, area.y, int(area.w * 0.7), area.h)
        game.design_tool.update_legal(st, game.legal())
        game.design_tool.draw_tray(surface, st, left, s, human)
        info = pygame.Rect(left.right + px(12, s), area.y, area.right - left.right - px(12, s), area.h)
        line, note = panel.design_words(st)
        hsize = text.fit_size(line, "heading", px(28, s), info.w, readable(s))
        y = surface.blit(text.render(text.shorten(line, "heading", hsize, info.w), "heading", hsize, PALETTE.ink), info.topleft).bottom
        nsize = max(readable(s), px(BASE_SIZES["small"] - 2, s))
        step = text.font("body", nsize).get_linesize()
        for wline in text.wrap(note, "body", nsize, info.w):
            if y + step > area.bottom + step // 4:
                break
            surface.blit(text.render(wline, "body", nsize, PALETTE.ink_soft), (info.x, y))
            y += step
        return
    choosing = st.phase == "turn" and (game.table.may_act() if human else game.computer_shown) and not game.busy()
    golfers = st.golfers_of(st.actor) if 0 <= st.actor < st.num_players else frozenset()
    game.tray.draw(surface, chosen=game.club if choosing else game.tray.club, pointed=game.pointed if human and st.phase == "turn" else None, enabled=choosing, lie=game.lie(), golfers=golfers, odds=human and choosing, setting_up=st.phase in SETUP_PHASES)


def ball_point(game: RollInOneGame, h: Hex) -> tuple[float, float]:
    """Screen centre of a space (tests check the ball is drawn there)."""
    return game.view.hex_center(h)


def _banner_parts(
    rect: pygame.Rect, line: str, detail: str, scale: float, under_turn: bool = False
) -> tuple[pygame.Rect, pygame.Surface, pygame.Surface | None]:
    """The paper strip's box and its two lines, the box tall enough for the text size chosen in the settings.

    It lies at the top of the board, in the band the course is fitted below (``view.top_room``), where the table's
    turn banner also slides in: while that shows, the strip waits in the side panel (:func:`docked_rect`), or,
    where the panel has no room, goes under the turn banner (``under_turn``)."""
    s = scale
    w = min(rect.w - px(40, s), px(760, s))
    img = text.render(line, "heading", text.fit_size(line, "heading", px(28, s), w - px(24, s)), PALETTE.ink)
    dimg = text.render(detail, "body", text.fit_size(detail, "body", px(17, s), w - px(24, s)), PALETTE.ink_soft) if detail else None
    inner = img.get_height() + (dimg.get_height() - dimg.get_height() // 6 if dimg is not None else 0)
    box = pygame.Rect(0, 0, w, max(px(70 if detail else 46, s), inner + px(12, s)))
    box.midtop = (rect.centerx, rect.y + px(66 if under_turn else 8, s))
    return box, img, dimg


def banner_rect(rect: pygame.Rect, line: str, detail: str, scale: float, under_turn: bool = False) -> pygame.Rect:
    """Where the paper strip of :func:`banner_draw` lies on a board drawn in ``rect``."""
    return _banner_parts(rect, line, detail, scale, under_turn)[0]


def banner_draw(surface: pygame.Surface, rect: pygame.Rect, line: str, detail: str, scale: float, under_turn: bool = False) -> None:
    """A paper strip across the top of the board with a message."""
    from game.render import drawing

    s = scale
    box, img, dimg = _banner_parts(rect, line, detail, s, under_turn)
    drawing.card(surface, box, radius=px(12, s), lift=px(6, s), border=PALETTE.gold, border_width=px(2, s))
    top = box.y + px(6, s)
    surface.blit(img, img.get_rect(midtop=(box.centerx, top)))
    if dimg is not None:
        surface.blit(dimg, dimg.get_rect(midtop=(box.centerx, max(box.y + px(42, s), top + img.get_height() - dimg.get_height() // 6))))
