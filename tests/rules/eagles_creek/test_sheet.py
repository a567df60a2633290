"""The course sheet: what a sheet needs for Eagle's Creek, and the shipped nine-hole sheet."""

import importlib.util
import math
import sys
from collections import Counter
from pathlib import Path

import pytest

from game import catalog, paths
from game.courses import load_course
from game.hexgrid import Edge
from game.rules.course import CourseObject, ObjectKind, Severity, Terrain
from game.rules.eagles_creek import validate_course
from tests.rules.eagles_creek.helpers import TEE, cell, nine_holes, sheet

SHIPPED = "eagles_creek/eagles_creek.tmx"
ROWS = ["rrrrrrrrrrr", "rt.....gggg", "rrrrrrrgggg"]


def errors(course):
    return [p.message for p in validate_course(course) if p.severity == Severity.ERROR]


def warnings(course):
    return [p.message for p in validate_course(course) if p.severity == Severity.WARNING]


def with_objects(*objects):
    course = sheet(ROWS, [])
    from dataclasses import replace

    return replace(course, objects=tuple(objects))


def tee(hole=1, edge=TEE, oid=1):
    return CourseObject(oid, ObjectKind.TEE, (edge.owner,), edge=edge, props={"hole": hole})


def flag(hole=1, dice="1", where=None, oid=2):
    return CourseObject(oid, ObjectKind.FLAG, (where or cell(9, 1),), props={"hole": hole, "dice": dice})


def test_a_sheet_with_a_tee_and_a_flag_per_hole_is_fine():
    assert validate_course(nine_holes()) == []


def test_a_sheet_needs_holes():
    assert errors(with_objects()) == ["the sheet has no holes (flag and tee objects with a 'hole' property)"]


def test_every_flag_needs_a_tee_and_every_tee_a_flag():
    assert errors(with_objects(tee())) == ["hole 1 has a tee but no flag"]
    assert errors(with_objects(flag())) == ["hole 1 has a flag but no tee"]


@pytest.mark.parametrize("dice", ["7", "1,1", "1,2,3", "", "one", True])
def test_a_flag_needs_one_or_two_die_values(dice):
    assert any("'dice'" in m for m in errors(with_objects(tee(), flag(dice=dice))))


def test_the_flag_dice_may_be_an_int_property():
    assert errors(with_objects(tee(), flag(dice=4))) == []


def test_a_hole_needs_a_number():
    bad = CourseObject(2, ObjectKind.FLAG, (cell(9, 1),), props={"dice": "1"})
    assert any("'hole'" in m for m in errors(with_objects(tee(), bad)))


def test_two_flags_or_two_tees_for_one_hole_are_errors():
    assert "hole 1 has two flags" in errors(with_objects(tee(), flag(), flag(oid=3)))
    assert "hole 1 has two tees" in errors(with_objects(tee(), tee(oid=3), flag()))


def test_a_tee_must_lie_on_a_hex_side_next_to_dry_land():
    on_a_cell = CourseObject(1, ObjectKind.TEE, (cell(2, 1),), props={"hole": 1})
    assert any("point on a hex side" in m for m in errors(with_objects(on_a_cell, flag())))
    off = Edge.between(cell(20, 5), cell(21, 5))
    assert any("not next to dry land" in m for m in errors(with_objects(tee(edge=off), flag())))


def test_a_tee_may_not_touch_its_flag():
    assert "the tee of hole 1 touches its flag's cell" in errors(with_objects(tee(), flag(where=cell(2, 1))))


def test_a_flag_must_be_on_the_sheet_and_should_be_on_a_green():
    assert "the flag of hole 1 is off the sheet" in errors(with_objects(tee(), flag(where=cell(30, 1))))
    assert "the flag of hole 1 is not on a green cell" in warnings(with_objects(tee(), flag(where=cell(5, 1))))


def test_a_sheet_without_one_kind_of_hole_warns_about_the_variant_it_cannot_play():
    assert any("3-hole game cannot be played" in m for m in warnings(with_objects(tee(), flag())))
    two = with_objects(tee(), flag(dice="1,2"))
    assert any("6-hole game cannot be played" in m for m in warnings(two))


# --- the shipped sheet ---------------------------------------------------------


@pytest.fixture(scope="module")
def shipped():
    return load_course(paths.level(SHIPPED))


def test_the_catalog_plays_the_shipped_sheet_by_default(shipped):
    assert catalog.info("eagles_creek").default_course == SHIPPED
    state = catalog.new_state("eagles_creek", 2, seed=1)
    assert state.sheet.course.name == shipped.name == "Eagle's Creek"
    assert validate_course(shipped) == []


def test_the_shipped_sheet_has_nine_holes_with_the_rulebook_labels(shipped):
    state = catalog.new_state("eagles_creek", 1, seed=1)
    labels = {n: h.dice for n, h in state.sheet.holes.items()}
    assert labels == {1: (1,), 2: (2,), 3: (3,), 4: (4,), 5: (5,), 6: (6,), 7: (1, 2), 8: (3, 4), 9: (5, 6)}


def test_the_shipped_sheet_fits_a_screen(shipped):
    assert shipped.grid.width <= 40 and shipped.grid.height <= 26


def test_the_holes_face_different_directions(shipped):
    state = catalog.new_state("eagles_creek", 1, seed=1)
    sectors = Counter()
    for hole in state.sheet.holes.values():
        a, b = hole.tee.hexes()
        tx, ty = (a.q + b.q) / 2 + (a.r + b.r) / 4, (a.r + b.r) / 2
        fx, fy = hole.flag.q + hole.flag.r / 2, hole.flag.r
        angle = math.degrees(math.atan2(-(fy - ty) * math.sqrt(3) / 2, fx - tx)) % 360
        sectors[round(angle / 60) % 6] += 1
    assert len(sectors) == 6  # all six ways a hex grid points
    assert max(sectors.values()) <= 3


def test_every_hole_has_hazards_between_tee_and_flag(shipped):
    state = catalog.new_state("eagles_creek", 1, seed=1)
    for hole in state.sheet.holes.values():
        tee_cell = hole.tee.owner
        span = tee_cell.distance(hole.flag)
        near = {
            shipped.terrain_at(h)
            for h in shipped.terrain
            if h.distance(tee_cell) + h.distance(hole.flag) <= span + 3
        }
        assert len(near & {Terrain.TREES, Terrain.SAND, Terrain.WATER}) >= 2, hole.number
        assert Terrain.SAND in near, hole.number


def test_the_committed_sheet_is_what_its_script_makes(shipped):
    script = Path(__file__).resolve().parents[3] / "build_scripts" / "make_eagles_creek.py"
    spec = importlib.util.spec_from_file_location("make_eagles_creek", script)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    terrain, placed = module.build()
    assert dict(shipped.terrain) == terrain
    tees = {o.props["hole"]: o.edge for o in shipped.objects_of(ObjectKind.TEE)}
    flags = {o.props["hole"]: o.cell for o in shipped.objects_of(ObjectKind.FLAG)}
    assert tees == {spec.number: edge for _, edge, spec in placed}
    assert flags == {spec.number: f for f, _, spec in placed}


def test_no_tee_shot_on_the_shipped_sheet_can_reach_its_flag(shipped):
    state = catalog.new_state("eagles_creek", 1, seed=1)
    longest = max(state.sheet.tables.distance["wood"])
    for hole in state.sheet.holes.values():
        # segment 1 crosses a hex of the tee side and each later one moves at most one hex on; ending on the
        # flag needs the last segment in a neighbour of the flag hex (or in it): too far for every tee
        assert min(h.distance(hole.flag) for h in hole.tee.hexes()) > longest, hole.number
