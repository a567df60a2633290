"""What a drawn line meets: bunkers and rough, water, the edge of the sheet, trees; the flag; the stroke limit.

The sheets are one corridor (row 1) shot along from the tee side between
columns 1 and 2; segment k of a straight run crosses column 1 + k.
"""

from game.rules.eagles_creek.events import (
    BallAtRest,
    BallInWater,
    ElevationRolled,
    HoleFinished,
    LeftSheet,
    SegmentDrawn,
    StoppedShort,
    StrokesAdded,
    TreeStop,
)
from game.rules.eagles_creek.shape import follow
from game.rules.protocol import CHANCE
from tests.rules.eagles_creek.helpers import TEE, cell, draw, game, of, plan, rolled, sheet, shot, side, with_ball

IRON3 = (0, 0, 1)
"""Three segments east along row 1, bending left in the third (crossing columns 2, 3, 4)."""
WOOD6 = (0, 0, 0, 0, 0, 1)
"""Six segments east along row 1 (columns 2 to 7)."""


def corridor(middle: str, flag=None, **options):
    """A one-hole game on rows of rough around ``middle``; the flag is the last green unless given."""
    width = len(middle)
    if flag is None and "g" not in middle:
        flag = cell(width - 1, 2)  # far out in the rough: these lines never reach it
    course = sheet(["r" * width, middle, "r" * width], [(1, "1", TEE, flag)])
    return game(course, **options)


def iron3(middle, accuracy=3, **kw):
    """An iron of three segments (strength 1) from the tee along ``middle``."""
    state = rolled(corridor(middle, **kw), 1, accuracy, 1)
    return shot(state, 1, accuracy, 1, "iron", IRON3)


def exits_of(turns, start=TEE, heading=0):
    return follow(start, heading, turns)[1]


def test_a_clean_line_ends_on_the_side_its_last_segment_leaves_by():
    state, events = iron3("rt..........g")
    end = exits_of(IRON3)[-1]
    assert state.card(0, 1).ball == end
    assert of(events, BallAtRest) == [BallAtRest(0, 1, end, "rough", False)]  # its bend ends by row 0's rough
    assert of(events, StrokesAdded) == [StrokesAdded(0, 1, 1, 1, "shot")]


def test_the_last_segment_stops_at_the_start_of_a_bunker_hex():
    state, events = iron3("rt..s.......g")
    stop = side((3, 1), (4, 1))
    assert state.card(0, 1).ball == stop
    assert of(events, StoppedShort) == [StoppedShort(0, 1, cell(4, 1), stop, "sand")]
    assert state.lie_of(0, 1) == "bunker"
    assert state.shots[0][-1].flown == 2


def test_the_last_segment_stops_at_the_start_of_a_rough_hex():
    state, events = iron3("rt..r.......g")
    assert state.card(0, 1).ball == side((3, 1), (4, 1))
    assert of(events, StoppedShort)[0].terrain == "rough"


def test_only_the_last_segment_is_stopped_by_a_bunker():
    state, events = iron3("rt.s........g")
    assert state.card(0, 1).ball == exits_of(IRON3)[-1]
    assert of(events, StoppedShort) == []


def test_a_one_segment_shot_into_a_bunker_stays_where_it_was():
    state = rolled(corridor("rts.........g"), 1, 3, 1)
    state, events = shot(state, 1, 3, 1, "wedge", (0,))
    assert state.card(0, 1).ball == TEE
    assert state.card(0, 1).strokes == 1


def test_ending_in_water_loses_the_ball_adds_a_stroke_and_drops_it_before_the_water():
    state, events = iron3("rt..w.......g")
    drop = side((3, 1), (4, 1))
    assert of(events, BallInWater) == [BallInWater(0, 1, cell(4, 1), drop)]
    assert of(events, StrokesAdded) == [StrokesAdded(0, 1, 1, 1, "shot"), StrokesAdded(0, 1, 1, 2, "water")]
    assert state.card(0, 1).ball == drop
    assert state.lie_of(0, 1) == "fairway"


def test_the_drop_goes_before_the_whole_last_stretch_of_water():
    state, events = iron3("rt.ww.......g")
    assert of(events, BallInWater)[0].drop == side((2, 1), (3, 1))


def test_a_line_entirely_in_water_drops_the_ball_back_on_its_start():
    state, events = iron3("rtwww.......g")
    assert of(events, BallInWater)[0].drop == TEE
    assert state.lie_of(0, 1) == "tee"


def test_water_crossed_in_the_air_is_harmless():
    state, events = iron3("rt.w........g")
    assert of(events, BallInWater) == []
    assert state.card(0, 1).strokes == 1


def test_leaving_the_sheet_adds_a_stroke_and_the_shot_is_taken_again_from_the_same_side():
    state = rolled(corridor("rt.."), 1, 3, 1)  # the sheet ends after column 3 in row 1
    state, _ = plan(state, 1, 3, 1, "iron")
    start_cards = state.cards
    state, events = draw(state, 0, IRON3)
    assert of(events, LeftSheet) == [LeftSheet(0, 1, 3, cell(4, 1), TEE)]
    assert of(events, StrokesAdded)[-1] == StrokesAdded(0, 1, 1, 2, "off_sheet")
    assert state.card(0, 1).ball == TEE and state.lie_of(0, 1) == "tee"
    assert start_cards[0][0].strokes == 0
    assert of(events, SegmentDrawn)[-1].on_sheet is False
    assert state.shots[0][-1].flown == 0  # the line is erased


def test_the_drawing_ends_as_soon_as_the_line_leaves_the_sheet():
    state = rolled(corridor("rt.."), 1, 3, 6)
    state, _ = plan(state, 1, 3, 6, "wood")
    assert state.shape_rules.length == 8
    start = state.shot_start
    for n, edge in enumerate(follow(start, 0, (0, 0, 0, 0, 0, 0, 0, 1))[1], 1):
        assert state.phase == "draw"
        state, _ = state.apply(("draw", *edge))
        if n == 3:
            break
    assert state.phase == "roll"


def test_a_low_segment_through_a_tree_stops_on_the_far_side_of_the_tree():
    state = rolled(corridor("rt....T......g"), 1, 3, 1)
    state, _ = plan(state, 1, 3, 1, "wood")
    state, events = draw(state, 0, WOOD6)
    assert state.current_player == CHANCE  # the line crosses a tree: the fourth die decides
    assert [a for a, _ in state.chance_outcomes()] == [("elevation", f) for f in range(1, 7)]
    state, events = state.apply(("elevation", 1))  # a wood flies high in segments 3 and 4 only
    far_side = side((6, 1), (7, 1))
    assert events[:2] == [ElevationRolled(0, 1, 1, (3, 4), (5,)), TreeStop(0, 1, 5, cell(6, 1), far_side)]
    assert state.card(0, 1).ball == far_side
    assert state.shots[0][-1].flown == 5


def test_an_elevated_segment_clears_the_tree():
    state = rolled(corridor("rt....T......g"), 1, 3, 1)
    state, _ = plan(state, 1, 3, 1, "wood")
    state, events = draw(state, 0, WOOD6, elevation=4)  # segments 3, 4 and 5 fly high
    assert of(events, TreeStop) == []
    assert state.card(0, 1).ball == exits_of(WOOD6)[-1]


def test_the_elevation_die_is_rolled_only_when_the_line_crosses_a_tree():
    state = rolled(corridor("rt...........g"), 1, 3, 1)
    state, _ = plan(state, 1, 3, 1, "wood")
    state, events = draw(state, 0, WOOD6)
    assert of(events, ElevationRolled) == []
    assert state.phase == "roll"


def test_a_putt_cannot_rise_so_a_tree_stops_it_without_a_roll():
    state = rolled(corridor("rt.gggTggggggg", flag=cell(12, 1)), 1, 3, 6)
    state = with_ball(state, 0, 1, side((3, 1), (4, 1)))
    state, events = shot(state, 1, 3, 6, "putter", (0, 0, 1))
    assert of(events, ElevationRolled) == []
    far_side = exits_of((0, 0, 1), start=side((3, 1), (4, 1)))[-1]  # where the bent third segment leaves the tree hex
    assert of(events, TreeStop) == [TreeStop(0, 1, 3, cell(6, 1), far_side)]


def test_a_tree_stop_comes_before_leaving_the_sheet():
    state = rolled(corridor("rtT.."), 1, 3, 1)
    state, _ = plan(state, 1, 3, 1, "wood")
    state, events = draw(state, 0, WOOD6, elevation=6)  # segment 1 is never high with a wood
    assert of(events, TreeStop)[0].index == 1
    assert of(events, LeftSheet) == []


def test_a_putt_that_ends_on_a_side_of_the_flag_hex_holes_out():
    state = rolled(corridor("rt....gggggggr", flag=cell(9, 1)), 1, 3, 3)
    state = with_ball(state, 0, 1, side((7, 1), (8, 1)))
    state, events = shot(state, 1, 3, 3, "putter", (0,), length=1)
    assert of(events, HoleFinished) == [HoleFinished(0, 1, 2, False)]
    assert of(events, BallAtRest)[0].on_flag


def test_a_putt_may_be_one_segment_short():
    state = rolled(corridor("rt....gggggggr", flag=cell(9, 1)), 1, 3, 3)
    state = with_ball(state, 0, 1, side((6, 1), (7, 1)))
    lengths = sorted(a[5] for a in state.legal_actions() if a[4] == "putter" and a[3] == 3)
    assert lengths == [1, 2]
    irons = sorted(a[5] for a in state.legal_actions() if a[4] == "iron" and a[3] == 3)
    assert irons == [4]


def test_a_putt_of_one_segment_cannot_be_shortened():
    state = rolled(corridor("rt....gggggggr", flag=cell(9, 1)), 1, 3, 1)
    state = with_ball(state, 0, 1, side((6, 1), (7, 1)))
    assert sorted(a[5] for a in state.legal_actions() if a[4] == "putter" and a[3] == 1) == [1]


def test_a_wood_iron_or_wedge_shot_ending_on_the_flag_holes_out_at_once_with_accuracy_six():
    state, events = iron3("rt.gggr", accuracy=6, flag=cell(4, 1))
    assert of(events, HoleFinished) == [HoleFinished(0, 1, 1, False)]
    assert [e.reason for e in of(events, StrokesAdded)] == ["shot"]


def test_otherwise_a_shot_ending_on_the_flag_finishes_the_hole_with_one_more_stroke():
    state, events = iron3("rt.gggr", accuracy=5, flag=cell(4, 1))
    assert of(events, StrokesAdded) == [StrokesAdded(0, 1, 1, 1, "shot"), StrokesAdded(0, 1, 1, 2, "flag")]
    assert of(events, HoleFinished) == [HoleFinished(0, 1, 2, False)]


def test_a_line_that_only_passes_the_flag_does_not_finish():
    state, events = iron3("rt.g.........g", accuracy=6, flag=cell(3, 1))
    assert of(events, HoleFinished) == []


def test_a_ball_stopped_short_by_rough_on_a_side_of_the_flag_hex_holes_out():
    # the line crosses the flag hex and its last segment would cross rough: it stops on the flag's side
    state, events = iron3("rt.gr", accuracy=6, flag=cell(3, 1))
    assert of(events, StoppedShort) and of(events, HoleFinished) == [HoleFinished(0, 1, 1, False)]


def test_a_ball_dropped_beside_the_flag_after_water_has_not_holed_out():
    state, events = iron3("rt.gw", accuracy=6, flag=cell(3, 1))
    assert of(events, BallInWater)[0].drop == side((3, 1), (4, 1))
    assert of(events, HoleFinished) == []
    assert state.card(0, 1).strokes == 2


def test_a_hole_is_picked_up_at_the_stroke_limit():
    state = with_ball(rolled(corridor("rt...........g", max_strokes=5), 1, 3, 1), 0, 1, TEE, strokes=4)
    state, events = shot(state, 1, 3, 1, "iron", IRON3)
    assert of(events, HoleFinished) == [HoleFinished(0, 1, 5, True)]
    assert state.card(0, 1).picked_up and state.scores() == [5.0]


def test_penalties_never_take_a_hole_past_the_stroke_limit():
    state = with_ball(rolled(corridor("rt..w........g", max_strokes=5), 1, 3, 1), 0, 1, TEE, strokes=4)
    state, events = shot(state, 1, 3, 1, "iron", IRON3)
    assert of(events, HoleFinished) == [HoleFinished(0, 1, 5, True)]


def test_with_no_stroke_limit_a_hole_goes_on():
    state = with_ball(rolled(corridor("rt...........g", max_strokes=0), 1, 3, 1), 0, 1, TEE, strokes=30)
    state, events = shot(state, 1, 3, 1, "iron", IRON3)
    assert of(events, HoleFinished) == [] and state.card(0, 1).strokes == 31


def test_events_tell_the_whole_shot_in_order():
    state = rolled(corridor("rt....T......g"), 1, 3, 1)
    state, planned = plan(state, 1, 3, 1, "wood")
    state, events = draw(state, 0, WOOD6, elevation=1)
    kinds = [e.kind for e in planned + events]
    assert kinds == ["ShotPlanned"] + ["SegmentDrawn"] * 6 + ["ElevationRolled", "TreeStop", "StrokesAdded", "BallAtRest"]
    segments = of(events, SegmentDrawn)
    assert [s.index for s in segments] == [1, 2, 3, 4, 5, 6]
    assert segments[0].entry == TEE and all(a.exit == b.entry for a, b in zip(segments, segments[1:]))
    assert [s.shape for s in segments] == ["straight"] * 5 + ["bend"]
    assert segments[3].cell == cell(5, 1)
