"""The options of a game of Eagle's Creek, read from what ``new_state`` and a save are given."""

from __future__ import annotations

from typing import Any

from game.rules.eagles_creek import data


def parse_variant(value: Any) -> int:
    """The variant option (9, 6 or 3, as int or str) as an int; ValueError otherwise."""
    try:
        variant = int(str(value).strip())
    except ValueError:
        variant = 0
    if variant not in data.VARIANTS:
        raise ValueError(f"Eagle's Creek variant must be 9, 6 or 3 holes, not {value!r}")
    return variant


def parse_max_strokes(value: Any) -> int:
    """The max_strokes option: 0 (no limit) or a whole number from 2 to 99; ValueError otherwise."""
    try:
        n = int(str(value).strip())
    except ValueError:
        n = -1
    if isinstance(value, bool) or not (n == 0 or 2 <= n <= data.MAX_STROKES_LIMIT):
        raise ValueError(f"max_strokes must be 0 (no limit) or a whole number from 2 to {data.MAX_STROKES_LIMIT}, not {value!r}")
    return n
