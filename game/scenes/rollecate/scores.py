"""Rollecate's scorecard and ranking, read from the engine's state (public parts only).

During a round the scorecard shows penalty piles only: hands are hidden until
the round ends, and then they are counted into that round's points.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.match.record import SeatEntry
from game.scenes.ranking import RankEntry
from game.scenes.rollecate.figures import round_scored, seat_figures
from game.scenes.rollecate.model import ShownTable
from game.scenes.scorecard import ScoreCell, ScoreRow, ScoreTable
from game.ui.words import plural, seat_title, subject

if TYPE_CHECKING:
    from game.rules.rollecate.state import RollecateState
    from game.rules.rollecate.view import RollecateView


def score_table(state: RollecateState, seats: Sequence[SeatEntry], shown: ShownTable | None = None) -> ScoreTable:
    """One column per round: finished rounds' points, the current round's penalty pile so far, the totals.

    The figures are those of ``shown``, the table as drawn (:mod:`.figures`), so the scorecard says what the
    mats and the side panel say even while a move is still being shown; without it, the engine's state.
    """
    if shown is None:
        shown = ShownTable.from_view(seen_view(state), None)
    over = round_scored(shown) and (len(shown.history) >= state.rounds or state.lost)
    current = None if round_scored(shown) else shown.round
    rows = []
    for seat, entry in enumerate(seats):
        fig = seat_figures(shown, seat)
        cells: list[ScoreCell] = []
        for r in range(state.rounds):
            if r < len(shown.history):
                cells.append(ScoreCell(str(shown.history[r][seat])))
            elif r == current:
                cells.append(ScoreCell(str(fig.pile_points), f"derailed {fig.derailments}×" if fig.derailments else "pile so far"))
            else:
                cells.append(ScoreCell())
        rows.append(ScoreRow(seat, entry.name, entry.style, cells, str(fig.total), highlight=not over and seat == state.seat))
    extra = []
    if state.derail_limit is not None:
        extra.append(f"Derailment limit: {state.derail_limit} a round; one more loses the game.")
    return ScoreTable(
        "Scorecard",
        [f"Round {r + 1}" for r in range(state.rounds)],
        rows,
        current=current,
        footer="Penalty points: your pile, plus your hand at the end of each round. Fewest wins; a tie goes to fewer cards.",
        extra=extra,
    )


def seen_view(state: RollecateState) -> RollecateView:
    """A public view of the state (any seat's, its hand left out by the shown table)."""
    return state.view(0)


def seat_words(entry: SeatEntry) -> str:
    """A seat's name with its computer mark, never saying 'computer' twice ('Computer', 'Computer (easy)', 'Ben (computer)')."""
    return seat_title(entry.name, entry.computer, entry.level)


def rank_entries(state: RollecateState, seats: Sequence[SeatEntry]) -> list[RankEntry]:
    """One entry per player: total points, ties broken by fewer cards."""
    out = []
    for seat, entry in enumerate(seats):
        rounds = "  ".join(f"R{r + 1}: {h[seat]}" for r, h in enumerate(state.history))
        detail = f"{plural(state.total_cards[seat], 'card')} counted" + (f" · {rounds}" if len(state.history) > 1 else "")
        out.append(RankEntry(seat, seat_words(entry), entry.style, float(state.totals[seat]), detail, tiebreak=float(state.total_cards[seat])))
    return out


def ranking_title(state: RollecateState, seats: Sequence[SeatEntry]) -> str:
    """The heading of the final ranking."""
    if state.lost:
        return "Derailed once too often: the game is lost"
    winners = state.winners()
    if len(seats) == 1:
        return f"Finished with {plural(state.totals[0], 'penalty point')}"
    if len(winners) == 1:
        tied = sum(1 for t in state.totals if t == state.totals[winners[0]]) > 1
        return subject(seats[winners[0]].name, "win") + (" on fewer cards" if tied else "")
    return "A shared win"
