"""Roll in One's scorecard, the explanation of a hole's scores, and the final ranking, read from the engine's state."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from game.rules.rollinone import data
from game.rules.rollinone.events import HoleEnded
from game.scenes.ranking import RankEntry
from game.scenes.scorecard import ScoreCell, ScoreRow, ScoreTable
from game.ui.words import plural, seat_title, subject, subjects

if TYPE_CHECKING:
    from game.rules.rollinone.state import RollState


def _names(seats: Sequence[Any]) -> list[str]:
    return [s.name for s in seats]


def hole_columns(state: RollState) -> list[str]:
    """One column per hole played or in play, with its par."""
    cols = [f"{i + 1} · par {r.par}" if r.par else str(i + 1) for i, r in enumerate(state.history)]
    if state.phase != "over" and not state.options.layout_game and len(cols) < max(state.hole, 1):
        cols.append(f"{state.hole} · par {state.par}" if state.par else f"{state.hole}")
    total = state.holes_total
    while len(cols) < total:
        cols.append(str(len(cols) + 1))
    return cols or ["1"]


def score_table(state: RollState, seats: Sequence[Any], title: str = "Scorecard") -> ScoreTable:
    """Every hole's score per player, the hole in play with its penalty tokens so far, and the totals."""
    cols = hole_columns(state)
    current = len(state.history) if state.phase != "over" and len(cols) > len(state.history) else None
    rows = []
    totals = state.scores()
    for seat, p in enumerate(state.players):
        cells = [ScoreCell(str(v)) for v in p.scores]
        if current is not None:
            note = f"{p.penalties}p" if p.penalties else ("green" if p.holed else "")
            cells.append(ScoreCell("", note or "playing"))
        while len(cells) < len(cols):
            cells.append(ScoreCell())
        highlight = state.phase != "over" and seat == state.shooter
        rows.append(ScoreRow(seat, seats[seat].name, seats[seat].style, cells, f"{totals[seat]:g}", highlight=highlight))
    return ScoreTable(title, cols, rows, current=current, footer=footer(state))


def footer(state: RollState) -> str:
    """How a hole is scored in this game."""
    v = state.options.variant
    if v == "campaign":
        return "Score: greens not yet reached (fewer is better); ties go to fewer penalty tokens."
    if v == "bumper_game":
        return "Score: penalty tokens; ten and you are out. Fewest wins."
    if v == "survival":
        return "Score: nine minus the holes finished in time with a ball left (0 is perfect)."
    if state.num_players == 1:
        return "A hole scores your shots plus penalty tokens (p). Lowest total wins."
    return "A hole scores your penalty tokens (p) plus the players closer to the green than you. Lowest total wins."


def explain_hole(state: RollState, e: HoleEnded, seats: Sequence[Any]) -> ScoreTable:
    """The scorecard after a hole, with one line per player saying how their score came about."""
    names = _names(seats)
    n = len(names)
    lines: list[str] = []
    far = [("on the green" if d == 0 else f"{plural(d, 'space')} away") for d in e.distances]
    lines.append("Distance to the green: " + ", ".join(f"{names[i]} {far[i]}" for i in range(n)) + ".")
    for i in range(n):
        pen = e.penalties[i]
        if n == 1 or state.options.layout_game:
            if n == 1 and not state.options.layout_game:
                extra = 0 if e.distances[i] == 0 else data.PICKUP_EXTRA
                tail = f" + {extra} for picking up" if extra else ""
                lines.append(f"{names[i]}: {plural(e.shots[i], 'shot')} + {plural(pen, 'penalty token')}{tail} = {e.scores[i]}")
            continue
        closer = [names[j] for j in range(n) if e.distances[j] < e.distances[i]]
        who = f" ({', '.join(closer)})" if closer else ""
        lines.append(
            f"{names[i]}: {plural(pen, 'penalty token')} + {len(closer)} closer{who} = {e.scores[i]}"
        )
    if e.why == "round limit":
        lines.append(f"Nobody reached the green in {data.MAX_ROUNDS} rounds: the hole was picked up.")
    table = score_table(state, seats, title=f"Hole {e.hole} scored")
    table.extra = lines
    return table


def tie_break_note(state: RollState, seats: Sequence[Any]) -> str:
    """How a tie on the total was broken (dropping holes from the first), or '' when there was none."""
    totals = state.scores()
    best = min(totals)
    tied = [i for i, t in enumerate(totals) if t == best]
    winners = state.winners()
    names = _names(seats)
    if len(tied) < 2:
        return ""
    if len(winners) == len(tied):
        return f"{subjects([names[i] for i in tied], 'tie')} on {best:g} with every hole left out in turn: the win is shared."
    if state.options.layout_game:
        return f"Tied on {best:g}: {subject(names[winners[0]], 'win')} with fewer penalty tokens."
    holes = len(state.players[0].scores)
    for drop in range(1, holes):
        rest = {i: sum(state.players[i].scores[drop:]) for i in tied}
        low = min(rest.values())
        if sum(1 for v in rest.values() if v == low) == len(winners):
            left = "hole 1" if drop == 1 else f"holes 1-{drop}"
            return f"Tied on {best:g}; leaving out {left}: " + ", ".join(f"{names[i]} {rest[i]}" for i in sorted(rest, key=lambda i: (rest[i], i))) + "."
        tied = [i for i in tied if rest[i] == low]
    return ""


def rank_entries(state: RollState, seats: Sequence[Any]) -> list[RankEntry]:
    """One entry per player: total and the score of every hole."""
    totals = state.scores()
    winners = set(state.winners())
    out = []
    broken = len(winners) < sum(1 for t in totals if t == min(totals))
    for seat, p in enumerate(state.players):
        detail = "  ".join(f"H{i + 1}: {v}" for i, v in enumerate(p.scores))
        if seat in winners and broken:
            detail = "won the tie-break · " + detail  # under any name, "You" too
        # a tie broken by the rules is a different place, so the ranking shows one winner
        tiebreak = 0.0 if seat in winners or not broken else 1.0
        out.append(RankEntry(seat, seat_title(seats[seat].name, seats[seat].computer, seats[seat].level), seats[seat].style, float(totals[seat]), detail, tiebreak))
    return out
