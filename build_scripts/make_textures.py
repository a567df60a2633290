"""Generate the tileable table and paper textures in assets/textures/.

Run from the repository root:  python build_scripts/make_textures.py
The JPEGs are committed; this script is how to remake or retune them. It uses
seeded noise, so the pictures are the same on every run. JPEG, not PNG: the
table's wood is the first thing the game loads, and its 512x512 JPEG decodes
in about 1 ms against 4 ms for the PNG (and is a sixth of the size); grain and
paper fibres hide the compression (about 1 level in 255 on average).
"""

from __future__ import annotations

import math
import random
import sys
from pathlib import Path

import pygame

OUT = Path(__file__).resolve().parent.parent / "assets" / "textures"


def value_noise(size: int, cells: int, rng: random.Random) -> list[list[float]]:
    """Tileable smooth noise in 0..1: random values on a cells×cells lattice, smoothly interpolated."""
    lattice = [[rng.random() for _ in range(cells)] for _ in range(cells)]
    out = [[0.0] * size for _ in range(size)]
    step = size / cells
    for y in range(size):
        gy = y / step
        y0 = int(gy) % cells
        y1 = (y0 + 1) % cells
        ty = gy - int(gy)
        ty = ty * ty * (3 - 2 * ty)
        row = out[y]
        for x in range(size):
            gx = x / step
            x0 = int(gx) % cells
            x1 = (x0 + 1) % cells
            tx = gx - int(gx)
            tx = tx * tx * (3 - 2 * tx)
            a = lattice[y0][x0] + (lattice[y0][x1] - lattice[y0][x0]) * tx
            b = lattice[y1][x0] + (lattice[y1][x1] - lattice[y1][x0]) * tx
            row[x] = a + (b - a) * ty
    return out


def fractal(size: int, octaves: list[tuple[int, float]], rng: random.Random) -> list[list[float]]:
    """Sum of noise layers (cells, weight), normalised to 0..1."""
    total = [[0.0] * size for _ in range(size)]
    weight = sum(w for _, w in octaves)
    for cells, w in octaves:
        layer = value_noise(size, cells, rng)
        for y in range(size):
            ty, ly = total[y], layer[y]
            for x in range(size):
                ty[x] += ly[x] * w / weight
    return total


def clamp(v: float) -> int:
    return max(0, min(255, int(v)))


def wood(size: int = 512) -> pygame.Surface:
    """Warm planks running left to right, with grain, knots of colour and seams."""
    rng = random.Random(7)
    warp = fractal(size, [(4, 1.0), (8, 0.5)], rng)
    fine = fractal(size, [(64, 1.0), (128, 0.6)], rng)
    surf = pygame.Surface((size, size))
    plank_h = size // 4
    base = [(118, 76, 46), (110, 70, 42), (124, 82, 50), (114, 73, 44)]
    for y in range(size):
        plank = y // plank_h
        br, bg, bb = base[plank % len(base)]
        for x in range(size):
            # grain: stretched sine bands bent by low-frequency noise
            g = math.sin((y + warp[y][x] * 40 + plank * 17) * 0.55 + math.sin(x * 2 * math.pi / size) * 2)
            g = (g + 1) / 2
            f = fine[y][x]
            shade = 0.80 + 0.16 * g + 0.10 * (f - 0.5)
            r, gg, b = br * shade, bg * shade, bb * shade
            if y % plank_h in (0, 1):  # seam between planks
                r, gg, b = r * 0.55, gg * 0.55, b * 0.55
            elif y % plank_h == 2:
                r, gg, b = r * 1.08, gg * 1.08, b * 1.08
            surf.set_at((x, y), (clamp(r), clamp(gg), clamp(b)))
    return surf


def paper(size: int = 256) -> pygame.Surface:
    """Cream card stock with soft mottling and fibres."""
    rng = random.Random(11)
    mottle = fractal(size, [(4, 1.0), (16, 0.5), (64, 0.3)], rng)
    surf = pygame.Surface((size, size))
    for y in range(size):
        for x in range(size):
            m = mottle[y][x]
            shade = 0.94 + 0.08 * m
            surf.set_at((x, y), (clamp(246 * shade), clamp(236 * shade), clamp(212 * shade)))
    for _ in range(size * 2):  # short pale fibres
        x, y = rng.randrange(size), rng.randrange(size)
        ang = rng.random() * math.pi
        length = rng.randint(2, 6)
        for i in range(length):
            px = int(x + math.cos(ang) * i) % size
            py = int(y + math.sin(ang) * i) % size
            r, g, b, _ = surf.get_at((px, py))
            d = rng.choice((-10, 8))
            surf.set_at((px, py), (clamp(r + d), clamp(g + d), clamp(b + d)))
    return surf


def main() -> int:
    pygame.init()
    OUT.mkdir(parents=True, exist_ok=True)
    for name, make in (("wood.jpg", wood), ("paper.jpg", paper)):
        pygame.image.save(make(), str(OUT / name))
        print("wrote", OUT / name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
