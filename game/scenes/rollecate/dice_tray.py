"""Rollecate's four dice: locomotive faces drawn in code, thrown in a tray, locomotives counted.

The faces are the engine's (``data.DIE_FACES``): each die shows the
locomotive on four faces and nothing on two. The throw only shows a result
the engine already decided (a ``DiceRolled`` event).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.render import drawing, pieces
from game.render.dice import RollingDie
from game.rules.rollecate import data
from game.scenes.rollecate import faces
from game.ui import text
from game.ui.theme import PALETTE, px
from game.ui.words import plural

DIE_BODY = (250, 242, 222)


def _paint_loco(surface: pygame.Surface, rect: pygame.Rect, ink: tuple[int, int, int]) -> None:
    """The locomotive face: a small engine seen from above, across the face."""
    faces.draw_locomotive(surface, rect.center, 0.0, rect.w * 0.8)


def _paint_blank(surface: pygame.Surface, rect: pygame.Rect, ink: tuple[int, int, int]) -> None:
    """The blank face: nothing but a faint ring, so it does not look unfinished."""
    pygame.draw.circle(surface, (226, 214, 190), rect.center, max(2, rect.w // 6), max(1, rect.w // 24))


pieces.register_face(data.LOCO_FACE, _paint_loco)
pieces.register_face("blank", _paint_blank)

THROW_STARTS = ((0.05, 0.9), (0.1, 0.1), (0.95, 0.85), (0.9, 0.1))
RESTS = ((0.2, 0.58), (0.4, 0.45), (0.6, 0.6), (0.8, 0.47))


class DiceTray:
    """Up to four dice in a tray, with the locomotives of this turn counted under them."""

    def __init__(self, seed: int = 0) -> None:
        self.dice = [RollingDie(data.DIE_FACES, body=DIE_BODY, seed=seed * 7 + i) for i in range(data.DICE)]
        self.shown = 0
        self.group = 0
        self.locos_before = 0
        self.locos_now = 0
        self.dice_left = 0
        self.visible = False

    def throw(self, faces_rolled: Sequence[str], group: int, locos_before: int, dice_left: int) -> None:
        """Throw ``len(faces_rolled)`` dice landing on these faces."""
        self.visible = True
        self.shown = len(faces_rolled)
        self.group = group
        self.locos_before = locos_before
        self.locos_now = sum(1 for f in faces_rolled if f == data.LOCO_FACE)
        self.dice_left = dice_left
        for die, face, start, rest in zip(self.dice, faces_rolled, THROW_STARTS, RESTS):
            die.throw(face, start, rest)

    def hide(self) -> None:
        """Clear the tray."""
        self.visible = False
        self.shown = 0

    def skip(self) -> None:
        """Land every die at once."""
        for die in self.dice[: self.shown]:
            die.skip()

    @property
    def rolling(self) -> bool:
        """True while a die is still moving."""
        return any(d.rolling for d in self.dice[: self.shown])

    def update(self, dt: float) -> bool:
        """Advance the throws; True when a die landed this frame."""
        landed = False
        for die in self.dice[: self.shown]:
            landed = die.update(dt) or landed
        return landed

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
        """The tray and its dice, with the count of locomotives so far."""
        if not self.visible:
            return
        s = scale
        drawing.card(surface, rect, radius=px(14, s), fill=(70, 104, 70), border=(44, 70, 44), lift=px(6, s), textured=False)
        felt = rect.inflate(-px(10, s), -px(10, s))
        pygame.draw.rect(surface, (84, 124, 82), felt, border_radius=px(10, s))
        label_h = px(30, s)
        tray = pygame.Rect(felt.x, felt.y, felt.w, felt.h - label_h)
        size = max(12, min(int(tray.h * 0.55), tray.w // 5))
        for die in self.dice[: self.shown]:
            die.draw(surface, tray, size)
        if not self.rolling:
            total = self.locos_before + self.locos_now
            line = plural(self.locos_now, "locomotive")
            if self.group > 1 or self.dice_left:
                line += f" · {total} so far"
            if self.dice_left:
                line += f" · {plural(self.dice_left, 'die')} still to roll"
        else:
            line = f"rolling {plural(self.shown, 'die')}" + (f" (group {self.group})" if self.group > 1 else "")
        fsize = text.fit_size(line, "bold", px(20, s), felt.w - px(12, s))
        img = text.render(line, "bold", fsize, PALETTE.cream_text)
        surface.blit(img, img.get_rect(midbottom=(felt.centerx, felt.bottom - px(5, s))))
