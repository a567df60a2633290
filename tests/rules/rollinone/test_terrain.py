"""Terrain: sand, trees, fairway, water, rough and out of bounds."""

from game.hexgrid import Hex
from game.rules.rollinone.actions import Curve

from .helpers import EAST, NE, Driver, at_turn, hole, strip


def test_sand_holds_the_first_roll_of_a_turn():
    d = Driver(at_turn(hole(strip("SRRRRR")))).swing("wood", EAST).roll("4")
    assert d.state.flight.cell == Hex(0, 0)
    assert d.of("SandHeld")
    d.roll("6")  # the held 4 still is the number to beat
    assert d.state.flight.cell == Hex(1, 0)


def test_sand_holds_a_first_curve_too():
    d = Driver(at_turn(hole(strip("SRRRRR")))).swing("wood", EAST).roll("curve")
    assert d.state.phase == "roll" and d.state.flight.cell == Hex(0, 0)


def test_sand_does_not_affect_dotted_rolls():
    d = Driver(at_turn(hole(strip("SRRRRR")))).swing("iron9", EAST).roll("dot3")
    assert d.ball == Hex(3, 0)


def test_sand_only_holds_a_turn_that_starts_there():
    d = Driver(at_turn(hole(strip("RSRRRR")))).swing("wood", EAST).roll("1", "4")
    assert d.state.flight.cell == Hex(2, 0)


def test_triangles_fail_in_trees():
    d = Driver(at_turn(hole(strip("RTRRRR")))).swing("wood", EAST).roll("3", "tri")
    assert d.of("RollFailed")[0].why == "trees"
    assert d.ball == Hex(1, 0)


def test_trees_act_on_a_ball_in_flight_but_numbers_fly_on():
    d = Driver(at_turn(hole(strip("RTRRRR")))).swing("wood", EAST).roll("3", "5", "tri")
    assert d.state.flight.cell == Hex(3, 0)


def test_a_ball_landing_on_the_fairway_rolls_on_one_space():
    d = Driver(at_turn(hole(strip("RFRRRR")))).swing("wood", EAST).roll("5", "2")
    assert d.of("RolledOn")[0].end == Hex(2, 0)
    assert d.ball == Hex(2, 0)


def test_the_fairway_roll_on_is_only_one_space():
    d = Driver(at_turn(hole(strip("RFFFRR")))).swing("wood", EAST).roll("5", "2")
    assert d.ball == Hex(2, 0)


def test_the_fairway_does_not_affect_dotted_rolls():
    d = Driver(at_turn(hole(strip("RRFRRR")))).swing("wedge", EAST).roll("dot2")
    assert d.ball == Hex(2, 0)
    assert not d.of("RolledOn")


def test_landing_in_water_costs_a_penalty_and_the_ball_goes_back_to_the_last_dry_space():
    d = Driver(at_turn(hole(strip("RRWWRR")))).swing("wood", EAST).roll("1", "2", "3", "3")
    assert d.state.players[0].penalties == 1
    assert d.of("Splash")[0].water == Hex(3, 0)
    assert d.of("Splash")[0].drop == Hex(1, 0)  # it flew over (2, 0), water too
    assert d.ball == Hex(1, 0)


def test_flying_over_water_is_free():
    d = Driver(at_turn(hole(strip("RWWRRR")))).swing("wood", EAST).roll("1", "2", "3", "3")
    assert d.state.players[0].penalties == 0
    assert d.ball == Hex(3, 0)


def test_rough_has_no_special_rule():
    d = Driver(at_turn(hole(strip("RRRRRR")))).swing("wood", EAST).roll("5", "2")
    assert d.ball == Hex(1, 0)
    assert [e.kind for e in d.events if e.kind in ("RolledOn", "Splash", "Penalty")] == []


def test_flying_out_of_bounds_stops_at_the_edge_with_a_penalty():
    d = Driver(at_turn(hole(strip("RRR", rows=2), green=Hex(0, 1)))).swing("wood", EAST).roll("1", "2", "3")
    oob = d.of("OutOfBounds")[0]
    assert (oob.edge, oob.beyond) == (Hex(2, 0), Hex(3, 0))
    assert d.ball == Hex(2, 0)
    assert d.state.players[0].penalties == 1
    assert d.state.phase == "turn"  # the turn ended


def test_rolling_off_the_fairway_out_of_bounds_stops_at_the_edge():
    d = Driver(at_turn(hole(strip("RRF", rows=2), green=Hex(0, 1)))).swing("wood", EAST).roll("1", "2", "1")
    assert d.ball == Hex(2, 0)
    assert d.state.players[0].penalties == 1


def test_dots_out_of_bounds_stop_at_the_edge():
    d = Driver(at_turn(hole(strip("RRR", rows=2), green=Hex(0, 1)))).swing("wood", EAST).roll("dot5")
    assert d.ball == Hex(2, 0)
    assert d.of("Penalty")[0].why == "out_of_bounds"


def test_a_curve_can_take_the_ball_out_of_bounds():
    d = Driver(at_turn(hole(strip("RRRR")))).swing("wood", EAST).roll("1", "curve").do(Curve(NE))
    assert d.of("OutOfBounds") and d.ball == Hex(1, 0)


def test_a_water_drop_never_puts_the_ball_on_the_green():
    # the ball flies over the green at (1, 0) into the water at (2, 0); the drop skips the green
    d = Driver(at_turn(hole(strip("RRWRR", rows=2), green=Hex(1, 0)))).swing("wood", EAST).roll("1", "2", "1")
    assert d.of("Splash")[0].drop == Hex(0, 0)
    assert d.ball == Hex(0, 0)
    assert not d.of("GreenReached") and not d.state.players[0].holed
    assert d.state.phase != "over"


def test_a_ball_stopped_at_the_edge_in_water_follows_the_water_rule():
    # flying off the boards from a water space: out of bounds, and then water's penalty and drop
    d = Driver(at_turn(hole(strip("RRW", rows=2), green=Hex(0, 1)))).swing("wood", EAST).roll("1", "2", "3")
    assert [p.why for p in d.of("Penalty")] == ["out_of_bounds", "water"]
    assert d.of("Splash")[0].water == Hex(2, 0) and d.of("Splash")[0].drop == Hex(1, 0)
    assert d.ball == Hex(1, 0)


def test_a_failed_handicap_crossing_from_water_follows_the_water_rule():
    from game.rules.rollinone.actions import ACCEPT, FLY

    d = Driver(at_turn(hole(strip("RRW", rows=2), green=Hex(0, 1)), handicap=True)).swing("wood", EAST)
    d.roll("1", "2", "3").do(ACCEPT)
    assert d.state.phase == "oob"
    d.do(FLY).roll("1").do(ACCEPT)  # a failing number: it comes down off the boards, the crossing failed
    assert [p.why for p in d.of("Penalty")] == ["failed_crossing", "water"]
    assert d.ball == Hex(1, 0)
    assert d.state.layout.at(d.ball).value != "water"
