"""Movement, the hole, the mole hole and the course edge."""

from game.rules.carom import data
from game.rules.carom.state import MOLE, PLAYING
from tests.rules.carom.helpers import NE, SE, SW, E, H, W, course, end, kinds, obj, path, placed, strike, stroke

LINE = ["." * 20, "." * 20, "." * 20, "." * 20]


def test_one_impulse_moves_the_ball_one_step_in_a_straight_line():
    c = course(LINE, hole=H(18, 3))
    for n in (1, 4, 9):
        r, events, b = strike(c, H(2, 1), E, n)
        assert path(events) == [H(2 + i, 1) for i in range(1, n + 1)]
        assert [e.remaining for e in events if e.kind == "Step"] == list(range(n - 1, -1, -1))
        assert end(r, b) == H(2 + n, 1)
        assert kinds(events) == ["Stopped"]


def test_ball_moves_in_each_of_the_six_directions():
    c = course(LINE, hole=H(18, 3))
    start = H(8, 1)
    for d in range(6):
        r, _, b = strike(c, start, d, 1)
        assert end(r, b) == start.neighbor(d)


def test_ball_drops_when_its_impulses_run_out_on_the_hole():
    c = course(LINE, hole=H(10, 1))
    r, events, b = strike(c, H(6, 1), E, 4)  # rulebook diagram 7: exactly four steps
    assert r.holed == [0] and end(r, b) is None
    assert kinds(events) == ["Holed"]


def test_ball_drops_with_one_impulse_more_than_the_steps_to_the_hole():
    c = course(LINE, hole=H(10, 1))
    r, events, b = strike(c, H(6, 1), E, 5)  # the fifth impulse is lost on the far edge
    assert r.holed == [0]
    assert path(events)[-1] == H(10, 1)


def test_ball_passing_over_the_hole_loses_one_impulse():
    # the rulebook's diagram 8: 15 impulses towards a hole 5 steps away
    c = course(LINE, hole=H(5, 1))
    r, events, b = strike(c, H(0, 1), E, 15)
    assert r.holed == []
    assert end(r, b) == H(14, 1)  # 15 impulses, one lost at the hole: 14 steps
    passed = [e for e in events if e.kind == "HolePassed"]
    assert len(passed) == 1 and passed[0].at == H(5, 1) and passed[0].remaining == 9


def test_ball_two_impulses_too_strong_rolls_past_the_hole():
    c = course(LINE, hole=H(10, 1))
    r, _, b = strike(c, H(6, 1), E, 6)
    assert r.holed == [] and end(r, b) == H(11, 1)


def test_three_stroke_hole_of_11_16_and_5_impulses():
    # the rulebook's diagram 9: +5 with a 6, squared with a 4, no card with a 5
    c = course(["." * 36, "." * 36], obj("tee", *(H(q, r) for r in (0, 1) for q in range(3))), hole=H(33, 0))
    s = placed(c, 1, {}, mode="basic")
    s, _ = s.apply(("tee", 1, 0))
    s, ev = stroke(s, "+5", 6, E)
    assert s.positions[0] == H(12, 0) and s.counters[0] == 1
    s, ev = stroke(s, "^2", 4, E)
    assert s.positions[0] == H(28, 0)
    assert [e for e in ev if e.kind == "TookOff"] == []  # 16 impulses: not a long stroke
    s, ev = stroke(s, "none", 5, E)
    assert [e.kind for e in ev][-4:] == ["Step", "Holed", "CourseFinished", "GameOver"]
    assert s.scores() == [3.0]


def test_mole_hole_is_passed_like_the_hole_losing_one_impulse():
    c = course(LINE, obj("mole_hole", H(5, 1)), hole=H(18, 3))
    r, events, b = strike(c, H(2, 1), E, 8)
    assert end(r, b) == H(9, 1)
    assert [e.mole_hole for e in events if e.kind == "HolePassed"] == [True]


def test_ball_dropping_into_the_mole_hole_costs_four_and_its_owner_places_it_next_to_it():
    c = course(LINE, obj("mole_hole", H(5, 1)), hole=H(18, 3))
    s = placed(c, 2, {0: H(2, 1), 1: H(4, 0)})
    s, ev = stroke(s, "none", 4, E)  # 3 steps to the mole hole, 1 impulse lost on its edge
    assert s.status[0] == MOLE and s.counters[0] == 1 + data.PENALTY_MOLE_HOLE
    assert [e.kind for e in ev if e.kind in ("DroppedInMoleHole", "PenaltyCharged")] == ["DroppedInMoleHole", "PenaltyCharged"]
    # seat 1 plays (to H(4, 1), next to the mole hole); then seat 0 starts its turn by placing the ball next to the mole hole
    s, _ = stroke(s, "none", 1, SE)
    assert s.turn == 0 and s.phase == "place"
    spots = {(a[1], a[2]) for a in s.legal_actions()}
    assert spots == {tuple(h) for h in H(5, 1).neighbors()} - {(4, 1)}  # seat 1 now lies on H(4, 1)
    s, ev = s.apply(("place", 6, 1))
    assert s.positions[0] == H(6, 1) and s.status[0] == PLAYING and s.phase == "card"
    assert [e.kind for e in ev] == ["BallPlaced"]


def test_mole_hole_spots_taken_by_other_balls_are_not_offered():
    c = course(LINE, obj("mole_hole", H(5, 1)), hole=H(18, 3))
    s = placed(c, 2, {0: H(2, 1), 1: H(5, 0)})
    s, _ = stroke(s, "none", 3, E)
    s, _ = stroke(s, "none", 1, E)  # seat 1 moves from H(5, 0) to H(6, 0), still next to the mole hole
    spots = {(a[1], a[2]) for a in s.legal_actions()}
    assert (6, 0) not in spots and (5, 0) in spots


def test_ball_leaving_the_course_costs_two_and_is_put_back_on_the_last_hex_inside():
    c = course(LINE, hole=H(18, 3))
    s = placed(c, 1, {0: H(15, 1)})
    s, ev = stroke(s, "+3", 4, E)
    out = [e for e in ev if e.kind == "WentOut"][0]
    assert out.at == H(19, 1) and out.towards == H(20, 1)
    assert s.positions[0] == H(19, 1)
    assert s.counters[0] == 1 + data.PENALTY_OUT
    assert [e.kind for e in ev][-3:] == ["WentOut", "PenaltyCharged", "BallPlaced"]


def test_only_whole_hexes_count_as_inside_the_course():
    # row 1 is shifted half a hex right: its last hex sticks out past row 0's edge but is whole and inside
    c = course(["....", "....", "...."], hole=H(0, 0))
    r, events, b = strike(c, H(0, 1), E, 4)
    assert path(events) == [H(1, 1), H(2, 1), H(3, 1)]
    assert kinds(events)[0] == "WentOut"
    r, events, b = strike(c, H(3, 1), NE, 1)  # H(4, 0) would be the fifth hex of row 0: not there
    assert kinds(events)[0] == "WentOut" and end(r, b) == H(3, 1)


def test_ball_going_out_from_the_hole_is_put_back_before_it():
    c = course(LINE, hole=H(19, 1))
    r, events, b = strike(c, H(16, 1), E, 9)
    assert end(r, b) == H(18, 1)  # it may not lie on the hole, so the hex before


def test_ball_that_comes_to_rest_over_the_hole_drops_in():
    # it reaches the hole with 3 left, loses one on the edge, then dense grass stops it there
    c = course(["....g....", "........."], hole=H(3, 0))
    r, events, b = strike(c, H(0, 0), E, 6)
    assert r.holed == [0]
    assert kinds(events) == ["HolePassed", "Holed"]


def test_ball_struck_southwest_and_west_follows_axial_lines():
    c = course(LINE, hole=H(18, 3))
    r, events, b = strike(c, H(10, 0), SW, 3)
    assert path(events) == [H(9, 1), H(8, 2), H(7, 3)]
    r, events, b = strike(c, H(10, 3), NE, 3)
    assert path(events) == [H(11, 2), H(12, 1), H(13, 0)]
    r, events, b = strike(c, H(10, 1), W, 2)
    assert end(r, b) == H(8, 1)
