"""Saves rebuild the game exactly, damaged saves are refused, random play keeps the contract."""

import json

import pytest

from game import catalog
from game.rules.eagles_creek import from_json
from game.rules.protocol import StateFormatError
from tests.contract import check_random_play, roundtrip
from tests.rules.eagles_creek.helpers import any_shot, draw, game, nine_holes, plan, rolled


@pytest.mark.parametrize(("players", "variant"), [(1, 9), (3, 3)])
def test_random_play_keeps_the_contract_on_a_small_sheet(players, variant):
    check_random_play(game(nine_holes(), players=players, variant=variant), 4, check_every=1)


@pytest.mark.parametrize("variant", [9, 6, 3])
def test_random_play_keeps_the_contract_on_the_shipped_sheet_in_every_variant(variant):
    state = catalog.new_state("eagles_creek", 2, seed=11, variant=variant)
    final = check_random_play(state, 11, check_every=5)
    assert all(card.done for cards in final.cards for card in cards)


def test_a_save_in_the_middle_of_a_drawing_restores_the_drawing():
    state = rolled(game(nine_holes()), 1, 3, 6)
    state, _ = plan(state, 1, 3, 6, "wood")
    state, _ = draw(state, 0, (0, 0, 0))
    assert state.phase == "draw" and len(state.drawn) == 3
    back = from_json(json.loads(json.dumps(state.to_json())))
    assert back.drawn == state.drawn and back.plan == state.plan
    assert back.legal_actions() == state.legal_actions()


def test_a_save_at_the_elevation_roll_restores_it():
    from tests.rules.eagles_creek.helpers import TEE, cell, sheet

    course = sheet(["rrrrrrrrrrrrrr", "rt....T......g", "rrrrrrrrrrrrrr"], [(1, "1", TEE, cell(13, 1))])
    state = rolled(game(course), 1, 3, 1)
    state, _ = plan(state, 1, 3, 1, "wood")
    state, _ = draw(state, 0, (0, 0, 0, 0, 0, 1))
    assert state.phase == "elevation"
    back = from_json(json.loads(json.dumps(state.to_json())))
    assert back.to_json() == state.to_json() and back.phase == "elevation"


def test_saves_embed_the_course_and_every_drawn_line():
    state = rolled(game(nine_holes(), players=2), 2, 4, 6)
    state, _ = any_shot(state)
    data = state.to_json()
    assert data["game"] == "eagles_creek" and data["seed"] == 1
    assert data["course"]["terrain"]
    back = catalog.load_state(json.loads(json.dumps(data)))
    assert back.shots[0][0].exits == state.shots[0][0].exits
    assert roundtrip(back) == data


def damaged(mutate):
    state = rolled(game(nine_holes(), players=2), 1, 3, 6)
    state, _ = plan(state, 1, 3, 6, "wood")
    state, _ = draw(state, 0, (0, 0))
    data = json.loads(json.dumps(state.to_json()))
    mutate(data)
    return data


@pytest.mark.parametrize(
    "mutate",
    [
        lambda d: d.pop("cards"),
        lambda d: d.__setitem__("phase", "napping"),
        lambda d: d.__setitem__("dice", [1, 3, 9]),
        lambda d: d.__setitem__("drawn", [[99, 99, 0]]),
        lambda d: d.__setitem__("drawn", d["drawn"] + [d["drawn"][0]]),
        lambda d: d.__setitem__("plan", ["plan", 1, 3, 6, "putter", 3]),
        lambda d: d.__setitem__("plan", None),
        lambda d: d["cards"][0].pop(),
        lambda d: d["cards"][0][0].__setitem__(0, -3),
        lambda d: d.__setitem__("shots", [[["junk"]], []]),
        lambda d: d.__setitem__("turn", 5),
        lambda d: d.__setitem__("options", {"variant": 7, "max_strokes": 10}),
        lambda d: d.__setitem__("course", {"name": "x"}),
        lambda d: d["course"].__setitem__("objects", []),
        lambda d: d.__setitem__("seed", "abc"),
    ],
)
def test_a_damaged_save_is_refused_with_a_clear_error(mutate):
    with pytest.raises(StateFormatError):
        catalog.load_state(damaged(mutate))


def test_a_finished_drawing_still_waiting_to_be_drawn_is_refused():
    state = rolled(game(nine_holes()), 1, 3, 1)
    state, _ = plan(state, 1, 3, 1, "iron")
    state, _ = draw(state, 0, (0, 0))
    data = json.loads(json.dumps(state.to_json()))
    data["drawn"].append(list(state.next_segments()[0]))  # the last segment, drawn but never resolved
    with pytest.raises(StateFormatError, match="disagree"):
        catalog.load_state(data)


def test_a_save_of_another_game_is_refused():
    with pytest.raises(StateFormatError, match="not a saved Eagle's Creek game"):
        from_json({"game": "carom"})


@pytest.mark.parametrize(("field", "value"), [(2, "driver"), (4, 5), (5, [0, 3]), (6, 99), (7, "lost")])
def test_a_damaged_line_on_the_sheet_is_refused(field, value):
    state, _ = any_shot(rolled(game(nine_holes()), 2, 4, 6))
    data = json.loads(json.dumps(state.to_json()))
    data["shots"][0][0][field] = value
    with pytest.raises(StateFormatError):
        catalog.load_state(data)
