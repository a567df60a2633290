"""The six shipped Carom Golf courses."""

import importlib.util
import sys

import pytest

from game import catalog, paths
from game.courses import load_course
from game.rules.carom import make_bot, new_state, validate_course
from game.rules.carom.bounce import chain_order, infer_shape
from game.rules.course import ObjectKind, Terrain
from game.rules.driver import SeededChance, play_out

NUMBERS = range(1, 7)


def script():
    """The generator script, imported as a module."""
    path = paths.data_root() / "build_scripts" / "make_carom_courses.py"
    spec = importlib.util.spec_from_file_location("make_carom_courses", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def courses():
    return {n: load_course(paths.level("carom", f"course_{n}.tmx")) for n in NUMBERS}


def test_the_course_files_are_what_the_script_makes():
    mk = script()
    assert [c.number for c in mk.COURSES] == list(NUMBERS)
    for c in mk.COURSES:
        assert mk.path_of(c).read_text(encoding="utf-8") == mk.text_of(c), f"rerun build_scripts/make_carom_courses.py ({c.name})"


@pytest.mark.parametrize("n", NUMBERS)
def test_each_course_is_a_valid_carom_course_that_fits_the_screen(courses, n):
    c = courses[n]
    assert c.game.value == "carom"
    assert validate_course(c) == []
    assert c.grid.width <= 30 and c.grid.height <= 16  # 30 columns: a +20 flight and its roll (up to 26 hexes) fit on the course
    assert c.props["course"] == n and isinstance(c.props["par"], int) and c.name


def test_pars_rise_from_course_to_course(courses):
    pars = [courses[n].props["par"] for n in NUMBERS]
    assert pars == sorted(pars) and pars[0] < pars[-1]


def test_every_obstacle_appears_somewhere_in_the_set(courses):
    terrain = {t for c in courses.values() for t in c.terrain.values()}
    assert {Terrain.DENSE_GRASS, Terrain.WATER, Terrain.SAND, Terrain.PUDDLE, Terrain.ICE} <= terrain
    kinds = {o.kind for c in courses.values() for o in c.objects}
    assert {ObjectKind.STUMP, ObjectKind.ROCK, ObjectKind.MUSHROOM, ObjectKind.MOLE_HOLE, ObjectKind.FLAT_OBSTACLE} <= kinds
    flats = [o for c in courses.values() for o in c.objects if o.kind == ObjectKind.FLAT_OBSTACLE]
    assert {o.props["shape"] for o in flats} == {"bar", "round", "arc"}
    assert {len(o.cells) for o in flats} == {1, 2, 3, 4}
    for o in flats:
        assert infer_shape(chain_order(o.cells)) == o.props["shape"]


@pytest.mark.parametrize("n", NUMBERS)
def test_the_computer_plays_each_course_to_the_end(courses, n):
    for mode, players in (("basic", 1), ("carom", 2)):
        state = new_state(players, courses[n], seed=n, mode=mode)
        bots = [make_bot(p, 10 * n + p) for p in range(players)]
        match = play_out(state, [b.choose for b in bots], SeededChance(n))
        assert match.state.phase == "over"
        assert all(1 <= f[0] <= 30 for f in match.state.finished)
        if mode == "basic":
            assert match.state.finished[0][0] < 30  # alone, it always finds the way in


def test_the_default_game_is_played_on_course_one():
    state = catalog.new_state("carom", 2, seed=1)
    assert state.board.course.name == "Meadow"
    assert catalog.info("carom").default_course == "carom/course_1.tmx"


def test_a_folder_of_courses_is_one_game_over_all_of_them():
    state = catalog.new_state("carom", 1, course=paths.level("carom"), seed=1)
    assert [b.course.name for b in state.boards] == [
        "Meadow",
        "Duck Pond",
        "Pinball",
        "Frozen Lake",
        "Mole Meadow",
        "Grand Tour",
    ]
