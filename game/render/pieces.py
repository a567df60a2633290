"""Game pieces drawn in code: dice with weight and shadow, balls with a number.

Every piece is rendered once per (kind, size, colour) into a cached surface;
animations rotate and scale those surfaces instead of redrawing.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

import pygame

from game.ui import text
from game.ui.theme import Color

PIP_LAYOUT: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}

BALL_COLORS: tuple[tuple[str, Color], ...] = (
    # the first six are the first six seats' colours: tuned so that every two stay at least ~27 apart
    # (CIE76) for protanopia, deuteranopia and tritanopia too (tests/test_colour_vision.py)
    ("white", (246, 244, 236)),
    ("red", (198, 42, 28)),
    ("blue", (64, 98, 228)),
    ("yellow", (240, 196, 52)),
    ("green", (58, 168, 94)),
    ("purple", (126, 62, 152)),
    ("orange", (236, 128, 40)),
    ("teal", (34, 150, 150)),
    ("pink", (232, 120, 170)),
    ("brown", (140, 92, 52)),
    ("black", (44, 44, 48)),
    ("grey", (150, 152, 158)),
)
"""Ball colours; each ball also shows its seat number, so colour is never the only clue."""

SEAT_COLORS = 6
"""Seats up to this many have colours of their own; the next six take the same colours with a band."""


def _shade(color: Color, f: float) -> Color:
    return tuple(max(0, min(255, int(c * f))) for c in color)  # type: ignore[return-value]  # as many channels as given (three for a Color); mypy cannot count a generator


def _lighten(color: Color, f: float) -> Color:
    return tuple(int(c + (255 - c) * f) for c in color)  # type: ignore[return-value]  # as many channels as given (three for a Color); mypy cannot count a generator


def _ink_for(color: Color) -> Color:
    luminance = 0.299 * color[0] + 0.587 * color[1] + 0.114 * color[2]
    return (30, 24, 20) if luminance > 150 else (250, 246, 236)


FACE_PAINTERS: dict[str, Callable[[pygame.Surface, pygame.Rect, Color], None]] = {}
"""Pictures for named die faces, ``painter(surface, face_rect, ink)``: a game registers its symbols
(Rollecate's locomotive) with :func:`register_face` before drawing; other names are printed as text."""


def register_face(name: str, painter: Callable[[pygame.Surface, pygame.Rect, Color], None]) -> None:
    """Draw die faces called ``name`` with ``painter`` instead of printing the name."""
    if FACE_PAINTERS.get(name) is not painter:
        FACE_PAINTERS[name] = painter
        die_face.cache_clear()


@lru_cache(maxsize=256)
def die_face(size: int, face: int | str, body: Color = (250, 246, 236), pip: Color = (40, 30, 26)) -> pygame.Surface:
    """One die face seen from above: a bevelled rounded square with pips (1–6) or a label (any other face)."""
    s = max(8, size)
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    radius = s // 5
    # body: a darker rim, then lighter layers toward the top-left, like a lit cube edge
    pygame.draw.rect(surf, _shade(body, 0.72), surf.get_rect(), border_radius=radius)
    inner = surf.get_rect().inflate(-max(2, s // 14), -max(2, s // 14))
    inner.move_ip(-max(1, s // 40), -max(1, s // 40))
    pygame.draw.rect(surf, _shade(body, 0.92), inner, border_radius=radius)
    top = inner.inflate(-max(2, s // 12), -max(2, s // 12))
    pygame.draw.rect(surf, body, top, border_radius=radius)
    gloss = pygame.Surface(top.size, pygame.SRCALPHA)
    pygame.draw.ellipse(gloss, (255, 255, 255, 70), pygame.Rect(0, 0, top.w * 0.7, top.h * 0.45))
    surf.blit(gloss, top.topleft)
    if isinstance(face, int) and face in PIP_LAYOUT:
        r = max(2, s // 11)
        for fx, fy in PIP_LAYOUT[face]:
            cx, cy = top.x + fx * top.w, top.y + fy * top.h
            pygame.draw.circle(surf, _lighten(pip, 0.25), (cx + 1, cy + 1), r)
            pygame.draw.circle(surf, pip, (cx, cy), r)
    elif isinstance(face, str) and face in FACE_PAINTERS:
        FACE_PAINTERS[face](surf, top, pip)
    else:
        label = str(face)
        fsize = text.fit_size(label, "bold", int(s * 0.55), int(top.w * 0.86))
        img = text.render(label, "bold", fsize, pip)
        surf.blit(img, img.get_rect(center=top.center))
    return surf


SYMBOL_FACES = frozenset({"tri", "curve", "dcurve", "dot1", "dot2", "dot3", "dot4", "dot5"})
"""Face codes drawn as symbols rather than text: a triangle, dots, a curve and a dotted curve (Roll in One's clubs)."""


def draw_symbol(surf: pygame.Surface, box: pygame.Rect, face: str, ink: Color) -> None:
    """A symbol face inside ``box``: triangle, 1-5 dots, a curved arrow, or a dotted curved arrow."""
    w, h = box.w, box.h
    cx, cy = box.center
    line = max(2, w // 12)
    if face == "tri":
        pts = [(cx, box.y + h * 0.2), (box.x + w * 0.8, box.y + h * 0.76), (box.x + w * 0.2, box.y + h * 0.76)]
        pygame.draw.polygon(surf, ink, pts)
        return
    if face.startswith("dot"):
        r = max(2, w // 10)
        for fx, fy in PIP_LAYOUT[int(face[3:])]:
            pygame.draw.circle(surf, ink, (box.x + fx * w, box.y + fy * h), r)
        return
    # a quarter arc from the bottom bending right, ending in an arrow head
    rad = w * 0.42
    ox, oy = box.x + w * 0.78, box.y + h * 0.82
    pts = [(ox - rad * math.cos(a), oy - rad * math.sin(a)) for a in (math.pi * 0.5 * k / 12 for k in range(13))]
    if face == "curve":
        pygame.draw.lines(surf, ink, False, pts, line)
    else:
        for x, y in pts[::2]:
            pygame.draw.circle(surf, ink, (x, y), max(2, line * 0.75))
    tip = pts[-1]
    head = w * 0.16
    pygame.draw.polygon(surf, ink, [(tip[0] + head, tip[1]), (tip[0] - head * 0.3, tip[1] - head * 0.8), (tip[0] - head * 0.3, tip[1] + head * 0.8)])


def _symbol_painter(face: str) -> Callable[[pygame.Surface, pygame.Rect, Color], None]:
    return lambda surf, box, ink: draw_symbol(surf, box, face, ink)


for _name in SYMBOL_FACES:  # Roll in One's club symbols are painters like any game's faces
    FACE_PAINTERS[_name] = _symbol_painter(_name)


def draw_die(
    surface: pygame.Surface,
    center: tuple[float, float],
    size: int,
    face: int | str,
    *,
    angle: float = 0.0,
    height: float = 0.0,
    body: Color = (250, 246, 236),
    pip: Color = (40, 30, 26),
) -> pygame.Rect:
    """A die at ``center`` turned by ``angle`` degrees, ``height`` pixels above the table (its shadow stays down)."""
    img = die_face(size, face, body, pip)
    if angle:
        img = pygame.transform.rotozoom(img, angle, 1.0)
    cx, cy = center
    spread = 1.0 + height / max(1, size) * 0.5
    shadow = _shadow_ellipse(int(size * 1.05 * spread), int(size * 0.5 * spread), int(110 / spread))
    surface.blit(shadow, shadow.get_rect(center=(cx + size * 0.12 + height * 0.3, cy + size * 0.42 + height * 0.2)))
    rect = img.get_rect(center=(cx, cy - height))
    surface.blit(img, rect)
    return rect


@lru_cache(maxsize=64)
def _shadow_ellipse(w: int, h: int, alpha: int) -> pygame.Surface:
    small = pygame.Surface((max(2, w // 2), max(2, h // 2)), pygame.SRCALPHA)
    pygame.draw.ellipse(small, (20, 10, 4, alpha), small.get_rect())
    return pygame.transform.smoothscale(small, (max(2, w), max(2, h)))


@lru_cache(maxsize=256)
def ball_image(radius: int, color: Color, label: str = "", stripe: bool = False) -> pygame.Surface:
    """A shaded ball with its number on a white spot (and a band when ``stripe``)."""
    r = max(3, radius)
    d = r * 2
    surf = pygame.Surface((d, d), pygame.SRCALPHA)
    steps = max(6, r // 2)
    for i in range(steps):  # radial shading, light from the top-left
        f = i / steps
        shade = _shade(color, 0.62 + 0.45 * f) if f < 0.7 else _lighten(color, (f - 0.7) * 0.9)
        rr = r * (1 - f * 0.85)
        off = f * r * 0.32
        pygame.draw.circle(surf, shade, (r - off, r - off), max(1, rr))
    if stripe:
        band = pygame.Surface((d, d), pygame.SRCALPHA)
        pygame.draw.rect(band, (250, 248, 240, 255), pygame.Rect(0, 0, d, int(r * 0.55)))
        pygame.draw.rect(band, (250, 248, 240, 255), pygame.Rect(0, d - int(r * 0.55), d, int(r * 0.55)))
        mask = pygame.Surface((d, d), pygame.SRCALPHA)
        pygame.draw.circle(mask, (255, 255, 255, 255), (r, r), r)
        band.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(band, (0, 0))
    if label:
        spot = max(3, int(r * 0.52))
        pygame.draw.circle(surf, (250, 248, 240), (r, r), spot)
        fsize = text.fit_size(label, "bold", int(spot * 1.5), int(spot * 1.7))
        img = text.render(label, "bold", fsize, (30, 24, 20))
        surf.blit(img, img.get_rect(center=(r, r + 1)))
    pygame.draw.circle(surf, _shade(color, 0.45), (r, r), r, max(1, r // 10))
    gloss = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.ellipse(gloss, (255, 255, 255, 120), pygame.Rect(r * 0.45, r * 0.32, r * 0.55, r * 0.38))
    surf.blit(gloss, (0, 0))
    return surf


def draw_ball(
    surface: pygame.Surface,
    center: tuple[float, float],
    radius: int,
    color: Color,
    label: str = "",
    *,
    height: float = 0.0,
    stripe: bool = False,
) -> None:
    """A ball ``height`` pixels above ``center``, with its shadow on the ground at ``center``."""
    cx, cy = center
    spread = 1.0 + height / max(1, radius) * 0.15
    shadow = _shadow_ellipse(int(radius * 2.1 / spread), int(radius * 0.9 / spread), int(130 / spread))
    surface.blit(shadow, shadow.get_rect(center=(cx + radius * 0.25, cy + radius * 0.55)))
    img = ball_image(radius, color, label, stripe)
    surface.blit(img, img.get_rect(center=(cx, cy - height)))


def ink_for(color: Color) -> Color:
    """Dark or light ink, whichever reads better on ``color``."""
    return _ink_for(color)


BALL_STYLE_COUNT = len(BALL_COLORS) * 2
"""Ball looks a player can pick: every colour plain, then every colour with a white band."""


def ball_style(index: int) -> tuple[str, Color, bool]:
    """(name, colour, striped) of ball look ``index`` (0..BALL_STYLE_COUNT-1); the ball also shows its player's number.

    Looks 0-5 are the six seat colours, 6-11 the same colours with a band (so the
    default seats 7-12 differ from 1-6 by pattern, whatever the colour vision),
    then the other colours plain and banded.
    """
    index %= BALL_STYLE_COUNT
    block, i = divmod(index, SEAT_COLORS)  # blocks: seat colours, seat colours banded, others, others banded
    name, color = BALL_COLORS[(block // 2) * SEAT_COLORS + i]
    striped = block % 2 == 1
    return (f"{name} band" if striped else name), color, striped
