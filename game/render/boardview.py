"""The hex board view: any course drawn as a printed board, fitted, zoomed and panned.

Map pixels (Tiled's space, :mod:`game.render.hexlayout`) become screen pixels
by one transform: ``screen = viewport centre + (map - camera) * zoom``. The
terrain and the pieces that do not move are painted into a cached layer the
size of the viewport, rebuilt only when the view, the course or the set of
hidden pieces changes; a frame blits that layer and draws what moves on top.

Input: mouse wheel zooms about the pointer, a drag (any button) pans, keys
``+``/``-`` zoom, ``0`` fits, ``W A S D`` (or Shift+arrows) pan. A left click
that was not a drag calls :attr:`BoardView.on_click` with the cell under it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterable, Sequence

import pygame

from game.hexgrid import Hex
from game.render import balls, cell_tooltip, course_pieces
from game.render import terrain as terrain_art
from game.render.balls import BallSprite, spread
from game.render.cell_tooltip import OBJECT_NAMES, TERRAIN_NAMES, default_description
from game.render.hexlayout import TiledHexLayout
from game.render.panzoom import PanZoomInput
from game.rules.course import CourseMap, CourseObject
from game.ui.theme import LOOK, PALETTE, Color, px

Point = tuple[float, float]

# the balls and the hover label live in their own modules; these names stay importable from here
__all__ = ["OBJECT_NAMES", "TERRAIN_NAMES", "BallSprite", "BoardView", "OffsetGeometry", "default_description", "spread", "thumbnail"]

MAX_CELLS_ACROSS = 7
"""Zooming in stops when this many cells fill the viewport's smaller side."""


class BoardView(PanZoomInput):
    """A course on screen: fitting, zoom, pan, hit-testing, the cached board layer and balls."""

    def __init__(self, course: CourseMap, *, describe: Callable[[Hex], list[str]] | None = None) -> None:
        self.course = course
        self.describe = describe
        """Lines shown when hovering a cell (default: terrain and pieces)."""
        self.on_click: Callable[[Hex], None] | None = None
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.scale = 1.0
        self.top_room = 0
        """Pixels at the top of the view the fitted course leaves free, for banners drawn there (the course is fitted below them)."""
        self.hidden: frozenset[int] = frozenset()
        """Ids of course objects not drawn (a mushroom knocked away)."""
        self.hover: Hex | None = None
        self.mouse: tuple[int, int] | None = None
        self._press: tuple[int, int] | None = None
        self._dragging = False
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple[object, ...] | None = None
        self._layer_cam: Point = (0.0, 0.0)
        self._set_course(course)
        self.zoom = 1.0
        self.cam: Point = self.bounds.center
        self._relative_zoom = 1.0

    # course ---------------------------------------------------------------------
    def _set_course(self, course: CourseMap) -> None:
        self.course = course
        g = course.grid
        self.layout = TiledHexLayout(g.tile_width, g.tile_height, g.hex_side_length, g.stagger)
        cells = set(course.terrain)
        for obj in course.objects:
            cells.update(obj.cells)
        self.cells = sorted(cells, key=lambda h: (g.stagger.to_offset(h)[1], g.stagger.to_offset(h)[0]))
        self._corners: dict[Hex, list[Point]] = {h: self.layout.corners(h) for h in cells}
        self._objects_at: dict[Hex, list[CourseObject]] = {}
        for obj in course.objects:
            for h in obj.cells:
                self._objects_at.setdefault(h, []).append(obj)
        xs, ys = [], []
        for h in self.cells or [Hex(0, 0)]:
            for x, y in self.layout.corners(h):
                xs.append(x)
                ys.append(y)
        pad = min(g.tile_width, g.tile_height) * 0.3
        top_pad = min(g.tile_width, g.tile_height) * 1.2  # room for the flag above the top row
        self.bounds = pygame.Rect(
            int(min(xs) - pad), int(min(ys) - top_pad), int(max(xs) - min(xs) + 2 * pad), int(max(ys) - min(ys) + pad + top_pad)
        )
        origin = self.layout.cell_origin(0, 0)
        self._shape = [(x - origin[0], y - origin[1]) for x, y in self.layout.corners(g.stagger.to_axial(0, 0))]
        self._layer_key = None

    def set_course(self, course: CourseMap) -> None:
        """Show another version of the course (hot reload): keeps the view when the grid is the same."""
        same_grid = course.grid == self.course.grid
        self._set_course(course)
        if not same_grid:
            self.fit()
        self.find_hover()

    def objects_at(self, h: Hex) -> list[CourseObject]:
        """The course objects covering a cell (hidden ones left out)."""
        return [o for o in self._objects_at.get(h, []) if o.id not in self.hidden]

    def set_hidden(self, ids: Iterable[int]) -> None:
        """Hide these objects (e.g. knocked-down mushrooms)."""
        ids = frozenset(ids)
        if ids != self.hidden:
            self.hidden = ids

    # view -------------------------------------------------------------------------
    @property
    def fit_zoom(self) -> float:
        """The zoom at which the whole course fits the viewport."""
        return max(0.05, min(self.rect.w / max(1, self.bounds.w), (self.rect.h - self.top_room) / max(1, self.bounds.h)))

    @property
    def max_zoom(self) -> float:
        """The closest zoom: a few cells across the viewport (never below fitting)."""
        cell = min(self.course.grid.tile_width, self.course.grid.tile_height)
        return max(self.fit_zoom, min(self.rect.w, self.rect.h) / (cell * MAX_CELLS_ACROSS))

    def set_rect(self, rect: pygame.Rect, scale: float) -> None:
        """Place the view in a screen rectangle; keeps the relative zoom and the centre (resizes stay consistent)."""
        self.rect = pygame.Rect(rect)
        self.scale = scale
        self.zoom = self.fit_zoom * self._relative_zoom
        self._clamp()
        self.find_hover()

    def fit(self) -> None:
        """Show the whole course."""
        self._relative_zoom = 1.0
        self.zoom = self.fit_zoom
        self.cam = (float(self.bounds.centerx), float(self.bounds.centery))
        self.find_hover()

    def find_hover(self) -> None:
        """The space under a still pointer, after the course or the view changed under it."""
        if self.mouse is not None:
            self.hover = self.hex_at(self.mouse)

    def zoom_by(self, factor: float, anchor: tuple[int, int] | None = None) -> None:
        """Zoom in (factor > 1) or out, keeping the map point under ``anchor`` still."""
        ax, ay = anchor if anchor is not None else self.rect.center
        before = self.to_map(ax, ay)
        self.zoom = min(self.max_zoom, max(self.fit_zoom, self.zoom * factor))
        self._relative_zoom = self.zoom / self.fit_zoom
        after = self.to_map(ax, ay)
        self.cam = (self.cam[0] + before[0] - after[0], self.cam[1] + before[1] - after[1])
        self._clamp()

    def pan_by(self, dx: float, dy: float) -> None:
        """Move the board by ``dx, dy`` screen pixels."""
        self.cam = (self.cam[0] - dx / self.zoom, self.cam[1] - dy / self.zoom)
        self._clamp()

    def center_on(self, point: Point) -> None:
        """Bring a map point toward the middle of the view (as far as the course edge allows)."""
        self.cam = point
        self._clamp()

    def ensure_visible(self, point: Point, margin: float = 0.2) -> None:
        """Pan just enough that a map point is inside the view, away from its edges."""
        sx, sy = self.to_screen(*point)
        inner = self.rect.inflate(-self.rect.w * margin * 2, -self.rect.h * margin * 2)
        dx = (inner.left - sx) if sx < inner.left else (inner.right - sx) if sx > inner.right else 0
        dy = (inner.top - sy) if sy < inner.top else (inner.bottom - sy) if sy > inner.bottom else 0
        if dx or dy:
            self.pan_by(dx, dy)

    def _clamp(self) -> None:
        half_w = self.rect.w / 2 / self.zoom
        half_h = (self.rect.h - self.top_room) / 2 / self.zoom
        b = self.bounds
        x, y = self.cam
        x = b.centerx if half_w * 2 >= b.w else min(max(x, b.left + half_w), b.right - half_w)
        y = b.centery if half_h * 2 >= b.h else min(max(y, b.top + half_h), b.bottom - half_h)
        self.cam = (float(x), float(y))

    @property
    def zoomed_in(self) -> bool:
        """True when part of the course may be outside the view."""
        return self.zoom > self.fit_zoom * 1.001

    # geometry ----------------------------------------------------------------------
    def to_screen(self, x: float, y: float) -> Point:
        """Map pixels to screen pixels."""
        return (self.rect.centerx + (x - self.cam[0]) * self.zoom, self._middle() + (y - self.cam[1]) * self.zoom)

    def to_map(self, sx: float, sy: float) -> Point:
        """Screen pixels to map pixels."""
        return (self.cam[0] + (sx - self.rect.centerx) / self.zoom, self.cam[1] + (sy - self._middle()) / self.zoom)

    def _middle(self) -> float:
        """The screen height the camera looks at: the middle of the view below its ``top_room``."""
        return self.rect.centery + self.top_room / 2

    def map_center(self, h: Hex) -> Point:
        """Centre of a cell in map pixels."""
        return self.layout.center(h)

    def hex_center(self, h: Hex) -> Point:
        """Centre of a cell on screen."""
        return self.to_screen(*self.layout.center(h))

    def hex_polygon(self, h: Hex) -> list[Point]:
        """Outline of a cell on screen."""
        corners = self._corners.get(h)
        if corners is None:
            corners = self._corners[h] = self.layout.corners(h)
        cx, cy, z = self.rect.centerx - self.cam[0] * self.zoom, self._middle() - self.cam[1] * self.zoom, self.zoom
        return [(cx + x * z, cy + y * z) for x, y in corners]

    @property
    def cell_size(self) -> float:
        """A cell's smaller dimension on screen."""
        return min(self.course.grid.tile_width, self.course.grid.tile_height) * self.zoom

    def hex_at(self, pos: tuple[int, int]) -> Hex | None:
        """The course cell under a screen position (None off the course or outside the view)."""
        if not self.rect.collidepoint(pos):
            return None
        h = self.layout.pixel_to_hex(*self.to_map(*pos))
        return h if h in self.course.terrain or h in self._objects_at else None

    def direction_toward(self, origin: Hex, pos: tuple[int, int]) -> int:
        """The one of six directions from ``origin`` that points most nearly at a screen position."""
        ox, oy = self.hex_center(origin)
        angle = math.atan2(pos[1] - oy, pos[0] - ox)
        best, best_d = 0, 9.0
        for d in range(6):
            nx, ny = self.hex_center(origin.neighbor(d))
            a = math.atan2(ny - oy, nx - ox)
            diff = abs((angle - a + math.pi) % math.tau - math.pi)
            if diff < best_d:
                best, best_d = d, diff
        return best

    # input ---------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Zoom, pan, hover and clicks; True when used."""
        return self.pan_zoom_event(event)

    def pointer_moved(self, pos: tuple[int, int]) -> None:
        self.hover = self.hex_at(pos)

    def plain_click(self, event: pygame.event.Event) -> bool:
        if event.button == 1 and self.on_click is not None:
            h = self.hex_at(event.pos)
            if h is not None:
                self.on_click(h)
                return True
        return False

    def reset_view(self) -> None:
        self.fit()


    # drawing -------------------------------------------------------------------------
    def _key_now(self) -> tuple[object, ...]:
        # LOOK.version: high contrast or text size changed, so the whole layer is repainted
        return (id(self.course), tuple(self.rect), round(self.zoom, 5), round(self.cam[0], 2), round(self.cam[1], 2), LOOK.version, self.hidden)

    def layer_key(self) -> tuple[object, ...]:
        """Changes exactly when the board layer must be repainted (view, course or hidden pieces)."""
        return self._key_now()

    def draw_board(self, surface: pygame.Surface) -> None:
        """Blit the cached board layer (rebuilt when the view changed, scrolled after a pan) over the table."""
        key = self._key_now()
        if self._layer is None or key != self._layer_key or self._layer.get_size() != self.rect.size:
            self._layer = self._scrolled(surface, key) or self._build_layer(surface)
            self._layer_key = key
            self._layer_cam = self.cam
        surface.blit(self._layer, self.rect.topleft)

    def _scrolled(self, surface: pygame.Surface, key: tuple[object, ...]) -> pygame.Surface | None:
        """After a pan only: move the old layer and paint just the strips that came into view."""
        old = self._layer_key
        if self._layer is None or old is None or old[:3] != key[:3] or old[5:] != key[5:] or self._layer.get_size() != self.rect.size:
            return None
        dx = round((self._layer_cam[0] - self.cam[0]) * self.zoom)
        dy = round((self._layer_cam[1] - self.cam[1]) * self.zoom)
        w, h = self.rect.size
        if abs(dx) >= w // 2 or abs(dy) >= h // 2:
            return None
        # the camera moves by whole pixels here, so the layer and the view stay pixel-exact
        self.cam = (self._layer_cam[0] - dx / self.zoom, self._layer_cam[1] - dy / self.zoom)
        layer = self._layer
        layer.scroll(dx, dy)
        strips = []
        if dx > 0:
            strips.append(pygame.Rect(0, 0, dx, h))
        elif dx < 0:
            strips.append(pygame.Rect(w + dx, 0, -dx, h))
        if dy > 0:
            strips.append(pygame.Rect(0, 0, w, dy))
        elif dy < 0:
            strips.append(pygame.Rect(0, h + dy, w, -dy))
        margin = int(self.cell_size * 0.6)  # pieces and shadows reach a little past their cell
        for strip in strips:
            area = strip.inflate(margin * 2, margin * 2).clip(layer.get_rect())
            self._repaint(surface, layer, area)
        return layer

    def _repaint(self, surface: pygame.Surface, layer: pygame.Surface, area: pygame.Rect) -> None:
        """Paint the board again inside ``area`` of the layer."""
        layer.fill((0, 0, 0, 0), area)
        layer.set_clip(area)
        self.paint(layer, offset=(-self.rect.x, -self.rect.y))
        layer.set_clip(None)

    def _build_layer(self, surface: pygame.Surface) -> pygame.Surface:
        """The board on a transparent layer the size of the view (the table shows through around it)."""
        layer = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        self.paint(layer, offset=(-self.rect.x, -self.rect.y))
        return layer

    def paint(self, target: pygame.Surface, offset: tuple[int, int] = (0, 0)) -> None:
        """Paint the board (shadow, border, terrain, pieces) onto ``target``, shifted by ``offset``."""
        geo = OffsetGeometry(self, offset)
        clip = target.get_clip()
        z = self.zoom
        tw = max(2, math.ceil(self.course.grid.tile_width * z) + 2)
        th = max(2, math.ceil(self.course.grid.tile_height * z) + 2)
        shape = tuple((x * z + 1, y * z + 1) for x, y in self._shape)
        reach = int(self.cell_size * 0.3) + 2  # borders and shadows reach past a cell's tile
        cull = clip.inflate(2 * reach, 2 * reach)
        visible: list[tuple[Hex, float, float]] = []
        for h in self.course.terrain:
            col, row = self.course.grid.stagger.to_offset(h)
            ox, oy = self.layout.cell_origin(col, row)
            sx, sy = self.to_screen(ox, oy)
            sx += offset[0]
            sy += offset[1]
            if sx + tw < cull.left or sy + th < cull.top or sx > cull.right or sy > cull.bottom:
                continue
            visible.append((h, sx, sy))
        self._paint_shadow(target, geo, [h for h, _, _ in visible])
        paper = (238, 228, 204)
        grow = max(1.5, self.cell_size * 0.07)
        for h, _, _ in visible:
            pygame.draw.polygon(target, paper, terrain_art.inflate(geo.hex_polygon(h), grow))
        for h, sx, sy in visible:
            t = self.course.terrain[h]
            img = terrain_art.tile(t, terrain_art.cell_variant(h.q, h.r), (tw, th), shape)
            target.blit(img, (round(sx) - 1, round(sy) - 1))
        for obj in course_pieces.sort_objects(self.course.objects):
            if obj.id in self.hidden:
                continue
            if not any(clip.inflate(tw * 2, th * 3).collidepoint(geo.hex_center(h)) for h in obj.cells):
                continue
            course_pieces.draw_object(target, geo, obj)

    def _paint_shadow(self, target: pygame.Surface, geo: OffsetGeometry, cells: Sequence[Hex]) -> None:
        """A soft-edged shadow under the printed board, so it lies on the table.

        Two nested, evenly transparent outlines instead of a blur: every pixel
        depends only on the cells, so a strip repainted after a pan matches a
        full repaint exactly.
        """
        if not cells:
            return
        area = target.get_clip()
        lift = self.cell_size * 0.12
        grow = max(1.5, self.cell_size * 0.07)
        for blur, alpha in ((lift * 1.1, 55), (lift * 0.35, 70)):
            shade = pygame.Surface(area.size, pygame.SRCALPHA)
            for c in cells:
                poly = terrain_art.inflate(geo.hex_polygon(c), grow + blur)
                pygame.draw.polygon(shade, (20, 10, 4, 255), [(x + lift * 0.5 - area.x, y + lift - area.y) for x, y in poly])
            shade.set_alpha(alpha)
            target.blit(shade, area.topleft)

    # dynamic overlays ------------------------------------------------------------------
    def draw_cells(self, surface: pygame.Surface, cells: Iterable[Hex], color: Color, alpha: int = 90, outline: int = 0) -> None:
        """Tint cells (legal choices, a path) and optionally outline them."""
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        cells = list(cells)
        polygons = [self.hex_polygon(h) for h in cells]
        points = [pt for poly in polygons for pt in poly]
        if points:
            # the veil covers only the cells' bounding box: a board-sized alpha blit each frame is slow at 4K
            box = pygame.Rect(0, 0, 0, 0)
            box.left, box.top = int(min(x for x, _ in points)) - 1, int(min(y for _, y in points)) - 1
            box.width = int(max(x for x, _ in points)) + 2 - box.left
            box.height = int(max(y for _, y in points)) + 2 - box.top
            box = box.clip(self.rect)
            if box.w > 0 and box.h > 0:
                veil = pygame.Surface(box.size, pygame.SRCALPHA)
                for poly in polygons:
                    pygame.draw.polygon(veil, (*color, alpha), [(x - box.x, y - box.y) for x, y in poly])
                surface.blit(veil, box.topleft)
        if outline:
            for h in cells:
                pygame.draw.polygon(surface, color, self.hex_polygon(h), outline)
        surface.set_clip(clip)

    def draw_hover(self, surface: pygame.Surface) -> None:
        """Outline the cell under the pointer."""
        if self.hover is None or self._dragging:
            return
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        pygame.draw.polygon(surface, PALETTE.cream_text, self.hex_polygon(self.hover), max(2, px(3, self.scale)))
        surface.set_clip(clip)

    def hover_lines(self) -> list[str]:
        """What the hovered cell is, in words."""
        if self.hover is None:
            return []
        if self.describe is not None:
            return self.describe(self.hover)
        return default_description(self.course, self.hover, self.objects_at(self.hover))

    def draw_tooltip(
        self,
        surface: pygame.Surface,
        lines: Sequence[str],
        avoid: Sequence[pygame.Rect] = (),
        bounds: pygame.Rect | None = None,
    ) -> pygame.Rect | None:
        """A small paper label near the pointer saying what is under it (see :func:`cell_tooltip.draw_tooltip`)."""
        if not lines or self.mouse is None or self._dragging:
            return None
        return cell_tooltip.draw_tooltip(surface, lines, self.mouse, self.scale, avoid, bounds)

    def ball_radius(self, share: int = 1) -> float:
        """Screen radius of a ball alone on a cell (or one of ``share`` balls on it)."""
        return spread(share)[0][2] * self.cell_size

    def ball_screen_pos(self, sprites: Sequence[BallSprite]) -> dict[Hashable, tuple[Point, float]]:
        """Where each ball is drawn: its screen centre (on the ground) and radius."""
        return balls.ball_places(sprites, self.cell_size, self.hex_center, self.to_screen)

    def draw_balls(self, surface: pygame.Surface, sprites: Sequence[BallSprite]) -> None:
        """Draw balls (resting ones spread on shared cells; moving ones lifted by their height), back to front."""
        balls.draw_sprites(surface, self.rect, sprites, self.ball_screen_pos(sprites), self.cell_size)


class OffsetGeometry:
    """The view's cell geometry shifted into a layer's own pixels."""

    def __init__(self, view: BoardView, offset: tuple[int, int]) -> None:
        self.view, self.offset = view, offset

    def hex_center(self, h: Hex) -> Point:
        x, y = self.view.hex_center(h)
        return x + self.offset[0], y + self.offset[1]

    def hex_polygon(self, h: Hex) -> list[Point]:
        return [(x + self.offset[0], y + self.offset[1]) for x, y in self.view.hex_polygon(h)]

    @property
    def cell_size(self) -> float:
        return self.view.cell_size


def thumbnail(course: CourseMap, size: tuple[int, int], background: Color = PALETTE.paper_shade) -> pygame.Surface:
    """A small picture of a whole course (set-up screens, course lists)."""
    view = BoardView(course)
    view.set_rect(pygame.Rect(0, 0, *size), 0.5)
    view.fit()
    surf = pygame.Surface(size)
    surf.fill(background)
    view.paint(surf)
    return surf
