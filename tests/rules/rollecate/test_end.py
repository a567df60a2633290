"""The end of a round, scoring, the tie-break, several rounds, and the solo derailment limit."""

import dataclasses

import pytest

from game.rules.protocol import TERMINAL
from game.rules.rollecate import actions, cards
from game.rules.rollecate.start import new_state

from .helpers import kinds, play, roll, straight_railway, table


def last_card(state):
    (card, p), = state.chance_outcomes()
    assert p == 1.0
    return card


def test_the_round_ends_when_the_draw_pile_is_empty_after_that_turn():
    state = table(phase=actions.DRAW, seat=1, deck_size=2)
    state, _ = play(state, last_card_or_first(state), actions.PASS)
    assert state.phase == actions.DRAW and state.seat == 0  # one card left: play goes on
    state, _ = state.apply(last_card(state))
    assert state.last_turn and state.phase == actions.CHOOSE
    state, events = state.apply(actions.PASS)
    assert state.current_player == TERMINAL and state.legal_actions() == []
    assert kinds(events)[-2:] == ["RoundScored", "GameOver"]


def last_card_or_first(state):
    return state.legal_actions()[0]


def test_the_player_who_drew_the_last_card_finishes_their_turn():
    state = table(rail=straight_railway([1, 2, 2]), loco=2, hands=[["2L"], []], phase=actions.DRAW, deck_size=1)
    state, _ = state.apply(last_card(state))
    state, events = play(state, actions.track("2L", "left"), actions.ROLL_DICE, roll(2, 2))
    assert "Derailed" in kinds(events) and "PenaltyLaid" in kinds(events)
    assert kinds(events)[-2:] == ["RoundScored", "GameOver"]


def test_the_score_is_the_points_on_the_penalty_pile_and_in_the_hand():
    state = table(hands=[["4S", "C3"], ["1L"]], piles=[["2S", "3S"], ["4L"]], phase=actions.DRAW, deck_size=1)
    drawn = last_card(state)
    state, events = play(state, drawn, actions.PASS)  # the pass also takes the railway's first card, a 1
    scored = next(e for e in events if e.kind == "RoundScored")
    assert scored.points == (2 + 3 + 1 + 4 + 3 + cards.number(drawn), 4 + 1)
    assert scored.cards == (3 + 3, 2)
    assert scored.hands[1] == ("1L",)
    assert state.scores() == [float(p) for p in scored.points]


def test_the_round_scored_keeps_each_penalty_pile_as_the_round_ended():
    state = table(hands=[["4S", "C3"], ["1L"]], piles=[["2S", "3S"], ["4L"]], phase=actions.DRAW, deck_size=1, rounds=2)
    first = state.railway[0].card
    state, events = play(state, last_card(state), actions.PASS)
    scored = next(e for e in events if e.kind == "RoundScored")
    assert scored.piles == (("2S", "3S", first), ("4L",)), "the pass's penalty card lies on top"
    assert [cards.points(p) + cards.points(h) for p, h in zip(scored.piles, scored.hands)] == list(scored.points)
    assert state.piles == ((), ()), "the next round starts with empty piles, the event still has the old ones"


def test_scores_during_a_round_show_the_penalty_piles_only():
    state = table(hands=[["4S"], []], piles=[["2S", "3S"], ["4L"]])
    assert state.scores() == [5.0, 4.0]


def test_a_tie_goes_to_the_player_with_fewer_cards():
    state = dataclasses.replace(table(), phase=actions.OVER, totals=(6, 6), total_cards=(2, 3))
    assert state.winners() == (0,)
    state = dataclasses.replace(state, total_cards=(3, 3))
    assert state.winners() == (0, 1)
    state = dataclasses.replace(state, totals=(7, 6))
    assert state.winners() == (1,)


def test_several_rounds_add_up_and_the_first_player_moves_on():
    state = table(hands=[["4S"], ["1L"]], piles=[["3S"], []], phase=actions.DRAW, seat=1, deck_size=1, rounds=2)
    # only the locomotive's card is left: the pass can neither move it nor take a card
    state = dataclasses.replace(state, railway=state.railway[3:], loco=0)
    state = dataclasses.replace(state, box=cards.add(state.box, cards.composition_of(["1S", "2S", "2S"])))
    card = last_card(state)
    state, events = play(state, card, actions.PASS)
    first_round = next(e for e in events if e.kind == "RoundScored").points
    assert first_round == (7, 1 + cards.number(card))
    assert state.phase == actions.SETUP_DRAW and state.round == 1 and state.first == 1
    assert state.totals == first_round and state.history == (first_round,)
    assert state.view(0).history == state.view(1).history == (first_round,), "what a round scored is public"
    assert state.hands == ((), ()) and state.piles == ((), ()) and state.railway == ()
    assert state.census() == cards.full_deck()
    assert "GameOver" not in kinds(events)
    state, events = play(state, state.legal_actions()[0])
    assert next(e for e in events if e.kind == "SetupCardDrawn").player == 1


def test_solo_the_fourth_derailment_loses():
    state = table(players=1, rail=straight_railway([1, 2, 2]), loco=2, hands=[["2L", "2R"]], derail_limit=3)
    state = dataclasses.replace(state, derailments=(3,))
    state, events = play(state, actions.track("2L", "left"), actions.ROLL_DICE, roll(2, 2))
    assert kinds(events)[-4:] == ["Derailed", "SoloLost", "RoundScored", "GameOver"]
    assert state.lost and state.current_player == TERMINAL and state.winners() == ()
    assert next(e for e in events if e.kind == "GameOver").lost


def test_solo_the_third_derailment_does_not_lose():
    state = table(players=1, rail=straight_railway([1, 2, 2]), loco=2, hands=[["2L", "2R"]], derail_limit=3)
    state = dataclasses.replace(state, derailments=(2,))
    state, events = play(state, actions.track("2L", "left"), actions.ROLL_DICE, roll(2, 2))
    assert "SoloLost" not in kinds(events) and not state.lost
    assert state.derailments == (3,) and state.phase == actions.DRAW


def test_without_the_limit_a_solo_player_may_derail_as_often_as_it_comes():
    state = table(players=1, rail=straight_railway([1, 2, 2]), loco=2, hands=[["2L"]])
    state = dataclasses.replace(state, derailments=(9,))
    state, events = play(state, actions.track("2L", "left"), actions.ROLL_DICE, roll(2, 2))
    assert not state.lost and state.derailments == (10,)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_derailment_limit_is_the_solo_variant(players):
    with pytest.raises(ValueError, match="solo"):
        new_state(players, None, 1, derail_limit=3)


@pytest.mark.parametrize(("options", "fragment"), [({"rounds": 0}, "rounds"), ({"rounds": "two"}, "rounds"), ({"derail_limit": -1}, "derail_limit"), ({"speed": 3}, "no option")])
def test_bad_options_are_refused_in_one_line(options, fragment):
    with pytest.raises(ValueError, match=fragment):
        new_state(1, None, 1, **options)


def test_rollecate_has_no_course():
    with pytest.raises(ValueError, match="course"):
        new_state(2, object(), 1)
