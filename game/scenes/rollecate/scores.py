"""Rollecate's scorecard and ranking, read from the engine's state (public parts only).

During a round the scorecard shows penalty piles only: hands are hidden until
the round ends, and then they are counted into that round's points.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.match.record import SeatEntry
from game.rules.protocol import TERMINAL
from game.rules.rollecate import cards
from game.scenes.ranking import RankEntry
from game.scenes.scorecard import ScoreCell, ScoreRow, ScoreTable
from game.ui.words import plural, seat_title, subject

if TYPE_CHECKING:
    from game.rules.rollecate.state import RollecateState


def score_table(state: RollecateState, seats: Sequence[SeatEntry]) -> ScoreTable:
    """One column per round: finished rounds' points, the current round's penalty pile so far, the totals."""
    over = state.current_player == TERMINAL
    current = None if over else state.round
    rows = []
    for seat, entry in enumerate(seats):
        cells: list[ScoreCell] = []
        for r in range(state.rounds):
            if r < len(state.history):
                cells.append(ScoreCell(str(state.history[r][seat])))
            elif r == current:
                cells.append(ScoreCell(str(cards.points(state.piles[seat])), "pile so far"))
            else:
                cells.append(ScoreCell())
        running = state.totals[seat] + (0 if over else cards.points(state.piles[seat]))
        note = f"{state.derailments[seat]} derailed" if not over and state.derailments[seat] else ""
        if note and cells and current is not None:
            cells[current] = ScoreCell(cells[current].main, note)
        rows.append(ScoreRow(seat, entry.name, entry.style, cells, str(running), highlight=not over and seat == state.seat))
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


def rank_entries(state: RollecateState, seats: Sequence[SeatEntry]) -> list[RankEntry]:
    """One entry per player: total points, ties broken by fewer cards."""
    out = []
    for seat, entry in enumerate(seats):
        rounds = "  ".join(f"R{r + 1}: {h[seat]}" for r, h in enumerate(state.history))
        detail = f"{plural(state.total_cards[seat], 'card')} counted" + (f" · {rounds}" if len(state.history) > 1 else "")
        out.append(RankEntry(seat, seat_title(entry.name, entry.computer, entry.level), entry.style, float(state.totals[seat]), detail, tiebreak=float(state.total_cards[seat])))
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
