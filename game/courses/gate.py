"""The one gate a course passes before it is played: what ``rollinone check`` runs and what the game runs.

:func:`examine` reads a course file and lists every problem at once: what the
reading found (an unknown object type does not hide a missing tee), the
structural checks, the engine's own ``validate_course``, and last a trial start
of the game on it (``new_state`` with one player), so that a course the game's
rules would refuse is refused here too, in the same words. ``rollinone check``
prints a :class:`Verdict`; the set-up screens, ``rollinone play`` and the game's
course loading (:func:`game.courses.load_for_game`) ask for one and refuse the
course on its first error. So a course that passes ``check`` starts, and one the
game refuses never passes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.courses.errors import CourseError
from game.courses.fixes import with_fix
from game.courses.vocabulary import GAME_TITLES
from game.rules.course import CourseMap, GameKind, Problem, Severity

GAME_KINDS = {"rollinone": GameKind.ROLLINONE, "eagles_creek": GameKind.EAGLES_CREEK, "carom": GameKind.CAROM}
"""Catalog ids of the games that play courses."""


@dataclass(frozen=True)
class Verdict:
    """What the gate says of one course file."""

    path: Path
    """The file examined."""
    course: CourseMap | None
    """The course as read (None when the file could not be read as a course at all)."""
    problems: tuple[Problem, ...] = ()
    """Every problem, errors and warnings, each once, each with its fix."""
    files: frozenset[Path] = field(default_factory=frozenset)
    """Every file read (the course, its tilesets and templates)."""

    @property
    def errors(self) -> list[Problem]:
        """The problems that stop the course from being played."""
        return [p for p in self.problems if p.severity == Severity.ERROR]

    @property
    def playable(self) -> bool:
        """True when the game will play it: read, and without errors."""
        return self.course is not None and not self.errors

    def refusal(self) -> CourseError | None:
        """The first error as the one-line :class:`CourseError` the game refuses the course with (None when playable)."""
        errors = self.errors
        if self.course is not None and not errors:
            return None
        first = errors[0] if errors else Problem(Severity.ERROR, "could not be read")
        return CourseError(
            self.path,
            first.message,
            first.where,
            code=first.code,
            fix=first.fix,
            line=first.line,
            cell=first.cell,
            object_id=first.object_id,
            object_name=first.object_name,
        )


def examine(path: str | Path, game_id: str | None = None) -> Verdict:
    """Every problem of one course file (see the module docstring); ``game_id`` adds "is it for this game?"."""
    from game.courses.loader import load_report
    from game.courses.validate import check_course, unique

    path = Path(path)
    try:
        report = load_report(path)
    except CourseError as exc:
        return Verdict(path, None, (with_fix(exc.problem()),))
    except Exception as exc:  # a loader bug must still be one line, never a traceback
        text = " ".join(str(exc).split())[:120]
        return Verdict(path, None, (with_fix(Problem(Severity.ERROR, f"could not be read ({type(exc).__name__}: {text})", code="file.unreadable")),))
    course = report.course
    problems: list[Problem] = []
    kind = GAME_KINDS.get(game_id or "")
    if kind is not None and course.game != kind:
        problems.append(
            Problem(Severity.ERROR, f"this course is for {GAME_TITLES[course.game]}, not {GAME_TITLES[kind]}", "map property", "game.other")
        )
    problems += [*report.errors, *report.warnings, *check_course(course)]
    if not any(p.severity == Severity.ERROR for p in problems):
        problems += trial_start(course)
    return Verdict(path, course, tuple(with_fix(p) for p in unique(problems)), report.files)


def trial_start(course: CourseMap) -> list[Problem]:
    """The game's own start on the course (one player, seed 0): its refusal as an error, else nothing.

    The checks before it should already have said everything the engine refuses; this is the
    last word, so that ``check`` and the game can never disagree.
    """
    from game import catalog

    game_id = course.game.value
    engine = catalog.engine(game_id)
    try:
        _start(game_id, engine, course)
    except ValueError as exc:
        text = " ".join(str(exc).split())
        prefix = f"{course.source}: error: "
        return [Problem(Severity.ERROR, f"the game refuses it: {text.removeprefix(prefix)}", code="game.refused")]
    except Exception as exc:  # an engine bug: the game would fail too, so the course cannot pass
        text = " ".join(str(exc).split())[:100]
        return [Problem(Severity.ERROR, f"the game failed to start on it ({type(exc).__name__}: {text})", code="game.refused")]
    return []


def _start(game_id: str, engine: Any, course: CourseMap) -> None:
    if game_id != "rollinone":
        engine.new_state(1, course, 0)
        return
    from game.rules.rollinone.boards import board_set
    from game.rules.rollinone.validate import board_kind

    if board_kind(course) == "hole":
        engine.new_state(1, (course,), 0, quick=True)
    else:
        board_set((course,))  # a tee or course board is played with others: the engine checks it alone here

