"""The player's settings, kept as JSON in the user's preference folder.

Nothing in the file can stop the game. A missing file gives the defaults. A
file that cannot be decoded or parsed (random bytes, a truncated write, JSON
nested thousands deep) is moved aside as ``settings.json.bad`` and the
defaults are used. In a readable file every entry is checked on its own: the
good ones are kept, each bad one (wrong type, ``Infinity``, a volume of 1e308)
falls back to its default, and a copy of the file is kept aside. Either way
the caller gets one line to show once. UTF-8 with or without a byte-order mark
and UTF-16/32 with a byte-order mark are all read.
"""

from __future__ import annotations

import codecs
import math
import shutil
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

MAX_FILE_BYTES = 1_000_000
"""A settings file is a few hundred bytes; anything far larger is not one."""
MAX_EXTRA_DEPTH = 12
"""How deeply per-game preferences may nest (a saved set-up needs three levels)."""
WINDOW_LIMITS = ((640, 400), (16384, 16384))
"""Smallest and largest window size kept from the file (the window is then fitted to the display)."""

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
    window_chosen: bool = False
    """The player chose ``window_size`` (in Settings); otherwise the window opens as large as the desktop it opens on."""
    volume: float = 0.8
    """Sound volume, 0 (muted) to 1."""
    animation_speed: str = "normal"
    """A key of :data:`ANIMATION_SPEEDS`."""
    muted: bool = False
    """All sound off (the M key, the pause menu), keeping the volume for when it comes back."""
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
        return cls.parse(d)[0]

    @classmethod
    def parse(cls, d: Any) -> tuple[Settings, list[str]]:
        """The settings in ``d`` and the names of the entries that were unusable (defaults used for them).

        Raises ValueError when ``d`` is not a JSON object at all.
        """
        if not isinstance(d, dict):
            raise ValueError("settings file does not hold a JSON object")
        s = cls()
        rejected: list[str] = []
        names = {f.name for f in fields(cls)}
        for key, value in d.items():
            if key not in names:
                continue  # written by a newer version, or by hand: ignored, not an error
            if key == "window_chosen" and isinstance(value, bool):
                s.window_chosen = value
            elif key == "fullscreen" and isinstance(value, bool):
                s.fullscreen = value
            elif key == "window_size" and _is_size(value):
                (lo_w, lo_h), (hi_w, hi_h) = WINDOW_LIMITS
                s.window_size = (min(hi_w, max(lo_w, int(value[0]))), min(hi_h, max(lo_h, int(value[1]))))
            elif key == "volume" and _is_real(value) and 0.0 <= value <= 1.0:
                s.volume = float(value)
            elif key == "muted" and isinstance(value, bool):
                s.muted = value
            elif key == "animation_speed" and isinstance(value, str) and value in ANIMATION_SPEEDS:
                s.animation_speed = value
            elif key == "extra" and isinstance(value, dict):
                s.extra, dropped = _plain_extra(value)
                rejected += dropped
            elif key == "high_contrast" and isinstance(value, bool):
                s.high_contrast = value
            elif key == "text_size" and isinstance(value, str) and value in TEXT_SIZES:
                s.text_size = value
            elif key == "controls" and isinstance(value, dict):
                s.controls, dropped = _plain_extra(value)  # read entry by entry by game.ui.controls.Bindings
                rejected += [f"controls.{k}" for k in dropped]
            else:
                rejected.append(key)
        if "window_chosen" not in d and "window_size" in d and s.window_size != cls.window_size:
            s.window_chosen = True  # written before the choice was kept: a size other than the old default was chosen
        return s, rejected


def _is_real(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _is_size(value: Any) -> bool:
    """Two whole numbers of pixels (clamped later); nonsense such as -5, 1e308 or "big" is not a size."""
    return (
        isinstance(value, (list, tuple))
        and len(value) == 2
        and all(_is_real(v) and v == int(v) and 0 < v <= 1_000_000 for v in value)
    )


def _plain_extra(extra: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """The per-game entries as plain JSON of a sane depth, and the keys of those that needed mending.

    An infinity or NaN inside an entry becomes None (the screen that reads the
    entry then uses its default for just that value); an entry nested absurdly
    deep is dropped whole.
    """
    kept: dict[str, Any] = {}
    mended: list[str] = []
    for key, value in extra.items():
        clean, changed = _plain(value, MAX_EXTRA_DEPTH)
        if clean is not _TOO_DEEP:
            kept[key] = clean
        if changed:
            mended.append(str(key)[:40])
    return kept, mended


_TOO_DEEP = object()


def _plain(value: Any, depth: int) -> tuple[Any, bool]:
    """``value`` with non-finite numbers replaced by None, and whether anything was replaced (or too deep)."""
    if depth < 0:
        return _TOO_DEEP, True
    if isinstance(value, float) and not math.isfinite(value):
        return None, True
    if isinstance(value, list):
        items = [_plain(v, depth - 1) for v in value]
        if any(v is _TOO_DEEP for v, _ in items):
            return _TOO_DEEP, True
        return [v for v, _ in items], any(c for _, c in items)
    if isinstance(value, dict):
        pairs = {k: _plain(v, depth - 1) for k, v in value.items()}
        if any(v is _TOO_DEEP for v, _ in pairs.values()):
            return _TOO_DEEP, True
        return {k: v for k, (v, _) in pairs.items()}, any(c for _, c in pairs.values())
    return value, False


@dataclass
class Loaded:
    """What :func:`read` found."""

    settings: Settings
    message: str | None = None
    """One line for the player, or None when all was well."""
    may_save: bool = True
    """False when writing settings could destroy a file that was neither read nor kept aside."""
    repaired: bool = False
    """Some entries were replaced by defaults: writing the settings back makes the file clean again."""


class _Damaged(ValueError):
    """The file cannot be used at all."""


def _decode(data: bytes) -> str:
    """The text of a settings file: UTF-8 (with or without BOM), or UTF-16/32 announced by a BOM."""
    boms = (
        (codecs.BOM_UTF32_LE, "utf-32"),
        (codecs.BOM_UTF32_BE, "utf-32"),
        (codecs.BOM_UTF8, "utf-8-sig"),
        (codecs.BOM_UTF16_LE, "utf-16"),
        (codecs.BOM_UTF16_BE, "utf-16"),
    )
    for bom, encoding in boms:
        if data.startswith(bom):
            return data.decode(encoding)
    if len(data) >= 2 and data[0] != 0 and data[1] == 0:
        return data.decode("utf-16-le")  # an editor's UTF-16 without a BOM: '{' then a zero byte
    if len(data) >= 2 and data[0] == 0 and data[1] != 0:
        return data.decode("utf-16-be")
    return data.decode("utf-8")


def _parse(data: bytes) -> Any:
    if len(data) > MAX_FILE_BYTES:
        raise _Damaged("far too large")
    import json  # here: a first start has no settings file, and its launch need not import json

    try:
        return json.loads(_decode(data))
    except (ValueError, RecursionError, MemoryError) as exc:  # bad bytes, bad JSON, absurd nesting or digits
        raise _Damaged(type(exc).__name__) from None


def _aside(path: Path, *, copy: bool) -> Path | None:
    """Keep ``path`` as ``settings.json.bad`` (or .bad2, .bad3 ... never over an earlier one); None if impossible."""
    for n in range(1, 10):
        target = path.with_name(f"{path.name}.bad{n if n > 1 else ''}")
        if target.exists():
            continue
        try:
            if copy:
                shutil.copyfile(path, target)
            else:
                path.replace(target)
            return target
        except OSError:
            return None
    return None


def read(path: Path) -> Loaded:
    """The settings stored at ``path``, with what went wrong (never raises for any content)."""
    try:
        with path.open("rb") as fh:
            data = fh.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        return Loaded(Settings())
    except (OSError, ValueError) as exc:
        reason = getattr(exc, "strerror", None) or type(exc).__name__
        return Loaded(Settings(), f"Could not read the settings file ({reason}); using defaults.", may_save=False)
    try:
        settings, rejected = Settings.parse(_parse(data))
    except ValueError:  # _Damaged, or not a JSON object
        kept = _aside(path, copy=False)
        if kept is None:
            return Loaded(Settings(), "The settings file is damaged and could not be moved aside; using defaults and leaving it untouched.", may_save=False)
        return Loaded(Settings(), f"The settings file was damaged; kept it as {kept.name} and used defaults.")
    if not rejected:
        return Loaded(settings)
    names = ", ".join(n.replace("_", " ") for n in rejected[:4]) + (" ..." if len(rejected) > 4 else "")
    kept = _aside(path, copy=True)
    if kept is None:
        return Loaded(settings, f"Some settings could not be used ({names}); using defaults for them.", repaired=True)
    return Loaded(settings, f"Some settings could not be used ({names}); using defaults for them (the file is kept as {kept.name}).", repaired=True)


def load(path: Path) -> tuple[Settings, str | None]:
    """The settings stored at ``path`` and, if something was wrong, a one-line message."""
    loaded = read(path)
    return loaded.settings, loaded.message


def save(settings: Settings, path: Path) -> str | None:
    """Write the settings atomically; a one-line message if that failed."""
    import json

    tmp = path.with_name(path.name + ".tmp")
    try:
        tmp.write_text(json.dumps(settings.to_json(), indent=2, allow_nan=False), encoding="utf-8")
        tmp.replace(path)
    except (OSError, ValueError, TypeError, RecursionError) as exc:
        reason = getattr(exc, "strerror", None) or type(exc).__name__
        return f"Could not save settings ({reason})."
    return None
