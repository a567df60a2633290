"""The Roll in One checks of board and hole maps."""

from dataclasses import replace

import pytest

from game.hexgrid import Hex
from game.rules.course import CourseObject, ObjectKind, Severity, Terrain
from game.rules.rollinone import new_state, validate_course
from game.rules.rollinone.designs import design_maps

from .helpers import hole, strip

MAPS = {m.name: m for m in design_maps()}


def errors(course):
    return [p.message for p in validate_course(course) if p.severity == Severity.ERROR]


def test_every_shipped_design_passes():
    for m in MAPS.values():
        assert errors(m) == [], m.name


def test_a_map_needs_the_board_property():
    bad = replace(MAPS["Pond"], props={})
    assert "board" in errors(bad)[0]


def test_a_board_must_be_the_nineteen_space_hexagon():
    board = MAPS["Pond"]
    cut = dict(board.terrain)
    cut.pop(next(iter(sorted(cut))))
    assert "19-space hexagon" in errors(replace(board, terrain=cut))[0]


def test_only_roll_in_one_terrain_is_allowed():
    board = MAPS["Pond"]
    iced = {**board.terrain, next(iter(board.terrain)): Terrain.ICE}
    assert "not used in Roll in One" in errors(replace(board, terrain=iced))[0]


def test_the_tee_board_needs_one_tee_on_a_dry_space():
    tee = MAPS["Tee Box"]
    assert "exactly one tee" in errors(replace(tee, objects=()))[0]
    wet = {**tee.terrain, tee.objects[0].cell: Terrain.WATER}
    assert "in water" in errors(replace(tee, terrain=wet))[0]


def test_course_boards_have_no_tee_or_green():
    board = MAPS["Pond"]
    cell = next(iter(board.terrain))
    assert "only the tee board" in errors(replace(board, objects=(CourseObject(1, ObjectKind.TEE, (cell,)),)))[0]
    assert "no green" in errors(replace(board, objects=(CourseObject(1, ObjectKind.GREEN, (cell,)),)))[0]


def test_a_ready_made_hole_needs_a_green_and_a_par():
    good = hole(strip("RRRR"), green=Hex(3, 0))
    assert errors(good) == []
    assert "par" in errors(replace(good, props={"board": "hole"}))[0]
    assert "green object" in errors(replace(good, objects=good.objects[:1]))[0]
    assert "in water" in errors(hole(strip("RRRW"), green=Hex(3, 0)))[0]
    assert "on the tee" in errors(hole(strip("RRRR"), green=Hex(0, 0)))[0]


def test_new_state_refuses_bad_boards_in_one_line():
    with pytest.raises(ValueError, match="board"):
        new_state(2, (replace(MAPS["Pond"], props={}),), 1)
    with pytest.raises(ValueError, match="tee board"):
        new_state(2, (MAPS["Pond"], MAPS["Creek"]), 1)
    with pytest.raises(ValueError, match="course boards"):
        new_state(2, (MAPS["Tee Box"], MAPS["Creek"]), 1)
