"""The dispatcher: legal actions, chance outcomes and ``apply`` for every phase of a Roll in One game.

Two tables of named phases, as in every engine: :data:`_LEGAL` (what a phase offers) and
:data:`_HANDLERS` (what a legal action does in it); the rules themselves are in :mod:`.flow`,
:mod:`.flight` and :mod:`.cards`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache

from game.hexgrid import Hex
from game.rules.evolve import evolve
from game.rules.protocol import IllegalActionError
from game.rules.rollinone import cards, data, flow, shot, windows
from game.rules.rollinone.actions import (
    ACCEPT,
    END_TURN,
    FLY,
    JOIN,
    LAND,
    PASS,
    ROLL,
    SIT_OUT,
    STOP,
    Bump,
    ChooseGolfer,
    Curve,
    PlaceGreen,
    PlayCard,
    RollAction,
    Spend,
    Swing,
)
from game.rules.rollinone.boards import Placement, placement_allowed
from game.rules.rollinone.events import MeanChoice, Rolled, RollEvent
from game.rules.rollinone.position import Position

MEAN_ANSWERS: list[RollAction] = [SIT_OUT, JOIN]
"""Play mean, before another player's shot: sit it out, or join it."""
SWINGS: list[RollAction] = [Swing(c, d) for c in data.CLUB_IDS for d in range(6)]
"""Every club in every direction: the shots open at the start of a turn."""
_SWING_AT: dict[RollAction, int] = {a: i for i, a in enumerate(SWINGS)}
"""Where each swing is in :data:`SWINGS` (found by hash, not by comparing down the list)."""


def chance_outcomes(s: Position) -> list[tuple[RollAction, float]]:
    """Each outcome of the die roll or card draw about to happen, with its probability."""
    if s.phase == "roll":
        assert s.flight is not None
        return list(shot.roll_outcomes(s.flight.club))
    if s.phase == "rolloff":
        return [(int(f), p) for f, p in shot.roll_outcomes(data.FIRST_PLAYER_DIE)]
    if s.phase == "deal":
        total = sum(s.deck)
        return [(c, n / total) for c, n in zip(data.CARD_IDS, s.deck) if n > 0]
    if s.phase in ("golfer_deal", "golfer_shared"):
        return [(data.GOLFER_BY_ID[g].id, 1 / len(s.golfer_pool)) for g in s.golfer_pool]
    return []


@cache
def _roll_faces(club: str) -> tuple[RollAction, ...]:
    """The faces ``club``'s die may show (the roll's legal outcomes, in the same order), made once per club."""
    return tuple(o for o, _ in shot.roll_outcomes(club))


_LISTED: list[tuple[Position | None, tuple[RollAction, ...]]] = [(None, ())]
"""The last state whose legal actions were listed, with them: ``apply`` on that state checks against them."""


def legal_actions(s: Position) -> Sequence[RollAction]:
    """The moves open to the player on turn (or the outcomes at a chance node)."""
    phase = s.phase
    actions = _legal_actions(s)
    if phase != "design":  # design moves are checked without the list
        _LISTED[0] = (s, tuple(actions))  # a copy: the caller may change its list
    return actions


def _legal_actions(s: Position) -> Sequence[RollAction]:
    legal = _LEGAL.get(s.phase)
    if legal is None:
        raise IllegalActionError(f"unknown phase {s.phase!r}")
    return legal(s)


def _outcomes(s: Position) -> Sequence[RollAction]:
    return [o for o, _ in chance_outcomes(s)]


def _nothing(s: Position) -> Sequence[RollAction]:
    return []


def _golfer_choices(s: Position) -> Sequence[RollAction]:
    return [ChooseGolfer(g) for g in s.golfer_pool]


def _mean_answers(s: Position) -> Sequence[RollAction]:
    return list(MEAN_ANSWERS)


def _turn_choices(s: Position) -> Sequence[RollAction]:
    return SWINGS + windows.options_for(s, s.actor, data.START)


def _curve_choices(s: Position) -> Sequence[RollAction]:
    return [Curve(d) for d in shot.curve_choices(s)]


def _edge_choices(s: Position) -> Sequence[RollAction]:
    return [FLY, STOP]


def _bump_choices(s: Position) -> Sequence[RollAction]:
    return [Bump(q, d) for q, d in shot.bump_choices(s)]


def _window_choices(s: Position) -> Sequence[RollAction]:
    """A card window (the rolled die, the ball in flight, the end of the turn): go on, or a card (or points)."""
    phase = s.phase
    window = windows.WINDOW_OF_PHASE[phase]
    if phase == "end":
        first: RollAction = END_TURN
    elif s.actor != s.shooter:
        mean: list[RollAction] = [PASS, SIT_OUT]  # SIT_OUT: nothing now, and not asked again on this shot
        return mean + windows.options_for(s, s.actor, window)
    else:
        first = ACCEPT if phase == "rolled" else ROLL
    return [first] + windows.options_for(s, s.actor, window)


_Legal = Callable[[Position], Sequence[RollAction]]

_LEGAL: dict[str, _Legal] = {
    "rolloff": _outcomes,
    "golfer_deal": _outcomes,
    "golfer_shared": _outcomes,
    "deal": _outcomes,
    "roll": _outcomes,
    "golfer_choose": _golfer_choices,
    "design": flow.design_actions,
    "mean": _mean_answers,
    "turn": _turn_choices,
    "curve": _curve_choices,
    "dturn": _curve_choices,
    "oob": _edge_choices,
    "bump": _bump_choices,
    "rolled": _window_choices,
    "flight": _window_choices,
    "end": _window_choices,
    "over": _nothing,
}
"""What each phase offers: the moves of the player on turn, or the outcomes of the die or the deck."""


def apply(s: Position, action: RollAction) -> tuple[Position, list[RollEvent]]:
    """The state after ``action`` and the events, in order; raises IllegalActionError for an illegal action."""
    phase = s.phase
    ev: list[RollEvent] = []
    # the two commonest steps go straight to their rule (what the checks and _apply below would do for them)
    if phase == "roll":
        f = s.flight
        listed = _LISTED[0]
        faces = listed[1] if listed[0] is s else _roll_faces(f.club) if f is not None else _legal_actions(s)
        try:
            face = faces[faces.index(action)]
        except (ValueError, TypeError):
            raise IllegalActionError(f"{action!r} is not a legal action in phase {phase}") from None
        return _rolled(s, str(face), ev), ev
    if phase == "turn":
        at = _swing_at(action)
        if at is not None:  # a turn lists every swing first: an equal swing is the one the search would find
            swing = SWINGS[at]
            assert isinstance(swing, Swing)
            return shot.swing(s, swing.club, swing.direction, ev), ev
    design = _design_action(s, action) if phase == "design" else None
    if design is not None:
        action = design
    else:
        listed = _LISTED[0]
        actions: Sequence[RollAction] = listed[1] if listed[0] is s else _legal_actions(s)
        try:
            # the listed action itself, so a plain tuple read back from a save acts as its named tuple
            action = actions[actions.index(action)]
        except (ValueError, TypeError):
            raise IllegalActionError(f"{action!r} is not a legal action in phase {phase}") from None
    return _apply(s, action, ev), ev


def _swing_at(action: RollAction) -> int | None:
    """Where ``action`` is in :data:`SWINGS`, or None (an unhashable action is no swing either)."""
    try:
        return _SWING_AT.get(action)
    except TypeError:
        return None


def _design_action(s: Position, action: RollAction) -> RollAction | None:
    """A legal board placement or green, checked without listing the thousand-odd placements; else None.

    Only plain whole numbers take this path; anything else is looked up in the
    full list, so both paths accept and refuse exactly the same actions.
    """
    if s.phase != "design" or not isinstance(action, tuple):
        return None
    numbers = [x for x in action if type(x) is int]
    if len(numbers) != len(action):
        return None
    if len(numbers) == 4:
        if not flow.placements_open(s):
            return None
        p = Placement(*numbers)
        return p if placement_allowed(s.boards, s.placements, p) else None
    if len(numbers) == 2:
        q, r = numbers
        return PlaceGreen(q, r) if flow.green_allowed(s, Hex(q, r)) else None
    return None


def _apply(s: Position, a: RollAction, ev: list[RollEvent]) -> Position:
    # each phase's handler takes that phase's kind of action (legal here, so of that kind)
    return _HANDLERS[s.phase](s, a, ev)


def _on_rolloff(s: Position, a: RollAction, ev: list[RollEvent]) -> Position:
    assert isinstance(a, int)
    return flow.rolloff_outcome(s, a, ev)


def _on_golfer_dealt(s: Position, a: RollAction, ev: list[RollEvent]) -> Position:
    return flow.golfer_dealt(s, str(a), False, ev)


def _on_golfer_chosen(s: Position, a: RollAction, ev: list[RollEvent]) -> Position:
    assert isinstance(a, ChooseGolfer)
    return flow.golfer_dealt(s, a.golfer, True, ev)


def _on_design(s: Position, a: RollAction, ev: list[RollEvent]) -> Position:
    if isinstance(a, Placement):
        return flow.place_board(s, a, ev)
    assert isinstance(a, PlaceGreen)
    return flow.place_green(s, Hex(a.q, a.r), ev)


def _on_card_drawn(s: Position, a: RollAction, ev: list[RollEvent]) -> Position:
    return flow.card_drawn(s, str(a), ev)


def _on_roll(s: Position, a: RollAction, ev: list[RollEvent]) -> Position:
    return _rolled(s, str(a), ev)


def _on_mean(s: Position, a: RollAction, ev: list[RollEvent]) -> Position:
    return flow.mean_answer(s, a == JOIN, ev)


def _on_turn(s: Position, a: RollAction, ev: list[RollEvent]) -> Position:
    if isinstance(a, PlayCard):
        return cards.play_card(s, a, ev)
    assert isinstance(a, Swing)
    return shot.swing(s, a.club, a.direction, ev)


def _on_curve(s: Position, a: RollAction, ev: list[RollEvent]) -> Position:
    assert isinstance(a, Curve)
    return shot.curve(s, a.direction, ev)


def _on_edge(s: Position, a: RollAction, ev: list[RollEvent]) -> Position:
    """Handicap, at the edge of the boards: a point flies the ball over the space ahead, or it stops there."""
    if a == FLY:
        return shot.fly_over(s, ev)
    assert s.flight is not None
    return shot.out_of_bounds(s, s.flight.cell.neighbor(s.flight.direction), ev)


def _on_bump(s: Position, a: RollAction, ev: list[RollEvent]) -> Position:
    assert isinstance(a, Bump)
    return shot.bump(s, a.player, a.direction, ev)


def _on_window(s: Position, a: RollAction, ev: list[RollEvent]) -> Position:
    """A card window: a card, points, Deadeye's landing, sitting the shot out, or done (ACCEPT, ROLL, PASS, END_TURN)."""
    if a == SIT_OUT:  # in a card window of another player's shot: nothing now, and not asked again on it
        ev.append(MeanChoice(s.actor, s.shooter, False))
        return cards.next_in_window(evolve(s, mean=tuple([p for p in s.mean if p != s.actor])), ev)
    if isinstance(a, PlayCard):
        return cards.play_card(s, a, ev)
    if isinstance(a, Spend):
        return cards.spend(s, a.delta, ev)
    if a == LAND:
        return shot.land(evolve(s, window=()), "deadeye", ev)
    return cards.next_in_window(s, ev)


_Handler = Callable[[Position, RollAction, list[RollEvent]], Position]

_HANDLERS: dict[str, _Handler] = {
    "rolloff": _on_rolloff,
    "golfer_deal": _on_golfer_dealt,
    "golfer_shared": _on_golfer_dealt,
    "golfer_choose": _on_golfer_chosen,
    "design": _on_design,
    "deal": _on_card_drawn,
    "roll": _on_roll,
    "mean": _on_mean,
    "turn": _on_turn,
    "curve": _on_curve,
    "dturn": _on_curve,
    "oob": _on_edge,
    "bump": _on_bump,
    "rolled": _on_window,
    "flight": _on_window,
    "end": _on_window,
}
"""What a legal action does in each phase (none in ``over``: nothing is legal then)."""


def _rolled(s: Position, face: str, ev: list[RollEvent]) -> Position:
    """A die came to rest: show it, open the rolled-die window, or let it count at once."""
    f = s.flight
    assert f is not None
    ev.append(Rolled(s.shooter, f.club, face, f.last, f.cell))
    if not windows.may_open(s, data.ROLL):  # nobody could be asked: the roll counts at once, no copy to show it
        return shot.resolve_roll(s, f, ev, face)
    shown = evolve(f, face=face, forced=False)
    window = windows.window_players(s, data.ROLL, shown)
    if window:
        return evolve(s, flight=shown, phase="rolled", window=window, actor=window[0])
    return shot.resolve_roll(s, f, ev, face)  # nobody to ask after all: as above, no state copy to show the roll
