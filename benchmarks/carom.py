"""Carom Golf speed figures: strokes resolved per second and computer decision time (prints numbers).

    python benchmarks/carom.py [--strokes 20000] [--games 20]

* strokes/s: random strokes (every card strength, every direction) from every
  hex of each shipped course, resolved without events (as the computer player
  does) and with events (as a game does);
* table build: the computer player's expected-strokes table per course, built
  once per course and process (its first decision on a course includes it),
  wall-clock and CPU time;
* decisions: every computer decision in computer-vs-computer games on each
  course, both modes, after the table is built: mean, 95th percentile, max.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import paths  # noqa: E402
from game.courses import load_course  # noqa: E402
from game.rules.carom import make_bot, new_state, prepare_computer  # noqa: E402
from game.rules.carom.board import Board  # noqa: E402
from game.rules.carom.bot import CaromBot  # noqa: E402
from game.rules.carom.stroke import play_stroke  # noqa: E402
from game.rules.carom.values import IMPULSE_VALUES, course_values  # noqa: E402
from game.rules.course import CourseMap  # noqa: E402
from game.rules.driver import SeededChance, play_out  # noqa: E402
from game.rules.protocol import Action, GameState  # noqa: E402


def strokes_per_second(board: Board, n: int, with_events: bool) -> float:
    """Resolve ``n`` random single-ball strokes; return strokes per second."""
    rng = random.Random(1)
    starts = [c for c in range(len(board.cells)) if board.restable[c]]
    jobs = [(rng.choice(starts), rng.randrange(6), rng.choice(IMPULSE_VALUES)) for _ in range(n)]
    t0 = time.perf_counter()
    for c, d, m in jobs:
        play_stroke(board, [c], [0], 0, d, m, frozenset(), [] if with_events else None)
    return n / (time.perf_counter() - t0)


def decisions(course: CourseMap, games: int) -> list[float]:
    """Seconds per decision over computer games in both modes (tables already built)."""
    times: list[float] = []

    def timed(bot: CaromBot) -> Callable[[GameState], Action]:
        """The bot's choose, timed into ``times``."""

        def choose(s: GameState) -> Action:
            """Time one decision."""
            t0 = time.perf_counter()
            action = bot.choose(s)  # type: ignore[arg-type]
            times.append(time.perf_counter() - t0)
            return action

        return choose

    for mode, players in (("basic", 2), ("carom", 4)):
        for g in range(games):
            state = new_state(players, course, seed=g, mode=mode)
            bots = [make_bot(p, 100 * g + p) for p in range(players)]
            play_out(state, [timed(b) for b in bots], SeededChance(g))
    return times


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--strokes", type=int, default=20000)
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    print(
        f"{'course':<14}{'hexes':>6}{'strokes/s':>12}{'+events':>10}{'table ms':>10}{'(cpu)':>7}"
        f"{'decide ms mean':>16}{'p95':>7}{'max':>7}"
    )
    for n in range(1, 7):
        course = load_course(paths.level("carom", f"course_{n}.tmx"))
        board = Board(course)
        fast = strokes_per_second(board, args.strokes, False)
        slow = strokes_per_second(board, args.strokes // 4, True)
        t0, c0 = time.perf_counter(), time.process_time()
        course_values(board)
        table_ms = (time.perf_counter() - t0) * 1000
        table_cpu_ms = (time.process_time() - c0) * 1000  # less disturbed by other programs
        prepare_computer(new_state(1, course, seed=0))  # the games below share this course's tables
        times = sorted(decisions(course, args.games))
        mean = statistics.fmean(times) * 1000
        p95 = times[int(0.95 * (len(times) - 1))] * 1000
        print(
            f"{course.name:<14}{len(board.cells):>6}{fast:>12,.0f}{slow:>10,.0f}{table_ms:>10.1f}{table_cpu_ms:>7.1f}"
            f"{mean:>16.2f}{p95:>7.2f}{times[-1] * 1000:>7.2f}"
        )


if __name__ == "__main__":
    main()
