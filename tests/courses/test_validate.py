"""Structural course checks per game (game/courses/validate.py)."""

from __future__ import annotations

from game.courses.validate import check_course, errors_in, structural_problems
from game.hexgrid import Hex, Stagger
from game.rules.course import CourseObject, GameKind, ObjectKind, Problem, Severity, Terrain, course_from_rows

ST = Stagger("y", "odd")
LEGEND = {".": Terrain.FAIRWAY, "#": Terrain.DENSE_GRASS, "w": Terrain.WATER, "t": Terrain.TREES, "i": Terrain.ICE, "x": None}
ROWS = [
    "..........",
    "..........",
    "..........",
    "..........",
]


def cell(col: int, row: int) -> Hex:
    return ST.to_axial(col, row)


def obj(oid: int, kind: ObjectKind, *cells: tuple[int, int], edge=None, **props) -> CourseObject:  # type: ignore[no-untyped-def]
    return CourseObject(id=oid, kind=kind, cells=tuple(cell(c, r) for c, r in cells), edge=edge, props=props)


TEE = obj(1, ObjectKind.TEE, (0, 2), (1, 2), (2, 2), (0, 3), (1, 3), (2, 3))
HOLE = obj(2, ObjectKind.HOLE, (8, 1))


def carom(objects, rows=ROWS, **props):  # type: ignore[no-untyped-def]
    return course_from_rows(rows, LEGEND, game=GameKind.CAROM, objects=objects, props=props)


def messages(problems: list[Problem], severity: Severity | None = None) -> list[str]:
    return [p.line_text() for p in problems if severity is None or p.severity == severity]


def has(problems: list[Problem], text: str, severity: Severity = Severity.ERROR) -> bool:
    return any(text in line for line in messages(problems, severity))


# ---------------------------------------------------------------------------- Carom Golf
def test_a_good_carom_course_has_no_problems():
    flat = obj(3, ObjectKind.FLAT_OBSTACLE, (4, 0), (5, 0), shape="bar")
    assert structural_problems(carom([TEE, HOLE, flat], par=3, course=1)) == []


def test_carom_missing_tee_and_hole():
    problems = structural_problems(carom([]))
    assert has(problems, "no tee") and has(problems, "no hole")


def test_carom_two_tees_and_two_holes():
    tee2 = obj(5, ObjectKind.TEE, (3, 0), (4, 0), (5, 0), (3, 1), (4, 1), (5, 1))
    hole2 = obj(6, ObjectKind.HOLE, (9, 3))
    problems = structural_problems(carom([TEE, HOLE, tee2, hole2]))
    assert has(problems, "object 5: the course has 2 tees") and has(problems, "object 6: the course has 2 holes")


def test_carom_tee_must_cover_six_cells():
    small = obj(1, ObjectKind.TEE, (0, 2), (1, 2), (2, 2), (0, 3), (1, 3))
    assert has(structural_problems(carom([small, HOLE])), "the tee covers 5 cells; it must cover exactly 6")


def test_single_cell_pieces_cover_one_cell():
    rock = obj(3, ObjectKind.ROCK, (5, 0), (6, 0))
    assert has(structural_problems(carom([TEE, HOLE, rock])), "a rock stands on one cell, but this one covers 2")


def test_flat_obstacle_size_and_shape():
    long = obj(3, ObjectKind.FLAT_OBSTACLE, (3, 0), (4, 0), (5, 0), (6, 0), (7, 0), shape="bar")
    odd = obj(4, ObjectKind.FLAT_OBSTACLE, (5, 1), shape="zigzag")
    bare = obj(5, ObjectKind.FLAT_OBSTACLE, (5, 3))
    problems = structural_problems(carom([TEE, HOLE, long, odd, bare]))
    assert has(problems, "covers 1 to 4 cells, but this one covers 5")
    assert has(problems, "shape 'zigzag' is not one of bar, round, arc")
    assert has(problems, "object 5: has no 'shape' property", Severity.WARNING)


def test_objects_on_off_course_cells_and_outside_the_map():
    rows = ["x.........", "..........", "..........", ".........."]
    rock = obj(3, ObjectKind.ROCK, (0, 0))
    stray = obj(4, ObjectKind.STUMP, (12, 1))
    problems = structural_problems(carom([TEE, HOLE, rock, stray], rows=rows))
    assert has(problems, "object 3: stands off the course (cell 0,0 has no terrain)")
    assert has(problems, "object 4: lies outside the map (cell 12,1)")


def test_two_pieces_on_one_cell():
    rock = obj(3, ObjectKind.ROCK, (8, 1))
    assert has(structural_problems(carom([TEE, HOLE, rock])), "object 3: shares cell 8,1 with hole object 2")


def test_carom_unreachable_hole_is_a_warning():
    rows = ["....##....", "....##....", "....##....", "....##...."]
    problems = structural_problems(carom([TEE, HOLE], rows=rows))
    assert has(problems, "the hole cannot be reached from the tee", Severity.WARNING)
    assert not errors_in(problems)


def test_carom_hole_reachable_around_water_is_fine():
    rows = ["......w...", "......w...", ".....w....", ".........."]
    assert structural_problems(carom([TEE, HOLE], rows=rows)) == []


def test_carom_map_properties_are_checked():
    problems = structural_problems(carom([TEE, HOLE], par="four", course=0))
    assert has(problems, "property 'par' must be an int") and has(problems, "property 'course' is 0")


def test_foreign_pieces_are_warnings_and_terrain_carom_cannot_play_is_an_error():
    rows = ["t.........", "..........", "..........", ".........."]
    flag = obj(3, ObjectKind.FLAG, (5, 0), hole=1, dice="1")
    problems = structural_problems(carom([TEE, HOLE, flag], rows=rows))
    assert has(problems, "flag objects are not part of Carom Golf", Severity.WARNING)
    assert has(problems, "cell 0,0: trees terrain (1 cell, the first here) has no rule in Carom Golf, which cannot play it", Severity.ERROR)


def test_terrain_of_another_game_is_a_warning_where_the_rules_still_play_it():
    rows = ["i.........", "i.........", "..........", ".........."]
    problems = structural_problems(ec([ec_tee(1, 1, 1, 1), obj(2, ObjectKind.FLAG, (8, 1), hole=1, dice="1")], rows))
    assert has(problems, "cell 0,0: ice terrain (2 cells, the first here) has no rule in Eagle's Creek", Severity.WARNING)
    assert not errors_in(problems)


def test_a_map_without_course_cells():
    course = course_from_rows(["xx", "xx"], LEGEND, game=GameKind.CAROM)
    assert has(structural_problems(course), "no course cells")


# ---------------------------------------------------------------------------- Eagle's Creek
def ec(objects, rows=ROWS):  # type: ignore[no-untyped-def]
    return course_from_rows(rows, LEGEND, game=GameKind.EAGLES_CREEK, objects=objects)


def ec_tee(oid: int, col: int, row: int, hole: int) -> CourseObject:
    h = cell(col, row)
    return CourseObject(id=oid, kind=ObjectKind.TEE, cells=(h,), edge=h.edge(3), props={"hole": hole})


def test_a_good_eagles_creek_sheet():
    objects = [ec_tee(1, 1, 1, 1), obj(2, ObjectKind.FLAG, (8, 1), hole=1, dice="1"), ec_tee(3, 1, 3, 7), obj(4, ObjectKind.FLAG, (8, 3), hole=7, dice="1,2")]
    assert structural_problems(ec(objects)) == []


def test_flags_need_hole_numbers_and_dice():
    objects = [
        obj(2, ObjectKind.FLAG, (8, 1), hole=10, dice="1"),
        obj(3, ObjectKind.FLAG, (8, 2), dice="7"),
        obj(4, ObjectKind.FLAG, (8, 3), hole=2, dice="1,1"),
        obj(5, ObjectKind.FLAG, (7, 3), hole=3),
    ]
    problems = structural_problems(ec(objects))
    assert has(problems, "object 2: property 'hole' is 10; it must be 1..9")
    assert has(problems, "object 3: needs the int property 'hole'")
    assert has(problems, "object 3: dice '7' must be die values 1 to 6")
    assert has(problems, "object 4: dice '1,1' must be")
    assert has(problems, "object 5: needs the string property 'dice'")


def test_tees_and_flags_pair_up_by_hole_number():
    objects = [ec_tee(1, 1, 1, 1), obj(2, ObjectKind.FLAG, (8, 1), hole=2, dice="2"), ec_tee(3, 1, 2, 1)]
    problems = structural_problems(ec(objects))
    assert has(problems, "hole 2 has a flag but no tee") and has(problems, "hole 1 has a tee but no flag") and has(problems, "hole 1 has two tees")


def test_eagles_creek_tee_is_a_point_on_a_side():
    objects = [obj(1, ObjectKind.TEE, (1, 1), hole=1), obj(2, ObjectKind.FLAG, (8, 1), hole=1, dice="1")]
    assert has(structural_problems(ec(objects)), "a point on a hex side")


def test_eagles_creek_unreachable_flag_is_a_warning():
    rows = ["....ww....", "....ww....", "....ww....", "....ww...."]
    objects = [ec_tee(1, 1, 1, 1), obj(2, ObjectKind.FLAG, (8, 1), hole=1, dice="1")]
    problems = structural_problems(ec(objects, rows))
    assert has(problems, "hole 1's flag cannot be reached", Severity.WARNING) and not errors_in(problems)


def test_eagles_creek_without_flags():
    assert has(structural_problems(ec([])), "no flag")


# ---------------------------------------------------------------------------- Roll in One
def rio(objects, rows=ROWS, **props):  # type: ignore[no-untyped-def]
    return course_from_rows(rows, LEGEND, game=GameKind.ROLLINONE, objects=objects, props=props)


def test_roll_in_one_boards():
    tee = obj(1, ObjectKind.TEE, (0, 1))
    green = obj(2, ObjectKind.GREEN, (9, 2))
    assert structural_problems(rio([tee], board="tee")) == []
    assert structural_problems(rio([], board="course")) == []
    assert structural_problems(rio([tee, green], board="hole", par=4)) == []
    assert has(structural_problems(rio([tee])), "map property 'board' is missing")
    assert has(structural_problems(rio([], board="tee")), "a tee board has no tee space")
    assert has(structural_problems(rio([tee], board="course")), "a course board has no tee")
    assert has(structural_problems(rio([green], board="course")), "a course board has no green token")
    assert has(structural_problems(rio([tee], board="hole", par=4)), "a ready-made hole has no green token")
    assert has(structural_problems(rio([tee, green], board="hole")), "needs the int property 'par'")


def test_roll_in_one_green_cut_off_from_the_tee_is_a_warning():
    rows = ["....xx....", "....xx....", "....xx....", "....xx...."]
    problems = structural_problems(rio([obj(1, ObjectKind.TEE, (0, 1)), obj(2, ObjectKind.GREEN, (9, 2))], rows, board="hole", par=3))
    assert has(problems, "the green cannot be reached", Severity.WARNING) and not errors_in(problems)


# ---------------------------------------------------------------------------- engines
def test_engine_problems_are_added_without_duplicates(monkeypatch):
    import types

    from game import catalog

    fake = types.ModuleType("fake_engine")
    mine = Problem(Severity.ERROR, "the course has no tee; place the 6-cell tee rectangle (template carom-tee)")
    fake.validate_course = lambda course: [mine, Problem(Severity.WARNING, "a very long fairway", "cell 1,1")]  # type: ignore[attr-defined]
    monkeypatch.setattr(catalog, "engine", lambda game_id: fake)
    problems = check_course(carom([HOLE]))
    assert sum(1 for p in problems if p.message == mine.message) == 1
    assert has(problems, "cell 1,1: a very long fairway", Severity.WARNING)


def test_an_engine_that_fails_becomes_one_error(monkeypatch):
    import types

    from game import catalog

    fake = types.ModuleType("fake_engine")

    def boom(course):  # type: ignore[no-untyped-def]
        raise KeyError("flags")

    fake.validate_course = boom  # type: ignore[attr-defined]
    monkeypatch.setattr(catalog, "engine", lambda game_id: fake)
    assert has(check_course(carom([TEE, HOLE])), "the Carom Golf rules failed to check this course (KeyError")


def test_a_problem_found_by_both_the_checker_and_the_engine_is_reported_once():
    from game.courses.validate import check_course
    from game.rules.course import GameKind, Terrain, course_from_rows

    course = course_from_rows(["....", "...."], {".": Terrain.FAIRWAY}, game=GameKind.CAROM)
    lines = [p.message for p in check_course(course)]
    assert lines == ["the course has no tee", "the course has no hole"]


def test_the_same_code_on_different_objects_is_still_reported_for_each():
    from game.courses.validate import unique
    from game.rules.course import Problem, Severity

    a = Problem(Severity.ERROR, "no dice", "object 3 'flag'", "flag.dice")
    b = Problem(Severity.ERROR, "no dice", "object 4", "flag.dice")
    again = Problem(Severity.ERROR, "flag has no dice label", "object 3 (flag)", "flag.dice")
    assert unique([a, b, again]) == [a, b]


def test_a_repeat_never_lowers_the_severity():
    """The checker's warning and the engine's error about the same thing: one problem, an error."""
    from game.courses.validate import unique

    warning = Problem(Severity.WARNING, "rough has no rule here", "cell 0,0", "terrain.x")
    error = Problem(Severity.ERROR, "rough cannot be played", "cell 0,0", "terrain.x")
    assert [(p.message, p.severity) for p in unique([warning, error])] == [("rough has no rule here", Severity.ERROR)]


def test_a_problem_of_the_map_and_the_same_one_placed_are_one():
    from game.courses.validate import unique

    placed = Problem(Severity.ERROR, "hole 2 has a flag but no tee", "object 4 'flag'", "hole.tee-missing")
    bare = Problem(Severity.ERROR, "hole 2 has a flag but no tee", "", "hole.tee-missing")
    assert unique([placed, bare]) == [placed]
    assert [p.where for p in unique([bare, placed])] == ["object 4 'flag'"]


def test_the_checker_and_the_carom_rules_word_a_problem_they_both_find_alike():
    """One wording (#31 point 6): wherever the course checker and Carom's own checks find the same thing
    (same code, same place), they say it in the same words, so the game's refusal reads as ``check`` does."""
    from game.rules.carom import validate_course

    tee2 = obj(5, ObjectKind.TEE, (3, 0), (4, 0), (5, 0), (3, 1), (4, 1), (5, 1))
    small_tee = obj(1, ObjectKind.TEE, (0, 2), (1, 2), (2, 2), (0, 3), (1, 3))
    corpus = [
        carom([]),
        carom([TEE, HOLE, tee2, obj(6, ObjectKind.HOLE, (9, 3))]),
        carom([small_tee, HOLE]),
        carom([TEE, HOLE, obj(3, ObjectKind.STUMP, (4, 0), (5, 0))]),
        carom([TEE, HOLE, obj(3, ObjectKind.FLAT_OBSTACLE, *((c, 0) for c in range(2, 7)))]),
        carom([TEE, HOLE, obj(3, ObjectKind.FLAT_OBSTACLE, (4, 0), (5, 0), shape="star")]),
        carom([TEE, HOLE, obj(3, ObjectKind.ROCK, (8, 1))]),
        carom([TEE, HOLE, obj(3, ObjectKind.ROCK, (1, 2))]),
        carom([TEE, HOLE, obj(3, ObjectKind.STUMP, (5, 1))], rows=["..........", ".....x....", "..........", ".........."]),
        carom([TEE, HOLE], rows=["....tt....", "..........", "..........", ".........."]),
        carom([TEE, HOLE, obj(3, ObjectKind.FLAG, (5, 0))]),
        carom([TEE, HOLE], par="three"),
        carom([TEE, HOLE], par=0),
    ]
    shared = 0
    for course in corpus:
        checker = {(p.code, p.where): p.message for p in structural_problems(course)}
        for p in validate_course(course):
            if (p.code, p.where) in checker:
                shared += 1
                assert p.message == checker[(p.code, p.where)], (p.code, p.where)
    assert shared >= 12, "the corpus makes both find many of the same problems"
