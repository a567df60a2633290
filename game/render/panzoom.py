"""Mouse and keys for any view that pans and zooms (the hex board, the Rollecate railway).

A drag with any button pans (past a few pixels, so a click stays a click),
the wheel zooms about the pointer, + and - zoom, W A S D (and Shift+arrows)
pan, and 0 puts the view back. A view mixes this in and provides ``rect``,
``scale``, ``pan_by``, ``zoom_by``, ``reset_view`` and what a plain click does.
"""

from __future__ import annotations

import math

import pygame

DRAG_THRESHOLD = 6
"""Design pixels the pointer must move with a button down before it pans instead of clicking."""


class PanZoomInput:
    """The shared input half of a pan-and-zoom view."""

    rect: pygame.Rect
    scale: float
    mouse: tuple[int, int] | None
    _press: tuple[int, int] | None
    _dragging: bool

    # what the view provides -------------------------------------------------------------
    def pan_by(self, dx: float, dy: float) -> None:
        raise NotImplementedError

    def zoom_by(self, factor: float, anchor: tuple[int, int] | None = None) -> None:
        raise NotImplementedError

    def reset_view(self) -> None:
        """What the 0 key does (fit the board, follow the railway again)."""

    def pointer_moved(self, pos: tuple[int, int]) -> None:
        """The pointer is at ``pos`` (hover)."""

    def plain_click(self, event: pygame.event.Event) -> bool:
        """A button released without dragging; True when used."""
        return False

    # the shared part ---------------------------------------------------------------------------
    def pan_zoom_event(self, event: pygame.event.Event) -> bool:
        """Zoom, pan and clicks; True when used."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.pointer_moved(event.pos)
            if self._press is not None and not any(getattr(event, "buttons", (1,))):
                self._press, self._dragging = None, False  # let go where this view did not see it (another screen took the release)
            if self._press is not None:
                moved = math.hypot(event.pos[0] - self._press[0], event.pos[1] - self._press[1])
                if self._dragging or moved >= DRAG_THRESHOLD * max(1.0, self.scale):
                    if not self._dragging:
                        self.pan_by(event.pos[0] - self._press[0], event.pos[1] - self._press[1])
                    else:
                        self.pan_by(*event.rel)
                    self._dragging = True
                    return True
            return False
        if event.type == pygame.MOUSEWHEEL:
            pos = self.mouse or pygame.mouse.get_pos()
            if self.rect.collidepoint(pos):
                self.zoom_by(1.15**event.y, pos)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3) and self.rect.collidepoint(event.pos):
            self._press = event.pos
            self._dragging = False
            self.mouse = event.pos
            return event.button != 1
        if event.type == pygame.MOUSEBUTTONUP and self._press is not None:
            was_drag = self._dragging
            self._press = None
            self._dragging = False
            return True if was_drag else self.plain_click(event)
        if event.type == pygame.KEYDOWN:
            return self.pan_zoom_key(event)
        return False

    def pan_zoom_key(self, event: pygame.event.Event) -> bool:
        """+ - zoom, 0 resets, W A S D and Shift+arrows pan; True when used."""
        step = self.rect.h * 0.15
        if event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.zoom_by(1.25)
            return True
        if event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.zoom_by(1 / 1.25)
            return True
        if event.key in (pygame.K_0, pygame.K_KP0):
            self.reset_view()
            return True
        pans = {pygame.K_a: (step, 0), pygame.K_d: (-step, 0), pygame.K_w: (0, step), pygame.K_s: (0, -step)}
        if event.mod & pygame.KMOD_SHIFT:
            pans.update({pygame.K_LEFT: (step, 0), pygame.K_RIGHT: (-step, 0), pygame.K_UP: (0, step), pygame.K_DOWN: (0, -step)})
        if event.key in pans:
            self.pan_by(*pans[event.key])
            return True
        return False
