"""Golfer cards: one test per golfer, each showing the ability changes what happens."""

from dataclasses import replace

from game.hexgrid import Hex
from game.rules.rollinone import data, flow
from game.rules.rollinone.actions import LAND, Curve

from .helpers import EAST, NE, SE, Driver, at_turn, hole, strip

OPEN = hole(strip("RRRRRRRRRRRR", rows=3, r0=-1), green=Hex(11, 1))


def test_there_are_at_least_eight_golfers():
    assert len(data.GOLFERS) >= 8
    assert all(g.text for g in data.GOLFERS)


def test_long_hitter_first_moving_number_goes_two_spaces():
    d = Driver(at_turn(OPEN, golfers=["long_hitter"])).swing("wood", EAST).roll("3", "5")
    assert d.state.flight.cell == Hex(3, 0)  # 3 moved two, 5 moved one
    plain = Driver(at_turn(OPEN)).swing("wood", EAST).roll("3", "5")
    assert plain.state.flight.cell == Hex(2, 0)


def test_beach_bum_is_not_held_by_sand():
    course = hole(strip("SRRRRR", rows=2), green=Hex(5, 1))
    d = Driver(at_turn(course, golfers=["beach_bum"])).swing("wood", EAST).roll("4")
    assert d.state.flight.cell == Hex(1, 0)
    assert not d.of("SandHeld")


def test_lumberjack_triangles_fly_on_in_trees():
    course = hole(strip("RTRRRR", rows=2), green=Hex(5, 1))
    d = Driver(at_turn(course, golfers=["lumberjack"])).swing("wood", EAST).roll("3", "tri")
    assert d.state.flight.cell == Hex(2, 0)


def test_tie_breaker_equal_numbers_beat():
    d = Driver(at_turn(OPEN, golfers=["tie_breaker"])).swing("wood", EAST).roll("5", "5")
    assert d.state.flight.cell == Hex(2, 0)
    first = Driver(at_turn(OPEN, golfers=["tie_breaker"])).swing("wood", EAST).roll("1")
    assert first.state.flight.cell == Hex(1, 0)


def test_straight_shooter_may_keep_going_straight_after_a_curve():
    d = Driver(at_turn(OPEN, golfers=["straight_shooter"])).swing("wood", EAST).roll("2", "curve")
    assert {a.direction for a in d.state.legal_actions()} == {NE, EAST, SE}
    d.do(Curve(EAST))
    assert d.state.flight.cell == Hex(2, 0)


def test_roller_rolls_two_spaces_on_the_fairway():
    course = hole(strip("RFFFRR", rows=2), green=Hex(5, 1))
    d = Driver(at_turn(course, golfers=["roller"])).swing("wood", EAST).roll("3", "1")
    assert d.ball == Hex(3, 0)


def test_skipper_skips_off_the_water():
    course = hole(strip("RWRRRR", rows=2), green=Hex(5, 1))
    d = Driver(at_turn(course, golfers=["skipper"])).swing("wood", EAST).roll("3", "1")
    assert d.ball == Hex(2, 0)
    assert d.state.players[0].penalties == 0
    assert d.of("Skipped")


def test_skipper_still_pays_when_the_skip_lands_in_water():
    course = hole(strip("RWWRRR", rows=2), green=Hex(5, 1))
    d = Driver(at_turn(course, golfers=["skipper"])).swing("wood", EAST).roll("3", "1")
    assert d.state.players[0].penalties == 1


def test_card_shark_gets_an_extra_card_in_every_deal():
    s = at_turn(OPEN, balls=[Hex(0, 0), Hex(0, 0)], golfers=["card_shark", None])
    s = flow.deal(replace(s, hole=1), {0: 3, 1: 3}, "turn", [])
    assert s.dealing.count(0) == 4 and s.dealing.count(1) == 3


def test_deadeye_lands_the_putter_at_will():
    d = Driver(at_turn(OPEN, golfers=["deadeye"])).swing("putter", EAST).roll("1")
    assert d.state.phase == "flight" and LAND in d.state.legal_actions()
    d.do(LAND)
    assert d.ball == Hex(1, 0) and d.of("Landed")[0].why == "deadeye"
    other = Driver(at_turn(OPEN, golfers=["deadeye"])).swing("wood", EAST).roll("1")
    assert other.state.phase == "roll"  # only with the Putter


def test_bully_knocks_balls_two_spaces():
    s = at_turn(OPEN, balls=[Hex(0, 0), Hex(2, 0)], golfers=["bully"])
    d = Driver(s).swing("wood", EAST).roll("1", "2", "2")
    assert d.state.players[1].ball == Hex(4, 0)


def test_shared_golfers_give_everyone_their_ability():
    s = replace(at_turn(OPEN, balls=[Hex(0, 0), Hex(0, 1)]), shared=("long_hitter",))
    assert s.golfers_of(0) == s.golfers_of(1) == frozenset({"long_hitter"})
    d = Driver(s).swing("wood", EAST).roll("3", "1")
    assert d.ball == Hex(2, 0)
