"""Par from play: how many strokes the strongest computer player takes on a course, and the par that suggests.

:func:`measure` plays ``games`` seeded one-player games of a course with the
game's strongest computer player and returns, per course or hole, the mean
strokes, their spread (standard deviation) and a suggested par (the mean
rounded to the nearest stroke). Carom Golf is measured per course, Eagle's
Creek per hole of the sheet (and for the round), Roll in One per ready-made
hole; tee and course boards have no par. Game ``k`` of a run uses a seed
derived from the run's seed and ``k`` for the dice and for the computer
player, so the same ``games`` and ``seed`` always give the same figures.

No pygame, no files: ``rollinone check --par`` prints and stores the figures
(:mod:`game.match.parstore`), the set-up lists show them.
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game import catalog
from game.rules.course import CourseMap, GameKind, ObjectKind

STRONGEST: dict[str, str] = {"carom": "hard", "eagles_creek": "hard", "rollinone": "normal"}
"""The strongest computer level of each game that has courses (each engine's last level)."""
PAR_RANGE: dict[str, tuple[int, int]] = {"carom": (1, 99), "eagles_creek": (1, 99), "rollinone": (1, 12)}
"""The pars each game accepts (Roll in One holes: 1 to 12)."""


@dataclass(frozen=True)
class ParFigure:
    """What play says of one course or one hole."""

    label: str
    """The course's name, or "hole 3" for a hole of an Eagle's Creek sheet."""
    hole: int | None
    """The Eagle's Creek hole number; None for a whole course (or a Roll in One hole)."""
    games: int
    """How many games were played."""
    mean: float
    """Mean strokes."""
    spread: float
    """Standard deviation of the strokes."""
    suggested: int
    """The suggested par: the mean, rounded to the nearest stroke (within the game's range)."""
    current: int | None = None
    """The par the map (or the hole's flag) says now, if any."""
    object_id: int | None = None
    """The flag object of an Eagle's Creek hole (where its par is written)."""

    def plays(self) -> str:
        """"plays 4.3 ± 1.1"."""
        return f"plays {self.mean:.1f} ± {self.spread:.1f}"

    def note(self) -> str:
        """"par 4 · plays 4.3 ± 1.1" (the map's par, else the suggested one)."""
        par = f"par {self.current}" if self.current is not None else f"suggested par {self.suggested}"
        return f"{par} · {self.plays()}"

    def to_json(self) -> dict[str, Any]:
        """A JSON-compatible dict."""
        return {
            "label": self.label,
            "hole": self.hole,
            "object": self.object_id,
            "games": self.games,
            "mean": round(self.mean, 3),
            "spread": round(self.spread, 3),
            "suggested": self.suggested,
            "current": self.current,
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> ParFigure:
        """Inverse of :meth:`to_json`."""
        return cls(
            str(d["label"]),
            None if d.get("hole") is None else int(d["hole"]),
            int(d["games"]),
            float(d["mean"]),
            float(d["spread"]),
            int(d["suggested"]),
            None if d.get("current") is None else int(d["current"]),
            None if d.get("object") is None else int(d["object"]),
        )


@dataclass(frozen=True)
class ParReport:
    """Every figure of one course: the whole course first, then its holes (Eagle's Creek)."""

    games: int
    seed: int
    level: str
    """The computer level that played."""
    figures: tuple[ParFigure, ...]

    @property
    def total(self) -> ParFigure:
        """The figure of the whole course (or round)."""
        return self.figures[0]


class ParError(ValueError):
    """A course whose par cannot be measured by play (one line, e.g. a Roll in One course board)."""


def unmeasurable(course: CourseMap) -> str:
    """Why play cannot measure this course's par ('' when it can)."""
    if course.game == GameKind.ROLLINONE:
        kind = str(course.props.get("board", "")).strip().lower()
        if kind != "hole":
            return f"a Roll in One {kind or 'map'} board has no par: par is measured on ready-made holes (board = hole)"
    return ""


def game_seed(seed: int, k: int) -> int:
    """The seed of game ``k`` of a par run started with ``seed``."""
    return random.Random(f"par:{seed}:{k}").randrange(2**31)


def suggest(mean: float, game_id: str) -> int:
    """The par a mean suggests: rounded half up, within the game's range."""
    low, high = PAR_RANGE[game_id]
    return max(low, min(high, math.floor(mean + 0.5)))


def _int(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def measure(course: CourseMap, games: int = 200, seed: int = 1, progress: Callable[[int], None] | None = None) -> ParReport:
    """Play ``games`` seeded one-player games of ``course`` with the strongest computer player (see the module docstring).

    Raises :class:`ParError` for a course that has no par to measure or that the game refuses.
    """
    from game.rules.driver import SeededChance, play_out

    if games < 1:
        raise ParError(f"the number of games must be at least 1, not {games}")
    reason = unmeasurable(course)
    if reason:
        raise ParError(reason)
    game_id = course.game.value
    level = STRONGEST[game_id]
    totals: list[float] = []
    by_hole: dict[int, list[int]] = {}
    for k in range(games):
        s = game_seed(seed, k)
        try:
            if game_id == "rollinone":
                state = catalog.new_state(game_id, 1, course=(course,), seed=s, quick=True)
            else:
                state = catalog.new_state(game_id, 1, course=course, seed=s)
        except ValueError as exc:
            raise ParError(f"the game refuses it: {' '.join(str(exc).split())}") from None
        bot = catalog.make_bot(game_id, 0, catalog.computer_seed(s, 0), level)
        catalog.prepare_computer(state)
        final: Any = play_out(state, [bot.choose], SeededChance(s)).state  # the engine's own state class
        totals.append(final.scores()[0])
        if game_id == "eagles_creek":
            for number, card in zip(final.holes, final.cards[0]):
                by_hole.setdefault(number, []).append(card.strokes)
        if progress is not None:
            progress(k + 1)
    figures = [_figure(course.name, None, totals, game_id, current_par(course))]
    if game_id == "eagles_creek":
        flags = {_int(o.props.get("hole")): o for o in course.objects_of(ObjectKind.FLAG)}
        for number, strokes in sorted(by_hole.items()):
            flag = flags.get(number)
            current = _int(flag.props.get("par")) if flag is not None else None
            figures.append(_figure(f"hole {number}", number, strokes, game_id, current, flag.id if flag is not None else None))
    return ParReport(games, seed, level, tuple(figures))


def _figure(label: str, hole: int | None, strokes: list[float] | list[int], game_id: str, current: int | None, object_id: int | None = None) -> ParFigure:
    mean = statistics.fmean(strokes)
    spread = statistics.pstdev(strokes) if len(strokes) > 1 else 0.0
    return ParFigure(label, hole, len(strokes), mean, spread, suggest(mean, game_id), current, object_id)


def current_par(course: CourseMap) -> int | None:
    """The course's par now: the map's ``par``; for an Eagle's Creek sheet the sum of its flags' pars, when all have one."""
    if course.game != GameKind.EAGLES_CREEK:
        return _int(course.props.get("par"))
    pars = [_int(o.props.get("par")) for o in course.objects_of(ObjectKind.FLAG)]
    return sum(p for p in pars if p is not None) if pars and all(p is not None for p in pars) else _int(course.props.get("par"))
