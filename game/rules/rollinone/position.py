"""A Roll in One position: every value of a game, and the readings the rule modules share.

The lowest layer of the engine's own rule modules: it knows the boards and the
options, and nothing of the rules. :mod:`.state` puts the rules contract
(``apply``, ``legal_actions``, saving) on top of :class:`Position` as
``RollState``; the rule modules in between (:mod:`.flow`, :mod:`.flight`,
:mod:`.windows`, :mod:`.cards`, :mod:`.scoring`) take and return positions.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from game.hexgrid import Hex
from game.rules.evolve import evolve
from game.rules.protocol import CHANCE, TERMINAL
from game.rules.rollinone.boards import BoardSet, Layout, Placement, hole_layout, layout_of
from game.rules.rollinone.options import Options

GAME_ID = "rollinone"

CHANCE_PHASES = frozenset({"rolloff", "golfer_deal", "golfer_shared", "deal", "roll"})
"""Phases where dice or cards decide."""
PHASES = CHANCE_PHASES | {"golfer_choose", "design", "mean", "turn", "rolled", "curve", "dturn", "oob", "flight", "bump", "end", "over"}


@dataclass(frozen=True)
class Player:
    """One seat: the ball, the tokens and the cards."""

    ball: Hex | None = None
    """Where the ball rests; None while it is off the table (before a hole, on the green, out)."""
    shots: int = 0
    """Shots taken on this hole."""
    penalties: int = 0
    """Penalty tokens held."""
    holed: bool = False
    """Stopped on the green of this hole."""
    hand: tuple[str, ...] = ()
    """Caddie cards held (secret on screen)."""
    golfer: str | None = None
    """The golfer card in front of the player (face up)."""
    points: int = 0
    """Handicap points left."""
    scores: tuple[int, ...] = ()
    """Score of each finished hole."""
    greens: tuple[int, ...] = ()
    """Campaign: the greens reached, by index."""
    balls: int = 0
    """Survival: balls left in the bag."""
    survived: int = 0
    """Survival: holes finished in time with a ball still in the bag."""
    out: bool = False
    """Bumper Golf the Game: lost (reached the penalty limit)."""
    out_score: int = 0
    """Bumper Golf the Game: the score fixed when the player lost."""


@dataclass(frozen=True)
class Flight:
    """The shot in progress."""

    club: str
    direction: int
    cell: Hex
    """Where the ball is now (off the boards only while crossing out of bounds with handicap points)."""
    path: tuple[Hex, ...]
    """Every space the ball has been on this turn, the starting space first."""
    last: int = 0
    """The number to beat (0: no number rolled yet this turn)."""
    rolls: int = 0
    """Rolls that have counted so far this turn."""
    face: str | None = None
    """The roll waiting in the rolled-die window."""
    forced: bool = False
    """Follow Through was played on the waiting roll."""
    steps: int = 0
    """Spaces still to move for the current roll."""
    then: str = ""
    """After those steps: roll (fly on), land, or dturn (the dotted curve's turn)."""
    why: str = ""
    """Why the ball is moving (flight, dots, curve, dotted_curve, ...)."""
    dotted: bool = False
    """The current roll is a high shot: no fairway roll-on when it lands."""
    free_turn: bool = False
    """The waiting curve was the first roll: any direction may be chosen."""
    tailwind: bool = False
    backspin: bool = False
    long_used: bool = False
    """Long Hitter's extra space has been used this turn."""
    exit: Hex | None = None
    """Crossing out of bounds with handicap points: the last space on the boards."""
    sand: bool = False
    """The turn started in sand (the first roll does not move the ball)."""


@dataclass(frozen=True)
class HoleRecord:
    """One finished hole, for the scorecard and the simulation summary."""

    number: int
    name: str
    designer: int
    boards: tuple[str, ...]
    par: int
    shots: tuple[int, ...]
    penalties: tuple[int, ...]
    distances: tuple[int, ...]
    scores: tuple[int, ...]
    rounds: int
    board_count: int
    """Boards in the hole, the tee board included (a ready-made hole counts its par)."""


@dataclass(frozen=True)
class Pending:
    """Bumper-golf: a ball landed on others and its player must move one of them."""

    cell: Hex
    balls: tuple[int, ...]
    """The balls that were there before."""


@lru_cache(maxsize=256)
def _golfers(shared: tuple[str, ...], own: str | None) -> frozenset[str]:
    """:meth:`Position.golfers_of`, made once per combination (the rules ask on every roll)."""
    return frozenset(shared) | ({own} if own else set())


_LAST_LAYOUT: list[tuple[Any, Any, Layout | None]] = [((), None, None)]
"""The last layout looked up, by identity of its placements and board set."""


@dataclass(frozen=True)
class Position:
    """A Roll in One position: the values only (``RollState`` adds the rules)."""

    boards: BoardSet = field(compare=False)
    options: Options
    seed: int
    players: tuple[Player, ...]
    phase: str
    actor: int = 0
    """Who decides now (designer, chooser, shooter, or the player asked in a card window)."""
    hole: int = 0
    """Number of the current hole (1 = the first)."""
    holes_total: int = 0
    """Holes in this game (0 for survival and the layout games)."""
    first: int = 0
    """The holder of the first-player token."""
    designer: int = 0
    placements: tuple[Placement, ...] = ()
    ready: int = -1
    """Index of the ready-made hole being played (-1: a designed layout)."""
    greens: tuple[Hex, ...] = ()
    par: int = 0
    round: int = 0
    queue: tuple[int, ...] = ()
    """Players still to play this round, the shooter first during a turn."""
    closing: bool = False
    """A ball reached the green this round (campaign: someone reached them all)."""
    leader: int = -1
    """Campaign: the first player to reach every green."""
    catchup: int = -1
    """Campaign: catch-up rounds still to play (-1: not started)."""
    shooter: int = -1
    flight: Flight | None = None
    window: tuple[int, ...] = ()
    """Players still to be asked in the current card window (or, in phase ``mean``, before the shot)."""
    mean: tuple[int, ...] = ()
    """Play mean: the other players who said before this shot that they play cards on it, in seat order
    (asked once a shot; the others are not asked in its card windows)."""
    dealing: tuple[int, ...] = ()
    """Players still to receive a card (or a golfer), in order."""
    after_deal: str = ""
    """What follows the deal: round (start playing) or turn (go on with the turns)."""
    deck: tuple[int, ...] = ()
    """Caddie cards left in the deck, counted per kind (order of ``data.CARDS``)."""
    discard: tuple[int, ...] = ()
    golfer_pool: tuple[str, ...] = ()
    shared: tuple[str, ...] = ()
    """Shared golfers everyone has."""
    rolloff: tuple[int, ...] = ()
    """Players still to roll for the first-player token."""
    rolloff_faces: tuple[tuple[int, int], ...] = ()
    pars_left: tuple[int, ...] = ()
    history: tuple[HoleRecord, ...] = ()
    pending: Pending | None = None
    eliminated: tuple[int, ...] = ()
    """Bumper Golf the Game: players out, in the order they lost."""
    game_id: str = GAME_ID

    # --- readings -----------------------------------------------------------

    @property
    def num_players(self) -> int:
        """Number of seats."""
        return len(self.players)

    @property
    def current_player(self) -> int:
        """A seat, CHANCE or TERMINAL."""
        if self.phase == "over":
            return TERMINAL
        if self.phase in CHANCE_PHASES:
            return CHANCE
        return self.actor

    @property
    def layout(self) -> Layout | None:
        """The hole on the table, or None before the first board is down."""
        if self.ready >= 0:
            return hole_layout(self.boards, self.ready)
        if self.placements:
            # a whole hole shares one placements tuple: skip hashing it again (the rules ask often)
            last = _LAST_LAYOUT[0]
            if last[0] is self.placements and last[1] is self.boards:
                return last[2]
            layout = layout_of(self.boards, self.placements)
            _LAST_LAYOUT[0] = (self.placements, self.boards, layout)
            return layout
        return None

    def golfers_of(self, player: int) -> frozenset[str]:
        """The abilities a player has: their own golfer and the shared ones."""
        return _golfers(self.shared, self.players[player].golfer)

    def balls_at(self, cell: Hex, exclude: int = -1) -> tuple[int, ...]:
        """The players whose ball rests on ``cell``."""
        return tuple([i for i, p in enumerate(self.players) if p.ball == cell and i != exclude])


def order_from(start: int, n: int) -> tuple[int, ...]:
    """Seats in turn order beginning with ``start``."""
    return tuple([(start + i) % n for i in range(n)])


def replace_player(players: Sequence[Player], i: int, **changes: Any) -> tuple[Player, ...]:
    """The players with seat ``i`` changed."""
    out = list(players)
    out[i] = evolve(out[i], **changes)
    return tuple(out)


def reachable_green(s: Position, p: int, cell: Hex) -> int:
    """Index of a green on ``cell`` that player ``p`` still needs, or -1."""
    if cell not in s.greens:
        return -1
    i = s.greens.index(cell)
    if s.options.variant == "campaign" and i in s.players[p].greens:
        return -1
    return i


def beats(face_value: int, last: int, golfers: frozenset[str]) -> bool:
    """True when a number keeps the ball flying (Tie Breaker: equal is enough)."""
    if face_value > last:
        return True
    return last > 0 and face_value == last and "tie_breaker" in golfers


def hole_name(s: Position) -> str:
    """What the hole on the table is called."""
    if s.ready >= 0:
        return s.boards.boards[s.ready].name
    if s.options.layout_game:
        return "Campaign" if s.options.variant == "campaign" else "Bumper Golf"
    return f"Hole {s.hole}"
