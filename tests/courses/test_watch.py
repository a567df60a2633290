"""Hot reload: CourseWatcher notices saves, waits for them to settle, keeps the last good course."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from game.courses import CourseError
from game.courses.watch import CourseWatcher
from tests.courses.tmxkit import carom_objects, map_xml, terrain_tileset_xml, write_kit


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def save(path: Path, text: str, bump: int) -> None:
    """Write ``text`` and give the file a new modification time (file systems may round mtimes)."""
    path.write_text(text, encoding="utf-8")
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + bump * 1_000_000_000))


@pytest.fixture
def course(tmp_path: Path) -> Path:
    return write_kit(tmp_path, map_xml(objects=carom_objects()))


def test_nothing_changed_polls_none(course):
    clock = Clock()
    watcher = CourseWatcher(course, clock=clock)
    assert watcher.course.name == "Kit"
    for _ in range(3):
        clock.now += 1
        assert watcher.poll() is None


def test_a_save_is_read_once_it_has_settled(course):
    clock = Clock()
    watcher = CourseWatcher(course, clock=clock, settle=0.3)
    save(course, map_xml(objects=carom_objects()).replace('value="Kit"', 'value="Renamed"'), 1)
    assert watcher.poll() is None  # just changed: maybe still being written
    clock.now += 0.1
    assert watcher.poll() is None
    clock.now += 0.3
    reloaded = watcher.poll()
    assert reloaded is not None and reloaded.name == "Renamed" and watcher.course.name == "Renamed"
    clock.now += 1
    assert watcher.poll() is None  # read once


def test_a_file_still_being_written_waits(course):
    clock = Clock()
    watcher = CourseWatcher(course, clock=clock, settle=0.3)
    text = map_xml(objects=carom_objects()).replace('value="Kit"', 'value="Later"')
    save(course, text[:200], 1)  # half a file
    assert watcher.poll() is None
    clock.now += 0.2
    save(course, text, 2)  # the rest arrives before it settled
    assert watcher.poll() is None
    clock.now += 0.2
    assert watcher.poll() is None  # the new state has not settled yet either
    clock.now += 0.2
    assert watcher.poll().name == "Later"


def test_a_broken_save_reports_the_error_and_keeps_the_last_good_course(course):
    clock = Clock()
    watcher = CourseWatcher(course, clock=clock, settle=0.2)
    save(course, "<map", 1)
    watcher.poll()
    clock.now += 0.5
    result = watcher.poll()
    assert isinstance(result, CourseError) and "malformed XML" in str(result)
    assert watcher.course.name == "Kit" and watcher.error is result
    save(course, map_xml(objects=carom_objects()).replace('value="Kit"', 'value="Fixed"'), 2)
    watcher.poll()
    clock.now += 0.5
    assert watcher.poll().name == "Fixed" and watcher.error is None


def test_saving_the_tileset_reloads_the_course(course):
    clock = Clock()
    watcher = CourseWatcher(course, clock=clock, settle=0.1)
    save(course.parent / "terrain.tsx", terrain_tileset_xml().replace('value="water"', 'value="sand"'), 1)
    watcher.poll()
    clock.now += 0.5
    reloaded = watcher.poll()
    assert reloaded is not None and "water" not in {t.value for t in reloaded.terrain.values()}


def test_a_deleted_file_is_an_error_not_a_crash(course):
    clock = Clock()
    watcher = CourseWatcher(course, clock=clock, settle=0.1)
    course.unlink()
    watcher.poll()
    clock.now += 0.5
    assert isinstance(watcher.poll(), CourseError)


def test_watching_a_folder_of_boards(tmp_path):
    good = map_xml(objects=carom_objects())
    write_kit(tmp_path, good, "a.tmx")
    clock = Clock()
    watcher = CourseWatcher(tmp_path, clock=clock, settle=0.1)
    assert len(watcher.course) == 1
    write_kit(tmp_path, good, "b.tmx")
    watcher.poll()
    clock.now += 0.5
    assert len(watcher.poll()) == 2


def test_a_game_loader_can_be_plugged_in(course):
    from game.courses import load_report

    calls = []

    def load(path: Path):  # type: ignore[no-untyped-def]
        calls.append(path)
        report = load_report(path)
        return report.course, report.files

    clock = Clock()
    watcher = CourseWatcher(course, load=load, clock=clock, settle=0.1)
    save(course, map_xml(objects=carom_objects()), 1)
    watcher.poll()
    clock.now += 0.5
    assert watcher.poll() is not None and len(calls) == 2


def test_a_broken_course_at_start_raises(tmp_path):
    path = write_kit(tmp_path, "<map")
    with pytest.raises(CourseError):
        CourseWatcher(path)
