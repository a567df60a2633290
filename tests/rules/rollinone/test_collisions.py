"""Balls meeting: knocks, stacks, and bumper-golf."""

from game.hexgrid import Hex
from game.rules.rollinone.actions import Bump

from .helpers import EAST, NE, SE, Driver, at_turn, hole, strip

LANE = hole(strip("RRRRRRRR", rows=2), green=Hex(7, 1))


def test_a_landing_ball_knocks_the_other_ball_one_space_forward():
    d = Driver(at_turn(LANE, balls=[Hex(0, 0), Hex(2, 0)])).swing("wood", EAST).roll("1", "2", "2")
    knock = d.of("Knocked")[0]
    assert (knock.by, knock.player, knock.start, knock.end) == (0, 1, Hex(2, 0), Hex(3, 0))
    assert d.state.players[0].ball == Hex(2, 0)
    assert d.state.players[1].ball == Hex(3, 0)


def test_balls_may_share_a_space_during_flight():
    d = Driver(at_turn(LANE, balls=[Hex(0, 0), Hex(1, 0)])).swing("wood", EAST).roll("1", "2", "2")
    assert not d.of("Knocked")
    assert d.state.players[1].ball == Hex(1, 0)


def test_at_the_edge_of_the_board_the_landing_ball_stacks_instead():
    d = Driver(at_turn(LANE, balls=[Hex(5, 0), Hex(7, 0)])).swing("wood", EAST).roll("1", "2", "2")
    assert d.of("Stacked")[0].under == (1,)
    assert d.state.players[0].ball == d.state.players[1].ball == Hex(7, 0)


def test_no_ball_is_knocked_into_water():
    course = hole(strip("RRRWRR", rows=2), green=Hex(5, 1))
    d = Driver(at_turn(course, balls=[Hex(0, 0), Hex(2, 0)])).swing("wood", EAST).roll("1", "2", "2")
    assert d.of("Stacked") and not d.of("Knocked")
    assert d.state.players[1].penalties == 0


def test_a_ball_knocked_onto_the_green_has_reached_it():
    course = hole(strip("RRRRRR", rows=2), green=Hex(3, 0))
    d = Driver(at_turn(course, balls=[Hex(0, 0), Hex(2, 0)])).swing("wood", EAST).roll("1", "2", "2")
    reached = d.of("GreenReached")[0]
    assert reached.player == 1
    ended = d.of("HoleEnded")[0]  # player 1 is on the green, so the round, and the hole, end with this turn
    assert ended.distances[1] == 0


def test_every_ball_of_a_stack_is_knocked_together():
    d = Driver(at_turn(LANE, balls=[Hex(0, 0), Hex(2, 0), Hex(2, 0)])).swing("wood", EAST).roll("1", "2", "2")
    assert {e.player for e in d.of("Knocked")} == {1, 2}
    assert d.state.players[1].ball == d.state.players[2].ball == Hex(3, 0)


def test_a_ball_put_back_out_of_the_water_stacks_rather_than_knocks():
    course = hole(strip("RRWRRR", rows=2), green=Hex(5, 1))
    d = Driver(at_turn(course, balls=[Hex(0, 0), Hex(1, 0)])).swing("wood", EAST).roll("1", "2", "2")
    assert d.of("Splash") and d.of("Stacked") and not d.of("Knocked")


def test_bumper_golf_lets_the_lander_move_either_ball_to_any_neighbouring_space():
    d = Driver(at_turn(LANE, balls=[Hex(0, 0), Hex(2, 0)], bumper_golf=True)).swing("wood", EAST).roll("1", "2", "2")
    assert d.state.phase == "bump"
    choices = set(d.state.legal_actions())
    assert Bump(0, SE) in choices and Bump(1, EAST) in choices
    assert Bump(0, NE) not in choices  # off the boards
    assert all(isinstance(a, Bump) and a.player in (0, 1) for a in choices)
    d.do(Bump(1, SE))
    assert d.state.players[1].ball == Hex(2, 0).neighbor(SE)
    assert d.state.players[0].ball == Hex(2, 0)


def test_bumper_golf_follows_the_rules_of_the_new_space():
    course = hole(strip("RRRWRR", rows=2), green=Hex(5, 1))
    d = Driver(at_turn(course, balls=[Hex(0, 0), Hex(2, 0)], bumper_golf=True)).swing("wood", EAST).roll("1", "2", "2")
    d.do(Bump(1, EAST))  # into the water
    assert d.state.players[1].penalties == 1
    assert d.state.players[1].ball == Hex(2, 0)  # put back where it was hit from


def test_bumper_golf_onto_the_fairway_rolls_on():
    course = hole(strip("RRRFRR", rows=2), green=Hex(5, 1))
    d = Driver(at_turn(course, balls=[Hex(0, 0), Hex(2, 0)], bumper_golf=True)).swing("wood", EAST).roll("1", "2", "2")
    d.do(Bump(0, EAST))
    assert d.state.players[0].ball == Hex(4, 0)
