"""Set-up: the first railway, the locomotive, the deal, the chaos cards, the boxed cards."""

import pytest

from game.rules.protocol import CHANCE
from game.rules.rollecate import actions, cards, data, railway
from game.rules.rollecate.start import new_state

from .helpers import build_railway, kinds, through_setup

LAYERS = {1: [0, 0, 0, 0], 2: [0, 1, 0, 1], 3: [0, 1, 2, 0], 4: [0, 1, 2, 3]}
REMOVED = {1: 11, 2: 11, 3: 9, 4: 7}


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_setup_size(players):
    state, events = through_setup(players, seed=players)
    laid = [e for e in events if e.kind == "CardLaid"]
    assert [e.player for e in laid] == LAYERS[players]
    assert len(state.railway) == 4 and state.loco == 2
    assert all(len(h) == 2 for h in state.hands)
    assert cards.total(state.box) == REMOVED[players]
    assert cards.total(state.deck) == 55 - 4 - 2 * players - REMOVED[players]
    assert all(p == () for p in state.piles)
    assert state.census() == cards.full_deck()
    assert state.seat == (0 + 4) % players


def test_chaos_cards_are_set_aside_while_the_first_railway_is_laid_and_dealt():
    state = new_state(2, None, 5)
    assert cards.total(state.aside) == 5
    while state.phase != actions.REMOVE:
        if state.current_player == CHANCE:
            assert all(not cards.is_chaos(card) for card, _ in state.chance_outcomes())
            action = state.legal_actions()[-1]
        else:
            action = state.legal_actions()[0]
        state, _ = state.apply(action)
    assert cards.total(state.aside) == 0
    assert sum(n for k, n in zip(cards.KINDS, state.deck) if cards.is_chaos(k)) == 5


def test_chaos_cards_are_shuffled_in_after_the_deal_then_cards_are_removed_unseen():
    _, events = through_setup(3, seed=2)
    order = kinds(events)
    last_deal = max(i for i, k in enumerate(order) if k == "CardDealt")
    formed = order.index("DrawPileFormed")
    boxed = [i for i, k in enumerate(order) if k == "CardBoxed"]
    assert last_deal < formed < boxed[0]
    assert len(boxed) == 9
    assert all(e.visible_to == () for e in events if e.kind == "CardBoxed")


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_cards_removed_unseen_depend_on_the_player_count(players):
    state, _ = through_setup(players, seed=11)
    assert cards.total(state.box) == REMOVED[players] == data.REMOVED[players]


def test_players_take_turns_laying_the_first_four_cards():
    for players, layers in LAYERS.items():
        _, events = through_setup(players, seed=7)
        assert [e.player for e in events if e.kind == "SetupCardDrawn"] == layers


def test_locomotive_starts_on_the_third_card():
    state, events = through_setup(2, seed=3)
    placed = next(e for e in events if e.kind == "LocomotivePlaced")
    assert placed.no == state.railway[2].no == 2
    assert state.loco == 2


def test_each_player_is_dealt_two_cards_seen_only_by_them():
    state, events = through_setup(4, seed=4)
    dealt = [e for e in events if e.kind == "CardDealt"]
    assert len(dealt) == 8
    for e in dealt:
        assert e.visible_to == (e.player,)
    for seat in range(4):
        assert sorted(e.card for e in dealt if e.player == seat) == sorted(state.hands[seat])


def test_each_player_starts_an_empty_penalty_pile():
    state, _ = through_setup(3, seed=9)
    assert state.piles == ((), (), ())
    assert state.cancelled == ((), (), ())


def test_setup_cards_keep_the_railway_open():
    # two long left curves and the railway end faces back towards the first card's
    # square: a short left turn would make it face the first card, so it is not offered
    rail = build_railway([("1L", "left"), ("1L", "left")])
    state = new_state(2, None, 0)
    import dataclasses

    state = dataclasses.replace(state, railway=rail, phase=actions.SETUP_LAY, setup_card="1R", count=2, seat=0)
    laid = railway.fits(rail, "1R", "left")
    assert laid is not None  # it would fit on the table ...
    assert railway.head_of((*rail, laid))[0] in railway.occupied((*rail, laid))  # ... facing the railway
    assert state.legal_actions() == [actions.track("1R", "right")]


def test_play_begins_with_the_player_after_the_one_who_laid_the_fourth_card():
    for players in (1, 2, 3, 4):
        state, events = through_setup(players, seed=5)
        fourth = [e for e in events if e.kind == "CardLaid"][3].player
        assert state.seat == (fourth + 1) % players
        assert events[-1].kind == "TurnStarted"


def test_every_set_up_card_always_has_a_place():
    # every railway of up to three set-up cards leaves room for a fourth card of any shape
    shapes = ["1S", "1L", "1R"]

    def railways(rail, depth):
        yield rail
        if depth:
            for card in shapes:
                for action in actions.setup_placements(rail, card):
                    yield from railways((*rail, railway.fits(rail, card, action[2])), depth - 1)

    seen = 0
    for rail in railways((), 3):
        seen += 1
        for card in shapes:
            assert actions.setup_placements(rail, card), [(r.card, r.turn) for r in rail]
    assert seen > 100
