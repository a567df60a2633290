"""``rollinone simulate rollinone``: scores and a summary with mean shots per board, reproducibly."""

import json
import os
import subprocess
import sys


def run(*args):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True, env=env, timeout=300)


def without_timing(out: str) -> list[str]:
    return [line for line in out.splitlines() if not line.startswith("timing:")]


def test_simulate_prints_scores_and_mean_shots_per_board_the_same_every_time():
    a = run("simulate", "rollinone", "--players", "3", "--games", "2", "--seed", "4")
    b = run("simulate", "rollinone", "--players", "3", "--games", "2", "--seed", "4")
    assert a.returncode == 0, a.stderr
    assert without_timing(a.stdout) == without_timing(b.stdout)
    assert "mean shots per board:" in a.stdout
    assert a.stdout.count("game ") >= 2 and "P3" in a.stdout


def test_simulate_json_has_the_summary_and_takes_options():
    proc = run("simulate", "rollinone", "--players", "2", "--games", "1", "--json", "--variant", "bumper_game")
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert data["summary"]["options"] == {"variant": "bumper_game"}
    assert "mean_shots_per_board" in data["summary"]


def test_simulate_reports_a_bad_option_in_one_line():
    proc = run("simulate", "rollinone", "--option", "handicap=lots")
    assert proc.returncode != 0
    assert "handicap" in proc.stderr and "Traceback" not in proc.stderr
