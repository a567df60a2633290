"""Reading a saved Roll in One game back: exactly what :meth:`RollState.to_json` writes, with fields that fit together.

A save is read field by field against the state's own type hints (so a field
added to the state is read without a line here), then checked: first the plain
ranges (:func:`_check`), then whether the fields fit together (:mod:`.fits`).
"""

from __future__ import annotations

import json
import types
import typing
from dataclasses import fields, is_dataclass
from functools import cache
from typing import Any, Union

from game.hexgrid import Hex
from game.rules.protocol import StateFormatError
from game.rules.rollinone import data, fits
from game.rules.rollinone.boards import BoardSet, Placement, board_set, course_maps_from_json
from game.rules.rollinone.options import Options
from game.rules.rollinone.position import CHANCE_PHASES, GAME_ID, PHASES
from game.rules.rollinone.state import FORMAT, RollState
from game.rules.savecheck import strict_roundtrip


def from_json(d: dict[str, Any]) -> RollState:
    """Rebuild a saved game exactly as :meth:`RollState.to_json` wrote it; StateFormatError otherwise."""
    return strict_roundtrip(_from_json, d, GAME_ID, "Roll in One")


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
    if isinstance(tp, type) and is_dataclass(tp):
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


def _from_json(d: dict[str, Any]) -> RollState:
    """Rebuild a saved state field by field; raises StateFormatError when it is damaged."""
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
        problems = fits.problems(s)
    if problems:
        raise StateFormatError(f"saved Roll in One game is damaged ({problems[0]})")
