"""The rules contract, on every registered game: seeded random play to the end."""

import pytest

from game import catalog
from game.rules.protocol import IllegalActionError
from tests.contract import check_random_play


def seat_counts(game_id: str) -> list[int]:
    entry = catalog.info(game_id)
    return sorted({entry.min_players, (entry.min_players + entry.max_players) // 2, entry.max_players})


CASES = [(g, n) for g in list(catalog.GAMES) for n in seat_counts(g)]


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_random_play_keeps_the_contract(game_id, players):
    for seed in (1, 2):
        state = catalog.new_state(game_id, players, seed=seed)
        check_random_play(state, seed, check_every=7)


@pytest.mark.parametrize("game_id", list(catalog.GAMES))
def test_apply_leaves_the_state_unchanged_and_rejects_illegal_actions(game_id):
    state = catalog.new_state(game_id, catalog.info(game_id).min_players, seed=3)
    before = state.to_json()
    action = list(state.legal_actions())[0]
    state.apply(action)
    assert state.to_json() == before
    with pytest.raises(IllegalActionError):
        state.apply(("no such action", 12345))


def test_every_listed_game_has_a_catalog_entry():
    assert list(catalog.GAMES) == ["rollinone", "eagles_creek", "carom", "rollecate"]


def test_new_state_checks_the_player_count():
    with pytest.raises(ValueError, match="players"):
        catalog.new_state("carom", 13)


def test_load_state_rejects_damaged_saves():
    from game.rules.protocol import StateFormatError

    for bad in (None, [], {}, {"game": 5}, {"game": "chess"}):
        with pytest.raises(StateFormatError):
            catalog.load_state(bad)
    game_id = list(catalog.GAMES)[0]
    good = catalog.new_state(game_id, catalog.info(game_id).min_players, seed=1).to_json()
    damaged = {k: v for k, v in good.items() if k == "game"}
    with pytest.raises(StateFormatError):
        catalog.load_state(damaged)


def test_prepare_computer_is_offered_for_every_game_and_changes_no_state():
    for game_id in list(catalog.GAMES):
        state = catalog.new_state(game_id, catalog.info(game_id).min_players, seed=4)
        before = state.to_json()
        catalog.prepare_computer(state)
        assert state.to_json() == before
