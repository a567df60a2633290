"""Carom Golf's scorecard and ranking, read from the engine's state."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING, Any

from game.match.record import SeatEntry
from game.rules.carom.data import MAX_STROKES
from game.scenes.carom.courses import numeral
from game.scenes.ranking import RankEntry
from game.scenes.scorecard import ScoreCell, ScoreRow, ScoreTable
from game.ui.words import plural, seat_title, to_par

if TYPE_CHECKING:
    from game.rules.carom.state import CaromState

STATUS_NOTES = {"waiting": "tee", "playing": "", "mole": "mole", "holed": "", "retired": "limit"}
LIMIT_NOTE = "limit"
"""The scorecard's mark on a course where the ball was picked up at the stroke limit."""


def limit_score(counter: int) -> int:
    """What a ball picked up at the stroke limit scores (a penalty past the limit still scores the limit)."""
    return min(counter, MAX_STROKES)


def limit_words(score: int) -> str:
    """What a ball picked up at the stroke limit says, everywhere: "picked up at the limit: 30"."""
    return f"picked up at the limit: {score}"


def limit_footer() -> str:
    """The scorecard's line explaining the limit."""
    return f"A ball not holed when strokes and penalty points reach {MAX_STROKES} is picked up and scores {MAX_STROKES} (marked {LIMIT_NOTE})."


def column_names(n: int) -> list[str]:
    """Course column headings: I, II, III, ..."""
    return [numeral(i) for i in range(n)]


def score_table(
    state: CaromState,
    players: Sequence[SeatEntry],
    penalties: Sequence[Sequence[int]],
    *,
    title: str,
    shown_counters: Sequence[int] | None = None,
    pars: Sequence[int | None] = (),
    retired: Collection[tuple[int, int]] = frozenset(),
) -> ScoreTable:
    """The scorecard: finished courses (each against its par), the course in play (strokes plus penalties so far), totals.

    ``retired`` holds (seat, course) for the balls picked up at the stroke limit.
    """
    n_courses = len(state.boards)
    finished = [list(f) for f in state.finished]
    over = state.current_player == -2
    current = None if over else state.course_index
    counters = list(shown_counters) if shown_counters is not None else list(state.counters)
    rows = []
    for seat, p in enumerate(players):
        cells: list[ScoreCell] = []
        for c in range(n_courses):
            pen = penalties[seat][c] if c < len(penalties[seat]) else 0
            note = f"+{pen}p" if pen else ""
            limit = LIMIT_NOTE if (seat, c) in retired else ""
            if c < len(finished[seat]):
                vs_par = to_par(finished[seat][c], pars[c] if c < len(pars) else None)
                cells.append(ScoreCell(str(finished[seat][c]), " ".join(x for x in (limit, vs_par, note) if x)))
            elif c == current:
                status = state.status[seat]
                if status == "waiting":
                    cells.append(ScoreCell("", "to play"))
                elif status == "retired":
                    cells.append(ScoreCell(str(limit_score(counters[seat])), " ".join(x for x in (LIMIT_NOTE, note) if x)))
                else:
                    cells.append(ScoreCell(str(counters[seat]), note or STATUS_NOTES.get(status, "")))
            else:
                cells.append(ScoreCell())
        total = sum(finished[seat]) + (0 if current is None or state.status[seat] == "waiting" else limit_score(counters[seat]))
        rows.append(ScoreRow(seat, p.name, p.style, cells, str(total), highlight=not over and seat == state.turn))
    columns = column_names(n_courses)
    columns = [f"{name} · par {pars[i]}" if i < len(pars) and pars[i] else name for i, name in enumerate(columns)]
    footer = "Each course scores your strokes plus penalty points (p), shown against its par. Lowest total wins."
    return ScoreTable(title, columns, rows, current=current, footer=f"{footer} {limit_footer()}" if retired else footer)


def rank_entries(
    totals: Sequence[int],
    finished: Sequence[Sequence[int]],
    players: Sequence[Any],
    pars: Sequence[int | None] = (),
    penalties: Sequence[Sequence[int]] = (),
    retired: Collection[tuple[int, int]] = frozenset(),
) -> list[RankEntry]:
    """One entry per player for the final ranking, each course's figure in words.

    A course without penalty points is strokes ("Course I: 2 strokes (−1)"); one
    with them says so ("Course II: 5 strokes + 2 penalty points = 7 (+3)"), as
    the rules page decides: a total that holds penalty points is points. A ball
    picked up at the limit says so ("Course II: picked up at the limit: 30,
    with 20 penalty points (+26)"); ``retired`` holds (seat, course).
    """
    names = column_names(max((len(f) for f in finished), default=0))

    def figure(seat: int, i: int, score: int) -> str:
        par = to_par(score, pars[i] if i < len(pars) else None)
        pen = penalties[seat][i] if seat < len(penalties) and i < len(penalties[seat]) else 0
        if (seat, i) in retired:
            words = f"{limit_words(score)} strokes" if pen <= 0 else f"{limit_words(score)}, with {plural(pen, 'penalty point')}"
        elif pen <= 0:
            words = plural(score, "stroke")
        else:
            words = f"{plural(score - pen, 'stroke')} + {plural(pen, 'penalty point')} = {score}"
        return f"Course {names[i]}: {words}" + (f" ({par})" if par else "")

    return [
        RankEntry(seat, seat_title(p.name, p.computer, p.level), p.style, float(totals[seat]), "; ".join(figure(seat, i, s) for i, s in enumerate(finished[seat])))
        for seat, p in enumerate(players)
    ]
