"""Building Roll in One positions by hand, and driving them roll by roll."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any

from game.hexgrid import Hex, Stagger
from game.rules.course import CourseMap, CourseObject, GameKind, Grid, ObjectKind, Terrain
from game.rules.protocol import CHANCE, Event
from game.rules.rollinone import new_state
from game.rules.rollinone.actions import ACCEPT, ROLL, Swing
from game.rules.rollinone.state import RollState

LETTER = {"F": Terrain.FAIRWAY, "R": Terrain.ROUGH, "S": Terrain.SAND, "T": Terrain.TREES, "W": Terrain.WATER}
EAST, NE, NW, WEST, SW, SE = range(6)


def strip(letters: str, rows: int = 1, r0: int = 0) -> dict[Hex, Terrain]:
    """A straight course running east: ``letters[i]`` is the terrain of Hex(i, r) for each of ``rows`` rows."""
    return {Hex(i, r): LETTER[ch] for r in range(r0, r0 + rows) for i, ch in enumerate(letters) if ch != " "}


def hole(terrain: Mapping[Hex, Terrain], tee: Hex = Hex(0, 0), green: Hex | None = None, par: int = 3,
         name: str = "test hole") -> CourseMap:
    """A ready-made hole map built in code."""
    green = green or max(terrain)
    objects = (
        CourseObject(1, ObjectKind.TEE, (tee,), name="tee"),
        CourseObject(2, ObjectKind.GREEN, (green,), name="green"),
    )
    grid = Grid(40, 40, Stagger("y", "odd"), 62, 72, 36)
    return CourseMap(name, GameKind.ROLLINONE, grid, dict(terrain), objects, {"board": "hole", "par": par})


def at_turn(course: CourseMap | tuple[CourseMap, ...], balls: Iterable[Hex | None] = (Hex(0, 0),), golfers: Iterable[str | None] = (),
            hands: Iterable[Iterable[str]] = (), **options: Any) -> RollState:
    """A hole in play with player 0 about to swing; balls, golfers and hands as given.

    Playing mean, every other player holding a card has joined the shot (as if each had answered the
    question before it with ``JOIN``).
    """
    balls = list(balls)
    n = len(balls)
    variant = options.pop("variant", None)
    s = new_state(n, course, 0, quick=True, **options)
    if variant is not None:  # the layout games have no ready-made holes: set the variant afterwards
        bumper = options.get("bumper_golf", variant == "bumper_game")
        s = replace(s, options=replace(s.options, variant=variant, bumper_golf=bumper, quick=False))
    golfers = list(golfers) + [None] * (n - len(list(golfers)))
    hands = [tuple(h) for h in hands] + [()] * n
    players = tuple(
        replace(p, ball=balls[i], golfer=golfers[i], hand=hands[i]) for i, p in enumerate(s.players)
    )
    board = next((b for b in s.boards.holes if b.name == "test hole"), s.boards.holes[0])
    return replace(
        s,
        players=players,
        phase="turn",
        actor=0,
        shooter=0,
        queue=tuple(range(n)),
        round=1,
        hole=1,
        holes_total=1,
        ready=board.index,
        greens=board.greens,
        par=board.par,
        golfer_pool=(),
        rolloff=(),
        dealing=(),
        mean=tuple(i for i in range(1, n) if hands[i]) if s.options.play_mean else (),
    )


class Driver:
    """Applies actions and chance outcomes to a state, collecting the events."""

    def __init__(self, state: RollState) -> None:
        self.state = state
        self.events: list[Event] = []

    def do(self, *actions: Any) -> Driver:
        """Apply actions in order."""
        for a in actions:
            self.state, ev = self.state.apply(a)
            self.events.extend(ev)
        return self

    def swing(self, club: str, direction: int) -> Driver:
        """The current player swings."""
        return self.do(Swing(club, direction))

    def roll(self, *faces: str) -> Driver:
        """Roll these faces, accepting each roll and rolling on in card windows where nothing is played."""
        for face in faces:
            while self.state.current_player != CHANCE:
                legal = self.state.legal_actions()
                if ACCEPT in legal:
                    self.do(ACCEPT)
                elif ROLL in legal:
                    self.do(ROLL)
                else:
                    raise AssertionError(f"not at a roll: phase {self.state.phase}, actions {legal[:5]}")
            assert self.state.phase == "roll", self.state.phase
            self.do(face)
        return self

    def kinds(self) -> list[str]:
        """The kinds of the events so far."""
        return [e.kind for e in self.events]

    def of(self, kind: str) -> list[Event]:
        """The events of one kind."""
        return [e for e in self.events if e.kind == kind]

    @property
    def ball(self) -> Hex | None:
        """Player 0's ball."""
        return self.state.players[0].ball
