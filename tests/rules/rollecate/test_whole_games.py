"""Whole games: the generic contract check, card conservation, and the events a screen needs."""

import random

import pytest

from game import catalog
from game.rules.driver import SeededChance, play_out, random_player
from game.rules.protocol import TERMINAL
from game.rules.rollecate import actions, cards, make_bot
from game.rules.rollecate.start import new_state
from tests.contract import check_random_play


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_play_keeps_the_contract(players):
    for seed in (3, 4):
        final = check_random_play(catalog.new_state("rollecate", players, seed=seed, rounds=2), seed)
        assert final.current_player == TERMINAL and len(final.history) == 2


def test_random_play_keeps_the_contract_with_the_solo_derailment_limit():
    final = check_random_play(new_state(1, None, 8, derail_limit=0), 8)
    assert final.lost or final.derailments == (0,)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_card_conservation_all_55_cards_are_always_somewhere(players):
    def check(before, action, events):
        assert before.census() == cards.full_deck()

    for seed, chooser in ((1, "bot"), (2, "random")):
        state = new_state(players, None, seed, rounds=2)
        if chooser == "bot":
            seats = [make_bot(i, seed + i).choose for i in range(players)]
        else:
            seats = [random_player(random.Random(seed + i)) for i in range(players)]
        match = play_out(state, seats, SeededChance(seed), on_step=check)
        assert match.state.census() == cards.full_deck()
    assert cards.total(cards.full_deck()) == 55


def test_removed_pairs_are_part_of_the_count():
    state = new_state(2, None, 5)
    match = play_out(state, [make_bot(i, i).choose for i in range(2)], SeededChance(5))
    final = match.state
    assert any(final.cancelled), "the bots cancelled at least one pair"
    places = cards.add(cards.add(final.deck, final.box), final.aside)
    for place in (*final.hands, *final.piles, *final.cancelled, final.pending, [r.card for r in final.railway]):
        places = cards.add(places, cards.composition_of(place))
    assert places == cards.full_deck()


def test_every_card_laid_and_every_step_is_an_event():
    state = new_state(3, None, 12)
    laid = steps = taken = 0
    railway_nos: set[int] = set()

    def watch(before, action, events):
        nonlocal laid, steps, taken
        for e in events:
            if e.kind == "CardLaid":
                laid += 1
                railway_nos.add(e.no)
                assert e.orientation in ("portrait", "landscape")
            steps += e.kind == "LocomotiveMoved"
            taken += e.kind == "PenaltyTaken"
        if before.phase == actions.ROLL:
            (rolled,) = [e for e in events if e.kind == "DiceRolled"]
            assert rolled.faces == action

    match = play_out(state, [make_bot(i, i).choose for i in range(3)], SeededChance(12), on_step=watch)
    final = match.state
    assert laid == len(railway_nos) == len(final.railway) + taken
    assert steps > 0
