"""The shape of a shot: segments, bends, curls, no S, no crossing, exact length."""

from itertools import product

import pytest

from game.hexgrid import Edge, Hex
from game.rules.eagles_creek.shape import (
    TURNS,
    ShapeRules,
    chords_cross,
    follow,
    has_shape,
    kind_of,
    legal_next_segments,
    next_turns,
    path_problem,
    shape_problem,
    shapes,
    trace,
)

START = Edge(0, 0, 0)
"""Between Hex(0, 0) and Hex(1, 0); heading 0 enters Hex(1, 0)."""


def exits(turns, heading=0, start=START):
    return follow(start, heading, turns)[1]


def test_a_straight_segment_leaves_by_the_opposite_side():
    (side,) = exits((0,))
    assert side == Hex(1, 0).edge(0)
    assert kind_of(0) == "straight"


def test_a_bent_segment_leaves_by_a_side_next_to_the_opposite_one():
    assert exits((1,)) == [Hex(1, 0).edge(1)]
    assert exits((-1,)) == [Hex(1, 0).edge(5)]
    assert kind_of(1) == kind_of(-1) == "bend"


def test_a_curl_leaves_by_a_side_next_to_the_entry_side():
    entry = START.direction_from(Hex(1, 0))  # 3: the west side of Hex(1, 0)
    assert exits((2,)) == [Hex(1, 0).edge(entry - 1)]
    assert exits((-2,)) == [Hex(1, 0).edge(entry + 1)]
    assert kind_of(2) == kind_of(-2) == "curl"


def test_a_segment_may_not_leave_by_the_side_it_entered():
    assert "side it entered" in path_problem(START, [START], ShapeRules(1, 0, 0))
    back = [Hex(1, 0).edge(0), Hex(2, 0).edge(3)]
    assert path_problem(START, back, ShapeRules(2, 0, 0)) == "segment 2 leaves hex (2, 0) by the side it entered"


def test_a_one_segment_shot_needs_no_bend():
    rules = ShapeRules(1, 0, 0)
    assert shape_problem(rules, (0,)) is None
    assert shape_problem(rules, (1,)) is None
    assert set(shapes(rules)) == {(0,), (1,), (-1,)}


def test_a_longer_shot_with_no_bend_is_illegal():
    assert shape_problem(ShapeRules(4, 0, 0), (0, 0, 0, 0)) == "a shot longer than one segment needs at least one bend"


def test_a_shot_with_one_bend_is_legal():
    assert shape_problem(ShapeRules(4, 0, 0), (0, 1, 0, 0)) is None
    assert shape_problem(ShapeRules(4, 0, 0), (0, 0, 0, -1)) is None


def test_two_bends_the_same_way_are_legal():
    assert shape_problem(ShapeRules(5, 0, 0), (1, 0, 0, 1, 0)) is None
    assert shape_problem(ShapeRules(5, 0, 0), (0, -1, -1, 0, 0)) is None


def test_two_bends_opposite_ways_make_an_illegal_s():
    assert shape_problem(ShapeRules(5, 0, 0), (1, 0, 0, -1, 0)) == "two bends must turn the same way (no S)"


def test_three_bends_are_illegal():
    assert "at most 2" in shape_problem(ShapeRules(5, 0, 0), (1, 0, 1, 0, 1))


def test_the_shot_carries_exactly_the_curls_the_deviation_asks_for():
    rules = ShapeRules(4, 1, 1)
    assert shape_problem(rules, (0, 2, 0, 1)) is None
    assert "1 curl" in shape_problem(rules, (0, 0, 0, 1))
    assert "1 curl" in shape_problem(rules, (2, 0, -2, 1))


def test_a_curl_may_hook_either_way_whatever_the_bends_do():
    assert shape_problem(ShapeRules(4, 1, 1), (1, 0, -2, 0)) is None


def test_curls_do_not_count_as_bends():
    assert shape_problem(ShapeRules(3, 1, 1), (0, 2, 0)) == "a shot longer than one segment needs at least one bend"


def test_a_shot_of_nothing_but_curls_needs_no_bend():
    assert shape_problem(ShapeRules(2, 2, 2), (2, 2)) is None


def test_a_putt_may_add_one_curl():
    putt = ShapeRules(2, 0, 1)
    assert shape_problem(putt, (1, 0)) is None
    assert shape_problem(putt, (-2, 1)) is None
    assert "0 to 1 curl" in shape_problem(putt, (2, 2))


def test_a_self_crossing_path_is_illegal():
    # four east, bend left, curl left, bend left: the line comes back across its own straight run
    turns = (0, 0, 0, 0, 1, 2, 1, 0)
    assert trace(START, exits(turns)).crossed
    assert shape_problem(ShapeRules(8, 1, 1), turns, crossed=True) == "a shot may not cross itself"
    assert path_problem(START, exits(turns), ShapeRules(8, 1, 1)) == "a shot may not cross itself"
    assert turns not in shapes(ShapeRules(8, 1, 1))


def test_a_path_may_not_pass_through_its_start_side_again():
    # three left curls bring the line round one corner and back through the side it started from
    turns = (2, 2, 2)
    assert trace(START, exits(turns)).crossed
    assert turns not in shapes(ShapeRules(3, 3, 3))


def test_two_segments_in_one_hex_cross_when_their_sides_alternate():
    assert chords_cross(0, 3, 1, 4)
    assert chords_cross(0, 2, 1, 5)
    assert not chords_cross(0, 1, 2, 4)
    assert not chords_cross(0, 3, 4, 5)


def brute_force(rules):
    out = set()
    for turns in product(TURNS, repeat=rules.length):
        if path_problem(START, exits(turns), rules) is None:
            out.add(turns)
    return out


@pytest.mark.parametrize(
    "rules",
    [ShapeRules(n, c, m) for n in range(1, 6) for c, m in ((0, 0), (1, 1), (2, 2), (0, 1)) if c <= n and m <= n],
)
def test_the_enumeration_lists_exactly_the_legal_shapes(rules):
    assert set(shapes(rules)) == brute_force(rules)
    assert len(shapes(rules)) == len(set(shapes(rules)))
    assert has_shape(rules) == bool(shapes(rules))


@pytest.mark.parametrize("rules", [ShapeRules(3, 0, 0), ShapeRules(4, 1, 1), ShapeRules(5, 2, 2), ShapeRules(3, 0, 1)])
def test_drawing_one_segment_at_a_time_offers_exactly_the_legal_continuations(rules):
    legal = brute_force(rules)

    def walk(prefix):
        drawn = exits(prefix) if prefix else []
        offered = legal_next_segments(START, drawn, rules)
        if len(prefix) == rules.length:
            assert offered == []
            assert prefix in legal
            return 1
        expected = {t for t in TURNS if any(p[: len(prefix) + 1] == (*prefix, t) for p in legal)}
        got = set()
        for side in offered:
            (turn,) = trace(START, drawn + [side]).turns[-1:]
            got.add(turn)
        assert got == expected, prefix
        return sum(walk((*prefix, t)) for t in expected)

    # heading 0 only here; the other heading mirrors it through the start side
    first = [s for s in legal_next_segments(START, [], rules) if Hex(1, 0) in s.hexes()]
    assert len(first) == len(next_turns(rules, ()))
    assert walk(()) == len(legal)


def test_the_first_segment_may_enter_either_hex_of_the_start_side():
    offered = legal_next_segments(START, [], ShapeRules(1, 0, 0))
    assert {h for s in offered for h in s.hexes()} >= {Hex(0, 0), Hex(1, 0)}
    assert len(offered) == 6
