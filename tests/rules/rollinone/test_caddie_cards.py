"""Caddie cards: one test per card, and the rules for playing them."""

from collections import Counter

from game.hexgrid import Hex
from game.rules.rollinone import data
from game.rules.rollinone.actions import END_TURN, PASS, Curve, PlayCard

from .helpers import EAST, NE, SE, SW, WEST, Driver, at_turn, hole, strip

OPEN = hole(strip("RRRRRRRRRRRR", rows=5, r0=-2), green=Hex(11, 2))


def test_the_deck_has_thirty_cards_of_at_least_ten_kinds():
    assert data.DECK_SIZE == 30
    assert len(data.CARDS) >= 10
    assert len(set(data.CARD_IDS)) == len(data.CARDS)


def test_fore_turns_the_shot_any_way():
    d = Driver(at_turn(OPEN, hands=[("fore",)])).swing("wood", EAST).roll("3")
    assert d.state.phase == "flight"
    assert {a.arg for a in d.state.legal_actions() if isinstance(a, PlayCard)} == {1, 2, 3, 4, 5}
    d.do(PlayCard("fore", WEST)).roll("5", "1")
    assert d.ball == Hex(0, 0)  # out and straight back again: a 180 degree turn
    assert d.of("CardPlayed")[0].card == "fore"


def test_mulligan_rolls_the_die_again():
    d = Driver(at_turn(OPEN, hands=[("mulligan",)])).swing("wood", EAST).roll("9")
    assert d.state.phase == "rolled"
    d.do(PlayCard("mulligan"))
    assert d.state.phase == "roll" and d.state.flight.face is None
    d.do("2")
    assert d.state.flight.last == 2 and d.state.flight.cell == Hex(1, 0)


def test_follow_through_saves_a_failing_number():
    d = Driver(at_turn(OPEN, hands=[("follow_through",)])).swing("wood", EAST).roll("6")
    assert PlayCard("follow_through") not in d.state.legal_actions()  # 6 beats nothing yet: it does not fail
    d.do("4")
    d.do(PlayCard("follow_through"))
    assert d.state.flight.cell == Hex(2, 0)
    assert d.state.flight.last == 6  # the number to beat stays


def test_fine_tune_makes_a_number_one_higher_or_lower():
    d = Driver(at_turn(OPEN, hands=[("fine_tune",)])).swing("wood", EAST).roll("6", "6")
    assert {a.arg for a in d.state.legal_actions() if isinstance(a, PlayCard)} == {1, -1}
    d.do(PlayCard("fine_tune", 1))
    assert d.state.flight.cell == Hex(2, 0) and d.state.flight.last == 7
    assert d.of("RollChanged")[0].after == "7"


def test_fine_tune_stays_on_the_die():
    d = Driver(at_turn(OPEN, hands=[("fine_tune",)])).swing("putter", EAST).roll("4")
    assert [a.arg for a in d.state.legal_actions() if isinstance(a, PlayCard)] == [-1]


def test_lay_up_lands_the_ball_where_it_is():
    d = Driver(at_turn(OPEN, hands=[("lay_up",)])).swing("wood", EAST).roll("2", "tri")
    d.do(PlayCard("lay_up"))
    assert d.ball == Hex(2, 0)
    assert d.of("Landed")[0].why == "lay_up"


def test_tailwind_doubles_the_next_single_space_move():
    d = Driver(at_turn(OPEN, hands=[("tailwind",)])).swing("wood", EAST).roll("2")
    d.do(PlayCard("tailwind")).roll("tri")
    assert d.state.flight.cell == Hex(3, 0)
    assert not d.state.flight.tailwind  # only the one roll


def test_backspin_stops_the_fairway_roll_on():
    course = hole(strip("RRRFRRRR", rows=2), green=Hex(7, 1))
    d = Driver(at_turn(course, hands=[("backspin",)])).swing("wood", EAST).roll("2")
    d.do(PlayCard("backspin")).roll("3", "4", "1")
    assert d.ball == Hex(3, 0)
    assert not d.of("RolledOn")


def test_club_swap_rolls_another_club_from_now_on():
    d = Driver(at_turn(OPEN, hands=[("club_swap",)])).swing("wood", EAST).roll("3")
    d.do(PlayCard("club_swap", "putter"))
    assert d.state.flight.club == "putter" and d.state.flight.last == 3
    assert {o for o, _ in d.state.chance_outcomes()} == {"1", "2", "3", "4"}
    d.roll("4", "1")
    assert d.ball == Hex(2, 0)


def test_free_drop_moves_your_ball_to_a_neighbouring_space():
    course = hole(strip("RTRRRR", rows=2), green=Hex(5, 1))
    s = at_turn(course, balls=[Hex(1, 0)], hands=[("free_drop",)])
    drops = {a.arg for a in s.legal_actions() if isinstance(a, PlayCard)}
    assert drops == {EAST, WEST, SE, SW}  # not off the boards
    d = Driver(s).do(PlayCard("free_drop", SE))
    assert d.ball == Hex(1, 1)
    assert d.state.phase == "turn"  # you still take your shot


def test_free_drop_never_goes_into_water_or_onto_the_green():
    course = hole(strip("RRWRR", rows=1), green=Hex(0, 0).neighbor(EAST).neighbor(EAST).neighbor(EAST))
    s = at_turn(course, balls=[Hex(3, 0)], hands=[("free_drop",)])
    assert {a.arg for a in s.legal_actions() if isinstance(a, PlayCard)} == {EAST}


def test_gimme_puts_a_ball_next_to_the_green_on_it():
    course = hole(strip("RRRRRR", rows=2), green=Hex(4, 0))
    s = at_turn(course, balls=[Hex(3, 0), Hex(0, 0)], hands=[("gimme",)])
    d = Driver(s).do(PlayCard("gimme"))
    assert d.of("GreenReached")[0].player == 0
    assert d.state.players[0].holed and d.state.players[0].shots == 1


def test_gimme_needs_the_ball_next_to_the_green():
    s = at_turn(OPEN, hands=[("gimme",)])
    assert PlayCard("gimme") not in s.legal_actions()


def test_rules_official_hands_back_a_penalty_token():
    course = hole(strip("RRR", rows=2), green=Hex(0, 1))
    d = Driver(at_turn(course, hands=[("rules_official",)])).swing("wood", EAST).roll("dot5")
    assert d.state.phase == "end"  # after the ball came to rest, before the turn ends
    d.do(PlayCard("rules_official"))
    assert d.state.players[0].penalties == 0
    assert d.of("PenaltyReturned")[0].tokens == 0


def test_rules_official_needs_a_penalty_token():
    s = at_turn(OPEN, hands=[("rules_official",)])
    assert PlayCard("rules_official") not in s.legal_actions()


def test_a_played_card_leaves_the_hand_for_the_discard_pile():
    d = Driver(at_turn(OPEN, hands=[("mulligan", "mulligan")])).swing("wood", EAST).roll("9")
    before = Counter(d.state.discard)
    d.do(PlayCard("mulligan"))
    assert d.state.players[0].hand == ("mulligan",)
    assert d.state.discard[data.CARD_IDS.index("mulligan")] == 1
    assert sum(d.state.discard) == sum(before.elements()) + 1


def test_several_cards_may_be_played_in_one_window():
    d = Driver(at_turn(OPEN, hands=[("tailwind", "backspin")])).swing("wood", EAST).roll("2")
    d.do(PlayCard("tailwind"))
    assert d.state.phase == "flight" and d.state.actor == 0
    d.do(PlayCard("backspin"))
    assert d.state.phase == "roll"  # nothing left to play: the window closes by itself


def test_cards_are_played_only_on_your_own_turn_unless_playing_mean():
    s = at_turn(OPEN, balls=[Hex(0, 0), Hex(0, 1)], hands=[(), ("mulligan",)])
    d = Driver(s).swing("wood", EAST).do("9")
    assert d.state.phase == "roll"  # nobody was asked


def test_playing_mean_lets_others_play_cards_on_your_shot():
    s = at_turn(OPEN, balls=[Hex(0, 0), Hex(0, 1)], hands=[(), ("lay_up",)], play_mean=True)
    d = Driver(s).swing("wood", EAST).do("9")
    assert d.state.phase == "flight" and d.state.actor == 1
    assert PASS in d.state.legal_actions()
    d.do(PlayCard("lay_up"))
    assert d.state.players[0].ball == Hex(1, 0)
    played = d.of("CardPlayed")[0]
    assert (played.player, played.shooter) == (1, 0)


def test_playing_mean_does_not_reach_cards_about_your_own_ball():
    s = at_turn(OPEN, balls=[Hex(0, 0), Hex(0, 1)], hands=[(), ("gimme", "free_drop")], play_mean=True)
    d = Driver(s).swing("wood", EAST).do("9")
    assert d.state.phase == "roll"


def test_a_curve_choice_is_not_a_card_window():
    d = Driver(at_turn(OPEN, hands=[("fore",)])).swing("wood", EAST).roll("2", "curve")
    assert d.state.phase == "curve"
    d.do(Curve(NE))
    assert d.state.phase == "flight"


def test_end_turn_closes_the_last_window():
    course = hole(strip("RRR", rows=2), green=Hex(0, 1))
    d = Driver(at_turn(course, hands=[("rules_official",)])).swing("wood", EAST).roll("dot5")
    d.do(END_TURN)
    assert d.state.players[0].penalties == 1 and d.of("TurnEnded")


def test_a_view_shows_a_player_only_their_own_caddie_cards():
    import pytest

    s = at_turn(OPEN, balls=(Hex(0, 0), Hex(1, 0)), hands=(("mulligan", "fore"), ("lay_up",)))
    v = s.view(1)
    assert v.viewer == 1 and v.hand == ("lay_up",)
    assert v.hand_sizes == (2, 1), "everyone can count the cards in a hand"
    assert "mulligan" not in repr(v) and "fore" not in repr(v)
    assert v.deck_size == sum(s.deck)
    with pytest.raises(ValueError):
        s.view(2)
