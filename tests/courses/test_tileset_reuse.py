"""A tileset made plain once is reused only while its file is unchanged, and still checked for every course."""

from __future__ import annotations

import os
from pathlib import Path

from game.courses import load_report
from game.rules.course import Terrain
from tests.courses.tmxkit import map_xml, terrain_tileset_xml, write_kit


def warnings_of(path: Path) -> list[str]:
    return [p.message for p in load_report(path).warnings]


def test_a_tileset_rewritten_at_the_same_size_and_time_is_read_again(tmp_path: Path) -> None:
    path = write_kit(tmp_path, map_xml(rows=["FFFF", "FFFF"]))
    tsx = tmp_path / "terrain.tsx"
    assert set(load_report(path).course.terrain.values()) == {Terrain.FAIRWAY}
    stamp = tsx.stat()
    swapped = [t.value for t in Terrain]
    swapped[0], swapped[1] = swapped[1], swapped[0]  # same letters, other order: same size
    text = terrain_tileset_xml(values=swapped)
    assert len(text.encode()) == stamp.st_size
    tsx.write_text(text, encoding="utf-8")
    os.utime(tsx, ns=(stamp.st_atime_ns, stamp.st_mtime_ns))  # as if written within the file system's clock tick
    assert tsx.stat().st_mtime_ns == stamp.st_mtime_ns and tsx.stat().st_size == stamp.st_size
    assert set(load_report(path).course.terrain.values()) == {Terrain(swapped[0])}


def test_a_tileset_image_that_appears_or_goes_is_seen_on_the_next_load(tmp_path: Path) -> None:
    path = write_kit(tmp_path, map_xml(), tileset=terrain_tileset_xml(image="mine.png"))
    missing = [w for w in warnings_of(path) if "mine.png" in w]
    assert missing, "the tileset names an image that is not there"
    (tmp_path / "mine.png").write_bytes(b"png")
    assert not [w for w in warnings_of(path) if "mine.png" in w]
    (tmp_path / "mine.png").unlink()
    assert [w for w in warnings_of(path) if "mine.png" in w] == missing


def test_a_reused_tileset_warns_every_course_that_uses_it_the_same_way(tmp_path: Path) -> None:
    odd = terrain_tileset_xml().replace(
        '<property name="terrain" propertytype="Terrain" value="rough"/>',
        '<property name="terrain" propertytype="Terrain" value="rough"/><property name="shade" type="class" value=""/>',
    )
    first = write_kit(tmp_path, map_xml(), name="a.tmx", tileset=odd)
    second = write_kit(tmp_path, map_xml(), name="b.tmx", tileset=odd)
    once = warnings_of(first)
    assert any("'shade'" in w for w in once)
    assert warnings_of(second) == once == warnings_of(first)
