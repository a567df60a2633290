"""The match record and its versioned JSON form."""

from __future__ import annotations

import hashlib
import json
import math
import re
import secrets
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from game.match.fileformat import version_refusal
from game.rules.course import CourseMap
from game.rules.protocol import Action, GameState, RulesVersion, StateFormatError, action_from_json, action_to_json

FORMAT = "rollinone-match"
"""The ``format`` field of every saved game and replay."""
VERSION = 1
"""The version of the file format this program writes; it reads this one and older ones.
(The rules a game was played with are versioned apart, per game: :attr:`MatchRecord.rules`.)"""
UNVERSIONED_RULES = 1
"""The rules version of a record written before records said it: every game's first."""
MAX_ACTIONS = 200_000
"""More actions than any real game has: a file claiming more is damaged."""
_ID = re.compile(r"[0-9a-z]{1,32}")


class RecordError(ValueError):
    """A saved game or replay that cannot be used; the message is one line for the player."""


@dataclass(frozen=True)
class SeatEntry:
    """One seat at the table: what the set-up screen chooses, the settings keep and the record stores."""

    name: str
    style: int
    """Ball or ink look of the seat (as the set-up screen chose it)."""
    computer: bool = False
    level: str = "normal"
    """The computer's strength (kept for a person's seat too: it is what the seat becomes when made a computer)."""

    def to_json(self) -> dict[str, Any]:
        """For the record and the settings file."""
        return {"name": self.name, "style": self.style, "computer": self.computer, "level": self.level}

    @classmethod
    def from_json(cls, d: Any) -> SeatEntry:
        if not isinstance(d, dict):
            raise RecordError("a seat is not described")
        name, style, computer, level = d.get("name"), d.get("style"), d.get("computer", False), d.get("level", "normal")
        if not isinstance(name, str) or len(name) > 200:
            raise RecordError("a seat has no usable name")
        if type(style) is not int or not 0 <= style < 10_000:
            raise RecordError(f"seat {name!r} has no usable look")
        if not isinstance(computer, bool) or not isinstance(level, str) or len(level) > 40:
            raise RecordError(f"seat {name!r} is damaged")
        return cls(name, style, computer, level)


@dataclass(frozen=True)
class CourseEntry:
    """A course embedded in full, so the game still plays when its file changed or vanished."""

    data: dict[str, Any]
    """:meth:`CourseMap.to_json` of the course."""
    source: str = ""
    """Where it was loaded from (shown to players; never read again)."""
    sha256: str = ""

    @classmethod
    def of(cls, course: CourseMap, source: str = "") -> CourseEntry:
        data = course.to_json()
        return cls(data, source or str(course.source or ""), content_hash(data))

    def course(self) -> CourseMap:
        """The course model (raises :class:`RecordError` when it is damaged)."""
        try:
            return CourseMap.from_json(self.data)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
            raise RecordError(f"an embedded course is damaged ({exc})") from None

    @property
    def name(self) -> str:
        return str(self.data.get("name", "")) or self.source

    def to_json(self) -> dict[str, Any]:
        return {"source": self.source, "sha256": self.sha256, "map": self.data}

    @classmethod
    def from_json(cls, d: Any) -> CourseEntry:
        if not isinstance(d, dict) or not isinstance(d.get("map"), dict):
            raise RecordError("an embedded course is missing")
        entry = cls(d["map"], str(d.get("source", "")), str(d.get("sha256", "")))
        if entry.sha256 != content_hash(entry.data):
            raise RecordError("an embedded course does not match its checksum")
        return entry


def content_hash(data: Any) -> str:
    """sha256 of a JSON value in a canonical form."""
    blob = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def new_id() -> str:
    """A short random id that tells two games started in the same second apart."""
    return secrets.token_hex(3)


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended, as its final ranking showed it (the Replays list reads it; nothing is rebuilt from it)."""

    order: tuple[int, ...]
    """Every seat, best first (the ranking's order, its tie-breaks included)."""
    winners: tuple[int, ...]
    """The seats that won (shared wins: several; a lost solo game: none)."""
    label: str = "points"
    """What a score is called ("points", "strokes")."""

    def to_json(self) -> dict[str, Any]:
        return {"order": list(self.order), "winners": list(self.winners), "label": self.label}

    @classmethod
    def from_json(cls, d: Any, seats: int) -> Outcome:
        """Read it back, checked against the number of seats (:class:`RecordError` when it does not fit)."""
        if not isinstance(d, dict):
            raise RecordError("the recorded result is damaged")
        order, winners, label = d.get("order"), d.get("winners"), d.get("label", "points")
        if not isinstance(order, list) or not isinstance(winners, list) or not isinstance(label, str) or len(label) > 40:
            raise RecordError("the recorded result is damaged")
        if sorted(order) != list(range(seats)) or any(type(x) is not int for x in order):
            raise RecordError("the recorded result is damaged")
        if any(type(x) is not int or not 0 <= x < seats for x in winners) or len(set(winners)) != len(winners):
            raise RecordError("the recorded result is damaged")
        return cls(tuple(order), tuple(winners), label)


COURSE_SHAPES = ("none", "one", "many")
"""How the engine takes its course: no course, one course model, or a tuple of them."""


@dataclass
class MatchRecord:
    """A whole game: rebuild it with :meth:`initial_state` and :attr:`actions`."""

    game: str
    seed: int
    seats: list[SeatEntry]
    courses: list[CourseEntry] = field(default_factory=list)
    course_shape: str = "none"
    options: dict[str, Any] = field(default_factory=dict)
    """Keyword options given to the engine's ``new_state``."""
    display: dict[str, Any] = field(default_factory=dict)
    """Screen-only choices (e.g. show the path preview); the engine never sees them."""
    actions: list[Action] = field(default_factory=list)
    created: str = field(default_factory=_now)
    updated: str = field(default_factory=_now)
    finished: bool = False
    final_scores: list[float] | None = None
    """The scores at the end, as recorded (``replay --verify`` checks them)."""
    info: dict[str, Any] = field(default_factory=dict)
    """Short facts for lists (course name, mode); never needed to rebuild the game."""
    id: str = field(default_factory=new_id)
    """Short id of this match: its saved game file is named after ``created``, ``game`` and ``id``."""
    outcome: Outcome | None = None
    """Who won and the order, as the final ranking showed it (None: unfinished, or finished without a table)."""
    rules: int = UNVERSIONED_RULES
    """The version of the game's rules it was played with (the engine's ``RULES.number`` when it started)."""

    # ------------------------------------------------------------------ building
    @classmethod
    def new(
        cls,
        game: str,
        seed: int,
        seats: Sequence[SeatEntry],
        course: Any = None,
        options: dict[str, Any] | None = None,
        display: dict[str, Any] | None = None,
        info: dict[str, Any] | None = None,
    ) -> MatchRecord:
        """A record for a new game: ``course`` is None, a :class:`CourseMap` or a sequence of them."""
        if course is None:
            shape, courses = "none", []
        elif isinstance(course, CourseMap):
            shape, courses = "one", [CourseEntry.of(course)]
        else:
            shape, courses = "many", [CourseEntry.of(c) for c in course]
        from game import catalog

        return cls(
            game,
            int(seed),
            list(seats),
            courses,
            shape,
            dict(options or {}),
            dict(display or {}),
            info=dict(info or {}),
            rules=catalog.rules(game).number,
        )

    def course_argument(self) -> Any:
        """What the engine's ``new_state`` takes as its course."""
        models = [c.course() for c in self.courses]
        if self.course_shape == "one":
            return models[0]
        if self.course_shape == "many":
            return tuple(models)
        return None

    def initial_state(self) -> GameState:
        """The state before any action (raises :class:`RecordError` if the engine refuses the record).

        A record of other rules than the engine's is first brought to them (:meth:`follow_rules`).
        """
        from game import catalog

        if self.game not in catalog.GAMES:
            raise RecordError(f"unknown game {self.game!r}")
        module = catalog.engine(self.game)
        self.follow_rules(module.RULES)
        try:
            return module.new_state(len(self.seats), self.course_argument(), self.seed, **self.options)
        except RecordError:
            raise
        except (StateFormatError, KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise RecordError(f"the game cannot be set up again from this file ({exc})") from None

    def follow_rules(self, rules: RulesVersion) -> None:
        """Make the record one of ``rules``: as it is when they accept its version, upgraded when they can
        upgrade it; else :class:`RecordError` in one line naming both versions (never a bare "damaged")."""
        if self.rules == rules.number:
            return
        from game import catalog

        title = catalog.info(self.game).title
        if self.rules > rules.number:
            raise RecordError(
                f"played with {title} rules version {self.rules}; this version of the game knows them only up to version {rules.number} (a newer one opens it)"
            )
        if rules.accepts(self.rules):
            self.rules = rules.number
            return
        refusal = f"played with {title} rules version {self.rules}; this version of the game plays rules version {rules.number}, under which it would go differently"
        if rules.upgrade is None:
            raise RecordError(refusal)
        try:
            options, actions = rules.upgrade(self.rules, dict(self.options), list(self.actions))
        except StateFormatError as exc:
            raise RecordError(f"{refusal}, and it cannot be brought over ({exc})") from None
        self.options, self.actions, self.rules = dict(options), list(actions), rules.number

    def states(self, upto: int | None = None) -> tuple[GameState, list[GameState]]:
        """(final state, every state before each action) after replaying ``upto`` actions (all by default).

        Raises :class:`RecordError` at the first action the engine refuses.
        """
        state = self.initial_state()
        before: list[GameState] = []
        n = len(self.actions) if upto is None else upto
        for i, action in enumerate(self.actions[:n]):
            before.append(state)
            try:
                state, _ = state.apply(action)
            except (StateFormatError, KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
                raise RecordError(f"action {i + 1} cannot be played again ({exc})") from None
        return state, before

    def continued_from(self, ply: int) -> MatchRecord:
        """A new live game (new id and dates) with this one's first ``ply`` actions: "Continue from here".

        Same game, courses, options, seed and seats (computer seats stay computers);
        chance is drawn from ``(seed, ply)``, so the dice ahead are the ones this game had.
        """
        ply = max(0, min(ply, len(self.actions)))
        return MatchRecord(
            self.game,
            self.seed,
            list(self.seats),
            list(self.courses),
            self.course_shape,
            dict(self.options),
            dict(self.display),
            list(self.actions[:ply]),
            info={**self.info, "continued_from": self.id},
            rules=self.rules,
        )

    def touch(self) -> None:
        """Mark the record as changed now."""
        self.updated = _now()

    # ------------------------------------------------------------------ JSON
    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "seed": self.seed,
            "seats": [s.to_json() for s in self.seats],
            "course_shape": self.course_shape,
            "courses": [c.to_json() for c in self.courses],
            "options": self.options,
            "display": self.display,
            "actions": [action_to_json(a) for a in self.actions],
            "created": self.created,
            "updated": self.updated,
            "finished": self.finished,
            "final_scores": self.final_scores,
            "info": self.info,
            "id": self.id,
            "outcome": self.outcome.to_json() if self.outcome is not None else None,
            "rules": self.rules,
        }

    def dumps(self) -> str:
        """The record as JSON text (one file)."""
        return json.dumps(self.to_json(), ensure_ascii=False, allow_nan=False, separators=(",", ":"))

    @classmethod
    def loads(cls, text: str | bytes) -> MatchRecord:
        """Read a record from JSON text; :class:`RecordError` with a one-line reason for anything wrong."""
        try:
            data = json.loads(text, parse_constant=_refuse_constant)
        except RecursionError:
            raise RecordError("not a saved game (nested too deeply)") from None
        except UnicodeDecodeError:
            raise RecordError("not a saved game (not UTF-8 text)") from None
        except ValueError as exc:
            raise RecordError(f"not a saved game ({str(exc).splitlines()[0]})") from None
        return cls.from_json(data)

    @classmethod
    def from_json(cls, d: Any) -> MatchRecord:
        if not isinstance(d, dict) or d.get("format") != FORMAT:
            raise RecordError("not a Roll in One saved game or replay")
        refusal = version_refusal(d, VERSION, "saved game")
        if refusal is not None:
            raise RecordError(refusal)
        game = d.get("game")
        from game import catalog

        if not isinstance(game, str) or game not in catalog.GAMES:
            raise RecordError(f"unknown game {game!r}")
        seed = d.get("seed")
        if type(seed) is not int or not 0 <= seed < 2**63:
            raise RecordError("the seed is damaged")
        seats_raw = d.get("seats")
        if not isinstance(seats_raw, list) or not 1 <= len(seats_raw) <= 64:
            raise RecordError("the seats are damaged")
        shape = d.get("course_shape", "none")
        if shape not in COURSE_SHAPES:
            raise RecordError("the course list is damaged")
        courses_raw = d.get("courses", [])
        if not isinstance(courses_raw, list) or len(courses_raw) > 64:
            raise RecordError("the course list is damaged")
        if (shape == "none") != (not courses_raw) or (shape == "one" and len(courses_raw) != 1):
            raise RecordError("the course list is damaged")
        options, display, info = d.get("options", {}), d.get("display", {}), d.get("info", {})
        if not all(isinstance(x, dict) for x in (options, display, info)):
            raise RecordError("the options are damaged")
        actions_raw = d.get("actions")
        if not isinstance(actions_raw, list) or len(actions_raw) > MAX_ACTIONS:
            raise RecordError("the list of moves is damaged")
        finished = d.get("finished", False)
        final = d.get("final_scores")
        if not isinstance(finished, bool):
            raise RecordError("the file is damaged (finished)")
        if final is not None and (
            not isinstance(final, list) or not all(isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x) for x in final)
        ):
            raise RecordError("the recorded scores are damaged")
        created, updated = d.get("created", ""), d.get("updated", "")
        if not isinstance(created, str) or not isinstance(updated, str) or len(created) > 64 or len(updated) > 64:
            raise RecordError("the dates are damaged")
        match_id = d.get("id")
        if match_id is None:  # written before ids existed: derive a stable one
            match_id = content_hash([game, seed, created])[:6]
        if not isinstance(match_id, str) or not _ID.fullmatch(match_id):
            raise RecordError("the match id is damaged")
        outcome_raw = d.get("outcome")
        outcome = Outcome.from_json(outcome_raw, len(seats_raw)) if outcome_raw is not None else None
        rules = d.get("rules", UNVERSIONED_RULES)  # checked against the engine's when the game is played (initial_state)
        if type(rules) is not int or not 1 <= rules < 10_000:
            raise RecordError("the rules version is damaged")
        return cls(
            game,
            seed,
            [SeatEntry.from_json(s) for s in seats_raw],
            [CourseEntry.from_json(c) for c in courses_raw],
            shape,
            options,
            display,
            [action_from_json(a) for a in actions_raw],
            created,
            updated,
            finished,
            [float(x) for x in final] if final is not None else None,
            info,
            match_id,
            outcome,
            rules,
        )


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a saved game can hold")
