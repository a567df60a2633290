"""Par from play: ``rollinone check --par`` on each shipped Carom Golf course, beside one computer decision (prints numbers).

    python benchmarks/par.py [--games 200] [--seed 1] [--rounds 3]

For each course: the time to measure its par with ``--games`` games of the
strongest computer player (:func:`game.match.par.measure`, on a freshly loaded
course, so the computer's course study is included as in a fresh
``rollinone check --par``), and the reference measured in the same run: that
player's single decision on the same course (the mean over every decision of
one game, after the study). The ratio says how many decisions a par costs.
Target (issue #29): a shipped course's 200-game par in at most 5 s on the
2-core machine. Rounds alternate the two measures and the medians are printed;
CPU time of this process is printed beside wall time (a shared machine slows
the wall clock, not the work).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import catalog, paths  # noqa: E402
from game.courses import load_course  # noqa: E402
from game.match.par import STRONGEST, measure  # noqa: E402
from game.rules.driver import SeededChance, play_out  # noqa: E402

TARGET_SECONDS = 5.0


def par_seconds(path: Path, games: int, seed: int) -> tuple[float, float, float]:
    """(wall, CPU, mean strokes) of one par measurement on a freshly loaded course."""
    course = load_course(path)
    wall, cpu = time.perf_counter(), time.process_time()
    report = measure(course, games, seed)
    return time.perf_counter() - wall, time.process_time() - cpu, report.total.mean


def decision_seconds(path: Path, seed: int) -> float:
    """Mean CPU seconds of one decision of the strongest computer player on a course (after its study)."""
    course = load_course(path)
    state = catalog.new_state("carom", 1, course=course, seed=seed)
    catalog.prepare_computer(state)
    bot = catalog.make_bot("carom", 0, seed, STRONGEST["carom"])
    times: list[float] = []

    def choose(s):  # type: ignore[no-untyped-def]
        t0 = time.process_time()
        action = bot.choose(s)
        times.append(time.process_time() - t0)
        return action

    play_out(state, [choose], SeededChance(seed))
    return statistics.fmean(times)


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    courses = sorted(paths.level("carom").glob("*.tmx"))
    print(f"par by play: {args.games} games of the {STRONGEST['carom']} computer per course, seed {args.seed}, median of {args.rounds} rounds")
    print(f"{'course':<14} {'par wall s':>10} {'par CPU s':>10} {'decision ms':>12} {'par/decision':>13} {'mean strokes':>13}  target ≤ {TARGET_SECONDS:g} s")
    worst = 0.0
    for path in courses:
        walls, cpus, decisions = [], [], []
        mean = 0.0
        for r in range(args.rounds):
            decisions.append(decision_seconds(path, args.seed + r))
            wall, cpu, mean = par_seconds(path, args.games, args.seed)
            walls.append(wall)
            cpus.append(cpu)
        wall, cpu, decision = statistics.median(walls), statistics.median(cpus), statistics.median(decisions)
        worst = max(worst, cpu)
        verdict = "ok" if cpu <= TARGET_SECONDS else "OVER"
        print(f"{path.stem:<14} {wall:>10.2f} {cpu:>10.2f} {decision * 1000:>12.2f} {cpu / decision:>13.0f} {mean:>13.2f}  {verdict}")
    print(f"slowest course: {worst:.2f} s CPU ({worst / TARGET_SECONDS:.0%} of the {TARGET_SECONDS:g} s target)")


if __name__ == "__main__":
    main()
