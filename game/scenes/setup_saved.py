"""Reading the last set-up back from the settings file, entry by entry (a bad entry gives its default)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.scenes.setup_spec import DEFAULT_NAMES, PlayerSpec, SetupSpec

# The last set-up is read back from the settings file, which a person may have edited: every entry is
# checked on its own, and a bad one (wrong type, Infinity, a huge number) gives its default, never an error.


def saved_choices(value: Any, spec: SetupSpec) -> dict[str, str]:
    """Each choice's saved value when it is still one of its values, else its default."""
    saved = value if isinstance(value, dict) else {}
    out = {}
    for c in spec.choices:
        wanted = saved.get(c.key)
        out[c.key] = wanted if isinstance(wanted, str) and wanted in [v[0] for v in c.values] else c.default
    return out


def saved_mode(value: Any, spec: SetupSpec) -> int:
    """The saved mode's index, or 0."""
    modes = [m[0] for m in spec.modes]
    return modes.index(value) if isinstance(value, str) and value in modes else 0


def saved_options(value: Any, spec: SetupSpec) -> dict[str, bool]:
    """Each option as saved when that is a true/false value, else its default."""
    saved = value if isinstance(value, dict) else {}
    return {o.key: saved[o.key] if isinstance(saved.get(o.key), bool) else o.default for o in spec.options}


def saved_courses(value: Any) -> list[str]:
    """The saved course paths (strings only)."""
    return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []


def saved_name(value: Any) -> str | None:
    """A saved name that can be shown (printable, at most 16 characters), or None."""
    if not isinstance(value, str):
        return None
    name = "".join(ch for ch in value if ch.isprintable())[:16]
    return name or None


def saved_players(data: Any, spec: SetupSpec) -> list[PlayerSpec]:
    """Players from the settings, or the default table (one person and a computer)."""
    out: list[PlayerSpec] = []
    if isinstance(data, list):
        for d in data[: spec.max_players]:
            if not isinstance(d, dict):
                continue
            seat = len(out)
            style = d.get("style")
            style = style % spec.looks if isinstance(style, int) and not isinstance(style, bool) else seat
            computer = d.get("computer")
            computer = computer if isinstance(computer, bool) else False
            level = d.get("level")
            level = level if isinstance(level, str) else "normal"
            name = saved_name(d.get("name")) or DEFAULT_NAMES[seat % len(DEFAULT_NAMES)]
            out.append(PlayerSpec(name, style, computer, level))
        styles = [p.style for p in out]
        if len(set(styles)) != len(styles):
            out = [replace(p, style=i) for i, p in enumerate(out)]
    if len(out) < spec.min_players:
        out = []
        for i in range(max(spec.min_players, spec.default_players)):
            computer = i >= max(spec.default_players - spec.default_computers, 0)
            name = "Computer" if computer and spec.default_computers == 1 else DEFAULT_NAMES[i]
            out.append(PlayerSpec(name if not (i == 0 and not computer) else "You", i, computer, "normal"))
    levels = list(spec.levels)
    fallback = "normal" if "normal" in levels else levels[0]
    return [p if p.level in levels else replace(p, level=fallback) for p in out]
