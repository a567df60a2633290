"""The table's side of saving: one call after each action, with a small picture of the screen now and then.

The table owns one :class:`AutoSaver` and calls ``saver.save(record, surface)``
after every applied action and ``saver.finish(record, surface)`` when the game
ends. Problems (a read-only folder, a full disk) are told to the player once,
in one line, and play goes on: a lost save must never stop a game.
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.match import saves
from game.match.record import MatchRecord

if TYPE_CHECKING:
    from game.app import App


def picture_png(surface: pygame.Surface, area: pygame.Rect | None = None) -> bytes | None:
    """A :data:`saves.PICTURE_SIZE` PNG of ``surface`` (or of ``area`` on it), cropped to 16:9; None if it fails."""
    try:
        rect = surface.get_rect() if area is None else area.clip(surface.get_rect())
        tw, th = saves.PICTURE_SIZE
        if rect.w * th > rect.h * tw:  # too wide: crop the sides
            w = rect.h * tw // th
            rect = pygame.Rect(rect.centerx - w // 2, rect.y, w, rect.h)
        else:
            h = rect.w * th // tw
            rect = pygame.Rect(rect.x, rect.centery - h // 2, rect.w, h)
        if rect.w < 2 or rect.h < 2:
            return None
        small = pygame.transform.smoothscale(surface.subsurface(rect).copy(), (tw, th))
        out = io.BytesIO()
        pygame.image.save(small, out, "picture.png")
        return out.getvalue()
    except (pygame.error, ValueError):
        return None


class AutoSaver:
    """Saves a live game after every action; tells the player once when it cannot."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.told: str | None = None
        self.last_path: Path | None = None

    def _tell(self, message: str) -> None:
        if message != self.told:  # once per problem, not after every move
            self.told = message
            self.app.notify(message)

    def save(self, record: MatchRecord, surface: pygame.Surface | None = None, area: pygame.Rect | None = None) -> Path | None:
        """Autosave ``record`` (with a picture of ``surface``/``area`` when one is due); the file, or None."""
        picture = picture_png(surface, area) if surface is not None and saves.picture_due(record) else None
        try:
            self.last_path = saves.autosave(record, picture)
        except saves.SaveError as exc:
            self._tell(f"{exc}; play on, but this game is not being saved.")
            return None
        self.told = None
        return self.last_path

    def finish(self, record: MatchRecord, surface: pygame.Surface | None = None, area: pygame.Rect | None = None) -> Path | None:
        """The game ended: keep it as a replay and take it off the saved games; the replay file, or None."""
        picture = picture_png(surface, area) if surface is not None else None
        try:
            return saves.finish(record, picture)
        except saves.SaveError as exc:
            self._tell(str(exc))
            return None
