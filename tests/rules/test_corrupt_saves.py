"""Robust loading: every engine's ``from_json`` takes exactly what ``to_json`` writes (issue #11, point 5).

Each corrupt save (a real save with seeded mutations: keys removed, wrong types,
huge, infinite and NaN numbers, other games' ids, nested values changed) must
be refused with StateFormatError or load as a state that plays on to the end
with random legal moves, without any other error.
"""

from __future__ import annotations

import json
import random
from functools import cache

import pytest

from game import catalog
from game.rules.protocol import StateFormatError
from tests.rules.corrupt import GAME_IDS, corrupt, load_with, play_to_end, sample_states

CASES_PER_GAME = 300
SET_UPS: dict[str, list[tuple[int, dict]]] = {
    "rollinone": [(1, {}), (3, {"play_mean": True, "handicap": True}), (2, {"quick": True, "bumper_golf": True})],
    "eagles_creek": [(1, {"variant": 3}), (2, {})],
    "carom": [(2, {}), (3, {"mode": "carom", "direction_first": True})],
    "rollecate": [(1, {}), (3, {})],
}


@cache
def saves_of(game_id: str) -> tuple[dict, ...]:
    """Saves of states spread over a few seeded games of ``game_id``."""
    out = []
    for k, (players, options) in enumerate(SET_UPS[game_id]):
        initial = catalog.new_state(game_id, players, seed=40 + k, **options)
        out += [json.loads(json.dumps(s.to_json())) for s in sample_states(initial, 40 + k, 8)]
    return tuple(out)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_save_loads_back_exactly(game_id):
    load = load_with(game_id)
    for save in saves_of(game_id):
        assert load(save).to_json() == save


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_corrupt_saves_are_refused_or_play_on_to_the_end(game_id):
    load = load_with(game_id)
    saves = saves_of(game_id)
    rng = random.Random(f"corrupt:{game_id}")
    loaded = refused = 0
    for case in range(CASES_PER_GAME):
        data, how = corrupt(rng.choice(saves), rng)
        try:
            state = load(data)
        except StateFormatError as exc:
            assert str(exc) and "\n" not in str(exc), how
            refused += 1
            continue
        except Exception as exc:  # noqa: BLE001 - the point of the test: nothing else may escape
            raise AssertionError(f"case {case} {how}: {type(exc).__name__}: {exc}") from exc
        try:
            play_to_end(state, case)
        except Exception as exc:  # noqa: BLE001
            raise AssertionError(f"case {case} {how}: loaded, then {type(exc).__name__}: {exc}") from exc
        loaded += 1
    assert refused > CASES_PER_GAME // 2 and loaded > 0, (refused, loaded)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_another_games_save_is_refused(game_id):
    save = saves_of(game_id)[3]
    for other in GAME_IDS:
        if other != game_id:
            with pytest.raises(StateFormatError):
                catalog.load_state({**save, "game": other})
            with pytest.raises(StateFormatError, match="not a saved"):
                load_with(other)(save)


def test_catalog_load_state_turns_everything_into_state_format_error():
    deep: list = []
    for _ in range(100_000):
        deep = [deep]
    save = saves_of("carom")[2]
    odd = [
        None, 5, "carom", b"carom", [], [save], {}, {"game": None}, {"game": ["carom"]}, {"game": "chess"},
        {"game": "carom"}, {"game": "carom", "x": deep}, {**save, "seed": float("nan")}, {**save, "seed": 2**80},
        {**save, "turn": True}, {**save, "turn": 0.0}, {**save, "extra": 1}, {**save, "positions": {"0": None}},
        {**save, "courses": [{"game": "carom"}]}, {**save, "counters": [float("inf")] * len(save["counters"])},
    ]
    for data in odd:
        with pytest.raises(StateFormatError) as info:
            catalog.load_state(data)
        assert "\n" not in str(info.value) and len(str(info.value)) < 300


def test_a_save_with_whole_numbers_written_as_floats_or_true_is_refused():
    for game_id in GAME_IDS:
        save = saves_of(game_id)[1]
        for key, value in save.items():
            if type(value) is int:
                for wrong in (float(value), str(value)) + ((True,) if value == 1 else ()):
                    with pytest.raises(StateFormatError):
                        catalog.load_state({**save, key: wrong})
