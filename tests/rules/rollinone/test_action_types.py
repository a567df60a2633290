"""The typed contract says the truth: RollAction and RollEvent cover what the engine really offers and reports."""

from __future__ import annotations

import inspect
import random
import typing
from typing import Any, Literal, Union

from game.rules.driver import sample_outcome
from game.rules.protocol import CHANCE, TERMINAL, Event
from game.rules.rollinone import data, events, new_state
from game.rules.rollinone.actions import RollAction
from game.rules.rollinone.data import CardId, Face, GolferId
from game.rules.rollinone.events import RollEvent


def fits(value: Any, tp: Any) -> bool:
    """Does ``value`` belong to the type ``tp`` (a union of classes, Literals and int)?"""
    origin = typing.get_origin(tp)
    if origin is Union:
        return any(fits(value, arg) for arg in typing.get_args(tp))
    if origin is Literal:
        return type(value) is str and value in typing.get_args(tp)
    if tp is int:
        return type(value) is int
    return isinstance(value, tp)


def test_the_id_types_name_exactly_the_cards_golfers_and_faces_in_the_data() -> None:
    assert set(typing.get_args(CardId)) == set(data.CARD_IDS)
    assert set(typing.get_args(GolferId)) == set(data.GOLFER_IDS)
    faces = {f for club in data.CLUBS for f in club.faces}
    assert faces <= set(typing.get_args(Face))
    for face in typing.get_args(Face):
        data.face_kind(face)  # every code in the type is one the rules can read


def test_every_event_class_is_in_the_event_union() -> None:
    classes = {c for _, c in inspect.getmembers(events, inspect.isclass) if issubclass(c, Event) and c is not Event}
    assert classes == set(typing.get_args(RollEvent))


def test_every_action_offered_and_event_reported_fits_the_contract_types() -> None:
    rng = random.Random(7)
    seen_actions: set[str] = set()
    for players, options in ((3, {}), (2, {"variant": "campaign", "play_mean": True}), (1, {"handicap": True})):
        s = new_state(players, None, rng.randrange(1000), **options)
        for _ in range(3000):
            if s.current_player == TERMINAL:
                break
            legal = s.legal_actions()
            assert all(fits(a, RollAction) for a in legal), [a for a in legal if not fits(a, RollAction)][:3]
            if s.current_player == CHANCE:
                action = sample_outcome(s.chance_outcomes(), rng)
            else:
                action = legal[rng.randrange(len(legal))]
            seen_actions.add(type(action).__name__)
            s, evs = s.apply(action)
            assert all(fits(e, RollEvent) for e in evs)
    # the walk met chance outcomes (str, int) and moves (named tuples)
    assert {"str", "int", "Swing", "Placement"} <= seen_actions


def test_every_phase_is_in_the_dispatch_tables():
    # one table of named phases for what each offers and one for what a legal action does there (as in every engine)
    from game.rules.rollinone import play
    from game.rules.rollinone.position import PHASES

    assert set(play._LEGAL) == set(PHASES)
    assert set(play._HANDLERS) == set(PHASES) - {"over"}, "nothing is legal once the game is over"
