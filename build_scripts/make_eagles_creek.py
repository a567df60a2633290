"""Generate the Eagle's Creek sheet: levels/eagles_creek/eagles_creek.tmx.

    python build_scripts/make_eagles_creek.py

The sheet is drawn here in code, hole by hole, so that it can be tuned and
regenerated: every hole is a tee box, a fairway along a route, a green round
its flag and its own hazards, painted over a background of rough and woods.
The holes face all six ways (the rulebook uses their orientation as wind).
The output is committed; rerun this script after changing the design.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.hexgrid import Edge, Hex, Stagger, hex_lerp_line  # noqa: E402
from game.rules.course import GameKind, Terrain  # noqa: E402

WIDTH, HEIGHT = 40, 26
STAGGER = Stagger("y", "odd")
OUT = ROOT / "levels" / "eagles_creek" / "eagles_creek.tmx"

Cell = tuple[int, int]
"""(column, row) in Tiled's offset coordinates, as seen in the editor."""


def at(cell: Cell) -> Hex:
    """The axial hex of a Tiled (column, row)."""
    return STAGGER.to_axial(*cell)


@dataclass
class HoleSpec:
    """One hole, in Tiled (column, row) coordinates."""

    number: int
    dice: str
    tee: Cell
    """The back cell of the tee box."""
    tee_heading: int
    """Direction (hexgrid numbering) from the back tee cell to the front one; the tee line lies between them."""
    route: list[Cell]
    """Fairway centre line, from near the tee to near the green."""
    flag: Cell
    fairway_width: int = 1
    """Fairway half-width in hexes around the route."""
    green: list[Cell] = field(default_factory=list)
    """Green cells besides the flag's cell and its six neighbours."""
    bunkers: list[Cell] = field(default_factory=list)
    water: list[Cell] = field(default_factory=list)
    trees: list[Cell] = field(default_factory=list)
    rough: list[Cell] = field(default_factory=list)
    """Rough painted over the fairway (narrowing it)."""


def band(row: int, first: int, last: int) -> list[Cell]:
    """Cells ``first``..``last`` of a row."""
    return [(c, row) for c in range(first, last + 1)]


HOLES: list[HoleSpec] = [
    HoleSpec(  # east along the top: bunkers squeeze the landing zone, a tree line on the left
        1, "1", tee=(1, 3), tee_heading=0, route=[(4, 3), (9, 3), (11, 4)], flag=(14, 3),
        bunkers=[(7, 2), (8, 5), (12, 2), (15, 4)],
        trees=band(1, 4, 10) + [(10, 5), (11, 6)],
    ),
    HoleSpec(  # the long one, south-east: a pond in the middle of the fairway, water behind the green
        2, "2", tee=(17, 1), tee_heading=5, route=[(19, 2), (24, 4), (28, 6)], flag=(31, 8),
        water=[(23, 3), (24, 3), (23, 4), (24, 4), (33, 9), (33, 10), (32, 11)],
        bunkers=[(29, 9), (30, 6), (20, 4)],
        trees=[(26, 2), (27, 3), (28, 3), (21, 6), (22, 7), (25, 7)],
    ),
    HoleSpec(  # the short one, south over the creek to a guarded green
        3, "3", tee=(37, 1), tee_heading=4, route=[(36, 3), (36, 5), (36, 8)], flag=(36, 11),
        water=band(6, 33, 38) + [(39, 5)],
        bunkers=[(34, 10), (35, 9), (38, 11)],
        trees=[(34, 3), (39, 2)],
    ),
    HoleSpec(  # west across the creek, trees crowding the approach
        4, "4", tee=(38, 13), tee_heading=3, route=[(35, 14), (31, 14), (27, 13)], flag=(24, 12),
        water=[(32, 12), (32, 13), (31, 15), (32, 16), (32, 17)],
        bunkers=[(23, 10), (25, 14), (28, 11)],
        trees=[(27, 11), (28, 12), (29, 15), (30, 16)],
    ),
    HoleSpec(  # west, a dogleg round a wood: go over the trees or round them
        5, "5", tee=(20, 8), tee_heading=3, route=[(17, 8), (13, 8), (9, 10), (6, 11)], flag=(4, 10),
        trees=[(12, 9), (13, 10), (11, 10), (12, 11), (10, 7), (9, 8)],
        bunkers=[(6, 8), (3, 12), (7, 12), (15, 9)],
    ),
    HoleSpec(  # south down the left edge, a lake on the left, a narrow neck
        6, "6", tee=(2, 14), tee_heading=5, route=[(3, 16), (3, 19), (5, 21)], flag=(6, 24),
        water=[(0, 18), (1, 18), (0, 19), (1, 19), (1, 20), (0, 21)],
        bunkers=[(4, 23), (8, 24), (5, 18)],
        trees=[(6, 17), (6, 18), (6, 19)],
        rough=[(4, 20)],
    ),
    HoleSpec(  # east along the bottom, the creek across the fairway and water short of the green
        7, "1,2", tee=(9, 22), tee_heading=0, route=[(12, 22), (17, 21), (22, 21)], flag=(25, 21),
        water=[(15, 20), (15, 21), (15, 22), (16, 23), (22, 22), (23, 23)],
        bunkers=[(20, 20), (26, 19), (24, 23), (18, 22)],
        trees=[(18, 19), (19, 19), (12, 20)],
    ),
    HoleSpec(  # north-east, water down the right, trees down the left
        8, "3,4", tee=(29, 25), tee_heading=1, route=[(31, 22), (33, 20), (34, 18)], flag=(36, 16),
        water=[(35, 21), (36, 20), (36, 21), (37, 19), (38, 18)],
        bunkers=[(35, 16), (38, 14), (33, 18)],
        trees=[(30, 20), (31, 19), (32, 18), (33, 17)],
    ),
    HoleSpec(  # north-west through the middle: a pond on the right of the landing zone, woods behind the green
        9, "5,6", tee=(24, 19), tee_heading=2, route=[(22, 17), (20, 15), (18, 14)], flag=(16, 12),
        water=[(21, 15), (22, 16), (20, 14)],
        bunkers=[(15, 13), (17, 11), (18, 16)],
        trees=[(19, 18), (20, 19), (16, 15)],
    ),
]

WOODS: list[Cell] = (
    band(0, 0, 39) + band(25, 0, 8) + band(25, 11, 27)
    + [(15, 5), (16, 6), (15, 7), (32, 3), (32, 4), (31, 4)]
    + [(0, 7), (1, 8), (0, 9), (15, 11), (16, 10), (10, 17), (11, 17), (12, 18), (10, 14), (11, 13)]
    + [(26, 9), (27, 9), (26, 10), (39, 20), (39, 21), (33, 13), (34, 12)]
)
"""Background woods between the holes."""


def corridor(route: list[Hex], width: int) -> set[Hex]:
    """Every hex within ``width`` of the route's straight legs."""
    out: set[Hex] = set()
    for a, b in zip(route, route[1:]):
        for h in hex_lerp_line(a, b):
            out.update(h.spiral(width))
    return out


def build() -> tuple[dict[Hex, Terrain], list[tuple[Hex, Edge, HoleSpec]]]:
    """The terrain of the whole sheet, and each hole's flag and tee side."""
    inside = {STAGGER.to_axial(c, r) for c in range(WIDTH) for r in range(HEIGHT)}
    terrain = {h: Terrain.ROUGH for h in inside}

    def paint(cells: set[Hex] | list[Hex], t: Terrain) -> None:
        """Set the terrain of these cells (those on the sheet)."""
        for h in cells:
            if h in inside:
                terrain[h] = t

    paint([at(c) for c in WOODS], Terrain.TREES)
    placed = []
    for spec in HOLES:
        back = at(spec.tee)
        front = back.neighbor(spec.tee_heading)
        route = [front.neighbor(spec.tee_heading)] + [at(c) for c in spec.route]
        paint(corridor(route, spec.fairway_width), Terrain.FAIRWAY)
        paint([at(c) for c in spec.rough], Terrain.ROUGH)
        flag = at(spec.flag)
        paint(set(flag.spiral(1)) | {at(c) for c in spec.green}, Terrain.GREEN)
        paint([at(c) for c in spec.bunkers], Terrain.SAND)
        paint([at(c) for c in spec.water], Terrain.WATER)
        paint([at(c) for c in spec.trees], Terrain.TREES)
        paint([back, front], Terrain.TEE)
        placed.append((flag, Edge.between(back, front), spec))
    for flag, tee, spec in placed:  # a later hole's hazards must not cover an earlier hole's flag or tee
        assert terrain[flag] == Terrain.GREEN, f"hole {spec.number}: flag covered"
        assert all(terrain[h] == Terrain.TEE for h in tee.hexes()), f"hole {spec.number}: tee covered"
    return terrain, placed


LEGEND = {".": Terrain.FAIRWAY, "r": Terrain.ROUGH, "s": Terrain.SAND, "T": Terrain.TREES, "w": Terrain.WATER, "g": Terrain.GREEN, "t": Terrain.TEE}


def rows(terrain: dict[Hex, Terrain]) -> list[str]:
    """The sheet as text rows, one character per Tiled cell."""
    char = {t: ch for ch, t in LEGEND.items()}
    return ["".join(char[terrain[STAGGER.to_axial(c, r)]] for c in range(WIDTH)) for r in range(HEIGHT)]


def main() -> int:
    """Write the .tmx."""
    from game.courses.tmxwrite import ObjectSpec, write_course

    terrain, placed = build()
    objects = []
    for flag, tee, spec in placed:
        objects.append(ObjectSpec("tee", name=f"Tee {spec.number}", edge=tee, props={"hole": spec.number}))
        objects.append(ObjectSpec("flag", [flag], name=f"Hole {spec.number}", props={"hole": spec.number, "dice": spec.dice}))
    write_course(
        OUT,
        game=GameKind.EAGLES_CREEK,
        name="Eagle's Creek",
        rows=rows(terrain),
        legend=LEGEND,
        objects=objects,
        stagger=STAGGER,
    )
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
