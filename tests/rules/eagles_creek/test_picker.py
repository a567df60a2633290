"""Picking a shot by where it ends (issue #26, point 1): the legal lines of a plan that end on a side or hex, best first."""

from __future__ import annotations

import pytest

from game import catalog
from game.hexgrid import Edge
from game.rules.eagles_creek import new_state, sheet_for
from game.rules.eagles_creek.bot import best_shot
from game.rules.eagles_creek.flight import OFF_SHEET, TREE, WATER
from game.rules.eagles_creek.picker import Planner, target_distance
from game.rules.eagles_creek.shape import ShapeRules, first_headings, follow, path_problem, shapes
from tests.rules.eagles_creek.helpers import TEE, cell, sheet


@pytest.fixture(scope="module")
def tee_shot():
    """A wood of 8 segments with 2 curls owed, from hole 1's tee on the shipped sheet."""
    course = catalog.load_course("eagles_creek")
    state, _ = new_state(1, course, 1).apply(("roll", 1, 1, 6))
    plan = next(p for p in state.plans() if p.club == "wood" and p.accuracy == 1 and p.strength == 6)
    return state, plan, Planner.for_plan(state, plan)


def every_line(planner: Planner) -> list[tuple[int, tuple[int, ...], list[Edge]]]:
    out = []
    for _, heading in first_headings(planner.start):
        for turns in shapes(planner.rules):
            out.append((heading, turns, follow(planner.start, heading, turns)[1]))
    return out


def test_lines_to_a_side_end_on_that_side_and_are_legal(tee_shot):
    _, _, planner = tee_shot
    ends = sorted({exits[-1] for _, _, exits in every_line(planner)})
    for target in ends[:: max(1, len(ends) // 40)]:
        lines = planner.lines_to(target)
        assert lines and all(line.exits[-1] == target for line in lines)
        for line in lines:
            assert len(line.exits) == planner.rules.length
            assert path_problem(planner.start, line.exits, planner.rules) is None


def test_lines_to_an_unreached_place_end_as_near_as_any_legal_line(tee_shot):
    _, _, planner = tee_shot
    lines_all = every_line(planner)
    for target in (cell(1, 1), Edge(30, 3, 1), planner.hole.flag, Edge(-4, 20, 2)):
        nearest = min(target_distance(exits[-1], target) for _, _, exits in lines_all)
        got = planner.lines_to(target)
        assert got and all(abs(target_distance(line.exits[-1], target) - nearest) < 1e-9 for line in got)


def test_pointing_at_a_hex_takes_lines_ending_on_any_of_its_sides(tee_shot):
    _, _, planner = tee_shot
    line = planner.best()
    hexes = line.exits[-1].hexes()
    for h in hexes:
        got = planner.lines_to(h, limit=50)
        assert got and all(h in ln.exits[-1].hexes() for ln in got)
        assert any(ln.exits[-1] == line.exits[-1] for ln in got)


def test_lines_come_best_first_by_the_strokes_still_expected(tee_shot):
    _, _, planner = tee_shot
    for target in (planner.hole.flag, planner.best().exits[-1].hexes()[0]):
        got = planner.lines_to(target, limit=20)
        values = [ln.expected for ln in got]
        assert values == sorted(values)


def test_the_best_line_is_the_computer_players_line(tee_shot):
    state, plan, planner = tee_shot
    value, path = best_shot(state, plan)
    best = planner.best()
    assert list(best.exits) == path and best.expected == pytest.approx(value)


def test_a_line_drawn_by_hand_is_only_completed(tee_shot):
    _, _, planner = tee_shot
    prefix = list(planner.best().exits[:3])
    for target in (planner.hole.flag, Edge(20, 2, 0)):
        for line in planner.lines_to(target, prefix, limit=10):
            assert list(line.exits[:3]) == prefix
    assert list(planner.best(prefix).exits[:3]) == prefix


def test_choices_end_in_different_places_best_first(tee_shot):
    _, _, planner = tee_shot
    got = planner.choices(limit=6)
    assert len(got) == 6
    assert len({ln.exits[-1] for ln in got}) == 6
    assert [ln.expected for ln in got] == sorted(ln.expected for ln in got)
    assert got[0].expected == planner.best().expected


def test_the_same_question_gets_the_same_answer(tee_shot):
    state, plan, planner = tee_shot
    again = Planner.for_plan(state, plan)
    assert [ln.exits for ln in again.lines_to(planner.hole.flag)] == [ln.exits for ln in planner.lines_to(planner.hole.flag)]


def corridor_planner(middle: str, club: str = "iron", length: int = 3, curls: int = 0, accuracy: int = 3) -> Planner:
    width = len(middle)
    course = sheet(["r" * width, middle, "r" * width], [(1, "1", TEE, cell(width - 1, 1) if "g" in middle else cell(width - 1, 2))])
    sh = sheet_for(course)
    return Planner(sh, sh.holes[1], TEE, "tee", club, accuracy, ShapeRules(length, curls, curls + (club == "putter")))


STRAIGHT_ON = (0, 0, 1)


def reading_of(planner: Planner, turns=STRAIGHT_ON, heading=0):
    return planner.line(heading, turns).reading


def test_a_line_ending_in_water_reads_its_stroke_and_where_play_goes_on():
    r = reading_of(corridor_planner("rt.ww.......g"))
    assert r.result == WATER and r.penalty == 1


def test_a_line_leaving_the_sheet_reads_its_stroke_and_a_replay_from_here():
    r = reading_of(corridor_planner("rt.........g"), turns=(0, 0, 0), heading=3)
    assert r.result == OFF_SHEET and r.penalty == 1 and r.rest == TEE


def test_a_line_over_a_tree_reads_the_faces_that_clear_it():
    planner = corridor_planner("rt.T........g")
    r = reading_of(planner)
    assert r.trees == (2,)
    assert r.clear_faces == tuple(f for f in range(1, 7) if 2 in planner.sheet.tables.elevated("iron", f))
    assert r.tree_stop is not None


def test_a_putt_into_a_tree_stops_there_with_no_roll():
    planner = corridor_planner("rtgT........g", club="putter", length=3)
    r = reading_of(planner)
    assert r.clear_faces == () and r.result == TREE


def test_a_line_to_the_flag_reads_the_extra_stroke_without_a_six():
    planner = corridor_planner("rt..g", length=3, accuracy=3)
    line = planner.lines_to(planner.hole.flag)[0]
    assert line.reading.on_flag and line.reading.to_flag == 0 and line.reading.flag_extra == 1
    six = corridor_planner("rt..g", length=3, accuracy=6)
    assert six.lines_to(six.hole.flag)[0].reading.flag_extra == 0
