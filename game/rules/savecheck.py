"""Loading a saved state strictly: exactly what ``to_json`` writes, and nothing else.

Every engine's ``from_json`` goes through :func:`strict_roundtrip`. A save
from a broken disk, an older build or a curious player must either load as a
state that plays on without error or be refused with one
:class:`~game.rules.protocol.StateFormatError` naming what is wrong. The
engine's own reader does the game-specific checks (positions on the course,
phases that fit the choices made); this module does the checks every game
shares:

* the data is plain JSON: objects, arrays, strings, finite numbers, whole
  numbers that fit in 64 bits, booleans and null (the reader gets a fresh
  copy, so it never sees anything else);
* the rebuilt state writes back *exactly* the input (so ``true`` for ``1``,
  ``1.0`` for ``1``, a string for a number, an extra or a missing key, a
  duplicated list entry the reader folded away: all refused);
* the rebuilt state answers whose turn it is and what may be done there.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable
from typing import Any, TypeVar

from game.rules.protocol import CHANCE, TERMINAL, AnyState, StateFormatError

S = TypeVar("S", bound=AnyState)

MAX_INT = 2**63
"""Whole numbers in a save lie in ``[-MAX_INT, MAX_INT)`` (seeds are the largest)."""

DAMAGE = (
    KeyError,
    IndexError,
    LookupError,
    TypeError,
    ValueError,
    AttributeError,
    AssertionError,
    ArithmeticError,
    RecursionError,
    StopIteration,
)
"""What a reader or a state may raise on data that does not add up (never a bug worth a traceback)."""


_LONG_DIGITS = re.compile(r"\d{" + str(len(str(MAX_INT))) + "}")


def _whole_number(text: str) -> int:
    value = int(text)
    if not -MAX_INT <= value < MAX_INT:
        raise ValueError(f"the number {text[:12]}... is too large")
    return value


def plain_json(data: Any) -> tuple[Any, str]:
    """``data`` as plain JSON (a fresh copy) and its :func:`canonical` text.

    Raises :class:`StateFormatError` for values JSON cannot hold (NaN, infinity,
    objects of other kinds), whole numbers outside 64 bits and absurd nesting.
    """
    try:
        text = canonical(data)
    except RecursionError:
        raise StateFormatError("nested too deeply") from None
    except TypeError as exc:
        raise StateFormatError(f"a value JSON cannot hold ({exc})") from None
    except ValueError:
        raise StateFormatError("a number that is not finite or far too long") from None
    # checking each number costs a call per number: only when the text has a run of digits that long
    long_digits = _LONG_DIGITS.search(text) is not None
    try:
        return json.loads(text, parse_int=_whole_number if long_digits else int), text
    except RecursionError:
        raise StateFormatError("nested too deeply") from None
    except ValueError as exc:
        raise StateFormatError(str(exc)) from None


def canonical(data: Any) -> str:
    """One text per JSON value: keys sorted, ``true`` distinct from ``1`` and ``1.0`` from ``1``."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def first_difference(a: Any, b: Any, where: str = "") -> str:
    """Where two JSON values first differ (a key path such as ``players[1].ball``)."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b)):
            path = f"{where}.{key}" if where else str(key)
            if key not in a or key not in b:
                return path
            if canonical(a[key]) != canonical(b[key]):
                return first_difference(a[key], b[key], path)
    elif isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            if canonical(x) != canonical(y):
                return first_difference(x, y, f"{where}[{i}]")
    return where or "the top"


def check_playable(state: AnyState) -> None:
    """Raise :class:`StateFormatError` unless the state says whose turn it is and what may happen."""
    n = state.num_players
    player = state.current_player
    if type(n) is not int or n < 1:
        raise StateFormatError("no seats")
    if len(state.scores()) != n:
        raise StateFormatError("scores do not match the seats")
    legal = list(state.legal_actions())
    if player == TERMINAL:
        if legal:
            raise StateFormatError("a finished game that still offers moves")
        return
    if not legal:
        raise StateFormatError("nothing can be done next")
    if player == CHANCE:
        outcomes = list(state.chance_outcomes())
        total = sum(p for _, p in outcomes)
        if not outcomes or any(not p > 0 for _, p in outcomes) or not math.isclose(total, 1.0, rel_tol=1e-9):
            raise StateFormatError("the dice or cards have no outcomes")
    elif not 0 <= player < n:
        raise StateFormatError(f"seat {player} is on turn in a game of {n}")


def strict_roundtrip(from_json_impl: Callable[[dict[str, Any]], S], data: Any, game_id: str, title: str) -> S:
    """Rebuild a state with ``from_json_impl`` and accept it only if it writes back exactly ``data``.

    ``game_id`` must be the save's ``"game"``; ``title`` names the game in messages.
    Raises :class:`StateFormatError` with a one-line reason for anything else.
    """
    if not isinstance(data, dict) or data.get("game") != game_id:
        raise StateFormatError(f"not a saved {title} game")
    try:
        plain, text = plain_json(data)
    except StateFormatError as exc:
        raise StateFormatError(f"saved {title} game is damaged ({exc})") from None
    try:
        state = from_json_impl(plain)
        again = state.to_json()
        same = canonical(again) == text
    except StateFormatError as exc:
        message = str(exc)
        if message.startswith(("saved ", "not ")):
            raise
        raise StateFormatError(f"saved {title} game is damaged ({message})") from None
    except DAMAGE as exc:
        raise StateFormatError(f"saved {title} game is damaged ({type(exc).__name__}: {exc})") from None
    if not same:
        where = first_difference(plain, again)
        raise StateFormatError(f"saved {title} game is damaged ({where} does not read back as written)")
    try:
        check_playable(state)
    except StateFormatError as exc:
        raise StateFormatError(f"saved {title} game is damaged ({exc})") from None
    except DAMAGE as exc:
        raise StateFormatError(f"saved {title} game is damaged ({type(exc).__name__}: {exc})") from None
    return state
