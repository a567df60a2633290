"""Dense grass, ponds, sand, puddles and ice."""

from game.rules.carom import data
from tests.rules.carom.helpers import SE, E, H, course, end, kinds, path, placed, strike, stroke


def test_dense_grass_stops_the_ball_on_the_hex_before_it():
    # the rulebook's diagram 11: 12 impulses, but the ball only takes 5 steps
    c = course(["......g.............", "...................."], hole=H(19, 1))
    r, events, b = strike(c, H(0, 0), E, 12)
    assert end(r, b) == H(5, 0) and len(path(events)) == 5
    assert events[-1].kind == "Stopped" and events[-1].reason == "dense_grass"


def test_pond_sinks_the_ball_costs_two_and_it_restarts_from_the_hex_it_entered_from():
    c = course(["....ww..........", "................", "................"], hole=H(14, 2))
    s = placed(c, 1, {0: H(1, 0)})
    s, ev = stroke(s, "+3", 3, E)
    assert [e.kind for e in ev][-4:] == ["Step", "Sank", "PenaltyCharged", "BallPlaced"]
    sank = [e for e in ev if e.kind == "Sank"][0]
    assert sank.at == H(4, 0)
    assert s.positions[0] == H(3, 0)
    assert s.counters[0] == 1 + data.PENALTY_POND


def test_each_step_that_starts_on_sand_costs_one_extra_impulse():
    c = course(["...sss..........", "................"], hole=H(15, 1))
    r, events, b = strike(c, H(0, 0), E, 10)
    # 3 fairway steps, 3 steps from sand at 2 each, then 1 more: 3 + 6 + 1 = 10
    assert end(r, b) == H(7, 0)
    assert [e.remaining for e in events if e.kind == "Step"] == [9, 8, 7, 5, 3, 1, 0]


def test_ball_without_enough_impulses_to_leave_a_sand_hex_stops_on_it():
    # the rulebook's diagram 14: 8 impulses, 5 steps, the eighth impulse unused
    c = course(["...sssss........", "................"], hole=H(15, 1))
    r, events, b = strike(c, H(0, 0), E, 8)
    assert len(path(events)) == 5 and end(r, b) == H(5, 0)
    assert events[-1].kind == "Stopped" and events[-1].remaining == 1


def test_ball_stops_on_the_first_puddle_hex_whatever_its_impulses():
    # the rulebook's diagram 15a
    c = course(["....ppp.........", "................"], hole=H(15, 1))
    r, events, b = strike(c, H(0, 0), E, 12)
    assert end(r, b) == H(4, 0)
    assert events[-1].reason == "puddle" and events[-1].remaining == 8


def test_ball_leaving_a_puddle_pays_three_impulses_per_step_in_it():
    # the rulebook's diagram 15b: the next stroke crosses the puddle
    c = course(["....ppp.........", "................"], hole=H(15, 1))
    r, events, b = strike(c, H(4, 0), E, 10)
    # steps from puddle hexes cost 3: 3 + 3 + 3, then 1 fairway step
    assert [e.remaining for e in events if e.kind == "Step"] == [7, 4, 1, 0]
    assert end(r, b) == H(8, 0)


def test_ball_too_weak_to_leave_a_puddle_hex_stays_on_it():
    c = course(["....ppp.........", "................"], hole=H(15, 1))
    r, events, b = strike(c, H(4, 0), E, 2)
    assert end(r, b) == H(4, 0) and path(events) == []


def test_ball_coming_back_into_a_puddle_stops_again():
    c = course(["..pp..pp........", "................"], hole=H(15, 1))
    r, events, b = strike(c, H(2, 0), E, 12)
    # out of the first puddle (3 + 3), two fairway steps, into the second: stops there
    assert end(r, b) == H(6, 0) and events[-1].reason == "puddle"


def test_ice_slides_the_ball_off_the_ice_without_spending_impulses():
    # the rulebook's diagram 16
    c = course(["..iiii..........", "................"], hole=H(15, 1))
    r, events, b = strike(c, H(0, 0), E, 4)
    steps = [e for e in events if e.kind == "Step"]
    # onto the ice costs one; every step that starts on the ice (the last leaves it) is free
    assert [e.remaining for e in steps] == [3, 2, 2, 2, 2, 2, 1, 0]
    assert [e.sliding for e in steps] == [False, False, True, True, True, True, False, False]
    assert end(r, b) == H(8, 0)


def test_ball_with_no_impulses_left_on_the_ice_still_slides_off_it():
    c = course(["..iiii..........", "................"], hole=H(15, 1))
    r, events, b = strike(c, H(0, 0), E, 2)
    assert end(r, b) == H(6, 0)


def test_sliding_ball_stops_at_dense_grass_on_the_ice_edge():
    c = course(["..iiiig.........", "................"], hole=H(15, 1))
    r, events, b = strike(c, H(0, 0), E, 3)
    assert end(r, b) == H(5, 0) and events[-1].reason == "dense_grass"


def test_ball_sliding_round_a_loop_of_ice_for_ever_stops():
    # ice between two stumps: it would bounce to and fro without spending an impulse
    from tests.rules.carom.helpers import obj

    c = course(["..i.iii.........", "................"], obj("stump", H(3, 0)), obj("stump", H(7, 0)), hole=H(15, 1))
    r, events, b = strike(c, H(4, 0), E, 0 + 1)
    assert events[-1].kind == "Stopped" and events[-1].reason == "loop"
    assert b.terrain[r.positions[0]] == 3  # ICE: it stays on the ice where the loop closed


def test_terrain_under_each_step_is_what_the_ball_leaves():
    # sand then fairway: the step off the last sand hex costs two, the next one costs one
    c = course(["..s.............", "................"], hole=H(15, 1))
    r, events, b = strike(c, H(0, 0), E, 5)
    assert [e.remaining for e in events if e.kind == "Step"] == [4, 3, 1, 0]


def test_water_ends_the_ball_in_any_direction():
    c = course(["................", "....w...........", "................"], hole=H(14, 2))
    r, events, b = strike(c, H(4, 0), SE, 3)
    assert "Sank" in kinds(events) and end(r, b) == H(4, 0)
