"""Carom Golf: hex golf where a card and a die give the ball its impulses.

The engine behind the rules contract (see ``ARCHITECTURE.md``):
:func:`new_state`, :func:`from_json` (in ``saves``), :func:`make_bot`,
:func:`validate_course` (in ``validate``) and :func:`simulate_summary` (in ``summary``). The rules as implemented, with every decision the
rulebook left open, are in ``docs/rules/carom-golf.md``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.rules.carom.board import board_for
from game.rules.carom.bot import LEVELS, CaromBot
from game.rules.carom.default_course import default_course
from game.rules.carom.saves import from_json
from game.rules.carom.state import BASIC, MODES, TEE, WAITING, CaromState
from game.rules.carom.summary import simulate_summary
from game.rules.carom.validate import checked, validate_course
from game.rules.carom.values import course_values
from game.rules.course import CourseMap
from game.rules.protocol import RulesVersion

__all__ = [
    "RULES",
    "CaromState",
    "LEVELS",
    "from_json",
    "make_bot",
    "new_state",
    "prepare_computer",
    "simulate_summary",
    "validate_course",
]

RULES = RulesVersion(1)
"""The version of these rules that saves and replays record (raise it when a change makes a recorded game play differently)."""
OPTIONS = ("mode", "direction_first")


def _courses(course: CourseMap | Sequence[CourseMap] | None) -> tuple[CourseMap, ...]:
    if course is None:
        return (default_course(),)
    if isinstance(course, CourseMap):
        return (course,)
    courses = tuple(course)
    if not courses or not all(isinstance(c, CourseMap) for c in courses):
        raise ValueError("Carom Golf is played on one or more courses")
    return courses


def new_state(
    players: int,
    course: CourseMap | Sequence[CourseMap] | None,
    seed: int,
    **options: Any,
) -> CaromState:
    """A new game: ``players`` balls on ``course`` (one course or several, played in order).

    Options: ``mode`` (``"basic"`` or ``"carom"``, default basic) and
    ``direction_first`` (the variant where the direction is chosen before the roll).
    """
    unknown = [k for k in options if k not in OPTIONS]
    if unknown:
        raise ValueError(f"Carom Golf has no option {unknown[0]!r} (options: {', '.join(OPTIONS)})")
    mode = options.get("mode", BASIC)
    if mode not in MODES:
        raise ValueError(f"Carom Golf mode must be basic or carom, not {mode!r}")
    direction_first = options.get("direction_first", False)
    if not isinstance(direction_first, bool):
        raise ValueError(f"direction_first must be true or false, not {direction_first!r}")
    if not 1 <= players <= 12:
        raise ValueError(f"Carom Golf takes 1 to 12 players, not {players}")
    boards = checked([board_for(c) for c in _courses(course)], ValueError)
    return CaromState(
        boards=boards,
        seed=int(seed),
        mode=mode,
        direction_first=direction_first,
        course_index=0,
        positions=(None,) * players,
        counters=(0,) * players,
        status=(WAITING,) * players,
        finished=((),) * players,
        turn=0,
        phase=TEE,
    )


def make_bot(player: int, seed: int, level: str = "normal") -> CaromBot:
    """A computer player for seat ``player``: ``easy``, ``normal`` or ``hard``."""
    if level not in LEVELS:
        raise ValueError(f"Carom Golf computer levels are {', '.join(LEVELS)}, not {level!r}")
    return CaromBot(player, seed, level)


def prepare_computer(state: CaromState) -> None:
    """Build the computer player's tables for every course of a game now (say, behind a loading screen).

    Otherwise its first decision on each course builds them (tens of milliseconds).
    """
    for b in state.boards:
        course_values(b, state.direction_first)
