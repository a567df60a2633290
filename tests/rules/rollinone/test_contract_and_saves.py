"""The rules contract: seeded random play, saves and replays, with 1 to 5 players and in every variant."""

import json

import pytest

from game import catalog
from game.rules.protocol import IllegalActionError, StateFormatError
from game.rules.rollinone import from_json, new_state
from tests.contract import check_random_play


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_random_play_keeps_the_contract(players):
    state = catalog.new_state("rollinone", players, seed=players)
    check_random_play(state, players, check_every=5)


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (3, {"play_mean": True, "handicap": True}),
        (2, {"bumper_golf": True, "choose_golfers": True}),
        (3, {"shared_golfers": 2, "quick": True}),
        (3, {"variant": "campaign"}),
        (3, {"variant": "bumper_game"}),
        (1, {"variant": "survival"}),
    ],
)
def test_random_play_keeps_the_contract_in_the_variants(players, options):
    state = new_state(players, None, 7, **options)
    check_random_play(state, 7, check_every=9)


def test_a_save_rebuilds_the_state_exactly_and_embeds_the_boards():
    s = new_state(2, None, 3)
    data = json.loads(json.dumps(s.to_json()))
    assert data["game"] == "rollinone" and data["seed"] == 3
    assert {c["name"] for c in data["course"]} >= {"Tee Box", "Pond"}
    assert from_json(data).to_json() == s.to_json()


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.pop("players"),
        lambda d: d.update(phase="nap"),
        lambda d: d.update(format=99),
        lambda d: d.update(deck=[1, 2]),
        lambda d: d["players"][0].update(hand=["joker"]),
        lambda d: d.update(actor=9, phase="turn"),
        lambda d: d.update(course="nope"),
        lambda d: d["options"].update(variant=None) or d.pop("options"),
    ],
)
def test_a_damaged_save_is_refused(damage):
    data = json.loads(json.dumps(new_state(2, None, 3).to_json()))
    damage(data)
    with pytest.raises(StateFormatError):
        from_json(data)


def test_illegal_actions_are_refused_and_leave_the_state_unchanged():
    s = new_state(2, None, 3)
    before = s.to_json()
    for bad in (7, "roll", ("wood", 0), None, [1]):
        with pytest.raises(IllegalActionError):
            s.apply(bad)
    assert s.to_json() == before


def test_actions_read_back_from_a_save_act_as_the_original():
    s = new_state(1, None, 3)
    s, _ = s.apply(s.legal_actions()[0])  # golfer
    placement = next(a for a in s.legal_actions() if type(a).__name__ == "Placement")
    plain = tuple(placement)
    t1, _ = s.apply(placement)
    t2, _ = s.apply(plain)
    assert t1.to_json() == t2.to_json()
