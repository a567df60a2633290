"""Generate the tilesets for Tiled: levels/tilesets/terrain-{pointy,flat}.{png,tsx} and objects.{png,tsx}.

    python build_scripts/make_tilesets.py

Terrain: one tile per terrain value, each carrying its ``terrain`` property,
drawn as a textured hexagon in the same palette as the in-game boards.
Pointy-top tiles are for maps with staggeraxis="y", flat-top tiles for
staggeraxis="x". Tile ids follow the order of ``Terrain`` (the course writer
relies on it).

Objects: one picture per single-cell game piece (hole, flag, green, tee
space, stump, rock, mushroom, mole hole, round flat obstacle). Each tile has
the piece's object type, so a tile object placed straight from the tileset is
already typed, and the tileset anchors tile objects at their centre
(``objectalignment="center"``), so a piece dropped on a hex stands on that hex.
The object templates in levels/templates/ use these tiles.

The output is committed; rerun this script after changing the art or the lists.
"""

from __future__ import annotations

import math
import random
import sys
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.render.terrain import TERRAIN_COLORS  # noqa: E402
from game.rules.course import Terrain  # noqa: E402

OUT = ROOT / "levels" / "tilesets"
POINTY = (62, 72, 36)  # tilewidth, tileheight, hexsidelength of the shipped maps
FLAT = (72, 62, 36)
SUPER = 4  # draw at 4x and scale down, for smooth edges

BASE = TERRAIN_COLORS  # one palette for the Tiled tilesets and the in-game boards


def hexagon(w: int, h: int, pointy: bool) -> list[tuple[float, float]]:
    """The hexagon that fills a w×h tile."""
    if pointy:
        return [(w / 2, 0), (w, h / 4), (w, h * 3 / 4), (w / 2, h), (0, h * 3 / 4), (0, h / 4)]
    return [(0, h / 2), (w / 4, 0), (w * 3 / 4, 0), (w, h / 2), (w * 3 / 4, h), (w / 4, h)]


def shade(c: tuple[int, int, int], f: float) -> tuple[int, int, int]:
    return tuple(max(0, min(255, int(v * f))) for v in c)  # type: ignore[return-value]


def paint(surf: pygame.Surface, terrain: Terrain, rng: random.Random) -> None:
    """Texture a whole tile for one terrain (clipped to the hexagon later)."""
    w, h = surf.get_size()
    base = BASE[terrain]
    surf.fill(base)
    for _ in range(w * h // 60):  # speckle
        x, y = rng.randrange(w), rng.randrange(h)
        surf.fill(shade(base, rng.uniform(0.9, 1.1)), (x, y, SUPER, SUPER))
    if terrain in (Terrain.FAIRWAY, Terrain.TEE):
        for i in range(0, w, w // 4):  # mowing stripes
            stripe = pygame.Surface((w // 8, h), pygame.SRCALPHA)
            stripe.fill((255, 255, 255, 22))
            surf.blit(stripe, (i, 0))
    if terrain == Terrain.TEE:
        for cx in (w * 0.38, w * 0.62):
            pygame.draw.circle(surf, (240, 240, 232), (cx, h * 0.5), w * 0.06)
            pygame.draw.circle(surf, (120, 110, 90), (cx, h * 0.5), w * 0.06, SUPER)
    elif terrain in (Terrain.ROUGH, Terrain.DENSE_GRASS):
        n = 40 if terrain == Terrain.ROUGH else 110
        for _ in range(n):  # grass tufts
            x, y = rng.uniform(0, w), rng.uniform(0, h)
            for k in (-1, 0, 1):
                pygame.draw.line(surf, shade(base, 0.7 if terrain == Terrain.ROUGH else 0.6), (x, y), (x + k * 3 * SUPER, y - 6 * SUPER), SUPER)
    elif terrain == Terrain.SAND:
        for _ in range(140):
            pygame.draw.circle(surf, shade(base, rng.uniform(0.8, 0.95)), (rng.uniform(0, w), rng.uniform(0, h)), SUPER * 0.8)
        for k in range(3):  # raked ridges
            y0 = h * (0.3 + 0.2 * k)
            pts = [(x, y0 + math.sin(x / w * 6) * h * 0.03) for x in range(0, w + 1, SUPER * 2)]
            pygame.draw.lines(surf, shade(base, 0.88), False, pts, SUPER)
    elif terrain == Terrain.TREES:
        for _ in range(5):  # canopies with a lit side
            cx, cy, r = rng.uniform(w * 0.2, w * 0.8), rng.uniform(h * 0.2, h * 0.8), rng.uniform(w * 0.14, w * 0.22)
            pygame.draw.circle(surf, shade(base, 0.55), (cx + r * 0.2, cy + r * 0.25), r)
            pygame.draw.circle(surf, shade(base, 1.05), (cx, cy), r)
            pygame.draw.circle(surf, shade(base, 1.3), (cx - r * 0.3, cy - r * 0.3), r * 0.45)
    elif terrain in (Terrain.WATER, Terrain.PUDDLE):
        for k in range(5):  # ripples
            y0 = h * (0.15 + 0.17 * k) + rng.uniform(-3, 3) * SUPER
            x0 = rng.uniform(0, w * 0.4)
            pts = [(x, y0 + math.sin(x / w * 14) * SUPER * 2) for x in range(int(x0), int(x0 + w * 0.45), SUPER * 2)]
            if len(pts) > 1:
                pygame.draw.lines(surf, shade(base, 1.25), False, pts, SUPER)
    elif terrain == Terrain.GREEN:
        for r in range(1, 6):
            pygame.draw.circle(surf, shade(base, 1.0 + 0.02 * (r % 2)), (w / 2, h / 2), w * r / 10, SUPER)
    elif terrain == Terrain.ICE:
        for _ in range(6):  # cracks
            x, y = rng.uniform(0, w), rng.uniform(0, h)
            for _ in range(3):
                nx, ny = x + rng.uniform(-w / 5, w / 5), y + rng.uniform(-h / 5, h / 5)
                pygame.draw.line(surf, (176, 206, 224), (x, y), (nx, ny), SUPER)
                x, y = nx, ny


def tile(terrain: Terrain, w: int, h: int, pointy: bool) -> pygame.Surface:
    """One hex tile, anti-aliased."""
    big = pygame.Surface((w * SUPER, h * SUPER), pygame.SRCALPHA)
    tex = pygame.Surface(big.get_size())
    paint(tex, terrain, random.Random(f"{terrain.value}"))
    mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    poly = [(x * SUPER, y * SUPER) for x, y in hexagon(w, h, pointy)]
    pygame.draw.polygon(mask, (255, 255, 255, 255), poly)
    big.blit(tex, (0, 0))
    big.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.polygon(big, (*shade(BASE[terrain], 0.75), 255), poly, SUPER * 2)
    return pygame.transform.smoothscale(big, (w, h))


def write(name: str, size: tuple[int, int, int], pointy: bool) -> None:
    w, h, _side = size
    terrains = list(Terrain)
    sheet = pygame.Surface((w * len(terrains), h), pygame.SRCALPHA)
    for i, t in enumerate(terrains):
        sheet.blit(tile(t, w, h, pointy), (i * w, 0))
    png = OUT / f"{name}.png"
    pygame.image.save(sheet, str(png))
    tiles = "\n".join(
        f' <tile id="{i}">\n  <properties>\n   <property name="terrain" propertytype="Terrain" value="{t.value}"/>\n  </properties>\n </tile>'
        for i, t in enumerate(terrains)
    )
    (OUT / f"{name}.tsx").write_text(
        f"""<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="{name}" tilewidth="{w}" tileheight="{h}" tilecount="{len(terrains)}" columns="{len(terrains)}">
 <grid orientation="orthogonal" width="{w}" height="{h}"/>
 <image source="{png.name}" width="{sheet.get_width()}" height="{h}"/>
{tiles}
</tileset>
""",
        encoding="utf-8",
    )
    print("wrote", png.relative_to(ROOT), "and", png.with_suffix(".tsx").name)


OBJECT_SIZE = 56
"""Object tiles are 56×56: they fit inside a 62×72 or 72×62 hex."""
OBJECT_TILES: tuple[tuple[str, str], ...] = (
    ("hole", "hole"),
    ("flag", "flag"),
    ("green", "green"),
    ("tee", "tee"),
    ("stump", "stump"),
    ("rock", "rock"),
    ("mushroom", "mushroom"),
    ("mole_hole", "mole_hole"),
    ("flat_round", "flat_obstacle"),
)
"""(picture, object type) in tile id order; templates refer to these ids."""


def draw_piece(surf: pygame.Surface, picture: str) -> None:
    """Draw one game piece on a transparent square (drawn at SUPER scale)."""
    s = surf.get_width()
    c = s / 2
    u = s / 56  # one design pixel

    def shadow(rx: float, ry: float, dy: float = 0) -> None:
        pygame.draw.ellipse(surf, (0, 0, 0, 70), (c - rx, c - ry + dy, rx * 2, ry * 2))

    if picture in ("hole", "mole_hole"):
        rim = (90, 66, 40) if picture == "mole_hole" else (60, 60, 60)
        if picture == "mole_hole":
            for k in range(9):  # a ring of dug-up earth
                a = k / 9 * math.tau
                pygame.draw.circle(surf, (120, 86, 52), (c + math.cos(a) * 15 * u, c + 4 * u + math.sin(a) * 11 * u), 6 * u)
        pygame.draw.ellipse(surf, rim, (c - 12 * u, c - 5 * u, 24 * u, 16 * u))
        pygame.draw.ellipse(surf, (16, 16, 16), (c - 10 * u, c - 3 * u, 20 * u, 12 * u))
        if picture == "hole":  # the flag in the cup
            pygame.draw.line(surf, (240, 240, 240), (c, c + 3 * u), (c, c - 24 * u), int(3 * u))
            pygame.draw.polygon(surf, (214, 40, 40), [(c + u, c - 24 * u), (c + 18 * u, c - 18 * u), (c + u, c - 12 * u)])
    elif picture == "flag":
        shadow(8 * u, 4 * u, 20 * u)
        pygame.draw.line(surf, (70, 50, 30), (c - 6 * u, c + 22 * u), (c - 6 * u, c - 24 * u), int(3 * u))
        pygame.draw.polygon(surf, (250, 200, 30), [(c - 5 * u, c - 24 * u), (c + 20 * u, c - 14 * u), (c - 5 * u, c - 4 * u)])
        pygame.draw.polygon(surf, (150, 110, 10), [(c - 5 * u, c - 24 * u), (c + 20 * u, c - 14 * u), (c - 5 * u, c - 4 * u)], int(1.5 * u))
    elif picture == "green":
        pygame.draw.circle(surf, (40, 110, 40), (c, c), 22 * u)
        pygame.draw.circle(surf, (120, 200, 90), (c, c), 20 * u)
        pygame.draw.circle(surf, (20, 20, 20), (c, c), 5 * u)
        pygame.draw.line(surf, (240, 240, 240), (c, c), (c, c - 18 * u), int(2 * u))
        pygame.draw.polygon(surf, (214, 40, 40), [(c, c - 18 * u), (c + 11 * u, c - 14 * u), (c, c - 10 * u)])
    elif picture == "tee":
        pygame.draw.circle(surf, (255, 255, 255, 90), (c, c), 22 * u)
        pygame.draw.circle(surf, (255, 255, 255), (c, c), 22 * u, int(2 * u))
        pygame.draw.line(surf, (200, 160, 110), (c, c + 2 * u), (c, c + 14 * u), int(3 * u))
        pygame.draw.circle(surf, (250, 250, 250), (c, c - 4 * u), 7 * u)
        pygame.draw.circle(surf, (150, 150, 150), (c, c - 4 * u), 7 * u, int(u))
    elif picture == "stump":
        shadow(20 * u, 10 * u, 8 * u)
        pygame.draw.rect(surf, (110, 72, 40), (c - 16 * u, c - 8 * u, 32 * u, 18 * u))
        pygame.draw.ellipse(surf, (110, 72, 40), (c - 16 * u, c + 2 * u, 32 * u, 14 * u))
        pygame.draw.ellipse(surf, (214, 176, 120), (c - 16 * u, c - 16 * u, 32 * u, 16 * u))
        for r in (11, 7, 3):
            pygame.draw.ellipse(surf, (170, 128, 80), (c - r * u, c - 8 * u - r * u / 2, 2 * r * u, r * u), int(u))
    elif picture == "rock":
        shadow(20 * u, 9 * u, 10 * u)
        pts = [(c - 19 * u, c + 10 * u), (c - 14 * u, c - 8 * u), (c - 2 * u, c - 16 * u), (c + 13 * u, c - 11 * u), (c + 19 * u, c + 4 * u), (c + 10 * u, c + 13 * u)]
        pygame.draw.polygon(surf, (128, 128, 134), pts)
        pygame.draw.polygon(surf, (176, 176, 182), [(c - 14 * u, c - 8 * u), (c - 2 * u, c - 16 * u), (c + 6 * u, c - 4 * u), (c - 8 * u, c + 2 * u)])
        pygame.draw.polygon(surf, (70, 70, 76), pts, int(1.5 * u))
    elif picture == "mushroom":
        shadow(18 * u, 7 * u, 14 * u)
        pygame.draw.rect(surf, (238, 228, 206), (c - 6 * u, c - 2 * u, 12 * u, 18 * u), border_radius=int(4 * u))
        pygame.draw.ellipse(surf, (200, 40, 36), (c - 20 * u, c - 20 * u, 40 * u, 26 * u))
        for dx, dy, r in ((-9, -12, 3.5), (6, -14, 3), (11, -6, 2.5), (-2, -6, 2.5)):
            pygame.draw.circle(surf, (250, 246, 236), (c + dx * u, c + dy * u), r * u)
    elif picture == "flat_round":
        shadow(22 * u, 22 * u, 2 * u)
        pygame.draw.circle(surf, (236, 238, 242), (c, c), 21 * u)
        pygame.draw.circle(surf, (150, 156, 170), (c, c), 21 * u, int(2 * u))
        pygame.draw.circle(surf, (255, 255, 255), (c - 6 * u, c - 6 * u), 7 * u)
    else:
        raise ValueError(picture)


def write_objects() -> None:
    """levels/tilesets/objects.png and objects.tsx."""
    size = OBJECT_SIZE
    sheet = pygame.Surface((size * len(OBJECT_TILES), size), pygame.SRCALPHA)
    for i, (picture, _kind) in enumerate(OBJECT_TILES):
        big = pygame.Surface((size * SUPER, size * SUPER), pygame.SRCALPHA)
        draw_piece(big, picture)
        sheet.blit(pygame.transform.smoothscale(big, (size, size)), (i * size, 0))
    png = OUT / "objects.png"
    pygame.image.save(sheet, str(png))
    tiles = "\n".join(f' <tile id="{i}" type="{kind}"/>' for i, (_picture, kind) in enumerate(OBJECT_TILES))
    (OUT / "objects.tsx").write_text(
        f"""<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="objects" tilewidth="{size}" tileheight="{size}" tilecount="{len(OBJECT_TILES)}" columns="{len(OBJECT_TILES)}" objectalignment="center">
 <image source="{png.name}" width="{sheet.get_width()}" height="{size}"/>
{tiles}
</tileset>
""",
        encoding="utf-8",
    )
    print("wrote", png.relative_to(ROOT), "and", png.with_suffix(".tsx").name)


def main() -> int:
    pygame.init()
    OUT.mkdir(parents=True, exist_ok=True)
    write("terrain-pointy", POINTY, True)
    write("terrain-flat", FLAT, False)
    write_objects()
    return 0


if __name__ == "__main__":
    sys.exit(main())
