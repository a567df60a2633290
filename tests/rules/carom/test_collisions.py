"""Caroms: balls hitting balls (Carom mode)."""

from dataclasses import replace

from game.rules.carom import data
from game.rules.carom.state import MOLE
from tests.rules.carom.helpers import SE, E, H, course, end, kinds, obj, path, placed, strike, stroke

ROW = ["." * 20, "." * 20, "." * 20]


def test_collision_stops_the_ball_before_the_other_and_passes_on_its_remaining_impulses():
    # the rulebook's diagram 34: 8 impulses, the yellow ball after 5 steps, 3 passed on
    c = course(ROW, hole=H(18, 2))
    r, events, b = strike(c, H(0, 1), E, 8, others={1: H(6, 1)})
    hit = [e for e in events if e.kind == "Collided"]
    assert [(e.ball, e.at, e.target, e.target_at, e.impulses) for e in hit] == [(0, H(5, 1), 1, H(6, 1), 3)]
    assert end(r, b, 0) == H(5, 1) and end(r, b, 1) == H(9, 1)
    assert len(path(events, 0)) + len(path(events, 1)) == 8


def test_row_of_touching_balls_passes_the_impulses_to_the_last_one():
    # the rulebook's diagram 35
    c = course(ROW, hole=H(18, 2))
    r, events, b = strike(c, H(0, 1), E, 10, others={1: H(6, 1), 2: H(7, 1), 3: H(8, 1)})
    assert [(e.ball, e.target, e.impulses) for e in events if e.kind == "Collided"] == [(0, 1, 5), (1, 2, 5), (2, 3, 5)]
    assert [end(r, b, i) for i in range(4)] == [H(5, 1), H(6, 1), H(7, 1), H(13, 1)]


def test_ball_hit_next_to_an_obstacle_bounces_off_it():
    # the rulebook's diagram 36: the hit ball touches a bar, so it is mirrored at once
    rows = ["." * 14] * 5
    c = course(rows, obj("flat_obstacle", H(5, 4), H(6, 4), H(7, 4), shape="bar"), obj("tee", *(H(q, r) for q in (0, 1, 2) for r in (0, 1))), hole=H(12, 0))
    r, events, b = strike(c, H(6, 2), SE, 3, others={1: H(6, 3)})
    assert kinds(events)[:2] == ["Collided", "Bounced"]
    assert path(events, 1) == [H(7, 2), H(8, 1), H(9, 0)]
    assert end(r, b, 0) == H(6, 2)


def test_hit_ball_that_bounces_back_hits_the_hitter_which_moves_again_the_other_way():
    # the rulebook's diagram 37: green touches a stump, so it rebounds into red
    c = course(ROW, obj("stump", H(8, 1)), hole=H(18, 2))
    r, events, b = strike(c, H(3, 1), E, 6, others={1: H(7, 1)})
    assert [(e.ball, e.target) for e in events if e.kind == "Collided"] == [(0, 1), (1, 0)]
    assert end(r, b, 1) == H(7, 1)
    assert end(r, b, 0) == H(3, 1)  # 3 steps east, then the 3 left take it back west
    assert path(events, 0) == [H(4, 1), H(5, 1), H(6, 1), H(5, 1), H(4, 1), H(3, 1)]


def test_chain_of_caroms_can_move_the_first_ball_twice():
    # the rulebook's diagram 38: red hits purple, purple hits yellow, yellow hits red
    rows = ["." * 12] * 8
    bar_low = obj("flat_obstacle", H(3, 6), H(4, 6), H(5, 6), shape="bar")  # east-west
    bar_high = obj("flat_obstacle", H(8, 0), H(8, 1), H(8, 2), shape="bar")  # north-west to south-east
    c = course(rows, bar_low, bar_high, obj("tee", *(H(q, r) for q in (-1, 0, 1) for r in (6, 7))), hole=H(9, 4))
    red, purple, yellow = 0, 1, 2
    r, events, b = strike(c, H(4, 1), SE, 12, others={purple: H(4, 3), yellow: H(7, 2)})
    assert [(e.ball, e.target, e.impulses) for e in events if e.kind == "Collided"] == [
        (red, purple, 11),
        (purple, yellow, 7),
        (yellow, red, 5),
    ]
    assert path(events, red) == [H(4, 2), H(3, 2), H(2, 2), H(1, 2), H(0, 2), H(-1, 2)]
    assert [end(r, b, i) for i in (red, purple, yellow)] == [H(-1, 2), H(6, 3), H(5, 2)]


def test_ball_knocked_into_the_hole_is_holed_for_its_owner_at_its_own_count():
    # the rulebook's diagram 39: blue's third stroke knocks yellow in; yellow scores its own count
    c = course(ROW, hole=H(12, 1))
    s = placed(c, 2, {0: H(2, 1), 1: H(9, 1)})
    s = replace(s, counters=(2, 3))
    s, ev = stroke(s, "+3", 6, E)  # 9: six steps to H(8, 1), three passed on: H(12, 1) with none left
    holed = [e for e in ev if e.kind == "Holed"]
    assert [(e.ball, e.score) for e in holed] == [(1, 3)]
    assert s.status == ("playing", "holed") and s.counters == (3, 3)


def test_ball_knocked_out_of_the_course_charges_its_owner():
    # the rulebook's diagram 40
    c = course(ROW, hole=H(12, 2))
    s2 = placed(c, 2, {0: H(10, 1), 1: H(17, 1)})
    s2, ev = stroke(s2, "+5", 4, E)  # 9: 6 steps, 3 passed on: out from H(19, 1)
    assert [e.kind for e in ev if e.kind in ("Collided", "WentOut", "PenaltyCharged", "BallPlaced")] == [
        "Collided",
        "WentOut",
        "PenaltyCharged",
        "BallPlaced",
    ]
    assert s2.counters == (1, data.PENALTY_OUT) and s2.positions[1] == H(19, 1)


def test_ball_knocked_into_a_pond_or_the_mole_hole_charges_its_owner():
    c = course(["." * 10 + "w" + "." * 9, "." * 20, "." * 20], obj("mole_hole", H(10, 1)), hole=H(18, 2))
    r, events, b = strike(c, H(5, 0), E, 6, others={1: H(8, 0)})
    assert r.penalties == [0, data.PENALTY_POND] and end(r, b, 1) == H(9, 0)
    r, events, b = strike(c, H(5, 1), E, 4, others={1: H(8, 1)})  # 2 passed on: 2 steps to the mole hole
    assert r.mole == {1: b.cell(H(10, 1))} and r.penalties == [0, data.PENALTY_MOLE_HOLE]
    s = placed(c, 2, {0: H(5, 1), 1: H(8, 1)})
    s, _ = stroke(s, "none", 4, E)
    assert s.status[1] == MOLE and s.phase == "place" and s.turn == 1


def test_knocked_ball_rolls_even_with_twenty_impulses_or_more():
    c = course(["." * 40, "." * 40], hole=H(39, 1))
    r, events, b = strike(c, H(0, 0), E, 26, others={1: H(1, 0)})
    assert "TookOff" not in kinds(events)
    assert all(not e.airborne for e in events if e.kind == "Step")
    assert end(r, b, 1) == H(27, 0)


def test_flying_ball_passes_over_a_ball_far_from_start_and_landing():
    c = course(["." * 40, "." * 40], hole=H(39, 1))
    r, events, b = strike(c, H(0, 0), E, 23, others={1: H(8, 0)})
    assert end(r, b, 0) == H(23, 0) and end(r, b, 1) == H(8, 0)


def test_ball_near_the_landing_point_is_hit_by_the_flying_ball():
    c = course(["." * 40, "." * 40], hole=H(39, 1))
    r, events, b = strike(c, H(0, 0), E, 23, others={1: H(18, 0)})  # T itself
    assert [(e.ball, e.at, e.impulses) for e in events if e.kind == "Collided"] == [(0, H(17, 0), 6)]
    assert end(r, b, 1) == H(24, 0)


def test_ball_right_in_front_is_hit_even_by_a_long_stroke():
    c = course(["." * 40, "." * 40], hole=H(39, 1))
    r, events, b = strike(c, H(0, 0), E, 25, others={1: H(2, 0)})
    assert "TookOff" not in kinds(events) and end(r, b, 1) == H(26, 0)


def test_ball_hitting_a_hex_shared_by_several_balls_moves_the_lowest_seat():
    c = course(ROW, hole=H(18, 2))
    r, events, b = strike(c, H(0, 1), E, 5, others={2: H(3, 1), 1: H(3, 1)})
    assert [e.target for e in events if e.kind == "Collided"] == [1]
    assert end(r, b, 1) == H(6, 1) and end(r, b, 2) == H(3, 1)


def test_ball_with_no_impulse_left_does_not_hit_the_ball_ahead():
    c = course(["..iii.........", "..............", ".............."], hole=H(12, 2))
    r, events, b = strike(c, H(0, 0), E, 2, others={1: H(5, 0)})  # on the ice with none left, it slides to H(4, 0)
    assert "Collided" not in kinds(events)
    assert end(r, b, 0) == H(4, 0) and end(r, b, 1) == H(5, 0)


def test_balls_in_basic_mode_never_meet():
    c = course(["......", "......"], obj("tee", H(0, 0), H(1, 0), H(2, 0), H(0, 1), H(1, 1), H(2, 1)), hole=H(5, 0))
    s = placed(c, 2, {0: H(0, 0)}, mode="basic")
    assert s.cell_positions()[1] == -1  # seat 1 is not on the course while seat 0 plays
    s, _ = stroke(s, "none", 5, E)
    assert s.status[0] == "holed" and s.phase == "tee" and s.turn == 1


def test_hitter_stopping_over_the_hole_drops_in():
    c = course(ROW, hole=H(5, 1))
    r, events, b = strike(c, H(2, 1), E, 6, others={1: H(6, 1)})
    assert 0 in r.holed  # it lost one impulse on the hole's edge, then stopped there to hit ball 1
    assert end(r, b, 1) == H(8, 1)
