"""The shipped Roll in One boards and ready-made holes, drawn as text.

``build_scripts/make_rollinone_boards.py`` writes them to ``levels/rollinone/``
as Tiled maps; the engine also uses them directly when a game is started
without a course (tests, tools). Change a board here, then rerun the script.

A board is five rows of 3, 4, 5, 4 and 3 spaces, the rows of the hexagon
from north to south (pointy-top hexes, as Tiled draws them). Letters:
``F`` fairway, ``R`` rough, ``S`` sand, ``T`` trees, ``W`` water, ``@`` the tee
(a fairway space where the balls start).

A ready-made hole lists its boards as (name, rotation, centre) after the tee
board, which lies at the centre with no turn, plus its green (a space in the
hole's own axial coordinates) and its par.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from game.hexgrid import ORIGIN, Hex, Stagger
from game.rules.course import CourseMap, CourseObject, GameKind, Grid, ObjectKind, Terrain

LEGEND: Mapping[str, Terrain] = {
    "F": Terrain.FAIRWAY,
    "R": Terrain.ROUGH,
    "S": Terrain.SAND,
    "T": Terrain.TREES,
    "W": Terrain.WATER,
    "@": Terrain.FAIRWAY,
}
STAGGER = Stagger("y", "odd")
"""Shipped maps are pointy-top with odd rows shifted, like Tiled's default hex map."""

TEE_BOARD = ("Tee Box", ("RRT", "RFFR", "@FFFR", "RFFR", "TRS"))

BOARDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Long Fairway", ("RRT", "RFFR", "FFFFF", "RFFR", "TRR")),
    ("Pond", ("RRF", "RWWF", "FWWFF", "RFFR", "SRR")),
    ("Bunkers", ("SRR", "RFFS", "FFSFF", "SFFR", "RRS")),
    ("Forest", ("TTT", "TRFT", "FFFFT", "TRRT", "TTR")),
    ("Creek", ("WFF", "FWFF", "FFWFF", "RFWR", "RRW")),
    ("Dogleg", ("RFF", "TFFR", "FFTTR", "RRTT", "SRT")),
    ("Lagoon", ("WWR", "WFFW", "RFRFW", "WFFW", "RWW")),
    ("Dunes", ("SSR", "RSFS", "FFRSS", "SFFR", "RSS")),
    ("Twin Ponds", ("RWR", "FFFF", "RFWFR", "FFFF", "RWR")),
    ("Woods Edge", ("TTT", "TTFF", "RFFFF", "FFRR", "RRS")),
)


@dataclass(frozen=True)
class HoleDesign:
    """A ready-made hole: boards placed around the tee board, a green and a par."""

    name: str
    boards: tuple[tuple[str, int, tuple[int, int]], ...]
    green: tuple[int, int]
    par: int


HOLES: tuple[HoleDesign, ...] = (
    HoleDesign("Opening Drive", (("Long Fairway", 0, (5, -2)), ("Bunkers", 0, (8, 0))), (10, 0), 3),
    HoleDesign(
        "Over the Creek",
        (("Creek", 0, (5, -2)), ("Twin Ponds", 0, (8, 0)), ("Long Fairway", 0, (13, -2))),
        (15, -2),
        4,
    ),
    HoleDesign(
        "Dogleg in the Woods",
        (("Woods Edge", 0, (5, -2)), ("Dogleg", 0, (8, -7)), ("Forest", 2, (11, -12))),
        (11, -13),
        4,
    ),
    HoleDesign(
        "Lagoon Links",
        (("Dunes", 0, (5, -2)), ("Pond", 0, (8, 0)), ("Lagoon", 0, (13, -2)), ("Bunkers", 0, (16, 0))),
        (17, 0),
        5,
    ),
    HoleDesign("Forest Gap", (("Forest", 5, (3, 2)), ("Pond", 3, (6, 4))), (7, 5), 3),
)


def board_cells(rows: Sequence[str]) -> dict[Hex, str]:
    """The letters of a board drawn as five rows, by axial space around the centre (0, 0)."""
    if [len(r) for r in rows] != [3, 4, 5, 4, 3]:
        raise ValueError(f"a board is five rows of 3, 4, 5, 4 and 3 spaces, not {[len(r) for r in rows]}")
    out: dict[Hex, str] = {}
    for i, row in enumerate(rows):
        r = i - 2
        q0 = max(-2, -r - 2)
        for j, ch in enumerate(row):
            if ch not in LEGEND:
                raise ValueError(f"unknown board letter {ch!r}")
            out[Hex(q0 + j, r)] = ch
    return out


def _grid_shift(cells: Sequence[Hex]) -> tuple[Hex, int, int]:
    """An axial shift that puts the cells at Tiled column/row 0 and up, and the map size."""
    top = min(h.r for h in cells)
    top -= top % 2  # move by whole pairs of rows so the row stagger stays as drawn
    shifted = [Hex(h.q, h.r - top) for h in cells]
    left = min(STAGGER.to_offset(h)[0] for h in shifted)
    offsets = [STAGGER.to_offset(Hex(h.q - left, h.r)) for h in shifted]
    return Hex(-left, -top), max(c for c, _ in offsets) + 1, max(r for _, r in offsets) + 1


def course_map(name: str, letters: Mapping[Hex, str], props: Mapping[str, str | int], greens: Sequence[Hex] = ()) -> CourseMap:
    """A course map of lettered spaces, as the loader would read it from the written .tmx."""
    shift, width, height = _grid_shift(list(letters) + list(greens))
    terrain = {h.add(shift): LEGEND[ch] for h, ch in letters.items()}
    objects = [
        CourseObject(i + 1, ObjectKind.TEE, (h.add(shift),), name="tee")
        for i, h in enumerate(h for h, ch in letters.items() if ch == "@")
    ]
    objects += [
        CourseObject(len(objects) + i + 1, ObjectKind.GREEN, (g.add(shift),), name="green") for i, g in enumerate(greens)
    ]
    grid = Grid(width, height, STAGGER, 62, 72, 36)
    return CourseMap(name, GameKind.ROLLINONE, grid, terrain, tuple(objects), dict(props))


def hole_letters(design: HoleDesign) -> dict[Hex, str]:
    """The lettered spaces of a ready-made hole (boards turned and moved into place)."""
    boards = dict(BOARDS)
    out = dict(board_cells(TEE_BOARD[1]))
    for name, rotation, (q, r) in design.boards:
        centre = Hex(q, r)
        for h, ch in board_cells(boards[name]).items():
            cell = h.rotate(rotation).add(centre)
            if cell in out:
                raise ValueError(f"{design.name}: board {name} overlaps at {cell}")
            out[cell] = ch
    return out


def design_maps() -> tuple[CourseMap, ...]:
    """The tee board, the course boards and the ready-made holes, as course maps."""
    maps = [course_map(TEE_BOARD[0], board_cells(TEE_BOARD[1]), {"board": "tee"})]
    maps += [course_map(name, board_cells(rows), {"board": "course"}) for name, rows in BOARDS]
    for design in HOLES:
        letters = hole_letters(design)
        green = Hex(*design.green)
        maps.append(course_map(design.name, letters, {"board": "hole", "par": design.par}, [green]))
    return tuple(maps)


__all__ = ["BOARDS", "HOLES", "LEGEND", "ORIGIN", "TEE_BOARD", "HoleDesign", "board_cells", "course_map", "design_maps", "hole_letters"]
