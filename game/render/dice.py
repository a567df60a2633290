"""A die thrown across the table: it tumbles, bounces, and lands on the face it was given.

The face is decided before the throw (the engine's chance outcome); the
tumble only shows it. The faces flashed on the way are picked by a generator
owned by the animation, so the picture is the same every time for a seed.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

import pygame

from game.render import pieces
from game.ui.theme import Color

THROW_TIME = 1.05
"""Seconds from leaving the hand to coming to rest (at normal speed)."""
BOUNCES = 3


def _ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


class RollingDie:
    """One die's throw: call :meth:`throw`, then :meth:`update` every frame and :meth:`draw` it."""

    def __init__(
        self,
        faces: Sequence[int | str] = (1, 2, 3, 4, 5, 6),
        *,
        body: Color = (250, 246, 236),
        pip: Color = (40, 30, 26),
        seed: int = 0,
    ) -> None:
        self.faces = list(faces)
        self.body = body
        self.pip = pip
        self.rng = random.Random(seed)
        self.face: int | str = self.faces[0]
        self.result: int | str | None = None
        self.time = THROW_TIME
        self.start = (0.1, 0.8)
        self.end = (0.5, 0.5)
        self.spin = 0.0
        self.final_angle = 0.0
        self._flash_at = 0.0

    @property
    def rolling(self) -> bool:
        """True while the die is still moving."""
        return self.result is not None and self.time < THROW_TIME

    @property
    def done(self) -> bool:
        """True once the die has landed (or was never thrown)."""
        return not self.rolling

    def throw(self, result: int | str, start: tuple[float, float] = (0.08, 0.85), end: tuple[float, float] = (0.5, 0.5)) -> None:
        """Throw from ``start`` to ``end`` (fractions of the tray) and land on ``result``."""
        self.result = result
        self.time = 0.0
        self.start, self.end = start, end
        self.spin = self.rng.choice((-1, 1)) * self.rng.uniform(540, 900)
        self.final_angle = self.rng.uniform(-14, 14)
        self.face = self.rng.choice(self.faces)
        self._flash_at = 0.0

    def show(self, face: int | str) -> None:
        """Rest on ``face`` without a throw."""
        self.result = face
        self.face = face
        self.time = THROW_TIME

    def skip(self) -> None:
        """Land at once."""
        if self.result is not None:
            self.time = THROW_TIME
            self.face = self.result

    def update(self, dt: float) -> bool:
        """Advance the throw; True on the frame the die lands."""
        result = self.result
        if result is None or not self.rolling:
            return False
        self.time += dt
        if self.time >= THROW_TIME:
            self.time = THROW_TIME
            self.face = result
            return True
        # flash other faces while it tumbles, slower as it slows down
        interval = 0.05 + 0.12 * (self.time / THROW_TIME)
        if self.time - self._flash_at >= interval and self.time < THROW_TIME * 0.8:
            self._flash_at = self.time
            others = [f for f in self.faces if f != self.face] or self.faces
            self.face = self.rng.choice(others)
        elif self.time >= THROW_TIME * 0.8:
            self.face = result
        return False

    def pose(self) -> tuple[tuple[float, float], float, float, float]:
        """(position as tray fractions, angle, height in die sizes, squash 0..1) at the current time."""
        t = min(1.0, self.time / THROW_TIME)
        e = _ease_out(t)
        x = self.start[0] + (self.end[0] - self.start[0]) * e
        y = self.start[1] + (self.end[1] - self.start[1]) * e
        # bounces: each lower and shorter than the one before
        phase = t * BOUNCES
        k = int(phase)
        height = 0.0 if k >= BOUNCES else abs(math.sin((phase - k) * math.pi)) * 0.42 * (0.45**k)
        angle = self.final_angle + self.spin * (1 - e)
        squash = 0.0
        if t < 1 and k < BOUNCES and (phase - k) < 0.12:
            squash = (0.12 - (phase - k)) / 0.12 * (0.5**k)
        return (x, y), angle, height, squash

    def draw(self, surface: pygame.Surface, tray: pygame.Rect, size: int) -> pygame.Rect:
        """Draw the die in ``tray`` (its pose is given in tray fractions) at ``size`` pixels."""
        (fx, fy), angle, height, squash = self.pose()
        center = (tray.x + fx * tray.w, tray.y + fy * tray.h)
        tumble = abs(math.cos(self.time * 14)) if self.rolling and self.time < THROW_TIME * 0.8 else 1.0
        w = max(4, int(size * (0.55 + 0.45 * tumble) * (1 + squash * 0.15)))
        h = max(4, int(size * (1 - squash * 0.18)))
        if (w, h) == (size, size):
            return pieces.draw_die(surface, center, size, self.face, angle=angle, height=height * size, body=self.body, pip=self.pip)
        img = pygame.transform.smoothscale(pieces.die_face(size, self.face, self.body, self.pip), (w, h))
        if angle:
            img = pygame.transform.rotozoom(img, angle, 1.0)
        lift = height * size
        shadow = pieces._shadow_ellipse(int(size * 1.05), int(size * 0.5), int(110 / (1 + height)))
        surface.blit(shadow, shadow.get_rect(center=(center[0] + size * 0.12 + lift * 0.3, center[1] + size * 0.42 + lift * 0.2)))
        rect = img.get_rect(center=(center[0], center[1] - lift))
        surface.blit(img, rect)
        return rect
