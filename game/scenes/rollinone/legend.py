"""One small picture for every caddie card and every golfer of Roll in One, for the rules page.

``CARD_PICTURES`` and ``GOLFER_PICTURES`` map each card's id to a painter
``fn(surface, box, scale)`` that draws its picture inside ``box``: a few
hexes, balls, dice and arrows saying what the card does. The rules page lays
them out (``diagrams.caddie_cards``, ``diagrams.golfers``); the tests check
that every card of the game has one and that each draws.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.render import course_pieces, pieces
from game.render import terrain as terrain_art
from game.rules.course import Terrain
from game.scenes.rollinone.tray import CLUB_COLORS, INK
from game.ui import text
from game.ui.theme import PALETTE, Color

Painter = Callable[[pygame.Surface, pygame.Rect, float], None]
Point = tuple[float, float]

BLUE = pieces.BALL_COLORS[2][1]
RED = pieces.BALL_COLORS[1][1]
LINE: Color = (250, 246, 236)
SHADE: Color = (30, 16, 8)


# --- small pieces -------------------------------------------------------------------------------


def _at(box: pygame.Rect, u: float, v: float) -> Point:
    """A point of ``box`` in fractions of its width and height."""
    return box.x + u * box.w, box.y + v * box.h


def _hex(surface: pygame.Surface, c: Point, r: float, terrain: Terrain = Terrain.ROUGH) -> None:
    """A pointy-top space of the course, ``r`` from its centre to a corner."""
    pts = [(c[0] + r * math.cos(math.radians(60 * k - 30)), c[1] + r * math.sin(math.radians(60 * k - 30))) for k in range(6)]
    pygame.draw.polygon(surface, terrain_art.TERRAIN_COLORS[terrain], pts)
    if terrain == Terrain.TREES:  # a canopy of round crowns, so trees read without their colour
        for dx, dy in ((-0.3, 0.1), (0.25, -0.05), (0.0, -0.35)):
            pygame.draw.circle(surface, (40, 82, 38), (c[0] + dx * r, c[1] + dy * r), r * 0.32)
    elif terrain == Terrain.WATER:
        for dy in (-0.2, 0.2):
            pygame.draw.arc(surface, (200, 230, 250), pygame.Rect(c[0] - r * 0.5, c[1] + dy * r - r * 0.15, r, r * 0.3), 0.2, math.pi - 0.2, max(1, round(r * 0.08)))
    elif terrain == Terrain.FAIRWAY:
        pygame.draw.line(surface, (132, 190, 96), (c[0] - r * 0.5, c[1]), (c[0] + r * 0.5, c[1]), max(1, round(r * 0.25)))
    pygame.draw.polygon(surface, (250, 246, 236), pts, max(1, round(r * 0.07)))


def _row(box: pygame.Rect, n: int, v: float = 0.62) -> tuple[list[Point], float]:
    """``n`` spaces side by side across ``box``: their centres and corner radius."""
    r = min(box.w / (n * 1.8), box.h * 0.3)
    step = r * math.sqrt(3)
    x0 = box.centerx - step * (n - 1) / 2
    return [(x0 + i * step, box.y + box.h * v) for i in range(n)], r


def _ball(surface: pygame.Surface, c: Point, r: float, color: Color = BLUE, label: str = "1", lift: float = 0.0) -> None:
    pieces.draw_ball(surface, (c[0], c[1]), max(3, round(r)), color, label, height=lift)


def _arrow(surface: pygame.Surface, a: Point, b: Point, w: float, color: Color = LINE, lift: float = 0.0) -> None:
    """A straight arrow (or an arc ``lift`` pixels high) from ``a`` to ``b`` with its head at ``b``."""
    pts = [(a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t - math.sin(math.pi * t) * lift) for t in (k / 10 for k in range(11))]
    width = max(2, round(w))
    pygame.draw.lines(surface, SHADE, False, [(x + 1, y + 1) for x, y in pts], width)
    pygame.draw.lines(surface, color, False, pts, width)
    ang = math.atan2(pts[-1][1] - pts[-2][1], pts[-1][0] - pts[-2][0])
    head = w * 3
    tip = pts[-1]
    pygame.draw.polygon(surface, color, [tip, (tip[0] - head * math.cos(ang - 0.5), tip[1] - head * math.sin(ang - 0.5)), (tip[0] - head * math.cos(ang + 0.5), tip[1] - head * math.sin(ang + 0.5))])


def _die(surface: pygame.Surface, c: Point, size: float, face: str, club: str = "wood") -> None:
    pieces.draw_die(surface, c, max(10, round(size)), face, body=CLUB_COLORS[club], pip=INK)


def _cross(surface: pygame.Surface, c: Point, r: float, color: Color = PALETTE.accent) -> None:
    w = max(2, round(r * 0.3))
    pygame.draw.line(surface, color, (c[0] - r, c[1] - r), (c[0] + r, c[1] + r), w)
    pygame.draw.line(surface, color, (c[0] - r, c[1] + r), (c[0] + r, c[1] - r), w)


def _word(surface: pygame.Surface, c: Point, words: str, size: float, color: Color = PALETTE.ink) -> None:
    img = text.render(words, "bold", max(10, round(size)), color)
    surface.blit(img, img.get_rect(center=(round(c[0]), round(c[1]))))


def _token(surface: pygame.Surface, c: Point, r: float) -> None:
    """A penalty token: a red disc with a white cross-bar."""
    pygame.draw.circle(surface, SHADE, (c[0] + 1, c[1] + 2), r)
    pygame.draw.circle(surface, PALETTE.accent, c, r)
    pygame.draw.circle(surface, (250, 246, 236), c, r, max(1, round(r * 0.15)))
    pygame.draw.line(surface, (250, 246, 236), (c[0] - r * 0.5, c[1]), (c[0] + r * 0.5, c[1]), max(2, round(r * 0.3)))


def _card(surface: pygame.Surface, c: Point, w: float) -> None:
    rect = pygame.Rect(0, 0, round(w), round(w * 1.4))
    rect.center = (round(c[0]), round(c[1]))
    pygame.draw.rect(surface, SHADE, rect.move(2, 2), border_radius=max(2, rect.w // 8))
    pygame.draw.rect(surface, (250, 244, 228), rect, border_radius=max(2, rect.w // 8))
    pygame.draw.rect(surface, PALETTE.gold, rect, max(1, rect.w // 12), border_radius=max(2, rect.w // 8))


# --- caddie cards -------------------------------------------------------------------------------


def _fore(surface: pygame.Surface, box: pygame.Rect, scale: float) -> None:
    """The ball, and the shot turned to any of the six ways."""
    c = _at(box, 0.5, 0.55)
    r = min(box.w, box.h) * 0.42
    for k in range(6):
        a = math.radians(60 * k)
        _arrow(surface, (c[0] + math.cos(a) * r * 0.3, c[1] + math.sin(a) * r * 0.3), (c[0] + math.cos(a) * r, c[1] + math.sin(a) * r), r * 0.06, PALETTE.gold if k == 1 else LINE)
    _ball(surface, c, r * 0.22)


def _mulligan(surface: pygame.Surface, box: pygame.Rect, scale: float) -> None:
    """A poor roll picked up and thrown again."""
    s = min(box.w, box.h)
    _die(surface, _at(box, 0.27, 0.62), s * 0.34, "2")
    _arrow(surface, _at(box, 0.4, 0.45), _at(box, 0.64, 0.45), s * 0.04, lift=s * 0.25)
    _die(surface, _at(box, 0.75, 0.62), s * 0.34, "9")


def _follow_through(surface: pygame.Surface, box: pygame.Rect, scale: float) -> None:
    """A number that failed still carries the ball one space on."""
    cs, r = _row(box, 3, 0.7)
    for c in cs:
        _hex(surface, c, r)
    _arrow(surface, cs[0], cs[1], r * 0.12, PALETTE.gold, lift=r * 0.9)
    _ball(surface, cs[1], r * 0.4, lift=r * 0.5)
    _die(surface, _at(box, 0.5, 0.2), r * 1.3, "3")


def _fine_tune(surface: pygame.Surface, box: pygame.Rect, scale: float) -> None:
    """The rolled number made one higher or one lower."""
    s = min(box.w, box.h)
    _die(surface, _at(box, 0.5, 0.55), s * 0.42, "6")
    _word(surface, _at(box, 0.15, 0.55), "-1", s * 0.24)
    _word(surface, _at(box, 0.85, 0.55), "+1", s * 0.24)


def _lay_up(surface: pygame.Surface, box: pygame.Rect, scale: float) -> None:
    """The ball in the air comes straight down where it is."""
    cs, r = _row(box, 1, 0.72)
    _hex(surface, cs[0], r)
    _arrow(surface, (cs[0][0], box.y + box.h * 0.12), (cs[0][0], cs[0][1] - r * 0.55), r * 0.1, PALETTE.gold)
    _ball(surface, cs[0], r * 0.4)


def _tailwind(surface: pygame.Surface, box: pygame.Rect, scale: float) -> None:
    """One space of the roll becomes two, the wind behind it."""
    cs, r = _row(box, 3, 0.72)
    for c in cs:
        _hex(surface, c, r)
    _arrow(surface, cs[0], cs[2], r * 0.12, PALETTE.gold, lift=r * 1.1)
    for k in range(3):
        y = box.y + box.h * (0.12 + 0.1 * k)
        pygame.draw.line(surface, LINE, (box.x + box.w * (0.05 + 0.05 * k), y), (box.x + box.w * (0.3 + 0.05 * k), y), max(2, round(r * 0.08)))
    _ball(surface, cs[0], r * 0.4)


def _backspin(surface: pygame.Surface, box: pygame.Rect, scale: float) -> None:
    """Down on the fairway, and no roll on."""
    cs, r = _row(box, 2, 0.66)
    for c in cs:
        _hex(surface, c, r, Terrain.FAIRWAY)
    _ball(surface, cs[0], r * 0.4)
    pygame.draw.arc(surface, PALETTE.gold, pygame.Rect(cs[0][0] - r * 0.7, cs[0][1] - r * 0.7, r * 1.4, r * 1.4), 0.3, math.pi * 1.2, max(2, round(r * 0.1)))
    _cross(surface, cs[1], r * 0.35)


def _club_swap(surface: pygame.Surface, box: pygame.Rect, scale: float) -> None:
    """One club's die for another, the shot going on."""
    s = min(box.w, box.h)
    _die(surface, _at(box, 0.25, 0.55), s * 0.34, "tri", "iron6")
    _arrow(surface, _at(box, 0.4, 0.4), _at(box, 0.62, 0.4), s * 0.035, lift=s * 0.1)
    _arrow(surface, _at(box, 0.62, 0.72), _at(box, 0.4, 0.72), s * 0.035, lift=-s * 0.1)
    _die(surface, _at(box, 0.76, 0.55), s * 0.34, "dot4", "wood")


def _free_drop(surface: pygame.Surface, box: pygame.Rect, scale: float) -> None:
    """The ball picked up and put on the space next to it, out of the trees."""
    cs, r = _row(box, 2, 0.62)
    _hex(surface, cs[0], r, Terrain.TREES)
    _hex(surface, cs[1], r, Terrain.ROUGH)
    _arrow(surface, cs[0], cs[1], r * 0.1, PALETTE.gold, lift=r * 0.7)
    _ball(surface, cs[1], r * 0.4)


def _gimme(surface: pygame.Surface, box: pygame.Rect, scale: float) -> None:
    """Next to the green: onto it."""
    cs, r = _row(box, 2, 0.68)
    _hex(surface, cs[0], r)
    _hex(surface, cs[1], r, Terrain.GREEN)
    _arrow(surface, cs[0], cs[1], r * 0.1, PALETTE.gold, lift=r * 0.6)
    course_pieces.draw_flag(surface, (cs[1][0] + r * 0.3, cs[1][1] + r * 0.2), r * 0.9, (206, 56, 48))
    _ball(surface, cs[1], r * 0.35)


def _rules_official(surface: pygame.Surface, box: pygame.Rect, scale: float) -> None:
    """A penalty token handed back."""
    s = min(box.w, box.h)
    _token(surface, _at(box, 0.3, 0.55), s * 0.18)
    _arrow(surface, _at(box, 0.45, 0.55), _at(box, 0.82, 0.55), s * 0.04, PALETTE.gold, lift=s * 0.15)
    _word(surface, _at(box, 0.7, 0.85), "-1", s * 0.22)


CARD_PICTURES: dict[str, Painter] = {
    "fore": _fore,
    "mulligan": _mulligan,
    "follow_through": _follow_through,
    "fine_tune": _fine_tune,
    "lay_up": _lay_up,
    "tailwind": _tailwind,
    "backspin": _backspin,
    "club_swap": _club_swap,
    "free_drop": _free_drop,
    "gimme": _gimme,
    "rules_official": _rules_official,
}
"""A picture for every caddie card, by id."""


# --- golfers ------------------------------------------------------------------------------------


def _long_hitter(surface: pygame.Surface, box: pygame.Rect, scale: float) -> None:
    """The first number that moves: two spaces."""
    cs, r = _row(box, 3, 0.72)
    for c in cs:
        _hex(surface, c, r)
    _arrow(surface, cs[0], cs[2], r * 0.12, PALETTE.gold, lift=r * 1.1)
    _die(surface, _at(box, 0.5, 0.2), r * 1.3, "4")
    _ball(surface, cs[0], r * 0.4)


def _beach_bum(surface: pygame.Surface, box: pygame.Rect, scale: float) -> None:
    """Out of the sand with the first roll."""
    cs, r = _row(box, 2, 0.7)
    _hex(surface, cs[0], r, Terrain.SAND)
    _hex(surface, cs[1], r)
    _arrow(surface, cs[0], cs[1], r * 0.12, PALETTE.gold, lift=r * 0.9)
    _ball(surface, cs[0], r * 0.4)


def _lumberjack(surface: pygame.Surface, box: pygame.Rect, scale: float) -> None:
    """A triangle flies on through the trees."""
    cs, r = _row(box, 3, 0.72)
    _hex(surface, cs[0], r)
    _hex(surface, cs[1], r, Terrain.TREES)
    _hex(surface, cs[2], r, Terrain.TREES)
    _arrow(surface, cs[1], cs[2], r * 0.12, PALETTE.gold, lift=r * 0.6)
    _ball(surface, cs[1], r * 0.38, lift=r * 0.5)
    _die(surface, _at(box, 0.5, 0.2), r * 1.3, "tri", "iron6")


def _tie_breaker(surface: pygame.Surface, box: pygame.Rect, scale: float) -> None:
    """An equal number beats the number to beat."""
    s = min(box.w, box.h)
    _die(surface, _at(box, 0.22, 0.55), s * 0.32, "5")
    _word(surface, _at(box, 0.5, 0.55), "=", s * 0.4)
    _die(surface, _at(box, 0.78, 0.55), s * 0.32, "5")


def _straight_shooter(surface: pygame.Surface, box: pygame.Rect, scale: float) -> None:
    """After a curve: either side, or straight on."""
    c = _at(box, 0.22, 0.55)
    r = min(box.w, box.h) * 0.48
    for k, a in enumerate((-60, 0, 60)):
        ang = math.radians(a)
        _arrow(surface, (c[0] + math.cos(ang) * r * 0.3, c[1] + math.sin(ang) * r * 0.3), (c[0] + math.cos(ang) * r, c[1] + math.sin(ang) * r), r * 0.08, PALETTE.gold if k == 1 else LINE)
    _ball(surface, c, r * 0.22)


def _roller(surface: pygame.Surface, box: pygame.Rect, scale: float) -> None:
    """Two spaces of roll on the fairway."""
    cs, r = _row(box, 3, 0.62)
    for c in cs:
        _hex(surface, c, r, Terrain.FAIRWAY)
    _arrow(surface, (cs[0][0], cs[0][1] + r * 0.55), (cs[2][0], cs[2][1] + r * 0.55), r * 0.1, PALETTE.gold)
    _ball(surface, cs[0], r * 0.38)


def _skipper(surface: pygame.Surface, box: pygame.Rect, scale: float) -> None:
    """Off the water and on one space."""
    cs, r = _row(box, 3, 0.7)
    _hex(surface, cs[0], r)
    _hex(surface, cs[1], r, Terrain.WATER)
    _hex(surface, cs[2], r)
    _arrow(surface, cs[0], cs[1], r * 0.1, LINE, lift=r * 0.8)
    _arrow(surface, cs[1], cs[2], r * 0.1, PALETTE.gold, lift=r * 0.4)
    _ball(surface, cs[2], r * 0.38)


def _card_shark(surface: pygame.Surface, box: pygame.Rect, scale: float) -> None:
    """One more caddie card at every deal."""
    s = min(box.w, box.h)
    for k in range(3):
        _card(surface, _at(box, 0.28 + 0.14 * k, 0.55), s * 0.3)
    _word(surface, _at(box, 0.86, 0.3), "+1", s * 0.26, PALETTE.green)


def _deadeye(surface: pygame.Surface, box: pygame.Rect, scale: float) -> None:
    """The Putter's ball put down where it is, when you like."""
    cs, r = _row(box, 1, 0.72)
    _hex(surface, cs[0], r)
    pygame.draw.circle(surface, PALETTE.gold, cs[0], r * 0.7, max(2, round(r * 0.08)))
    pygame.draw.circle(surface, PALETTE.gold, cs[0], r * 0.35, max(2, round(r * 0.08)))
    _ball(surface, cs[0], r * 0.3)
    _die(surface, _at(box, 0.18, 0.25), r * 1.2, "4", "putter")


def _bully(surface: pygame.Surface, box: pygame.Rect, scale: float) -> None:
    """A ball landed on is knocked two spaces."""
    cs, r = _row(box, 3, 0.68)
    for c in cs:
        _hex(surface, c, r)
    _arrow(surface, (cs[0][0], cs[0][1] + r * 0.5), (cs[2][0], cs[2][1] + r * 0.5), r * 0.1, PALETTE.gold)
    _ball(surface, cs[0], r * 0.36)
    _ball(surface, cs[2], r * 0.36, RED, "2")


GOLFER_PICTURES: dict[str, Painter] = {
    "long_hitter": _long_hitter,
    "beach_bum": _beach_bum,
    "lumberjack": _lumberjack,
    "tie_breaker": _tie_breaker,
    "straight_shooter": _straight_shooter,
    "roller": _roller,
    "skipper": _skipper,
    "card_shark": _card_shark,
    "deadeye": _deadeye,
    "bully": _bully,
}
"""A picture for every golfer, by id."""
