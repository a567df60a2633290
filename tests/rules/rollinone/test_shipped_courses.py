"""The shipped boards and ready-made holes load, pass the checks, and are played through by the computer."""

from functools import cache

import pytest

from game import catalog, paths
from game.hexgrid import Hex
from game.rules.driver import SeededChance, play_out
from game.rules.protocol import TERMINAL
from game.rules.rollinone import make_bot, new_state, validate_course
from game.rules.rollinone.actions import PlaceGreen
from game.rules.rollinone.boards import Placement, placed_cells
from game.rules.rollinone.designs import design_maps
from game.rules.rollinone.validate import board_kind

FOLDER = paths.level("rollinone")


@cache
def shipped():
    return catalog.load_course("rollinone")


def test_the_catalog_default_course_is_the_folder_of_boards():
    assert catalog.info("rollinone").default_course == "rollinone"
    kinds = [board_kind(m) for m in shipped()]
    assert kinds.count("tee") == 1 and kinds.count("course") >= 8 and kinds.count("hole") >= 4


def test_every_shipped_map_passes_the_checks():
    for m in shipped():
        assert validate_course(m) == [], m.source


def test_the_shipped_maps_are_what_the_board_script_makes():
    made = {m.name: m for m in design_maps()}
    for m in shipped():
        assert m.terrain == made[m.name].terrain, f"{m.source}: rerun build_scripts/make_rollinone_boards.py"
        assert [(o.kind, o.cells) for o in m.objects] == [(o.kind, o.cells) for o in made[m.name].objects]


def _play(state, seed):
    bots = [make_bot(i, seed + i) for i in range(state.num_players)]
    match = play_out(state, [b.choose for b in bots], SeededChance(seed))
    assert match.state.current_player == TERMINAL
    return match.state


@pytest.mark.parametrize("name", [m.name for m in design_maps() if board_kind(m) == "hole"])
def test_each_ready_made_hole_is_played_through(name):
    course = next(m for m in shipped() if m.name == name)
    final = _play(new_state(2, course, 3, quick=True), 3)
    record = final.history[0]
    assert record.name == name and 0 in record.distances  # somebody reached the green


@pytest.mark.parametrize("name", [m.name for m in design_maps() if board_kind(m) == "course"])
def test_each_course_board_is_played_in_a_designed_hole(name):
    s = new_state(2, shipped(), 5, holes=1)
    s, _ = s.apply(1)
    s, _ = s.apply(2)
    while s.phase == "golfer_deal":
        s, _ = s.apply(s.legal_actions()[0])
    board = next(b.index for b in s.boards.boards if b.name == name)
    first = next(p for p in s.legal_actions() if isinstance(p, Placement) and p.board == board and p.centre == Hex(5, -2))
    s, _ = s.apply(first)
    second = next(p for p in s.legal_actions() if isinstance(p, Placement) and p.centre == Hex(8, 0))
    s, _ = s.apply(second)
    on_board = placed_cells(s.boards, first)
    green = max(
        (a for a in s.legal_actions() if isinstance(a, PlaceGreen) and Hex(a.q, a.r) in on_board),
        key=lambda a: Hex(a.q, a.r).distance(s.layout.tee),
    )
    s, _ = s.apply(green)
    final = _play(s, 5)
    assert name in final.history[0].boards
