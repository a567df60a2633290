"""Dice on the table, for every game: a die's throw, the tray it lands in, and how long both take.

This is the one file for how dice look and roll everywhere: the throw and
settle times, the tray's rim and felt, the size of a die in it and where
thrown dice come from and come to rest. A game gives only its dice as data
(:class:`DieLook`: faces and colours) and the number thrown; the faces painted
on a die are :mod:`game.render.pieces`' (a game may register pictures there).

The face is decided before the throw (the engine's chance outcome); the
tumble only shows it. The faces flashed on the way are picked by a generator
owned by the animation, so the picture is the same every time for a seed.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.render import pieces
from game.ui.theme import Color, px

THROW_TIME = 1.05
"""Seconds from leaving the hand to coming to rest (at normal speed)."""
SETTLE_TIME = 0.25
"""Seconds landed dice lie still before the game goes on: a throw's beat lasts ``THROW_TIME + SETTLE_TIME``."""
BOUNCES = 3
IVORY: Color = (250, 246, 236)
"""A plain die's body."""
INK: Color = (40, 30, 26)
"""A plain die's pips."""
RIM: Color = (122, 84, 56)
"""The tray's wooden rim."""
FELT: Color = (54, 98, 70)
"""The tray's green felt."""
DIE_SHARE = 0.6
"""A die in the tray is this share of the felt's height ..."""
DIE_LARGEST = 58
"""... and at most this many design pixels."""
SCATTER = 0.05
"""How far apart, in tray widths, the dice of one throw leave the hand."""


@dataclass(frozen=True)
class DieLook:
    """One kind of die, as data: its faces in order and its colours."""

    faces: tuple[int | str, ...] = (1, 2, 3, 4, 5, 6)
    body: Color = IVORY
    pip: Color = INK


def throw_path(k: int, n: int) -> tuple[tuple[float, float], tuple[float, float]]:
    """Where die ``k`` of ``n`` thrown together leaves the hand and comes to rest, as fractions of the tray."""
    return (0.1 + SCATTER * k, 0.9), ((k + 0.5) / n, 0.52)


def felt_of(tray: pygame.Rect, scale: float) -> pygame.Rect:
    """The felt inside a tray's rim."""
    return tray.inflate(-px(8, scale), -px(8, scale))


def draw_felt(surface: pygame.Surface, tray: pygame.Rect, scale: float) -> pygame.Rect:
    """The tray itself: a wooden rim round green felt; returns the felt."""
    pygame.draw.rect(surface, RIM, tray, border_radius=px(12, scale))
    felt = felt_of(tray, scale)
    pygame.draw.rect(surface, FELT, felt, border_radius=px(10, scale))
    return felt


def die_size(felt: pygame.Rect, scale: float, count: int = 1) -> int:
    """The size of a die on ``felt`` when ``count`` dice lie there side by side."""
    return max(8, int(min(felt.h * DIE_SHARE, px(DIE_LARGEST, scale), felt.w / (count + 0.6))))


def upright(angle: float) -> float:
    """A die's turn as drawn, within 45 degrees of upright: a square face turned a quarter looks the same, so the
    number printed on it is shown the way that reads (a tumbling "3" turned on its side read as a curve)."""
    return (angle + 45.0) % 90.0 - 45.0


def _ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


class RollingDie:
    """One die's throw: call :meth:`throw`, then :meth:`update` every frame and :meth:`draw` it."""

    def __init__(
        self,
        faces: Sequence[int | str] = (1, 2, 3, 4, 5, 6),
        *,
        body: Color = IVORY,
        pip: Color = INK,
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
        angle = upright(self.final_angle + self.spin * (1 - e))
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


class DiceTray:
    """Dice thrown together onto a tray, landing on faces given in advance; drawn on the shared felt."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.dice: list[RollingDie] = []
        self.throws = 0
        """Throws so far: each has its own tumble, the same every time for a seed."""
        self.visible = False

    def throw(self, look: DieLook | Sequence[DieLook], faces: Sequence[int | str]) -> None:
        """Throw one die per face (all of ``look``, or one look each); each lands on its face."""
        self.throws += 1
        self._lay(look, faces)
        for k, (die, face) in enumerate(zip(self.dice, faces)):
            die.throw(face, *throw_path(k, len(faces)))

    def show(self, look: DieLook | Sequence[DieLook], faces: Sequence[int | str]) -> None:
        """The dice at rest on these faces, without a throw."""
        self._lay(look, faces)
        for k, (die, face) in enumerate(zip(self.dice, faces)):
            die.start = die.end = throw_path(k, len(faces))[1]
            die.show(face)

    def _lay(self, look: DieLook | Sequence[DieLook], faces: Sequence[int | str]) -> None:
        looks = [look] * len(faces) if isinstance(look, DieLook) else list(look)
        self.visible = True
        self.dice = [RollingDie(lk.faces, body=lk.body, pip=lk.pip, seed=self.seed * 7919 + self.throws * 31 + k) for k, lk in enumerate(looks)]

    def hide(self) -> None:
        """Clear the tray."""
        self.visible = False
        self.dice = []

    def turn(self, k: int, face: int | str) -> None:
        """Die ``k`` shows another face where it lies (a rule changed the number thrown), its place and angle kept."""
        self.dice[k].show(face)

    def skip(self) -> None:
        """Land every die at once."""
        for die in self.dice:
            die.skip()

    @property
    def rolling(self) -> bool:
        """True while a die is still moving."""
        return any(d.rolling for d in self.dice)

    @property
    def time(self) -> float:
        """Seconds since the last throw left the hand (``THROW_TIME`` once every die lies still)."""
        return min((d.time for d in self.dice), default=THROW_TIME)

    def look_key(self) -> tuple[object, ...]:
        """What the dice look like: equal keys, the same picture (while they roll, only the faces they will land on)."""
        if self.rolling:
            return ("rolling", tuple(d.result for d in self.dice))
        return (self.visible, tuple((d.result, d.face, d.time, d.final_angle, d.start, d.end) for d in self.dice))

    def faces(self) -> list[int | str]:
        """The faces the dice show now (a tumbling die flashes others)."""
        return [d.face for d in self.dice]

    def update(self, dt: float) -> bool:
        """Advance the throws; True when a die landed this frame."""
        landed = False
        for die in self.dice:
            landed = die.update(dt) or landed
        return landed

    def draw(self, surface: pygame.Surface, tray: pygame.Rect, scale: float, *, below: int = 0) -> pygame.Rect:
        """The tray with its dice (``below``: pixels kept free at the felt's bottom for words); returns the felt."""
        felt = draw_felt(surface, tray, scale)
        self.draw_dice(surface, pygame.Rect(felt.x, felt.y, felt.w, felt.h - below), scale)
        return felt

    def draw_dice(self, surface: pygame.Surface, area: pygame.Rect, scale: float) -> None:
        """The dice alone over ``area`` (of the felt, or anywhere they are thrown), kept inside it."""
        if not self.visible or not self.dice:
            return
        clip = surface.get_clip()
        inside = area.clip(clip)
        if inside.w <= 0 or inside.h <= 0:
            return  # none of it is being painted
        surface.set_clip(inside)  # a die rolls in over the rim and stays on the felt
        size = die_size(area, scale, len(self.dice))
        for die in self.dice:
            die.draw(surface, area, size)
        surface.set_clip(clip)
