"""A turn: swing, then roll until the ball comes down."""

import pytest

from game.hexgrid import Hex
from game.rules.protocol import CHANCE, IllegalActionError
from game.rules.rollinone import data
from game.rules.rollinone.actions import Curve, Swing

from .helpers import EAST, NE, SE, SW, WEST, Driver, at_turn, hole, strip

OPEN = hole(strip("RRRRRRRRRRRRRR", rows=5, r0=-2))


def test_a_turn_starts_with_any_club_in_any_of_six_directions():
    s = at_turn(OPEN)
    swings = {a for a in s.legal_actions() if isinstance(a, Swing)}
    assert swings == {Swing(c, d) for c in data.CLUB_IDS for d in range(6)}
    d = Driver(s).swing("iron6", EAST)
    assert d.state.current_player == CHANCE
    assert d.state.players[0].shots == 1


def test_roll_outcomes_are_the_club_die_faces():
    s = Driver(at_turn(OPEN)).swing("wood", EAST).state
    outcomes = dict(s.chance_outcomes())
    assert outcomes["tri"] == pytest.approx(7 / 20)
    assert outcomes["10"] == pytest.approx(1 / 20)
    assert sum(outcomes.values()) == pytest.approx(1)


def test_the_putter_is_a_four_sided_die():
    assert data.CLUB_BY_ID["putter"].sides == 4


def test_a_number_higher_than_the_last_moves_one_space():
    d = Driver(at_turn(OPEN)).swing("wood", EAST).roll("2", "9")
    assert d.ball is None or d.state.flight.cell == Hex(2, 0)
    assert [e.end for e in d.of("Moved")] == [Hex(1, 0), Hex(2, 0)]


def test_the_first_number_always_moves():
    d = Driver(at_turn(OPEN)).swing("wood", EAST).roll("1")
    assert d.state.flight.cell == Hex(1, 0)


def test_a_number_that_fails_to_beat_the_last_lands_the_ball():
    d = Driver(at_turn(OPEN)).swing("wood", EAST).roll("5", "5")
    assert d.of("RollFailed")[0].why == "beaten"
    assert d.ball == Hex(1, 0)
    assert d.state.phase == "turn"  # the turn passed on (one player: the next turn)


def test_the_number_to_beat_persists_through_symbols():
    d = Driver(at_turn(OPEN)).swing("wood", EAST).roll("1", "4", "tri", "3")
    assert d.ball == Hex(3, 0)  # 1, 4 and the triangle moved; 3 does not beat 4
    assert d.of("Rolled")[-1].number_to_beat == 4


def test_the_number_to_beat_resets_at_the_start_of_a_turn():
    d = Driver(at_turn(OPEN)).swing("wood", EAST).roll("9", "2")
    d.swing("wood", EAST).roll("2")
    assert d.of("Rolled")[-1].number_to_beat == 0
    assert len(d.of("Moved")) == 2


def test_a_triangle_moves_one_space():
    d = Driver(at_turn(OPEN)).swing("wood", EAST).roll("tri", "tri")
    assert d.state.flight.cell == Hex(2, 0)


def test_dots_move_that_many_spaces_then_the_ball_lands():
    d = Driver(at_turn(OPEN)).swing("wood", EAST).roll("3", "dot5")
    assert d.ball == Hex(6, 0)
    assert d.of("Landed")[0].why == "dots"


def test_a_curve_moves_forward_left_or_right_and_becomes_the_direction():
    d = Driver(at_turn(OPEN)).swing("wood", EAST).roll("2", "curve")
    assert {a.direction for a in d.state.legal_actions()} == {NE, SE}
    d.do(Curve(SE)).roll("tri", "1")
    assert d.ball == Hex(1, 0).neighbor(SE).neighbor(SE)
    assert d.of("Curved")[0].after == SE


def test_a_curve_on_the_first_roll_allows_any_direction():
    d = Driver(at_turn(OPEN, balls=[Hex(5, 0)])).swing("wood", EAST).roll("curve")
    assert {a.direction for a in d.state.legal_actions()} == set(range(6))
    d.do(Curve(WEST))
    assert d.state.flight.cell == Hex(4, 0) and d.state.flight.direction == WEST


def test_the_shot_never_turns_more_than_sixty_degrees_per_roll():
    d = Driver(at_turn(OPEN)).swing("wood", EAST).roll("2", "curve")
    with pytest.raises(IllegalActionError):
        d.do(Curve(SW))


def test_a_dotted_curve_moves_forward_then_in_a_new_direction_then_lands():
    d = Driver(at_turn(OPEN)).swing("iron9", EAST).roll("1", "dcurve")
    assert {a.direction for a in d.state.legal_actions()} == {NE, SE}
    d.do(Curve(NE))
    assert d.ball == Hex(2, 0).neighbor(NE)
    assert d.of("Landed")[0].why == "dotted_curve"


def test_you_cannot_change_dice_mid_turn():
    d = Driver(at_turn(OPEN)).swing("wood", EAST).roll("3")
    assert d.state.phase == "roll"
    assert d.state.flight.club == "wood"
    assert all(o in data.CLUB_BY_ID["wood"].faces for o, _ in d.state.chance_outcomes())


def test_every_roll_is_an_event_with_its_face():
    d = Driver(at_turn(OPEN)).swing("iron6", EAST).roll("2", "tri", "1")
    assert [(e.face, e.cell) for e in d.of("Rolled")] == [("2", Hex(0, 0)), ("tri", Hex(1, 0)), ("1", Hex(2, 0))]
