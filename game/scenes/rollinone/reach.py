"""How far a club flies from the ball's lie: the engine's chance outcomes followed through, exactly.

A smaller cousin of :mod:`game.rules.rollinone.odds`: the shot is played on a
wide practice range of rough whose starting space has the terrain of the
ball's lie (sand holds the first roll, trees stop a first triangle) and the
shooter's golfer abilities, so the figures are the rules' own. Terrain further
along the line (fairway, water, trees) is not counted: the screen says so.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from game.hexgrid import ORIGIN, Hex, Stagger
from game.rules.course import CourseMap, CourseObject, GameKind, Grid, ObjectKind, Terrain
from game.rules.rollinone.actions import STOP, RollAction
from game.rules.rollinone.odds import spread
from game.rules.rollinone.state import RollState

RADIUS = 22
"""Half-width of the practice range (far beyond any flight worth counting)."""


def _range(lie: Terrain) -> CourseMap:
    terrain = {h: Terrain.ROUGH for h in ORIGIN.spiral(RADIUS)}
    terrain[ORIGIN] = lie
    objects = (
        CourseObject(1, ObjectKind.TEE, (ORIGIN,), name="tee"),
        CourseObject(2, ObjectKind.GREEN, (Hex(RADIUS, -RADIUS),), name="green"),
    )
    grid = Grid(2 * RADIUS + 1, 2 * RADIUS + 1, Stagger("y", "odd"), 62, 72, 36)
    return CourseMap("practice", GameKind.ROLLINONE, grid, terrain, objects, {"board": "hole", "par": 1})


@lru_cache(maxsize=64)
def _start(lie: Terrain, golfers: frozenset[str]) -> RollState:
    from game.rules.rollinone import new_state

    s = new_state(1, _range(Terrain.ROUGH if lie == Terrain.WATER else lie), 0, quick=True)
    s, _ = s.apply("card_shark")  # a golfer that never touches a shot; the real ones go in 'shared'
    while s.phase == "deal":
        s, _ = s.apply(s.legal_actions()[0])
    players = (replace(s.players[0], hand=(), golfer=None),)
    return replace(s, players=players, shared=tuple(sorted(golfers)))


@lru_cache(maxsize=256)
def distances(club: str, lie: Terrain = Terrain.ROUGH, golfers: frozenset[str] = frozenset()) -> tuple[float, ...]:
    """Probability of each number of spaces moved (index = spaces) for ``club`` from a ``lie`` on open ground."""

    def pick(s: RollState) -> RollAction:  # no cards, curves to the first side, no flying over
        legal = s.legal_actions()
        return STOP if STOP in legal else legal[0]

    return spread(_start(lie, golfers), club, pick, lambda f: (f.cell == ORIGIN, f.last, f.rolls == 0, f.long_used, f.tailwind))


def mean(dist: tuple[float, ...]) -> float:
    """Average spaces moved."""
    return sum(k * p for k, p in enumerate(dist))
