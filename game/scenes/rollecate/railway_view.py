"""The railway on the table: cards on the card grid, the locomotive, ghosts where a card may go.

One map unit is one square of the grid (half a card). The view follows the
railway as it grows (a :class:`game.render.camera.Camera` gliding to fit it);
the player may zoom and pan, and ``0`` follows again. Ghosts are the legal
placements of the card being placed, drawn see-through on their squares; the
one in focus is lifted and outlined.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.render.camera import Camera
from game.rules.rollecate import railway
from game.rules.rollecate.railway import Cell, RailCard
from game.scenes.rollecate import faces, geometry
from game.scenes.rollecate.geometry import Point
from game.scenes.rollecate.model import ShownTable
from game.ui import text
from game.ui.theme import PALETTE, px


@dataclass
class Ghost:
    """A placement offered to the player: the action, and the card as it would lie."""

    action: tuple[str, str, str]
    rail: RailCard


@dataclass
class LocoPose:
    """The locomotive somewhere other than standing on its card (riding, derailing)."""

    point: Point
    heading: float
    tilt: float = 0.0
    alpha: int = 255


READABLE_SQUARE = 40
"""Design pixels a grid square needs for a card's number to be read from a sofa."""


class RailwayView:
    """Draws the shown railway in a screen rectangle and finds what is under the pointer."""

    def __init__(self) -> None:
        self.camera = Camera(min_units=3.5, margin=0.6)
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.scale = 1.0
        self.ghosts: list[Ghost] = []
        self.focus: int = 0
        self.blocked_note: str = ""
        """Why the chosen card fits nowhere (drawn at the railway's end)."""
        self.loco_pose: LocoPose | None = None
        self.hidden_nos: set[int] = set()
        """Cards not drawn in place (a flight is showing them elsewhere)."""

    def set_rect(self, rect: pygame.Rect, scale: float) -> None:
        """Place the view on screen."""
        self.rect = pygame.Rect(rect)
        self.scale = scale
        self.camera.set_rect(rect, scale)

    def follow(self, shown: ShownTable, at_once: bool = False) -> None:
        """Aim the camera at the railway, the square the next card goes on and any ghosts.

        A long railway would shrink its cards past reading: then the view keeps
        to the stretch from the locomotive to the end (where everything happens),
        or to the last few cards, down to the last card and the ghosts; the player can still zoom out or pan.
        """
        head = railway.head_of(shown.rail)[0] if shown.rail else (0, 0)
        extra = [head, *(c for g in self.ghosts for c in g.rail.cells)]
        readable = px(READABLE_SQUARE, self.scale)
        loco = shown.loco_index() or 0
        for part in (shown.rail, shown.rail[loco:], shown.rail[-3:], shown.rail[-1:]):
            area = geometry.bounds(part, extra)
            if self.camera.fit_zoom(area) >= readable:
                break
        self.camera.show(area, at_once=at_once)

    # geometry -------------------------------------------------------------------------------
    @property
    def unit(self) -> float:
        """Pixels per square."""
        return self.camera.zoom

    def to_screen(self, p: Point) -> Point:
        """A grid point on screen."""
        return self.camera.to_screen(*p)

    def card_center(self, rail: RailCard) -> Point:
        """The middle of a railway card on screen."""
        x, y, w, h = geometry.card_box(rail.cells)
        return self.to_screen((x + w / 2, y + h / 2))

    def cell_center(self, cell: Cell) -> Point:
        """The middle of a square on screen."""
        return self.to_screen(geometry.center(cell))

    def ghost_at(self, pos: tuple[int, int]) -> int | None:
        """The ghost under a screen point."""
        if not self.rect.collidepoint(pos):
            return None
        gx, gy = self.camera.to_map(*pos)
        for i, g in enumerate(self.ghosts):
            if (int(math.floor(gx)), int(math.floor(gy))) in g.rail.cells:
                return i
        return None

    # drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, shown: ShownTable) -> None:
        """The grid, the railway, ghosts and the locomotive."""
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        surface.blit(self._still_layer(shown), self.rect.topleft)
        self._draw_loco(surface, shown)
        surface.set_clip(clip)

    def _still_layer(self, shown: ShownTable) -> pygame.Surface:
        """Grid, cards, marks and ghosts, painted again only when one of them (or the camera) changed."""
        key = (
            tuple(self.rect),
            tuple(self.camera.origin),
            self.unit,
            self.scale,
            tuple(shown.rail),
            frozenset(self.hidden_nos),
            tuple((g.action, g.rail) for g in self.ghosts),
            self.focus,
            self.blocked_note,
        )
        if key != getattr(self, "_still_key", None):
            layer = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            self._paint_still(layer, shown)
            self._still, self._still_key = layer, key
        return self._still

    def _paint_still(self, layer: pygame.Surface, shown: ShownTable) -> None:
        """Paint the still parts on a transparent layer the size of the view (drawn as if at the view's place)."""
        saved, saved_cam = self.rect, self.camera.rect
        self.rect = pygame.Rect(0, 0, saved.w, saved.h)
        self.camera.rect = pygame.Rect(saved_cam.x - saved.x, saved_cam.y - saved.y, saved_cam.w, saved_cam.h)
        try:
            self._draw_grid(layer)
            origin, unit = self.camera.origin, self.unit
            for rail in shown.rail:
                if rail.no not in self.hidden_nos:
                    faces.paint_track(layer, rail.card, rail.cells, rail.heading_in, rail.heading_out, origin, unit, lift=max(1, round(unit * 0.05)))
            if shown.rail:
                self._draw_first_mark(layer, shown.rail[0])
            self._draw_head(layer, shown)
            self._draw_ghosts(layer)
        finally:
            self.rect, self.camera.rect = saved, saved_cam

    def _draw_grid(self, surface: pygame.Surface) -> None:
        """Faint dots at the square corners: the grid the cards lie on."""
        unit = self.unit
        if unit < 10:
            return
        x0, y0 = self.camera.to_map(self.rect.left, self.rect.top)
        x1, y1 = self.camera.to_map(self.rect.right, self.rect.bottom)
        r = max(1, round(unit * 0.03))
        for gx in range(math.floor(x0), math.ceil(x1) + 1):
            for gy in range(math.floor(y0), math.ceil(y1) + 1):
                sx, sy = self.to_screen((gx, gy))
                pygame.draw.circle(surface, (128, 88, 56), (round(sx), round(sy)), r)

    def _draw_first_mark(self, surface: pygame.Surface, first: RailCard) -> None:
        """A small flag on the first card: penalty cards are taken from here."""
        unit = self.unit
        if unit < 14:
            return
        path = geometry.path_of(first)
        (x, y), ang = geometry.along(path, 0.0)
        sx, sy = self.to_screen((x, y))
        size = max(10, int(unit * 0.32))
        label = "start"
        img = text.render(label, "bold", size, PALETTE.cream_text)
        back = img.get_rect(center=(sx - math.cos(ang) * unit * 0.55, sy - math.sin(ang) * unit * 0.55)).inflate(size // 2, size // 5)
        pygame.draw.rect(surface, (90, 60, 40), back, border_radius=back.h // 2)
        surface.blit(img, img.get_rect(center=back.center))

    def _draw_head(self, surface: pygame.Surface, shown: ShownTable) -> None:
        """An arrow on the square the next card must cover (red when a card lies there)."""
        if not shown.rail:
            return
        cell, heading = railway.head_of(shown.rail)
        taken = cell in railway.occupied(shown.rail)
        cx, cy = self.cell_center(cell)
        unit = self.unit
        dx, dy = railway.DIRECTIONS[heading]
        tip = (cx + dx * unit * 0.3, cy + dy * unit * 0.3)
        back = (cx - dx * unit * 0.25, cy - dy * unit * 0.25)
        side = (-dy * unit * 0.2, dx * unit * 0.2)
        color = PALETTE.accent if taken else PALETTE.gold
        pygame.draw.polygon(surface, color, [tip, (back[0] + side[0], back[1] + side[1]), (back[0] - side[0], back[1] - side[1])])
        if self.blocked_note and not self.ghosts:
            self._note(surface, (cx, cy + unit * 0.7), self.blocked_note)

    def _note(self, surface: pygame.Surface, at: Point, note: str) -> None:
        s = self.scale
        size = px(18, s)
        lines = text.wrap(note, "ui", size, px(360, s))
        h = len(lines) * text.font("ui", size).get_linesize()
        w = max(text.size_of(line, "ui", size)[0] for line in lines)
        box = pygame.Rect(0, 0, w + px(20, s), h + px(12, s))
        box.midtop = (round(at[0]), round(at[1]))
        box.clamp_ip(self.rect)
        pygame.draw.rect(surface, PALETTE.paper, box, border_radius=px(8, s))
        pygame.draw.rect(surface, PALETTE.accent, box, px(2, s), border_radius=px(8, s))
        for i, line in enumerate(lines):
            img = text.render(line, "ui", size, PALETTE.ink)
            surface.blit(img, (box.x + px(10, s), box.y + px(6, s) + i * text.font("ui", size).get_linesize()))

    def _draw_ghosts(self, surface: pygame.Surface) -> None:
        origin, unit = self.camera.origin, self.unit
        order = [i for i in range(len(self.ghosts)) if i != self.focus] + ([self.focus] if 0 <= self.focus < len(self.ghosts) else [])
        outlines = {}
        for i in order:  # the ghost in focus last, on top of the others
            g = self.ghosts[i]
            layer = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            o = (origin[0] - self.rect.x, origin[1] - self.rect.y)
            focused = i == self.focus
            r = faces.paint_track(layer, g.rail.card, g.rail.cells, g.rail.heading_in, g.rail.heading_out, o, unit, lift=0, border=PALETTE.accent if focused else PALETTE.gold)
            layer.set_alpha(235 if focused else 130)
            surface.blit(layer, self.rect.topleft)
            outline = r.move(self.rect.topleft).inflate(px(6, self.scale), px(6, self.scale))
            outlines[i] = outline
            pygame.draw.rect(surface, PALETTE.accent if focused else PALETTE.gold, outline, px(4 if focused else 2, self.scale), border_radius=max(2, round(unit * 0.15)))
        for i in order:  # labels after every ghost, so none hides another's
            g = self.ghosts[i]
            focused = i == self.focus
            label = {"straight": "straight on", "left": "turn left", "right": "turn right"}[g.action[2]]
            img = text.render(f"{i + 1}: {label}", "bold", px(16, self.scale), PALETTE.cream_text)
            far = self.cell_center(g.rail.cells[1])  # each ghost's far square: the labels of ghosts sharing a square stay apart
            tag = img.get_rect(center=(round(far[0]), round(far[1]))).inflate(px(10, self.scale), px(4, self.scale))
            pygame.draw.rect(surface, PALETTE.accent if focused else (120, 84, 40), tag, border_radius=tag.h // 2)
            surface.blit(img, img.get_rect(center=tag.center))

    def _draw_loco(self, surface: pygame.Surface, shown: ShownTable) -> None:
        unit = self.unit
        if self.loco_pose is not None:
            p = self.loco_pose
            faces.draw_locomotive(surface, self.to_screen(p.point), p.heading, unit * 0.95, p.tilt, p.alpha)
            return
        i = shown.loco_index()
        if i is None:
            return
        point, heading = self.loco_point(shown.rail, i)
        faces.draw_locomotive(surface, self.to_screen(point), heading, unit * 0.95)

    @staticmethod
    def loco_point(rail: Sequence[RailCard], index: int) -> tuple[Point, float]:
        """Where the locomotive stands on card ``index`` and the way it faces (toward the railway's end)."""
        return geometry.loco_spot(rail[index])
