"""The Carom Golf courses the set-up screen offers: the six shipped ones, numbered, then the player's own
(listed by :mod:`game.scenes.course_list`, as for every golf game)."""

from __future__ import annotations

from pathlib import Path

from game import paths
from game.scenes import course_list
from game.scenes.common_setup import CourseChoice

ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")


def numeral(index: int) -> str:
    """The number of the ``index``-th course of a game (from 0): "I", "II", ... and 13 on in figures."""
    return ROMAN[index] if index < len(ROMAN) else str(index + 1)


def shipped_files() -> list[Path]:
    """The shipped Carom Golf courses, in play order (I to VI)."""
    folder = paths.level("carom")
    return sorted(folder.glob("*.tmx")) if folder.is_dir() else []


def course_choices() -> list[CourseChoice]:
    """Every course the set-up screen lists, each with its loaded model or its error, and its par by play.

    The player's own files that name no game are listed too (Carom Golf was the first game to read
    them); with no course files installed, the engine's practice course is offered.
    """
    shipped = shipped_files()
    out = course_list.course_choices("carom", shipped, label=lambda i, name: f"{numeral(i)} · {name}", undeclared=True)
    if not shipped:
        from game.rules.carom.default_course import default_course

        builtin = default_course()
        out.insert(0, CourseChoice(f"{builtin.name} (built in)", Path(""), builtin))
    return out
