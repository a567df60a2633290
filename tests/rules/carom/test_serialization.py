"""The generic contract checks, saves and replays."""

import json

import pytest

from game import catalog
from game.rules.carom import from_json, new_state
from game.rules.protocol import StateFormatError
from tests.contract import check_random_play
from tests.rules.carom.helpers import H, course, obj

# a small course with one of everything, so random play meets every rule
SMALL = course(
    [
        "...ggg....",
        "..ss..ii..",
        ".....w....",
        "..pp......",
        "..........",
        "..........",
    ],
    obj("tee", *(H(q, r) for r in (4, 5) for q in (-1, 0, 1))),
    obj("flat_obstacle", H(5, 3), H(6, 3), shape="bar"),
    obj("flat_obstacle", H(3, 5), H(4, 5), H(5, 4), shape="arc"),
    obj("flat_obstacle", H(8, 1), shape="round"),
    obj("stump", H(6, 4)),
    obj("rock", H(2, 0)),
    obj("mushroom", H(7, 2)),
    obj("mole_hole", H(3, 2)),
    hole=H(8, 0),
    name="everything",
)


@pytest.mark.parametrize("mode", ["basic", "carom"])
@pytest.mark.parametrize("players", [1, 2, 6, 12])
def test_random_play_keeps_the_contract(players, mode):
    state = new_state(players, SMALL, seed=players, mode=mode)
    final = check_random_play(state, seed=players, check_every=max(1, players))
    assert final.phase == "over"
    assert all(len(f) == 1 and 1 <= f[0] <= 30 for f in final.finished)


def test_random_play_keeps_the_contract_with_direction_first_over_two_courses():
    state = new_state(3, [SMALL, SMALL], seed=4, mode="carom", direction_first=True)
    final = check_random_play(state, seed=4, check_every=3)
    assert all(len(f) == 2 for f in final.finished)


def test_save_embeds_the_courses_and_rebuilds_the_state_exactly():
    state = new_state(2, [SMALL], seed=7, mode="carom")
    state, _ = state.apply(("tee", 0, 4))
    state, _ = state.apply(("card", "+3"))
    data = json.loads(json.dumps(state.to_json()))
    assert data["game"] == "carom" and data["seed"] == 7
    assert data["courses"][0]["name"] == "everything"
    again = catalog.load_state(data)
    assert again.to_json() == state.to_json()
    assert again.legal_actions() == state.legal_actions()


@pytest.mark.parametrize(
    "damage",
    [
        {"mode": "golf"},
        {"phase": "putting"},
        {"status": ["playing", "flying"]},
        {"turn": 5},
        {"card": "x9"},
        {"aim": 7},
        {"face": 9},
        {"counters": [1]},
        {"positions": [[99, 99], None]},
        {"course_index": 3},
        {"courses": []},
        {"courses": [{"name": "x"}]},
        {"seed": "abc"},
        {"knocked": "none"},
    ],
)
def test_damaged_saves_are_refused(damage):
    state = new_state(2, SMALL, seed=7, mode="carom")
    state, _ = state.apply(("tee", 0, 4))
    data = {**state.to_json(), **damage}
    with pytest.raises(StateFormatError):
        from_json(data)
    with pytest.raises(StateFormatError):
        catalog.load_state(data)


def test_save_of_a_course_that_breaks_the_rules_is_refused():
    data = new_state(1, SMALL, seed=7).to_json()
    data["courses"][0]["objects"] = [o for o in data["courses"][0]["objects"] if o["kind"] != "tee"]
    with pytest.raises(StateFormatError, match="tee"):
        from_json(data)
