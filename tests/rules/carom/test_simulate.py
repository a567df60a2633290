"""``rollinone simulate carom``: computer games headless, reproducible apart from timings."""

import json

from game import paths
from tests.test_cli import run


def test_simulate_carom_is_reproducible_and_reports_strokes_per_course():
    course = str(paths.level("carom", "course_1.tmx"))
    args = ("simulate", "carom", "--course", course, "--players", "3", "--mode", "carom", "--games", "3", "--seed", "4")
    a, b = run(*args), run(*args)
    assert a.returncode == 0, a.stderr
    strip = lambda out: [line for line in out.splitlines() if not line.startswith("timing:")]  # noqa: E731
    assert strip(a.stdout) == strip(b.stdout)
    assert "mean strokes per course:" in a.stdout and "options: mode=carom" in a.stdout
    timing = [line for line in a.stdout.splitlines() if line.startswith("timing:")]
    assert len(timing) == 1 and "games/s" in timing[0] and "decisions, mean" in timing[0]


def test_simulate_carom_json_has_the_summary_and_timing():
    proc = run("simulate", "carom", "--games", "2", "--mode", "basic", "--json")
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert data["summary"]["courses"] == "Meadow"
    assert len(data["summary"]["mean_strokes_per_course"]) == 1
    assert set(data["timing"]) >= {"games_per_second", "decision_mean_ms", "decision_max_ms"}


def test_simulate_carom_bad_options_give_one_line():
    for args in (("--mode", "golf"), ("--players", "13"), ("--option", "wind=3")):
        proc = run("simulate", "carom", "--games", "1", *args)
        assert proc.returncode != 0
        assert len(proc.stderr.strip().splitlines()) == 1 and "Traceback" not in proc.stderr
