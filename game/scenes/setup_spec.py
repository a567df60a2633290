"""What a game offers on the shared set-up screen, and what the screen hands back: plain values."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pygame

from game.match.record import SeatEntry
from game.render import pieces
from game.rules.course import CourseMap

DEFAULT_NAMES = ("Ada", "Ben", "Cleo", "Dev", "Ema", "Finn", "Gus", "Hana", "Ivo", "Jun", "Kai", "Lea")
"""Names given to new seats (every one can be typed over)."""


PlayerSpec = SeatEntry
"""One seat at the table: the set-up screen's players are the record's seats (one record, frozen)."""


@dataclass
class CourseChoice:
    """A course that can be played: shipped or from the player's own folder."""

    label: str
    path: Path
    course: Any = None
    """The course model the game takes (a :class:`CourseMap`; for Roll in One a tuple of boards), or None."""
    error: str = ""
    """Why it cannot be played (a one-line loader message)."""
    user: bool = False
    note: str = ""
    """A line under its picture: what is known of its par ("par 4 · plays 4.3 ± 1.1"), or ''."""
    preview: CourseMap | None = None
    """What its picture shows when ``course`` is not one map (a set of boards); None: ``course`` itself."""

    @property
    def picture(self) -> CourseMap | None:
        """The map its card draws."""
        if self.preview is not None:
            return self.preview
        return self.course if isinstance(self.course, CourseMap) else None


@dataclass
class OptionSpec:
    """An on/off game option."""

    key: str
    label: str
    default: bool = False
    note: str = ""
    """One line under the toggle saying what it does ('' for none)."""


@dataclass
class ChoiceSpec:
    """A game option with several values, stepped with Left/Right or a click."""

    key: str
    label: str
    values: Sequence[tuple[str, str, str]]  # (value, label, one-line explanation)
    default: str


@dataclass
class SetupSpec:
    """What a game offers on its set-up screen."""

    game_id: str
    title: str
    min_players: int
    max_players: int
    modes: Sequence[tuple[str, str, str]] = ()
    """(value, label, one-line explanation) of each mode; empty when the game has one."""
    mode_problem: Callable[[str, int], str] | None = None
    """Why a mode does not fit this many players, in one line ('' when it does): such a mode is greyed
    on the screen with this reason beside it, and Start says it rather than starting."""
    levels: Sequence[str] = ("normal",)
    """Computer strengths."""
    options: Sequence[OptionSpec] = ()
    choices: Sequence[ChoiceSpec] = ()
    """Options with several values (rounds, a variant), each shown with the explanation of its chosen value."""
    courses: Callable[[], list[CourseChoice]] | None = None
    """Lists the courses (called when the screen opens)."""
    user_folder: Path | None = None
    """Where the player's own courses live (shown, and opened on request)."""
    default_players: int = 2
    default_computers: int = 1
    style_count: int = 0
    """How many looks a seat can pick from (0: the ball looks of :mod:`game.render.pieces`)."""
    draw_style: Callable[[pygame.Surface, pygame.Rect, int, int], None] | None = None
    """Draws look ``style`` for ``seat`` in a rect (surface, rect, seat, style); None draws a ball."""
    players_note: str = ""
    """Help under the player list (empty: the note about balls)."""

    @property
    def looks(self) -> int:
        """The number of seat looks offered."""
        return self.style_count or pieces.BALL_STYLE_COUNT


@dataclass
class SetupResult:
    """Everything the game needs to start."""

    players: list[PlayerSpec]
    mode: str
    courses: list[CourseChoice]
    options: dict[str, bool] = field(default_factory=dict)
    choices: dict[str, str] = field(default_factory=dict)
    """The value chosen for each :class:`ChoiceSpec`, by key."""


HINTS_OPTION = OptionSpec("hints", "Hints on request", True, "H or the Hint button shows what the strongest computer would do.")
"""Every game's set-up offers it (the shared set-up adds it); kept in the record's display, so a replay knows."""


def with_shared_options(spec: SetupSpec) -> SetupSpec:
    """``spec`` with the options every game offers (hints) after its own."""
    from dataclasses import replace

    if any(o.key == HINTS_OPTION.key for o in spec.options):
        return spec
    return replace(spec, options=(*spec.options, HINTS_OPTION))


def hint_display(result: SetupResult) -> dict[str, bool]:
    """What a record's ``display`` keeps of the shared options: whether hints may be asked."""
    return {"hints": bool(result.options.get(HINTS_OPTION.key, True))}
