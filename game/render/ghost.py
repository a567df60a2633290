"""The hint's ghost on a board: pale, dashed shapes with a dark casing and a "hint" tag, so a suggested move
never looks like a real piece or a real choice (and is told apart by its dashes and tag, not by colour alone)."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.ui import text
from game.ui.theme import BASE_SIZES, PALETTE, px

Point = tuple[float, float]

GHOST = (250, 246, 236)
"""The ghost's pale ink."""
CASING = (30, 16, 8)
"""The dark edge under it, so it shows on light and dark ground alike."""


def dashed_line(surface: pygame.Surface, a: Point, b: Point, width: int, dash: float, color: tuple[int, int, int] = GHOST) -> None:
    """A dashed line from ``a`` to ``b`` with a dark casing."""
    length = math.dist(a, b)
    if length < 1:
        return
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    t = 0.0
    while t < length:
        e = min(length, t + dash)
        p, q = (a[0] + ux * t, a[1] + uy * t), (a[0] + ux * e, a[1] + uy * e)
        pygame.draw.line(surface, CASING, p, q, width + 4)
        t += dash * 1.8
    t = 0.0
    while t < length:
        e = min(length, t + dash)
        p, q = (a[0] + ux * t, a[1] + uy * t), (a[0] + ux * e, a[1] + uy * e)
        pygame.draw.line(surface, color, p, q, width)
        t += dash * 1.8


def arrow(surface: pygame.Surface, a: Point, b: Point, scale: float, width: int | None = None) -> None:
    """A dashed ghost arrow from ``a`` to its head at ``b``."""
    w = width or max(3, px(4, scale))
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    size = max(8, px(16, scale))
    back = (b[0] - math.cos(ang) * size * 0.8, b[1] - math.sin(ang) * size * 0.8)
    dashed_line(surface, a, back, w, max(6, px(12, scale)))
    head = [
        (b[0], b[1]),
        (b[0] + math.cos(ang + 2.5) * size, b[1] + math.sin(ang + 2.5) * size),
        (b[0] + math.cos(ang - 2.5) * size, b[1] + math.sin(ang - 2.5) * size),
    ]
    pygame.draw.polygon(surface, GHOST, head)
    pygame.draw.polygon(surface, CASING, head, max(2, w // 2))


def path(surface: pygame.Surface, points: Sequence[Point], scale: float) -> None:
    """A dashed ghost line through ``points``, with an arrow head at the end."""
    if len(points) < 2:
        return
    for a, b in zip(points[:-2], points[1:-1]):
        dashed_line(surface, a, b, max(3, px(4, scale)), max(5, px(9, scale)))
    arrow(surface, points[-2], points[-1], scale)


def outline(surface: pygame.Surface, polygon: Sequence[Point], scale: float) -> None:
    """A dashed ghost outline round a shape (a cell, a card's place)."""
    pts = list(polygon)
    for a, b in zip(pts, pts[1:] + pts[:1]):
        dashed_line(surface, a, b, max(2, px(3, scale)), max(4, px(7, scale)))


def veil(surface: pygame.Surface, polygon: Sequence[Point], alpha: int = 90) -> None:
    """A pale wash over a shape."""
    xs, ys = [p[0] for p in polygon], [p[1] for p in polygon]
    box = pygame.Rect(int(min(xs)) - 1, int(min(ys)) - 1, int(max(xs) - min(xs)) + 3, int(max(ys) - min(ys)) + 3)
    box = box.clip(surface.get_clip() or surface.get_rect())
    if box.w <= 0 or box.h <= 0:
        return
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.polygon(layer, (*GHOST, alpha), [(x - box.x, y - box.y) for x, y in polygon])
    surface.blit(layer, box.topleft)


def tag_size(words: str, scale: float, small: float = 1.0) -> tuple[int, int]:
    """The size of :func:`tag`'s label for ``words`` (its casing not counted); ``small`` shrinks it."""
    w, h = text.size_of(words, "bold", px(BASE_SIZES["small"] * small, scale))
    return w + px(12 * small, scale), h + px(6 * small, scale)


def tag(surface: pygame.Surface, at: Point, words: str, scale: float, small: float = 1.0) -> pygame.Rect:
    """A small "hint" label centred on ``at`` (returns where it went); ``small`` shrinks it."""
    size = px(BASE_SIZES["small"] * small, scale)
    img = text.render(words, "bold", size, PALETTE.ink)
    r = pygame.Rect((0, 0), tag_size(words, scale, small))
    r.center = (int(at[0]), int(at[1]))
    pygame.draw.rect(surface, CASING, r.inflate(4, 4), border_radius=px(8, scale))
    pygame.draw.rect(surface, GHOST, r, border_radius=px(8, scale))
    surface.blit(img, img.get_rect(center=r.center))
    return r


def tag_beyond(surface: pygame.Surface, tip: Point, toward: Point, words: str, scale: float) -> pygame.Rect:
    """A tag just past ``tip``, on the side away from ``toward`` (so it never sits on the arrow it names)."""
    size = px(BASE_SIZES["small"], scale)
    w, h = text.size_of(words, "bold", size)
    w, h = w + px(12, scale), h + px(6, scale)
    dx, dy = tip[0] - toward[0], tip[1] - toward[1]
    n = math.hypot(dx, dy) or 1.0
    ux, uy = dx / n, dy / n
    reach = abs(ux) * w / 2 + abs(uy) * h / 2 + px(8, scale)  # half the tag's extent along the arrow, and a gap
    return tag(surface, (tip[0] + ux * reach, tip[1] + uy * reach), words, scale)


def box(surface: pygame.Surface, rect: pygame.Rect, scale: float, words: str = "hint", avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """A dashed ghost frame round a rectangle (a card in a hand, a club button), tagged where the tag covers none of
    ``avoid`` (words to be read: the strip's instruction, the button's own words and its neighbours'); returns where
    the tag went."""
    r = rect.inflate(px(8, scale), px(8, scale))
    outline(surface, [r.topleft, r.topright, r.bottomright, r.bottomleft], scale)
    for small in (1.0, 0.8, 0.65):  # a smaller tag where the full one finds no free place
        size = tag_size(words, scale, small)
        spot = box_tag_spot(r, size, surface.get_rect(), avoid)
        if box_tag_cover(spot, size, surface.get_rect(), avoid) == 0:
            break
    return tag(surface, spot, words, scale, small)


def box_tag_spot(frame: pygame.Rect, size: tuple[int, int], bounds: pygame.Rect, avoid: Sequence[pygame.Rect]) -> Point:
    """Where a box's tag of ``size`` goes: the middle of the frame's top edge, else a tab on one of its corners (where
    a button's words seldom reach), else the middle of its bottom edge, else just beside the frame or inside its top or
    bottom, the first inside ``bounds`` and clear of ``avoid``; when none is, the one covering least."""
    w, h = size
    gap = 3
    spots = [
        (frame.centerx, frame.top),
        (frame.right, frame.top),
        (frame.left, frame.top),
        (frame.right, frame.bottom),
        (frame.left, frame.bottom),
        (frame.centerx, frame.bottom),
        (frame.right + gap + w // 2, frame.centery),
        (frame.left - gap - w // 2, frame.centery),
        (frame.centerx, frame.top - gap - h // 2),
        (frame.centerx, frame.bottom + gap + h // 2),
        (frame.centerx, frame.top + h // 2 + 2),
        (frame.centerx, frame.bottom - h // 2 - 2),
    ]

    return min(spots, key=lambda spot: box_tag_cover(spot, size, bounds, avoid))  # (the first of equals: the top edge)


def box_tag_cover(spot: Point, size: tuple[int, int], bounds: pygame.Rect, avoid: Sequence[pygame.Rect]) -> int:
    """How many pixels a tag of ``size`` at ``spot`` (with its casing) hides of ``avoid``, or puts outside ``bounds``."""
    r = pygame.Rect(0, 0, size[0] + 4, size[1] + 4)
    r.center = (int(spot[0]), int(spot[1]))
    hidden = sum(c.w * c.h for c in (r.clip(a) for a in avoid))
    outside = r.w * r.h - r.clip(bounds).w * r.clip(bounds).h
    return hidden + outside


def around(points: Sequence[Point], scale: float) -> pygame.Rect:
    """The rectangle a ghost through ``points`` covers (with its casing and arrow head)."""
    m = px(18, scale)
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return pygame.Rect(int(min(xs)) - m, int(min(ys)) - m, int(max(xs) - min(xs)) + 2 * m, int(max(ys) - min(ys)) + 2 * m)
