"""A pan-and-zoom camera over any flat map (not tied to hexes): fitting, following, input.

Map units become screen pixels by one transform, as in
:mod:`game.render.boardview`: ``screen = viewport centre + (map - cam) * zoom``.
The camera can *follow* a rectangle of the map (the growing railway, say): it
glides to fit that rectangle until the player zooms or pans by hand, and
follows again when asked (``0`` or :meth:`follow_again`). A part of it that
must be seen (the railway's end and the places offered for the next card) is
kept in view all the while, even half-way through a glide: the glide pans or
zooms out just enough at every step, and when that part changes it is brought
into view at once, even in a view the player moved by hand.

Input, as on the hex board: the wheel zooms about the pointer, a drag (any
button) pans, ``+``/``-`` zoom, ``0`` fits, ``W A S D`` (or Shift+arrows) pan.
A left click that was not a drag is left to the caller (``handle_event``
returns False for it), with :attr:`Camera.clicked` set to its map point.
"""

from __future__ import annotations

import math

import pygame

from game.render.panzoom import PanZoomInput

Point = tuple[float, float]
MapRect = tuple[float, float, float, float]
"""(x, y, w, h) in map units."""

class Camera(PanZoomInput):
    """Zoom and pan over a map rectangle, in a screen rectangle."""

    def __init__(self, *, min_units: float = 4.0, margin: float = 1.0) -> None:
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.scale = 1.0
        self.min_units = min_units
        """Zooming in stops when this many map units fill the viewport's smaller side."""
        self.margin = margin
        """Map units kept free around the followed rectangle."""
        self.target: MapRect = (0.0, 0.0, 1.0, 1.0)
        self.must: MapRect | None = None
        """Map rectangle kept inside the view at every frame (None: nothing in particular)."""
        self.zoom = 1.0
        self.cam: Point = (0.5, 0.5)
        self.following = True
        """True while the camera fits :attr:`target` by itself."""
        self.mouse: tuple[int, int] | None = None
        self.clicked: Point | None = None
        self._press: tuple[int, int] | None = None
        self._dragging = False

    # the view ---------------------------------------------------------------------------
    def set_rect(self, rect: pygame.Rect, scale: float) -> None:
        """Place the view in a screen rectangle (the fit is recomputed when following)."""
        self.rect = pygame.Rect(rect)
        self.scale = scale
        if self.following:
            self.zoom, self.cam = self._fit_of(self.target)
        self._keep_must()

    def fit_zoom(self, area: MapRect) -> float:
        """The zoom at which ``area`` (with the margin) would fill the view."""
        return self._fit_of(area)[0]

    def _fit_of(self, area: MapRect) -> tuple[float, Point]:
        x, y, w, h = area
        m = self.margin
        zoom = min(self.rect.w / max(0.5, w + 2 * m), self.rect.h / max(0.5, h + 2 * m))
        return min(self.max_zoom, zoom), (x + w / 2, y + h / 2)

    @property
    def max_zoom(self) -> float:
        """The closest zoom allowed."""
        return min(self.rect.w, self.rect.h) / self.min_units

    @property
    def min_zoom(self) -> float:
        """The farthest zoom allowed: the followed rectangle at a third of the view."""
        return min(self._fit_of(self.target)[0] / 3, self.max_zoom)

    def show(self, area: MapRect, *, at_once: bool = False, must: MapRect | None = None) -> None:
        """Follow ``area`` from now on (gliding there unless ``at_once``); ``must`` (inside it) is never out of view."""
        self.target = area
        if at_once and self.following:
            self.zoom, self.cam = self._fit_of(area)
        if must != self.must:
            self.must = must
            self._keep_must()  # new places to look at: in view from their first frame, not after a glide

    def _keep_must(self) -> None:
        """Pan (and zoom out if it must) the least that puts :attr:`must` inside the view."""
        if self.must is None:
            return
        x, y, w, h = self.must
        pad = min(self.margin, 0.25)
        x, y, w, h = x - pad, y - pad, w + 2 * pad, h + 2 * pad
        self.zoom = min(self.zoom, self.rect.w / max(0.5, w), self.rect.h / max(0.5, h))
        half_w, half_h = self.rect.w / 2 / self.zoom, self.rect.h / 2 / self.zoom
        cx = min(max(self.cam[0], x + w - half_w), x + half_w)
        cy = min(max(self.cam[1], y + h - half_h), y + half_h)
        self.cam = (cx, cy)

    def follow_again(self) -> None:
        """Go back to fitting the followed rectangle by itself."""
        self.following = True

    def update(self, dt: float) -> None:
        """Glide toward the followed rectangle."""
        if not self.following:
            return
        zoom, cam = self._fit_of(self.target)
        k = 1 - math.exp(-dt * 6)
        self.zoom += (zoom - self.zoom) * k
        self.cam = (self.cam[0] + (cam[0] - self.cam[0]) * k, self.cam[1] + (cam[1] - self.cam[1]) * k)
        if abs(zoom - self.zoom) < 1e-3 and math.dist(cam, self.cam) < 1e-3:
            self.zoom, self.cam = zoom, cam
        self._keep_must()

    @property
    def gliding(self) -> bool:
        """True while the camera still moves toward the followed rectangle by itself."""
        if not self.following:
            return False
        zoom, cam = self._fit_of(self.target)
        return abs(zoom - self.zoom) > 1e-3 or math.dist(cam, self.cam) > 1e-3

    def settle(self) -> None:
        """Jump to where the glide is going."""
        if self.following:
            self.zoom, self.cam = self._fit_of(self.target)

    def zoom_by(self, factor: float, anchor: tuple[int, int] | None = None) -> None:
        """Zoom in (factor > 1) or out, keeping the map point under ``anchor`` still."""
        ax, ay = anchor if anchor is not None else self.rect.center
        before = self.to_map(ax, ay)
        self.zoom = min(self.max_zoom, max(self.min_zoom, self.zoom * factor))
        after = self.to_map(ax, ay)
        self.cam = (self.cam[0] + before[0] - after[0], self.cam[1] + before[1] - after[1])
        self.following = False

    def pan_by(self, dx: float, dy: float) -> None:
        """Move the map by ``dx, dy`` screen pixels."""
        self.cam = (self.cam[0] - dx / self.zoom, self.cam[1] - dy / self.zoom)
        self.following = False

    # geometry ----------------------------------------------------------------------------
    def to_screen(self, x: float, y: float) -> Point:
        """Map units to screen pixels."""
        return (self.rect.centerx + (x - self.cam[0]) * self.zoom, self.rect.centery + (y - self.cam[1]) * self.zoom)

    def to_map(self, sx: float, sy: float) -> Point:
        """Screen pixels to map units."""
        return (self.cam[0] + (sx - self.rect.centerx) / self.zoom, self.cam[1] + (sy - self.rect.centery) / self.zoom)

    @property
    def origin(self) -> Point:
        """Where map point (0, 0) is on screen."""
        return self.to_screen(0.0, 0.0)

    # input ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Zoom and pan; True when used. A plain left click sets :attr:`clicked` and returns False."""
        self.clicked = None
        return self.pan_zoom_event(event)

    def plain_click(self, event: pygame.event.Event) -> bool:
        if event.button == 1 and self.rect.collidepoint(event.pos):
            self.clicked = self.to_map(*event.pos)
        return False

    def reset_view(self) -> None:
        self.follow_again()

