"""Rollecate's four dice: locomotive faces drawn in code, thrown in the shared tray, locomotives counted.

The faces are the engine's (``data.DIE_FACES``): each die shows the
locomotive on four faces and nothing on two. The throw only shows a result
the engine already decided (a ``DiceRolled`` event).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.render import dice, pieces
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

LOOK = dice.DieLook(tuple(data.DIE_FACES), body=DIE_BODY)
"""Rollecate's die, as data for the shared tray (render/dice.py)."""


class LocoDice:
    """Up to four dice in the shared tray, with the locomotives of this turn counted under them."""

    def __init__(self, seed: int = 0) -> None:
        self.tray = dice.DiceTray(seed)
        self.group = 0
        self.locos_before = 0
        self.locos_now = 0
        self.dice_left = 0

    def throw(self, faces_rolled: Sequence[str], group: int, locos_before: int, dice_left: int) -> None:
        """Throw ``len(faces_rolled)`` dice landing on these faces."""
        self.group = group
        self.locos_before = locos_before
        self.locos_now = sum(1 for f in faces_rolled if f == data.LOCO_FACE)
        self.dice_left = dice_left
        self.tray.throw(LOOK, faces_rolled)

    @property
    def visible(self) -> bool:
        """True while dice lie in the tray."""
        return self.tray.visible

    @property
    def shown(self) -> int:
        """How many dice are in the tray."""
        return len(self.tray.dice)

    def faces(self) -> list[int | str]:
        """The faces the dice in the tray show now."""
        return self.tray.faces()

    def hide(self) -> None:
        """Clear the tray."""
        self.tray.hide()

    def skip(self) -> None:
        """Land every die at once."""
        self.tray.skip()

    @property
    def rolling(self) -> bool:
        """True while a die is still moving."""
        return self.tray.rolling

    def update(self, dt: float) -> bool:
        """Advance the throws; True when a die landed this frame."""
        return self.tray.update(dt)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
        """The tray and its dice, with the count of locomotives so far written on the felt under them."""
        if not self.visible:
            return
        s = scale
        label_h = px(30, s)
        felt = self.tray.draw(surface, rect, s, below=label_h)
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
