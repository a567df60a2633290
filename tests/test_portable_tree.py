"""Every file of the project checks out and is found the same on Windows, macOS and Linux.

Windows refuses some characters and device names in file names and has a
260-character path limit; Windows and macOS fold case, so two names that differ
only in case are one file there (a checkout would lose one of them, and a
reference with the wrong case works there but not on Linux).
"""

import os
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRACKED = ("game", "tests", "assets", "levels", "docs", "build_scripts", "benchmarks", ".github", ".ci")
SKIP = {"__pycache__", ".mypy_cache", ".pytest_cache", ".ruff_cache", ".hypothesis"}
WINDOWS_REFUSES = re.compile(r'[<>:"\\|?*\x00-\x1f]|[ .]$')
DEVICE = re.compile(r"^(CON|PRN|AUX|NUL|COM[1-9]|LPT[1-9])(\..*)?$", re.IGNORECASE)


def project_files() -> list[Path]:
    found = [p for p in ROOT.iterdir() if p.is_file() and not p.name.startswith(".git")]
    for top in TRACKED:
        for folder, dirs, files in os.walk(ROOT / top):
            dirs[:] = [d for d in dirs if d not in SKIP]
            found += [Path(folder) / f for f in files if not f.endswith(".pyc")]
    return found


def test_no_two_names_differ_only_in_case():
    seen: dict[str, str] = {}
    clashes = []
    for path in project_files():
        rel = path.relative_to(ROOT).as_posix()
        key = rel.casefold()
        if key in seen and seen[key] != rel:
            clashes.append((seen[key], rel))
        seen[key] = rel
    assert not clashes


def test_every_name_is_one_windows_accepts():
    bad = []
    for path in project_files():
        for part in path.relative_to(ROOT).parts:
            if WINDOWS_REFUSES.search(part) or DEVICE.match(part):
                bad.append(path.relative_to(ROOT).as_posix())
    assert not bad


def test_paths_leave_room_in_windows_path_limit():
    # a checkout in C:\Users\<name>\Documents\GitHub\roll-in-one\ takes about 60 characters of the 260
    longest = max(project_files(), key=lambda p: len(p.relative_to(ROOT).as_posix()))
    assert len(longest.relative_to(ROOT).as_posix()) <= 180, longest


def test_the_shipped_courses_name_their_files_with_the_case_on_disk():
    """A reference that works on Windows and macOS only because they fold case would fail on Linux (and the other way round)."""
    levels = ROOT / "levels"
    wrong = []
    for course in [*levels.rglob("*.tmx"), *levels.rglob("*.tsx"), *levels.rglob("*.tx")]:
        text = course.read_text(encoding="utf-8")
        for ref in re.findall(r'(?:source|template)="([^"]+)"', text):
            target = course.parent
            for part in ref.replace("\\", "/").split("/"):
                if part in ("", "."):
                    continue
                if part == "..":
                    target = target.parent
                    continue
                names = os.listdir(target) if target.is_dir() else []
                if part not in names:
                    wrong.append(f"{course.relative_to(ROOT).as_posix()}: {ref}")
                    break
                target = target / part
    assert not wrong
