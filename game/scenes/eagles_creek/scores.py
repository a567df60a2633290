"""Eagle's Creek's scorecard and final ranking, read from the engine's state."""

from __future__ import annotations

from collections.abc import Sequence

from game.match.record import SeatEntry
from game.rules.eagles_creek.state import EaglesState
from game.scenes.ranking import RankEntry
from game.scenes.scorecard import ScoreCell, ScoreRow, ScoreTable
from game.ui.words import seat_title

FOOTER = "Strokes per hole, written as each hole is finished (grey: still playing). Lowest total wins."


def hole_cell(state: EaglesState, seat: int, hole: int) -> ScoreCell:
    """One hole on one player's card: the score when done, strokes so far while playing."""
    card = state.card(seat, hole)
    if card.done:
        return ScoreCell(str(card.strokes), "picked up" if card.picked_up else "")
    if card.strokes:
        return ScoreCell(str(card.strokes), "playing")
    return ScoreCell()


def score_table(state: EaglesState, seats: Sequence[SeatEntry], title: str = "Eagle's Creek") -> ScoreTable:
    """One row per player, one column per hole in play, and the totals."""
    rows = []
    playing = state.turn if state.turn >= 0 else None
    for seat, entry in enumerate(seats):
        cells = [hole_cell(state, seat, n) for n in state.holes]
        total = sum(c.strokes for c in state.cards[seat])
        rows.append(ScoreRow(seat, entry.name, entry.style, cells, str(total), highlight=seat == playing))
    return ScoreTable(f"{title} · round {state.round}", [str(n) for n in state.holes], rows, footer=FOOTER)


def rank_entries(state: EaglesState, seats: Sequence[SeatEntry]) -> list[RankEntry]:
    """The final ranking: total strokes, and each hole's score as the detail."""
    out = []
    for seat, entry in enumerate(seats):
        detail = "  ".join(f"{n}: {state.card(seat, n).strokes}" for n in state.holes)
        out.append(RankEntry(seat, seat_title(entry.name, entry.computer, entry.level), entry.style, float(sum(c.strokes for c in state.cards[seat])), detail))
    return out


def done_scores(state: EaglesState, seat: int) -> dict[int, int]:
    """Finished holes of a player and their scores (written on the sheet's labels)."""
    return {n: state.card(seat, n).strokes for n in state.holes if state.card(seat, n).done}
