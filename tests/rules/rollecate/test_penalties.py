"""Penalty piles: cards laid in the player's order, equal numbers cancelled in pairs."""

import pytest

from game.rules.protocol import IllegalActionError
from game.rules.rollecate import actions, pile

from .helpers import play, roll, straight_railway, table


def derailed_three_short(pile_cards=(), rail_numbers=(1, 2, 1, 2, 1)):
    """Seat 0 derails three short: the first three railway cards wait to be laid on the pile."""
    state = table(rail=straight_railway(rail_numbers), loco=len(rail_numbers) - 1, hands=[["4S"], []], piles=[list(pile_cards), []])
    return play(state, actions.track("4S", "straight"), actions.ROLL_DICE, roll(4, 4))


def test_penalty_cards_are_laid_in_the_order_the_player_chooses():
    state, events = derailed_three_short()
    assert state.phase == actions.PENALTY and state.current_player == 0
    assert state.pending == ("1S", "2S", "1S")
    assert state.legal_actions() == [actions.penalty(1), actions.penalty(2)]
    state, events = state.apply(actions.penalty(2))
    assert [e.card for e in events if e.kind == "PenaltyLaid"] == ["2S", "1S", "1S"]
    assert state.piles[0] == ("2S",)  # the two 1s met and cancelled
    assert state.phase == actions.DRAW and state.seat == 1


def test_the_other_order_leaves_a_different_pile():
    state, _ = derailed_three_short()
    state, _ = play(state, actions.penalty(1), actions.penalty(2))
    assert state.piles[0] == ("1S", "2S", "1S")  # the 1s were kept apart: no pair


def test_a_card_matching_the_top_of_the_pile_cancels_with_it():
    after, cancelled = pile.lay(("3S", "2L"), "2R")
    assert after == ("3S",) and cancelled
    after, cancelled = pile.lay(("3S",), "2R")
    assert after == ("3S", "2R") and not cancelled


def test_several_pairs_combined_in_one_turn():
    # pile 1 3 (3 on top); a derailment four short takes 3 2 1 2: laying 3, 1 peels the pile, then 2 2 meet
    state = table(
        rail=straight_railway([3, 2, 1, 2, 1]),
        loco=4,
        hands=[["4S", "4L"], []],
        piles=[["1S", "3L"], []],
    )
    state, events = play(state, actions.track("4S", "straight"), actions.track("4L", "left"), actions.ROLL_DICE, roll(4, 4), roll(2, 4))
    assert next(e for e in events if e.kind == "Derailed").shortfall == 4
    assert state.pending == ("3S", "2S", "1S", "2S")
    state, events = play(state, actions.penalty(3), actions.penalty(1))
    assert [p.number for p in events if p.kind == "PairCancelled"] == [3, 1, 2]
    assert state.piles[0] == ()
    assert state.cancelled[0] == ("3L", "3S", "1S", "1S", "2S", "2S")
    assert state.stat(0, "pairs") == 3 and state.stat(0, "pair_points") == 12


def test_cancelling_uncovers_the_card_below_for_the_next_pair():
    assert pile.lay(pile.lay(("4S", "2S"), "2L")[0], "4L") == ((), True)


def test_a_chaos_card_discarded_on_a_matching_top_cancels_both():
    state = table(hands=[["C2", "3S"], []], piles=[["4S", "2S"], []])
    state, events = state.apply(actions.chaos("C2"))
    assert state.piles[0] == ("4S",)
    pair = next(e for e in events if e.kind == "PairCancelled")
    assert pair.cards == ("2S", "C2") and pair.pile_size == 1


def test_penalty_cards_of_one_number_are_laid_at_once():
    # two 2s taken: no order to choose, so both go down (and cancel) without asking
    state = table(rail=straight_railway([2, 2, 3]), loco=2, hands=[["3L"], []])
    state, events = play(state, actions.track("3L", "left"), actions.ROLL_DICE, roll(3, 3))
    assert next(e for e in events if e.kind == "Derailed").shortfall == 2
    assert [e.card for e in events if e.kind == "PenaltyLaid"] == ["2S", "2S"]
    assert [e.kind for e in events][-2:] == ["PairCancelled", "TurnStarted"]
    assert state.phase == actions.DRAW and state.piles[0] == ()


def test_a_number_not_waiting_cannot_be_laid():
    state, _ = derailed_three_short()
    with pytest.raises(IllegalActionError):
        state.apply(actions.penalty(4))


def test_undo_takes_back_only_what_showed_nothing():
    from game.rules.rollecate import actions as m

    from .helpers import straight_railway as rail
    from .helpers import table as tbl

    state = tbl(rail=rail([1, 2, 3, 4]), hands=[["C1", "2S"], []])
    assert state.undoable(m.PASS), "a pass shows nothing (whether the passer was stuck is told to them alone)"
    assert not state.undoable(m.chaos("C1")), "the chaos card leaves a hidden hand"
    assert not state.undoable(m.track("2S", "straight")), "so does a track card"
    ordering, _ = derailed_three_short()
    assert ordering.undoable(m.penalty(2)), "penalty cards were face up already"
    assert not ordering.undoable(m.penalty(4)), "not a legal move here"
