"""Reading a saved Carom Golf game back: exactly what :meth:`CaromState.to_json` writes, with fields that fit together."""

from __future__ import annotations

from typing import Any

from game.hexgrid import Hex
from game.rules.carom import data
from game.rules.carom.board import BOUNCY, HOLE, MOLE_HOLE, MUSHROOM, WATER, board_from_json
from game.rules.carom.state import ACTIVE, BASIC, MODES, PHASES, STATUSES, CaromState
from game.rules.carom.validate import checked
from game.rules.protocol import StateFormatError
from game.rules.savecheck import strict_roundtrip


def from_json(d: dict[str, Any]) -> CaromState:
    """Rebuild a saved game exactly as :meth:`CaromState.to_json` wrote it; StateFormatError otherwise."""
    return strict_roundtrip(_from_json, d, "carom", "Carom Golf")


def _from_json(d: dict[str, Any]) -> CaromState:
    try:
        boards = checked([board_from_json(c) for c in d["courses"]], StateFormatError)
        n = len(d["status"])
        state = CaromState(
            boards=boards,
            seed=int(d["seed"]),
            mode=str(d["mode"]),
            direction_first=bool(d["direction_first"]),
            course_index=int(d["course_index"]),
            positions=tuple(Hex.from_json(h) if h is not None else None for h in d["positions"]),
            counters=tuple(int(c) for c in d["counters"]),
            status=tuple(str(s) for s in d["status"]),
            finished=tuple(tuple(int(x) for x in f) for f in d["finished"]),
            turn=int(d["turn"]),
            phase=str(d["phase"]),
            card=None if d["card"] is None else str(d["card"]),
            aim=None if d["aim"] is None else int(d["aim"]),
            face=None if d["face"] is None else int(d["face"]),
            knocked=frozenset(int(k) for k in d["knocked"]),
        )
    except StateFormatError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise StateFormatError(f"saved Carom Golf game is damaged ({type(exc).__name__}: {exc})") from None
    if not _consistent(state, n):
        raise StateFormatError("saved Carom Golf game is damaged (inconsistent fields)")
    return state


def _consistent(state: CaromState, n: int) -> bool:
    """True when the fields of a rebuilt state fit together (so play can go on from it)."""
    if state.mode not in MODES or state.phase not in PHASES or not 1 <= n <= 12:
        return False
    if not len(state.positions) == len(state.counters) == len(state.finished) == n:
        return False
    if any(s not in STATUSES for s in state.status) or not 0 <= state.turn < n:
        return False
    if not 0 <= state.course_index < len(state.boards):
        return False
    if state.card is not None and state.card not in data.CARD_BY_ID:
        return False
    if (state.aim is not None and not 0 <= state.aim < 6) or (state.face is not None and state.face not in data.DIE_FACES):
        return False
    if not all(_ball_fits(state, h, s, c) for h, s, c in zip(state.positions, state.status, state.counters)):
        return False
    if not state.knocked <= set(state.board.mushroom_cell):
        return False
    if not (_phase_fits(state) and _choices_fit(state) and _turn_fits(state)):
        return False
    played = state.course_index + (state.phase == "over")
    return all(len(f) == played and all(0 <= x <= data.MAX_STROKES for x in f) for f in state.finished)


def _phase_fits(state: CaromState) -> bool:
    """The turn's phase matches the ball on turn and the choices made so far."""
    phase, ball = state.phase, state.status[state.turn]
    if phase == "over":
        return True
    if phase == "tee":
        return ball == "waiting"
    if phase == "place":
        return ball == "mole" and state.positions[state.turn] is not None
    if ball != "playing" or state.positions[state.turn] is None:
        return False
    if phase == "roll":
        return state.card is not None and (state.aim is not None or not state.direction_first)
    if phase == "strike":
        return state.card is not None and state.face is not None and not state.direction_first
    return True


def _ball_fits(state: CaromState, h: Hex | None, status: str, counter: int) -> bool:
    """A ball on the course lies where a ball can lie; one off it has no position; counters stay in range."""
    if not 0 <= counter <= data.MAX_STROKES + 100:
        return False
    if status in ("waiting", "holed", "retired"):
        return h is None and (status != "waiting" or counter == 0)
    b = state.board
    i = b.cell(h) if h is not None else -1
    if i < 0 or counter >= data.MAX_STROKES:
        return False
    if status == "mole":
        return b.thing[i] == MOLE_HOLE
    standing = b.thing[i] == MUSHROOM and b.object_id[i] not in state.knocked
    return b.thing[i] not in (HOLE, MOLE_HOLE, BOUNCY) and b.terrain[i] != WATER and not standing


def _choices_fit(state: CaromState) -> bool:
    """The card, direction and die face are set exactly in the phases that have made them."""
    phase, first = state.phase, state.direction_first
    card, aim, face = state.card is not None, state.aim is not None, state.face is not None
    if phase in ("tee", "place", "card", "aim", "over"):
        return not (card or aim or face) and (phase != "card" or not first) and (phase != "aim" or first)
    if phase == "roll":
        return card and aim == first and not face
    return card and face and not aim and not first  # strike


def _turn_fits(state: CaromState) -> bool:
    """Basic mode plays the balls one after the other: those before the turn are done, those after wait."""
    if state.phase == "over":
        return True
    if state.status[state.turn] not in ACTIVE:
        return False
    if state.mode == BASIC:
        before, after = state.status[: state.turn], state.status[state.turn + 1 :]
        return all(s in ("holed", "retired") for s in before) and all(s == "waiting" for s in after)
    return True
