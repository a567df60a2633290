"""Resolving a course's references from folders resolved once per load answers as pathlib does, links and all."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from game.courses import refs
from game.courses.errors import CourseError

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the quick road is POSIX only; elsewhere pathlib answers")

REFS = [
    "a.tsx", "./a.tsx", "sub/b.tsx", "sub/../a.tsx", "../outside.tsx", "../../x.tsx", "missing.tsx", "sub",
    "sub/", "linkdir/b.tsx", "link.tsx", "loop.tsx", "sub/loop2/x", "fifo", "a.tsx/x", "nodir/x.tsx",
    "sub//b.tsx", "..", ".", "a.png", "sub/../../course/a.tsx", "dangling.tsx",
]


def tree(tmp_path: Path) -> tuple[Path, Path]:
    root = tmp_path / "course"
    (root / "sub").mkdir(parents=True)
    (root / "a.tsx").write_text("x")
    (root / "a.png").write_text("x")
    (root / "sub" / "b.tsx").write_text("x")
    (tmp_path / "outside.tsx").write_text("x")
    (root / "linkdir").symlink_to(root / "sub")
    (root / "link.tsx").symlink_to(root / "a.tsx")
    (root / "loop.tsx").symlink_to(root / "loop.tsx")
    (root / "sub" / "loop2").symlink_to(root / "sub" / "loop2")
    (root / "dangling.tsx").symlink_to(root / "gone.tsx")
    os.mkfifo(root / "fifo")
    course = root / "c.tmx"
    course.write_text("x")
    return root, course


def outcome(call, *args) -> str:  # type: ignore[no-untyped-def]
    try:
        return f"ok {call(*args)}"
    except CourseError as exc:
        return f"error {exc.where}: {exc.message}"


@pytest.mark.parametrize("via_link", [False, True])
def test_references_resolve_alike_with_and_without_folders_resolved_once(tmp_path: Path, via_link: bool) -> None:
    root, course = tree(tmp_path)
    if via_link:  # the course opened through a link to its folder: references start from the link's side
        (tmp_path / "alias").symlink_to(root)
        course = tmp_path / "alias" / "c.tmx"
    real_dirs: refs.RealDirs = {}
    top = refs.course_root(course, real_dirs)
    assert top == refs.course_root(course)
    assert refs.resolved(course, real_dirs) == course.resolve()
    for ref in REFS:
        for base in (course, root / "sub" / "b.tsx"):
            for call in (refs.resolve, refs.check_inside):
                slow = outcome(call, ref, base, top, course, "tileset", "here")
                quick = outcome(call, ref, base, top, course, "tileset", "here", real_dirs)
                assert quick == slow, (ref, base, call.__name__)
    assert real_dirs, "the quick road was taken"


def test_a_folder_replaced_by_a_link_between_loads_is_followed_next_load(tmp_path: Path) -> None:
    root, course = tree(tmp_path)
    (root / "art").mkdir()
    (root / "art" / "t.tsx").write_text("x")
    assert refs.resolve("art/t.tsx", course, root, course, "tileset", "", {}) == root / "art" / "t.tsx"
    (root / "art" / "t.tsx").unlink()
    (root / "art").rmdir()
    (root / "art").symlink_to(tmp_path)
    (tmp_path / "t.tsx").write_text("x")
    with pytest.raises(CourseError, match="outside"):  # a fresh load resolves afresh: the link now leads out
        refs.resolve("art/t.tsx", course, root, course, "tileset", "", {})
