"""The basic course pipeline: write a course with the TMX writer, read it back with the loader."""

import pytest

from game.courses import CourseError, load_course
from game.courses.tmxwrite import ObjectSpec, write_course
from game.hexgrid import Hex, Stagger
from game.rules.course import GameKind, ObjectKind, Terrain

LEGEND = {".": Terrain.FAIRWAY, "s": Terrain.SAND, "w": Terrain.WATER, "#": Terrain.DENSE_GRASS, "i": Terrain.ICE}
ROWS = ["  ....  ", " ..ss.. ", "..w..i..", " ...... ", "  ....  "]
STAGGERS = [Stagger(a, i) for a in ("x", "y") for i in ("odd", "even")]


@pytest.mark.parametrize("stagger", STAGGERS, ids=lambda s: f"{s.axis}-{s.index}")
def test_written_course_loads_back_with_the_same_cells_and_objects(tmp_path, stagger):
    tee = [stagger.to_axial(c, r) for r in (3, 4) for c in (2, 3, 4)]
    hole = stagger.to_axial(5, 1)
    bar = [stagger.to_axial(2, 0), stagger.to_axial(3, 0), stagger.to_axial(4, 0)]
    edge = stagger.to_axial(3, 2).edge(0)
    objects = [
        ObjectSpec("tee", tee, name="tee"),
        ObjectSpec("hole", [hole], name="hole"),
        ObjectSpec("flat_obstacle", bar, props={"note": "bar"}),
        ObjectSpec("flag", edge=edge, props={"hole": 3}),
    ]
    path = write_course(tmp_path / "c.tmx", game="carom", name="Test", rows=ROWS, legend=LEGEND, objects=objects, stagger=stagger, props={"par": 4})
    course = load_course(path)
    assert course.game == GameKind.CAROM and course.name == "Test"
    assert course.props == {"par": 4}
    expected = {stagger.to_axial(c, r): LEGEND[ch] for r, line in enumerate(ROWS) for c, ch in enumerate(line) if ch != " "}
    assert dict(course.terrain) == expected
    by_kind = {o.kind: o for o in course.objects}
    assert set(by_kind[ObjectKind.TEE].cells) == set(tee)
    assert by_kind[ObjectKind.HOLE].cells == (hole,)
    assert list(by_kind[ObjectKind.FLAT_OBSTACLE].cells) == bar
    assert by_kind[ObjectKind.FLAT_OBSTACLE].props == {"note": "bar"}
    assert by_kind[ObjectKind.FLAG].edge == edge
    assert by_kind[ObjectKind.FLAG].props == {"hole": 3}


def test_course_model_survives_json(tmp_path):
    from game.rules.course import CourseMap

    path = write_course(tmp_path / "c.tmx", game="carom", name="J", rows=ROWS, legend=LEGEND, objects=[ObjectSpec("hole", [Hex(2, 1)])])
    course = load_course(path)
    assert CourseMap.from_json(course.to_json()) == course


def test_missing_file_and_wrong_content_are_one_line_errors(tmp_path):
    with pytest.raises(CourseError, match="file not found"):
        load_course(tmp_path / "nope.tmx")
    bad = tmp_path / "bad.tmx"
    bad.write_text("<map", encoding="utf-8")
    with pytest.raises(CourseError) as info:
        load_course(bad)
    assert "malformed XML" in str(info.value) and "\n" not in str(info.value)


def test_map_without_game_property_is_rejected(tmp_path):
    path = write_course(tmp_path / "c.tmx", game="carom", name="x", rows=ROWS, legend=LEGEND)
    path.write_text(path.read_text().replace('name="game" value="carom"', 'name="game" value="chess"'))
    with pytest.raises(CourseError, match="'game' must be one of"):
        load_course(path)
