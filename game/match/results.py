"""What a finished game adds to the clubhouse: one :class:`Result` per person and course or hole.

Pure: a result is read from the match record and the final state the engine
rebuilds from it (no pygame, no files), so the records kept in the user folder
can always be made again from the replays (:mod:`game.match.records`).

Where a score is comparable is where it is kept (its *key*):

* **Carom Golf**: per course, the course's figure (strokes plus penalty
  points) against the course's par; Carom mode is a key of its own
  ("Duck Pond · carom mode").
* **Eagle's Creek**: per sheet and number of holes ("Eagle's Creek · 9 holes"),
  the total strokes, against the sum of the flags' pars when the sheet has them.
* **Roll in One**: a hole played alone is kept per hole, in strokes against its
  par: a ready-made hole by its name, a designed one with the others of its par
  ("Designed holes · par 4"). With several players a hole's score is a place,
  not strokes, so the whole game is kept per way to play ("Full game") in points;
  so are the campaign and Bumper Golf the Game.
* **Rollecate**: per number of rounds (and the solo derailment limit), in
  penalty points; no par.

Computer seats keep no records, and a game played alone is never "won". A game's counted try at the challenge of the
day is kept under :data:`DAILY_KEY` instead (with the day and its course); a
practice try adds nothing. ``won`` says the person won the game (as its final
ranking showed it), on every key of that game, when anyone else played.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.match.record import MatchRecord, RecordError

DAILY_KEY = "Challenge of the day"
"""The key every counted try at the challenge of the day is kept under."""
UNITS: dict[str, str] = {"carom": "strokes", "eagles_creek": "strokes", "rollinone": "strokes", "rollecate": "points"}
"""What a score is called, per game (Roll in One games with several players: points)."""
MAX_TEXT = 120
"""Longest name, key or detail a result keeps (longer ones are cut; a file claiming more is damaged)."""


@dataclass(frozen=True)
class Result:
    """One person's score on one course or hole (or one whole game) of one finished game."""

    name: str
    """The seat's name, exactly as typed."""
    game: str
    """The catalog id of the game."""
    key: str
    """The course, hole or way to play the score belongs to (see the module docstring)."""
    score: float
    """Which way is better is the game's (``catalog.GameInfo.lower_is_better``; lower in all four games)."""
    par: float | None
    """The par it was played against (None: none known)."""
    unit: str
    """What the score is called ("strokes", "points")."""
    won: bool
    """The person won the game this result comes from (never in a game played alone)."""
    when: str
    """When the game ended (the record's ``updated``, ISO 8601)."""
    match: str
    """The match's id: a game is counted once, however often it is seen."""
    day: str = ""
    """The challenge's date (YYYY-MM-DD) for a counted try at the challenge of the day, else ""."""
    detail: str = ""
    """For a challenge of the day: its course or hole."""
    others: int = 0
    """How many others (people or computers) played in that game: 0 for a game played alone."""

    def to_json(self) -> dict[str, Any]:
        """A JSON-compatible dict."""
        return {
            "name": self.name,
            "game": self.game,
            "key": self.key,
            "score": self.score,
            "par": self.par,
            "unit": self.unit,
            "won": self.won,
            "when": self.when,
            "match": self.match,
            "day": self.day,
            "detail": self.detail,
            "others": self.others,
        }

    @classmethod
    def from_json(cls, d: Any) -> Result:
        """Read one result back; ValueError for anything that is not exactly what :meth:`to_json` writes."""
        if not isinstance(d, dict):
            raise ValueError("a result is not an object")
        texts = {k: d.get(k) for k in ("name", "game", "key", "unit", "when", "match", "day", "detail")}
        if any(not isinstance(v, str) or len(v) > MAX_TEXT for v in texts.values()):
            raise ValueError("a result has a damaged text")
        score, par, won, others = d.get("score"), d.get("par"), d.get("won"), d.get("others", 0)
        if not _number(score) or not (par is None or _number(par)) or not isinstance(won, bool):
            raise ValueError("a result has a damaged number")
        if type(others) is not int or not 0 <= others < 64:
            raise ValueError("a result has a damaged number of players")
        return cls(
            texts["name"], texts["game"], texts["key"], float(score), None if par is None else float(par),  # type: ignore[arg-type]  # checked just above
            texts["unit"], won, texts["when"], texts["match"], texts["day"], texts["detail"], others,  # type: ignore[arg-type]  # checked just above
        )  # fmt: skip


def _number(value: Any) -> bool:
    import math

    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) and abs(value) < 1e9


def results_of(record: MatchRecord, final: Any = None) -> list[Result]:
    """Every person's results in a finished game (``final``: its last state, else rebuilt from the record).

    Raises :class:`RecordError` when the record does not replay to its end.
    """
    if not record.finished:
        return []
    people = [i for i, seat in enumerate(record.seats) if not seat.computer]
    if not people:
        return []
    daily = record.info.get("daily")
    if isinstance(daily, str) and daily and not counted_try(record):
        return []  # a practice try at the challenge of the day (or a rematch of one) counts nowhere
    if final is None:
        final, _ = record.states()
    from game.rules.protocol import TERMINAL

    if final.current_player != TERMINAL:
        raise RecordError("the game has not ended")
    others = len(record.seats) - 1
    winners = set(record.outcome.winners) if record.outcome is not None and others else set()
    rows = _rows(record, final)
    out = []
    for seat in people:
        for key, score, par, unit in rows.get(seat, []):
            out.append(
                Result(
                    _cut(record.seats[seat].name), record.game, _cut(key), float(score), None if par is None else float(par),
                    unit, seat in winners, record.updated, record.id, others=others,
                )
            )  # fmt: skip
    if isinstance(daily, str) and daily:
        course = str(record.info.get("course", ""))
        out = [Result(r.name, r.game, DAILY_KEY, r.score, r.par, r.unit, r.won, r.when, r.match, daily[:10], _cut(course or r.key), others) for r in out]
    return out


def counted_try(record: MatchRecord) -> str:
    """The day of the challenge whose counted try ``record`` is, or "" (any other game, a practice try,
    a rematch with new dice, a game continued from a replay)."""
    day = record.info.get("daily")
    if not isinstance(day, str) or not day or record.info.get("practice") or record.info.get("continued_from"):
        return ""
    from game.match.daily import DailyError, day_seed, parse_day

    try:
        return day[:10] if day_seed(record.game, parse_day(day[:10])) == record.seed else ""
    except DailyError:
        return ""


def _cut(text: str) -> str:
    return text[:MAX_TEXT]


Row = tuple[str, float, float | None, str]
"""(key, score, par, unit) of one seat."""


def _rows(record: MatchRecord, final: Any) -> dict[int, list[Row]]:
    game = record.game
    if game == "carom":
        return _carom(record, final)
    if game == "eagles_creek":
        return _eagles(record, final)
    if game == "rollinone":
        return _rollinone(record, final)
    scores = [float(x) for x in final.scores()]
    return {seat: [(_rollecate_key(record.options), scores[seat], None, UNITS.get(game, "points"))] for seat in range(len(scores))}


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _carom(record: MatchRecord, final: Any) -> dict[int, list[Row]]:
    suffix = " · carom mode" if record.options.get("mode") == "carom" else ""
    names = [c.name or f"Course {i + 1}" for i, c in enumerate(record.courses)]
    pars = [_int(c.data.get("props", {}).get("par")) if isinstance(c.data.get("props"), dict) else None for c in record.courses]
    out: dict[int, list[Row]] = {}
    for seat, figures in enumerate(final.finished):
        out[seat] = [
            (names[i] + suffix if i < len(names) else f"Course {i + 1}{suffix}", float(score), pars[i] if i < len(pars) else None, UNITS["carom"])
            for i, score in enumerate(figures)
        ]
    return out


def _eagles(record: MatchRecord, final: Any) -> dict[int, list[Row]]:
    from game.rules.course import ObjectKind

    holes: Sequence[int] = final.holes
    course = final.sheet.course
    pars: dict[int, int] = {}
    for flag in course.objects_of(ObjectKind.FLAG):
        number, flag_par = _int(flag.props.get("hole")), _int(flag.props.get("par"))
        if number is not None and flag_par is not None:
            pars[number] = flag_par
    total = float(sum(pars[n] for n in holes)) if holes and all(n in pars for n in holes) else None
    key = f"{course.name or 'Sheet'} · {len(holes)} holes"
    return {seat: [(key, float(score), total, UNITS["eagles_creek"])] for seat, score in enumerate(final.scores())}


def _rollinone(record: MatchRecord, final: Any) -> dict[int, list[Row]]:
    options = final.options
    n = final.num_players
    if n == 1 and not options.layout_game:
        rows: list[Row] = []
        for hole in final.history:
            ready = len(hole.boards) == 1  # a designed hole has the tee board and two or more course boards
            key = hole.name if ready else f"Designed holes · par {hole.par}"
            rows.append((key, float(hole.scores[0]), float(hole.par) if hole.par else None, "strokes"))
        return {0: rows}
    key = str(record.info.get("mode") or "") or ("Campaign" if options.variant == "campaign" else "Bumper Golf the Game" if options.variant == "bumper_game" else "Quick play" if options.quick else "Full game")
    return {seat: [(key, float(score), None, "points")] for seat, score in enumerate(final.scores())}


def _rollecate_key(options: dict[str, Any]) -> str:
    rounds = _int(options.get("rounds")) or 1
    words = f"{rounds} round{'s' if rounds != 1 else ''}"
    limit = _int(options.get("derail_limit"))
    return words + (f", {limit} derailments allowed" if limit is not None else "")


def where(result: Result) -> str:
    """Where a result was made, for a sentence: "on Duck Pond", "in Rollecate, 1 round", "in the challenge of the day"."""
    if result.key == DAILY_KEY:
        return "in the challenge of the day"
    if result.game == "rollecate":
        return f"in Rollecate, {result.key}"
    if result.key.startswith("Designed holes"):
        return f"on {result.key[0].lower()}{result.key[1:]}"
    if result.game == "rollinone" and result.par is None:
        return f"in Roll in One, {result.key[0].lower()}{result.key[1:]}"
    return f"on {result.key}"
