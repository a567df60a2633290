"""Hex ↔ pixel exactly as Tiled draws a hexagonal map.

The formulas follow Tiled's ``HexagonalRenderer`` (libtiled): tile sizes are
rounded down to even numbers, a cell's top-left corner is at
``(col * (tilewidth + sidelength_x) [+ columnwidth when its row is staggered],
row * rowheight)`` for staggered rows, and the mirror of that for staggered
columns. Tiled draws a cell's tile image with its bottom-left corner at
``(x, y + tileheight)``, so the cell's centre is the centre of that image.

Pixel coordinates here are *map pixels*: the same space as Tiled object
positions and the PNG written by ``tmxrasterizer``. Screen placement (zoom,
pan) is a separate transform in :mod:`game.render.boardview`.

This module imports no pygame, so the course loader can use it too.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property, lru_cache

from game.hexgrid import Edge, Hex, Stagger


@dataclass(frozen=True)
class TiledHexLayout:
    """Placement of hex cells for one Tiled map's grid settings."""

    tile_width: int
    tile_height: int
    hex_side_length: int
    stagger: Stagger = Stagger("y", "odd")

    # Tiled's RenderParams, derived once -----------------------------------
    @cached_property
    def _params(self) -> tuple[int, int, int, int, int, int, int, int]:
        tw = self.tile_width & ~1
        th = self.tile_height & ~1
        side_x = self.hex_side_length if self.stagger.axis == "x" else 0
        side_y = self.hex_side_length if self.stagger.axis == "y" else 0
        off_x = (tw - side_x) // 2
        off_y = (th - side_y) // 2
        col_w = off_x + side_x
        row_h = off_y + side_y
        return tw, th, side_x, side_y, off_x, off_y, col_w, row_h

    def _staggered(self, index: int) -> bool:
        return bool((index & 1) ^ (self.stagger.index == "even"))

    # cell corners and centres ------------------------------------------------
    def cell_origin(self, col: int, row: int) -> tuple[int, int]:
        """Top-left of the cell's bounding box in map pixels (Tiled's ``tileToScreenCoords``)."""
        tw, th, side_x, side_y, _, _, col_w, row_h = self._params
        if self.stagger.axis == "x":
            y = row * (th + side_y)
            if self._staggered(col):
                y += row_h
            return col * col_w, y
        x = col * (tw + side_x)
        if self._staggered(row):
            x += col_w
        return x, row * row_h

    def cell_center(self, col: int, row: int) -> tuple[float, float]:
        """Centre of the cell's tile image in map pixels."""
        x, y = self.cell_origin(col, row)
        _, th, *_ = self._params
        return x + self.tile_width / 2, y + th - self.tile_height / 2

    def cell_centers(self, cols: range, rows: range) -> Iterator[tuple[int, int, float, float]]:
        """(column, row, x, y) of each cell's :meth:`cell_center` in a block of cells, row by row.

        The same sums as :meth:`cell_center`, with what a row (or column) shares worked out once.
        """
        tw, th, side_x, side_y, _, _, col_w, row_h = self._params
        half_w, half_h = self.tile_width / 2, self.tile_height / 2
        if self.stagger.axis == "x":
            for row in rows:
                y = row * (th + side_y)
                for col in cols:
                    yy = y + row_h if self._staggered(col) else y
                    yield col, row, col * col_w + half_w, yy + th - half_h
            return
        for row in rows:
            shift = col_w if self._staggered(row) else 0
            cy = row * row_h + th - half_h
            for col in cols:
                yield col, row, col * (tw + side_x) + shift + half_w, cy

    def center(self, h: Hex) -> tuple[float, float]:
        """Centre of an axial cell in map pixels."""
        col, row = self.stagger.to_offset(h)
        return self.cell_center(col, row)

    def corners(self, h: Hex) -> list[tuple[float, float]]:
        """The six corners of a cell, clockwise from the left-most (Tiled's outline)."""
        col, row = self.stagger.to_offset(h)
        x, y = self.cell_origin(col, row)
        tw, th, _, _, off_x, off_y, _, _ = self._params
        pts = [
            (x, y + th - off_y),
            (x, y + off_y),
            (x + off_x, y),
            (x + tw - off_x, y),
            (x + tw, y + off_y),
            (x + tw, y + th - off_y),
            (x + tw - off_x, y + th),
            (x + off_x, y + th),
        ]
        out: list[tuple[float, float]] = []
        for p in pts:  # Tiled's octagon repeats corners where a side has zero length
            if not out or out[-1] != p:
                out.append((float(p[0]), float(p[1])))
        if len(out) > 1 and out[0] == out[-1]:
            out.pop()
        return out

    def edge_midpoint(self, edge: Edge) -> tuple[float, float]:
        """Midpoint of a hex side: halfway between the two cell centres."""
        a, b = edge.hexes()
        (ax, ay), (bx, by) = self.center(a), self.center(b)
        return (ax + bx) / 2, (ay + by) / 2

    def edge_endpoints(self, edge: Edge) -> tuple[tuple[float, float], tuple[float, float]]:
        """The two corners that bound a hex side."""
        a, b = edge.hexes()
        corners_a = self.corners(a)
        mx, my = self.edge_midpoint(edge)
        ranked = sorted(corners_a, key=lambda p: (p[0] - mx) ** 2 + (p[1] - my) ** 2)
        return ranked[0], ranked[1]

    # pixel -> cell ------------------------------------------------------------
    def pixel_to_cell(self, px: float, py: float) -> tuple[int, int]:
        """The (column, row) under a map pixel (Tiled's ``screenToTileCoords``)."""
        tw, th, side_x, side_y, off_x, off_y, col_w, row_h = self._params
        even = self.stagger.index == "even"
        x, y = px, py
        if self.stagger.axis == "x":
            x -= tw if even else off_x
        else:
            y -= th if even else off_y
        ref_x = math.floor(x / (col_w * 2))
        ref_y = math.floor(y / (row_h * 2))
        rel_x = x - ref_x * (col_w * 2)
        rel_y = y - ref_y * (row_h * 2)
        if self.stagger.axis == "x":
            ref_x *= 2
            if even:
                ref_x += 1
            left = side_x // 2
            cx = left + col_w
            cy = th // 2
            centers = ((left, cy), (cx, cy - row_h), (cx, cy + row_h), (cx + col_w, cy))
            offsets = ((0, 0), (1, -1), (1, 0), (2, 0))
        else:
            ref_y *= 2
            if even:
                ref_y += 1
            top = side_y // 2
            cx = tw // 2
            cy = top + row_h
            centers = ((cx, top), (cx - col_w, cy), (cx + col_w, cy), (cx, cy + row_h))
            offsets = ((0, 0), (-1, 1), (0, 1), (0, 2))
        best, best_distance = 0, math.inf  # the first nearest of the four, as min() would pick
        for i, (ccx, ccy) in enumerate(centers):
            distance = (ccx - rel_x) ** 2 + (ccy - rel_y) ** 2
            if distance < best_distance:
                best, best_distance = i, distance
        return ref_x + offsets[best][0], ref_y + offsets[best][1]

    def pixel_to_hex(self, px: float, py: float) -> Hex:
        """The axial cell under a map pixel."""
        col, row = self.pixel_to_cell(px, py)
        return self.stagger.to_axial(col, row)

    def nearest_edge(self, px: float, py: float) -> Edge:
        """The hex side whose midpoint is nearest to a map pixel (the first such side on a tie)."""
        return self.cell_and_nearest_edge(px, py)[1]

    def cell_and_nearest_edge(self, px: float, py: float) -> tuple[Hex, Edge]:
        """The cell under a map pixel and its side nearest to it (:meth:`pixel_to_hex`, :meth:`nearest_edge`)."""
        h = self.pixel_to_hex(px, py)
        cx, cy = self.center(h)
        best, best_distance = 0, math.inf
        for d, (dx, dy) in enumerate(self._neighbour_steps[(h[0] & 1, h[1] & 1)]):
            # the midpoint halfway to the neighbour's centre: the same numbers as edge_midpoint, which
            # adds two centres; centres are whole or half pixels, so every sum here is exact
            mx, my = (cx + (cx + dx)) / 2, (cy + (cy + dy)) / 2
            distance = (mx - px) ** 2 + (my - py) ** 2
            if distance < best_distance:
                best, best_distance = d, distance
        return h, h.edge(best)

    @property
    def _neighbour_steps(self) -> dict[tuple[int, int], tuple[tuple[float, float], ...]]:
        """Per parity of a cell's (q, r), the pixel steps from its centre to its six neighbours' centres."""
        return _neighbour_steps(self.tile_width, self.tile_height, self.hex_side_length, self.stagger)

    # whole map ------------------------------------------------------------------
    def map_size(self, width: int, height: int) -> tuple[int, int]:
        """Pixel size of a finite ``width`` × ``height`` map (Tiled's ``mapBoundingRect``)."""
        tw, th, side_x, side_y, off_x, off_y, col_w, row_h = self._params
        if self.stagger.axis == "x":
            w = width * col_w + off_x
            h = height * (th + side_y)
            if width > 1:
                h += row_h
            return w, h
        w = width * (tw + side_x)
        h = height * row_h + off_y
        if height > 1:
            w += col_w
        return w, h


@lru_cache(maxsize=32)
def _neighbour_steps(tile_width: int, tile_height: int, hex_side_length: int, stagger: Stagger) -> dict[tuple[int, int], tuple[tuple[float, float], ...]]:
    """The pixel steps between neighbouring centres for one grid setting (every course of a
    project has the same one, and each load makes a new layout).

    Tiled's staggered rows (or columns) make a step depend at most on the parity of a cell's
    (q, r), so four sample cells give every step exactly.
    """
    layout = TiledHexLayout(tile_width, tile_height, hex_side_length, stagger)
    steps = {}
    for q in (0, 1):
        for r in (0, 1):
            h = Hex(q, r)
            cx, cy = layout.center(h)
            steps[(q, r)] = tuple((nx - cx, ny - cy) for nx, ny in (layout.center(n) for n in h.neighbors()))
    return steps
