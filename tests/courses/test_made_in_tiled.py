"""The course made in real Tiled 1.8 by following docs/editing-courses.md loads and checks clean, also from the courses folder."""

from __future__ import annotations

import shutil
from pathlib import Path

from game import paths
from game.courses import load_report
from game.courses.validate import check_course
from game.rules.course import GameKind, ObjectKind

MADE = Path(__file__).parent / "data" / "made-in-tiled" / "my_course.tmx"


def test_the_guide_course_loads_and_checks_clean():
    report = load_report(MADE)
    assert report.course.game == GameKind.CAROM
    assert [p for p in (*report.warnings, *check_course(report.course))] == []
    kinds = sorted(o.kind.value for o in report.course.objects)
    assert kinds == sorted(k.value for k in (ObjectKind.HOLE, ObjectKind.ROCK, ObjectKind.MUSHROOM, ObjectKind.STUMP, ObjectKind.FLAT_OBSTACLE, ObjectKind.TEE))


def test_copied_to_the_courses_folder_it_still_finds_the_shipped_templates_and_tilesets():
    target = paths.user_courses_dir() / "my_course.tmx"
    shutil.copy(MADE, target)
    try:
        report = load_report(target)
        assert check_course(report.course) == []
        assert all(f == target.resolve() or f.is_relative_to(paths.levels_dir().resolve()) for f in report.files)
    finally:
        target.unlink()


def test_the_guide_course_is_played_to_the_end_by_the_computer():
    from game import catalog
    from game.rules.driver import SeededChance, play_out
    from game.rules.protocol import TERMINAL

    for mode in ("basic", "carom"):
        state = catalog.new_state("carom", 2, course=MADE, seed=5, mode=mode)
        bots = [catalog.make_bot("carom", seat, 100 + seat) for seat in range(2)]
        match = play_out(state, [b.choose for b in bots], SeededChance(5))
        assert match.state.current_player == TERMINAL
        assert all(0 < s <= 30 for s in match.state.scores())


def test_the_guide_course_opens_on_the_game_screen(tmp_path):
    import os
    import subprocess
    import sys

    shot = tmp_path / "shot.png"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    proc = subprocess.run(
        [sys.executable, "-m", "game", "play", "carom", "--players", "2", "--computer", "2", "--course", str(MADE), "--smoke", "60", "--screenshot", str(shot)],
        capture_output=True, text=True, env=env, timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    assert shot.exists()
