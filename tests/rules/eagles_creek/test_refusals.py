"""Every refusal names its rule (issue #26, point 3): segments, holes, dice on Hole, clubs."""

from __future__ import annotations

import pytest

from game.hexgrid import Edge
from game.rules.eagles_creek.refusals import club_refusal, die_refusal, hole_refusal, segment_refusal
from game.rules.eagles_creek.shape import ShapeRules, extend_trace, first_headings, follow, legal_next_segments, shapes, trace
from tests.rules.eagles_creek.helpers import game, nine_holes, rolled, with_done

START = Edge(0, 0, 0)
EAST = first_headings(START)[0][1]


def exits(*turns: int) -> list[Edge]:
    """The exit sides of a line with these turns from START."""
    return follow(START, EAST, turns)[1]


def side_for(rules: ShapeRules, drawn: list[Edge], turn: int) -> Edge:
    """The side the next segment would leave by with ``turn``."""
    path = trace(START, drawn)
    heading = path.heading if drawn else EAST
    cell = path.cells[-1].neighbor(heading) if drawn else first_headings(START)[0][0]
    return cell.edge((heading + turn) % 6)


def test_an_offered_side_is_not_refused():
    rules = ShapeRules(4, 1, 1)
    drawn = exits(0)
    for edge in legal_next_segments(START, drawn, rules):
        assert segment_refusal(START, drawn, rules, edge) == ""


def test_every_side_not_offered_gets_a_reason():
    rules = ShapeRules(5, 1, 1)
    for shape in shapes(rules)[::37]:
        for k in range(len(shape)):
            drawn = exits(*shape[:k])
            offered = legal_next_segments(START, drawn, rules)
            cell = trace(START, drawn).cells[-1].neighbor(trace(START, drawn).heading) if drawn else first_headings(START)[0][0]
            for edge in cell.edges():
                why = segment_refusal(START, drawn, rules, edge)
                assert (why == "") == (edge in offered), (shape[:k], edge, why)


def test_a_segment_crosses_one_hex_from_where_the_line_ends():
    rules = ShapeRules(3, 0, 0)
    far = Edge(5, 5, 0)
    assert "crosses one hex" in segment_refusal(START, [], rules, far)
    assert "next hex" in segment_refusal(START, exits(0), rules, far)


def test_a_segment_does_not_leave_by_the_side_it_came_in():
    rules = ShapeRules(3, 0, 0)
    drawn = exits(0)
    assert "another side than the one it came in" in segment_refusal(START, drawn, rules, drawn[-1])
    assert "another side than the one the ball lies on" in segment_refusal(START, [], rules, START)


def test_a_line_may_not_cross_itself_is_the_reason_given():
    rules = ShapeRules(6, 2, 2)
    seen = 0
    for shape in shapes(rules)[::11]:
        for k in range(1, len(shape)):
            drawn = exits(*shape[:k])
            path = trace(START, drawn)
            cell = path.cells[-1].neighbor(path.heading)
            for edge in cell.edges():
                if edge == drawn[-1]:
                    continue
                if edge in (START, *drawn) or extend_trace(START, drawn, path, edge).crossed:
                    assert segment_refusal(START, drawn, rules, edge) == "A line may not cross itself."
                    seen += 1
    assert seen > 10


def test_no_curl_when_the_accuracy_die_asks_for_none():
    rules = ShapeRules(3, 0, 0)
    assert segment_refusal(START, [], rules, side_for(rules, [], 2)) == "No curl here: the accuracy die asks for none from this lie."


def test_exactly_the_curls_the_accuracy_die_asks_for():
    rules = ShapeRules(4, 1, 1)
    drawn = exits(2)
    assert "exactly 1 curl" in segment_refusal(START, drawn, rules, side_for(rules, drawn, -2))


def test_a_putt_carries_at_most_one_curl_more():
    rules = ShapeRules(3, 0, 1)
    drawn = exits(2)
    assert segment_refusal(START, drawn, rules, side_for(rules, drawn, -2)).startswith("A putt may carry one curl more")


def test_a_line_bends_at_most_twice():
    rules = ShapeRules(5, 0, 0)
    drawn = exits(1, 0, 1)
    assert segment_refusal(START, drawn, rules, side_for(rules, drawn, 1)) == "A line bends at most 2 times."


def test_both_bends_turn_the_same_way():
    rules = ShapeRules(4, 0, 0)
    drawn = exits(1)
    assert segment_refusal(START, drawn, rules, side_for(rules, drawn, -1)) == "Both bends must turn the same way (no S)."


def test_a_curl_still_owed_is_named():
    rules = ShapeRules(3, 2, 2)
    drawn = exits(0)
    assert segment_refusal(START, drawn, rules, side_for(rules, drawn, 0)) == "2 curls still owed and only 2 segments left: this segment must curl."


def test_a_bend_still_owed_is_named():
    rules = ShapeRules(3, 0, 0)
    drawn = exits(0, 0)
    assert segment_refusal(START, drawn, rules, side_for(rules, drawn, 0)).startswith("A bend is still owed")


def test_a_finished_line_takes_no_more_segments():
    rules = ShapeRules(1, 0, 0)
    drawn = exits(0)
    assert "finished" in segment_refusal(START, drawn, rules, side_for(rules, drawn, 0))


@pytest.fixture
def nine():
    return game(nine_holes())


def test_a_two_dice_hole_is_locked_until_a_one_die_hole_on_its_label_is_done(nine):
    state = rolled(nine, 1, 3, 4)
    assert hole_refusal(state, 0, 7) == "Hole 7 opens once hole 1 or 2 is done."
    opened = with_done(state, 0, 2)
    assert hole_refusal(opened, 0, 7) == ""


def test_a_finished_hole_cannot_be_chosen_again(nine):
    state = with_done(rolled(nine, 1, 3, 4), 0, 3, strokes=4)
    assert hole_refusal(state, 0, 3) == "Hole 3 is finished (4 strokes)."


def test_a_hole_needs_a_die_showing_its_label(nine):
    state = rolled(nine, 1, 3, 4)
    assert hole_refusal(state, 0, 6) == "Hole 6 is chosen with a 6, and no die of this roll shows one."
    assert hole_refusal(state, 0, 9) == "Hole 9 opens once hole 5 or 6 is done."


def test_any_hole_when_none_is_eligible_is_not_refused(nine):
    state = with_done(rolled(nine, 1, 1, 1), 0, 1, 7)
    assert state.free_choice(0)
    assert hole_refusal(state, 0, 9) == ""
    assert die_refusal(state, 0, 1) == ""


def test_a_die_on_hole_says_why_it_chooses_nothing(nine):
    state = with_done(rolled(nine, 1, 3, 4), 0, 1)
    assert die_refusal(state, 0, 1) == ""  # hole 7 is open now
    state = with_done(rolled(nine, 1, 3, 4), 0, 3, 8)
    assert die_refusal(state, 0, 3) == "A 3 chooses no hole now: hole 3 is finished and hole 8 is finished."


def test_a_hole_of_another_game_length_is_named(nine):
    state = rolled(game(nine_holes(), variant=6), 1, 3, 4)
    assert hole_refusal(state, 0, 7) == "Hole 7 is not played in the 6-hole game (only the holes with one die on their label)."


def test_clubs_say_where_they_are_played():
    assert club_refusal("rough", "wood") == "Woods are played only from the tee or the fairway, and the ball lies in the rough."
    assert club_refusal("fairway", "putter") == "The putter is played only on the green, and the ball lies on the fairway."
    assert club_refusal("green", "putter") == ""
    assert club_refusal("bunker", "iron") == ""
