"""The hole on the table: the placed boards drawn as printed boards, seams, out-of-bounds stakes, tee and greens.

The engine's layout (terrain by axial space) becomes a :class:`CourseMap` for
the shared :class:`BoardView`; everything off the boards is bare table, ringed
by white stakes as on a real course. During design the view also makes room
for every legal spot, so the ghost board is always on screen.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.hexgrid import Hex
from game.render import course_pieces
from game.render import terrain as terrain_art
from game.render.boardview import TERRAIN_NAMES, BoardView, OffsetGeometry
from game.rules.course import CourseMap, CourseObject, GameKind, Grid, ObjectKind, Terrain
from game.rules.rollinone.boards import placed_cells
from game.ui.theme import PALETTE, Color

if TYPE_CHECKING:
    from game.rules.rollinone.state import RollState

Point = tuple[float, float]

SEAM: Color = (150, 126, 92)
"""The thin line where two printed boards meet."""
STAKE: Color = (250, 248, 240)
"""Out-of-bounds stakes are white, as on a golf course."""
FLAG: Color = (206, 56, 48)
PAD = 0.3
"""Table left round the fitted hole, in cells (the stakes and the board's shadow)."""
FLAG_ROOM = 0.8
"""Table left over the hole's top row, in cells: a green's flag stands up into it."""


def grid_of(state: RollState) -> Grid:
    """The Tiled grid the boards were drawn on (all boards of a set share it)."""
    bs = state.boards
    index = state.ready if state.ready >= 0 else (bs.tee_board.index if bs.tee_board else 0)
    return bs.maps[index].grid


def layout_course(state: RollState) -> CourseMap:
    """The hole on the table as a course map for the board view (empty before the first board)."""
    layout = state.layout
    grid = grid_of(state)
    if layout is None:
        return CourseMap("table", GameKind.ROLLINONE, grid, {})
    objects = [CourseObject(1, ObjectKind.TEE, (layout.tee,), name="tee")]
    for i, g in enumerate(state.greens):
        objects.append(CourseObject(10 + i, ObjectKind.GREEN, (g,), name="green"))
    return CourseMap("hole", GameKind.ROLLINONE, grid, dict(layout.terrain), tuple(objects))


def board_groups(state: RollState) -> list[list[Hex]]:
    """The spaces of each placed board (one group for a ready-made hole)."""
    layout = state.layout
    if layout is None:
        return []
    if state.ready >= 0:
        return [list(layout.terrain)]
    return [list(placed_cells(state.boards, p)) for p in state.placements]


def stake_ring(terrain: Iterable[Hex]) -> list[Hex]:
    """The off-board spaces touching the boards: out of bounds, marked with stakes."""
    cells = set(terrain)
    return sorted({n for h in cells for n in h.neighbors() if n not in cells})


def ghost_cells(state: RollState, board: int, rotation: int, centre: Hex) -> dict[Hex, Terrain]:
    """The spaces a board would cover if placed here, with their terrain."""
    b = state.boards.boards[board]
    return {h.add(centre): t for h, t in b.rotations[rotation % 6].items()}


class HoleBoardView(BoardView):
    """A board view that also prints board seams, white out-of-bounds stakes and flags into its cached layer."""

    def __init__(self, course: CourseMap) -> None:
        self.groups: list[list[Hex]] = []
        super().__init__(course, describe=self._describe)
        self.extra_cells: frozenset[Hex] = frozenset()

    def show(self, course: CourseMap, groups: list[list[Hex]], room: Iterable[Hex] = ()) -> None:
        """A new layout: draw it, and fit the view to it plus the spaces in ``room`` (design spots)."""
        self.groups = groups
        self.extra_cells = frozenset(room)
        self._set_course(course)
        cells = list(course.terrain) + list(self.extra_cells)
        if cells:
            g = course.grid
            xs = [x for h in cells for x, _ in self.layout.corners(h)]
            ys = [y for h in cells for _, y in self.layout.corners(h)]
            # the stakes stand on the boards' edge and an "out" chance is kept inside the view, so no ring of empty
            # spaces is fitted round the hole: only a margin for the stakes' shadows and the flag over the top row
            pad = min(g.tile_width, g.tile_height) * PAD
            top = min(g.tile_width, g.tile_height) * FLAG_ROOM
            self.bounds = pygame.Rect(int(min(xs) - pad), int(min(ys) - top), int(max(xs) - min(xs) + 2 * pad), int(max(ys) - min(ys) + pad + top))
        self.fit()

    def hex_at(self, pos: tuple[int, int]) -> Hex | None:
        """Any space under the pointer, on the boards or not (the designer points at empty table too)."""
        if not self.rect.collidepoint(pos):
            return None
        return self.layout.pixel_to_hex(*self.to_map(*pos))

    def _describe(self, h: Hex) -> list[str]:
        t = self.course.terrain_at(h)
        if t is None:
            return ["Out of bounds", "off the boards: a ball stops at the edge, +1 penalty"]
        lines = [TERRAIN_NAMES.get(t, t.value), TERRAIN_NOTES.get(t, "")]
        if any(o.kind == ObjectKind.GREEN for o in self.objects_at(h)):
            lines.insert(0, "The green")
        if any(o.kind == ObjectKind.TEE for o in self.objects_at(h)):
            lines.insert(0, "The tee")
        return [line for line in lines if line]

    def paint(self, target: pygame.Surface, offset: tuple[int, int] = (0, 0)) -> None:
        """The printed boards, then seams between boards, stakes around them and flags on the greens."""
        super().paint(target, offset)
        if not self.course.terrain:
            return
        geo = OffsetGeometry(self, offset)
        s = self.cell_size
        seam_w = max(1, round(s * 0.035))
        if len(self.groups) > 1:
            for cells in self.groups:
                for a, b in course_pieces.outline_edges(geo, cells):
                    pygame.draw.line(target, SEAM, a, b, seam_w)
        for a, b in course_pieces.outline_edges(geo, list(self.course.terrain)):
            mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
            draw_stake(target, (mx, my), s)
        for obj in self.course.objects:
            if obj.kind == ObjectKind.GREEN:
                cx, cy = geo.hex_center(obj.cells[0])
                course_pieces.draw_flag(target, (cx, cy), s, FLAG)


TERRAIN_NOTES: dict[Terrain, str] = {
    Terrain.FAIRWAY: "landing here rolls one more space (not after dots)",
    Terrain.ROUGH: "no special rule",
    Terrain.SAND: "a turn starting here: the first roll does not move",
    Terrain.TREES: "triangles fail while the ball is over trees",
    Terrain.WATER: "+1 penalty, back to the last dry space",
}


def draw_stake(surface: pygame.Surface, at: Point, s: float) -> None:
    """A small white out-of-bounds stake with its shadow."""
    r = max(2.0, s * 0.055)
    x, y = at
    pygame.draw.circle(surface, (30, 16, 8), (x + r * 0.5, y + r * 0.6), r)
    pygame.draw.circle(surface, STAKE, (x, y), r)


def draw_ghost(surface: pygame.Surface, view: BoardView, cells: dict[Hex, Terrain], legal: bool, lift: float = 0.0) -> None:
    """A board held over the table: its terrain see-through, outlined gold where it may go, red where not."""
    clip = surface.get_clip()
    surface.set_clip(view.rect)
    dy = -lift * view.cell_size
    polys = {h: [(x, y + dy) for x, y in view.hex_polygon(h)] for h in cells}
    pts = [p for poly in polys.values() for p in poly]
    if pts:
        box = pygame.Rect(int(min(x for x, _ in pts)) - 2, int(min(y for _, y in pts)) - 2, 0, 0)
        box.w = int(max(x for x, _ in pts)) + 4 - box.x
        box.h = int(max(y for _, y in pts)) + 4 - box.y
        veil = pygame.Surface(box.size, pygame.SRCALPHA)
        for h, t in cells.items():
            color = terrain_art.TERRAIN_COLORS.get(t, (120, 120, 120))
            pygame.draw.polygon(veil, (*color, 190 if legal else 110), [(x - box.x, y - box.y) for x, y in polys[h]])
        if lift > 0:  # the board's shadow on the table under it
            shadow = pygame.Surface(box.size, pygame.SRCALPHA)
            for poly in polys.values():
                pygame.draw.polygon(shadow, (20, 10, 4, 70), [(x - box.x, y - box.y) for x, y in poly])
            surface.blit(shadow, (box.x + lift * view.cell_size * 0.3, box.y - dy))
        surface.blit(veil, box.topleft)
        edge = PALETTE.gold if legal else PALETTE.accent
        width = max(2, round(view.cell_size * 0.07))
        for a, b in course_pieces.outline_edges(_Lifted(view, dy), list(cells)):
            pygame.draw.line(surface, edge, a, b, width)
        if not legal:  # a cross too, so red is not the only sign
            cx = sum(x for x, _ in pts) / len(pts)
            cy = sum(y for _, y in pts) / len(pts)
            r = view.cell_size * 0.6
            w = max(3, round(view.cell_size * 0.12))
            pygame.draw.line(surface, PALETTE.accent, (cx - r, cy - r), (cx + r, cy + r), w)
            pygame.draw.line(surface, PALETTE.accent, (cx - r, cy + r), (cx + r, cy - r), w)
    surface.set_clip(clip)


class _Lifted:
    def __init__(self, view: BoardView, dy: float) -> None:
        self.view, self.dy = view, dy

    def hex_center(self, h: Hex) -> Point:
        x, y = self.view.hex_center(h)
        return x, y + self.dy

    def hex_polygon(self, h: Hex) -> list[Point]:
        return [(x, y + self.dy) for x, y in self.view.hex_polygon(h)]

    @property
    def cell_size(self) -> float:
        return self.view.cell_size


SPOT_ROOM = 1
"""Spaces round each legal spot the design view fits in: the spot's mark and the middle of a board held there
(the rest of a held board lies over the table round the fitted hole, which the wide board area shows)."""


def spot_cells(spots: Sequence[Hex], radius: int = SPOT_ROOM) -> set[Hex]:
    """The spaces within ``radius`` of any of these spots (room the design view keeps for them)."""
    ring = Hex(0, 0).spiral(radius)
    return {Hex(s.q + c.q, s.r + c.r) for s in spots for c in ring}


def draw_arrow(surface: pygame.Surface, view: BoardView, ball: Hex, d: int, color: Color, *, length: float = 1.05, strong: bool = True) -> None:
    """An aim arrow from the ball toward one of the six neighbours."""
    s = view.cell_size
    x0, y0 = view.hex_center(ball)
    x1, y1 = view.hex_center(ball.neighbor(d))
    ang = math.atan2(y1 - y0, x1 - x0)
    start = (x0 + math.cos(ang) * s * 0.42, y0 + math.sin(ang) * s * 0.42)
    tip = (x0 + math.cos(ang) * s * length, y0 + math.sin(ang) * s * length)
    width = max(3, round(s * (0.12 if strong else 0.06)))
    clip = surface.get_clip()
    surface.set_clip(view.rect)
    pygame.draw.line(surface, (30, 16, 8), (start[0] + 2, start[1] + 2), (tip[0] + 2, tip[1] + 2), width)
    pygame.draw.line(surface, color, start, tip, width)
    k = 0.22 if strong else 0.15
    head = [
        (tip[0] + math.cos(ang) * s * k, tip[1] + math.sin(ang) * s * k),
        (tip[0] + math.cos(ang + 2.3) * s * k, tip[1] + math.sin(ang + 2.3) * s * k),
        (tip[0] + math.cos(ang - 2.3) * s * k, tip[1] + math.sin(ang - 2.3) * s * k),
    ]
    pygame.draw.polygon(surface, color, head)
    pygame.draw.polygon(surface, (30, 16, 8), head, max(1, width // 3))
    surface.set_clip(clip)


