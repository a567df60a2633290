"""Saves: to_json keeps everything and from_json rebuilds it exactly, or refuses clearly."""

import copy
import json

import pytest

from game import catalog
from game.rules.protocol import StateFormatError
from game.rules.rollecate import actions, from_json

from .helpers import play, roll, straight_railway, table, through_setup


def roundtrip(state):
    return from_json(json.loads(json.dumps(state.to_json())))


def test_a_save_rebuilds_the_state_exactly_hidden_cards_included():
    state, _ = through_setup(4, seed=2, rounds=3)
    assert roundtrip(state) == state
    data = state.to_json()
    assert data["game"] == "rollecate" and data["seed"] == 2 and data["options"] == {"rounds": 3, "derail_limit": None}
    assert [len(h) for h in data["hands"]] == [2, 2, 2, 2] and sum(data["box"].values()) == 7


def test_a_save_in_the_middle_of_laying_penalty_cards_rebuilds():
    state = table(rail=straight_railway([1, 2, 1, 2, 1]), loco=4, hands=[["4S"], []], piles=[["3S"], []])
    state, _ = play(state, actions.track("4S", "straight"), actions.ROLL_DICE, roll(4, 4))
    assert state.phase == actions.PENALTY
    again = roundtrip(state)
    assert again == state and again.legal_actions() == state.legal_actions()


def test_the_catalog_restores_a_rollecate_save():
    state, _ = through_setup(2, seed=9)
    assert catalog.load_state(state.to_json()) == state


def damaged_saves():
    state, _ = through_setup(2, seed=4)
    good = state.to_json()
    cases = {}
    for name, change in {
        "a card vanished": lambda d: d["hands"][0].pop(),
        "a card appeared": lambda d: d["hands"][1].append("4S"),
        "unknown card": lambda d: d["piles"][0].append("9X"),
        "bad phase": lambda d: d.update(phase="tea break"),
        "locomotive off the railway": lambda d: d.update(loco=17),
        "bent rail": lambda d: d["railway"][0].__setitem__(4, (d["railway"][0][3] + 2) % 4),
        "players and hands disagree": lambda d: d.update(players=3),
        "negative count": lambda d: d["deck"].update({"1S": -1}),
        "missing field": lambda d: d.pop("stats"),
        "too many rounds": lambda d: d.update(round=5),
        "derail limit with two players": lambda d: d["options"].update(derail_limit=3),
    }.items():
        data = copy.deepcopy(good)
        change(data)
        cases[name] = data
    return cases


@pytest.mark.parametrize("name", sorted(damaged_saves()))
def test_damaged_saves_are_refused_with_a_state_format_error(name):
    with pytest.raises(StateFormatError):
        catalog.load_state(damaged_saves()[name])


def test_a_save_of_another_game_is_refused():
    with pytest.raises(StateFormatError, match="Rollecate"):
        from_json({"game": "carom"})
