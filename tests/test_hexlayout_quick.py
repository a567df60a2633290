"""Hex layout shortcuts the course loader uses give what the plain formulas give.

The nearest hex side found from precomputed neighbour steps is the one the plain search over six
midpoints finds; a block of cell centres worked out row by row equals each cell_center.
"""

from __future__ import annotations

import random

import pytest

from game.hexgrid import Edge, Stagger
from game.render.hexlayout import TiledHexLayout

LAYOUTS = [
    TiledHexLayout(tw, th, side, Stagger(axis, index))
    for axis in ("x", "y")
    for index in ("odd", "even")
    for tw, th, side in ((62, 72, 36), (72, 62, 36), (56, 64, 32), (63, 73, 35), (61, 70, 0), (20, 20, 20))
    if side <= (th if axis == "y" else tw)
]


def searched(layout: TiledHexLayout, px: float, py: float) -> Edge:
    """The plain search: every side's midpoint from the two cell centres, the first nearest wins."""
    h = layout.pixel_to_hex(px, py)
    return min(h.edges(), key=lambda e: (layout.edge_midpoint(e)[0] - px) ** 2 + (layout.edge_midpoint(e)[1] - py) ** 2)


@pytest.mark.parametrize("layout", LAYOUTS, ids=lambda lay: f"{lay.stagger.axis}{lay.stagger.index}-{lay.tile_width}x{lay.tile_height}-{lay.hex_side_length}")
def test_nearest_side_matches_the_plain_search_everywhere_ties_included(layout: TiledHexLayout) -> None:
    rng = random.Random(5)
    points = []
    for col in range(-1, 4):
        for row in range(-1, 4):
            cx, cy = layout.cell_center(col, row)
            points.append((cx, cy))  # a cell centre: several sides tie, the first must win
            for corner in layout.corners(layout.pixel_to_hex(cx, cy)):
                points.append(corner)
                points.append(((cx + corner[0]) / 2, (cy + corner[1]) / 2))
            points.extend((cx + rng.uniform(-40, 40), cy + rng.uniform(-40, 40)) for _ in range(6))
    for px, py in points:
        assert layout.nearest_edge(px, py) == searched(layout, px, py), (px, py)


@pytest.mark.parametrize("layout", LAYOUTS, ids=lambda lay: f"{lay.stagger.axis}{lay.stagger.index}-{lay.tile_width}x{lay.tile_height}-{lay.hex_side_length}")
def test_a_block_of_cell_centres_equals_each_cell_center(layout: TiledHexLayout) -> None:
    cols, rows = range(-2, 6), range(-3, 5)
    block = list(layout.cell_centers(cols, rows))
    assert block == [(col, row, *layout.cell_center(col, row)) for row in rows for col in cols]
