"""The rules contract every game engine implements.

A game is a sequence of states. Each state says whose turn it is
(:attr:`GameState.current_player`): a player index, :data:`CHANCE` (dice or a
shuffle decide next) or :data:`TERMINAL`. The driver, not the engine, picks a
chance outcome with its own seeded generator and applies it like any action,
so a game is fully determined by how it was created plus its list of actions.

Actions are plain JSON-like values: ``str``, ``int``, ``bool``, ``None`` and
tuples of those (a ``NamedTuple`` is fine). They must be hashable, and
``action_from_json(json.loads(json.dumps(action_to_json(a)))) == a``.

Typing: :class:`GameState` is generic over the engine's action and event types
(``GameState[CaromAction, CaromEvent]``), so a screen that passes another
game's action or reads a field an event does not have is a type error. Code
that handles any game (driver, match record, saves) uses :data:`AnyState`
and the wire type :data:`Action`.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, Self, TypeAlias, TypeVar, runtime_checkable

CHANCE = -1
"""``current_player`` when dice or a shuffle decide what happens next."""

TERMINAL = -2
"""``current_player`` when the game is over."""

Action = Hashable
"""A move or a chance outcome: str, int, bool, None or nested tuples of those."""

JsonDict = dict[str, Any]

ActionT = TypeVar("ActionT")
"""An engine's action type (invariant: its states both offer and accept it)."""
EventT_co = TypeVar("EventT_co", covariant=True)
"""An engine's event type (states only hand events out)."""
StateT_contra = TypeVar("StateT_contra", contravariant=True)
ActionT_co = TypeVar("ActionT_co", covariant=True)
_A = TypeVar("_A")
_E = TypeVar("_E")


class RulesError(Exception):
    """Base class of every error the rules raise on bad input."""


class IllegalActionError(RulesError, ValueError):
    """An action that is not legal in the state it was applied to."""


class StateFormatError(RulesError, ValueError):
    """A saved state that cannot be rebuilt (corrupt or from another game)."""


@dataclass(frozen=True)
class RulesVersion:
    """Which rules an engine plays: each engine states it as ``RULES``, and every saved game and replay records it.

    Raise ``number`` when a rules change makes a recorded game play differently (a new caddie card
    changes the deck, so the same seed deals other cards and the recorded moves stop fitting). A record
    of an older version still opens when its version is in ``compatible`` (its games play the same under
    these rules) or when ``upgrade`` rewrites it for these rules; any other is refused in one line
    naming both versions (:meth:`game.match.record.MatchRecord.initial_state`).
    """

    number: int
    """This engine's rules version (1, 2, ...)."""
    compatible: frozenset[int] = frozenset()
    """Older versions whose records play the same under these rules, unchanged."""
    upgrade: Callable[[int, JsonDict, list[Action]], tuple[JsonDict, list[Action]]] | None = None
    """``upgrade(version, options, actions) -> (options, actions)``: an older record's options and actions
    rewritten for these rules; it raises :class:`StateFormatError` for a record it cannot bring over."""

    def accepts(self, version: int) -> bool:
        """True when a record of ``version`` plays under these rules as it is."""
        return version == self.number or version in self.compatible


@dataclass(frozen=True)
class Event:
    """Something that happened while applying an action, for the screen to show.

    Each engine subclasses this with frozen dataclasses carrying positions and
    counts; ``kind`` is a short stable name (``"step"``, ``"bounce"``, ...).
    """

    @property
    def kind(self) -> str:
        """A stable short name of the event type."""
        return type(self).__name__


@runtime_checkable
class GameState(Protocol[ActionT, EventT_co]):
    """What every engine's state offers. States are immutable values.

    ``ActionT`` is what :meth:`legal_actions` offers and :meth:`apply` takes,
    ``EventT_co`` what :meth:`apply` reports; :meth:`apply` returns a state of
    the engine's own class.
    """

    @property
    def game_id(self) -> str:
        """The catalog id of the game: rollinone, eagles_creek, carom or rollecate."""
        ...

    @property
    def num_players(self) -> int:
        """Number of seats."""
        ...

    @property
    def current_player(self) -> int:
        """A player index, :data:`CHANCE` or :data:`TERMINAL`."""
        ...

    def legal_actions(self) -> Sequence[ActionT]:
        """The current player's legal actions (the outcomes at a chance node; empty only when terminal)."""
        ...

    def chance_outcomes(self) -> Sequence[tuple[ActionT, float]]:
        """At a chance node, each outcome with its probability (summing to 1); else empty."""
        ...

    def apply(self, action: ActionT) -> tuple[Self, Sequence[EventT_co]]:
        """The state after ``action`` and what happened, in order. ``self`` is unchanged.

        Raises :class:`IllegalActionError` for an action that is not legal here.
        """
        ...

    def scores(self) -> list[float]:
        """Each player's score so far (every game's catalog entry says which way is better: ``GameInfo.lower_is_better``)."""
        ...

    def winners(self) -> Sequence[int]:
        """The seats that won, by the game's own tie-breaks (the leaders so far before the end; none for a lost solo game).

        Games without a tie-break answer :func:`lowest_scores`.
        """
        ...

    def undoable(self, action: ActionT) -> bool:
        """True when ``action``, chosen here by the seat on turn, reveals nothing new, so that seat may take it back.

        Revealing means a roll, a draw, a shuffle or a hidden card seen by
        someone (including the hands shown when a round is scored). Always
        False at a chance node, for the action that ends the game, and for an
        action that is not legal here. :func:`game.rules.driver.undo_point`
        uses it to say how far a seat may go back.
        """
        ...

    def to_json(self) -> JsonDict:
        """A JSON-compatible dict, with ``"game": game_id``, that rebuilds this state exactly."""
        ...


AnyState: TypeAlias = GameState[Any, Event]
"""A state of any game, for shared code: its actions are wire values (:data:`Action`), its events :class:`Event`."""


class Bot(Protocol[StateT_contra, ActionT_co]):
    """A computer player: deterministic for a given seed and state (``Bot[CaromState, CaromAction]``)."""

    def choose(self, state: StateT_contra) -> ActionT_co:
        """One of ``state.legal_actions()`` for the player on turn."""
        ...


AnyBot: TypeAlias = Bot[Any, Action]
"""A computer player of any game, for shared code (the catalog hands them out by game id)."""


def lowest_scores(scores: Sequence[float]) -> list[int]:
    """The seats with the lowest score (every one of them when several share it)."""
    best = min(scores, default=0.0)
    return [seat for seat, score in enumerate(scores) if score == best]


def is_terminal(state: AnyState) -> bool:
    """True when the game is over."""
    return state.current_player == TERMINAL


def _reveals_none(event: object) -> bool:
    return False


def reveals_nothing(state: GameState[_A, _E], action: _A, reveals: Callable[[_E], bool] = _reveals_none) -> bool:
    """The usual :meth:`GameState.undoable`: a legal decision that does not end the game and whose
    events include none for which ``reveals`` is true (chance nodes never qualify)."""
    if state.current_player < 0:
        return False
    try:
        after, events = state.apply(action)
    except (RulesError, TypeError):
        return False
    return after.current_player != TERMINAL and not any(reveals(e) for e in events)


def action_to_json(action: Action) -> Any:
    """Tuples become lists, recursively, so the action can go through ``json``."""
    if isinstance(action, tuple):
        return [action_to_json(a) for a in action]
    return action


def action_from_json(data: Any) -> Action:
    """Inverse of :func:`action_to_json`: lists become tuples, recursively."""
    if isinstance(data, list):
        return tuple(action_from_json(a) for a in data)
    leaf: Action = data  # str, int, bool or None: what json.loads gives for a non-list
    return leaf
