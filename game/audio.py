"""Sound effects: loaded from assets/sounds, played at the settings volume, silent when there is no audio device."""

from __future__ import annotations

import pygame

from game import paths
from game.desktop import quiet_stderr


class Sounds:
    """Named sound effects. Missing files and missing audio devices are silently skipped."""

    def __init__(self, volume: float) -> None:
        self.volume = volume
        self.muted = False
        self._cache: dict[str, pygame.mixer.Sound | None] = {}
        self._enabled: bool | None = None  # the mixer opens with the first sound: a silent run never pays for it

    @property
    def enabled(self) -> bool:
        """True when sound can play (the mixer is opened on first use)."""
        if self._enabled is None:
            self._enabled = self._init_mixer()
        return self._enabled

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

    def preload(self, names: list[str]) -> None:
        """Read these sounds now (a screen being laid out), not inside the frame that first plays each; nothing while silent."""
        if self.volume <= 0 or self.muted or not self.enabled:
            return  # a silent run never opens the mixer
        for name in names:
            self._load(name)

    def set_muted(self, muted: bool) -> None:
        """Silence every sound (what is playing stops at once) or let them play again."""
        self.muted = muted
        if muted and self._enabled:  # a mixer never opened has nothing playing (and stays closed)
            try:
                pygame.mixer.stop()
            except pygame.error:
                pass

    def play(self, name: str, volume: float = 1.0) -> None:
        """Play a sound once (no-op when muted or unavailable)."""
        if self.volume <= 0 or self.muted or not self.enabled:
            return
        sound = self._load(name)
        if sound is not None:
            sound.set_volume(self.volume * volume)
            sound.play()
