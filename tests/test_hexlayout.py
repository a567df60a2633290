"""Hex ↔ pixel exactly as Tiled draws it, for all four stagger settings and odd and even map sizes."""

import shutil
import subprocess

import pytest

from game.hexgrid import Hex, Stagger
from game.render.hexlayout import TiledHexLayout

POINTY = dict(tile_width=56, tile_height=64, hex_side_length=32)
FLAT = dict(tile_width=64, tile_height=56, hex_side_length=32)


def layout(axis: str, index: str, **sizes) -> TiledHexLayout:
    base = POINTY if axis == "y" else FLAT
    return TiledHexLayout(**{**base, **sizes}, stagger=Stagger(axis, index))


# Centres worked out by hand from HexagonalRenderer::tileToScreenCoords:
# pointy 56x64 side 32 -> columnwidth 28, rowheight 48; flat 64x56 side 32 -> columnwidth 48, rowheight 28.
HAND_WORKED = [
    ("y", "odd", (0, 0), (28, 32)),
    ("y", "odd", (1, 0), (84, 32)),
    ("y", "odd", (0, 1), (56, 80)),
    ("y", "odd", (2, 3), (168, 176)),
    ("y", "even", (0, 0), (56, 32)),
    ("y", "even", (0, 1), (28, 80)),
    ("x", "odd", (0, 0), (32, 28)),
    ("x", "odd", (1, 0), (80, 56)),
    ("x", "odd", (0, 1), (32, 84)),
    ("x", "odd", (3, 2), (176, 168)),
    ("x", "even", (0, 0), (32, 56)),
    ("x", "even", (1, 0), (80, 28)),
]


@pytest.mark.parametrize(("axis", "index", "cell", "center"), HAND_WORKED)
def test_cell_centres_match_tileds_renderer(axis, index, cell, center):
    assert layout(axis, index).cell_center(*cell) == center


def test_map_pixel_size_matches_tileds_bounding_rect():
    assert layout("y", "odd").map_size(5, 4) == (308, 208)
    assert layout("x", "odd").map_size(5, 4) == (256, 252)
    assert layout("y", "odd").map_size(5, 1) == (280, 64)


def test_odd_tile_sizes_are_rounded_like_tiled():
    odd = layout("y", "odd", tile_width=57, tile_height=65)
    even = layout("y", "odd", tile_width=56, tile_height=64)
    assert odd.cell_origin(3, 3) == even.cell_origin(3, 3)
    assert odd.cell_center(0, 0) == (28.5, 64 - 32.5)


SETTINGS = [(a, i) for a in ("x", "y") for i in ("odd", "even")]


@pytest.mark.parametrize(("axis", "index"), SETTINGS)
@pytest.mark.parametrize(("w", "h"), [(5, 4), (6, 5), (7, 7)])
def test_pixel_to_hex_finds_every_cell_from_its_centre_and_near_it(axis, index, w, h):
    lay = layout(axis, index)
    for col, row, hx in lay.stagger.cells(w, h):
        cx, cy = lay.cell_center(col, row)
        assert lay.pixel_to_cell(cx, cy) == (col, row)
        assert lay.pixel_to_hex(cx, cy) == hx
        for dx, dy in ((9, 0), (-9, 0), (0, 9), (0, -9), (7, 7), (-7, -7)):
            assert lay.pixel_to_hex(cx + dx, cy + dy) == hx


@pytest.mark.parametrize(("axis", "index"), SETTINGS)
def test_neighbouring_centres_are_equally_far_apart(axis, index):
    lay = layout(axis, index)
    h = Hex(3, 2)
    cx, cy = lay.center(h)
    dists = [((lay.center(n)[0] - cx) ** 2 + (lay.center(n)[1] - cy) ** 2) ** 0.5 for n in h.neighbors()]
    assert max(dists) - min(dists) < 1.0


@pytest.mark.parametrize(("axis", "index"), SETTINGS)
def test_directions_turn_counter_clockwise_on_screen(axis, index):
    import math

    lay = layout(axis, index)
    h = Hex(4, 4)
    cx, cy = lay.center(h)
    angles = []
    for n in h.neighbors():
        x, y = lay.center(n)
        angles.append(math.degrees(math.atan2(-(y - cy), x - cx)) % 360)  # y up, like a maths plot
    for a, b in zip(angles, angles[1:] + angles[:1]):
        assert abs((b - a) % 360 - 60) < 3  # integer tile sizes make the hexagon only nearly regular


@pytest.mark.parametrize(("axis", "index"), SETTINGS)
def test_edges_lie_between_cells(axis, index):
    lay = layout(axis, index)
    h = Hex(2, 2)
    for e in h.edges():
        mx, my = lay.edge_midpoint(e)
        assert lay.nearest_edge(mx, my) == e
        (ax, ay), (bx, by) = lay.edge_endpoints(e)
        assert abs((ax + bx) / 2 - mx) < 1.5 and abs((ay + by) / 2 - my) < 1.5


@pytest.mark.parametrize(("axis", "index"), SETTINGS)
def test_corners_are_a_hexagon(axis, index):
    lay = layout(axis, index)
    assert len(lay.corners(Hex(1, 1))) == 6


# ---------------------------------------------------------------------------------------------
# The same check against real Tiled: rasterise maps with tmxrasterizer and read our centres.

TMXRASTERIZER = shutil.which("tmxrasterizer")


def _color(i: int) -> tuple[int, int, int]:
    return (30 + (i * 53) % 200, 40 + (i * 97) % 200, 50 + (i * 151) % 200)


def _write_test_map(folder, axis, index, w, h):
    import pygame

    sizes = POINTY if axis == "y" else FLAT
    tw, th, side = sizes["tile_width"], sizes["tile_height"], sizes["hex_side_length"]
    lay = TiledHexLayout(tw, th, side, Stagger(axis, index))
    n = w * h
    sheet = pygame.Surface((tw * n, th), pygame.SRCALPHA)
    origin = lay.cell_origin(0, 0)
    corners = [(x - origin[0], y - origin[1]) for x, y in lay.corners(lay.stagger.to_axial(0, 0))]
    for i in range(n):
        tile = pygame.Surface((tw, th), pygame.SRCALPHA)
        pygame.draw.polygon(tile, _color(i), corners)
        sheet.blit(tile, (i * tw, 0))
    pygame.image.save(sheet, str(folder / "cells.png"))
    csv = ",\n".join(",".join(str(row * w + col + 1) for col in range(w)) for row in range(h))
    (folder / "map.tmx").write_text(
        f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.8" tiledversion="1.8.2" orientation="hexagonal" renderorder="right-down" width="{w}" height="{h}"
 tilewidth="{tw}" tileheight="{th}" infinite="0" hexsidelength="{side}" staggeraxis="{axis}" staggerindex="{index}"
 nextlayerid="2" nextobjectid="1">
 <tileset firstgid="1" name="cells" tilewidth="{tw}" tileheight="{th}" tilecount="{n}" columns="{n}">
  <image source="cells.png" width="{tw * n}" height="{th}"/>
 </tileset>
 <layer id="1" name="terrain" width="{w}" height="{h}">
  <data encoding="csv">
{csv}
</data>
 </layer>
</map>
""",
        encoding="utf-8",
    )
    return lay


@pytest.mark.slow
@pytest.mark.skipif(TMXRASTERIZER is None, reason="Debian's tiled package (tmxrasterizer) is not installed")
@pytest.mark.parametrize(("axis", "index"), SETTINGS)
@pytest.mark.parametrize(("w", "h"), [(5, 4), (6, 5)])
def test_centres_match_tmxrasterizer(tmp_path, axis, index, w, h):
    import os

    import pygame

    pygame.init()
    lay = _write_test_map(tmp_path, axis, index, w, h)
    out = tmp_path / "out.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.run([TMXRASTERIZER, str(tmp_path / "map.tmx"), str(out)], env=env, capture_output=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    image = pygame.image.load(str(out))
    assert image.get_size() == lay.map_size(w, h)
    for col, row, _ in lay.stagger.cells(w, h):
        cx, cy = lay.cell_center(col, row)
        got = tuple(image.get_at((int(cx), int(cy))))[:3]
        assert got == _color(row * w + col), f"cell {col},{row} at {cx},{cy}"
