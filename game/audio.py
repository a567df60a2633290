"""Sound effects: loaded from assets/sounds, played at the settings volume, silent when there is no audio device."""

from __future__ import annotations

import pygame

from game import paths
from game.desktop import quiet_stderr


class Sounds:
    """Named sound effects. Missing files and missing audio devices are silently skipped."""

    def __init__(self, volume: float) -> None:
        self.volume = volume
        self._cache: dict[str, pygame.mixer.Sound | None] = {}
        self.enabled = self._init_mixer()

    @staticmethod
    def _init_mixer() -> bool:
        try:
            if not pygame.mixer.get_init():
                with quiet_stderr():  # no sound card: SDL's back-ends would print a page of errors
                    pygame.mixer.init()
            return True
        except pygame.error:
            return False  # the game plays on without sound

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._cache:
            path = paths.asset("sounds", f"{name}.wav")
            try:
                self._cache[name] = pygame.mixer.Sound(str(path)) if path.exists() else None
            except pygame.error:
                self._cache[name] = None
        return self._cache[name]

    def play(self, name: str, volume: float = 1.0) -> None:
        """Play a sound once (no-op when muted or unavailable)."""
        if not self.enabled or self.volume <= 0:
            return
        sound = self._load(name)
        if sound is not None:
            sound.set_volume(self.volume * volume)
            sound.play()
