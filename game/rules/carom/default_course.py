"""A small built-in course, for games started without a course file (and for quick tests)."""

from __future__ import annotations

from game.hexgrid import Hex, Stagger
from game.rules.course import CourseMap, CourseObject, ObjectKind, Terrain, course_from_rows

STAGGER = Stagger("y", "odd")

ROWS = (
    "..............",
    "..............",
    "......ss......",
    "..............",
    "......ww......",
    "..............",
    "..............",
)
LEGEND = {".": Terrain.FAIRWAY, "s": Terrain.SAND, "w": Terrain.WATER}


def _cells(*offsets: tuple[int, int]) -> tuple[Hex, ...]:
    return tuple(STAGGER.to_axial(col, row) for col, row in offsets)


def default_course() -> CourseMap:
    """A 14×7 practice green: tee on the left, hole on the right, a bunker, a pond and a stump between."""
    objects = (
        CourseObject(1, ObjectKind.TEE, _cells((1, 2), (2, 2), (1, 3), (2, 3), (1, 4), (2, 4)), name="tee"),
        CourseObject(2, ObjectKind.HOLE, _cells((12, 3)), name="hole"),
        CourseObject(3, ObjectKind.STUMP, _cells((9, 3)), name="stump"),
    )
    return course_from_rows(ROWS, LEGEND, name="Practice green", stagger=STAGGER, objects=objects, props={"par": 3})
