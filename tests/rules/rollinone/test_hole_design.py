"""Designing a hole: the tee board, two to four connected boards, and the green token."""

import pytest

from game.hexgrid import ORIGIN, Hex
from game.rules.course import Terrain
from game.rules.protocol import CHANCE, IllegalActionError
from game.rules.rollinone import data, new_state
from game.rules.rollinone.actions import PlaceGreen
from game.rules.rollinone.boards import SHAPE, Placement, layout_of, legal_placements, placed_cells

from .helpers import Driver


def designing(players: int = 2, **options) -> Driver:
    """A game at its first design move (golfers dealt, player 0 first)."""
    s = new_state(players, None, 3, **options)
    d = Driver(s)
    if players > 1:
        d.do(*([1] + [2] * (players - 1)))
    while d.state.phase == "golfer_deal":
        d.do(d.state.legal_actions()[0])
    assert d.state.phase == "design"
    return d


def boards_of(d: Driver) -> list[Placement]:
    return [a for a in d.state.legal_actions() if isinstance(a, Placement)]


def greens_of(d: Driver) -> list[PlaceGreen]:
    return [a for a in d.state.legal_actions() if isinstance(a, PlaceGreen)]


def test_design_starts_with_the_tee_board_on_the_table():
    d = designing()
    assert d.state.placements == (Placement(d.state.boards.tee_board.index, 0, 0, 0),)
    assert d.of("BoardPlaced")[0].name == "Tee Box"


def test_a_hole_needs_at_least_two_more_boards_before_the_green():
    d = designing()
    assert not greens_of(d)
    d.do(boards_of(d)[0])
    assert not greens_of(d)
    d.do(boards_of(d)[0])
    assert greens_of(d)


def test_a_hole_has_at_most_four_more_boards():
    d = designing()
    for _ in range(data.MAX_BOARDS):
        d.do(boards_of(d)[0])
    assert not boards_of(d) and greens_of(d)


def test_placements_connect_along_a_seam_without_overlapping():
    d = designing()
    for _ in range(3):
        options = boards_of(d)
        assert options
        occupied = layout_of(d.state.boards, d.state.placements).terrain
        for p in options[:: max(1, len(options) // 60)]:
            cells = placed_cells(d.state.boards, p)
            assert not set(cells) & set(occupied)
            touching = [h for h in cells if any(n in occupied for n in h.neighbors())]
            assert len(touching) >= data.MIN_CONTACT
        d.do(options[len(options) // 2])


def test_placements_cover_every_rotation_and_every_board_left():
    d = designing()
    options = boards_of(d)
    assert {p.rotation for p in options} == set(range(6))
    assert {p.board for p in options} == {b.index for b in d.state.boards.course_boards}
    d.do(options[0])
    assert options[0].board not in {p.board for p in boards_of(d)}  # each board once per hole


def test_a_corner_touch_does_not_connect():
    d = designing()
    spots = {p.centre for p in boards_of(d)}
    assert Hex(5, 0) not in spots  # touches the tee board at one corner space only
    assert Hex(5, -2) in spots and Hex(6, 0) not in spots


def test_rotating_a_board_turns_its_terrain():
    d = designing()
    bs = d.state.boards
    board = bs.course_boards[1]
    for rot in range(6):
        cells = placed_cells(bs, Placement(board.index, rot, 10, 0))
        for h, t in board.cells.items():
            assert cells[h.rotate(rot).add(Hex(10, 0))] == t


def test_the_green_may_go_on_any_space_but_the_tee_or_water():
    d = designing()
    d.do(boards_of(d)[0])
    d.do(boards_of(d)[0])
    layout = d.state.layout
    spaces = {Hex(a.q, a.r) for a in greens_of(d)}
    assert layout.tee not in spaces
    assert spaces == {h for h, t in layout.terrain.items() if t != Terrain.WATER} - {layout.tee}


def test_placing_the_green_starts_the_hole_with_par_equal_to_the_boards():
    d = designing()
    d.do(boards_of(d)[0])
    d.do(boards_of(d)[0])
    d.do(greens_of(d)[-1])
    started = d.of("HoleStarted")[0]
    assert started.par == 3
    assert all(p.ball == started.tee for p in d.state.players)


def test_out_of_bounds_is_everything_off_the_boards():
    d = designing()
    d.do(boards_of(d)[0])
    d.do(boards_of(d)[0])
    layout = d.state.layout
    assert len(layout.terrain) == 3 * len(SHAPE)
    assert not layout.inside(Hex(40, 40))


def test_only_the_designer_moves_during_design():
    d = designing(3)
    assert d.state.current_player == d.state.designer == 0
    with pytest.raises(IllegalActionError):
        d.do(PlaceGreen(0, 0))


def test_legal_placements_are_quick_to_list_and_repeatable():
    d = designing()
    bs = d.state.boards
    assert legal_placements(bs, d.state.placements) == legal_placements(bs, (Placement(bs.tee_board.index, 0, 0, 0),))


def test_the_tee_board_has_the_tee():
    d = designing()
    assert d.state.layout.tee == ORIGIN.add(d.state.boards.tee_board.tee)


def test_a_placed_board_may_be_taken_back_and_the_deal_and_the_roll_stop_undo():
    d = designing()
    board = boards_of(d)[0]
    assert d.state.undoable(board)
    assert d.state.undoable(tuple(board)), "an action read back from a save counts too"
    d.do(board)
    d.do(boards_of(d)[0])
    green = greens_of(d)[0]
    assert d.state.undoable(green), "placing the green shows nothing itself"
    d.do(green)
    assert d.state.current_player == CHANCE, "but the deal follows at once: nothing is taken back past it"
    while d.state.phase == "deal":
        d.do(d.state.legal_actions()[0])
    swing = d.state.legal_actions()[0]
    assert d.state.undoable(swing), "a swing chooses only"
    assert d.state.apply(swing)[0].current_player == CHANCE, "and the roll follows at once"
