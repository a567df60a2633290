"""``rollinone simulate eagles_creek``: whole computer games, scores and a summary, repeatable."""

import json
import os
import subprocess
import sys


def run(*args):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run(
        [sys.executable, "-m", "game", "simulate", "eagles_creek", *args], capture_output=True, text=True, env=env, timeout=300
    )


def without_timing(out):
    return [line for line in out.splitlines() if not line.startswith("timing:")]


def test_simulate_prints_scores_and_a_summary_and_repeats_exactly():
    a = run("--players", "3", "--games", "2", "--seed", "7", "--variant", "6")
    b = run("--players", "3", "--games", "2", "--seed", "7", "--variant", "6")
    assert a.returncode == 0, a.stderr
    assert without_timing(a.stdout) == without_timing(b.stdout)
    lines = a.stdout.splitlines()
    assert lines[0] == "Eagle's Creek: 2 game(s), 3 player(s), seed 7"
    assert lines[1].startswith("game   1: P1 ") and "P3" in lines[1] and "winner" in lines[1]
    assert any(line.startswith("  mean strokes by hole: 1=") and "6=" in line and "7=" not in line for line in lines)
    assert any(line.startswith("timing:") for line in lines)


def test_simulate_json_reports_every_game():
    proc = run("--games", "2", "--variant", "3", "--json")
    data = json.loads(proc.stdout)
    assert [r["game"] for r in data["results"]] == [1, 2]
    assert set(data["summary"]["mean_strokes_by_hole"]) == {"7", "8", "9"}
    assert data["summary"]["options"] == {"variant": "3"}


def test_simulate_refuses_a_bad_variant_in_one_line():
    proc = run("--variant", "4")
    assert proc.returncode != 0
    assert proc.stderr.strip().splitlines() == ["rollinone: error: Eagle's Creek variant must be 9, 6 or 3 holes, not '4'"]
