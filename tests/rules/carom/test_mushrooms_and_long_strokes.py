"""Mushrooms, and long strokes that fly."""

from game.rules.carom import data
from tests.rules.carom.helpers import E, H, W, course, end, kinds, obj, placed, strike, stroke

ROW = ["." * 36, "." * 36]


def test_mushroom_costs_three_impulses_and_is_knocked_over():
    m = obj("mushroom", H(3, 0))
    c = course(ROW, m, hole=H(35, 1))
    r, events, b = strike(c, H(0, 0), E, 8)
    knocked = [e for e in events if e.kind == "MushroomKnocked"]
    assert len(knocked) == 1 and knocked[0].at == H(2, 0) and knocked[0].mushroom == H(3, 0)
    assert knocked[0].remaining == 3  # 6 left before it, 3 lost
    assert end(r, b) == H(5, 0)
    assert m.id in r.knocked


def test_ball_with_three_or_fewer_impulses_stops_before_a_mushroom_which_stays():
    m = obj("mushroom", H(3, 0))
    c = course(ROW, m, hole=H(35, 1))
    for n in (3, 4, 5):  # arriving before it with 1, 2 or 3
        r, events, b = strike(c, H(0, 0), E, n)
        assert end(r, b) == H(2, 0)
        assert events[-1].reason == "mushroom"
        assert r.knocked == frozenset()


def test_ball_with_four_impulses_knocks_a_mushroom_over_and_rolls_onto_its_hex():
    c = course(ROW, obj("mushroom", H(3, 0)), hole=H(35, 1))
    r, _, b = strike(c, H(0, 0), E, 6)
    assert end(r, b) == H(3, 0)


def test_knocked_over_mushroom_stays_down_for_the_others_in_carom_mode():
    m = obj("mushroom", H(3, 0))
    c = course(ROW, m, hole=H(35, 1))
    s = placed(c, 2, {0: H(0, 0), 1: H(0, 1)})
    s, _ = stroke(s, "+3", 5, E)  # 8 impulses: knocks it over
    assert s.knocked == frozenset({m.id})
    s, _ = stroke(s, "none", 1, 1)  # seat 1: NE from H(0, 1) to H(1, 0)
    s, ev = stroke(s, "+3", 1, E)  # seat 0 again, from H(5, 0), westward path unaffected; knocked set kept
    assert s.knocked == frozenset({m.id})


def test_every_player_finds_the_mushrooms_standing_in_basic_mode():
    m = obj("mushroom", H(3, 0))
    c = course(["......", "......"], m, obj("tee", H(0, 0), H(1, 0), H(2, 0), H(0, 1), H(1, 1), H(2, 1)), hole=H(5, 0))
    s = placed(c, 2, {0: H(0, 0)}, mode="basic")
    s, _ = stroke(s, "+5", 1, E)  # 6 impulses: 2 steps, knock (-3), 1 more step: on H(3, 0)
    assert s.knocked == frozenset({m.id})
    s, ev = stroke(s, "none", 3, E)  # H(3,0) -> the hole two steps on, one spare: holed
    assert s.status[0] == "holed"
    assert s.turn == 1 and s.knocked == frozenset()


def test_long_stroke_flies_all_but_the_last_five_steps():
    # the rulebook's diagram 30: 23 impulses fly 18 steps to T and roll 5
    c = course(ROW, hole=H(35, 1))
    r, events, b = strike(c, H(0, 0), E, 23)
    took = [e for e in events if e.kind == "TookOff"]
    assert len(took) == 1 and took[0].landing == H(18, 0)
    steps = [e for e in events if e.kind == "Step"]
    assert [e.airborne for e in steps] == [True] * 18 + [False] * 5
    landed = [e for e in events if e.kind == "Landed"][0]
    assert landed.at == H(18, 0) and landed.remaining == 5
    assert end(r, b) == H(23, 0)


def test_strokes_under_twenty_impulses_roll_all_the_way():
    c = course(ROW, hole=H(35, 1))
    r, events, b = strike(c, H(0, 0), E, 19)
    assert "TookOff" not in kinds(events) and end(r, b) == H(19, 0)


def test_flying_ball_passes_over_everything_low():
    row = "..sgwpi.........................." + "..."
    c = course([row, "." * 36], obj("flat_obstacle", H(8, 0), shape="round"), obj("mole_hole", H(9, 0)), hole=H(10, 0))
    r, events, b = strike(c, H(0, 0), E, 22)
    assert kinds(events) == ["TookOff", "Landed", "Stopped"]
    assert end(r, b) == H(22, 0)


def test_high_obstacle_within_two_hexes_of_the_start_keeps_the_stroke_on_the_ground():
    for gap in (1, 2):
        c = course(ROW, obj("stump", H(5 + gap, 0)), hole=H(35, 1))
        r, events, b = strike(c, H(5, 0), E, 24)
        assert "TookOff" not in kinds(events)
        assert kinds(events)[:2] == ["TooLow", "Bounced"]
        assert (events[0].obstacle, events[0].near) == (H(5 + gap, 0), "start")


def test_a_ball_on_the_third_hex_is_cleared_and_says_nothing():
    c = course(ROW, obj("stump", H(8, 0)), hole=H(35, 1))
    r, events, b = strike(c, H(5, 0), E, 24)
    assert "TooLow" not in kinds(events) and kinds(events)[0] == "TookOff"


def test_flying_ball_clears_a_high_obstacle_with_two_empty_hexes_before_and_after_it():
    for kind in ("stump", "rock", "mushroom"):
        # T is H(18, 0): H(15, 0) has two hexes between it and T, H(3, 0) two between it and the start
        c = course(ROW, obj(kind, H(3, 0)), obj("rock", H(15, 0)), hole=H(35, 1))
        r, events, b = strike(c, H(0, 0), E, 23)
        assert kinds(events) == ["TookOff", "Landed", "Stopped"]
        assert end(r, b) == H(23, 0)


def test_stump_or_rock_too_near_the_landing_point_bounces_the_flying_ball():
    for at in (16, 17, 18):  # two, one or no hexes before T (H(18, 0))
        c = course(ROW, obj("stump", H(at, 0)), hole=H(35, 1))
        r, events, b = strike(c, H(0, 0), E, 23)
        landed = [e for e in events if e.kind == "Landed"][0]
        assert landed.at == H(at - 1, 0) and landed.remaining == 23 - (at - 1)
        assert [(e.obstacle, e.near) for e in events if e.kind == "TooLow"] == [(H(at, 0), "landing")]
        assert kinds(events)[1:3] == ["TooLow", "Landed"]  # said as it comes down
        assert [e.obstacle for e in events if e.kind == "Bounced"] == [H(at, 0)]
        assert end(r, b) == H(at - 1 - landed.remaining, 0)  # all that is left rolls back west


def test_mushroom_too_near_the_landing_point_is_knocked_over():
    m = obj("mushroom", H(17, 0))
    c = course(ROW, m, hole=H(35, 1))
    r, events, b = strike(c, H(0, 0), E, 23)
    # comes down on H(16, 0) with 7, knocks the mushroom over (4 left), rolls 4 on
    assert [e.kind for e in events if e.kind in ("Landed", "MushroomKnocked")] == ["Landed", "MushroomKnocked"]
    assert end(r, b) == H(20, 0) and m.id in r.knocked


def test_ball_landing_in_a_pond_sinks_and_is_played_again_from_where_it_was_struck():
    row = "." * 18 + "w" + "." * 17
    c = course([row, "." * 36], hole=H(35, 1))
    s = placed(c, 1, {0: H(2, 0)})
    s, ev = stroke(s, "+20", 1, E)  # 21: T is H(18, 0), in the pond
    assert [e.kind for e in ev][-4:] == ["Landed", "Sank", "PenaltyCharged", "BallPlaced"]
    assert s.positions[0] == H(2, 0) and s.counters[0] == 1 + data.PENALTY_POND


def test_ball_landing_in_a_wide_pond_is_not_put_back_on_the_hexes_it_flew_over():
    row = "." * 12 + "w" * 8 + "." * 16
    c = course([row, "." * 36], hole=H(35, 1))
    r, events, b = strike(c, H(0, 0), E, 23)
    assert end(r, b) == H(0, 0)


def test_ball_that_lands_and_rolls_into_a_pond_is_put_back_where_it_rolled_in():
    row = "." * 20 + "w" + "." * 15
    c = course([row, "." * 36], hole=H(35, 1))
    r, events, b = strike(c, H(0, 0), E, 23)  # lands on H(18, 0), rolls two steps into the pond
    assert end(r, b) == H(19, 0) and r.counters[0] == data.PENALTY_POND


def test_ball_landing_on_dense_grass_comes_down_on_the_hex_before_it():
    row = "." * 18 + "gg" + "." * 16
    c = course([row, "." * 36], hole=H(35, 1))
    r, events, b = strike(c, H(0, 0), E, 23)
    landed = [e for e in events if e.kind == "Landed"][0]
    assert landed.at == H(17, 0) and landed.remaining == 6
    assert events[-1].reason == "dense_grass" and end(r, b) == H(17, 0)


def test_ball_landing_in_a_puddle_stops_there():
    row = "." * 18 + "p" + "." * 17
    c = course([row, "." * 36], hole=H(35, 1))
    r, events, b = strike(c, H(0, 0), E, 23)
    assert end(r, b) == H(18, 0) and events[-1].reason == "puddle"


def test_ball_landing_on_the_hole_loses_an_impulse_and_rolls_on():
    c = course(ROW, hole=H(18, 0))
    r, events, b = strike(c, H(0, 0), E, 23)
    assert r.holed == [] and end(r, b) == H(22, 0)
    c = course(ROW, hole=H(22, 0))
    r, events, b = strike(c, H(0, 0), E, 23)  # rolls 4 steps to the hole with 1 to spare: drops
    assert r.holed == [0]


def test_ball_landing_on_a_flat_obstacle_comes_down_before_it_and_bounces():
    c = course(ROW, obj("flat_obstacle", H(18, 0), shape="round"), hole=H(35, 1))
    r, events, b = strike(c, H(0, 0), E, 23)
    assert [e.at for e in events if e.kind == "Landed"] == [H(17, 0)]
    assert kinds(events)[:3] == ["TookOff", "Landed", "Bounced"]
    assert end(r, b) == H(11, 0)  # 6 left after landing, all rolled back west


def test_flying_ball_that_leaves_the_course_is_out_and_played_again_from_where_it_was_struck():
    c = course(["." * 12, "." * 12], hole=H(11, 1))
    r, events, b = strike(c, H(0, 0), E, 22)
    assert kinds(events)[:2] == ["TookOff", "WentOut"]
    assert [e.at for e in events if e.kind == "WentOut"] == [H(11, 0)]  # it left over the last hex
    assert end(r, b) == H(0, 0) and r.counters[0] == data.PENALTY_OUT


def test_ball_that_lands_and_rolls_off_the_course_is_put_back_where_it_left():
    c = course(["." * 20, "." * 20], hole=H(11, 1))
    r, events, b = strike(c, H(0, 0), E, 22)  # T is H(17, 0): rolls two steps, then off
    assert kinds(events)[:3] == ["TookOff", "Landed", "WentOut"]
    assert end(r, b) == H(19, 0) and r.counters[0] == data.PENALTY_OUT


def test_the_computers_table_knows_where_every_long_stroke_ends():
    from game.rules.carom.values import FLIGHT_VALUES, outcomes

    rows = [
        "." * 12 + "w" * 6 + "." * 2,  # flights east from the west end come down in the pond or fly out
        "." * 20,
        "...." + "g" * 3 + "." * 13,
    ]
    c = course(rows, obj("rock", H(14, 1)), hole=H(19, 1))
    for start, d in ((H(0, 0), E), (H(1, 0), E), (H(0, 1), E), (H(-1, 2), E), (H(19, 0), W)):
        for m in FLIGHT_VALUES:
            r, events, b = strike(c, start, d, m)
            assert outcomes(b)[b.cell(start)][d][m] == (r.positions[0], r.penalties[0]), (start, d, m)
