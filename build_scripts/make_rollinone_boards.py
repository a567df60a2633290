"""Write the shipped Roll in One boards and ready-made holes as Tiled maps in levels/rollinone/.

    python build_scripts/make_rollinone_boards.py [--out FOLDER]

The designs live in ``game/rules/rollinone/designs.py`` (five text rows per
board); this script turns each into a .tmx that uses the shipped terrain
tileset: ``tee.tmx`` (the tee board), ``board-NN-<name>.tmx`` (the course
boards) and ``hole-N-<name>.tmx`` (the ready-made holes). The output is
committed; rerun the script after changing a design.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.courses.tmxwrite import ObjectSpec, write_course  # noqa: E402
from game.rules.course import CourseMap, ObjectKind, Terrain  # noqa: E402
from game.rules.rollinone.designs import STAGGER, design_maps  # noqa: E402

LETTERS = {Terrain.FAIRWAY: "F", Terrain.ROUGH: "R", Terrain.SAND: "S", Terrain.TREES: "T", Terrain.WATER: "W"}
LEGEND = {letter: terrain for terrain, letter in LETTERS.items()}


def slug(name: str) -> str:
    """A file-name friendly version of a board name."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def rows_of(course: CourseMap) -> list[str]:
    """The map's Tiled rows, one letter per cell (space: off the board)."""
    rows = []
    for row in range(course.grid.height):
        line = ""
        for col in range(course.grid.width):
            t = course.terrain.get(STAGGER.to_axial(col, row))
            line += LETTERS[t] if t is not None else " "
        rows.append(line)
    return rows


def file_name(course: CourseMap, index: int) -> str:
    """Where a map goes in the folder."""
    kind = course.props["board"]
    if kind == "tee":
        return "tee.tmx"
    if kind == "course":
        return f"board-{index:02d}-{slug(course.name)}.tmx"
    return f"hole-{index}-{slug(course.name)}.tmx"


def write_all(out: Path) -> list[Path]:
    """Write every design into ``out``; returns the files written."""
    written = []
    counts = {"tee": 0, "course": 0, "hole": 0}
    for course in design_maps():
        kind = str(course.props["board"])
        counts[kind] += 1
        objects = [
            ObjectSpec(o.kind.value, [o.cell], name=o.name)
            for o in course.objects
            if o.kind in (ObjectKind.TEE, ObjectKind.GREEN)
        ]
        path = out / file_name(course, counts[kind])
        written.append(
            write_course(
                path,
                game="rollinone",
                name=course.name,
                rows=rows_of(course),
                legend=LEGEND,
                objects=objects,
                props=dict(course.props),
                stagger=STAGGER,
            )
        )
    return written


def main() -> None:
    """Write the maps (by default into levels/rollinone/)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "levels" / "rollinone")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for old in args.out.glob("*.tmx"):
        old.unlink()
    for path in write_all(args.out):
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)


if __name__ == "__main__":
    main()
