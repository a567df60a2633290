"""The cells a closed shape covers: asking only centres near its box finds exactly the centres it contains.

The loader skips the containment test for cell centres clearly outside a
shape's bounding box. On many seeded random rectangles, ellipses and polygons,
rotated or not, on both hex orientations, the cells found are those the
containment test itself accepts among all candidate centres.
"""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from game.courses import loader
from game.hexgrid import Stagger
from game.render.hexlayout import TiledHexLayout
from game.rules.course import Grid

LAYOUTS = [TiledHexLayout(62, 72, 36, Stagger("y", "odd")), TiledHexLayout(72, 62, 36, Stagger("x", "even"))]


def every_candidate(contains, box, layout, grid):
    """The cells whose centres ``contains`` accepts, asking every candidate the loader may look at."""
    c0, r0 = layout.pixel_to_cell(box[0], box[1])
    c1, r1 = layout.pixel_to_cell(box[2], box[3])
    cols = range(max(min(c0, c1) - 1, -2), min(max(c0, c1) + 2, grid.width + 2))
    rows = range(max(min(r0, r1) - 1, -2), min(max(r0, r1) + 2, grid.height + 2))
    return tuple(grid.stagger.to_axial(c, r) for c, r, cx, cy in layout.cell_centers(cols, rows) if contains(cx, cy))


@pytest.mark.parametrize("layout", LAYOUTS, ids=["pointy", "flat"])
def test_cells_inside_a_shape_are_the_centres_it_contains(layout: TiledHexLayout) -> None:
    rng = random.Random(17)
    grid = Grid(20, 14, layout.stagger, layout.tile_width, layout.tile_height, layout.hex_side_length)
    for _ in range(400):
        shape = rng.choice(["rect", "ellipse", "polygon"])
        x, y = rng.uniform(0, 1000), rng.uniform(0, 800)
        rotation = rng.choice([0.0, 90.0, rng.uniform(-180, 180)])
        w, h = rng.choice([rng.uniform(0, 300), 62.0, 0.0]), rng.choice([rng.uniform(0, 300), 72.0, 0.5])
        points = [(x + rng.uniform(-150, 150), y + rng.uniform(-150, 150)) for _ in range(rng.randint(3, 7))]
        obj = SimpleNamespace(width=w, height=h, points=points)
        contains, box = loader._region(obj, shape, x, y, rotation)
        assert loader._cells_inside(contains, box, layout, grid) == every_candidate(contains, box, layout, grid)
