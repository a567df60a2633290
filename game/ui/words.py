"""Small pieces of wording every screen shares, so the four games speak alike."""

from __future__ import annotations

IRREGULAR = {"penalty": "penalties"}


def plural(n: int, word: str) -> str:
    """'1 impulse', '3 impulses', '0 strokes'."""
    if abs(n) == 1:
        return f"{n} {word}"
    return f"{n} {IRREGULAR.get(word, word + 's')}"


def computer_mark(level: str) -> str:
    """The small mark after a computer seat's name, everywhere: 'computer · strong'."""
    return f"computer · {level}" if level and level != "normal" else "computer"


def seat_title(name: str, computer: bool, level: str = "normal") -> str:
    """A seat's name with its computer mark, for one-line places (banner, instruction, ranking)."""
    return f"{name} ({computer_mark(level)})" if computer else name


def to_par(strokes: int, par: int | None) -> str:
    """A score against par: '+2', '−1', 'par'; '' when the course has no par."""
    if par is None:
        return ""
    d = strokes - par
    return "par" if d == 0 else (f"+{d}" if d > 0 else f"−{-d}")
