"""The player's settings, kept as JSON in the user's preference folder.

A missing file gives the defaults; a damaged one gives the defaults too, plus
a one-line message for the title screen, and the damaged file is kept aside as
``settings.json.bad`` so nothing the player wrote is lost.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

WINDOW_SIZES: tuple[tuple[int, int], ...] = (
    (1024, 600),
    (1280, 720),
    (1600, 900),
    (1920, 1080),
    (2560, 1440),
    (3840, 2160),
)
"""The window sizes offered in Settings (any size works by dragging the window edge)."""

ANIMATION_SPEEDS: dict[str, float] = {"relaxed": 0.6, "normal": 1.0, "brisk": 1.7, "fast": 3.0}
"""Animation-speed choices and their multipliers."""

TEXT_SIZES: tuple[str, ...] = ("normal", "large", "largest")
"""Interface text sizes offered in Settings (their factors are in game.ui.theme.TEXT_SIZES)."""


@dataclass
class Settings:
    """Everything the Settings screen changes."""

    fullscreen: bool = False
    window_size: tuple[int, int] = (1280, 720)
    volume: float = 0.8
    """Sound volume, 0 (muted) to 1."""
    animation_speed: str = "normal"
    """A key of :data:`ANIMATION_SPEEDS`."""
    extra: dict[str, Any] = field(default_factory=dict)
    """Per-game preferences (last set-up used, ...), kept as given."""
    high_contrast: bool = False
    """Darker ink, firmer outlines and board grid (game.ui.look)."""
    text_size: str = "normal"
    """A key of :data:`TEXT_SIZES`: interface text drawn larger on every screen."""
    controls: dict[str, Any] = field(default_factory=dict)
    """Keys and controller buttons the player changed, per action (read by game.ui.controls.Bindings)."""

    @property
    def speed_factor(self) -> float:
        """The animation-speed multiplier."""
        return ANIMATION_SPEEDS.get(self.animation_speed, 1.0)

    def to_json(self) -> dict[str, Any]:
        """A JSON-compatible dict."""
        d = asdict(self)
        d["window_size"] = list(self.window_size)
        return d

    @classmethod
    def from_json(cls, d: Any) -> Settings:
        """Read a settings dict, keeping the default for every value that is missing or wrong."""
        s = cls()
        if not isinstance(d, dict):
            raise ValueError("settings file does not hold a JSON object")
        names = {f.name for f in fields(cls)}
        for key, value in d.items():
            if key not in names:
                continue
            if key == "fullscreen" and isinstance(value, bool):
                s.fullscreen = value
            elif key == "window_size" and _is_size(value):
                s.window_size = (max(640, int(value[0])), max(400, int(value[1])))
            elif key == "volume" and isinstance(value, (int, float)) and not isinstance(value, bool):
                s.volume = min(1.0, max(0.0, float(value)))
            elif key == "animation_speed" and value in ANIMATION_SPEEDS:
                s.animation_speed = value
            elif key == "extra" and isinstance(value, dict):
                s.extra = value
            elif key == "high_contrast" and isinstance(value, bool):
                s.high_contrast = value
            elif key == "text_size" and value in TEXT_SIZES:
                s.text_size = value
            elif key == "controls" and isinstance(value, dict):
                s.controls = value
        return s


def _is_size(value: Any) -> bool:
    return (
        isinstance(value, (list, tuple))
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) and 0 < v < 20000 for v in value)
    )


def load(path: Path) -> tuple[Settings, str | None]:
    """The settings stored at ``path`` and, if the file was damaged, a one-line message."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings(), None
    except OSError as exc:
        return Settings(), f"Could not read settings ({exc.strerror}); using defaults."
    try:
        return Settings.from_json(json.loads(text)), None
    except (ValueError, json.JSONDecodeError):
        try:
            path.replace(path.with_name(path.name + ".bad"))
        except OSError:
            pass
        return Settings(), "Settings file was damaged; kept it as settings.json.bad and used defaults."


def save(settings: Settings, path: Path) -> str | None:
    """Write the settings atomically; a one-line message if that failed."""
    tmp = path.with_name(path.name + ".tmp")
    try:
        tmp.write_text(json.dumps(settings.to_json(), indent=2), encoding="utf-8")
        tmp.replace(path)
    except OSError as exc:
        return f"Could not save settings ({exc.strerror})."
    return None
