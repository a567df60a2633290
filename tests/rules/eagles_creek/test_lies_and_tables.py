"""Where the ball lies, which clubs it allows, and the three tables cell by cell."""

import pytest

from game.rules.course import Severity
from game.rules.eagles_creek import validate_course
from game.rules.eagles_creek.shape import ShapeRules
from game.rules.eagles_creek.state import PlanAction
from game.rules.eagles_creek.tables import DEFAULT_TABLES, tables_from_props
from tests.rules.eagles_creek.helpers import TEE, cell, game, plan, rolled, sheet, side, with_ball

LIES = [
    "rrrrrrrrrrrr",
    "rt.gg.rsTw.",
    "rrrrrrrrrrr",
]
"""Row 1: tee, fairway, green, green, fairway, rough, sand, trees, water, fairway; the sheet ends at column 11."""

# the rulebook's tables (first copy, under "Shot Strength (and height)"); NA is 0 / no segment
RULEBOOK_DISTANCE = {
    "wood": (6, 6, 7, 7, 7, 8),
    "iron": (3, 3, 4, 4, 4, 5),
    "wedge": (1, 1, 2, 2, 2, 3),
    "putter": (1, 1, 2, 2, 2, 3),
}
RULEBOOK_ELEVATION = {  # columns 1, 2-5, 6
    "wood": ({3, 4}, {3, 4, 5}, {3, 4, 5}),
    "iron": ({2}, {2, 3}, {2, 3, 4}),
    "wedge": ({1}, {2}, {1, 2}),
    "putter": (set(), set(), set()),
}
RULEBOOK_DEVIATION = {
    "tee": (2, 1, 0, 0, 0, 0),
    "fairway": (2, 1, 1, 0, 0, 0),
    "rough": (2, 2, 1, 1, 0, 0),
    "bunker": (2, 1, 1, 1, 1, 0),
}


def lie_on(a, b):
    state = game(sheet(LIES, [(1, "1", TEE, cell(3, 1))]))
    return state.sheet.lie(side(a, b), state.hole(1))


def test_the_first_shot_of_a_hole_is_played_from_the_tee():
    state = game(sheet(LIES, [(1, "1", TEE, cell(3, 1))]))
    assert state.lie_of(0, 1) == "tee"  # though the tee line borders the fairway


@pytest.mark.parametrize(
    ("a", "b", "lie"),
    [
        ((3, 1), (4, 1), "green"),
        ((2, 1), (3, 1), "fairway"),  # green | fairway
        ((5, 1), (6, 1), "rough"),  # fairway | rough
        ((6, 1), (7, 1), "bunker"),  # rough | bunker
        ((7, 1), (8, 1), "bunker"),  # bunker | trees
        ((1, 1), (1, 0), "rough"),  # tee | rough
        ((1, 1), (2, 1), "tee"),  # the tee line itself
    ],
)
def test_a_ball_on_a_line_between_two_lies_takes_the_harder_one(a, b, lie):
    assert lie_on(a, b) == lie


def test_a_ball_just_past_a_tree_plays_as_from_the_rough():
    assert lie_on((8, 1), (8, 2)) == "rough"  # trees | rough
    course = sheet(["rrrrrr", "rt.T.g", "rrrrrr"], [(1, "1", TEE, cell(5, 1))])
    state = game(course)
    assert state.sheet.lie(side((3, 1), (4, 1)), state.hole(1)) == "rough"


def test_water_and_the_edge_of_the_sheet_leave_the_lie_to_the_dry_side():
    assert lie_on((9, 1), (10, 1)) == "fairway"  # water | fairway
    assert lie_on((10, 1), (11, 1)) == "fairway"  # fairway | off the sheet


def clubs_from(ball):
    state = game(sheet(LIES, [(1, "1", TEE, cell(3, 1))]))
    state = with_ball(rolled(state, 1, 3, 4), 0, 1, ball)
    return sorted({PlanAction(*a).club for a in state.legal_actions()})


def test_woods_may_be_played_only_from_the_tee_and_the_fairway():
    assert "wood" in clubs_from(TEE)
    assert "wood" in clubs_from(side((4, 1), (5, 1)))  # green | fairway: fairway
    assert "wood" not in clubs_from(side((5, 1), (6, 1)))  # rough
    assert "wood" not in clubs_from(side((6, 1), (7, 1)))  # bunker
    assert "wood" not in clubs_from(side((3, 1), (4, 1)))  # green


def test_the_putter_may_be_used_only_on_the_green():
    assert clubs_from(side((3, 1), (4, 1))) == ["iron", "putter", "wedge"]
    assert "putter" not in clubs_from(side((2, 1), (3, 1)))  # green | fairway counts as fairway
    assert "putter" not in clubs_from(TEE)


@pytest.mark.parametrize("club", ["wood", "iron", "wedge", "putter"])
@pytest.mark.parametrize("face", range(1, 7))
def test_the_distance_table_cell_by_cell(club, face):
    assert DEFAULT_TABLES.distance[club][face - 1] == RULEBOOK_DISTANCE[club][face - 1]
    # and the engine asks for that many segments: from the tee, or from the green for the putter
    ball = side((3, 1), (4, 1)) if club == "putter" else TEE
    others = [d for d in (1, 2, 3, 4, 5, 6) if d != face][:1]
    state = with_ball(rolled(game(sheet(LIES, [(1, str(others[0]), TEE, cell(3, 1))])), face, others[0], 6), 0, 1, ball)
    lengths = {PlanAction(*a).length for a in state.legal_actions() if PlanAction(*a).club == club and PlanAction(*a).strength == face}
    assert max(lengths) == RULEBOOK_DISTANCE[club][face - 1]


@pytest.mark.parametrize("club", ["wood", "iron", "wedge", "putter"])
@pytest.mark.parametrize("face", range(1, 7))
def test_the_elevation_table_cell_by_cell(club, face):
    column = 0 if face == 1 else 2 if face == 6 else 1
    assert DEFAULT_TABLES.elevated(club, face) == RULEBOOK_ELEVATION[club][column]


@pytest.mark.parametrize("row", ["tee", "fairway", "rough", "bunker"])
@pytest.mark.parametrize("face", range(1, 7))
def test_the_deviation_table_cell_by_cell(row, face):
    assert DEFAULT_TABLES.deviation[row][face - 1] == RULEBOOK_DEVIATION[row][face - 1]
    ball = {"tee": TEE, "fairway": side((4, 1), (5, 1)), "rough": side((5, 1), (6, 1)), "bunker": side((6, 1), (7, 1))}[row]
    hole_die = 1 if face != 1 else 2
    state = with_ball(rolled(game(sheet(LIES, [(1, str(hole_die), TEE, cell(3, 1))])), hole_die, face, 6), 0, 1, ball)
    state, _ = plan(state, 1, accuracy=face, strength=6, club="iron")
    curls = RULEBOOK_DEVIATION[row][face - 1]
    assert state.shape_rules == ShapeRules(5, curls, curls)


def test_a_wood_from_the_fairway_goes_one_segment_shorter():
    course = sheet(LIES, [(1, "1", TEE, cell(3, 1))])
    tee = rolled(game(course), 1, 3, 6)
    fairway = with_ball(tee, 0, 1, side((4, 1), (5, 1)))
    assert plan(tee, 1, 3, 6, "wood")[0].shape_rules.length == 8
    assert plan(fairway, 1, 3, 6, "wood")[0].shape_rules.length == 7
    assert plan(fairway, 1, 3, 6, "iron")[0].shape_rules.length == 5  # only woods


def test_a_green_has_no_deviation_row_so_chips_from_it_deviate_as_from_the_fairway():
    state = with_ball(rolled(game(sheet(LIES, [(1, "3", TEE, cell(3, 1))])), 3, 1, 6), 0, 1, side((3, 1), (4, 1)))
    assert plan(state, 1, accuracy=1, strength=6, club="iron")[0].shape_rules == ShapeRules(5, 2, 2)
    putt = plan(state, 1, accuracy=1, strength=6, club="putter")[0]
    assert putt.shape_rules == ShapeRules(3, 0, 1)  # putts take no forced curl, one by choice


def test_curls_never_outnumber_the_segments():
    state = with_ball(rolled(game(sheet(LIES, [(1, "3", TEE, cell(3, 1))])), 3, 1, 1), 0, 1, side((5, 1), (6, 1)))
    assert plan(state, 1, accuracy=1, strength=1, club="wedge")[0].shape_rules == ShapeRules(1, 1, 1)


def test_a_course_may_bring_its_own_tables():
    props = {
        "distance_wood": "5,5,6,6,6,7",
        "elevation_iron": "1,12,12,12,12,123",
        "deviation_tee": "NA,NA,NA,NA,NA,1",
        "wood_from_fairway": 2,
    }
    tables, problems = tables_from_props(props)
    assert problems == []
    assert tables.distance["wood"] == (5, 5, 6, 6, 6, 7)
    assert tables.distance["iron"] == RULEBOOK_DISTANCE["iron"]
    assert tables.elevated("iron", 6) == {1, 2, 3}
    assert tables.deviation["tee"] == (0, 0, 0, 0, 0, 1)
    assert tables.shot_length("wood", 1, "fairway") == 3
    state = rolled(game(sheet(LIES, [(1, "1", TEE, cell(3, 1))], props=props)), 1, 6, 6)
    assert plan(state, 1, 6, 6, "wood")[0].shape_rules == ShapeRules(7, 1, 1)


@pytest.mark.parametrize(
    ("props", "fragment"),
    [
        ({"distance_iron": "3,3,4,4,4"}, "six comma-separated"),
        ({"distance_iron": "3,3,4,4,4,x"}, "not a whole number"),
        ({"distance_wedge": "0,1,1,1,1,1"}, "outside 1 to 15"),
        ({"elevation_wood": "34,345,345,345,345,3a"}, "segment digits"),
        ({"deviation_rough": "2,2,1,1,0,9"}, "outside 0 to 3"),
        ({"wood_from_fairway": "lots"}, "wood_from_fairway"),
    ],
)
def test_unreadable_tables_are_course_errors(props, fragment):
    problems = validate_course(sheet(LIES, [(1, "1", TEE, cell(3, 1))], props=props))
    assert [p for p in problems if p.severity == Severity.ERROR and fragment in p.message]
