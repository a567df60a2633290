"""The Roll in One game state: plain immutable values, saved and restored exactly.

The rules that move from one state to the next live in :mod:`.play` (the
dispatcher), :mod:`.flow` (set-up, design, dealing, rounds, holes),
:mod:`.flight` (a shot, roll by roll) and :mod:`.cards`.
"""

from __future__ import annotations

import json
import types
import typing
from collections.abc import Sequence
from dataclasses import dataclass, field, fields, is_dataclass
from functools import cache
from typing import Any, Union

from game.hexgrid import Hex
from game.rules.evolve import evolve
from game.rules.protocol import CHANCE, TERMINAL, Action, Event, StateFormatError, reveals_nothing
from game.rules.rollinone import data
from game.rules.rollinone.boards import (
    BoardSet,
    Layout,
    Placement,
    board_set,
    course_maps_from_json,
    course_maps_to_json,
    hole_layout,
    layout_of,
)
from game.rules.rollinone.options import Options

GAME_ID = "rollinone"
FORMAT = 1
"""Save format version."""

CHANCE_PHASES = frozenset({"rolloff", "golfer_deal", "golfer_shared", "deal", "roll"})
"""Phases where dice or cards decide."""
PHASES = CHANCE_PHASES | {"golfer_choose", "design", "turn", "rolled", "curve", "dturn", "oob", "flight", "bump", "end", "over"}


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


_PLAY: list[Any] = []


def _play() -> Any:
    """The dispatcher module (imported on first use: it imports this one; an import per call was a cost)."""
    if not _PLAY:
        from game.rules.rollinone import play

        _PLAY.append(play)
    return _PLAY[0]


_LAST_LAYOUT: list[tuple[Any, Any, Layout | None]] = [((), None, None)]
"""The last layout looked up, by identity of its placements and board set."""


@dataclass(frozen=True)
class RollState:
    """A Roll in One position."""

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
    """Players still to be asked in the current card window."""
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

    # --- the contract -----------------------------------------------------

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

    def legal_actions(self) -> list[Action]:
        """The legal moves (or chance outcomes)."""
        return _play().legal_actions(self)

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """At a chance node, each outcome with its probability."""
        return _play().chance_outcomes(self)

    def apply(self, action: Action) -> tuple[RollState, list[Event]]:
        """The state after ``action``, and what happened."""
        return _play().apply(self, action)

    def scores(self) -> list[float]:
        """Each player's score so far (lower is better)."""
        from game.rules.rollinone import scoring

        return scoring.scores(self)

    def undoable(self, action: Action) -> bool:
        """True for a decision that shows nothing new: not a caddie card (it leaves a secret hand),
        not one that reshuffles the deck, not the one that ends the game. See docs/rules/roll-in-one.md, "Undo"."""
        from game.rules.rollinone.events import CardDealt, CardPlayed, DeckReshuffled

        return reveals_nothing(self, action, lambda e: isinstance(e, (CardPlayed, CardDealt, DeckReshuffled)))

    def winners(self) -> list[int]:
        """The seats that win (or lead), after the rulebook's tie-break."""
        from game.rules.rollinone import scoring

        return scoring.winners(self)

    def view(self, player: int) -> Any:
        """What ``player`` may see of the caddie cards: their own hand, and how many the others hold."""
        from game.rules.rollinone.view import view_of

        return view_of(self, player)

    # --- views --------------------------------------------------------------

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
        own = self.players[player].golfer
        return frozenset(self.shared) | ({own} if own else set())

    def balls_at(self, cell: Hex, exclude: int = -1) -> tuple[int, ...]:
        """The players whose ball rests on ``cell``."""
        return tuple(i for i, p in enumerate(self.players) if p.ball == cell and i != exclude)

    # --- saving -------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """A JSON-compatible dict that rebuilds this state exactly."""
        out: dict[str, Any] = {"game": GAME_ID, "format": FORMAT}
        for f in fields(self):
            if f.name in ("boards", "game_id"):
                continue
            value = getattr(self, f.name)
            out[f.name] = value.to_json() if isinstance(value, Options) else _encode(value)
        out["course"] = course_maps_to_json(self.boards)
        return out


def _encode(value: Any) -> Any:
    if value is None or isinstance(value, (str, int, float)):
        return value
    if isinstance(value, Hex):
        return [value.q, value.r]
    if isinstance(value, tuple):
        return [_encode(v) for v in value]
    names = _field_names(type(value))
    return {name: _encode(getattr(value, name)) for name in names}


@cache
def _field_names(tp: type) -> tuple[str, ...]:
    if not is_dataclass(tp):
        raise TypeError(f"cannot save a {tp.__name__}")
    return tuple(f.name for f in fields(tp))


@cache
def _field_set(tp: type) -> frozenset[str]:
    return frozenset(_field_names(tp))


def _decode(tp: Any, value: Any) -> Any:
    origin = typing.get_origin(tp)
    if origin in (Union, types.UnionType):
        args = typing.get_args(tp)
        if value is None and type(None) in args:
            return None
        for arg in args:
            if arg is type(None):
                continue
            try:
                return _decode(arg, value)
            except (TypeError, ValueError, KeyError):
                continue
        raise ValueError(f"{value!r} fits none of {tp}")
    if tp is Hex:
        q, r = value
        return Hex(_int(q), _int(r))
    if tp is Placement:
        return Placement(*(_int(v) for v in value))
    if origin is tuple:
        args = typing.get_args(tp)
        if not isinstance(value, list):
            raise TypeError(f"expected a list, not {value!r}")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode(args[0], v) for v in value)
        if len(args) != len(value):
            raise ValueError(f"expected {len(args)} items, not {len(value)}")
        return tuple(_decode(a, v) for a, v in zip(args, value))
    if is_dataclass(tp):
        if not isinstance(value, dict):
            raise TypeError(f"expected an object, not {value!r}")
        hints = _hints(tp)
        return tp(**{f.name: _decode(hints[f.name], value[f.name]) for f in fields(tp)})
    if tp is bool:
        if not isinstance(value, bool):
            raise TypeError(f"expected true/false, not {value!r}")
        return value
    if tp is int:
        return _int(value)
    if tp is str:
        if not isinstance(value, str):
            raise TypeError(f"expected a string, not {value!r}")
        return value
    if tp is type(None):
        if value is not None:
            raise TypeError(f"expected null, not {value!r}")
        return None
    raise TypeError(f"cannot read {tp}")


@cache
def _hints(tp: type) -> dict[str, Any]:
    return typing.get_type_hints(tp)


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"expected a whole number, not {value!r}")
    return value


_BOARD_SETS: dict[str, BoardSet] = {}


def _board_set_of(maps_json: Any) -> BoardSet:
    """The board set saved as ``maps_json``, built once for the same boards (opening saves stays quick)."""
    key = json.dumps(maps_json, sort_keys=True)
    bs = _BOARD_SETS.get(key)
    if bs is None:
        bs = board_set(course_maps_from_json(maps_json))
        if len(_BOARD_SETS) >= 8:
            _BOARD_SETS.pop(next(iter(_BOARD_SETS)))  # the oldest
        _BOARD_SETS[key] = bs
    return bs


def from_json(d: dict[str, Any]) -> RollState:
    """Rebuild a saved state; raises StateFormatError when it is damaged."""
    if not isinstance(d, dict) or d.get("game") != GAME_ID:
        raise StateFormatError("not a saved Roll in One game")
    if d.get("format") != FORMAT:
        raise StateFormatError(f"saved Roll in One game has format {d.get('format')!r}, this version reads {FORMAT}")
    try:
        bs = _board_set_of(d["course"])
        options = Options.from_json(d["options"])
        hints = _hints(RollState)
        kwargs: dict[str, Any] = {"boards": bs, "options": options}
        for f in fields(RollState):
            if f.name in ("boards", "options", "game_id"):
                continue
            kwargs[f.name] = _decode(hints[f.name], d[f.name])
        state = RollState(**kwargs)
    except StateFormatError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise StateFormatError(f"saved Roll in One game is damaged ({type(exc).__name__}: {exc})") from None
    _check(state)
    return state


def _check(s: RollState) -> None:
    """Reject states whose values could not arise (so a damaged save fails now, not mid-game)."""
    n = len(s.players)
    problems = []
    if s.phase not in PHASES:
        problems.append(f"unknown phase {s.phase!r}")
    if not 1 <= n <= 5:
        problems.append(f"{n} players")
    if len(s.deck) != len(data.CARDS) or len(s.discard) != len(data.CARDS) or min(s.deck + s.discard, default=0) < 0:
        problems.append("bad caddie deck")
    seats = [s.actor, s.first, s.designer, *s.queue, *s.window, *s.dealing]
    if any(not (-1 <= x < n) for x in seats) or not -1 <= s.shooter < n:
        problems.append("a seat number out of range")
    if any(b.board >= len(s.boards.boards) for b in s.placements) or s.ready >= len(s.boards.boards):
        problems.append("a board that is not in the set")
    for p in s.players:
        if any(c not in data.CARD_BY_ID for c in p.hand) or (p.golfer and p.golfer not in data.GOLFER_BY_ID):
            problems.append("an unknown card or golfer")
    if s.flight is not None and s.flight.club not in data.CLUB_BY_ID:
        problems.append("an unknown club")
    if s.phase not in ("over",) and s.phase not in CHANCE_PHASES and s.phase != "design" and not 0 <= s.actor < n:
        problems.append("nobody to move")
    if s.phase in ("roll", "rolled", "curve", "dturn", "oob", "flight") and s.flight is None:
        problems.append("a shot phase without a shot")
    if not problems:
        from game.rules.rollinone import fits  # imports this module

        problems = fits.problems(s)
    if problems:
        raise StateFormatError(f"saved Roll in One game is damaged ({problems[0]})")


def order_from(start: int, n: int) -> tuple[int, ...]:
    """Seats in turn order beginning with ``start``."""
    return tuple((start + i) % n for i in range(n))


def replace_player(players: Sequence[Player], i: int, **changes: Any) -> tuple[Player, ...]:
    """The players with seat ``i`` changed."""
    out = list(players)
    out[i] = evolve(out[i], **changes)
    return tuple(out)
