"""A turn: draw, then pass, play track cards (and roll), or discard a chaos card."""

import pytest

from game.rules.protocol import CHANCE, IllegalActionError
from game.rules.rollecate import actions, cards
from game.rules.rollecate.state import dice_outcomes

from .helpers import build_railway, kinds, play, roll, straight_railway, table


def test_a_turn_starts_by_drawing_a_card_only_its_owner_sees():
    state = table(phase=actions.DRAW, seat=1, hands=[["1S"], ["2S"]])
    assert state.current_player == CHANCE
    total = cards.total(state.deck)
    assert sum(p for _, p in state.chance_outcomes()) == pytest.approx(1.0)
    assert dict(state.chance_outcomes())["3L"] == pytest.approx(state.deck[cards.KIND_INDEX["3L"]] / total)
    after, events = state.apply("3L")
    assert after.hands[1] == ("2S", "3L")
    assert after.phase == actions.CHOOSE and after.current_player == 1
    (drawn,) = events
    assert drawn.card == "3L" and drawn.visible_to == (1,) and drawn.pile_left == total - 1


def test_passing_is_always_allowed():
    assert actions.PASS in table(hands=[["1S", "C2"], []]).legal_actions()
    assert actions.PASS in table(hands=[[], []]).legal_actions()


def test_a_pass_moves_the_locomotive_one_card_then_takes_one_penalty_card():
    state = table(rail=straight_railway([1, 2, 3, 4, 4]), loco=2)
    after, events = state.apply(actions.PASS)
    assert kinds(events)[:5] == ["Passed", "PassReason", "LocomotiveMoved", "PenaltyTaken", "PenaltyLaid"]
    assert after.loco == 2  # moved to the fourth card, which is now the third
    assert [r.number for r in after.railway] == [2, 3, 4, 4]
    assert after.piles[0] == ("1S",)
    assert after.seat == 1 and after.phase == actions.DRAW


def test_a_pass_with_the_locomotive_on_the_last_card_does_not_move_it():
    state = table(rail=straight_railway([1, 2, 3]), loco=2)
    after, events = state.apply(actions.PASS)
    assert "LocomotiveMoved" not in kinds(events)
    assert after.loco == 1 and after.railway[after.loco].no == 2
    assert after.piles[0] == ("1S",)


def test_a_pass_takes_nothing_when_no_card_lies_behind_the_locomotive():
    state = table(rail=straight_railway([2]), loco=0)
    after, events = state.apply(actions.PASS)
    assert after.piles[0] == () and "PenaltyTaken" not in kinds(events)


def test_play_track_cards_of_one_number_only():
    state = table(hands=[["2S", "2L", "3S"], []])
    state, _ = state.apply(actions.track("2S", "straight"))
    legal = state.legal_actions()
    assert actions.ROLL_DICE in legal
    assert all(a == actions.ROLL_DICE or cards.number(a[1]) == 2 for a in legal)
    with pytest.raises(IllegalActionError):
        state.apply(actions.track("3S", "straight"))


def test_chaos_cards_cannot_be_laid_as_track():
    state = table(hands=[["C3"], []])
    assert state.legal_actions() == [actions.PASS, actions.chaos("C3")]


@pytest.mark.parametrize(("hand", "groups"), [(["3S"], [3]), (["2S", "2L"], [4]), (["3S", "3L"], [4, 2]), (["4S", "4L", "4R"], [4, 4, 4])])
def test_roll_as_many_dice_as_the_numbers_add_up_to_in_groups_of_four(hand, groups):
    state = table(rail=straight_railway([2, 2, 3, 3]), loco=2, hands=[hand, []])
    for card in hand:
        state, _ = state.apply(next(a for a in state.legal_actions() if a != actions.ROLL_DICE and a[1] == card))
    state, _ = state.apply(actions.ROLL_DICE)
    rolled = []
    while state.phase == actions.ROLL:
        assert state.current_player == CHANCE
        n = min(4, state.dice_left)
        assert {o for o, _ in state.chance_outcomes()} == {o for o, _ in dice_outcomes(n)}
        rolled.append(n)
        state, _ = state.apply(roll(0, n))
    assert rolled == groups


def test_each_locomotive_face_moves_the_locomotive_one_card():
    state = table(rail=straight_railway([1, 2, 1, 2, 1, 1]), loco=1, hands=[["2S"], []])
    state, events = play(state, actions.track("2S", "straight"), actions.ROLL_DICE, roll(2, 2))
    moved = [e for e in events if e.kind == "LocomotiveMoved"]
    assert [(e.from_no, e.to_no) for e in moved] == [(1, 2), (2, 3)]
    assert state.loco == 3 and "Derailed" not in kinds(events)
    rolled = next(e for e in events if e.kind == "DiceRolled")
    assert rolled.faces == ("loco", "loco") and rolled.locos == 2


def test_a_derailment_several_steps_short_takes_that_many_penalty_cards():
    # one card ahead of the locomotive, plus the two laid: 7 locomotives fall 4 short
    state = table(rail=straight_railway([1, 2, 3, 4, 4, 1, 1]), loco=5, hands=[["4S", "4L"], []])
    state, events = play(
        state, actions.track("4S", "straight"), actions.track("4L", "left"), actions.ROLL_DICE, roll(4, 4), roll(3, 4)
    )
    derailed = next(e for e in events if e.kind == "Derailed")
    assert derailed.shortfall == 4 and derailed.count == 1
    taken = [e.card for e in events if e.kind == "PenaltyTaken"]
    assert taken == ["1S", "2S", "3S", "4S"]
    assert state.loco == len(state.railway) - 1
    assert state.stat(0, "derailments") == 1 and state.stat(0, "shortfall") == 4


def test_a_derailed_locomotive_is_put_on_the_last_card():
    state = table(rail=straight_railway([1, 2, 2]), loco=2, hands=[["2L"], []])
    state, events = play(state, actions.track("2L", "left"), actions.ROLL_DICE, roll(2, 2))
    assert next(e for e in events if e.kind == "Derailed").shortfall == 1
    assert state.railway[state.loco].card == "2L" and state.loco == len(state.railway) - 1


def test_penalty_cards_are_taken_one_by_one_from_the_start_of_the_railway():
    state = table(rail=straight_railway([1, 2, 2]), loco=2, hands=[["2R", "2L", "2S"], []])
    state, events = play(
        state,
        actions.track("2R", "left"),
        actions.track("2L", "right"),
        actions.track("2S", "straight"),
        actions.ROLL_DICE,
        roll(4, 4),
        roll(2, 2),
    )
    assert next(e for e in events if e.kind == "Derailed").shortfall == 3
    assert [(e.card, e.no) for e in events if e.kind == "PenaltyTaken"] == [("1S", 0), ("2S", 1), ("2S", 2)]
    assert [r.no for r in state.railway] == [3, 4, 5]


def test_penalty_cards_stop_at_the_locomotives_card():
    # three short, but only two cards lie behind the locomotive once it stands on the last card
    state = table(rail=straight_railway([1, 3]), loco=1, hands=[["4S"], []])
    state, events = play(state, actions.track("4S", "straight"), actions.ROLL_DICE, roll(4, 4))
    assert next(e for e in events if e.kind == "Derailed").shortfall == 3
    assert [e.no for e in events if e.kind == "PenaltyTaken"] == [0, 1]
    assert [r.card for r in state.railway] == ["4S"] and state.loco == 0


def test_a_chaos_card_is_discarded_onto_the_players_own_pile():
    state = table(hands=[["C3", "1S"], []], piles=[["2S"], ["3S"]])
    after, events = state.apply(actions.chaos("C3"))
    assert after.hands[0] == ("1S",)
    assert after.piles == (("2S", "C3"), ("3S",))
    assert kinds(events)[0] == "ChaosDiscarded"
    assert after.seat == 1 and after.phase == actions.DRAW


def test_a_stuck_player_can_only_pass():
    rail = build_railway([("1L", "left"), ("1L", "left"), ("1R", "left")])
    state = table(rail=rail, loco=1, hands=[["1S", "2L", "4R"], []], phase=actions.DRAW)
    state, _ = state.apply("2S")
    assert state.legal_actions() == [actions.PASS]
    assert state.stat(0, "stuck") == 1 and state.stat(0, "forced") == 1
    state, events = state.apply(actions.PASS)
    assert next(e for e in events if e.kind == "PassReason").stuck is True


def test_a_player_whose_numbers_cannot_follow_is_stuck_too():
    state = table(rail=straight_railway([2, 2, 3]), loco=1, hands=[["1S", "1L"], []])
    assert state.legal_actions() == [actions.PASS]
