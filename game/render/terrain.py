"""Printed terrain: textured hex tiles for every terrain value, at any zoom.

Each terrain has a few texture variants painted once at a reference size
(features sized for a hex about :data:`REF` pixels across). A tile at the
current zoom is the variant scaled to the cell's size and cut to the cell's
exact Tiled outline, so the board stays sharp at every window size while a
zoom change costs only a few scaled blits.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from functools import lru_cache

import pygame

from game.rules.course import Terrain
from game.ui.theme import LOOK, Color

REF = 160
"""Reference hex size (pixels) the textures are painted for."""
VARIANTS = 4
"""Texture variants per terrain, picked per cell so the board does not look tiled."""

TERRAIN_COLORS: dict[Terrain, Color] = {
    Terrain.FAIRWAY: (112, 170, 78),
    Terrain.ROUGH: (76, 128, 56),
    Terrain.SAND: (226, 204, 146),
    Terrain.TREES: (58, 104, 52),
    Terrain.WATER: (66, 130, 188),
    Terrain.GREEN: (138, 196, 96),
    Terrain.TEE: (124, 178, 86),
    Terrain.DENSE_GRASS: (46, 88, 42),
    Terrain.PUDDLE: (150, 196, 214),
    Terrain.ICE: (222, 238, 246),
}
"""Base colour of each terrain (the same palette as the Tiled tilesets in levels/tilesets)."""


def shade(c: Color, f: float) -> Color:
    """``c`` darkened (f < 1) or brightened (f > 1)."""
    return tuple(max(0, min(255, int(v * f))) for v in c)  # type: ignore[return-value]  # as many channels as given (three for a Color); mypy cannot count a generator


def mix(a: Color, b: Color, t: float) -> Color:
    """Linear blend from ``a`` (t=0) to ``b`` (t=1)."""
    return tuple(int(x + (y - x) * t) for x, y in zip(a, b))  # type: ignore[return-value]  # as many channels as given (three for a Color); mypy cannot count a generator


def _speckle(surf: pygame.Surface, base: Color, rng: random.Random, n: int, spread: float = 0.1) -> None:
    w, h = surf.get_size()
    for _ in range(n):
        x, y = rng.randrange(w), rng.randrange(h)
        surf.fill(shade(base, rng.uniform(1 - spread, 1 + spread)), (x, y, 3, 3))


def _paint(terrain: Terrain, variant: int) -> pygame.Surface:
    """One texture variant (opaque, REF×REF, painted once)."""
    rng = random.Random(f"{terrain.value}:{variant}")
    w = h = REF
    base = TERRAIN_COLORS[terrain]
    surf = pygame.Surface((w, h))
    surf.fill(base)
    _speckle(surf, base, rng, w * h // 40)
    if terrain in (Terrain.FAIRWAY, Terrain.TEE, Terrain.GREEN):
        stripe_w = w // 6 if terrain != Terrain.GREEN else w // 4
        for i in range(-1, 8):  # mowing stripes
            band = pygame.Surface((stripe_w, h), pygame.SRCALPHA)
            band.fill((255, 255, 255, 16 if terrain != Terrain.GREEN else 12))
            surf.blit(band, (i * stripe_w * 2 + variant * 7, 0))
    if terrain in (Terrain.ROUGH, Terrain.DENSE_GRASS):
        dense = terrain == Terrain.DENSE_GRASS
        for _ in range(120 if dense else 45):  # grass tufts
            x, y = rng.uniform(0, w), rng.uniform(0, h)
            dark = shade(base, rng.uniform(0.55, 0.72))
            light = shade(base, rng.uniform(1.15, 1.35))
            for k in (-1, 0, 1):
                pygame.draw.line(surf, dark, (x, y), (x + k * 4, y - 11), 2)
            pygame.draw.line(surf, light, (x + 1, y - 1), (x + 2, y - 8), 1)
    elif terrain == Terrain.SAND:
        for _ in range(260):
            pygame.draw.circle(surf, shade(base, rng.uniform(0.82, 0.96)), (rng.uniform(0, w), rng.uniform(0, h)), 1.2)
        for k in range(5):  # raked ridges
            y0 = h * (0.1 + 0.2 * k) + variant * 3
            pts = [(x, y0 + math.sin((x + variant * 20) / w * 7) * h * 0.025) for x in range(0, w + 1, 4)]
            pygame.draw.lines(surf, shade(base, 0.88), False, pts, 2)
            pygame.draw.lines(surf, shade(base, 1.05), False, [(x, y + 2) for x, y in pts], 1)
    elif terrain == Terrain.TREES:
        for _ in range(7):  # canopies with a lit side
            cx, cy, r = rng.uniform(w * 0.1, w * 0.9), rng.uniform(h * 0.1, h * 0.9), rng.uniform(w * 0.12, w * 0.2)
            pygame.draw.circle(surf, shade(base, 0.55), (cx + r * 0.2, cy + r * 0.25), r)
            pygame.draw.circle(surf, shade(base, 1.05), (cx, cy), r)
            pygame.draw.circle(surf, shade(base, 1.3), (cx - r * 0.3, cy - r * 0.3), r * 0.45)
    elif terrain == Terrain.WATER:
        for y in range(0, h, 4):  # deeper toward the bottom of each texture band
            surf.fill(shade(base, 0.86 + 0.1 * math.sin(y / h * math.pi)), (0, y, w, 4), special_flags=0)
        _speckle(surf, base, rng, w * h // 60, 0.06)
        for k in range(7):  # ripples
            y0 = h * (0.08 + 0.13 * k) + rng.uniform(-4, 4)
            x0 = rng.uniform(0, w * 0.5)
            pts = [(x, y0 + math.sin(x / w * 16) * 2.5) for x in range(int(x0), int(x0 + w * 0.4), 3)]
            if len(pts) > 1:
                pygame.draw.lines(surf, shade(base, 1.3), False, pts, 2)
    elif terrain == Terrain.PUDDLE:
        # shallow water: thin blue plastic laid on grass, so the mowing stripes show through
        grass = TERRAIN_COLORS[Terrain.FAIRWAY]
        surf.fill(mix(grass, base, 0.7))
        for i in range(-1, 8):
            band = pygame.Surface((w // 6, h), pygame.SRCALPHA)
            band.fill((255, 255, 255, 12))
            surf.blit(band, (i * w // 3 + variant * 7, 0))
        for k in range(4):
            y0 = h * (0.2 + 0.2 * k) + rng.uniform(-4, 4)
            x0 = rng.uniform(0, w * 0.4)
            pts = [(x, y0 + math.sin(x / w * 12) * 2) for x in range(int(x0), int(x0 + w * 0.5), 3)]
            if len(pts) > 1:
                pygame.draw.lines(surf, shade(base, 1.18), False, pts, 2)
        gloss = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.ellipse(gloss, (255, 255, 255, 50), pygame.Rect(w * 0.15, h * 0.12, w * 0.45, h * 0.22))
        surf.blit(gloss, (0, 0))
    elif terrain == Terrain.ICE:
        for _ in range(9):  # cracks
            x, y = rng.uniform(0, w), rng.uniform(0, h)
            for _ in range(3):
                nx, ny = x + rng.uniform(-w / 5, w / 5), y + rng.uniform(-h / 5, h / 5)
                pygame.draw.line(surf, (168, 200, 222), (x, y), (nx, ny), 2)
                x, y = nx, ny
        gloss = pygame.Surface((w, h), pygame.SRCALPHA)
        for i in range(3):
            pygame.draw.line(gloss, (255, 255, 255, 90), (w * (0.1 + 0.3 * i), h), (w * (0.5 + 0.3 * i), 0), 6)
        surf.blit(gloss, (0, 0))
    return surf


@lru_cache(maxsize=64)
def texture(terrain: Terrain, variant: int) -> pygame.Surface:
    """A texture variant of a terrain (painted once, then cached)."""
    return _paint(terrain, variant % VARIANTS)


def cell_variant(q: int, r: int) -> int:
    """A stable pseudo-random texture variant for a cell."""
    return ((q * 73856093) ^ (r * 19349663)) % VARIANTS


def _mask(size: tuple[int, int], poly: Sequence[tuple[float, float]]) -> pygame.Surface:
    """A white, anti-aliased polygon on transparent: drawn at 3× and scaled down."""
    k = 3
    big = pygame.Surface((size[0] * k, size[1] * k), pygame.SRCALPHA)
    pygame.draw.polygon(big, (255, 255, 255, 255), [(x * k, y * k) for x, y in poly])
    return pygame.transform.smoothscale(big, size)


def inflate(poly: Sequence[tuple[float, float]], by: float) -> list[tuple[float, float]]:
    """Move each vertex of a convex polygon ``by`` pixels away from its centroid."""
    cx = sum(p[0] for p in poly) / len(poly)
    cy = sum(p[1] for p in poly) / len(poly)
    out = []
    for x, y in poly:
        d = math.hypot(x - cx, y - cy) or 1.0
        out.append((x + (x - cx) / d * by, y + (y - cy) / d * by))
    return out


@lru_cache(maxsize=256)
def tile(terrain: Terrain, variant: int, size: tuple[int, int], poly: tuple[tuple[float, float], ...]) -> pygame.Surface:
    """A terrain tile of ``size`` pixels, cut to ``poly`` (cell outline in tile pixels), with a printed grid line."""
    tex = pygame.transform.smoothscale(texture(terrain, variant), size)
    out = pygame.Surface(size, pygame.SRCALPHA)
    out.blit(tex, (0, 0))
    out.blit(_mask(size, inflate(poly, 0.7)), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    line = max(1, round(min(size) / 70))
    dark = 0.72
    if LOOK.high_contrast:  # low vision: a darker, thicker printed grid
        line, dark = max(2, line * 2), 0.32
    pygame.draw.aalines(out, (*shade(TERRAIN_COLORS[terrain], dark), 255), True, poly)
    if line > 1:
        pygame.draw.polygon(out, (*shade(TERRAIN_COLORS[terrain], dark + 0.04), 255), poly, line)
    return out


def swatch(surface: pygame.Surface, rect: pygame.Rect, terrain: Terrain) -> None:
    """A small square of the terrain's texture (legends, hover labels)."""
    tex = pygame.transform.smoothscale(texture(terrain, 0), rect.size)
    surface.blit(tex, rect)
    pygame.draw.rect(surface, shade(TERRAIN_COLORS[terrain], 0.6), rect, 1)
