"""The challenge of the day: one solo game per game, fixed by the date, the same on every machine.

Nothing is fetched: the date alone makes the challenge. A day's seed is a hash
of the game and the date (:func:`day_seed`); it picks the course and deals the
dice, cards and decks of that day's game (chance is drawn from the seed and
the ply, as in every game):

* **Carom Golf**: one of the shipped courses, played alone (basic mode);
* **Eagle's Creek**: the shipped sheet, all nine holes;
* **Roll in One**: a hole the computer's course designer builds from the
  shipped tee and course boards with the day's seed, then played alone as a
  ready-made hole (its par: one more than its course boards, as in the solo round);
* **Rollecate**: one round alone; the day's seed shuffles the deck.

The same version of the game makes the same challenge for a date everywhere
(the shipped courses are part of it). One try counts per day and game on a
machine: the first one started (it is remembered in the clubhouse's records, and
an unfinished one is carried on rather than started again); every further try
is practice and counts nowhere. A try is an ordinary match record (with
``info["daily"]`` and ``info["practice"]``), so its replay file verifies with
``rollinone replay FILE --verify``, and :func:`check` tells whether a file
really is that day's challenge.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import TYPE_CHECKING, Any

from game import catalog
from game.match.record import CourseEntry, MatchRecord, SeatEntry

if TYPE_CHECKING:
    from game.match.results import Result
    from game.match.saves import SaveEntry

EARLIEST = date(2020, 1, 1)
"""The first day with a challenge."""
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December")
"""Month names of the challenge's title (not the locale's: a Roll in One hole is named after its day, the same everywhere)."""
GAMES = ("rollinone", "eagles_creek", "carom", "rollecate")
"""The games that have a challenge of the day, in the title's order."""


class DailyError(ValueError):
    """A challenge that cannot be made (a wrong date, an unknown game, the shipped courses missing): one line."""


def parse_day(text: str) -> date:
    """A date written YYYY-MM-DD (:class:`DailyError` for anything else)."""
    try:
        if len(text) != 10:
            raise ValueError
        return date.fromisoformat(text)
    except ValueError:
        raise DailyError(f"{text!r} is not a date like 2026-05-14 (year, month, day)") from None


def check_day(day: date, today: date | None = None) -> None:
    """Refuse days without a challenge (before :data:`EARLIEST`) and days that have not come yet."""
    today = today or date.today()
    if day < EARLIEST:
        raise DailyError(f"the challenges of the day begin on {EARLIEST.isoformat()}, not {day.isoformat()}")
    if day > today:
        raise DailyError(f"{day.isoformat()} has not come yet: its challenge opens that day (today is {today.isoformat()})")


def day_title(day: date) -> str:
    """"14 May 2026"."""
    return f"{day.day} {MONTHS[day.month - 1]} {day.year}"


def day_seed(game: str, day: date) -> int:
    """The seed of a game's challenge on ``day``: a hash of both, the same on every machine."""
    digest = hashlib.sha256(f"rollinone daily {game} {day.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % 2**31


def _pick(seed: int, n: int, what: str) -> int:
    digest = hashlib.sha256(f"{seed}:{what}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % n


@dataclass(frozen=True)
class Challenge:
    """One game's challenge on one day."""

    game: str
    day: date
    seed: int
    course: Any
    """What the engine's ``new_state`` takes as its course (a course map, a tuple of them, or None)."""
    course_name: str
    """The course, hole or deal in words ("Duck Pond", "Hole of 14 May 2026", "the day's deck")."""
    options: dict[str, Any] = field(default_factory=dict)
    display: dict[str, Any] = field(default_factory=dict)
    par: int | None = None

    @property
    def title(self) -> str:
        """"Carom Golf · Duck Pond"."""
        return f"{catalog.info(self.game).title} · {self.course_name}"

    def record(self, seats: Sequence[SeatEntry], *, practice: bool = False) -> MatchRecord:
        """A new match of this challenge for one person (``practice``: a further try, which counts nowhere)."""
        if len(seats) != 1 or seats[0].computer:
            raise DailyError("the challenge of the day is played by one person alone")
        info = {
            "course": self.course_name,
            "mode": f"Challenge of {day_title(self.day)}" + (" (practice)" if practice else ""),
            "daily": self.day.isoformat(),
            "practice": practice,
        }
        return MatchRecord.new(self.game, self.seed, list(seats), self.course, self.options, self.display, info)


def challenge(game: str, day: date) -> Challenge:
    """The challenge of ``game`` on ``day`` (:class:`DailyError` with one line when it cannot be made)."""
    if game not in GAMES:
        known = ", ".join(GAMES)
        raise DailyError(f"unknown game {game!r}; the games with a challenge of the day are {known}")
    seed = day_seed(game, day)
    try:
        if game == "carom":
            return _carom(day, seed)
        if game == "eagles_creek":
            return _eagles(day, seed)
        if game == "rollinone":
            return _rollinone(day, seed)
    except DailyError:
        raise
    except (OSError, ValueError, KeyError) as exc:  # a shipped course missing or refused (CourseError is a ValueError)
        raise DailyError(f"{catalog.info(game).title}'s challenge cannot be made: {' '.join(str(exc).split())}") from None
    return Challenge(game, day, seed, None, "the day's deck, 1 round", {"rounds": 1})


def _carom(day: date, seed: int) -> Challenge:
    from game import paths

    folder = paths.level("carom")
    files = sorted(folder.glob("*.tmx")) if folder.is_dir() else []
    if not files:
        raise DailyError(f"Carom Golf's challenge cannot be made: no shipped courses in {folder}")
    course = catalog.load_course("carom", files[_pick(seed, len(files), "course")])
    return Challenge("carom", day, seed, (course,), course.name, {"mode": "basic", "direction_first": False}, {"show_path": True}, _par(course))


def _eagles(day: date, seed: int) -> Challenge:
    course = catalog.load_course("eagles_creek")
    if course is None:
        raise DailyError("Eagle's Creek's challenge cannot be made: the shipped sheet is missing")
    return Challenge("eagles_creek", day, seed, course, "the sheet, 9 holes", {"variant": 9})


def _rollinone(day: date, seed: int) -> Challenge:
    """A hole the computer designs from the shipped boards with the day's seed, then played alone as a ready-made hole."""
    from game.rules.course import Severity
    from game.rules.driver import SeededChance
    from game.rules.protocol import CHANCE, TERMINAL
    from game.rules.rollinone import designs, validate_course
    from game.rules.rollinone.validate import board_kind

    maps = catalog.load_course("rollinone") or ()
    boards = tuple(m for m in maps if board_kind(m) in ("tee", "course"))
    state: Any = catalog.new_state("rollinone", 1, course=boards, seed=seed, variant="solo")
    designer = catalog.make_bot("rollinone", 0, seed, "normal")
    chance = SeededChance(seed)
    for ply in range(500):
        if state.phase not in ("golfer_deal", "golfer_choose", "golfer_shared", "deal", "design") or state.current_player == TERMINAL:
            break
        action = chance.draw(state, ply) if state.current_player == CHANCE else designer.choose(state)
        state, _ = state.apply(action)
    layout = state.layout
    if layout is None or not state.greens:
        raise DailyError("Roll in One's challenge cannot be made: the day's hole could not be designed")
    letter = {t: ch for ch, t in designs.LEGEND.items() if ch != "@"}
    if any(t not in letter for t in layout.terrain.values()):
        raise DailyError("Roll in One's challenge cannot be made: a shipped board has a terrain a hole cannot hold")
    letters = {h: letter[t] for h, t in layout.terrain.items()}
    letters[layout.tee] = "@"
    name = f"Hole of {day_title(day)}"
    hole = designs.course_map(name, letters, {"board": "hole", "par": state.par}, [state.greens[0]])
    problems = [p for p in validate_course(hole) if p.severity == Severity.ERROR]
    if problems:
        raise DailyError(f"Roll in One's challenge cannot be made: {problems[0].message}")
    return Challenge("rollinone", day, seed, (hole,), name, {"variant": "solo", "quick": True}, par=state.par)


def _par(course: Any) -> int | None:
    par = course.props.get("par")
    return par if isinstance(par, int) and not isinstance(par, bool) else None


def _course_key(entry: CourseEntry) -> str:
    from game.match.record import content_hash

    data = {k: v for k, v in entry.data.items() if k != "source"}  # where it was loaded from differs per machine
    return content_hash(data)


def describe(record: MatchRecord) -> str:
    """A verified try in one line: "challenge of the day: 14 May 2026, Carom Golf · Meadow (par 3): Cleo, 4 strokes (counted try)"."""
    from game.match.results import UNITS, counted_try

    day = parse_day(str(record.info.get("daily", ""))[:10])
    made = challenge(record.game, day)
    par = f" (par {made.par})" if made.par is not None else ""
    score = f", {record.final_scores[0]:g} {UNITS.get(record.game, 'points')}" if record.final_scores else ""
    kind = "counted try" if counted_try(record) else "practice try"
    return f"challenge of the day: {day_title(day)}, {made.title}{par}: {record.seats[0].name}{score} ({kind})"


def check(record: MatchRecord) -> str | None:
    """For a record that says it is a challenge of the day: None when it is that day's challenge, else why not (one line)."""
    text = record.info.get("daily")
    if not isinstance(text, str) or not text:
        return "it is not a challenge of the day"
    try:
        day = parse_day(text[:10])
        made = challenge(record.game, day)
    except DailyError as exc:
        return str(exc)
    expected = made.record([SeatEntry("x", 0)])
    if record.seed != made.seed:
        return f"its dice are not those of {day_title(day)} (seed {record.seed}, the day's is {made.seed})"
    if record.options != expected.options or record.course_shape != expected.course_shape:
        return f"it is not played the way {day_title(day)}'s challenge is"
    if [_course_key(c) for c in record.courses] != [_course_key(c) for c in expected.courses]:
        return f"its course is not {day_title(day)}'s {made.course_name} (or this version of the game ships another)"
    if len(record.seats) != 1:
        return "the challenge of the day is played alone"
    return None


@dataclass(frozen=True)
class TryState:
    """Where this machine stands with a day's challenge of one game."""

    started: bool
    """The counted try has started: any new try is practice."""
    result: Result | None = None
    """The counted try's result, once it has ended (from the clubhouse's records)."""
    unfinished: SaveEntry | None = None
    """The counted try, saved unfinished: it is carried on, not started again."""


def try_state(game: str, day: date) -> TryState:
    """How the counted try at ``game``'s challenge on ``day`` stands (reads the records and the saved games; never raises)."""
    from game.match import records, saves
    from game.match.results import DAILY_KEY, counted_try

    iso = day.isoformat()
    kept = records.load()
    result = next((r for r in reversed(kept.results) if r.game == game and r.key == DAILY_KEY and r.day == iso), None)
    unfinished = saves.latest_unfinished(lambda r: r.game == game and counted_try(r) == iso)
    started = result is not None or unfinished is not None or records.try_key(game, iso) in kept.tries
    return TryState(started, result, unfinished)
