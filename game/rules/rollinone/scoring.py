"""Scoring: each hole, the game totals of every variant, winners with the tie-break, and the summary.

Distance to the green is counted in spaces along the hex grid, as the crow
flies (``Hex.distance``): terrain and gaps between boards do not change it, so
every player can count it on the table.
"""

from __future__ import annotations

from game.rules.rollinone import data
from game.rules.rollinone.position import HoleRecord, Position, hole_name


def counts_shots(s: Position) -> bool:
    """One player (solo, survival, a hole or two alone): a hole scores shots plus penalty tokens."""
    return s.num_players == 1


def distance_to_green(s: Position, player: int) -> int:
    """Spaces from a player's ball to the green (0 once on it)."""
    p = s.players[player]
    if p.holed:
        return 0
    if p.ball is None or not s.greens:
        return 99
    return p.ball.distance(s.greens[0])


def hole_record(s: Position) -> HoleRecord:
    """The scorecard line of the hole just finished (in the layout games: of the whole game)."""
    n = s.num_players
    distances = tuple(distance_to_green(s, i) for i in range(n))
    shots = tuple(p.shots for p in s.players)
    penalties = tuple(p.penalties for p in s.players)
    if s.options.layout_game:
        hole_scores = tuple(int(x) for x in scores(s))
        distances = tuple(_nearest_needed_green(s, i) for i in range(n))
    elif counts_shots(s):
        hole_scores = tuple(
            shots[i] + penalties[i] + (0 if s.players[i].holed else data.PICKUP_EXTRA) for i in range(n)
        )
    else:
        hole_scores = tuple(
            penalties[i] + sum(1 for j in range(n) if distances[j] < distances[i]) for i in range(n)
        )
    if s.ready >= 0:
        boards: tuple[str, ...] = (s.boards.boards[s.ready].name,)
        count = max(1, s.par)
    else:
        boards = tuple(s.boards.boards[p.board].name for p in s.placements)
        count = len(boards)
    return HoleRecord(
        s.hole, hole_name(s), s.designer, boards, s.par, shots, penalties, distances, hole_scores, s.round, count
    )


def _nearest_needed_green(s: Position, player: int) -> int:
    p = s.players[player]
    needed = [g for i, g in enumerate(s.greens) if s.options.variant != "campaign" or i not in p.greens]
    if not needed or p.ball is None:
        return 0
    return min(p.ball.distance(g) for g in needed)


def scores(s: Position) -> list[float]:
    """Each player's score so far; lower is better in every variant."""
    v = s.options.variant
    if v == "survival":
        return [float(data.SURVIVAL_HOLES - s.players[0].survived)]
    if v == "campaign":
        return [float(len(s.greens) - len(p.greens)) for p in s.players]
    if v == "bumper_game":
        return [float(p.out_score if p.out else p.penalties) for p in s.players]
    return [float(sum(p.scores)) for p in s.players]


def winners(s: Position) -> list[int]:
    """The best players; on a tie, drop the first hole's scores, then the second's, until one leads."""
    totals = scores(s)
    best = min(totals)
    tied = [i for i, t in enumerate(totals) if t == best]
    v = s.options.variant
    if len(tied) > 1 and v in ("campaign", "bumper_game"):
        low = min(s.players[i].penalties for i in tied)  # fewer penalty tokens breaks the tie
        return [i for i in tied if s.players[i].penalties == low]
    holes = len(s.players[0].scores) if s.players else 0
    for drop in range(1, holes):
        if len(tied) == 1:
            break
        rest = {i: sum(s.players[i].scores[drop:]) for i in tied}
        low = min(rest.values())
        tied = [i for i in tied if rest[i] == low]
    return tied
