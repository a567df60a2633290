"""Bouncing off flat obstacles, stumps and rocks: every case drawn in docs/rules/carom-golf.md."""

import pytest

from game.rules.carom.board import Board
from game.rules.carom.bounce import BACK, GLANCE, MIRROR, chain_order, chain_responses, infer_shape
from tests.rules.carom.helpers import NE, NW, SE, SW, E, H, W, course, end, kinds, obj, path, placed, strike

FIELD = ["." * 16] * 8

# a bar of three hexes along row 3: B0 west end, B1 middle, B2 east end
B0, B1, B2 = H(5, 3), H(6, 3), H(7, 3)
# an arc: east along row 3, then bending 60° to the north-east
A0, A1, A2 = H(5, 3), H(6, 3), H(7, 2)


def bounce(obstacle, ball_at, direction, impulses=1):
    """Strike one impulse from ``ball_at``; return the Bounced event and the result."""
    c = course(FIELD, obstacle, hole=H(12, 7))
    r, events, b = strike(c, ball_at, direction, impulses)
    bounced = [e for e in events if e.kind == "Bounced"]
    return bounced, r, b, events


@pytest.mark.parametrize("kind", ["stump", "rock"])
@pytest.mark.parametrize("d", range(6))
def test_stumps_and_rocks_send_the_ball_straight_back(kind, d):
    target = H(6, 3)
    start = target.neighbor((d + 3) % 6)
    bounced, r, b, _ = bounce(obj(kind, target), start, d)
    assert [(e.incoming, e.outgoing, e.how, e.obstacle_kind) for e in bounced] == [(d, (d + 3) % 6, BACK, kind)]
    assert end(r, b) == start.neighbor((d + 3) % 6)


@pytest.mark.parametrize("d", range(6))
def test_a_round_flat_obstacle_sends_the_ball_straight_back(d):
    target = H(6, 3)
    start = target.neighbor((d + 3) % 6)
    bounced, _, _, _ = bounce(obj("flat_obstacle", target, shape="round"), start, d)
    assert [(e.outgoing, e.how) for e in bounced] == [((d + 3) % 6, BACK)]


@pytest.mark.parametrize(
    ("start", "d", "out"),
    [
        (H(6, 2), SE, NE),  # from above, moving down-right: leaves up-right
        (H(7, 2), SW, NW),
        (H(5, 4), NE, SE),  # from below
        (H(6, 4), NW, SW),
    ],
)
def test_a_straight_side_mirrors_the_ball(start, d, out):
    bar = obj("flat_obstacle", B0, B1, B2, shape="bar")
    bounced, r, b, _ = bounce(bar, start, d)
    assert [(e.obstacle, e.outgoing, e.how) for e in bounced] == [(B1, out, MIRROR)]
    assert end(r, b) == start.neighbor(out)


@pytest.mark.parametrize(
    ("start", "d", "hit", "out", "how"),
    [
        (H(4, 3), E, B0, W, BACK),  # head on into the rounded west end
        (H(4, 4), NE, B0, SW, BACK),  # into the rounded end from below-behind
        (H(5, 2), SE, B0, NW, BACK),  # into the rounded end from above-behind
        (H(5, 4), NW, B0, SW, MIRROR),  # onto the side next to the end
        (H(6, 2), SW, B0, NW, MIRROR),
        (H(8, 3), W, B2, E, BACK),  # the east end, the same way round
        (H(7, 4), NW, B2, SE, BACK),
        (H(8, 2), SW, B2, NE, BACK),
        (H(6, 4), NE, B2, SE, MIRROR),
        (H(7, 2), SE, B2, NE, MIRROR),
    ],
)
def test_a_bar_sends_the_ball_back_from_its_rounded_ends_and_mirrors_it_off_its_sides(start, d, hit, out, how):
    bar = obj("flat_obstacle", B0, B1, B2, shape="bar")
    bounced, _, _, _ = bounce(bar, start, d)
    assert [(e.obstacle, e.outgoing, e.how) for e in bounced][0] == (hit, out, how)


@pytest.mark.parametrize(
    ("start", "d", "out", "how"),
    [
        (H(5, 4), NE, E, GLANCE),  # outside of the bend, at 30°: slides along it, turned 60°
        (H(7, 3), W, SW, GLANCE),
        (H(6, 4), NW, SE, BACK),  # outside, square on
        (H(6, 2), SE, NW, BACK),  # inside, square on
    ],
)
def test_the_bend_of_an_arc_glances_the_ball_at_30_degrees_and_sends_it_back_square_on(start, d, out, how):
    arc = obj("flat_obstacle", A0, A1, A2, shape="arc")
    bounced, _, _, _ = bounce(arc, start, d)
    assert [(e.obstacle, e.outgoing, e.how) for e in bounced][0] == (A1, out, how)


def test_the_inside_of_an_arc_throws_the_ball_out_of_its_pocket():
    arc = obj("flat_obstacle", A0, A1, A2, shape="arc")
    pocket = H(6, 2)  # touches all three hexes of the arc
    for d, hit in ((SW, A0), (E, A2)):
        bounced, _, _, _ = bounce(arc, pocket, d)
        assert [(e.obstacle, e.outgoing, e.how) for e in bounced][0] == (hit, NW, MIRROR)


def test_the_bend_of_a_semicircle_runs_along_the_bisector():
    # east, north-east, north-west: at H(7, 2) the piece runs north (between NE and NW)
    chain = [H(5, 3), H(6, 3), H(7, 2), H(7, 1)]
    table = chain_responses(chain, 2)
    assert table[W] == (E, BACK)  # from the outside, square on
    assert table[E] == (W, BACK)  # from the inside of the C, square on
    assert table[NW] == (NE, GLANCE)  # from the outside at 30°: slides on, turned 60°
    assert table[SW] == (SE, GLANCE)
    assert table[NE] is None and table[SE] is None  # those would come from the arc's own hexes


def test_the_bounce_table_of_every_bar_and_arc_hex_is_as_drawn():
    # the full tables from the rules doc, per hex: incoming direction -> (outgoing, how); None: impossible
    bar = [B0, B1, B2]
    assert chain_responses(bar, 0) == ((W, BACK), (SW, BACK), (SW, MIRROR), None, (NW, MIRROR), (NW, BACK))
    assert chain_responses(bar, 1) == (None, (SE, MIRROR), (SW, MIRROR), None, (NW, MIRROR), (NE, MIRROR))
    assert chain_responses(bar, 2) == (None, (SE, MIRROR), (SE, BACK), (E, BACK), (NE, BACK), (NE, MIRROR))
    arc = [A0, A1, A2]
    assert chain_responses(arc, 1) == (None, (E, GLANCE), (SE, BACK), (SW, GLANCE), None, (NW, BACK))


def test_bouncing_costs_no_impulse():
    bounced, r, b, events = bounce(obj("stump", H(6, 3)), H(3, 3), E, 5)
    steps = [e.remaining for e in events if e.kind == "Step"]
    assert steps == [4, 3, 2, 1, 0]  # two steps there, three back: all five impulses are steps
    assert bounced[0].remaining == 3


def test_a_ball_bounced_straight_back_returns_to_its_start_with_twice_the_distance():
    # the rulebook's diagram 21
    _, r, b, _ = bounce(obj("rock", H(9, 3)), H(4, 3), E, 8)
    assert end(r, b) == H(4, 3)


def test_a_ball_can_bounce_more_than_once_in_a_stroke():
    # between two stumps on row 3: east, back west, back east
    c = course(FIELD, obj("stump", H(3, 3)), obj("stump", H(8, 3)), hole=H(12, 7))
    r, events, b = strike(c, H(5, 3), E, 9)
    # 2 steps east, bounce; 3 west, bounce; 3 east, bounce; 1 west
    assert [e.obstacle for e in events if e.kind == "Bounced"] == [H(8, 3), H(3, 3), H(8, 3)]
    assert end(r, b) == H(6, 3)


def test_a_ball_boxed_in_between_obstacles_stops_instead_of_bouncing_for_ever():
    # stumps on both sides: every bounce turns it straight into the other one, with no step between
    c = course(FIELD, obj("stump", H(5, 3)), obj("stump", H(7, 3)), hole=H(12, 7))
    r, events, b = strike(c, H(6, 3), E, 6)
    assert kinds(events) == ["Bounced", "Bounced", "Stopped"]
    assert events[-1].reason == "loop" and end(r, b) == H(6, 3)


def test_a_ball_resting_against_an_obstacle_may_not_be_struck_into_it():
    bar = obj("flat_obstacle", B0, B1, B2, shape="bar")
    c = course(FIELD, bar, obj("stump", H(9, 2)), obj("mushroom", H(4, 2)), hole=H(12, 7))
    s = placed(c, 1, {0: H(6, 2)})  # above the bar, touching B0 (SW) and B1 (SE)
    s, _ = s.apply(("card", "none"))
    s, _ = s.apply(1)
    assert [a[1] for a in s.legal_actions()] == [E, NE, NW, W]
    s2 = placed(c, 1, {0: H(8, 2)})  # touching the stump (E) and B2 (SW)
    assert s2.allowed_directions() == [NE, NW, W, SE]
    s3 = placed(c, 1, {0: H(5, 2)})  # touching B0 (SE) and the mushroom (W): a mushroom may be struck
    assert s3.allowed_directions() == [E, NE, NW, W, SW]


def test_direction_first_offers_only_the_allowed_directions_too():
    bar = obj("flat_obstacle", B0, B1, B2, shape="bar")
    c = course(FIELD, bar, hole=H(12, 7))
    s = placed(c, 1, {0: H(6, 2)}, direction_first=True)
    assert {a[2] for a in s.legal_actions()} == {E, NE, NW, W}


def test_flat_obstacle_hexes_are_ordered_as_a_chain_whatever_order_they_come_in():
    assert chain_order([B2, B0, B1]) == [B0, B1, B2]
    assert chain_order([A2, A0, A1]) == [A0, A1, A2]
    assert chain_order([H(0, 0), H(5, 5)]) is None
    assert infer_shape([B0]) == "round" and infer_shape([B0, B1]) == "bar" and infer_shape([A0, A1, A2]) == "arc"


def test_a_board_builds_the_same_tables_from_cells_in_any_order():
    c1 = course(FIELD, obj("flat_obstacle", A2, A0, A1), hole=H(12, 7))
    c2 = course(FIELD, obj("flat_obstacle", A0, A1, A2), hole=H(12, 7))
    b1, b2 = Board(c1), Board(c2)
    assert [b1.bounce[b1.cell(h)] for h in (A0, A1, A2)] == [b2.bounce[b2.cell(h)] for h in (A0, A1, A2)]


def test_two_bar_hexes_make_a_bar_with_two_rounded_ends():
    bar = obj("flat_obstacle", H(5, 3), H(6, 3), shape="bar")
    bounced, _, _, _ = bounce(bar, H(4, 3), E)
    assert bounced[0].how == BACK
    bounced, _, _, _ = bounce(bar, H(7, 2), SW)  # into the east end from above-behind
    assert (bounced[0].obstacle, bounced[0].outgoing, bounced[0].how) == (H(6, 3), NE, BACK)
    bounced, _, _, _ = bounce(bar, H(6, 2), SE)  # above the bar's body: onto its side
    assert (bounced[0].obstacle, bounced[0].outgoing, bounced[0].how) == (H(6, 3), NE, MIRROR)


def test_after_a_bounce_the_ball_rolls_on_in_the_new_direction_with_what_is_left():
    bar = obj("flat_obstacle", B0, B1, B2, shape="bar")
    _, r, b, events = bounce(bar, H(6, 4), NW, 3)
    assert path(events) == [H(5, 5), H(4, 6), H(3, 7)]
    assert end(r, b) == H(3, 7)
