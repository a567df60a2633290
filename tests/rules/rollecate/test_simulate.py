"""``rollinone simulate rollecate``: scores, the summary, and reproducible output."""

import json
import os
import subprocess
import sys

from game.rules.driver import SeededChance, play_out
from game.rules.rollecate import make_bot, simulate_summary
from game.rules.rollecate.start import new_state


def run(*args):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "-m", "game", "simulate", "rollecate", *args], capture_output=True, text=True, env=env, timeout=300)


def without_timing(out):
    return [line for line in out.splitlines() if not line.startswith("timing:")]


def test_simulate_prints_scores_and_a_summary_the_same_every_time():
    a = run("--players", "3", "--games", "3", "--seed", "5")
    b = run("--players", "3", "--games", "3", "--seed", "5")
    c = run("--players", "3", "--games", "3", "--seed", "6")
    assert a.returncode == 0, a.stderr
    assert without_timing(a.stdout) == without_timing(b.stdout) != without_timing(c.stdout)
    lines = a.stdout.splitlines()
    assert lines[0].startswith("Rollecate: 3 game(s), 3 player(s)")
    assert sum(line.startswith("game ") for line in lines) == 3
    assert any("derail share of plays" in line for line in lines)


def test_simulate_json_with_options():
    proc = run("--players", "1", "--games", "2", "--option", "derail_limit=3", "--option", "rounds=2", "--json")
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    assert report["summary"]["options"] == {"derail_limit": 3, "rounds": 2}
    assert "solo_losses" in report["summary"] and len(report["results"]) == 2


def test_simulate_refuses_bad_options_in_one_line():
    for args, fragment in ((["--players", "5"], "1 to 4"), (["--option", "rounds=0"], "rounds"), (["--level", "hard"], "levels")):
        proc = run(*args)
        assert proc.returncode != 0
        assert fragment in proc.stderr and len(proc.stderr.strip().splitlines()) == 1


def test_the_summary_counts_what_happened():
    finals = [play_out(new_state(2, None, s), [make_bot(i, s).choose for i in range(2)], SeededChance(s)).state for s in (1, 2)]
    summary = simulate_summary(finals)
    derailments = sum(st.stat(i, "derailments") for st in finals for i in range(2))
    assert summary["derailments_per_game"] == round(derailments / 2, 3)
    assert summary["turns_per_game"] == 36
