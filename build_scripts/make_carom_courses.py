"""Generate the six shipped Carom Golf courses: levels/carom/course_1.tmx ... course_6.tmx.

    python build_scripts/make_carom_courses.py          # write the .tmx files
    python build_scripts/make_carom_courses.py --show   # print the courses as hex pictures

Each course is drawn below as text, one character per hex, in Tiled's rows
(pointy hexes; odd rows sit half a hex to the right):

    .  fairway        #  dense grass      ~  pond (deep water)
    :  sand           o  puddle           *  ice
    (space)  off the course

    T  tee (six hexes: three in one row and three below them)
    H  hole           M  mole hole
    S  tree stump     R  rock             U  mushroom
    1-9  flat obstacles: hexes with the same digit are one piece, its shape
         (bar, round or arc) given next to the drawing

Objects stand on fairway. ``par`` is the computer's mean strokes over 200
games, rounded (``rollinone simulate carom --course ... --games 200``; the
figures are in docs/rules/carom-golf.md). The output is committed; rerun
this script after changing a course, and a test checks the files match.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.courses.tmxwrite import ObjectSpec, tmx_text, write_course  # noqa: E402
from game.hexgrid import Hex, Stagger  # noqa: E402
from game.rules.carom.bounce import chain_order  # noqa: E402
from game.rules.course import GameKind, Terrain  # noqa: E402

OUT = ROOT / "levels" / "carom"
STAGGER = Stagger("y", "odd")
TERRAIN = {
    ".": Terrain.FAIRWAY,
    "#": Terrain.DENSE_GRASS,
    "~": Terrain.WATER,
    ":": Terrain.SAND,
    "o": Terrain.PUDDLE,
    "*": Terrain.ICE,
}
OBJECTS = {"T": "tee", "H": "hole", "M": "mole_hole", "S": "stump", "R": "rock", "U": "mushroom"}


@dataclass
class Course:
    """One course as drawn."""

    number: int
    name: str
    par: int
    idea: str
    """What the course is about (kept as the map's ``description`` property)."""
    rows: list[str]
    shapes: dict[str, str] = field(default_factory=dict)
    """Flat obstacle digit -> shape."""


COURSES = [
    Course(
        1,
        "Meadow",
        3,
        "A friendly fairway walled in by dense grass, to learn the cards: no straight line "
        "joins tee and hole, sand lies in the middle and a stump guards the green.",
        [
            "######################",
            "#....................#",
            "#.TTT................#",
            "#.TTT......::........#",
            "#..........::....S...#",
            "#..................H.#",
            "#....................#",
            "#....................#",
            "######################",
        ],
    ),
    Course(
        2,
        "Duck Pond",
        4,
        "No walls now: leaving the course costs two. A pond fills the middle; go round it "
        "to the north or the south, or fly it with a +20 from the tee: T comes down past the "
        "pond, and a high roll runs on into the ponds at the far end.",
        [
            "      ................      ",
            "   ......................   ",
            " .......::.....~~.......... ",
            "..............~~~~~~..H.....",
            ".....U.......~~~~~~~~..::...",
            ".............~~~~~~~~~......",
            "..............~~~~~~~.......",
            "..TTT.........~~~~~~..:::.~~",
            "..TTT....oo...~~~~~....::.~~",
            " ........ooo...~~~.......~~ ",
            "   ......................   ",
            "      ................      ",
        ],
    ),
    Course(
        3,
        "Pinball",
        4,
        "Flat obstacles of every shape: bank the ball off the bars, glance it round the arcs. "
        "The hole sits in the cup of an arc, open only from the south.",
        [
            "  ..................  ",
            " ..........7......... ",
            "......333....R........",
            "................66....",
            "..2......5......6H6...",
            "..2.....5......::::...",
            "...........R.....R....",
            "..........1...........",
            "....8888.........4....",
            ".............:::.44...",
            "..TTT.....R...........",
            "..TTT...........99....",
            " ...............9.....",
            "  ..................  ",
        ],
        shapes={"1": "round", "2": "bar", "3": "bar", "4": "arc", "5": "bar", "6": "arc", "7": "round", "8": "bar", "9": "arc"},
    ),
    Course(
        4,
        "Frozen Lake",
        5,
        "A frozen lake between tee and green: on the ice the ball slides for free, so "
        "judge what is left when it comes off. Bars stand on the ice; puddles ring the hole.",
        [
            "  ....................  ",
            " ...#####.......o.H.... ",
            "  ..#####......oo.o...  ",
            " ...####*******...oo... ",
            "  ...**********.......  ",
            " ...*****11*******..... ",
            "  ..**************..##  ",
            " ....***********...###  ",
            "  ..TTT...****......... ",
            " ...TTT......:::......  ",
            "  ..................... ",
        ],
        shapes={"1": "bar"},
    ),
    Course(
        5,
        "Mole Meadow",
        6,
        "Mushrooms, stumps and rocks crowd the meadow, and a mole has dug in just short of "
        "the green: drop in and it costs four. Thread the gap in the hedge or go the long way.",
        [
            "######################",
            "#.............#......#",
            "#..U..S....U..#..H...#",
            "#.........R...#..M...#",
            "#..R....U.....#......#",
            "#......S......##.#####",
            "#..U.......U.........#",
            "#.......R......S.....#",
            "#.~~~....U........S..#",
            "#.~~~~......R..U.....#",
            "#..~~.....S..........#",
            "#..TTT.........oo....#",
            "#..TTT...............#",
            "######################",
        ],
    ),
    Course(
        6,
        "Grand Tour",
        6,
        "An island course: water all round, a frozen lake in the middle and a green guarded by "
        "sand, puddles, a creek and a mole hole. The long south fairway takes a +20 over the "
        "creek; a flight that comes down in the water is played again from where it was struck.",
        [
            "~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~",
            "~~~..........~~~~~~~~~~~~~~~~~",
            "~~..#####......~~~~~~~~:o.~~~~",
            "~~..#####..U....~~~~~~.oH.:~~~",
            "~~...###.........~~~~o..M..~~~",
            "~~.......:::...~~~~~~.::::..~~",
            "~~~...R.......~~~~.......U..~~",
            "~~~~.......***~~~...R.......~~",
            "~~~~~.....*****1**..........~~",
            "~~~~....****..........S.....~~",
            "~~~....oo.....222..~~.......~~",
            "~~.TTT..oo......2..~~~..R.::~~",
            "~~.TTT.........U...~~~...:::~~",
            "~~~.......::.......~~.......~~",
            "~~~~~~.............~~~~~~~~~~~",
            "~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~",
        ],
        shapes={"1": "round", "2": "arc"},
    ),
]


def parse(course: Course) -> tuple[list[str], list[ObjectSpec]]:
    """Terrain rows (objects replaced by fairway) and the objects of a drawn course."""
    terrain_rows: list[str] = []
    singles: list[ObjectSpec] = []
    tee: list[Hex] = []
    flats: dict[str, list[Hex]] = {}
    for row, line in enumerate(course.rows):
        out = []
        for col, ch in enumerate(line):
            h = STAGGER.to_axial(col, row)
            if ch in TERRAIN or ch == " ":
                out.append(ch)
                continue
            out.append(".")
            if ch == "T":
                tee.append(h)
            elif ch in OBJECTS:
                singles.append(ObjectSpec(OBJECTS[ch], [h], name=OBJECTS[ch].replace("_", " ")))
            elif ch.isdigit():
                flats.setdefault(ch, []).append(h)
            else:
                raise ValueError(f"course {course.number}: unknown character {ch!r} at column {col}, row {row}")
        terrain_rows.append("".join(out))
    objects = [ObjectSpec("tee", tee, name="tee")]
    objects += sorted(singles, key=lambda o: (o.kind != "hole", o.kind))
    for digit in sorted(flats):
        chain = chain_order(flats[digit])
        if chain is None:
            raise ValueError(f"course {course.number}: flat obstacle {digit} is not a chain of hexes")
        shape = course.shapes[digit]
        objects.append(ObjectSpec("flat_obstacle", chain, name=f"{shape} {digit}", props={"shape": shape}))
    return terrain_rows, objects


def course_kwargs(course: Course) -> dict:
    """The arguments for :func:`tmx_text` / :func:`write_course`."""
    rows, objects = parse(course)
    legend: dict[str, Terrain | None] = {**TERRAIN}
    return {
        "game": GameKind.CAROM,
        "name": course.name,
        "rows": rows,
        "legend": legend,
        "objects": objects,
        "props": {"course": course.number, "par": course.par, "description": course.idea},
        "stagger": STAGGER,
    }


def path_of(course: Course) -> Path:
    """Where a course's file goes."""
    return OUT / f"course_{course.number}.tmx"


def text_of(course: Course) -> str:
    """The .tmx text of a course, exactly as :func:`main` writes it."""
    return tmx_text(tileset_source="../tilesets/terrain-pointy.tsx", **course_kwargs(course))


def show(course: Course) -> str:
    """A hex picture of the course (odd rows indented half a hex)."""
    lines = [f"{course.number}. {course.name} (par {course.par})"]
    for row, line in enumerate(course.rows):
        lines.append((" " if row % 2 else "") + " ".join(line))
    return "\n".join(lines)


def main() -> None:
    """Write (or show) the courses."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show", action="store_true", help="print the courses instead of writing them")
    args = parser.parse_args()
    for course in COURSES:
        if args.show:
            print(show(course), end="\n\n")
            continue
        path = write_course(path_of(course), **course_kwargs(course))
        assert path.read_text(encoding="utf-8") == text_of(course), "the tileset path must be ../tilesets"
        print(f"wrote {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
