"""How the computer designs a hole: a chain of boards leading away from the tee, the green at its far end.

Each new board must touch the board placed just before it, and boards that
take the hole further from the tee score higher; a little seeded noise makes
doglegs. The green goes on a dry, open space of the last board, far from the
tee. In the campaign and Bumper Golf the Game the greens are spread out.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.hexgrid import Hex
from game.rules.course import Terrain
from game.rules.rollinone import data, flow
from game.rules.rollinone.actions import PlaceGreen, RollAction
from game.rules.rollinone.boards import Placement, placed_cells
from game.rules.rollinone.state import RollState

GREEN_TERRAIN: dict[Terrain | None, float] = {Terrain.FAIRWAY: 1.0, Terrain.ROUGH: 0.8, Terrain.SAND: 0.0, Terrain.TREES: -0.5}
"""How much the computer likes each terrain under its green."""


def plan_boards(s: RollState) -> int:
    """How many course boards the computer wants on this hole (same answer for the whole hole)."""
    counts = flow.board_counts(s)
    rng = random.Random(repr(("plan", s.seed, s.hole, s.designer)))
    weights = [3.0 if c == 3 else 1.0 for c in counts]
    return rng.choices(counts, weights)[0]


def choose(s: RollState, legal: Sequence[RollAction], rng: random.Random) -> RollAction:
    """A design move: a board placement or a green."""
    placements = [a for a in legal if isinstance(a, Placement)]
    greens = [a for a in legal if isinstance(a, PlaceGreen)]
    placed = len(s.placements) - 1
    if s.options.layout_game:
        return _place(s, placements, rng) if placements else _spread_green(s, greens, rng)
    if placements and (placed < plan_boards(s) or not greens):
        return _place(s, placements, rng)
    return _green(s, greens, rng)


def _place(s: RollState, options: list[Placement], rng: random.Random) -> RollAction:
    last = s.placements[-1].centre
    tee = s.placements[0].centre
    chained = [p for p in options if p.centre.distance(last) == 2 * data.BOARD_RADIUS + 1] or options
    noise = {c: rng.random() * 3.0 for c in sorted({p.centre for p in chained})}
    best_centre = max(noise, key=lambda c: (c.distance(tee) * 2.0 + noise[c], c))
    here = [p for p in chained if p.centre == best_centre]
    return here[rng.randrange(len(here))]


def _green(s: RollState, options: list[PlaceGreen], rng: random.Random) -> RollAction:
    layout = s.layout
    assert layout is not None
    last = s.placements[-1]
    on_last = set(placed_cells(s.boards, last)) if len(s.placements) > 1 else set(layout.terrain)
    tee = layout.tee

    def score(a: PlaceGreen) -> float:
        h = Hex(a.q, a.r)
        t = layout.at(h)
        edge = sum(1 for n in h.neighbors() if not layout.inside(n))
        return h.distance(tee) + 3.0 * (h in on_last) + GREEN_TERRAIN.get(t, 0.0) * 2 - 0.5 * edge + rng.random() * 2

    return max(options, key=score)


def _spread_green(s: RollState, options: list[PlaceGreen], rng: random.Random) -> RollAction:
    layout = s.layout
    assert layout is not None
    others = [layout.tee, *s.greens]

    def score(a: PlaceGreen) -> float:
        h = Hex(a.q, a.r)
        return min(h.distance(o) for o in others) + GREEN_TERRAIN.get(layout.at(h), 0.0) + rng.random()

    return max(options, key=score)
