"""What a Carom Golf course must have (the rule checks; file checks live with the loader)."""

from dataclasses import replace

from game.rules.carom import validate_course
from game.rules.course import Severity, Terrain
from tests.rules.carom.helpers import H, course, obj

ROWS = ["." * 10] * 4


def errors(c) -> list[str]:
    return [p.message for p in validate_course(c) if p.severity == Severity.ERROR]


def test_a_good_course_has_no_problems():
    c = course(ROWS, obj("flat_obstacle", H(4, 1), H(5, 1), shape="bar"), obj("stump", H(7, 0)), hole=H(8, 2))
    assert validate_course(c) == []


def test_tee_must_cover_exactly_six_hexes():
    c = course(ROWS, obj("tee", H(0, 0), H(1, 0), H(2, 0)), hole=H(8, 2))
    assert any("exactly 6" in m for m in errors(c))


def test_course_needs_one_tee_and_one_hole():
    c = course(ROWS, hole=H(8, 2))
    no_tee = replace(c, objects=tuple(o for o in c.objects if o.kind.value != "tee"))
    assert any("no tee" in m for m in errors(no_tee))
    no_hole = replace(c, objects=tuple(o for o in c.objects if o.kind.value != "hole"))
    assert any("no hole" in m for m in errors(no_hole))
    two_holes = replace(c, objects=c.objects + (obj("hole", H(6, 2)),))
    assert any("2 holes" in m for m in errors(two_holes))


def test_flat_obstacle_covers_one_to_four_hexes_in_a_chain():
    five = obj("flat_obstacle", *(H(q, 1) for q in range(3, 8)))
    assert any("1 to 4" in m for m in errors(course(ROWS, five, hole=H(8, 2))))
    apart = obj("flat_obstacle", H(3, 1), H(6, 1))
    assert any("chain" in m for m in errors(course(ROWS, apart, hole=H(8, 2))))
    for n in (1, 2, 3, 4):
        assert errors(course(ROWS, obj("flat_obstacle", *(H(q, 1) for q in range(3, 3 + n))), hole=H(8, 2))) == []


def test_flat_obstacle_shape_must_match_its_hexes():
    ok = [
        obj("flat_obstacle", H(4, 1), shape="round"),
        obj("flat_obstacle", H(4, 1), H(5, 1), H(6, 1), shape="bar"),
        obj("flat_obstacle", H(4, 1), H(5, 1), H(6, 0), shape="arc"),
    ]
    for o in ok:
        assert errors(course(ROWS, o, hole=H(8, 2))) == []
    bad = [
        obj("flat_obstacle", H(4, 1), H(5, 1), shape="round"),
        obj("flat_obstacle", H(4, 1), H(5, 1), H(6, 0), shape="bar"),
        obj("flat_obstacle", H(4, 1), H(5, 1), H(6, 1), shape="arc"),
        obj("flat_obstacle", H(4, 1), shape="star"),
    ]
    for o in bad:
        assert errors(course(ROWS, o, hole=H(8, 2))), o.props


def test_an_arc_bends_by_sixty_degrees_at_a_time():
    hook = obj("flat_obstacle", H(4, 1), H(5, 1), H(5, 0), shape="arc")  # turns 120° at H(5, 1)
    assert any("60°" in m for m in errors(course(ROWS, hook, hole=H(8, 2))))


def test_single_hex_objects_cover_one_hex():
    for kind in ("hole", "mole_hole", "stump", "rock", "mushroom"):
        c = course(ROWS, obj(kind, H(4, 1), H(5, 1)), hole=H(8, 2))  # (for kind "hole" it is the only hole)
        assert any("stands on one cell" in m for m in errors(c)), kind


def test_objects_stand_on_the_course_and_on_playable_ground():
    c = course(["....w.....", "....g.....", "..........", ".........."], obj("stump", H(4, 0)), obj("rock", H(4, 1)), hole=H(8, 2))
    assert sum("cannot stand" in m for m in errors(c)) == 2
    c = course(ROWS, obj("stump", H(40, 0)), hole=H(8, 2))
    assert any("off the course" in m for m in errors(c))


def test_two_objects_may_not_share_a_hex_and_nothing_stands_on_the_tee():
    c = course(ROWS, obj("stump", H(4, 1)), obj("mushroom", H(4, 1)), hole=H(8, 2))
    assert any("share" in m for m in errors(c))
    c = course(ROWS, obj("rock", H(0, 2)), hole=H(8, 2))
    shared = [p for p in validate_course(c) if p.code == "object.shared-cell"]
    assert shared and all("tee" in p.where + p.message and "rock" in p.where + p.message for p in shared)


def test_tee_hexes_must_be_where_a_ball_can_lie():
    c = course([".........."] * 2 + [".w........"] + [".........."], hole=H(8, 2))  # H(0, 2) is water
    assert any("tee cell is water" in m for m in errors(c))


def test_terrain_of_other_golf_games_is_refused():
    c = course(ROWS, hole=H(8, 2))
    terrain = dict(c.terrain)
    terrain[H(5, 1)] = Terrain.TREES
    assert any("trees terrain (1 cell, the first here) has no rule in Carom Golf" in m for m in errors(replace(c, terrain=terrain)))
    terrain[H(5, 1)] = Terrain.GREEN  # plays as fairway
    assert errors(replace(c, terrain=terrain)) == []


def test_problems_name_the_object_or_cell():
    c = course(ROWS, obj("stump", H(4, 1), H(5, 1)), hole=H(8, 2))
    (p,) = [p for p in validate_course(c) if p.severity == Severity.ERROR]
    assert p.where.startswith("object ")
    c = course(ROWS, obj("stump", H(4, 1)), obj("rock", H(4, 1)), hole=H(8, 2))
    assert any(p.where.startswith("object ") and p.cell == (4, 1) and "cell 4,1" in p.message for p in validate_course(c))
