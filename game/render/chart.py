"""A small chart of someone's last results, drawn in the look of the game they come from.

One line joins the scores, oldest on the left; where a par is known it lies
under the line as a band (par ± half a stroke, following each game's par), so
a glance says above or below par. Each game draws it on its own ground:

* **Roll in One**: a mown fairway, the par band a strip of green, the points golf balls;
* **Carom Golf**: the printed hex course with its dense-grass rim, the points numbered balls;
* **Eagle's Creek**: the paper sheet with its printed grid, the line drawn in pen ink;
* **Rollecate**: ballast, the line laid as track on sleepers, the points rivets.

Pure drawing: nothing here knows where the results come from (``game.scenes.clubhouse`` hands them over).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.render import pieces, seat_inks, terrain
from game.rules.course import Terrain
from game.ui import text
from game.ui.theme import BASE_SIZES, Color, px

Point = tuple[float, float | None]
"""(score, par or None) of one result, oldest first."""


@dataclass(frozen=True)
class ChartStyle:
    """How one game draws its chart."""

    ground: Color
    rim: Color
    band: Color
    band_edge: Color
    line: Color
    label: Color
    """The numbers at the edge."""


GREEN_GROUND = terrain.TERRAIN_COLORS[Terrain.FAIRWAY]
STYLES: dict[str, ChartStyle] = {
    "rollinone": ChartStyle(GREEN_GROUND, terrain.TERRAIN_COLORS[Terrain.ROUGH], (180, 220, 130), (236, 246, 218), (250, 250, 244), (250, 250, 244)),
    "carom": ChartStyle(terrain.TERRAIN_COLORS[Terrain.FAIRWAY], terrain.TERRAIN_COLORS[Terrain.DENSE_GRASS], terrain.TERRAIN_COLORS[Terrain.SAND], (170, 150, 100), (250, 250, 244), (250, 250, 244)),
    "eagles_creek": ChartStyle((248, 244, 232), (120, 150, 190), (210, 222, 240), (150, 170, 205), seat_inks.INKS[0].color, (60, 70, 110)),
    "rollecate": ChartStyle((150, 140, 126), (110, 78, 50), (176, 166, 150), (120, 112, 100), (92, 94, 102), (250, 242, 224)),
}
"""Each game's look (the colours of its own board, sheet or railway)."""


def style_for(game: str) -> ChartStyle:
    """The look of ``game``'s charts (Roll in One's for a game without one)."""
    return STYLES.get(game, STYLES["rollinone"])


def scale_of(points: Sequence[Point]) -> tuple[float, float]:
    """The lowest and highest value the chart shows: the scores and the par band, with a stroke of room."""
    values = [s for s, _ in points] + [p + d for _, p in points if p is not None for d in (-0.5, 0.5)]
    if not values:
        return 0.0, 1.0
    low, high = min(values), max(values)
    if high - low < 2:
        mid = (low + high) / 2
        low, high = mid - 1, mid + 1
    return low - 0.5, high + 0.5


def positions(rect: pygame.Rect, points: Sequence[Point], slots: int = 20) -> list[tuple[float, float]]:
    """Where each score goes: oldest left, the newest at the right edge; higher scores higher up."""
    if not points:
        return []
    low, high = scale_of(points)
    step = rect.w / max(1, min(slots, max(len(points), 2)) - 1) if len(points) > 1 else 0
    right = rect.right if len(points) > 1 else rect.centerx
    out = []
    for i, (score, _) in enumerate(points):
        x = right - (len(points) - 1 - i) * step
        y = rect.bottom - (score - low) / (high - low) * rect.h
        out.append((x, y))
    return out


def draw(surface: pygame.Surface, rect: pygame.Rect, points: Sequence[Point], game: str, scale: float) -> None:
    """The chart of ``points`` (oldest first, at most 20) in ``game``'s look, inside ``rect``."""
    if rect.w < 20 or rect.h < 16:
        return
    style = style_for(game)
    _ground(surface, rect, game, style, scale)
    pad = max(px(8, scale), rect.h // 8)
    numbers_w = text.size_of("99", "bold", _number_size(rect, scale))[0] + pad // 2
    plot = pygame.Rect(rect.x + pad + numbers_w, rect.y + pad, rect.w - 2 * pad - numbers_w, rect.h - 2 * pad)
    if not points or plot.w < 8 or plot.h < 8:
        return
    low, high = scale_of(points)
    where = positions(plot, points)
    _band(surface, plot, points, where, low, high, style)
    _edge_numbers(surface, rect, plot, low, high, style, scale)
    _line(surface, where, game, style, scale)
    _markers(surface, where, game, style, scale)


def _number_size(rect: pygame.Rect, scale: float) -> int:
    return max(9, min(px(BASE_SIZES["small"] - 4, scale), rect.h // 5))


def _ground(surface: pygame.Surface, rect: pygame.Rect, game: str, style: ChartStyle, scale: float) -> None:
    radius = px(8, scale)
    pygame.draw.rect(surface, style.rim, rect, border_radius=radius)
    inner = rect.inflate(-2 * px(3, scale), -2 * px(3, scale))
    pygame.draw.rect(surface, style.ground, inner, border_radius=max(1, radius - px(2, scale)))
    clip = surface.get_clip()
    surface.set_clip(inner.clip(clip) if clip else inner)
    if game == "rollinone":  # mowing stripes
        stripe = max(4, inner.w // 10)
        for k, x in enumerate(range(inner.x, inner.right, stripe)):
            if k % 2:
                surface.fill(terrain.shade(style.ground, 1.06), pygame.Rect(x, inner.y, stripe, inner.h))
    elif game == "carom":  # the printed hex grid
        r = max(5, inner.h // 5)
        w, h = math.sqrt(3) * r, 1.5 * r
        line = terrain.shade(style.ground, 0.86)
        for row in range(int(inner.h / h) + 2):
            for col in range(int(inner.w / w) + 2):
                cx = inner.x + col * w + (w / 2 if row % 2 else 0)
                cy = inner.y + row * h
                corners = [(cx + r * math.cos(math.radians(60 * k - 30)), cy + r * math.sin(math.radians(60 * k - 30))) for k in range(6)]
                pygame.draw.polygon(surface, line, corners, 1)
    elif game == "eagles_creek":  # the sheet's printed grid
        step = max(6, inner.h // 6)
        for x in range(inner.x + step, inner.right, step):
            pygame.draw.line(surface, style.band, (x, inner.y), (x, inner.bottom), 1)
        for y in range(inner.y + step, inner.bottom, step):
            pygame.draw.line(surface, style.band, (inner.x, y), (inner.right, y), 1)
    elif game == "rollecate":  # ballast
        for k in range(inner.w * inner.h // 60):
            x = inner.x + (k * 7919) % max(1, inner.w)
            y = inner.y + (k * 104729) % max(1, inner.h)
            surface.fill(terrain.shade(style.ground, 0.8 + (k % 5) * 0.09), pygame.Rect(x, y, 2, 2))
    surface.set_clip(clip)


def _band(
    surface: pygame.Surface,
    plot: pygame.Rect,
    points: Sequence[Point],
    where: Sequence[tuple[float, float]],
    low: float,
    high: float,
    style: ChartStyle,
) -> None:
    """Par ± half a stroke behind each result (a step where the par changes)."""

    def y(v: float) -> float:
        return plot.bottom - (v - low) / (high - low) * plot.h

    half = (where[1][0] - where[0][0]) / 2 if len(where) > 1 else plot.w / 2
    for (_, par), (x, _) in zip(points, where):
        if par is None:
            continue
        left, right = max(plot.x, x - half), min(plot.right, x + half)
        top, bottom = y(par + 0.5), y(par - 0.5)
        band = pygame.Rect(round(left), round(top), max(1, round(right - left)), max(1, round(bottom - top)))
        surface.fill(style.band, band)
        pygame.draw.line(surface, style.band_edge, band.topleft, band.topright, 1)
        pygame.draw.line(surface, style.band_edge, band.bottomleft, band.bottomright, 1)


def _edge_numbers(surface: pygame.Surface, rect: pygame.Rect, plot: pygame.Rect, low: float, high: float, style: ChartStyle, scale: float) -> None:
    """The lowest and highest whole score at the left edge, so the line can be read."""
    size = _number_size(rect, scale)
    top, bottom = math.floor(high - 0.5), math.ceil(low + 0.5)
    for value in {top, bottom}:
        img = text.render(f"{value:g}", "bold", size, style.label)
        yy = plot.bottom - (value - low) / (high - low) * plot.h
        surface.blit(img, img.get_rect(midright=(plot.x - px(4, scale), yy)))


def _line(surface: pygame.Surface, where: Sequence[tuple[float, float]], game: str, style: ChartStyle, scale: float) -> None:
    if len(where) < 2:
        return
    width = max(2, px(3, scale))
    if game == "eagles_creek":
        seat_inks.draw_path(surface, where, 0, width)
        return
    if game == "rollecate":  # track: sleepers across, two rails along
        gauge = max(3, px(4, scale))
        for (x0, y0), (x1, y1) in zip(where, where[1:]):
            length = math.dist((x0, y0), (x1, y1)) or 1
            nx, ny = -(y1 - y0) / length * gauge, (x1 - x0) / length * gauge
            for k in range(int(length // max(3, gauge * 1.5)) + 1):
                t = k * max(3, gauge * 1.5) / length
                cx, cy = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
                pygame.draw.line(surface, (120, 78, 44), (cx - nx * 1.5, cy - ny * 1.5), (cx + nx * 1.5, cy + ny * 1.5), max(2, width - 1))
        for side in (-1, 1):
            rail = []
            for i, (x, yy) in enumerate(where):
                a = where[max(0, i - 1)]
                b = where[min(len(where) - 1, i + 1)]
                length = math.dist(a, b) or 1
                rail.append((x - (b[1] - a[1]) / length * gauge * side, yy + (b[0] - a[0]) / length * gauge * side))
            pygame.draw.lines(surface, style.line, False, rail, max(1, width // 2 + 1))
        return
    shadow = [(x + 1, y + 2) for x, y in where]
    pygame.draw.lines(surface, terrain.shade(style.ground, 0.6), False, shadow, width)
    pygame.draw.lines(surface, style.line, False, where, width)


def _markers(surface: pygame.Surface, where: Sequence[tuple[float, float]], game: str, style: ChartStyle, scale: float) -> None:
    r = max(3, px(5, scale))
    for i, (x, y) in enumerate(where):
        newest = i == len(where) - 1
        if game in ("rollinone", "carom"):
            color = (246, 244, 236) if game == "rollinone" else pieces.ball_style(1)[1]
            pieces.draw_ball(surface, (x, y), r + (px(2, scale) if newest else 0), color)
        elif game == "eagles_creek":
            k = r * (1.2 if newest else 0.8)
            pygame.draw.line(surface, style.line, (x - k, y - k), (x + k, y + k), max(2, px(2, scale)))
            pygame.draw.line(surface, style.line, (x - k, y + k), (x + k, y - k), max(2, px(2, scale)))
        else:
            pygame.draw.circle(surface, (178, 64, 44), (x, y), r + (px(2, scale) if newest else 0))
            pygame.draw.circle(surface, (40, 30, 26), (x, y), r + (px(2, scale) if newest else 0), 1)
