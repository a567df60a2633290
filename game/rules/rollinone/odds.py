"""How far each club flies on open rough, worked out exactly by the engine itself.

Every chance node of a shot is followed with its probability on a wide
rough-only hole, so the table checks the dice *as the rules play them*.
``python -m game.rules.rollinone.odds`` prints the table that
``docs/rules/roll-in-one.md`` carries.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import cache
from typing import Any

from game.hexgrid import ORIGIN, Hex, Stagger
from game.rules.course import CourseMap, CourseObject, GameKind, Grid, ObjectKind, Terrain
from game.rules.protocol import CHANCE
from game.rules.rollinone import data
from game.rules.rollinone.actions import RollAction, Swing
from game.rules.rollinone.data import GolferId
from game.rules.rollinone.state import RollState

RADIUS = 24
"""Half-width of the practice range (no flight worth counting gets this far)."""


def practice_range() -> CourseMap:
    """A big hexagon of rough with the tee in the middle (and a green far off, as every hole needs one)."""
    cells = ORIGIN.spiral(RADIUS)
    objects = (
        CourseObject(1, ObjectKind.TEE, (ORIGIN,), name="tee"),
        CourseObject(2, ObjectKind.GREEN, (Hex(RADIUS, -RADIUS),), name="green"),
    )
    grid = Grid(2 * RADIUS + 1, 2 * RADIUS + 1, Stagger("y", "odd"), 62, 72, 36)
    terrain = {h: Terrain.ROUGH for h in cells}
    return CourseMap("practice range", GameKind.ROLLINONE, grid, terrain, objects, {"board": "hole", "par": 1})


def _ready(golfer: GolferId) -> RollState:
    """One player at the tee of the practice range, with ``golfer`` and no caddie cards."""
    from dataclasses import replace

    from game.rules.rollinone import new_state

    s = new_state(1, practice_range(), 0, quick=True)
    s, _ = s.apply(golfer)
    while s.phase == "deal":
        s, _ = s.apply(s.legal_actions()[0])
    players = (replace(s.players[0], hand=()),)
    return replace(s, players=players)


@cache
def flight_distances(club: str, golfer: GolferId = "card_shark") -> tuple[float, ...]:
    """Probability of each flight length (spaces moved) for ``club`` on open rough.

    ``golfer`` defaults to Card Shark, whose ability does not touch a shot.
    Curves take the first direction offered (on open ground every side is alike).
    """
    return spread(_ready(golfer), club, lambda s: s.legal_actions()[0], lambda f: (f.last, f.rolls == 0, f.long_used, f.tailwind))


def spread(
    start: RollState,
    club: str,
    pick: Callable[[RollState], RollAction],
    key: Callable[[Any], Hashable],
) -> tuple[float, ...]:
    """Probability of each number of spaces moved when ``start``'s player swings ``club``.

    Every chance outcome is followed with its probability; between them ``pick``
    makes the player's choices (a curve's side, 'go on' in a card window).
    ``key`` names what of the flight decides the rest of it, so equal flights
    are worked out once.
    """
    memo: dict[Hashable, dict[int, float]] = {}

    def follow(s: RollState) -> dict[int, float]:
        """Distribution of the spaces still to move from a state inside the shot."""
        moved = 0
        while s.current_player != CHANCE and s.flight is not None:
            s, ev = s.apply(pick(s))
            moved += sum(1 for e in ev if e.kind == "Moved")
        if s.flight is None:  # down: the turn is over
            return {moved: 1.0}
        k = key(s.flight)
        if k not in memo:
            out: dict[int, float] = {}
            if s.flight.rolls > 60:
                out = {0: 1.0}
            else:
                for face, p in s.chance_outcomes():
                    nxt, ev = s.apply(face)
                    here = sum(1 for e in ev if e.kind == "Moved")
                    for n, q in follow(nxt).items():
                        out[here + n] = out.get(here + n, 0.0) + p * q
            memo[k] = out
        return {moved + n: p for n, p in memo[k].items()}

    s, _ = start.apply(Swing(club, 0))
    dist = follow(s)
    top = max(dist)
    return tuple(dist.get(n, 0.0) for n in range(top + 1))


def likely_share(club: str) -> float:
    """The chance a club's flight ends within the rulebook's likely distance."""
    lo, hi = data.CLUB_BY_ID[club].likely
    return sum(p for k, p in enumerate(flight_distances(club)) if lo <= k <= hi)


def table() -> str:
    """The flight-distance table as Markdown."""
    lines = [
        "| club | die | likely | within likely | mean | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8+ |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for club in data.CLUBS:
        dist = flight_distances(club.id)
        mean = sum(k * p for k, p in enumerate(dist))
        cols = [f"{dist[k]:.0%}" if k < len(dist) else "0%" for k in range(1, 8)]
        cols.append(f"{sum(dist[8:]):.0%}")
        lo, hi = club.likely
        lines.append(
            f"| {club.title} | d{club.sides} | {lo}-{hi} | {likely_share(club.id):.0%} | {mean:.2f} | " + " | ".join(cols) + " |"
        )
    return "\n".join(lines)


if __name__ == "__main__":
    print(table())
